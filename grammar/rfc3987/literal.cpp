// The one translation unit that compiles the literal transcriptions.
#include "grammar/rfc3987/literal_def.hpp"

namespace iri::grammar::rfc3987::literal {

IRI_GRAMMAR_INSTANTIATE_RULES(IRI_RFC3987_LITERAL_RULES)

}  // namespace iri::grammar::rfc3987::literal
