// The one translation unit that compiles the ws rules.
#include "grammar/schemes/ws/rules_def.hpp"

namespace iri::grammar::schemes::ws {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_WS_RULES)

}  // namespace iri::grammar::schemes::ws
