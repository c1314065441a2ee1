// Character rules: RFC 3987 §2.2 (ipchar, iunreserved, ucschar, iprivate),
// the RFC 3986 §2 rules they reuse, and the RFC 5234 core rules.
#pragma once

#include "grammar/rule.hpp"

namespace iri::grammar::rfc3987 {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3987_CHARACTER_RULES(X) \
    X(ipchar,      "ipchar",       "RFC 3987 §2.2", plain_rule) \
    X(iunreserved, "iunreserved",  "RFC 3987 §2.2", plain_rule) \
    X(ucschar,     "ucschar",      "RFC 3987 §2.2", plain_rule) \
    X(iprivate,    "iprivate",     "RFC 3987 §2.2", plain_rule) \
    X(pct_encoded, "pct-encoded",  "RFC 3986 §2.1", plain_rule) \
    X(unreserved,  "unreserved",   "RFC 3986 §2.3", plain_rule) \
    X(reserved,    "reserved",     "RFC 3986 §2.2", plain_rule) \
    X(gen_delims,  "gen-delims",   "RFC 3986 §2.2", plain_rule) \
    X(sub_delims,  "sub-delims",   "RFC 3986 §2.2", plain_rule) \
    X(ALPHA,       "ALPHA",        "RFC 5234 B.1", plain_rule) \
    X(DIGIT,       "DIGIT",        "RFC 5234 B.1", plain_rule) \
    X(HEXDIG,      "HEXDIG",       "RFC 5234 B.1", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_CHARACTER_RULES)

}  // namespace iri::grammar::rfc3987
