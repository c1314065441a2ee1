// The one translation unit that compiles the URI rules.
#include "grammar/rfc3986/uri_def.hpp"

namespace iri::grammar::rfc3986 {

IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(IRI_RFC3986_URI_RULES)

}  // namespace iri::grammar::rfc3986
