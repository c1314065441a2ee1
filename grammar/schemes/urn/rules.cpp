// The one translation unit that compiles the URN rules.
#include "grammar/schemes/urn/rules_def.hpp"

namespace iri::grammar::schemes::urn {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_URN_RULES)

}  // namespace iri::grammar::schemes::urn
