// Table-driven character primitives: where the parser spends its time.
//
// Most of an IRI is runs of characters (isegment, ireg-name, iuserinfo,
// iquery, ifragment). Spelled literally, `*ipchar` costs X3 an ordered choice
// of five rules per character. Here one element of such a class is an ASCII
// byte found in a 256-entry table, a "%" HEXDIG HEXDIG triplet, or one UTF-8
// sequence decoded in place and checked against ucschar / iprivate. X3 only
// pays for the structure around the runs.
//
// tests/grammar/characters.cpp checks each class against the literal rules
// of grammar/characters_def.hpp, code point by code point.
#pragma once

#include "grammar/config.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace iri::grammar::chars {

// One bit per group of ASCII characters that the ABNF names.
enum ascii_bits : std::uint16_t {
    alpha = 1u << 0,           // ALPHA
    digit = 1u << 1,           // DIGIT
    mark = 1u << 2,            // "-" / "." / "_" / "~"  (unreserved besides ALPHA DIGIT)
    sub_delim = 1u << 3,       // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    colon = 1u << 4,           // ":"
    at = 1u << 5,              // "@"
    slash = 1u << 6,           // "/"
    question = 1u << 7,        // "?"
    hex_letter = 1u << 8,      // "A"-"F" / "a"-"f"
    scheme_mark = 1u << 9,     // "+" / "-" / "."  (scheme besides ALPHA DIGIT)
    percent = 1u << 10,        // "%": starts a pct-encoded triplet
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

// RFC 3987 §2.2: ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//   / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
// Planes 1 to 13 are allowed up to xFFFD; plane 14 starts at xE1000.
constexpr bool is_ucschar(char32_t c) noexcept {
    if (c < 0xA0) return false;
    if (c <= 0xD7FF) return true;
    if (c < 0xF900) return false;          // surrogates, then iprivate E000-F8FF
    if (c <= 0xFDCF) return true;
    if (c < 0xFDF0) return false;          // noncharacters FDD0-FDEF
    if (c <= 0xFFEF) return true;
    if (c <= 0xFFFF) return false;         // specials FFF0-FFFF
    if ((c & 0xFFFF) > 0xFFFD) return false;
    char32_t const plane = c >> 16;
    if (plane <= 0xD) return true;
    return plane == 0xE && c >= 0xE1000;
}

// RFC 3987 §2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
constexpr bool is_iprivate(char32_t c) noexcept {
    return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) ||
           (c >= 0x100000 && c <= 0x10FFFD);
}

