// The one translation unit that compiles the http rules.
#include "grammar/schemes/http/rules_def.hpp"

namespace iri::grammar::schemes::http {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_HTTP_RULES)

}  // namespace iri::grammar::schemes::http
