// Why an input is not a valid reference, and where.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// Stable error codes: values never change meaning once released.
enum class errc : int {
    ok = 0,
    invalid_utf8 = 1,  // bytes that are not strictly valid UTF-8
    invalid_percent_encoding = 2,  // "%" not followed by two hex digits
    disallowed_character = 3,  // a character no IRI may contain here
    private_use_outside_iquery = 4,  // iprivate outside iquery (RFC 3987 §2.2)
    bidi_formatting_character = 5,  // LRM, RLM, LRE, RLE, PDF, LRO, RLO (§4.1)
    unexpected_character = 6,  // allowed in IRIs, but not at this place
    unexpected_end_of_input = 7,  // the input stops inside a production
    base_not_absolute = 8,  // a base for resolution without a scheme (RFC 3986 §5.2.1)
    invalid_base = 9,  // a base for resolution that is not a valid IRI
    target_not_absolute = 10,  // relativize: a target without a scheme
    unreachable_target = 11,  // relativize: no reference resolves to the target
    out_of_memory = 12,  // a pass could not allocate its output
    invalid_host_name = 13,  // to-uri --idna: IDNA ToASCII rejects the host (RFC 3987 §3.1)
    unknown_charset = 14,  // to-uri: no converter for the charset name given
    charset_conversion_failed = 15,  // to-uri: bytes invalid in the charset, or a character it cannot encode
    invalid_unicode_string = 16,  // prepare: UTF-16 with an unpaired surrogate, UTF-32 beyond U+10FFFF
    raised_warning = 17,  // check: a warning the caller raised to an error (<iri/check.hpp>)
};

// The stable identifier of a code, for JSON and logs: "invalid_utf8", ...
std::string_view to_string(errc code) noexcept;

// Everything a person needs to fix the input. Filled without allocating;
// message() builds the sentence on demand.
struct diagnostic {
    errc code = errc::ok;
    errc cause = errc::ok;  // for invalid_base: the parser's code for what is wrong in the base
    std::size_t byte_offset = 0;  // into the input, in bytes
    std::size_t offset = 0;  // into the input, in code points
    std::string_view production;  // ABNF name of the production that stopped
    char32_t code_point = 0;  // the offending character, if any
    bool has_code_point = false;  // false at end of input or on invalid UTF-8
    unsigned char byte = 0;  // the offending byte, for invalid UTF-8
    std::string_view detail;  // static text: what exactly is wrong / how to fix

    explicit operator bool() const noexcept { return code != errc::ok; }

    // "U+E000 (private use) is only allowed in iquery (RFC 3987 §2.2)..."
    // One line, without production or offsets (callers print those).
    std::string explanation() const;

    // The production, then the explanation: "ipath-abempty: U+E000 (private
    // use) is only allowed in iquery (RFC 3987 §2.2)...".
    std::string message() const;
};

}  // namespace iri

#pragma GCC visibility pop