// Decodes one UTF-8 sequence of two to four bytes at p, strictly (RFC 3629
// §4: no overlong forms, no surrogates, nothing beyond U+10FFFF). Returns its
// length, or 0 when the bytes at p are not such a sequence.
inline int decode_utf8(char const* p, char const* end, char32_t& cp) noexcept {
    auto const b0 = static_cast<unsigned char>(p[0]);
    auto const available = end - p;
    auto cont = [&](int i, unsigned lo = 0x80, unsigned hi = 0xBF) {
        if (i >= available) return false;
        auto const b = static_cast<unsigned char>(p[i]);
        return b >= lo && b <= hi;
    };
    auto bits = [&](int i) { return static_cast<char32_t>(static_cast<unsigned char>(p[i]) & 0x3F); };
    if (b0 < 0xC2) return 0;  // ASCII, stray continuation byte, or overlong C0/C1 lead
    if (b0 < 0xE0) {
        if (!cont(1)) return 0;
        cp = (static_cast<char32_t>(b0 & 0x1F) << 6) | bits(1);
        return 2;
    }
    if (b0 < 0xF0) {
        unsigned const lo = b0 == 0xE0 ? 0xA0 : 0x80;   // E0 80..9F would be overlong
        unsigned const hi = b0 == 0xED ? 0x9F : 0xBF;   // ED A0..BF would be a surrogate
        if (!cont(1, lo, hi) || !cont(2)) return 0;
        cp = (static_cast<char32_t>(b0 & 0x0F) << 12) | (bits(1) << 6) | bits(2);
        return 3;
    }
    if (b0 < 0xF5) {
        unsigned const lo = b0 == 0xF0 ? 0x90 : 0x80;   // F0 80..8F would be overlong
        unsigned const hi = b0 == 0xF4 ? 0x8F : 0xBF;   // F4 90.. would pass U+10FFFF
        if (!cont(1, lo, hi) || !cont(2) || !cont(3)) return 0;
        cp = (static_cast<char32_t>(b0 & 0x07) << 18) | (bits(1) << 12) | (bits(2) << 6) | bits(3);
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

// Which non-ASCII characters a class admits.
enum class beyond_ascii { nothing, ucschar, ucschar_or_iprivate };

// RFC 3987 §4.1 forbids LRM, RLM, LRE, RLE, PDF, LRO and RLO in IRIs, though
// they are ucschar. The grammar admits them, as the ABNF does; the primitives
// note that they saw one, so that strict validation costs nothing on inputs
// without them (grammar/parse.cpp).
constexpr bool is_bidi_formatting(char32_t c) noexcept {
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E);
}

// Tells the recorder in the context, if any, that a bidi formatting
// character was consumed.
template <typename Context>
inline void note_bidi_formatting(Context const& context) {
    auto&& r = x3::get<recorder_tag>(context);
    if constexpr (!std::is_same_v<std::remove_cvref_t<decltype(r)>, x3::unused_type>)
        r.saw_bidi_formatting = true;
}

// Bit i set when p[i] is ALPHA, DIGIT, "-", "." or "_": the characters that
// make up most of every component. Reads exactly sixteen bytes.
inline unsigned common_unreserved_mask(char const* p) noexcept {
#if defined(__SSE2__)
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    // x is in [lo, lo + width] when min_epu8(x - lo, width) == x - lo.
    auto in_range = [](__m128i x, char lo, char width) {
        __m128i const shifted = _mm_sub_epi8(x, _mm_set1_epi8(lo));
        return _mm_cmpeq_epi8(_mm_min_epu8(shifted, _mm_set1_epi8(width)), shifted);
    };
    // OR 0x20 folds A-Z onto a-z and moves nothing else into a-z.
    __m128i const letter = in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z' - 'a');
    __m128i const digit_ = in_range(v, '0', '9' - '0');
    __m128i const dash_dot = in_range(v, '-', '.' - '-');
    __m128i const underscore = _mm_cmpeq_epi8(v, _mm_set1_epi8('_'));
    __m128i const common = _mm_or_si128(_mm_or_si128(letter, digit_), _mm_or_si128(dash_dot, underscore));
    return static_cast<unsigned>(_mm_movemask_epi8(common));
#else
    unsigned mask = 0;
    for (int i = 0; i < 16; ++i)
        if (has(static_cast<unsigned char>(p[i]), alpha | digit) || p[i] == '-' || p[i] == '.' || p[i] == '_')
            mask |= 1u << i;
    return mask;
#endif
}

// One element of a character class: an ASCII byte whose table entry has one
// of `Ascii`'s bits, a pct-encoded triplet when `PctEncoded`, or one UTF-8
// encoded character admitted by `NonAscii`.
template <std::uint16_t Ascii, bool PctEncoded, beyond_ascii NonAscii>
struct char_class : x3::parser<char_class<Ascii, PctEncoded, NonAscii>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    static bool is_allowed_ascii(char c) noexcept { return has(static_cast<unsigned char>(c), Ascii); }
    static constexpr bool admits_unreserved = (Ascii & unreserved) == unreserved;

    // Length of an element at p that is not a single allowed ASCII byte: a
    // pct-encoded triplet or a UTF-8 sequence; 0 when there is none.
    static std::size_t other_element_length(char const* p, char const* end, bool& bidi_formatting) noexcept {
        auto const c = static_cast<unsigned char>(*p);
        if constexpr (PctEncoded) {
            if (c == '%')
                return end - p >= 3 && has(static_cast<unsigned char>(p[1]), hexdig) &&
                               has(static_cast<unsigned char>(p[2]), hexdig)
                           ? 3
                           : 0;
        }
        if constexpr (NonAscii != beyond_ascii::nothing) {
            // Two-byte sequences (Latin, Greek, Cyrillic, Hebrew, Arabic):
            // C2 80-9F are the C1 controls, everything else is ucschar.
            if (c >= 0xC2 && c <= 0xDF && end - p >= 2) {
                auto const c1 = static_cast<unsigned char>(p[1]);
                if ((c1 & 0xC0) == 0x80) return c > 0xC2 || c1 >= 0xA0 ? 2 : 0;
                return 0;
            }
            // Three-byte sequences led by E0-ED (U+0800-D7FF: Indic, Thai, Han,
            // Hangul...) are all ucschar once well-formed. Only E2 80 can be a
            // bidi formatting character.
            if (c >= 0xE0 && c <= 0xED && end - p >= 3) {
                auto const c1 = static_cast<unsigned char>(p[1]);
                auto const c2 = static_cast<unsigned char>(p[2]);
                unsigned const lo = c == 0xE0 ? 0xA0 : 0x80;   // E0 80..9F would be overlong
                unsigned const hi = c == 0xED ? 0x9F : 0xBF;   // ED A0..BF would be a surrogate
                if (c1 < lo || c1 > hi || (c2 & 0xC0) != 0x80) return 0;
                if (c == 0xE2 && c1 == 0x80)
                    bidi_formatting = bidi_formatting || is_bidi_formatting(0x2000 | (c2 & 0x3F));
                return 3;
            }
            if (c >= 0x80) {
                char32_t cp = 0;
                int const n = decode_utf8(p, end, cp);
                if (n == 0) return 0;
                if (is_ucschar(cp)) return static_cast<std::size_t>(n);
                if (NonAscii == beyond_ascii::ucschar_or_iprivate && is_iprivate(cp))
                    return static_cast<std::size_t>(n);
            }
        }
        return 0;
    }

    // Length of the element at p, or 0 when there is none.
    static std::size_t element_length(char const* p, char const* end, bool& bidi_formatting) noexcept {
        return is_allowed_ascii(*p) ? 1 : other_element_length(p, end, bidi_formatting);
    }

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext&,
               Attribute&) const noexcept {
        if (first == last) return false;
        bool bidi_formatting = false;
        std::size_t const n = element_length(first, last, bidi_formatting);
        if (bidi_formatting) note_bidi_formatting(context);
        first += n;
        return n != 0;
    }
};

