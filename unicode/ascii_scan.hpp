// Sixteen bytes at a time: the SIMD half of the grammar's character runs
// (grammar/char_run.hpp). SSE2, the x86-64 baseline, where the compiler
// offers it (unicode/simd.hpp). Each scan's portable form is a function of
// its own, named `..._scalar`, which other CPUs run and which the tests
// and fuzz/scans.cpp hold to the same answers.
#pragma once

#include "unicode/byte_words.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/simd.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace iri::unicode {

#if IRI_SSE2
// 0xFF in each byte of x that is in [lo, lo + width], else 0: x is in the
// range when min_epu8(x - lo, width) == x - lo.
inline __m128i bytes_in_range(__m128i x, char lo, char width) noexcept {
    __m128i const shifted = _mm_sub_epi8(x, _mm_set1_epi8(lo));
    return _mm_cmpeq_epi8(_mm_min_epu8(shifted, _mm_set1_epi8(width)), shifted);
}
#endif

// Bit i set when p[i] is ALPHA, DIGIT, "-", "." or "_": the characters that
// make up most of every component; also "/" when `Slash` (a path, where
// each segment ends in one). Reads exactly sixteen bytes.
template <bool Slash = false>
inline unsigned common_unreserved_mask_scalar(char const* p) noexcept {
    unsigned mask = 0;
    for (int i = 0; i < 16; ++i)
        if (has(static_cast<unsigned char>(p[i]), alpha | digit) || p[i] == '-' || p[i] == '.' || p[i] == '_' ||
            (Slash && p[i] == '/'))
            mask |= 1u << i;
    return mask;
}

template <bool Slash = false>
inline unsigned common_unreserved_mask(char const* p) noexcept {
#if IRI_SSE2
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    // OR 0x20 folds A-Z onto a-z and moves nothing else into a-z.
    __m128i const letter = bytes_in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z' - 'a');
    __m128i const digit_ = bytes_in_range(v, '0', '9' - '0');
    // With "/": "-" to "/" (0x2D-0x2F) are one range.
    __m128i const dash_dot = bytes_in_range(v, '-', (Slash ? '/' : '.') - '-');
    __m128i const underscore = _mm_cmpeq_epi8(v, _mm_set1_epi8('_'));
    __m128i const common = _mm_or_si128(_mm_or_si128(letter, digit_), _mm_or_si128(dash_dot, underscore));
    return static_cast<unsigned>(_mm_movemask_epi8(common));
#else
    return common_unreserved_mask_scalar<Slash>(p);
#endif
}

// Sixteen bytes of a DNS name, bit i for p[i]: which are letters, digits,
// "-" or "." (the bytes of an ASCII name, RFC 1034 §3.5), which are ".",
// which are "-". Reads exactly sixteen bytes.
struct dns_name_bytes {
    unsigned name = 0;
    unsigned dot = 0;
    unsigned hyphen = 0;
};

inline dns_name_bytes dns_name_masks_scalar(char const* p) noexcept {
    dns_name_bytes found;
    for (int i = 0; i < 16; ++i) {
        bool const dot = p[i] == '.', hyphen = p[i] == '-';
        if (dot || hyphen || has(static_cast<unsigned char>(p[i]), alpha | digit)) found.name |= 1u << i;
        if (dot) found.dot |= 1u << i;
        if (hyphen) found.hyphen |= 1u << i;
    }
    return found;
}

inline dns_name_bytes dns_name_masks(char const* p) noexcept {
#if IRI_SSE2
    dns_name_bytes found;
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    __m128i const letter = bytes_in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z' - 'a');
    __m128i const digit_ = bytes_in_range(v, '0', '9' - '0');
    __m128i const dot = _mm_cmpeq_epi8(v, _mm_set1_epi8('.'));
    __m128i const hyphen = _mm_cmpeq_epi8(v, _mm_set1_epi8('-'));
    __m128i const name = _mm_or_si128(_mm_or_si128(letter, digit_), _mm_or_si128(dot, hyphen));
    found.name = static_cast<unsigned>(_mm_movemask_epi8(name));
    found.dot = static_cast<unsigned>(_mm_movemask_epi8(dot));
    found.hyphen = static_cast<unsigned>(_mm_movemask_epi8(hyphen));
    return found;
#else
    return dns_name_masks_scalar(p);
#endif
}

