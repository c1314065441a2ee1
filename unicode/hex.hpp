// Hexadecimal digits and percent-encoded triplets, "%" HEXDIG HEXDIG
// (RFC 3986 §2.1): reading the octet a triplet stands for, and writing one
// in the uppercase form §2.1 says producers should use (RFC 3987 §5.3.2.1).
#pragma once

#include "unicode/utf8.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace iri::unicode {

inline constexpr char upper_hex_digits[] = "0123456789ABCDEF";

// The value of each hex digit, either case; 0 for any other byte.
constexpr std::array<unsigned char, 256> make_hex_values() {
    std::array<unsigned char, 256> t{};
    for (int c = '0'; c <= '9'; ++c) t[c] = static_cast<unsigned char>(c - '0');
    for (int c = 'a'; c <= 'f'; ++c) t[c] = static_cast<unsigned char>(c - 'a' + 10);
    for (int c = 'A'; c <= 'F'; ++c) t[c] = static_cast<unsigned char>(c - 'A' + 10);
    return t;
}
inline constexpr std::array<unsigned char, 256> hex_values = make_hex_values();

constexpr unsigned hex_value(char c) noexcept { return hex_values[static_cast<unsigned char>(c)]; }

// The octet of the triplet at p, whose two digits the caller has checked
// (the grammar has, for any parsed component).
constexpr unsigned char triplet_octet(char const* p) noexcept {
    return static_cast<unsigned char>(hex_value(p[1]) << 4 | hex_value(p[2]));
}

// Writes "%HH" for `octet` at o, uppercase; returns the end.
constexpr char* write_triplet(char* o, unsigned char octet) noexcept {
    o[0] = '%';
    o[1] = upper_hex_digits[octet >> 4];
    o[2] = upper_hex_digits[octet & 0xF];
    return o + 3;
}

// Appends "%HH" for `octet`, uppercase.
inline void append_triplet(std::string& out, unsigned char octet) {
    char triplet[3];
    write_triplet(triplet, octet);
    out.append(triplet, 3);
}

// Appends the triplets of a character's UTF-8 octets, "%C3%A9" for U+00E9:
// what a message suggests writing instead of a character that is not
// allowed.
inline void append_percent_encoded(std::string& out, char32_t c) {
    std::string utf8;  // at most four octets: held in the string itself
    append_utf8(utf8, c);
    for (unsigned char b : utf8) append_triplet(out, b);
}

// The same triplets as a string of their own.
inline std::string percent_encoded(char32_t c) {
    std::string out;
    append_percent_encoded(out, c);
    return out;
}

// Appends "U+" and at least four uppercase hex digits, "U+00E9": the
// Unicode Standard's notation for a code point (its Appendix A).
inline void append_code_point_notation(std::string& out, char32_t c) {
    char digits[8];
    std::size_t count = 0;
    for (auto rest = static_cast<std::uint32_t>(c); rest != 0 || count < 4; rest >>= 4)
        digits[count++] = upper_hex_digits[rest & 0xF];
    out.append("U+");
    while (count > 0) out.append(1, digits[--count]);
}

// The same notation as a string of its own.
inline std::string code_point_notation(char32_t c) {
    std::string out;
    append_code_point_notation(out, c);
    return out;
}

}  // namespace iri::unicode
