// The "about" scheme of RFC 6694 §2 (grammar/schemes/about/about.abnf): a
// token, an optional query, an optional fragment. pchar, query and fragment
// are RFC 3987's ipchar, iquery and ifragment (grammar/rfc3987/), the IRI
// rules that stand for the RFC 3986 ones RFC 6694 names (RFC 3987 §2.2,
// §3.1); nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::about {

// The rules RFC 6694 §2 takes from RFC 3986, in their RFC 3987 form,
// defined once (grammar/rfc3987/).
using rfc3987::ifragment;
using rfc3987::ipchar;
using rfc3987::iquery;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_ABOUT_RULES(X) \
    X(about_uri,      "about-uri",      "RFC 6694 §2", plain_rule) \
    X(about_token,    "about-token",    "RFC 6694 §2", plain_rule) \
    X(about_query,    "about-query",    "RFC 6694 §2", plain_rule) \
    X(about_fragment, "about-fragment", "RFC 6694 §2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_ABOUT_RULES)

}  // namespace iri::grammar::schemes::about
