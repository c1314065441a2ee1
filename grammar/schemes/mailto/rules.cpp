// The one translation unit that compiles the mailto rules.
#include "grammar/schemes/mailto/rules_def.hpp"

namespace iri::grammar::schemes::mailto {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_MAILTO_RULES)

}  // namespace iri::grammar::schemes::mailto
