// The C API (<iri/iri.h>) over the public C++ API: plain structs in and
// out, text into the caller's buffers, nothing thrown across the boundary.
// Built from the public headers only, like tools/: the C API can do nothing
// the C++ API does not expose.
#include "capi/arguments.hpp"

#include <iri/iri.h>
#include <iri/iri.hpp>

#include <algorithm>
#include <array>
#include <cstring>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

// The C enums are the C++ ones, value for value: a status is an errc.
#define IRI_SAME(c_value, cpp_value) \
    static_assert(static_cast<int>(c_value) == static_cast<int>(cpp_value), #c_value " must equal " #cpp_value)
IRI_SAME(IRI_OK, iri::errc::ok);
IRI_SAME(IRI_INVALID_UTF8, iri::errc::invalid_utf8);
IRI_SAME(IRI_INVALID_PERCENT_ENCODING, iri::errc::invalid_percent_encoding);
IRI_SAME(IRI_DISALLOWED_CHARACTER, iri::errc::disallowed_character);
IRI_SAME(IRI_PRIVATE_USE_OUTSIDE_IQUERY, iri::errc::private_use_outside_iquery);
IRI_SAME(IRI_BIDI_FORMATTING_CHARACTER, iri::errc::bidi_formatting_character);
IRI_SAME(IRI_UNEXPECTED_CHARACTER, iri::errc::unexpected_character);
IRI_SAME(IRI_UNEXPECTED_END_OF_INPUT, iri::errc::unexpected_end_of_input);
IRI_SAME(IRI_BASE_NOT_ABSOLUTE, iri::errc::base_not_absolute);
IRI_SAME(IRI_INVALID_BASE, iri::errc::invalid_base);
IRI_SAME(IRI_TARGET_NOT_ABSOLUTE, iri::errc::target_not_absolute);
IRI_SAME(IRI_UNREACHABLE_TARGET, iri::errc::unreachable_target);
IRI_SAME(IRI_OUT_OF_MEMORY, iri::errc::out_of_memory);
IRI_SAME(IRI_INVALID_HOST_NAME, iri::errc::invalid_host_name);
IRI_SAME(IRI_UNKNOWN_CHARSET, iri::errc::unknown_charset);
IRI_SAME(IRI_CHARSET_CONVERSION_FAILED, iri::errc::charset_conversion_failed);
IRI_SAME(IRI_INVALID_UNICODE_STRING, iri::errc::invalid_unicode_string);
IRI_SAME(IRI_RAISED_WARNING, iri::errc::raised_warning);
IRI_SAME(IRI_ENTRY_IRI_REFERENCE, iri::entry::IRI_reference);
IRI_SAME(IRI_ENTRY_IRI, iri::entry::IRI);
IRI_SAME(IRI_ENTRY_ABSOLUTE_IRI, iri::entry::absolute_IRI);
IRI_SAME(IRI_ENTRY_IRELATIVE_REF, iri::entry::irelative_ref);
IRI_SAME(IRI_ENTRY_URI_REFERENCE, iri::entry::URI_reference);
IRI_SAME(IRI_HOST_NONE, iri::host_kind::none);
IRI_SAME(IRI_HOST_IPV6, iri::host_kind::ipv6);
IRI_SAME(IRI_HOST_IPVFUTURE, iri::host_kind::ipvfuture);
IRI_SAME(IRI_HOST_IPV4, iri::host_kind::ipv4);
IRI_SAME(IRI_HOST_REG_NAME, iri::host_kind::reg_name);
IRI_SAME(IRI_PATH_ABEMPTY, iri::path_kind::abempty);
IRI_SAME(IRI_PATH_ABSOLUTE, iri::path_kind::absolute);
IRI_SAME(IRI_PATH_NOSCHEME, iri::path_kind::noscheme);
IRI_SAME(IRI_PATH_ROOTLESS, iri::path_kind::rootless);
IRI_SAME(IRI_PATH_EMPTY, iri::path_kind::empty);
IRI_SAME(IRI_REFERENCE_IRI, iri::reference_kind::iri);
IRI_SAME(IRI_REFERENCE_RELATIVE, iri::reference_kind::relative);
IRI_SAME(IRI_IDNA_NONE, iri::idna_mode::none);
IRI_SAME(IRI_IDNA_UTS46, iri::idna_mode::uts46);
IRI_SAME(IRI_IDNA_IDNA2003, iri::idna_mode::idna2003);
IRI_SAME(IRI_IDNA_IDNA2003_CREATING, iri::idna_mode::idna2003_creating);
IRI_SAME(IRI_IDNA_WHATWG, iri::idna_mode::whatwg);
IRI_SAME(IRI_LEVEL_STRING, iri::comparison_level::string);
IRI_SAME(IRI_LEVEL_SYNTAX, iri::comparison_level::syntax);
IRI_SAME(IRI_LEVEL_SCHEME, iri::comparison_level::scheme);
IRI_SAME(0, iri::severity::info);
IRI_SAME(1, iri::severity::warning);
#undef IRI_SAME

namespace {

using iri::capi::readable;
using iri::capi::view;
using iri::capi::writable;

bool known_entry(iri_entry e) noexcept { return e >= IRI_ENTRY_IRI_REFERENCE && e <= IRI_ENTRY_URI_REFERENCE; }
bool known_level(iri_comparison_level l) noexcept { return l >= IRI_LEVEL_STRING && l <= IRI_LEVEL_SCHEME; }

// A diagnostic that is only a status (the C API's own codes).
iri_status fail(iri_status code, iri_diagnostic* error, int input = 1) noexcept {
    if (error != nullptr) {
        *error = iri_diagnostic{};
        error->code = code;
        error->input = input;
    }
    return code;
}

iri_status fill(iri::diagnostic const& d, iri_diagnostic* error, int input = 1) noexcept {
    if (error != nullptr) {
        *error = iri_diagnostic{};
        error->code = static_cast<iri_status>(d.code);
        error->byte_offset = d.byte_offset;
        error->offset = d.offset;
        error->has_code_point = d.has_code_point ? 1 : 0;
        error->code_point = static_cast<std::uint32_t>(d.code_point);
        error->byte = d.byte;
        error->input = input;
        std::size_t const n = std::min(d.production.size(), sizeof error->production - 1);
        if (n != 0) std::memcpy(error->production, d.production.data(), n);
        error->production[n] = '\0';
        // detail is static text (<iri/error.hpp>): it outlives the struct.
        error->detail_ = d.detail.data();
        error->detail_length_ = d.detail.size();
        error->cause_ = static_cast<int>(d.cause);
    }
    return static_cast<iri_status>(d.code);
}

iri_span to_c(iri::span s) noexcept { return {s.offset, s.length, s.present ? 1 : 0}; }

// The required-size protocol of every pass: the text and a NUL when they
// fit, else IRI_BUFFER_TOO_SMALL and the length needed.
iri_status deliver_text(std::string_view text, char* out, std::size_t out_size, std::size_t* out_length,
                        iri_diagnostic* error) noexcept {
    if (!iri::capi::copy_text(text, out, out_size, out_length)) return fail(IRI_BUFFER_TOO_SMALL, error);
    if (error != nullptr) *error = iri_diagnostic{};
    return IRI_OK;
}

// Runs a pass that can allocate, turning any exception into a status: none
// of the passes throws (they are noexcept), but the strings built here can.
template <class F>
iri_status guarded(iri_diagnostic* error, F&& f) noexcept {
    try {
        return f();
    } catch (std::bad_alloc const&) {
        return fail(IRI_OUT_OF_MEMORY, error);
    } catch (...) {
        return fail(IRI_INTERNAL_ERROR, error);
    }
}

// A text result delivered by the protocol, or its diagnostic.
iri_status deliver(iri::text_result const& r, char* out, std::size_t out_size, std::size_t* out_length,
                   iri_diagnostic* error, int input = 1) noexcept {
    if (!r) {
        if (out_length != nullptr) *out_length = 0;
        if (out_size > 0) out[0] = '\0';
        return fill(r.error(), error, input);
    }
    return deliver_text(r.value(), out, out_size, out_length, error);
}

// Which input a resolve/relativize diagnostic is about: the base's codes
// are the base's, everything else is the second input's.
int input_of_pair(iri::errc code) noexcept {
    return code == iri::errc::invalid_base || code == iri::errc::base_not_absolute ? 1 : 2;
}

}  // namespace

extern "C" {

const char* iri_status_name(iri_status status) {
    switch (status) {
        case IRI_OK: return "ok";
        case IRI_INVALID_UTF8: return "invalid_utf8";
        case IRI_INVALID_PERCENT_ENCODING: return "invalid_percent_encoding";
        case IRI_DISALLOWED_CHARACTER: return "disallowed_character";
        case IRI_PRIVATE_USE_OUTSIDE_IQUERY: return "private_use_outside_iquery";
        case IRI_BIDI_FORMATTING_CHARACTER: return "bidi_formatting_character";
        case IRI_UNEXPECTED_CHARACTER: return "unexpected_character";
        case IRI_UNEXPECTED_END_OF_INPUT: return "unexpected_end_of_input";
        case IRI_BASE_NOT_ABSOLUTE: return "base_not_absolute";
        case IRI_INVALID_BASE: return "invalid_base";
        case IRI_TARGET_NOT_ABSOLUTE: return "target_not_absolute";
        case IRI_UNREACHABLE_TARGET: return "unreachable_target";
        case IRI_OUT_OF_MEMORY: return "out_of_memory";
        case IRI_INVALID_HOST_NAME: return "invalid_host_name";
        case IRI_UNKNOWN_CHARSET: return "unknown_charset";
        case IRI_CHARSET_CONVERSION_FAILED: return "charset_conversion_failed";
        case IRI_INVALID_UNICODE_STRING: return "invalid_unicode_string";
        case IRI_RAISED_WARNING: return "raised_warning";
        case IRI_BUFFER_TOO_SMALL: return "buffer_too_small";
        case IRI_INVALID_ARGUMENT: return "invalid_argument";
        case IRI_INTERNAL_ERROR: return "internal_error";
        case IRI_INVALID_URL: return "invalid_url";
    }
    return "unknown";
}

const char* iri_version(void) { return IRI_VERSION_STRING; }

size_t iri_diagnostic_message(const iri_diagnostic* diagnostic, char* buffer, size_t size) {
    if (diagnostic == nullptr || (buffer == nullptr && size != 0)) return 0;
    try {
        std::string message;
        switch (diagnostic->code) {
            case IRI_BUFFER_TOO_SMALL: message = "the output buffer is too small"; break;
            case IRI_INVALID_ARGUMENT:
                message = "invalid argument: a NULL pointer where one is required, or an unknown enum value";
                break;
            case IRI_INTERNAL_ERROR: message = "internal error in the iri library"; break;
            case IRI_INVALID_URL: message = "the URL Standard's parser fails on the input"; break;
            default: {
                iri::diagnostic d;
                d.code = static_cast<iri::errc>(diagnostic->code);
                d.byte_offset = diagnostic->byte_offset;
                d.offset = diagnostic->offset;
                d.production = diagnostic->production;
                d.code_point = static_cast<char32_t>(diagnostic->code_point);
                d.has_code_point = diagnostic->has_code_point != 0;
                d.byte = diagnostic->byte;
                if (diagnostic->detail_ != nullptr) d.detail = {diagnostic->detail_, diagnostic->detail_length_};
                d.cause = static_cast<iri::errc>(diagnostic->cause_);
                message = d.production.empty() ? d.explanation() : d.message();
            }
        }
        if (size > 0) {
            std::size_t const n = std::min(message.size(), size - 1);
            std::memcpy(buffer, message.data(), n);
            buffer[n] = '\0';
        }
        return message.size();
    } catch (...) {
        if (size > 0) buffer[0] = '\0';
        return 0;
    }
}

int iri_is_valid(const char* text, size_t length, iri_entry entry) {
    if (!readable(text, length) || !known_entry(entry)) return 0;
    return iri::is_valid(view(text, length), static_cast<iri::entry>(entry)) ? 1 : 0;
}

iri_status iri_parse(const char* text, size_t length, iri_entry entry, iri_components* out, iri_diagnostic* error) {
    if (out == nullptr || !readable(text, length) || !known_entry(entry)) {
        if (out != nullptr) *out = iri_components{};
        return fail(IRI_INVALID_ARGUMENT, error);
    }
    iri::parse_result const r = iri::parse(view(text, length), static_cast<iri::entry>(entry));
    if (!r) {
        *out = iri_components{};
        return fill(r.error(), error);
    }
    iri::components const& p = r.value().parts();
    out->scheme = to_c(p.scheme);
    out->authority = to_c(p.authority);
    out->userinfo = to_c(p.userinfo);
    out->host = to_c(p.host);
    out->port = to_c(p.port);
    out->path = to_c(p.path);
    out->query = to_c(p.query);
    out->fragment = to_c(p.fragment);
    out->host_kind = static_cast<iri_host_kind>(p.host_type);
    out->path_kind = static_cast<iri_path_kind>(p.path_type);
    out->kind = static_cast<iri_reference_kind>(p.kind);
    if (error != nullptr) *error = iri_diagnostic{};
    return IRI_OK;
}

iri_status iri_to_uri(const char* iri, size_t length, const iri_to_uri_options* options, char* out, size_t out_size,
                      size_t* out_length, iri_diagnostic* error) {
    if (out_length != nullptr) *out_length = 0;
    if (!readable(iri, length) || !writable(out, out_size)) return fail(IRI_INVALID_ARGUMENT, error);
    iri::to_uri_options o;
    if (options != nullptr) {
        // A C caller may store any int in the enum field; loading it as the
        // C++ enum type would be undefined outside the enumerators, so its
        // bytes are read as the underlying integer and checked first.
        std::underlying_type_t<iri_idna_mode> idna;
        std::memcpy(&idna, &options->idna, sizeof idna);
        if (idna < IRI_IDNA_NONE || idna > IRI_IDNA_WHATWG) return fail(IRI_INVALID_ARGUMENT, error);
        o.lenient = options->lenient != 0;
        o.idna = static_cast<iri::idna_mode>(idna);
        if (options->from_charset != nullptr) o.from_charset = options->from_charset;
        if (options->query_charset != nullptr) o.query_charset = options->query_charset;
    }
    return guarded(error, [&] { return deliver(iri::to_uri(view(iri, length), o), out, out_size, out_length, error); });
}

iri_status iri_to_iri(const char* uri, size_t length, const iri_to_iri_options* options, char* out, size_t out_size,
                      size_t* out_length, iri_diagnostic* error) {
    if (out_length != nullptr) *out_length = 0;
    if (!readable(uri, length) || !writable(out, out_size)) return fail(IRI_INVALID_ARGUMENT, error);
    iri::to_iri_options o;
    if (options != nullptr) o.idn_unicode = options->idn_unicode != 0;
    return guarded(error, [&] { return deliver(iri::to_iri(view(uri, length), o), out, out_size, out_length, error); });
}

iri_status iri_resolve(const char* base, size_t base_length, const char* reference, size_t reference_length,
                       const iri_resolve_options* options, char* out, size_t out_size, size_t* out_length,
                       iri_diagnostic* error) {
    if (out_length != nullptr) *out_length = 0;
    if (!readable(base, base_length) || !readable(reference, reference_length) || !writable(out, out_size))
        return fail(IRI_INVALID_ARGUMENT, error);
    iri::resolve_options o;
    if (options != nullptr) o.strict = options->non_strict == 0;
    return guarded(error, [&] {
        iri::text_result const r = iri::resolve(view(base, base_length), view(reference, reference_length), o);
        return deliver(r, out, out_size, out_length, error, r ? 1 : input_of_pair(r.error().code));
    });
}

iri_status iri_relativize(const char* base, size_t base_length, const char* target, size_t target_length, char* out,
                          size_t out_size, size_t* out_length, iri_diagnostic* error) {
    if (out_length != nullptr) *out_length = 0;
    if (!readable(base, base_length) || !readable(target, target_length) || !writable(out, out_size))
        return fail(IRI_INVALID_ARGUMENT, error);
    return guarded(error, [&] {
        iri::text_result const r = iri::relativize(view(base, base_length), view(target, target_length));
        return deliver(r, out, out_size, out_length, error, r ? 1 : input_of_pair(r.error().code));
    });
}

iri_status iri_normalize(const char* reference, size_t length, iri_comparison_level level, int nfc, char* out,
                         size_t out_size, size_t* out_length, iri_diagnostic* error) {
    if (out_length != nullptr) *out_length = 0;
    if (!readable(reference, length) || !writable(out, out_size) || !known_level(level))
        return fail(IRI_INVALID_ARGUMENT, error);
    iri::normalize_options o;
    o.level = static_cast<iri::comparison_level>(level);
    o.nfc = nfc != 0;
    return guarded(
        error, [&] { return deliver(iri::normalize(view(reference, length), o), out, out_size, out_length, error); });
}

iri_status iri_compare(const char* a, size_t a_length, const char* b, size_t b_length, iri_comparison_level level,
                       int nfc, int* equivalent, iri_comparison_level* level_matched, iri_diagnostic* error) {
    if (equivalent != nullptr) *equivalent = 0;
    if (level_matched != nullptr) *level_matched = IRI_LEVEL_STRING;
    if (!readable(a, a_length) || !readable(b, b_length) || equivalent == nullptr || !known_level(level))
        return fail(IRI_INVALID_ARGUMENT, error);
    iri::normalize_options o;
    o.level = static_cast<iri::comparison_level>(level);
    o.nfc = nfc != 0;
    return guarded(error, [&] {
        iri::comparison const c = iri::compare(view(a, a_length), view(b, b_length), o);
        if (c.error) return fill(c.error, error, c.invalid_input);
        *equivalent = c.equivalent ? 1 : 0;
        if (level_matched != nullptr && c.level) *level_matched = static_cast<iri_comparison_level>(*c.level);
        if (error != nullptr) *error = iri_diagnostic{};
        return IRI_OK;
    });
}

iri_status iri_check(const char* text, size_t length, iri_warning* out, size_t capacity, size_t* count,
                     iri_diagnostic* error) {
    if (count != nullptr) *count = 0;
    if (!readable(text, length) || count == nullptr || (out == nullptr && capacity != 0))
        return fail(IRI_INVALID_ARGUMENT, error);
    return guarded(error, [&] {
        iri::check_result const r = iri::check(view(text, length));
        if (r.error) return fill(r.error, error);
        std::size_t const n = std::min(r.warnings.size(), capacity);
        for (std::size_t i = 0; i < n; ++i) {
            iri::warning const& w = r.warnings[i];
            iri_warning& c = out[i];
            c = iri_warning{};
            c.code = static_cast<int>(w.code);
            c.severity = static_cast<int>(w.severity);
            c.byte_offset = w.byte_offset;
            c.offset = w.offset;
            c.length = w.text.size();
            c.has_code_point = w.has_code_point ? 1 : 0;
            c.code_point = static_cast<std::uint32_t>(w.code_point);
            std::size_t const m = std::min(w.component.size(), sizeof c.component - 1);
            if (m != 0) std::memcpy(c.component, w.component.data(), m);
            c.component[m] = '\0';
        }
        *count = r.warnings.size();
        if (r.warnings.size() > capacity) return fail(IRI_BUFFER_TOO_SMALL, error);
        if (error != nullptr) *error = iri_diagnostic{};
        return IRI_OK;
    });
}

const char* iri_warning_code_name(int code) {
    // The names of <iri/check.hpp>, copied once into NUL-terminated storage
    // (a function-local static: initialised once, thread-safe).
    struct names {
        std::array<std::array<char, 40>, 64> text{};
        names() noexcept {
            for (iri::warning_code c : iri::warning_codes()) {
                auto const i = static_cast<std::size_t>(c);
                std::string_view const name = iri::to_string(c);
                if (i < text.size() && name.size() < text[i].size())
                    std::memcpy(text[i].data(), name.data(), name.size());
            }
        }
    };
    static names const table;
    if (code <= 0 || static_cast<std::size_t>(code) >= table.text.size() || table.text[code][0] == '\0')
        return "unknown";
    return table.text[static_cast<std::size_t>(code)].data();
}

}  // extern "C"
