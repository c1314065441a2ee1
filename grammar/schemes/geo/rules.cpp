// The one translation unit that compiles the geo rules.
#include "grammar/schemes/geo/rules_def.hpp"

namespace iri::grammar::schemes::geo {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_GEO_RULES)

}  // namespace iri::grammar::schemes::geo
