// The C API of the URL Standard (<iri/iri.h>, iri_url_*) over
// <iri/url.hpp>: an opaque handle that owns an iri::url::url, its getters
// into the caller's buffer, its setters, and its validation errors. Nothing
// is thrown across the boundary: the C++ API throws nothing, and what is
// allocated here (the handle, a getter's string) is caught.
#include "capi/arguments.hpp"

#include <iri/iri.h>
#include <iri/url.hpp>

#include <algorithm>
#include <new>
#include <string>
#include <utility>

// The handle: the C++ URL, always ok() (a failed parse makes no handle).
struct iri_url {
    iri::url::url value;
};

// The C enum is the C++ one, value for value.
#define IRI_SAME(c_value, cpp_value) \
    static_assert(static_cast<int>(c_value) == static_cast<int>(cpp_value), #c_value " must equal " #cpp_value)
IRI_SAME(IRI_URL_DOMAIN_TO_ASCII, iri::url::validation::domain_to_ASCII);
IRI_SAME(IRI_URL_DOMAIN_TO_UNICODE, iri::url::validation::domain_to_Unicode);
IRI_SAME(IRI_URL_DOMAIN_INVALID_CODE_POINT, iri::url::validation::domain_invalid_code_point);
IRI_SAME(IRI_URL_HOST_INVALID_CODE_POINT, iri::url::validation::host_invalid_code_point);
IRI_SAME(IRI_URL_IPV4_EMPTY_PART, iri::url::validation::IPv4_empty_part);
IRI_SAME(IRI_URL_IPV4_TOO_MANY_PARTS, iri::url::validation::IPv4_too_many_parts);
IRI_SAME(IRI_URL_IPV4_NON_NUMERIC_PART, iri::url::validation::IPv4_non_numeric_part);
IRI_SAME(IRI_URL_IPV4_NON_DECIMAL_PART, iri::url::validation::IPv4_non_decimal_part);
IRI_SAME(IRI_URL_IPV4_OUT_OF_RANGE_PART, iri::url::validation::IPv4_out_of_range_part);
IRI_SAME(IRI_URL_IPV6_UNCLOSED, iri::url::validation::IPv6_unclosed);
IRI_SAME(IRI_URL_IPV6_INVALID_COMPRESSION, iri::url::validation::IPv6_invalid_compression);
IRI_SAME(IRI_URL_IPV6_TOO_MANY_PIECES, iri::url::validation::IPv6_too_many_pieces);
IRI_SAME(IRI_URL_IPV6_MULTIPLE_COMPRESSION, iri::url::validation::IPv6_multiple_compression);
IRI_SAME(IRI_URL_IPV6_INVALID_CODE_POINT, iri::url::validation::IPv6_invalid_code_point);
IRI_SAME(IRI_URL_IPV6_TOO_FEW_PIECES, iri::url::validation::IPv6_too_few_pieces);
IRI_SAME(IRI_URL_IPV4_IN_IPV6_TOO_MANY_PIECES, iri::url::validation::IPv4_in_IPv6_too_many_pieces);
IRI_SAME(IRI_URL_IPV4_IN_IPV6_INVALID_CODE_POINT, iri::url::validation::IPv4_in_IPv6_invalid_code_point);
IRI_SAME(IRI_URL_IPV4_IN_IPV6_OUT_OF_RANGE_PART, iri::url::validation::IPv4_in_IPv6_out_of_range_part);
IRI_SAME(IRI_URL_IPV4_IN_IPV6_TOO_FEW_PARTS, iri::url::validation::IPv4_in_IPv6_too_few_parts);
IRI_SAME(IRI_URL_INVALID_URL_UNIT, iri::url::validation::invalid_URL_unit);
IRI_SAME(IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, iri::url::validation::special_scheme_missing_following_solidus);
IRI_SAME(IRI_URL_MISSING_SCHEME_NON_RELATIVE_URL, iri::url::validation::missing_scheme_non_relative_URL);
IRI_SAME(IRI_URL_INVALID_REVERSE_SOLIDUS, iri::url::validation::invalid_reverse_solidus);
IRI_SAME(IRI_URL_INVALID_CREDENTIALS, iri::url::validation::invalid_credentials);
IRI_SAME(IRI_URL_HOST_MISSING, iri::url::validation::host_missing);
IRI_SAME(IRI_URL_PORT_OUT_OF_RANGE, iri::url::validation::port_out_of_range);
IRI_SAME(IRI_URL_PORT_INVALID, iri::url::validation::port_invalid);
IRI_SAME(IRI_URL_FILE_INVALID_WINDOWS_DRIVE_LETTER, iri::url::validation::file_invalid_Windows_drive_letter);
IRI_SAME(IRI_URL_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
         iri::url::validation::file_invalid_Windows_drive_letter_host);
IRI_SAME(IRI_URL_OUT_OF_MEMORY, iri::url::validation::out_of_memory);
#undef IRI_SAME

namespace {

using iri::capi::readable;
using iri::capi::view;

iri_url_error to_c(iri::url::validation_error const& e) noexcept {
    return {static_cast<iri_url_validation>(e.code), e.offset, e.character_offset};
}

// A failed parse as a status, its validation error in `failure`.
iri_status failed(iri::url::url const& u, iri_url_error* failure) noexcept {
    if (failure != nullptr) *failure = to_c(u.error());
    return u.error().code == iri::url::validation::out_of_memory ? IRI_OUT_OF_MEMORY : IRI_INVALID_URL;
}

// The enums have int as their type in C++ (IRI_ENUM_TYPE): any int a C
// caller passes is a value, checked here.
bool known_component(iri_url_component c) noexcept { return c >= IRI_URL_HREF && c <= IRI_URL_HASH; }

// The URL interface's getter of `c` (§6.1): a view into the URL's href,
// or for the origin into `origin`, which it fills.
std::string_view get(iri::url::url const& u, iri_url_component c, std::string& origin) noexcept {
    switch (c) {
        case IRI_URL_HREF: return u.href();
        case IRI_URL_ORIGIN: origin = u.origin(); return origin;
        case IRI_URL_PROTOCOL: return u.protocol();
        case IRI_URL_USERNAME: return u.username();
        case IRI_URL_PASSWORD: return u.password();
        case IRI_URL_HOST: return u.host();
        case IRI_URL_HOSTNAME: return u.hostname();
        case IRI_URL_PORT: return u.port();
        case IRI_URL_PATHNAME: return u.pathname();
        case IRI_URL_SEARCH: return u.search();
        case IRI_URL_HASH: return u.hash();
    }
    return {};
}

// The URL interface's setter of `c` (§6.1) but href's, which replaces the
// URL and has a failure; origin has none.
bool set(iri::url::url& u, iri_url_component c, std::string_view value) noexcept {
    switch (c) {
        case IRI_URL_PROTOCOL: return iri::url::set_protocol(u, value);
        case IRI_URL_USERNAME: return iri::url::set_username(u, value);
        case IRI_URL_PASSWORD: return iri::url::set_password(u, value);
        case IRI_URL_HOST: return iri::url::set_host(u, value);
        case IRI_URL_HOSTNAME: return iri::url::set_hostname(u, value);
        case IRI_URL_PORT: return iri::url::set_port(u, value);
        case IRI_URL_PATHNAME: return iri::url::set_pathname(u, value);
        case IRI_URL_SEARCH: return iri::url::set_search(u, value);
        case IRI_URL_HASH: return iri::url::set_hash(u, value);
        case IRI_URL_HREF:
        case IRI_URL_ORIGIN: break;
    }
    return false;
}

}  // namespace

extern "C" {

iri_status iri_url_parse(const char* input, size_t length, const iri_url* base, const char* encoding, iri_url** out,
                         iri_url_error* failure) {
    if (out != nullptr) *out = nullptr;
    if (failure != nullptr) *failure = iri_url_error{};
    if (out == nullptr || !readable(input, length)) return IRI_INVALID_ARGUMENT;
    iri::url::url const* const b = base != nullptr ? &base->value : nullptr;
    iri::url::url parsed = encoding != nullptr ? iri::url::parse_in_encoding(view(input, length), b, encoding)
                                               : iri::url::parse(view(input, length), b);
    if (!parsed) return failed(parsed, failure);
    *out = new (std::nothrow) iri_url{std::move(parsed)};
    return *out != nullptr ? IRI_OK : IRI_OUT_OF_MEMORY;
}

void iri_url_free(iri_url* url) { delete url; }

iri_status iri_url_get(const iri_url* url, iri_url_component component, char* out, size_t out_size,
                       size_t* out_length) {
    if (out_length != nullptr) *out_length = 0;
    if (url == nullptr || !known_component(component) || !iri::capi::writable(out, out_size))
        return IRI_INVALID_ARGUMENT;
    // The origin, the one getter that builds a string, gives "" when memory
    // runs out: an origin is never that ("null" when opaque).
    std::string origin;
    std::string_view const text = get(url->value, component, origin);
    if (component == IRI_URL_ORIGIN && text.empty()) return IRI_OUT_OF_MEMORY;
    return iri::capi::copy_text(text, out, out_size, out_length) ? IRI_OK : IRI_BUFFER_TOO_SMALL;
}

iri_status iri_url_set(iri_url* url, iri_url_component component, const char* value, size_t length, int* changed,
                       iri_url_error* failure) {
    if (changed != nullptr) *changed = 0;
    if (failure != nullptr) *failure = iri_url_error{};
    if (url == nullptr || !readable(value, length) || !known_component(component) || component == IRI_URL_ORIGIN)
        return IRI_INVALID_ARGUMENT;
    if (component == IRI_URL_HREF) {
        // §6.1 href setter: parse the value on its own; a failure is an
        // error (a TypeError in a browser) and leaves the URL as it was.
        iri::url::url parsed = iri::url::parse(view(value, length));
        if (!parsed) return failed(parsed, failure);
        url->value = std::move(parsed);
        if (changed != nullptr) *changed = 1;
        return IRI_OK;
    }
    bool const did = set(url->value, component, view(value, length));
    if (changed != nullptr) *changed = did ? 1 : 0;
    return IRI_OK;
}

iri_status iri_url_validation_errors(const iri_url* url, iri_url_error* out, size_t capacity, size_t* count) {
    if (count != nullptr) *count = 0;
    if (url == nullptr || count == nullptr || (out == nullptr && capacity != 0)) return IRI_INVALID_ARGUMENT;
    auto const& errors = url->value.validation_errors();
    std::size_t const n = std::min(errors.size(), capacity);
    for (std::size_t i = 0; i < n; ++i) out[i] = to_c(errors[i]);
    *count = errors.size();
    return errors.size() > capacity ? IRI_BUFFER_TOO_SMALL : IRI_OK;
}

const char* iri_url_validation_name(iri_url_validation code) {
    if (code < IRI_URL_DOMAIN_TO_ASCII || code > IRI_URL_OUT_OF_MEMORY) return "unknown";
    // name_of's names are string literals: NUL-terminated static text.
    return iri::url::name_of(static_cast<iri::url::validation>(code)).data();
}

}  // extern "C"
