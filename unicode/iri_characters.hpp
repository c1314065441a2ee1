// The characters of RFC 3987 §2.2 as tables and predicates, free of any
// parser: one 256-entry table of the ASCII groups the ABNF names, and the
// ucschar and iprivate ranges. The grammar's character primitives
// (grammar/char_classes.hpp) and the passes read the same definitions.
#pragma once

#include "unicode/byte_words.hpp"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace iri::unicode {

// One bit per group of ASCII characters that the ABNF names.
enum ascii_bits : std::uint16_t {
    alpha = 1u << 0,  // ALPHA
    digit = 1u << 1,  // DIGIT
    mark = 1u << 2,  // "-" / "." / "_" / "~"  (unreserved besides ALPHA DIGIT)
    sub_delim = 1u << 3,  // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    colon = 1u << 4,  // ":"
    at = 1u << 5,  // "@"
    slash = 1u << 6,  // "/"
    question = 1u << 7,  // "?"
    hex_letter = 1u << 8,  // "A"-"F" / "a"-"f"
    scheme_mark = 1u << 9,  // "+" / "-" / "."  (scheme besides ALPHA DIGIT)
    percent = 1u << 10,  // "%": starts a pct-encoded triplet
};

constexpr std::uint16_t unreserved = alpha | digit | mark;
constexpr std::uint16_t hexdig = digit | hex_letter;

constexpr std::array<std::uint16_t, 256> make_ascii_table() {
    std::array<std::uint16_t, 256> t{};
    for (int c = 'A'; c <= 'Z'; ++c) t[c] |= alpha;
    for (int c = 'a'; c <= 'z'; ++c) t[c] |= alpha;
    for (int c = '0'; c <= '9'; ++c) t[c] |= digit;
    for (int c = 'A'; c <= 'F'; ++c) t[c] |= hex_letter;
    for (int c = 'a'; c <= 'f'; ++c) t[c] |= hex_letter;
    for (unsigned char c : {'-', '.', '_', '~'}) t[c] |= mark;
    for (unsigned char c : {'!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '='}) t[c] |= sub_delim;
    for (unsigned char c : {'+', '-', '.'}) t[c] |= scheme_mark;
    t[':'] |= colon;
    t['@'] |= at;
    t['/'] |= slash;
    t['?'] |= question;
    t['%'] |= percent;
    return t;
}

inline constexpr std::array<std::uint16_t, 256> ascii_table = make_ascii_table();

constexpr bool has(unsigned char c, std::uint16_t bits) noexcept { return (ascii_table[c] & bits) != 0; }

// A scheme name (ALPHA, DIGIT, "+", "-", ".": RFC 3986 §3.1) of one to
// eight bytes, folded to lower case, as one 64-bit word: two names of
// letters give the same word exactly when they are equal ignoring case
// (§3.1: schemes are case-insensitive). "| 0x20" changes only the
// upper-case letters among a scheme's characters. 0 for "" and for a name
// longer than eight bytes.
constexpr std::uint64_t folded_scheme_word(std::string_view name) noexcept {
    std::size_t const n = name.size();
    if (n == 0 || n > 8) return 0;
    return load_low_bytes(name.data(), n) | (every_byte(0x20) >> (8 * (8 - n)));
}

// Scheme names of one to eight bytes, looked up ignoring case by their
// folded words. check asks on every line (for the scheme's grammar and its
// registry entry), so a name is found in one or two probes of an open-
// addressing table, not by comparing it with each name in turn.
template <std::size_t N>
class folded_scheme_names {
public:
    // name_at(i): the i-th name, of one to eight bytes, all different.
    template <class NameAt>
    constexpr explicit folded_scheme_names(NameAt name_at) noexcept {
        for (std::size_t i = 0; i < N; ++i) {
            std::uint64_t const word = folded_scheme_word(name_at(i));
            std::size_t at = slot_of(word);
            while (slots_[at].word != 0) at = (at + 1) % slot_count;
            slots_[at] = {word, i};
        }
    }

    // The index of `name` among them, or N.
    constexpr std::size_t find(std::string_view name) const noexcept {
        std::uint64_t const word = folded_scheme_word(name);
        if (word == 0) return N;
        for (std::size_t at = slot_of(word);; at = (at + 1) % slot_count) {
            if (slots_[at].word == word) return slots_[at].index;
            if (slots_[at].word == 0) return N;
        }
    }

private:
    // At least twice as many slots as names: probes stay short, and an
    // empty slot (word 0, no name's) always ends a search.
    static constexpr std::size_t slot_count = std::bit_ceil(2 * N);

    static constexpr std::size_t slot_of(std::uint64_t word) noexcept { return fibonacci_slot(word, slot_count); }

    struct slot {
        std::uint64_t word = 0;
        std::size_t index = N;
    };
    slot slots_[slot_count] = {};
};

// The printable US-ASCII characters that neither URIs nor IRIs allow
// anywhere, which software commonly lets through: RFC 2396 §2.4.3's
// "delims" and "unwise" without "%", "#", "[" and "]" (RFC 3986 gave those
// a meaning): space < > " { } | \ ^ `. to_uri's lenient option, the LEIRI
// mapping and prepare percent-encode them; extract ends an IRI at one; the
// diagnosis names them as never allowed.
constexpr bool is_excluded_printable_ascii(unsigned char c) noexcept {
    switch (c) {
        case ' ':
        case '<':
        case '>':
        case '"':
        case '{':
        case '}':
        case '|':
        case '\\':
        case '^':
        case '`': return true;
        default: return false;
    }
}

// RFC 3987 §2.2: ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//   / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
// Planes 1 to 13 are allowed up to xFFFD; plane 14 starts at xE1000.
constexpr bool is_ucschar(char32_t c) noexcept {
    if (c < 0xA0) return false;
    if (c <= 0xD7FF) return true;
    if (c < 0xF900) return false;  // surrogates, then iprivate E000-F8FF
    if (c <= 0xFDCF) return true;
    if (c < 0xFDF0) return false;  // noncharacters FDD0-FDEF
    if (c <= 0xFFEF) return true;
    if (c <= 0xFFFF) return false;  // specials FFF0-FFFF
    if ((c & 0xFFFF) > 0xFFFD) return false;
    char32_t const plane = c >> 16;
    if (plane <= 0xD) return true;
    return plane == 0xE && c >= 0xE1000;
}

// RFC 3987 §2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
constexpr bool is_iprivate(char32_t c) noexcept {
    return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) || (c >= 0x100000 && c <= 0x10FFFD);
}

}  // namespace iri::unicode
