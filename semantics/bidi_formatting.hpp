// RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters
// (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)". The grammar admits them (they are
// ucschar), so strict validity checks for them after the grammar.
#pragma once

#include <cstddef>
#include <string_view>

namespace iri::semantics {

inline constexpr std::size_t no_bidi_formatting = static_cast<std::size_t>(-1);

// Byte offset of the first of U+200E, U+200F, U+202A..U+202E in `text`, or
// no_bidi_formatting.
std::size_t find_bidi_formatting(std::string_view text) noexcept;

// Its name for messages ("LEFT-TO-RIGHT MARK"), or an empty view for any
// other code point.
std::string_view bidi_formatting_name(char32_t code_point) noexcept;

// The invisible characters that steer bidi display as §4.1's seven do but
// that RFC 3987 could not name: ARABIC LETTER MARK U+061C and the isolates
// LRI, RLI, FSI, PDI U+2066..U+2069 (Unicode 6.3, 2013), and U+2028 LINE
// SEPARATOR and U+2029 PARAGRAPH SEPARATOR, which cut the text UAX #9
// reorders (P1, L1). They are ucschar, so the grammar admits them; iri
// check warns (bidi_control_character) and to_iri keeps them encoded.
constexpr bool is_later_bidi_control(char32_t c) noexcept {
    return c == 0x061C || c == 0x2028 || c == 0x2029 || (c >= 0x2066 && c <= 0x2069);
}

}  // namespace iri::semantics
