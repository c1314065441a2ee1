// Legacy character encodings, by Boost.Locale: what RFC 3987 §3.1 variant
// (b) needs ("the IRI is in some digital representation ... that is not
// UCS-based: convert to UCS, normalize to NFC") and its HTTP query special
// case (a query sent in the document's charset, not UTF-8).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace iri::unicode {

enum class charset_status {
    ok,
    unknown_charset,  // the converter knows no charset of that name
    not_convertible,  // bytes invalid in the charset, or a character it cannot represent
    out_of_memory,
};

// `bytes` in `charset` ("iso-8859-1", "macintosh", "Shift_JIS"...) to
// UTF-8, into `utf8`. Strict: nothing is skipped or replaced.
charset_status decode_charset(std::string_view bytes, std::string_view charset, std::string& utf8) noexcept;

// Where decoding `bytes` from `charset` stops, when decode_charset said
// not_convertible, which says only that: the byte offset of the first
// sequence the charset does not define (or that the text ends inside), and
// how many characters come before it. Boost.Locale decodes with iconv when
// iconv knows the charset, else with ICU: the same converter is asked
// again, to stop there. Nothing when it converts everything after all, or
// knows no charset of that name.
struct decoding_stop {
    std::size_t byte_offset = 0;
    std::size_t characters = 0;
};
std::optional<decoding_stop> where_decoding_stops(std::string_view bytes, std::string_view charset) noexcept;

// Whether the converter knows a charset of that name.
bool charset_known(std::string_view charset) noexcept;

// UTF-8 `utf8` to `charset`, appended to `out`. Strict, as above.
charset_status append_encoded_in_charset(std::string_view utf8, std::string_view charset, std::string& out) noexcept;

}  // namespace iri::unicode
