// The one translation unit that compiles the about rules.
#include "grammar/schemes/about/rules_def.hpp"

namespace iri::grammar::schemes::about {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_ABOUT_RULES)

}  // namespace iri::grammar::schemes::about
