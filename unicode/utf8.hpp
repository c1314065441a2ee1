// UTF-8, strictly as RFC 3629 §4 defines it: decoding one sequence,
// encoding one scalar value, and counting code points for the offsets every
// diagnostic and warning reports beside its byte offset.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::unicode {

// Decodes one UTF-8 sequence of two to four bytes at p, strictly (RFC 3629
// §4: no overlong forms, no surrogates, nothing beyond U+10FFFF). Returns its
// length, or 0 when the bytes at p are not such a sequence. Every check of
// non-ASCII text decodes with this, character by character, so it is
// written for few instructions: the continuation bytes are tested
// together, and §4's ranges of the second byte by the value decoded.
inline int decode_utf8(char const* p, char const* end, char32_t& cp) noexcept {
    auto const b0 = static_cast<unsigned char>(p[0]);
    auto const available = end - p;
    auto byte = [p](int i) { return static_cast<char32_t>(static_cast<unsigned char>(p[i])); };
    // Each continuation byte minus 0x80 is its six bits: subtracting the
    // lead's marker and the tails' 0x80s at once decodes the sequence.
    if (b0 < 0xE0) {
        if (b0 < 0xC2 || available < 2 || (byte(1) & 0xC0u) != 0x80u) return 0;
        cp = (static_cast<char32_t>(b0) << 6) + byte(1) - ((0xC0u << 6) + 0x80u);
        return 2;
    }
    if (b0 < 0xF0) {
        if (available < 3 || ((byte(1) | (byte(2) << 8)) & 0xC0C0u) != 0x8080u) return 0;
        char32_t const c =
            (static_cast<char32_t>(b0) << 12) + (byte(1) << 6) + byte(2) - ((0xE0u << 12) + (0x80u << 6) + 0x80u);
        if (c < 0x800 || c - 0xD800 < 0x800) return 0;  // overlong (E0 80..9F), a surrogate (ED A0..BF)
        cp = c;
        return 3;
    }
    if (b0 >= 0xF5 || available < 4 || ((byte(1) | (byte(2) << 8) | (byte(3) << 16)) & 0xC0C0C0u) != 0x808080u)
        return 0;
    char32_t const c = (static_cast<char32_t>(b0) << 18) + (byte(1) << 12) + (byte(2) << 6) + byte(3) -
                       ((0xF0u << 18) + (0x80u << 12) + (0x80u << 6) + 0x80u);
    if (c < 0x10000 || c > 0x10FFFF) return 0;  // overlong (F0 80..8F), beyond U+10FFFF (F4 90..)
    cp = c;
    return 4;
}

// Appends the UTF-8 form of a Unicode scalar value: decode_utf8's inverse.
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

// How many code points `text` holds: every byte that is not a UTF-8
// continuation byte (10xxxxxx) starts one. On text that is not UTF-8 each
// stray byte counts as one, which is what an offset into it should say.
inline std::size_t count_code_points(std::string_view text) noexcept {
    std::size_t n = 0;
    for (char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

}  // namespace iri::unicode
