// §1.3 "Validation": the names the Standard gives its validation errors.
#include <iri/url.hpp>

namespace iri::url {

std::string_view name_of(validation code) noexcept {
    switch (code) {
        case validation::domain_to_ASCII: return "domain-to-ASCII";
        case validation::domain_to_Unicode: return "domain-to-Unicode";
        case validation::domain_invalid_code_point: return "domain-invalid-code-point";
        case validation::host_invalid_code_point: return "host-invalid-code-point";
        case validation::IPv4_empty_part: return "IPv4-empty-part";
        case validation::IPv4_too_many_parts: return "IPv4-too-many-parts";
        case validation::IPv4_non_numeric_part: return "IPv4-non-numeric-part";
        case validation::IPv4_non_decimal_part: return "IPv4-non-decimal-part";
        case validation::IPv4_out_of_range_part: return "IPv4-out-of-range-part";
        case validation::IPv6_unclosed: return "IPv6-unclosed";
        case validation::IPv6_invalid_compression: return "IPv6-invalid-compression";
        case validation::IPv6_too_many_pieces: return "IPv6-too-many-pieces";
        case validation::IPv6_multiple_compression: return "IPv6-multiple-compression";
        case validation::IPv6_invalid_code_point: return "IPv6-invalid-code-point";
        case validation::IPv6_too_few_pieces: return "IPv6-too-few-pieces";
        case validation::IPv4_in_IPv6_too_many_pieces: return "IPv4-in-IPv6-too-many-pieces";
        case validation::IPv4_in_IPv6_invalid_code_point: return "IPv4-in-IPv6-invalid-code-point";
        case validation::IPv4_in_IPv6_out_of_range_part: return "IPv4-in-IPv6-out-of-range-part";
        case validation::IPv4_in_IPv6_too_few_parts: return "IPv4-in-IPv6-too-few-parts";
        case validation::invalid_URL_unit: return "invalid-URL-unit";
        case validation::special_scheme_missing_following_solidus: return "special-scheme-missing-following-solidus";
        case validation::missing_scheme_non_relative_URL: return "missing-scheme-non-relative-URL";
        case validation::invalid_reverse_solidus: return "invalid-reverse-solidus";
        case validation::invalid_credentials: return "invalid-credentials";
        case validation::host_missing: return "host-missing";
        case validation::port_out_of_range: return "port-out-of-range";
        case validation::port_invalid: return "port-invalid";
        case validation::file_invalid_Windows_drive_letter: return "file-invalid-Windows-drive-letter";
        case validation::file_invalid_Windows_drive_letter_host: return "file-invalid-Windows-drive-letter-host";
        case validation::out_of_memory: return "out-of-memory";
    }
    return "unknown";
}

}  // namespace iri::url
