// Bytes beyond ASCII as triplets, a run at a time (unicode/high_byte_triplets.hpp).
#include "unicode/high_byte_triplets.hpp"

#include "unicode/byte_words.hpp"
#include "unicode/hex.hpp"

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(IRI_HAVE_AVX)
#include <immintrin.h>
#endif

namespace iri::unicode {

namespace {

// "%HH" for each octet, padded to four bytes so that one store writes a
// triplet (the fourth byte is overwritten by what follows, or lies in the
// room past the output).
struct padded_triplets {
    char entries[256][4];
};
constexpr padded_triplets make_padded_triplets() {
    padded_triplets t{};
    for (int octet = 0; octet < 256; ++octet) write_triplet(t.entries[octet], static_cast<unsigned char>(octet));
    return t;
}
constexpr padded_triplets triplets = make_padded_triplets();

constexpr std::uint64_t high_bits = every_byte(0x80);

// Index of the first byte of a word with its high bit set, given that one
// is; the word is masked to the high bits or their complement.
int first_high_byte(std::uint64_t high) noexcept {
    return (byte_words_in_order ? std::countr_zero(high) : std::countl_zero(high)) >> 3;
}

}  // namespace

char* write_high_byte_triplets_scalar(char const* p, char const* end, char* o) noexcept {
    auto write = [&o](char const* from, int count) {
        for (int i = 0; i < count; ++i) std::memcpy(o + 3 * i, triplets.entries[static_cast<unsigned char>(from[i])], 4);
        o += 3 * count;
    };
    // Eight bytes a look while eight remain: the ASCII ones copied whole
    // (the output still to write is at least as long as the input still to
    // read, so eight bytes always fit at o), then the run of bytes >= 0x80
    // after them up to the next ASCII byte.
    while (end - p >= 8) {
        std::uint64_t const word = load_word(p);
        std::uint64_t const high = word & high_bits;
        std::memcpy(o, &word, sizeof word);
        int const ascii = high == 0 ? 8 : first_high_byte(high);
        p += ascii;
        o += ascii;
        while (high != 0 && end - p >= 8) {
            std::uint64_t const next_ascii = ~load_word(p) & high_bits;
            if (next_ascii == 0) {  // eight bytes >= 0x80: a count the compiler unrolls
                write(p, 8);
                p += 8;
                continue;
            }
            int const run = first_high_byte(next_ascii);
            write(p, run);
            p += run;
            break;
        }
    }
    for (; p != end; ++p) {
        if (static_cast<unsigned char>(*p) < 0x80)
            *o++ = *p;
        else
            write(p, 1);
    }
    return o;
}

char* write_high_byte_triplets(char const* p, char const* end, char* o) noexcept {
#if defined(IRI_HAVE_AVX)
    if (cpu_has_avx) return write_high_byte_triplets_avx(p, end, o);
#endif
    return write_high_byte_triplets_scalar(p, end, o);
}

#if defined(IRI_HAVE_AVX)

namespace {

__attribute__((target("avx"))) inline __m128i load(void const* from) noexcept {
    return _mm_loadu_si128(static_cast<__m128i const*>(from));
}

__attribute__((target("avx"))) inline void store(char* to, __m128i x) noexcept {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(to), x);
}

// Shuffle indices that move lane i / 3 of the digits to each output lane
// i of 0-47 holding the digit `digit` (1: the high one, 2: the low one) of
// its triplet; 0x80 (zero) in the others.
struct triplet_lanes {
    unsigned char lanes[3][16];
};
constexpr triplet_lanes make_triplet_lanes(int digit) {
    triplet_lanes t{};
    for (int i = 0; i < 48; ++i) t.lanes[i / 16][i % 16] = static_cast<unsigned char>(i % 3 == digit ? i / 3 : 0x80);
    return t;
}
constexpr triplet_lanes high_digit_lanes = make_triplet_lanes(1);
constexpr triplet_lanes low_digit_lanes = make_triplet_lanes(2);
constexpr triplet_lanes percent_lanes = [] {
    triplet_lanes t{};
    for (int i = 0; i < 48; ++i) t.lanes[i / 16][i % 16] = i % 3 == 0 ? '%' : 0;
    return t;
}();

// Shuffle indices that move lanes skip to 15 to lanes 0 to 15 - skip, and
// zeros after them: loaded from sliding + skip.
constexpr unsigned char sliding[32] = {0,    1,    2,    3,    4,    5,    6,    7,    8,    9,    10,
                                       11,   12,   13,   14,   15,   0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                       0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};

}  // namespace

// Sixteen bytes per step. A step at an ASCII byte copies the sixteen and
// moves past the ASCII ones; a step at a byte >= 0x80 looks up the two hex
// digits of all sixteen by shuffling the table of digits with each nibble,
// spreads them over 48 bytes by shuffles into the places of the triplets,
// with the "%"s or'ed in, and moves past the bytes >= 0x80. The last
// fifteen bytes or fewer are loaded as the sixteen that end at `end`,
// moved down, so that no load reads past it, and a text shorter than
// sixteen bytes is first copied into a block of zeros; the zeros past the
// end count as ASCII, and are written but not moved past.
__attribute__((target("avx"))) char* write_high_byte_triplets_avx(char const* p, char const* end,
                                                                     char* o) noexcept {
    char const* const begin = p;
    __m128i const digits = load(upper_hex_digits);
    __m128i const low_nibble = _mm_set1_epi8(0x0F);
    while (p != end) {
        __m128i x;
        std::ptrdiff_t const left = end - p;
        if (left >= 16) {
            x = load(p);
        } else if (end - begin >= 16) {
            x = _mm_shuffle_epi8(load(end - 16), load(sliding + (16 - left)));
        } else {
            char last[16] = {};
            std::memcpy(last, p, static_cast<std::size_t>(left));
            x = load(last);
        }
        auto const high = static_cast<unsigned>(_mm_movemask_epi8(x));
        if ((high & 1) == 0) {
            store(o, x);
            int ascii = std::countr_zero(high | 0x10000);
            if (left < ascii) ascii = static_cast<int>(left);  // the zeros past the end
            p += ascii;
            o += ascii;
            continue;
        }
        __m128i const high_digits = _mm_shuffle_epi8(digits, _mm_and_si128(_mm_srli_epi16(x, 4), low_nibble));
        __m128i const low_digits = _mm_shuffle_epi8(digits, _mm_and_si128(x, low_nibble));
        for (int part = 0; part < 3; ++part)
            store(o + 16 * part,
                  _mm_or_si128(load(percent_lanes.lanes[part]),
                               _mm_or_si128(_mm_shuffle_epi8(high_digits, load(high_digit_lanes.lanes[part])),
                                            _mm_shuffle_epi8(low_digits, load(low_digit_lanes.lanes[part])))));
        int const run = std::countr_one(high);  // never past the end: the lanes there hold zeros
        p += run;
        o += 3 * run;
    }
    return o;
}

#endif

}  // namespace iri::unicode