// The bytes of the whole triplets before byte i of a run, looked up rather
// than computed as i / 3 * 3 (a multiply, a shift and an add, in every
// block). At namespace scope: as a local, GCC built it on the stack in
// every block.
inline constexpr unsigned char whole_triplets_before[16] = {0, 0, 0, 3, 3, 3, 6, 6, 6, 9, 9, 9, 12, 12, 12, 15};

// The length of the run of triplets that `in_place` allows, bit i of it set
// when byte i of a block is what byte i of a triplet run must be. Triplet
// k spans bytes 3k (the "%") to 3k + 2; the first byte out of place ends
// the run at the triplet it belongs to. Byte 15 would start a sixth
// triplet, whose digits lie beyond: it is left out.
inline std::size_t whole_triplets_in_place(unsigned in_place) noexcept {
    return whole_triplets_before[std::countr_zero((~in_place & 0x7FFFu) | 0x8000u)];
}

// The length of the run of pct-encoded triplets, "%" HEXDIG HEXDIG (RFC 3986
// §2.1), at p, counting only the triplets wholly within p's sixteen bytes:
// 0, 3, 6, 9, 12 or 15. Reads exactly sixteen bytes.
inline std::size_t triplet_block_length_scalar(char const* p) noexcept {
    unsigned in_place = 0;
    for (int i = 0; i < 15; ++i) {
        bool const want_percent = i % 3 == 0;
        bool const ok = want_percent ? p[i] == '%' : has(static_cast<unsigned char>(p[i]), hexdig);
        in_place |= static_cast<unsigned>(ok) << i;
    }
    return whole_triplets_in_place(in_place);
}

inline std::size_t triplet_block_length(char const* p) noexcept {
#if IRI_SSE2
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    // OR 0x20 folds A-F onto a-f and moves nothing else into a-f.
    __m128i const hex_digit = _mm_or_si128(bytes_in_range(v, '0', '9' - '0'),
                                           bytes_in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'f' - 'a'));
    // The "%" of each triplet where it must stand. The digits' places hold
    // "0", a HEXDIG: a byte equal to it there is in place anyway.
    __m128i const percent_at =
        _mm_setr_epi8('%', '0', '0', '%', '0', '0', '%', '0', '0', '%', '0', '0', '%', '0', '0', 0);
    __m128i const hex_at = _mm_setr_epi8(0, -1, -1, 0, -1, -1, 0, -1, -1, 0, -1, -1, 0, -1, -1, 0);
    // Both tested in the vector: one movemask says which bytes are in place.
    return whole_triplets_in_place(static_cast<unsigned>(
        _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, percent_at), _mm_and_si128(hex_digit, hex_at)))));
#else
    return triplet_block_length_scalar(p);
#endif
}

// The length of the run of pct-encoded triplets at p in [p, last): 0, 3, 6,
// ... Text mapped from an IRI to a URI (RFC 3987 §3.1) is mostly such runs,
// checked here five triplets to a block while sixteen bytes remain, then
// one by one. Not inlined: the grammar's character runs call it on meeting
// a "%", and with its code inside them GCC inlined them less, which cost
// every input more than the blocks saved.
[[gnu::noinline]] inline std::size_t triplet_run_length(char const* p, char const* last) noexcept {
    char const* q = p;
    // Without SSE2 a block would be checked byte by byte anyway.
    while (IRI_SSE2 && last - q >= 16) {
        std::size_t const n = triplet_block_length(q);
        q += n;
        if (n != 15) return static_cast<std::size_t>(q - p);
    }
    while (last - q >= 3 && q[0] == '%' && has(static_cast<unsigned char>(q[1]), hexdig) &&
           has(static_cast<unsigned char>(q[2]), hexdig))
        q += 3;
    return static_cast<std::size_t>(q - p);
}

