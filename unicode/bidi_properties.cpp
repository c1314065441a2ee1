#include "unicode/bidi_properties.hpp"

#include <unicode/uchar.h>

#include <array>
#include <atomic>
#include <cstdint>

namespace iri::unicode {
namespace {

using uba::bidi_class;

bidi_class bidi_class_of(char32_t code_point) noexcept {
    switch (u_charDirection(static_cast<UChar32>(code_point))) {
        case U_LEFT_TO_RIGHT: return bidi_class::L;
        case U_RIGHT_TO_LEFT: return bidi_class::R;
        case U_RIGHT_TO_LEFT_ARABIC: return bidi_class::AL;
        case U_EUROPEAN_NUMBER: return bidi_class::EN;
        case U_EUROPEAN_NUMBER_SEPARATOR: return bidi_class::ES;
        case U_EUROPEAN_NUMBER_TERMINATOR: return bidi_class::ET;
        case U_ARABIC_NUMBER: return bidi_class::AN;
        case U_COMMON_NUMBER_SEPARATOR: return bidi_class::CS;
        case U_DIR_NON_SPACING_MARK: return bidi_class::NSM;
        case U_BOUNDARY_NEUTRAL: return bidi_class::BN;
        case U_BLOCK_SEPARATOR: return bidi_class::B;
        case U_SEGMENT_SEPARATOR: return bidi_class::S;
        case U_WHITE_SPACE_NEUTRAL: return bidi_class::WS;
        case U_OTHER_NEUTRAL: return bidi_class::ON;
        case U_LEFT_TO_RIGHT_EMBEDDING: return bidi_class::LRE;
        case U_LEFT_TO_RIGHT_OVERRIDE: return bidi_class::LRO;
        case U_RIGHT_TO_LEFT_EMBEDDING: return bidi_class::RLE;
        case U_RIGHT_TO_LEFT_OVERRIDE: return bidi_class::RLO;
        case U_POP_DIRECTIONAL_FORMAT: return bidi_class::PDF;
        case U_LEFT_TO_RIGHT_ISOLATE: return bidi_class::LRI;
        case U_RIGHT_TO_LEFT_ISOLATE: return bidi_class::RLI;
        case U_FIRST_STRONG_ISOLATE: return bidi_class::FSI;
        case U_POP_DIRECTIONAL_ISOLATE: return bidi_class::PDI;
        default: return bidi_class::L;  // U_CHAR_DIRECTION_COUNT: not a value ICU returns
    }
}

// BD16 compares brackets "or their canonical equivalents": U+2329 and
// U+232A decompose to U+3008 and U+3009, the only brackets that decompose.
char32_t canonical_bracket(char32_t c) noexcept {
    if (c == 0x2329) return 0x3008;
    if (c == 0x232A) return 0x3009;
    return c;
}

// The properties of a character from ICU, the bracket ones looked up only
// for ON: every paired bracket is ON (BD14 and BD15 also require it).
uba::character from_icu(char32_t code_point) noexcept {
    uba::character c;
    c.type = bidi_class_of(code_point);
    if (c.type != bidi_class::ON) return c;
    auto const cp = static_cast<UChar32>(code_point);
    switch (u_getIntPropertyValue(cp, UCHAR_BIDI_PAIRED_BRACKET_TYPE)) {
        case U_BPT_OPEN:
            c.bracket = uba::bracket_type::open;
            c.pair_key = canonical_bracket(static_cast<char32_t>(u_getBidiPairedBracket(cp)));
            break;
        case U_BPT_CLOSE:
            c.bracket = uba::bracket_type::close;
            c.pair_key = canonical_bracket(code_point);
            break;
        default: break;
    }
    return c;
}

}  // namespace

namespace detail {

std::atomic<std::uint8_t> bmp_bidi_properties[0x10000] = {};

uba::character bidi_properties_from_icu(char32_t code_point) noexcept {
    uba::character const c = from_icu(code_point);
    if (code_point < 0x10000)
        bmp_bidi_properties[code_point].store(
            static_cast<std::uint8_t>(known_bidi_properties | static_cast<unsigned>(c.bracket) << 5 |
                                      static_cast<unsigned>(c.type)),
            std::memory_order_relaxed);
    return c;
}

}  // namespace detail
}  // namespace iri::unicode
