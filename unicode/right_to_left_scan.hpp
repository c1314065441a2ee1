// Whether UTF-8 text may hold a character that makes UAX #9 reorder a
// left-to-right paragraph, decided from bytes alone, sixteen at a time.
//
// A left-to-right paragraph shows in logical order unless it holds a
// character of Bidi_Class R, AL or AN, or an RLE, RLO or RLI (UAX #9: with
// none of them, X1-X8 give no odd level, W1-W7 leave no R or AN, and I1
// raises nothing to an odd level). Every such character, assigned or
// (by DerivedBidiClass.txt's defaults) not, lies in one of these ranges,
// which the lead byte of a character and the byte after it tell apart:
//
//   U+0580..U+07FF   lead D6..DF              Hebrew, Arabic, Syriac, Thaana, NKo
//   U+0800..U+08FF   E0, then A0..A3          Samaritan, Mandaic, Arabic Extended
//   U+2000..U+207F   E2, then 80..81          RLM, RLE, RLO, RLI
//   U+FB00..U+FEFF   EF, then AC..BB          Hebrew and Arabic presentation forms
//   U+10000..U+10FFF F0, then 90              Phoenician ... Old Uyghur, Rumi digits
//   U+1E000..U+1EFFF F0, then 9E              Mende Kikakui, Adlam, Arabic mathematics
//
// tests/semantics/display.cpp checks this against the Bidi_Class of every
// code point. The ranges are wide (a Devanagari or CJK text is told apart
// by one byte), so most text without right-to-left characters is answered
// without decoding a character.
#pragma once

#include "unicode/ascii_scan.hpp"
#include "unicode/simd.hpp"

#include <bit>
#include <cstddef>
#include <string_view>

namespace iri::unicode {

// Whether a character whose first byte is `lead`, followed by `next`, may
// be in the ranges above. Any other byte (ASCII, a continuation byte) as
// `lead` gives false, and so does a `next` that is not in the range, as in
// the sixteen-byte form's compares: the two agree on any bytes, not only
// on UTF-8.
constexpr bool may_start_right_to_left(unsigned char lead, unsigned char next) noexcept {
    switch (lead) {
        case 0xE0: return next >= 0xA0 && next <= 0xA3;
        case 0xE2: return next >= 0x80 && next <= 0x81;
        case 0xEF: return next >= 0xAC && next <= 0xBB;
        case 0xF0: return next == 0x90 || next == 0x9E;
        default: return lead >= 0xD6 && lead <= 0xDF;
    }
}

// The first byte in [p, end) (valid UTF-8 from p) that leads a character
// that may_start_right_to_left, or end.
[[gnu::always_inline]] inline char const* next_may_start_right_to_left_scalar(char const* p, char const* end) noexcept {
    for (; end - p >= 2; ++p)
        if (may_start_right_to_left(static_cast<unsigned char>(p[0]), static_cast<unsigned char>(p[1]))) return p;
    return end;
}

inline char const* next_may_start_right_to_left(char const* p, char const* end) noexcept {
#if IRI_SSE2
    // Bit i set when at[i] is such a lead, read with at[i + 1]: sixteen
    // leads, seventeen bytes.
    auto const leads = [](char const* at) -> unsigned {
        __m128i const lead = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at));
        if (_mm_movemask_epi8(lead) == 0) return 0;  // ASCII leads nothing else
        __m128i const next = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at + 1));
        auto const lead_is = [&](unsigned char b) { return _mm_cmpeq_epi8(lead, _mm_set1_epi8(static_cast<char>(b))); };
        auto const next_in = [&](unsigned char lo, unsigned char hi) {
            return bytes_in_range(next, static_cast<char>(lo), static_cast<char>(hi - lo));
        };
        __m128i const two_bytes = bytes_in_range(lead, static_cast<char>(0xD6), 0xDF - 0xD6);
        __m128i const e0 = _mm_and_si128(lead_is(0xE0), next_in(0xA0, 0xA3));
        __m128i const e2 = _mm_and_si128(lead_is(0xE2), next_in(0x80, 0x81));
        __m128i const ef = _mm_and_si128(lead_is(0xEF), next_in(0xAC, 0xBB));
        __m128i const f0 = _mm_and_si128(lead_is(0xF0), _mm_or_si128(next_in(0x90, 0x90), next_in(0x9E, 0x9E)));
        __m128i const any = _mm_or_si128(_mm_or_si128(two_bytes, e0), _mm_or_si128(_mm_or_si128(e2, ef), f0));
        return static_cast<unsigned>(_mm_movemask_epi8(any));
    };
    if (end - p >= 17) {
        for (; end - p >= 17; p += 16)
            if (unsigned const found = leads(p); found != 0) return p + std::countr_zero(found);
        // The rest, in one block that overlaps the last (its leads before
        // p are left out): reading twice is cheaper than a byte at a time.
        // The last byte of valid UTF-8 never leads a sequence of two or
        // more, so it needs no block of its own.
        if (end - p <= 1) return end;
        char const* const last = end - 17;
        unsigned const found = leads(last) >> (p - last);
        return found != 0 ? p + std::countr_zero(found) : end;
    }
#endif
    return next_may_start_right_to_left_scalar(p, end);
}

// The C0 controls, DEL and "()[]{}": the ASCII characters that may end an
// unchanged beginning of a line `iri display` lays out (UAX #9: B, S and
// BN look further, N0 pairs brackets).
constexpr bool may_end_prefix(char32_t c) noexcept {
    return c < 0x20 || c == 0x7F || c == U'(' || c == U')' || c == U'[' || c == U']' || c == U'{' || c == U'}';
}

// The first byte in [p, end) that is not ASCII or is an ASCII character
// that may_end_prefix: the other bytes are characters that stay left to
// right before a right-to-left one, and most of an IRI is such bytes.
[[gnu::always_inline]] inline char const* skip_plain_ascii_scalar(char const* p, char const* end) noexcept {
    for (; p != end; ++p) {
        auto const c = static_cast<unsigned char>(*p);
        if (c >= 0x80 || may_end_prefix(c)) break;
    }
    return p;
}

inline char const* skip_plain_ascii(char const* p, char const* end) noexcept {
#if IRI_SSE2
    auto equal = [](__m128i x, char c) { return _mm_cmpeq_epi8(x, _mm_set1_epi8(c)); };
    while (end - p >= 16) {
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
        unsigned stops = static_cast<unsigned>(_mm_movemask_epi8(v));  // the high bit: not ASCII
        __m128i const control = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(0x1F)), v);  // v <= 0x1F
        // Setting bit 0 folds "(" onto ")"; setting bit 5, "[" onto "{"
        // and "]" onto "}", and nothing else onto either.
        __m128i const round = equal(_mm_or_si128(v, _mm_set1_epi8(0x01)), ')');
        __m128i const folded = _mm_or_si128(v, _mm_set1_epi8(0x20));
        __m128i const square_curly = _mm_or_si128(equal(folded, '{'), equal(folded, '}'));
        __m128i const brackets = _mm_or_si128(round, square_curly);
        stops |=
            static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(control, equal(v, 0x7F)), brackets)));
        if (stops != 0) return p + std::countr_zero(stops);
        p += 16;
    }
#endif
    return skip_plain_ascii_scalar(p, end);
}

}  // namespace iri::unicode
