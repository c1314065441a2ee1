// The one translation unit that compiles the tel rules.
#include "grammar/schemes/tel/rules_def.hpp"

namespace iri::grammar::schemes::tel {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_TEL_RULES)

}  // namespace iri::grammar::schemes::tel
