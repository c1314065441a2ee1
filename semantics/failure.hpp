// How every pass reports a failure, the one convention of the `_into`
// functions of <iri/*.hpp>:
//
//     errc X_into(inputs..., std::string& out, X_options = {}, diagnostic* error = nullptr) noexcept;
//
// On failure `out` is emptied, the errc is returned, and the whole
// diagnostic goes to the caller who asked for one. The text_result forms
// (X(text...)) return that diagnostic.
#pragma once

#include <iri/error.hpp>
#include <iri/parse.hpp>

#include "unicode/charset.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace iri::semantics {

inline errc fail(diagnostic const& d, std::string& out, diagnostic* error) noexcept {
    out.clear();
    if (error != nullptr) *error = d;
    return d.code;
}

// A failure of the input as a whole (a relative base, no memory): no
// offset or character to point at, only the production the input was
// taken as.
inline diagnostic whole_input_error(errc code, std::string_view production) noexcept {
    diagnostic d;
    d.code = code;
    d.production = production;
    return d;
}

// The failure of decoding `bytes` from `charset` (decode_charset said
// not_convertible), at the first byte that cannot be decoded: byte_offset
// in `bytes`, offset the characters before it. At the start of the input
// if the converter, asked again, does not say where.
inline diagnostic charset_conversion_error(std::string_view bytes, std::string_view charset,
                                           std::string_view production) noexcept {
    diagnostic d = whole_input_error(errc::charset_conversion_failed, production);
    d.detail = "the input is not valid in the input charset";
    if (std::optional<unicode::decoding_stop> const stop = unicode::where_decoding_stops(bytes, charset)) {
        d.byte_offset = stop->byte_offset;
        d.offset = stop->characters;
        if (d.byte_offset < bytes.size()) d.byte = static_cast<unsigned char>(bytes[d.byte_offset]);
    }
    return d;
}

// The base of the text forms that take one as text (resolve, relativize),
// parsed. RFC 3986 §5.2.1: the base "must be an absolute URI", so a base
// that does not parse is errc::invalid_base, with the parser's offsets into
// the base, and one without a scheme is errc::base_not_absolute.
inline parse_result parse_base(std::string_view base) noexcept {
    parse_result parsed = parse(base);
    if (!parsed) {
        diagnostic d = parsed.error();
        d.cause = d.code;
        d.code = errc::invalid_base;
        return d;
    }
    if (parsed->is_relative()) return whole_input_error(errc::base_not_absolute, "IRI");
    return parsed;
}

}  // namespace iri::semantics
