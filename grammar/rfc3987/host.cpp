// The one translation unit that compiles the authority rules.
#include "grammar/rfc3987/host_def.hpp"

namespace iri::grammar::rfc3987 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_RFC3987_HOST_RULES)

}  // namespace iri::grammar::rfc3987
