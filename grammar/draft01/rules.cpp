// The one translation unit that compiles the draft-01 rules.
#include "grammar/draft01/rules_def.hpp"

namespace iri::grammar::draft01 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_DRAFT01_RULES)

}  // namespace iri::grammar::draft01
