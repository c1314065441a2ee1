#include "semantics/bidi_formatting.hpp"

#include <cstring>

namespace iri::semantics {

// All seven are three-byte UTF-8 sequences E2 80 xx:
// LRM 8E, RLM 8F, LRE AA, RLE AB, PDF AC, LRO AD, RLO AE.
std::size_t find_bidi_formatting(std::string_view text) noexcept {
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    char const* p = begin;
    while (p != end) {
        auto const* hit = static_cast<char const*>(std::memchr(p, 0xE2, static_cast<std::size_t>(end - p)));
        if (hit == nullptr || end - hit < 3) return no_bidi_formatting;
        auto const b1 = static_cast<unsigned char>(hit[1]);
        auto const b2 = static_cast<unsigned char>(hit[2]);
        if (b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xAA && b2 <= 0xAE)))
            return static_cast<std::size_t>(hit - begin);
        p = hit + 1;
    }
    return no_bidi_formatting;
}

std::string_view bidi_formatting_name(char32_t code_point) noexcept {
    switch (code_point) {
        case 0x200E: return "LEFT-TO-RIGHT MARK";
        case 0x200F: return "RIGHT-TO-LEFT MARK";
        case 0x202A: return "LEFT-TO-RIGHT EMBEDDING";
        case 0x202B: return "RIGHT-TO-LEFT EMBEDDING";
        case 0x202C: return "POP DIRECTIONAL FORMATTING";
        case 0x202D: return "LEFT-TO-RIGHT OVERRIDE";
        case 0x202E: return "RIGHT-TO-LEFT OVERRIDE";
        default: return {};
    }
}

}  // namespace iri::semantics
