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
// length, or 0 when the bytes at p are not such a sequence.
inline int decode_utf8(char const* p, char const* end, char32_t& cp) noexcept {
    auto const b0 = static_cast<unsigned char>(p[0]);
    auto const available = end - p;
    // The length is checked once, then each byte: every check of the
    // checks on non-ASCII text decodes with this, character by character.
    auto byte = [p](int i) { return static_cast<unsigned char>(p[i]); };
    auto continuation = [](unsigned char b) { return (b & 0xC0u) == 0x80u; };
    if (b0 < 0xC2) return 0;  // ASCII, stray continuation byte, or overlong C0/C1 lead
    if (b0 < 0xE0) {
        if (available < 2 || !continuation(byte(1))) return 0;
        cp = (static_cast<char32_t>(b0 & 0x1F) << 6) | (byte(1) & 0x3Fu);
        return 2;
    }
    if (b0 < 0xF0) {
        unsigned const lo = b0 == 0xE0 ? 0xA0 : 0x80;  // E0 80..9F would be overlong
        unsigned const hi = b0 == 0xED ? 0x9F : 0xBF;  // ED A0..BF would be a surrogate
        if (available < 3 || byte(1) < lo || byte(1) > hi || !continuation(byte(2))) return 0;
        cp = (static_cast<char32_t>(b0 & 0x0F) << 12) | ((byte(1) & 0x3Fu) << 6) | (byte(2) & 0x3Fu);
        return 3;
    }
    if (b0 < 0xF5) {
        unsigned const lo = b0 == 0xF0 ? 0x90 : 0x80;  // F0 80..8F would be overlong
        unsigned const hi = b0 == 0xF4 ? 0x8F : 0xBF;  // F4 90.. would pass U+10FFFF
        if (available < 4 || byte(1) < lo || byte(1) > hi || !continuation(byte(2)) || !continuation(byte(3))) return 0;
        cp = (static_cast<char32_t>(b0 & 0x07) << 18) | ((byte(1) & 0x3Fu) << 12) | ((byte(2) & 0x3Fu) << 6) |
             (byte(3) & 0x3Fu);
        return 4;
    }
    return 0;
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
