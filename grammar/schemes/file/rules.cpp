// The one translation unit that compiles the file rules.
#include "grammar/schemes/file/rules_def.hpp"

namespace iri::grammar::schemes::file {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_FILE_RULES)

}  // namespace iri::grammar::schemes::file
