// The one translation unit that compiles the path rules.
#include "grammar/rfc3987/path_def.hpp"

namespace iri::grammar::rfc3987 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_RFC3987_PATH_RULES)

}  // namespace iri::grammar::rfc3987
