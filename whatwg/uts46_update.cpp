#include "whatwg/uts46_update.hpp"

#include "whatwg/punycode.hpp"

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

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

// The code point of the well-formed UTF-8 sequence at `s[i]` and its
// length, or length 0 when the bytes there are not one.
struct decoded {
    char32_t cp;
    std::size_t length;
};
decoded decode_at(std::string_view s, std::size_t i) noexcept {
    auto const b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) return {b0, 1};
    std::size_t const length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2;
    if (b0 < 0xC2 || b0 > 0xF4 || i + length > s.size()) return {0, 0};
    char32_t cp = b0 & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
    for (std::size_t k = 1; k < length; ++k) {
        auto const b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80) return {0, 0};
        cp = (cp << 6) | (b & 0x3F);
    }
    // Overlong forms and surrogates are not UTF-8: leave them to ICU.
    if ((length == 3 && cp < 0x800) || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return {0, 0};
    return {cp, length};
}

}  // namespace

bool apply_uts46_updates(std::string_view domain, std::string& out, std::u32string& held) {
    out.clear();
    held.clear();
    bool changed = false;
    for (std::size_t i = 0; i < domain.size();) {
        decoded const d = decode_at(domain, i);
        if (d.length == 0) {
            out.push_back(domain[i++]);
            continue;
        }
        if (newly_ignored(d.cp)) {
            changed = true;
        } else if (is_new_ideograph(d.cp) || d.cp == stand_in) {
            append_utf8(out, stand_in);
            held.push_back(d.cp);
            changed = changed || d.cp != stand_in;
        } else if (char32_t const to = updated_mapping(d.cp); to != d.cp) {
            append_utf8(out, to);
            changed = true;
        } else {
            out.append(domain.substr(i, d.length));
        }
        i += d.length;
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
            if (!punycode_decode(text.substr(4), label)) return false;
            bool swapped = false;
            for (char32_t& cp : label)
                if (cp == stand_in) {
                    if (next == held.size()) return false;
                    cp = held[next++];
                    swapped = true;
                }
            if (swapped) {
                out += "xn--";
                if (!punycode_encode(label, out)) return false;
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
