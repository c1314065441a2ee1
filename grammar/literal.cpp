// The one translation unit that compiles the literal transcriptions.
#include "grammar/literal_def.hpp"

namespace iri::grammar::literal {

IRI_GRAMMAR_INSTANTIATE(dec_octet, IPv4address, ihost, IPv6address, ipath, IRI_reference_reversed)

}  // namespace iri::grammar::literal
