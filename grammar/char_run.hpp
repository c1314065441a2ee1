// The parsers behind the character classes of grammar/char_classes.hpp:
// where the parser spends its time.
//
// Most of an IRI is runs of characters (isegment, ireg-name, iuserinfo,
// iquery, ifragment). Spelled literally, `*ipchar` costs X3 an ordered choice
// of five rules per character. Here one element of such a class is an ASCII
// byte found in a 256-entry table, a "%" HEXDIG HEXDIG triplet, or one UTF-8
// sequence decoded in place and checked against ucschar / iprivate. X3 only
// pays for the structure around the runs. The tables and the sixteen-byte
// scans are in unicode/ (iri_characters.hpp, ascii_scan.hpp), free of X3.
//
// tests/grammar/char_classes.cpp checks each class against the literal rules
// of grammar/rfc3987/characters_def.hpp, code point by code point.
#pragma once

#include "grammar/config.hpp"
#include "unicode/ascii_scan.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <bit>
#include <cstdint>
#include <type_traits>

namespace iri::grammar::chars {

using unicode::decode_utf8;
using unicode::has;
using unicode::is_bidi_formatting;
using unicode::is_iprivate;
using unicode::is_ucschar;
// The groups of ASCII the classes are made of (unicode/iri_characters.hpp).
using unicode::alpha;
using unicode::at;
using unicode::colon;
using unicode::digit;
using unicode::hexdig;
using unicode::question;
using unicode::scheme_mark;
using unicode::slash;
using unicode::sub_delim;
using unicode::unreserved;

// Which non-ASCII characters a class admits.
enum class beyond_ascii { nothing, ucschar, ucschar_or_iprivate };

// RFC 3987 §4.1 forbids LRM, RLM, LRE, RLE, PDF, LRO and RLO in IRIs, though
// they are ucschar. The grammar admits them, as the ABNF does; the primitives
// note that they saw one, so that strict validation costs nothing on inputs
// without them (grammar/parse.cpp): this tells the recorder in the
// context, if any, that a bidi formatting character was consumed.
template <typename Context>
inline void note_bidi_formatting(Context const& context) {
    auto&& r = x3::get<recorder_tag>(context);
    if constexpr (!std::is_same_v<std::remove_cvref_t<decltype(r)>, x3::unused_type>) r.saw_bidi_formatting = true;
}

// Where the text being parsed begins: the recorder's (or validator's)
// input, which every entry point sets to the first byte of the text it
// parses. A rule parsed with no recorder in its context knows only that
// its own first byte is readable.
template <typename Context>
inline iterator_type text_begin_of(Context const& context, iterator_type first) noexcept {
    auto&& r = x3::get<recorder_tag>(context);
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(r)>, x3::unused_type>)
        return first;
    else
        return r.input;
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
    static constexpr bool admits_slash = (Ascii & slash) != 0;
    // The class of a path's run, `"/" *ipath_char`: the only run whose tail
    // is read as a block (char_run::skip_allowed_ascii). Measured with
    // callgrind (bench/RESULTS.md), a block for the tail of a host's,
    // a query's or a fragment's run cost more on iris.txt than it saved.
    static constexpr bool is_path = admits_slash && (Ascii & question) == 0;

