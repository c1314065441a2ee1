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

// The properties of the BMP, each read from ICU the first time it is
// asked for and kept packed in a byte: bit 7 set once known, bits 5-6 the
// bracket type, bits 0-4 the class. An IRI in one script asks for the
// same few dozen characters over and over; ICU's lookups cost about a
// hundred instructions each. Relaxed atomics: threads that race on a
// character both read ICU and store the same byte.
class bmp_properties {
public:
    uba::character get(char32_t code_point) noexcept {
        std::atomic<std::uint8_t>& slot = packed_[code_point];
        std::uint8_t packed = slot.load(std::memory_order_relaxed);
        if (packed == 0) {
            uba::character const c = from_icu(code_point);
            packed = static_cast<std::uint8_t>(known | static_cast<unsigned>(c.bracket) << 5 |
                                               static_cast<unsigned>(c.type));
            slot.store(packed, std::memory_order_relaxed);
            return c;
        }
        uba::character c;
        c.type = static_cast<bidi_class>(packed & 0x1F);
        c.bracket = static_cast<uba::bracket_type>((packed >> 5) & 3);
        // A bracket's pair is not in the byte: ICU gives it (brackets are few).
        if (c.bracket != uba::bracket_type::none) return from_icu(code_point);
        return c;
    }

private:
    static constexpr std::uint8_t known = 0x80;
    std::array<std::atomic<std::uint8_t>, 0x10000> packed_{};
};
static_assert(static_cast<unsigned>(bidi_class::PDI) < 0x20, "a class fits in five bits");

bmp_properties bmp;

}  // namespace

uba::character bidi_properties(char32_t code_point, uba::bidi_class uppercase_letters) noexcept {
    // ASCII is most of an IRI: its properties are looked up once.
    static std::array<uba::character, 0x80> const ascii = [] {
        std::array<uba::character, 0x80> table;
        for (char32_t c = 0; c < table.size(); ++c) table[c] = from_icu(c);
        return table;
    }();
    if (code_point >= ascii.size()) return code_point < 0x10000 ? bmp.get(code_point) : from_icu(code_point);
    uba::character c = ascii[code_point];
    if (code_point >= 'A' && code_point <= 'Z') c.type = uppercase_letters;  // a-z are L already
    return c;
}

}  // namespace iri::unicode
