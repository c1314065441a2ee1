// The fuzz targets' own UTF-8 decoder and encoder and RFC 3987 character
// classes, written from RFC 3629 and RFC 3987 §2.2 and §4.1, so that the
// library's are checked, not trusted.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri_fuzz {

// Strict UTF-8 (RFC 3629 §4): the length of the sequence at text[i], its
// code point in `cp`; 0 when the bytes there are not valid UTF-8 (stray
// continuation, overlong form, surrogate, beyond U+10FFFF, truncated).
inline std::size_t utf8_length(std::string_view text, std::size_t i, char32_t& cp) noexcept {
    auto const b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    std::size_t const left = text.size() - i;
    unsigned char const b0 = b(0);
    std::size_t n = 0;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    if (b0 >= 0xC0 && b0 < 0xE0) {
        n = 2;
        cp = b0 & 0x1Fu;
    } else if (b0 >= 0xE0 && b0 < 0xF0) {
        n = 3;
        cp = b0 & 0x0Fu;
    } else if (b0 >= 0xF0 && b0 < 0xF8) {
        n = 4;
        cp = b0 & 0x07u;
    } else
        return 0;
    if (left < n) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (b(k) & 0x3Fu);
    }
    static constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

// Appends the UTF-8 form of `c` (RFC 3629 §3), a scalar value.
inline void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

inline bool valid_utf8(std::string_view text) noexcept {
    char32_t cp = 0;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t const n = utf8_length(text, i, cp);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

// RFC 3987 §4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO.
inline bool is_bidi_formatting(char32_t c) noexcept {
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E);
}

// The bidi controls after RFC 3987 that to_iri keeps encoded as §4.1's:
// ALM, LINE and PARAGRAPH SEPARATOR, LRI, RLI, FSI, PDI.
inline bool is_later_bidi_control(char32_t c) noexcept {
    return c == 0x061C || c == 0x2028 || c == 0x2029 || (c >= 0x2066 && c <= 0x2069);
}

// RFC 3987 §2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
inline bool is_iprivate(char32_t c) noexcept {
    return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) || (c >= 0x100000 && c <= 0x10FFFD);
}

// RFC 3987 §2.2: ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//                        / %x10000-1FFFD / %x20000-2FFFD / ... / %xE1000-EFFFD
// (each plane from 1 to 14 without its last two code points, plane 14
// from E1000).
inline bool is_ucschar(char32_t c) noexcept {
    if (c < 0x10000) return (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFEF);
    if (c > 0xEFFFD || (c & 0xFFFF) > 0xFFFD) return false;
    return c < 0xE0000 || c >= 0xE1000;
}

}  // namespace iri_fuzz
