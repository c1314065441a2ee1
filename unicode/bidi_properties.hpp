// The properties UAX #9 reads from each character (Bidi_Class,
// Bidi_Paired_Bracket_Type, Bidi_Paired_Bracket), from ICU's character
// database, with the letters of RFC 3987 §4.4's bidi notation reclassified.
#pragma once

#include "unicode/bidi_algorithm.hpp"

#include <atomic>
#include <cstdint>

namespace iri::unicode {

namespace detail {

// The properties of the BMP (ASCII included), each read from ICU the first
// time it is asked for and kept packed in a byte: bit 7 set once known,
// bits 5-6 the bracket type, bits 0-4 the class. An IRI in one script asks
// for the same few dozen characters over and over, and ICU's lookups cost
// about a hundred instructions each. Relaxed atomics: threads that race on
// a character both read ICU and store the same byte.
extern std::atomic<std::uint8_t> bmp_bidi_properties[0x10000];
constexpr std::uint8_t known_bidi_properties = 0x80;
static_assert(static_cast<unsigned>(uba::bidi_class::PDI) < 0x20, "a class fits in five bits");

// From ICU, kept in bmp_bidi_properties for the BMP.
uba::character bidi_properties_from_icu(char32_t code_point) noexcept;

}  // namespace detail

// What uba::resolve_levels needs to know about `code_point`, except that
// A-Z are given `uppercase_letters` (L, as Unicode has them, or R or AL to
// stand for Hebrew or Arabic letters in RFC 3987 §4.4's bidi notation).
// Inline: it runs once per character displayed.
inline uba::character bidi_properties(char32_t code_point,
                                      uba::bidi_class uppercase_letters = uba::bidi_class::L) noexcept {
    uba::character c;
    std::uint8_t const packed =
        code_point < 0x10000 ? detail::bmp_bidi_properties[code_point].load(std::memory_order_relaxed) : 0;
    // Unknown yet, beyond the BMP, or a bracket (its pair is not in the byte).
    if (packed == 0 || (packed & 0x60) != 0)
        c = detail::bidi_properties_from_icu(code_point);
    else
        c.type = static_cast<uba::bidi_class>(packed & 0x1F);
    if (code_point - U'A' < 26) c.type = uppercase_letters;  // a-z are L already
    return c;
}

}  // namespace iri::unicode
