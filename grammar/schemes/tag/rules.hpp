// The "tag" scheme of RFC 4151 §2.1 (grammar/schemes/tag/tag.abnf): a
// tagging entity (a DNS name or an email address, and a date), a specific
// part, and an optional fragment. pchar and fragment are RFC 3987's ipchar
// and ifragment, the IRI rules that stand for the RFC 3986 ones RFC 4151
// §2.1 names (RFC 3987 §2.2, §3.1), and DIGIT and ALPHA RFC 5234's
// (grammar/rfc3987/); nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// the date as a calendar date after the grammar.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::tag {

// The rules RFC 4151 §2.1 takes from RFC 3986, in their RFC 3987 form,
// and from RFC 5234, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::ifragment;
using rfc3987::ipchar;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_TAG_RULES(X) \
    X(tagURI,        "tagURI",        "RFC 4151 §2.1", plain_rule) \
    X(taggingEntity, "taggingEntity", "RFC 4151 §2.1", plain_rule) \
    X(authorityName, "authorityName", "RFC 4151 §2.1", plain_rule) \
    X(date,          "date",          "RFC 4151 §2.1", plain_rule) \
    X(year,          "year",          "RFC 4151 §2.1", plain_rule) \
    X(month,         "month",         "RFC 4151 §2.1", plain_rule) \
    X(day,           "day",           "RFC 4151 §2.1", plain_rule) \
    X(DNSname,       "DNSname",       "RFC 4151 §2.1", plain_rule) \
    X(DNScomp,       "DNScomp",       "RFC 4151 §2.1", plain_rule) \
    X(emailAddress,  "emailAddress",  "RFC 4151 §2.1", plain_rule) \
    X(alphaNum,      "alphaNum",      "RFC 4151 §2.1", plain_rule) \
    X(specific,      "specific",      "RFC 4151 §2.1", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_TAG_RULES)

}  // namespace iri::grammar::schemes::tag
