// The "http" and "https" schemes of RFC 9110 §4.2.1 and §4.2.2
// (grammar/schemes/http/http.abnf): "//", an authority, an absolute or
// empty path, an optional query. The authority, path and query are RFC
// 3987's iauthority, ipath-abempty and iquery (grammar/rfc3987/), the IRI
// rules that stand for the RFC 3986 ones RFC 9110 names (RFC 3987 §2.2,
// §3.1); nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// the host and port (RFC 9110 §4.2.1) after the grammar.
#pragma once

#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/path.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::http {

// The rules RFC 9110 §4.1 takes from RFC 3986, in their RFC 3987 form,
// defined once (grammar/rfc3987/).
using rfc3987::iauthority;
using rfc3987::ipath_abempty;
using rfc3987::iquery;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_HTTP_RULES(X) \
    X(http_URI,  "http-URI",  "RFC 9110 §4.2.1", plain_rule) \
    X(https_URI, "https-URI", "RFC 9110 §4.2.2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_HTTP_RULES)

}  // namespace iri::grammar::schemes::http
