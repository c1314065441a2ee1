#include "whatwg/uts46_update.hpp"

#include "unicode/punycode.hpp"
#include "unicode/utf8.hpp"

#include <cstdint>

namespace iri::whatwg {
namespace {

// The single code points whose mapping changed (UTS #46 15.1,
// IdnaMappingTable.txt), with their new target.
struct mapping {
    char32_t from;
    char32_t to;
};
constexpr mapping single_mappings[] = {
    {0x04C0, 0x04CF},  // CYRILLIC LETTER PALOCHKA
    {0x10C7, 0x2D27},  // GEORGIAN CAPITAL LETTER YN
    {0x10CD, 0x2D2D},  // GEORGIAN CAPITAL LETTER AEN
    {0x1E9E, 0x00DF},  // LATIN CAPITAL LETTER SHARP S: "ß", not "ss"
    {0x2132, 0x214E},  // TURNED CAPITAL F
    {0x2183, 0x2184},  // ROMAN NUMERAL REVERSED ONE HUNDRED
    {0x2F868, 0x36FC},  // CJK COMPATIBILITY IDEOGRAPH-2F868
    {0x2F874, 0x5F53},  // CJK COMPATIBILITY IDEOGRAPH-2F874
    {0x2F91F, 0x243AB},  // CJK COMPATIBILITY IDEOGRAPH-2F91F
    {0x2F95F, 0x7AEE},  // CJK COMPATIBILITY IDEOGRAPH-2F95F
    {0x2F9BF, 0x45D7},  // CJK COMPATIBILITY IDEOGRAPH-2F9BF
};

char32_t updated_mapping(char32_t cp) noexcept {
    // GEORGIAN CAPITAL LETTER AN..CHOE: their small letters, 0x1C60 above.
    if (cp >= 0x10A0 && cp <= 0x10C5) return cp + (0x2D00 - 0x10A0);
    for (mapping const& m : single_mappings)
        if (m.from == cp) return m.to;
    return cp;
}

// Newly "ignored": default-ignorable code points that were disallowed.
bool newly_ignored(char32_t cp) noexcept {
    return cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0  // Hangul fillers
           || cp == 0x17B4 || cp == 0x17B5  // Khmer inherent vowels
           || cp == 0x180E  // MONGOLIAN VOWEL SEPARATOR
           || (cp >= 0x206A && cp <= 0x206F)  // deprecated format characters
           || (cp >= 0x1D173 && cp <= 0x1D17A);  // musical symbol format controls
}

// CJK ideographs encoded after Unicode 15.0, valid in the current UTS #46
// (Extension I, Unicode 15.1; Extension J, Unicode 17.0), which ICU 72
// takes for unassigned and so disallowed.
bool is_new_ideograph(char32_t cp) noexcept {
    return (cp >= 0x2EBF0 && cp <= 0x2EE5D) || (cp >= 0x323B0 && cp <= 0x3347F);
}

// What ICU reads in their place: an ideograph it knows, with the same
// properties for every check UTS #46 makes (valid, Bidi_Class L, joining
// type U, combining class 0), that no other code point maps to.
constexpr char32_t stand_in = 0x30000;  // CJK UNIFIED IDEOGRAPH-30000, Extension G

}  // namespace

bool apply_uts46_updates(std::string_view domain, std::string& out, std::u32string& held) {
    out.clear();
    held.clear();
    bool changed = false;
    for (std::size_t i = 0; i < domain.size();) {
        char32_t cp = static_cast<unsigned char>(domain[i]);
        int length = 1;
        if (cp >= 0x80 && (length = unicode::decode_utf8(domain.data() + i, domain.data() + domain.size(), cp)) == 0) {
            out.push_back(domain[i++]);  // not UTF-8: left to ICU, which refuses it
            continue;
        }
        if (newly_ignored(cp)) {
            changed = true;
        } else if (is_new_ideograph(cp) || cp == stand_in) {
            unicode::append_utf8(out, stand_in);
            held.push_back(cp);
            changed = changed || cp != stand_in;
        } else if (char32_t const to = updated_mapping(cp); to != cp) {
            unicode::append_utf8(out, to);
            changed = true;
        } else {
            out.append(domain.substr(i, static_cast<std::size_t>(length)));
        }
        i += static_cast<std::size_t>(length);
    }
    return changed;
}

bool restore_held(std::string& ascii, std::u32string const& held) {
    bool needed = false;
    for (char32_t cp : held) needed = needed || cp != stand_in;
    if (!needed) return true;
    // ToASCII kept the order of the code points; each stand-in, in order,
    // is the next held code point, in the label's Punycode.
    std::string out;
    std::u32string label;
    std::size_t next = 0;
    for (std::size_t start = 0; start <= ascii.size();) {
        std::size_t end = ascii.find('.', start);
        if (end == std::string::npos) end = ascii.size();
        std::string_view const text = std::string_view(ascii).substr(start, end - start);
        if (text.size() > 4 && (text.substr(0, 4) == "xn--" || text.substr(0, 4) == "XN--")) {
            if (!unicode::punycode_decode(text.substr(4), label)) return false;
            bool swapped = false;
            for (char32_t& cp : label)
                if (cp == stand_in) {
                    if (next == held.size()) return false;
                    cp = held[next++];
                    swapped = true;
                }
            if (swapped) {
                out += "xn--";
                if (!unicode::punycode_encode(label, out)) return false;
            } else {
                out += text;
            }
        } else {
            out += text;
        }
        if (end == ascii.size()) break;
        out.push_back('.');
        start = end + 1;
    }
    if (next != held.size()) return false;
    ascii.swap(out);
    return true;
}

}  // namespace iri::whatwg
