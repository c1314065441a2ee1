// The one translation unit that compiles the character rules.
#include "grammar/characters_def.hpp"

namespace iri::grammar {

IRI_GRAMMAR_INSTANTIATE(ALPHA, DIGIT, HEXDIG, pct_encoded, unreserved, reserved, gen_delims,
                        sub_delims, iunreserved, ucschar, iprivate, ipchar)

}  // namespace iri::grammar