// A run of at least `Min` elements of a class, consumed in one loop.
template <typename Class, std::size_t Min>
struct char_run : x3::parser<char_run<Class, Min>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    static_assert(Min <= 1);

    // Skips allowed ASCII bytes, four at a time while there is room.
    static iterator_type skip_allowed_ascii_scalar(iterator_type p, iterator_type last) noexcept {
        while (last - p >= 4) {
            if (!Class::is_allowed_ascii(p[0])) return p;
            if (!Class::is_allowed_ascii(p[1])) return p + 1;
            if (!Class::is_allowed_ascii(p[2])) return p + 2;
            if (!Class::is_allowed_ascii(p[3])) return p + 3;
            p += 4;
        }
        while (p != last && Class::is_allowed_ascii(*p)) ++p;
        return p;
    }

    // Skips allowed ASCII bytes. Every class that admits all of unreserved
    // (the runs of hosts, paths, queries...) reads sixteen bytes at a time:
    // ALPHA / DIGIT / "-" / "." / "_", the bulk of real IRIs, are found
    // together, and only the block's other bytes ("=", "&", "!", ...) are
    // looked up in the table, so a query full of them costs a lookup per
    // delimiter rather than a new block per delimiter.
    static iterator_type skip_allowed_ascii(iterator_type p, iterator_type last) noexcept {
        if constexpr (Class::admits_unreserved) {
            while (last - p >= 16) {
                for (unsigned other = ~common_unreserved_mask(p) & 0xFFFFu; other != 0; other &= other - 1) {
                    int const i = std::countr_zero(other);
                    if (!Class::is_allowed_ascii(p[i])) return p + i;
                }
                p += 16;
            }
        }
        return skip_allowed_ascii_scalar(p, last);
    }

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext&,
               Attribute&) const noexcept {
        iterator_type p = first;
        bool bidi_formatting = false;
        for (bool more = true; more;) {
            p = skip_allowed_ascii(p, last);
            // Then the UTF-8 sequences and triplets that follow, one by one:
            // in a word of Greek or Han there is no ASCII to skip.
            more = false;
            while (p != last) {
                std::size_t const n = Class::other_element_length(p, last, bidi_formatting);
                if (n == 0) break;
                p += n;
                if (p != last && Class::is_allowed_ascii(*p)) {
                    more = true;
                    break;
                }
            }
        }
        if (bidi_formatting) note_bidi_formatting(context);
        if (Min == 1 && p == first) return false;
        first = p;
        return true;
    }
};

// `*cls` and `+cls` on a class give a run; everything else stays X3.
template <std::uint16_t A, bool P, beyond_ascii N>
constexpr char_run<char_class<A, P, N>, 0> operator*(char_class<A, P, N> const&) { return {}; }
template <std::uint16_t A, bool P, beyond_ascii N>
constexpr char_run<char_class<A, P, N>, 1> operator+(char_class<A, P, N> const&) { return {}; }

