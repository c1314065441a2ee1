// The top-level rules: RFC 3987 §2.2 (IRI, ihier-part, IRI-reference,
// absolute-IRI, irelative-ref, irelative-part, iquery, ifragment) and the
// RFC 3986 §3.1 scheme they share with URIs.
#pragma once

#include "grammar/rule.hpp"

namespace iri::grammar::rfc3987 {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3987_IRI_RULES(X) \
    X(IRI,            "IRI",             "RFC 3987 §2.2", record_absolute) \
    X(ihier_part,     "ihier-part",      "RFC 3987 §2.2", plain_rule) \
    X(IRI_reference,  "IRI-reference",   "RFC 3987 §2.2", plain_rule) \
    X(absolute_IRI,   "absolute-IRI",    "RFC 3987 §2.2", record_absolute) \
    X(irelative_ref,  "irelative-ref",   "RFC 3987 §2.2", record_relative) \
    X(irelative_part, "irelative-part",  "RFC 3987 §2.2", plain_rule) \
    X(iquery,         "iquery",          "RFC 3987 §2.2", record_span<&components::query>) \
    X(ifragment,      "ifragment",       "RFC 3987 §2.2", record_span<&components::fragment>) \
    X(scheme,         "scheme",          "RFC 3986 §3.1", record_span<&components::scheme>)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_IRI_RULES)

}  // namespace iri::grammar::rfc3987
