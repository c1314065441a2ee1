// The one translation unit that compiles the top-level rules.
#include "grammar/iri_def.hpp"

namespace iri::grammar {

IRI_GRAMMAR_INSTANTIATE(IRI, ihier_part, IRI_reference, absolute_IRI, irelative_ref, irelative_part,
                        iquery, ifragment, scheme)

}  // namespace iri::grammar
