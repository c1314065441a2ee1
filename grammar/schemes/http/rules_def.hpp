// Definitions of the http rules. Included by grammar/schemes/http/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/http/http.abnf) spelled in X3, one
// element per element.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/define.hpp"
#include "grammar/schemes/quoted_string.hpp"
#include "grammar/schemes/http/rules.hpp"

namespace iri::grammar::schemes::http {

// ABNF: http-URI  = "http" "://" iauthority ipath-abempty [ "?" iquery ]
// RFC 9110 §4.2.1 (authority, path-abempty, query in the RFC: RFC 3987 §2.2's forms)
// Ordered choice and greed are harmless here: iauthority stops before the
// first "/", "?" or "#", ipath-abempty before the first "?" or "#", and
// iquery before "#".
// quoted_string is an ABNF quoted string, case-insensitive (RFC 5234 §2.3),
// whose progress a tracer sees (grammar/schemes/quoted_string.hpp says why).
auto const http_URI_def = quoted_string("http") >> quoted_string("://") >> iauthority >> ipath_abempty >>
                          -('?' >> iquery);

// ABNF: https-URI = "https" "://" iauthority ipath-abempty [ "?" iquery ]
// RFC 9110 §4.2.2 (authority, path-abempty, query in the RFC: RFC 3987 §2.2's forms)
auto const https_URI_def = quoted_string("https") >> quoted_string("://") >> iauthority >> ipath_abempty >>
                           -('?' >> iquery);

IRI_GRAMMAR_DEFINE_RULES(IRI_HTTP_RULES)

}  // namespace iri::grammar::schemes::http
