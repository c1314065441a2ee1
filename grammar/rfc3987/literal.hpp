// Literal ABNF transcriptions of the rules that PEG gets wrong, kept beside
// the shipped ones so that the deviation log (grammar/README.md) can show
// them failing. Nothing in the library parses with them. Same names as the
// rules they shadow, in a namespace of their own; IRI_reference_reversed
// is IRI-reference with its alternatives swapped (irelative-ref / IRI).
#pragma once

#include "grammar/rule.hpp"

namespace iri::grammar::rfc3987::literal {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3987_LITERAL_RULES(X) \
    X(dec_octet,              "dec-octet",               "RFC 3986 §3.2.2", plain_rule) \
    X(IPv4address,            "IPv4address",             "RFC 3986 §3.2.2", plain_rule) \
    X(ihost,                  "ihost",                   "RFC 3987 §2.2", plain_rule) \
    X(IPv6address,            "IPv6address",             "RFC 3986 §3.2.2", plain_rule) \
    X(ipath,                  "ipath",                   "RFC 3987 §2.2", plain_rule) \
    X(IRI_reference_reversed, "IRI-reference",           "RFC 3987 §2.2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_LITERAL_RULES)

}  // namespace iri::grammar::rfc3987::literal