// True when an "@" comes before the first "/", "?" or "#" in [p, last).
[[gnu::always_inline]] inline bool at_sign_first_scalar(char const* p, char const* last) noexcept {
    for (; p != last; ++p) {
        if (*p == '@') return true;
        if (*p == '/' || *p == '?' || *p == '#') return false;
    }
    return false;
}

inline bool at_sign_first(char const* p, char const* last) noexcept {
#if IRI_SSE2
    while (last - p >= 16) {
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
        // "/" (0x2F) and "?" (0x3F) are the only bytes that OR 0x10 makes "?".
        __m128i const hit =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('@')), _mm_cmpeq_epi8(v, _mm_set1_epi8('#'))),
                         _mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(0x10)), _mm_set1_epi8('?')));
        if (unsigned const mask = static_cast<unsigned>(_mm_movemask_epi8(hit)); mask != 0)
            return p[std::countr_zero(mask)] == '@';
        p += 16;
    }
#endif
    return at_sign_first_scalar(p, last);
}

// What [p, p + n) holds: a byte beyond ASCII, a byte `c` (ASCII). From
// sixteen bytes on, the last sixteen are read once more rather than byte
// by byte; under sixteen, as at most two 64-bit words (byte_words.hpp).
struct byte_content {
    bool non_ascii = false;
    bool has_c = false;
};

[[gnu::always_inline]] inline byte_content scan_bytes_scalar(char const* p, std::size_t n, char c) noexcept {
    byte_content found;
    if (byte_words_in_order && n > 0 && n < 16) {
        // Two words, overlapping, or one of the low bytes (most components
        // and their parts are this short).
        std::uint64_t const wanted = every_byte(static_cast<unsigned char>(c));
        std::uint64_t high, equal;
        if (n >= 8) {
            std::uint64_t const first = load_word(p), last = load_word(p + n - 8);
            high = (first | last) & every_byte(0x80);
            equal = zero_bytes(first ^ wanted) | zero_bytes(last ^ wanted);
        } else {
            std::uint64_t const word = load_low_bytes(p, n), valid = high_bits_of_low_bytes(n);
            high = word & valid;
            equal = zero_bytes(word ^ wanted) & valid;
        }
        found.non_ascii = high != 0;
        found.has_c = equal != 0;
        return found;
    }
    for (std::size_t i = 0; i < n; ++i) {
        found.non_ascii = found.non_ascii || static_cast<unsigned char>(p[i]) >= 0x80;
        found.has_c = found.has_c || p[i] == c;
    }
    return found;
}

inline byte_content scan_bytes(char const* p, std::size_t n, char c) noexcept {
#if IRI_SSE2
    if (n >= 16) {
        byte_content found;
        __m128i const wanted = _mm_set1_epi8(c);
        __m128i high = _mm_setzero_si128(), equal = _mm_setzero_si128();
        auto const add = [&](char const* at) {
            __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at));
            high = _mm_or_si128(high, v);
            equal = _mm_or_si128(equal, _mm_cmpeq_epi8(v, wanted));
        };
        for (std::size_t i = 0; i + 16 <= n; i += 16) add(p + i);
        add(p + n - 16);
        found.non_ascii = _mm_movemask_epi8(high) != 0;
        found.has_c = _mm_movemask_epi8(equal) != 0;
        return found;
    }
#endif
    return scan_bytes_scalar(p, n, c);
}

