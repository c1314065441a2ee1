// The `scan` baseline: how fast can one plain pass over the bytes be?
//
// It checks what every IRI character must satisfy wherever it stands, and
// nothing about structure:
//
//   - ASCII: a 256-entry table of the characters RFC 3987 §2.2 allows
//     somewhere in an IRI reference (iunreserved's ALPHA DIGIT "-._~",
//     gen-delims ":/?#[]@", sub-delims "!$&'()*+,;="), and "%" followed by
//     two HEXDIG (pct-encoded);
//   - anything else: strictly valid UTF-8 (RFC 3629: no overlong forms, no
//     surrogates, nothing above U+10FFFF) decoding to a ucschar or an
//     iprivate code point, and not one of the bidi formatting characters
//     RFC 3987 §4.1 forbids (LRM, RLM, LRE..RLO), which iri::is_valid also
//     rejects.
//
// It accepts a superset of IRI-reference (no scheme/authority/path
// structure, iprivate anywhere rather than only in iquery). It is written
// byte at a time on purpose -- no SIMD, no word-at-a-time tricks -- so it is
// the reference for "one honest loop over the input", not a contender.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace iri_bench {

namespace scan_detail {

// The class of a byte as the first byte of a character.
enum : std::uint8_t {
    bad = 0,  // controls, space, "\"<>\\^`{|}", DEL, 80-C1, F5-FF
    plain = 1,  // an ASCII character allowed as itself
    percent = 2,  // '%', which must start a pct-encoded triplet
    lead2 = 3,  // C2-DF: first of 2 UTF-8 bytes
    lead3 = 4,  // E0-EF: first of 3
    lead4 = 5,  // F0-F4: first of 4
};

constexpr std::array<std::uint8_t, 256> make_byte_table() {
    std::array<std::uint8_t, 256> t{};
    for (int c = 'A'; c <= 'Z'; ++c) t[c] = plain;
    for (int c = 'a'; c <= 'z'; ++c) t[c] = plain;
    for (int c = '0'; c <= '9'; ++c) t[c] = plain;
    for (char c : std::string_view("-._~:/?#[]@!$&'()*+,;=")) t[static_cast<unsigned char>(c)] = plain;
    t['%'] = percent;
    for (int c = 0xC2; c <= 0xDF; ++c) t[c] = lead2;
    for (int c = 0xE0; c <= 0xEF; ++c) t[c] = lead3;
    for (int c = 0xF0; c <= 0xF4; ++c) t[c] = lead4;
    return t;
}
inline constexpr auto byte_class = make_byte_table();

constexpr std::array<bool, 256> make_hex_table() {
    std::array<bool, 256> t{};
    for (int c = '0'; c <= '9'; ++c) t[c] = true;
    for (int c = 'A'; c <= 'F'; ++c) t[c] = true;
    for (int c = 'a'; c <= 'f'; ++c) t[c] = true;
    return t;
}
inline constexpr auto hex = make_hex_table();

inline bool is_continuation(unsigned char b) noexcept { return (b & 0xC0) == 0x80; }

// ucschar / iprivate (RFC 3987 §2.2) for a code point of at least U+0080,
// minus the §4.1 bidi formatting characters.
inline bool allowed_non_ascii(char32_t cp) noexcept {
    if (cp < 0x10000) {
        if (cp < 0xA0) return false;  // C1 controls
        if (cp == 0x200E || cp == 0x200F) return false;  // LRM, RLM
        if (cp >= 0x202A && cp <= 0x202E) return false;  // LRE, RLE, PDF, LRO, RLO
        if (cp <= 0xD7FF) return true;  // ucschar
        if (cp < 0xE000) return false;  // surrogates
        if (cp <= 0xFDCF) return true;  // iprivate E000-F8FF, ucschar F900-FDCF
        if (cp < 0xFDF0) return false;  // noncharacters FDD0-FDEF
        return cp <= 0xFFEF;  // ucschar FDF0-FFEF
    }
    // Planes 1-16: xN0000-xNFFFD (ucschar for planes 1-14, iprivate for
    // 15 and 16), except E0000-E0FFF.
    if ((cp & 0xFFFF) >= 0xFFFE) return false;
    if (cp >= 0xE0000 && cp <= 0xE0FFF) return false;
    return cp <= 0x10FFFD;
}

}  // namespace scan_detail

// True if every character of `s` may occur in an IRI (see above).
inline bool scan(std::string_view s) noexcept {
    using namespace scan_detail;
    auto const* p = reinterpret_cast<unsigned char const*>(s.data());
    auto const* const end = p + s.size();
    while (p != end) {
        std::uint8_t const k = byte_class[*p];
        if (k == plain) {
            ++p;
            continue;
        }
        char32_t cp;
        switch (k) {
            case percent:
                if (end - p < 3 || !hex[p[1]] || !hex[p[2]]) return false;
                p += 3;
                continue;
            case lead2:
                if (end - p < 2 || !is_continuation(p[1])) return false;
                cp = (char32_t(p[0] & 0x1F) << 6) | (p[1] & 0x3F);
                p += 2;
                break;
            case lead3:
                if (end - p < 3 || !is_continuation(p[1]) || !is_continuation(p[2])) return false;
                cp = (char32_t(p[0] & 0x0F) << 12) | (char32_t(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
                if (cp < 0x800) return false;  // overlong
                p += 3;
                break;
            case lead4:
                if (end - p < 4 || !is_continuation(p[1]) || !is_continuation(p[2]) || !is_continuation(p[3]))
                    return false;
                cp = (char32_t(p[0] & 0x07) << 18) | (char32_t(p[1] & 0x3F) << 12) | (char32_t(p[2] & 0x3F) << 6) |
                     (p[3] & 0x3F);
                if (cp < 0x10000 || cp > 0x10FFFF) return false;  // overlong, too large
                p += 4;
                break;
            default: return false;
        }
        if (!allowed_non_ascii(cp)) return false;  // also rejects surrogates
    }
    return true;
}

}  // namespace iri_bench
