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

}  // namespace iri::semantics