// Whether [p, p + n) is plain: ASCII without the byte `c`; and if it is,
// whether the ASCII byte `before` comes right before the byte `after`
// somewhere in it (`after` not NUL). check asks it of a whole line, with
// "%" and "/." (where a dot segment may start): a plain line only meets
// the checks of its authority and its dot segments, and a line that is not
// plain is looked at component by component, so the scan stops at the
// first byte that makes it not plain. Pairs are found by comparing each
// block of sixteen bytes with the block one byte before it; under sixteen
// bytes, in at most two 64-bit words (byte_words.hpp), by shifting the
// flags of `before` a byte up onto the byte after. Where the blocks or
// words overlap, a pair across the first one's end lies inside the second.
struct plain_content {
    bool plain = true;
    bool has_pair = false;
};

[[gnu::always_inline]] inline plain_content scan_plain_scalar(char const* p, std::size_t n, char c, char before,
                                                              char after) noexcept {
    if (byte_words_in_order && n > 0 && n < 16) {
        std::uint64_t const wanted = every_byte(static_cast<unsigned char>(c));
        auto const pairs_in = [before = every_byte(static_cast<unsigned char>(before)),
                               after = every_byte(static_cast<unsigned char>(after))](std::uint64_t word) {
            return zero_bytes(word ^ after) & (zero_bytes(word ^ before) << 8);
        };
        std::uint64_t not_plain, pairs;
        if (n >= 8) {
            std::uint64_t const first = load_word(p), last = load_word(p + n - 8);
            not_plain = ((first | last) & every_byte(0x80)) | zero_bytes(first ^ wanted) | zero_bytes(last ^ wanted);
            pairs = pairs_in(first) | pairs_in(last);
        } else {
            std::uint64_t const word = load_low_bytes(p, n), valid = high_bits_of_low_bytes(n);
            not_plain = (word | zero_bytes(word ^ wanted)) & valid;
            pairs = pairs_in(word) & valid;
        }
        if (not_plain != 0) return {false, false};
        return {true, pairs != 0};
    }
    plain_content found;
    for (std::size_t i = 0; i < n; ++i) {
        if (static_cast<unsigned char>(p[i]) >= 0x80 || p[i] == c) return {false, false};
        found.has_pair = found.has_pair || (i > 0 && p[i - 1] == before && p[i] == after);
    }
    return found;
}

inline plain_content scan_plain(char const* p, std::size_t n, char c, char before, char after) noexcept {
#if IRI_SSE2
    if (n >= 16) {
        auto const load = [](char const* at) { return _mm_loadu_si128(reinterpret_cast<__m128i const*>(at)); };
        __m128i const wanted = _mm_set1_epi8(c), wanted_before = _mm_set1_epi8(before),
                      wanted_after = _mm_set1_epi8(after);
        __m128i pairs = _mm_setzero_si128();
        // false when v holds a byte beyond ASCII or `c`.
        auto const add = [&](__m128i v, __m128i previous) {
            if (_mm_movemask_epi8(_mm_or_si128(v, _mm_cmpeq_epi8(v, wanted))) != 0) return false;
            pairs = _mm_or_si128(
                pairs, _mm_and_si128(_mm_cmpeq_epi8(previous, wanted_before), _mm_cmpeq_epi8(v, wanted_after)));
            return true;
        };
        __m128i const first = load(p);
        if (!add(first, _mm_slli_si128(first, 1))) return {false, false};
        for (std::size_t i = 16; i + 16 <= n; i += 16)
            if (!add(load(p + i), load(p + i - 1))) return {false, false};
        if (n > 16 && !add(load(p + n - 16), load(p + n - 17))) return {false, false};
        return {true, _mm_movemask_epi8(pairs) != 0};
    }
#endif
    return scan_plain_scalar(p, n, c, before, after);
}

