// The basic URL parser's two byte scans (whatwg/parser.cpp): whether an
// input has anything for steps 1 to 3 to strip, and how long the plain
// domain at the start of an authority runs. Sixteen bytes at a time where
// the build has SSE2 (unicode/simd.hpp); each has its portable form as a
// function of its own, `..._scalar`, held to the same answers by
// tests/unicode/scan_forms.cpp and fuzz/scans.cpp.
#pragma once

#include "unicode/ascii_scan.hpp"
#include "unicode/byte_words.hpp"
#include "unicode/simd.hpp"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace iri::whatwg {

// §1.3 "C0 control or space".
constexpr bool is_c0_or_space(unsigned char c) noexcept { return c <= 0x20; }

// Whether `s` has a C0 control or space: a byte steps 1 to 3 of the basic
// URL parser may remove (tabs and newlines are C0 controls too). Sixteen
// bytes at a time, or as two 64-bit words under sixteen.
[[gnu::always_inline]] inline bool has_c0_or_space_scalar(std::string_view s) noexcept {
    char const* const p = s.data();
    std::size_t const n = s.size();
    // 0x80 in each byte of x that is at most 0x20: its high bit clear, and
    // its low seven bits plus 0x5F under 0x80 (no carry crosses a byte).
    auto const low = [](std::uint64_t x) {
        std::uint64_t const low7 = unicode::every_byte(0x7F);
        return ~(((x & low7) + unicode::every_byte(0x5F)) | x) & unicode::every_byte(0x80);
    };
    if (unicode::byte_words_in_order && n >= 8 && n < 16)
        return (low(unicode::load_word(p)) | low(unicode::load_word(p + n - 8))) != 0;
    if (unicode::byte_words_in_order && n > 0 && n < 8)
        return (low(unicode::load_low_bytes(p, n)) & unicode::high_bits_of_low_bytes(n)) != 0;
    for (std::size_t i = 0; i < n; ++i)
        if (is_c0_or_space(static_cast<unsigned char>(p[i]))) return true;
    return false;
}

// Not inlined: inside basic_parse, which asks it once per input, it cost
// 4 instructions a line more (callgrind, iri_url_bench on kasztp.txt).
[[gnu::noinline]] inline bool has_c0_or_space(std::string_view s) noexcept {
#if IRI_SSE2
    char const* const p = s.data();
    std::size_t const n = s.size();
    if (n >= 16) {
        // x <= 0x20 when min_epu8(x, 0x20) == x.
        __m128i const space = _mm_set1_epi8(0x20);
        __m128i found = _mm_setzero_si128();
        auto const add = [&](char const* at) {
            __m128i const x = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at));
            found = _mm_or_si128(found, _mm_cmpeq_epi8(_mm_min_epu8(x, space), x));
        };
        for (std::size_t i = 0; i + 16 <= n; i += 16) add(p + i);
        add(p + n - 16);
        return _mm_movemask_epi8(found) != 0;
    }
#endif
    return has_c0_or_space_scalar(s);
}

// ASCII letters, digits, '-' and '.', each mapped to its lowercase (0
// for the other bytes): a host of these alone is a domain that domain to
// ASCII (§3.3) only lowercases, as whatwg/host.cpp does for every ASCII
// domain, and that has no forbidden domain code point.
inline constexpr std::array<char, 256> plain_domain_lowercase = [] {
    std::array<char, 256> t{};
    for (unsigned b = 0; b < 0x80; ++b)
        if ((b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '-' || b == '.')
            t[b] = static_cast<char>(b);
        else if (b >= 'A' && b <= 'Z')
            t[b] = static_cast<char>(b - 'A' + 'a');
    return t;
}();

// The run from `p` of plain_domain_lowercase's bytes, and whether an
// uppercase letter is among them. Sixteen bytes at a time while sixteen
// are left.
struct domain_run {
    std::size_t length = 0;
    bool has_upper = false;
};

// The run from `p`, read byte by byte from `i` on; `has_upper` tells
// whether [p, i) held an uppercase letter.
[[gnu::always_inline]] inline domain_run plain_domain_run_from(std::string_view in, std::size_t p, std::size_t i,
                                                               bool has_upper) noexcept {
    for (; i < in.size(); ++i) {
        auto const c = static_cast<unsigned char>(in[i]);
        char const lower = plain_domain_lowercase[c];
        if (lower == 0) break;
        has_upper = has_upper || lower != static_cast<char>(c);
    }
    return {i - p, has_upper};
}

inline domain_run plain_domain_run_scalar(std::string_view in, std::size_t p) noexcept {
    return plain_domain_run_from(in, p, p, false);
}

inline domain_run plain_domain_run(std::string_view in, std::size_t p) noexcept {
#if IRI_SSE2
    std::size_t i = p;
    bool has_upper = false;
    while (in.size() - i >= 16) {
        __m128i const x = _mm_loadu_si128(reinterpret_cast<__m128i const*>(in.data() + i));
        __m128i const upper = unicode::bytes_in_range(x, 'A', 'Z' - 'A');
        __m128i const lower = unicode::bytes_in_range(x, 'a', 'z' - 'a');
        __m128i const digit = unicode::bytes_in_range(x, '0', '9' - '0');
        __m128i const dash_dot = unicode::bytes_in_range(x, '-', '.' - '-');
        auto const name = static_cast<unsigned>(
            _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(upper, lower), _mm_or_si128(digit, dash_dot))));
        auto const run = static_cast<unsigned>(std::countr_one(name));
        has_upper = has_upper || (static_cast<unsigned>(_mm_movemask_epi8(upper)) & ((1u << run) - 1)) != 0;
        i += run;
        if (run < 16) return {i - p, has_upper};
    }
    return plain_domain_run_from(in, p, i, has_upper);
#else
    return plain_domain_run_scalar(in, p);
#endif
}

}  // namespace iri::whatwg
