// The one translation unit that compiles the tag rules.
#include "grammar/schemes/tag/rules_def.hpp"

namespace iri::grammar::schemes::tag {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_TAG_RULES)

}  // namespace iri::grammar::schemes::tag
