// The one translation unit that compiles the character rules.
#include "grammar/rfc3987/characters_def.hpp"

namespace iri::grammar::rfc3987 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_RFC3987_CHARACTER_RULES)

}  // namespace iri::grammar::rfc3987
