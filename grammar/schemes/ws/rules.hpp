// The "ws" and "wss" schemes of RFC 6455 §3 (grammar/schemes/ws/ws.abnf):
// "//", a host, an optional port, an absolute or empty path, an optional
// query. The host, path and query are RFC 3987's ihost, ipath-abempty and
// iquery (grammar/rfc3987/), the IRI rules that stand for the RFC 3986 ones
// RFC 6455 names (RFC 3987 §2.2, §3.1); port is RFC 3986's. Nothing of them
// is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// the port and the absence of a fragment (RFC 6455 §3) after the grammar.
#pragma once

#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/path.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::ws {

// The rules RFC 6455 §3 takes from RFC 3986, in their RFC 3987 form,
// defined once (grammar/rfc3987/).
using rfc3987::ihost;
using rfc3987::ipath_abempty;
using rfc3987::iquery;
using rfc3987::port;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_WS_RULES(X) \
    X(ws_URI,  "ws-URI",  "RFC 6455 §3", plain_rule) \
    X(wss_URI, "wss-URI", "RFC 6455 §3", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_WS_RULES)

}  // namespace iri::grammar::schemes::ws
