// Up to eight bytes as one 64-bit word, and the bit tricks that ask a word
// about all its bytes at once ("SIMD within a register"): for the strings
// too short for a sixteen-byte vector (unicode/ascii_scan.hpp) and for
// scheme names. Every load stays inside the bytes given.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace iri::unicode {

// Whether byte i of a word is the byte at p[i] (the word's lowest byte
// first), which the tricks below need to turn a bit into a position.
inline constexpr bool byte_words_in_order = std::endian::native == std::endian::little;

inline std::uint64_t load_word(char const* p) noexcept {
    std::uint64_t word;
    std::memcpy(&word, p, 8);
    return word;
}

// p[0] .. p[n - 1], 1 <= n <= 8, in the low n bytes of a word, zero above:
// in at most two loads (overlapping when n is not 4 or 8), not byte by
// byte.
constexpr std::uint64_t load_low_bytes(char const* p, std::size_t n) noexcept {
    if (!std::is_constant_evaluated() && n >= 4 && byte_words_in_order) {
        std::uint32_t first = 0, last = 0;
        std::memcpy(&first, p, 4);
        std::memcpy(&last, p + n - 4, 4);
        return first | (std::uint64_t{last} << (8 * (n - 4)));
    }
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < n; ++i) word |= std::uint64_t{static_cast<unsigned char>(p[i])} << (8 * i);
    return word;
}

// Copies p[0] .. p[n - 1], n < 16, to o in at most two loads and two
// stores of one width (overlapping when n is not a power of two), not byte
// by byte. Both loads come before the stores, so o may lie before p in the
// same buffer.
inline void copy_short(char* o, char const* p, std::size_t n) noexcept {
    auto const copy_two = [&]<typename Word>(Word) {
        Word first, last;
        std::memcpy(&first, p, sizeof(Word));
        std::memcpy(&last, p + n - sizeof(Word), sizeof(Word));
        std::memcpy(o, &first, sizeof(Word));
        std::memcpy(o + n - sizeof(Word), &last, sizeof(Word));
    };
    if (n >= 8) return copy_two(std::uint64_t{});
    if (n >= 4) return copy_two(std::uint32_t{});
    if (n >= 2) return copy_two(std::uint16_t{});
    if (n == 1) o[0] = p[0];
}

inline constexpr std::uint64_t every_byte(unsigned char b) noexcept { return std::uint64_t{b} * 0x0101010101010101u; }

// 0x80 in each byte of x that is zero, 0 in the others: exact per byte (no
// carry crosses a byte: (x & 0x7F) + 0x7F <= 0xFE).
inline constexpr std::uint64_t zero_bytes(std::uint64_t x) noexcept {
    std::uint64_t const low7 = every_byte(0x7F);
    return ~(((x & low7) + low7) | x) & every_byte(0x80);
}

// 0x80 in the low n bytes (1 <= n <= 8).
inline constexpr std::uint64_t high_bits_of_low_bytes(std::size_t n) noexcept {
    return every_byte(0x80) >> (8 * (8 - n));
}

// A slot in [0, slot_count) for a 64-bit key, slot_count a power of two:
// the top bits of the key's product with 2^64 / phi (Fibonacci hashing,
// Knuth, TAOCP vol. 3 §6.4), which depend on every bit of the key, so keys
// that differ only in their low or high bytes spread over the slots.
inline constexpr std::size_t fibonacci_slot(std::uint64_t key, std::size_t slot_count) noexcept {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15u) >> (64 - std::countr_zero(slot_count)));
}

}  // namespace iri::unicode