// The offset of the first byte of [p, p + n) that is in `set`, or n. Up
// to three bytes in `set` (the separators of RFC 3987 §4.2's components:
// "." and "&;="), sixteen bytes at a time from sixteen bytes on, eight
// under that; a longer set is looked up byte by byte.
[[gnu::always_inline]] inline std::size_t first_of_scalar(char const* p, std::size_t n, std::string_view set) noexcept {
    if (set.empty()) return n;
    if (set.size() > 3) {
        for (std::size_t i = 0; i < n; ++i)
            if (set.find(p[i]) != std::string_view::npos) return i;
        return n;
    }
    // Three bytes, repeating the first when there are fewer.
    char const a = set[0], b = set[set.size() > 1 ? 1 : 0], c = set[set.size() > 2 ? 2 : 0];
    if (byte_words_in_order && n > 0 && n < 16) {
        // 0x80 in the bytes of a word that are in the set; the first is the
        // lowest.
        auto const hits = [a = every_byte(static_cast<unsigned char>(a)), b = every_byte(static_cast<unsigned char>(b)),
                           c = every_byte(static_cast<unsigned char>(c))](std::uint64_t word) {
            return zero_bytes(word ^ a) | zero_bytes(word ^ b) | zero_bytes(word ^ c);
        };
        auto const position = [](std::uint64_t mask) { return static_cast<std::size_t>(std::countr_zero(mask)) / 8; };
        if (n < 8) {
            std::uint64_t const mask = hits(load_low_bytes(p, n)) & high_bits_of_low_bytes(n);
            return mask != 0 ? position(mask) : n;
        }
        if (std::uint64_t const mask = hits(load_word(p)); mask != 0) return position(mask);
        if (std::uint64_t const mask = hits(load_word(p + n - 8)); mask != 0) return n - 8 + position(mask);
        return n;
    }
    for (std::size_t i = 0; i < n; ++i)
        if (p[i] == a || p[i] == b || p[i] == c) return i;
    return n;
}

inline std::size_t first_of(char const* p, std::size_t n, std::string_view set) noexcept {
#if IRI_SSE2
    if (n >= 16 && !set.empty() && set.size() <= 3) {
        // Three bytes, repeating the first when there are fewer.
        char const a = set[0], b = set[set.size() > 1 ? 1 : 0], c = set[set.size() > 2 ? 2 : 0];
        __m128i const va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), vc = _mm_set1_epi8(c);
        auto const hits = [&](std::size_t at) {
            __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p + at));
            __m128i const any =
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)), _mm_cmpeq_epi8(v, vc));
            return static_cast<unsigned>(_mm_movemask_epi8(any));
        };
        std::size_t i = 0;
        for (; i + 16 <= n; i += 16)
            if (unsigned const mask = hits(i); mask != 0) return i + static_cast<std::size_t>(std::countr_zero(mask));
        if (i == n) return n;
        // The last sixteen: those before i are known not to be in `set`.
        if (unsigned const mask = hits(n - 16); mask != 0)
            return n - 16 + static_cast<std::size_t>(std::countr_zero(mask));
        return n;
    }
#endif
    return first_of_scalar(p, n, set);
}

// The offset of the last `c` in [p, p + n), or n when there is none: what
// glibc's memrchr does, sixteen bytes at a time, without depending on it.
// Resolution and remove_dot_segments look for the last "/" of a path.
[[gnu::always_inline]] inline std::size_t last_byte_scalar(char const* p, std::size_t n, char c) noexcept {
    for (std::size_t end = n; end > 0;)
        if (p[--end] == c) return end;
    return n;
}

inline std::size_t last_byte(char const* p, std::size_t n, char c) noexcept {
#if IRI_SSE2
    std::size_t end = n;
    __m128i const wanted = _mm_set1_epi8(c);
    while (end >= 16) {
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p + end - 16));
        if (unsigned const mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, wanted))); mask != 0)
            return end - 16 + static_cast<std::size_t>(31 - std::countl_zero(mask));
        end -= 16;
    }
    // The first `end` bytes, byte by byte.
    std::size_t const found = last_byte_scalar(p, end, c);
    return found != end ? found : n;
#else
    return last_byte_scalar(p, n, c);
#endif
}

}  // namespace iri::unicode
