// The invisible characters that steer how bidi text is displayed, in one
// table: the seven RFC 3987 §4.1 forbids ("IRIs MUST NOT contain
// bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
// PDF)"), and the ones that act the same way but that §4.1 could not name.
// The grammar admits all of them (they are ucschar): strict validity checks
// for the seven after the grammar, iri check warns of the others
// (bidi_control_character), and to_iri keeps every one of them encoded.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace iri::unicode {

struct bidi_control {
    char32_t code_point;
    std::string_view name;  // its Unicode name: "RIGHT-TO-LEFT ISOLATE"
    std::string_view effect;  // what it does to the display, for messages
    // One of RFC 3987 §4.1's seven; the others postdate or escape its list.
    bool forbidden_by_rfc3987;
    // Added by Unicode 6.3 (2013), after RFC 3987 (2005).
    bool after_rfc;
};

// Every one, in code point order. tests/unicode/bidi_controls.cpp holds the
// table against ICU's Bidi_Control property and General_Category Zl and Zp.
std::span<bidi_control const> bidi_control_table() noexcept;

// LRM, RLM, LRE, RLE, PDF, LRO, RLO: U+200E, U+200F, U+202A..U+202E.
constexpr bool is_bidi_formatting(char32_t c) noexcept {
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E);
}

// ARABIC LETTER MARK U+061C and the isolates LRI, RLI, FSI, PDI
// U+2066..U+2069 (Unicode 6.3), and U+2028 LINE SEPARATOR and U+2029
// PARAGRAPH SEPARATOR, which cut the text UAX #9 reorders (P1, L1).
constexpr bool is_later_bidi_control(char32_t c) noexcept {
    return c == 0x061C || c == 0x2028 || c == 0x2029 || (c >= 0x2066 && c <= 0x2069);
}

// The entry of a character of either kind, or nullptr.
bidi_control const* find_bidi_control(char32_t c) noexcept;

// Its name for messages ("LEFT-TO-RIGHT MARK") when `c` is one of §4.1's
// seven, or an empty view.
std::string_view bidi_formatting_name(char32_t c) noexcept;

inline constexpr std::size_t no_bidi_formatting = static_cast<std::size_t>(-1);

// Byte offset of the first of §4.1's seven in `text` (UTF-8), or
// no_bidi_formatting.
std::size_t find_bidi_formatting(std::string_view text) noexcept;

}  // namespace iri::unicode
