// The properties UAX #9 reads from each character (Bidi_Class,
// Bidi_Paired_Bracket_Type, Bidi_Paired_Bracket), from ICU's character
// database, with the letters of RFC 3987 §4.4's bidi notation reclassified.
#pragma once

#include <iri/display.hpp>

#include "semantics/bidi_algorithm.hpp"

namespace iri::semantics {

// What uba::resolve_levels needs to know about `code_point`. With a
// notation, A-Z are R (hebrew) or AL (arabic) and a-z are L.
uba::character bidi_properties(char32_t code_point, bidi_notation notation) noexcept;

}  // namespace iri::semantics
