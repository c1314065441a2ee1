// The properties UAX #9 reads from each character (Bidi_Class,
// Bidi_Paired_Bracket_Type, Bidi_Paired_Bracket), from ICU's character
// database, with the letters of RFC 3987 §4.4's bidi notation reclassified.
#pragma once

#include "unicode/bidi_algorithm.hpp"

namespace iri::unicode {

// What uba::resolve_levels needs to know about `code_point`, except that
// A-Z are given `uppercase_letters` (L, as Unicode has them, or R or AL to
// stand for Hebrew or Arabic letters in RFC 3987 §4.4's bidi notation).
uba::character bidi_properties(char32_t code_point, uba::bidi_class uppercase_letters = uba::bidi_class::L) noexcept;

}  // namespace iri::unicode
