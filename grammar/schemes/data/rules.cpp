// The one translation unit that compiles the data rules.
#include "grammar/schemes/data/rules_def.hpp"

namespace iri::grammar::schemes::data {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_DATA_RULES)

}  // namespace iri::grammar::schemes::data
