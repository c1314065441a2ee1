// Definitions of the about rules. Included by grammar/schemes/about/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/about/about.abnf) spelled in X3, one
// element per element.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/define.hpp"
#include "grammar/schemes/about/rules.hpp"
#include "grammar/schemes/quoted_string.hpp"

namespace iri::grammar::schemes::about {

// ABNF: about-uri      = "about:" about-token [ about-query ] [ about-fragment ]
// RFC 6694 §2
// Ordered choice and greed are harmless here: about-token holds no "?"
// or "#", and iquery no "#". quoted_string is an ABNF quoted string,
// case-insensitive (RFC 5234 §2.3), whose progress a tracer sees
// (grammar/schemes/quoted_string.hpp says why).
auto const about_uri_def = quoted_string("about:") >> about_token >> -about_query >> -about_fragment;

// ABNF: about-token    = *ipchar
// RFC 6694 §2 (pchar in the RFC: RFC 3987 §2.2's form)
auto const about_token_def = *ipchar;

// ABNF: about-query    = "?" iquery
// RFC 6694 §2 (query in the RFC: RFC 3987 §2.2's form)
auto const about_query_def = '?' >> iquery;

// ABNF: about-fragment = "#" ifragment
// RFC 6694 §2 (fragment in the RFC: RFC 3987 §2.2's form)
auto const about_fragment_def = '#' >> ifragment;

IRI_GRAMMAR_DEFINE_RULES(IRI_ABOUT_RULES)

}  // namespace iri::grammar::schemes::about
