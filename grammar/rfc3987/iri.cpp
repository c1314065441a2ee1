// The one translation unit that compiles the top-level rules.
#include "grammar/rfc3987/iri_def.hpp"

namespace iri::grammar::rfc3987 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_RFC3987_IRI_RULES)

}  // namespace iri::grammar::rfc3987
