// The one translation unit that compiles the authority rules.
#include "grammar/host_def.hpp"

namespace iri::grammar {

IRI_GRAMMAR_INSTANTIATE(iauthority, iuserinfo, ihost, ireg_name, port, IP_literal, IPvFuture,
                        IPv6address, h16, ls32, IPv4address, dec_octet)

}  // namespace iri::grammar