    // Length of an element at p that is not a single allowed ASCII byte: a
    // pct-encoded triplet or a UTF-8 sequence; 0 when there is none.
    // Always inlined: in a translation unit that compiles its rules for three
    // contexts, GCC 12 otherwise calls it out of line from ireg-name's run.
    [[gnu::always_inline]] static std::size_t other_element_length(char const* p, char const* end,
                                                                   bool& bidi_formatting) noexcept {
        auto const c = static_cast<unsigned char>(*p);
        // ASCII first: most runs end at an ASCII delimiter ("/", "?", ":"),
        // which is then told from a triplet in one more test rather than
        // after every UTF-8 lead's.
        if (c < 0x80) {
            if constexpr (PctEncoded) {
                if (c == '%')
                    return end - p >= 3 && has(static_cast<unsigned char>(p[1]), hexdig) &&
                                   has(static_cast<unsigned char>(p[2]), hexdig)
                               ? 3
                               : 0;
            }
            return 0;
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
                unsigned const lo = c == 0xE0 ? 0xA0 : 0x80;  // E0 80..9F would be overlong
                unsigned const hi = c == 0xED ? 0x9F : 0xBF;  // ED A0..BF would be a surrogate
                if (c1 < lo || c1 > hi || (c2 & 0xC0) != 0x80) return 0;
                if (c == 0xE2 && c1 == 0x80)
                    bidi_formatting = bidi_formatting || is_bidi_formatting(0x2000 | (c2 & 0x3F));
                return 3;
            }
            return rare_sequence_length(p, end);
        }
        return 0;
    }

    // Length of the UTF-8 sequence at p led by C0, C1 or EE-FF (four-byte
    // sequences, iprivate, the compatibility area; or no sequence at all),
    // when it encodes a character the class admits; 0 otherwise. Rare in
    // real text, and kept out of line so that the runs, which call it, stay
    // small enough for GCC to inline them where it did before the runs
    // called triplet_run_length.
    [[gnu::noinline]] static std::size_t rare_sequence_length(char const* p, char const* end) noexcept {
        char32_t cp = 0;
        int const n = decode_utf8(p, end, cp);
        if (n == 0) return 0;
        if (is_ucschar(cp)) return static_cast<std::size_t>(n);
        if (NonAscii == beyond_ascii::ucschar_or_iprivate && is_iprivate(cp)) return static_cast<std::size_t>(n);
        return 0;
    }

    // Length of the elements at p that a run takes together before it looks
    // for allowed ASCII again: the whole run of triplets at a "%", else the
    // one element other_element_length finds. A percent-encoded word (RFC
    // 3987 §3.1 maps every non-ASCII character of an IRI to triplets) is
    // nothing but triplets. ASCII first, as in other_element_length.
    static std::size_t other_elements_length(char const* p, char const* end, bool& bidi_formatting) noexcept {
        if constexpr (PctEncoded)
            if (static_cast<unsigned char>(*p) < 0x80) return *p == '%' ? unicode::triplet_run_length(p, end) : 0;
        return other_element_length(p, end, bidi_formatting);
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
    // ALPHA / DIGIT / "-" / "." / "_", and "/" in a path, the bulk of real
    // IRIs, are found together, and only the block's other bytes ("=",
    // "&", "!", ...) are looked up in the table, so a query full of them
    // costs a lookup per delimiter rather than a new block per delimiter.
    // A path's tail, under sixteen bytes before `last` (most paths, or
    // their last segments), is read as the sixteen bytes that end at
    // `last` when the text from `text_begin` holds them, the bytes before p
    // left out; the other tails byte by byte. Without SSE2 (unicode/simd.hpp)
    // a block's mask would be made a byte at a time: the bytes are looked up
    // four at a time instead, about half the instructions.
    [[gnu::always_inline]] static iterator_type skip_allowed_ascii(iterator_type p, iterator_type last,
                                                                   iterator_type text_begin) noexcept {
        if constexpr (Class::admits_unreserved && IRI_SSE2) {
            constexpr bool with_slash = Class::admits_slash;
            while (last - p >= 16) {
                unsigned other = ~unicode::common_unreserved_mask<with_slash>(p) & 0xFFFFu;
                for (; other != 0; other &= other - 1) {
                    int const i = std::countr_zero(other);
                    if (!Class::is_allowed_ascii(p[i])) return p + i;
                }
                p += 16;
            }
            if (Class::is_path && p != last && last - text_begin >= 16) {
                iterator_type const block = last - 16;
                // Bit i is p[i]; shifted down, the bits past `last` are 0.
                unsigned other = (~unicode::common_unreserved_mask<with_slash>(block) & 0xFFFFu) >> (p - block);
                for (; other != 0; other &= other - 1) {
                    int const i = std::countr_zero(other);
                    if (!Class::is_allowed_ascii(p[i])) return p + i;
                }
                return last;
            }
        }
        return skip_allowed_ascii_scalar(p, last);
    }

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext&,
               Attribute&) const noexcept {
        iterator_type p = first;
        // A tail read as a block pays on the run's first ASCII; the ASCII
        // between UTF-8 sequences (a word's punctuation) is short, and is
        // read byte by byte: `last` as the text's beginning turns the block
        // off.
        iterator_type text_begin = text_begin_of(context, first);
        bool bidi_formatting = false;
        for (bool more = true; more; text_begin = last) {
            p = skip_allowed_ascii(p, last, text_begin);
            // Then the UTF-8 sequences and runs of triplets that follow: in a
            // word of Greek or Han there is no ASCII to skip.
            more = false;
            while (p != last) {
                std::size_t const n = Class::other_elements_length(p, last, bidi_formatting);
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
constexpr char_run<char_class<A, P, N>, 0> operator*(char_class<A, P, N> const&) {
    return {};
}
template <std::uint16_t A, bool P, beyond_ascii N>
constexpr char_run<char_class<A, P, N>, 1> operator+(char_class<A, P, N> const&) {
    return {};
}

// Succeeds, consuming nothing, when an "@" comes before the first "/", "?" or
// "#" (or the end): the only way `iuserinfo "@"` can match, since userinfo
// contains none of the four. Finding out is a search for four bytes, much
// cheaper than reading a whole host as a userinfo before trying it as a host.
struct userinfo_ahead_parser : x3::parser<userinfo_ahead_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const&, RContext&, Attribute&) const noexcept {
        return unicode::at_sign_first(first, last);
    }
};

// Succeeds, consuming nothing, at the end of the input or before "/", "?"
// or "#": where an authority can end (RFC 3986 §3.2). An authority whose
// host and port end there held no "@" before its first "/", "?" or "#",
// which is all the fast form of iauthority needs to know
// (grammar/rfc3987/host_def.hpp).
struct authority_end_parser : x3::parser<authority_end_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const&, RContext&, Attribute&) const noexcept {
        return first == last || *first == '/' || *first == '?' || *first == '#';
    }
};

// A single code point in [lo, hi], read as one ASCII byte or one UTF-8
// sequence: the ABNF's %xLO-HI, terminals being code points (RFC 3987 §2.2).
struct code_point_range : x3::parser<code_point_range> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr code_point_range(char32_t lo_, char32_t hi_) : lo(lo_), hi(hi_) {}

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const&, RContext&, Attribute&) const noexcept {
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

}  // namespace iri::grammar::chars