// The classes the ABNF uses, by the production whose elements they are.
// RFC 3987 §2.2 (IRI) and RFC 3986 §3 (URI, ASCII only).
inline constexpr char_class<alpha, false, beyond_ascii::nothing> ALPHA_char{};
inline constexpr char_class<digit, false, beyond_ascii::nothing> DIGIT_char{};
inline constexpr char_class<hexdig, false, beyond_ascii::nothing> HEXDIG_char{};
inline constexpr char_class<alpha | digit | scheme_mark, false, beyond_ascii::nothing> scheme_tail_char{};

// iunreserved / pct-encoded / sub-delims
inline constexpr char_class<unreserved | sub_delim, true, beyond_ascii::ucschar> ireg_name_char{};
// iunreserved / pct-encoded / sub-delims / ":"
inline constexpr char_class<unreserved | sub_delim | colon, true, beyond_ascii::ucschar> iuserinfo_char{};
// ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"
inline constexpr char_class<unreserved | sub_delim | colon | at, true, beyond_ascii::ucschar> ipchar_char{};
// iunreserved / pct-encoded / sub-delims / "@"  (isegment-nz-nc)
inline constexpr char_class<unreserved | sub_delim | at, true, beyond_ascii::ucschar> isegment_nz_nc_char{};
// ipchar / iprivate / "/" / "?"  (iquery)
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true,
                            beyond_ascii::ucschar_or_iprivate> iquery_char{};
// ipchar / "/" / "?"  (ifragment)
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true,
                            beyond_ascii::ucschar> ifragment_char{};

// RFC 3986 counterparts: unreserved in place of iunreserved, no ucschar.
inline constexpr char_class<unreserved | sub_delim, true, beyond_ascii::nothing> reg_name_char{};
inline constexpr char_class<unreserved | sub_delim | colon, true, beyond_ascii::nothing> userinfo_char{};
inline constexpr char_class<unreserved | sub_delim | colon | at, true, beyond_ascii::nothing> pchar_char{};
inline constexpr char_class<unreserved | sub_delim | at, true, beyond_ascii::nothing> segment_nz_nc_char{};
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true,
                            beyond_ascii::nothing> query_char{};

// Succeeds, consuming nothing, when an "@" comes before the first "/", "?" or
// "#" (or the end): the only way `iuserinfo "@"` can match, since userinfo
// contains none of the four. Finding out is a search for four bytes, much
// cheaper than reading a whole host as a userinfo before trying it as a host.
struct userinfo_ahead_parser : x3::parser<userinfo_ahead_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    static bool at_sign_first(char const* p, char const* last) noexcept {
#if defined(__SSE2__)
        while (last - p >= 16) {
            __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
            __m128i const hit = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('@')), _mm_cmpeq_epi8(v, _mm_set1_epi8('/'))),
                _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('?')), _mm_cmpeq_epi8(v, _mm_set1_epi8('#'))));
            if (unsigned const mask = static_cast<unsigned>(_mm_movemask_epi8(hit)); mask != 0)
                return p[std::countr_zero(mask)] == '@';
            p += 16;
        }
#endif
        for (; p != last; ++p) {
            if (*p == '@') return true;
            if (*p == '/' || *p == '?' || *p == '#') return false;
        }
        return false;
    }

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const&, RContext&,
               Attribute&) const noexcept {
        return at_sign_first(first, last);
    }
};

inline constexpr userinfo_ahead_parser userinfo_ahead{};

// A single code point in [lo, hi], read as one ASCII byte or one UTF-8
// sequence: the ABNF's %xLO-HI, terminals being code points (RFC 3987 §2.2).
struct code_point_range : x3::parser<code_point_range> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr code_point_range(char32_t lo_, char32_t hi_) : lo(lo_), hi(hi_) {}

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const&, RContext&,
               Attribute&) const noexcept {
        if (first == last) return false;
        char32_t cp = static_cast<unsigned char>(*first);
        int n = 1;
        if (cp >= 0x80 && (n = decode_utf8(first, last, cp)) == 0) return false;
        if (cp < lo || cp > hi) return false;
        first += n;
        return true;
    }

    char32_t lo, hi;
};

// %xLO-HI
constexpr code_point_range x(char32_t lo, char32_t hi) { return {lo, hi}; }

}  // namespace iri::grammar::chars
