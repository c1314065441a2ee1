// The "urn" scheme of RFC 8141 §2 (grammar/schemes/urn/urn.abnf): a
// namespace identifier, a namespace-specific string, and the optional r-,
// q- and f-components. pchar and fragment are RFC 3987's ipchar and
// ifragment (grammar/rfc3987/), the IRI rules that stand for the RFC 3986
// ones RFC 8141 §2 names (RFC 3987 §2.2, §3.1); nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, so these
// rules record nothing.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::urn {

// The rules RFC 8141 §2 takes from RFC 3986, in their RFC 3987 form, and
// RFC 5234's ALPHA and DIGIT, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::ifragment;
using rfc3987::ipchar;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_URN_RULES(X) \
    X(namestring,    "namestring",    "RFC 8141 §2", plain_rule) \
    X(assigned_name, "assigned-name", "RFC 8141 §2", plain_rule) \
    X(NID,           "NID",           "RFC 8141 §2.1", plain_rule) \
    X(ldh,           "ldh",           "RFC 8141 §2", plain_rule) \
    X(NSS,           "NSS",           "RFC 8141 §2.2", plain_rule) \
    X(rq_components, "rq-components", "RFC 8141 §2.3", plain_rule) \
    X(r_component,   "r-component",   "RFC 8141 §2.3.1", plain_rule) \
    X(q_component,   "q-component",   "RFC 8141 §2.3.2", plain_rule) \
    X(f_component,   "f-component",   "RFC 8141 §2.3.3", plain_rule) \
    X(alphanum,      "alphanum",      "RFC 2396 §1.6, named by RFC 8141 §2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_URN_RULES)

}  // namespace iri::grammar::schemes::urn
