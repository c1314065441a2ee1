// Definitions of the ws rules. Included by grammar/schemes/ws/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/ws/ws.abnf) spelled in X3, one
// element per element.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/define.hpp"
#include "grammar/schemes/quoted_string.hpp"
#include "grammar/schemes/ws/rules.hpp"

namespace iri::grammar::schemes::ws {

// ABNF: ws-URI  = "ws:" "//" ihost [ ":" port ] ipath-abempty [ "?" iquery ]
// RFC 6455 §3 (host, path, query in the RFC: RFC 3987 §2.2's forms)
// Ordered choice and greed are harmless here: ihost stops before the first
// ":", "/", "?" or "#" (an IP-literal at its "]"), port before the first
// non-digit, ipath-abempty before the first "?" or "#", and iquery before
// "#"; none of them could give back what the next element needs.
// quoted_string is an ABNF quoted string, case-insensitive (RFC 5234 §2.3),
// whose progress a tracer sees (grammar/schemes/quoted_string.hpp says why).
auto const ws_URI_def = quoted_string("ws:") >> quoted_string("//") >> ihost >> -(':' >> port) >> ipath_abempty >>
                        -('?' >> iquery);

// ABNF: wss-URI = "wss:" "//" ihost [ ":" port ] ipath-abempty [ "?" iquery ]
// RFC 6455 §3 (host, path, query in the RFC: RFC 3987 §2.2's forms)
auto const wss_URI_def = quoted_string("wss:") >> quoted_string("//") >> ihost >> -(':' >> port) >> ipath_abempty >>
                         -('?' >> iquery);

IRI_GRAMMAR_DEFINE_RULES(IRI_WS_RULES)

}  // namespace iri::grammar::schemes::ws
