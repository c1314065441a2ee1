// The "mailto" scheme of RFC 6068 §2 (grammar/schemes/mailto/mailto.abnf):
// addresses, then header fields. unreserved and pct-encoded are RFC
// 3986's, ALPHA and DIGIT RFC 5234's and ucschar RFC 3987's
// (grammar/rfc3987/); nothing of them is copied.
//
// Two groups of rules. The first reads the URI: local-part and domain are
// runs of the characters an addr-spec is written with, percent-encoded as
// RFC 6068 §2 item 1 asks. The second (decoded-local-part, decoded-domain
// and the RFC 5322 rules under them) reads the text of a local-part or
// domain once its escapes are decoded; grammar/schemes/mailto/mailto.cpp
// runs it after the grammar. The .abnf file's preamble says why.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, so these
// rules record nothing.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::mailto {

// The rules RFC 6068 §2 takes from RFC 3986 and RFC 5234, and ucschar from
// RFC 3987 for IRIs, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::pct_encoded;
using rfc3987::ucschar;
using rfc3987::unreserved;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_MAILTO_RULES(X) \
    X(mailtoURI,          "mailtoURI",          "RFC 6068 §2", plain_rule) \
    X(to,                 "to",                 "RFC 6068 §2", plain_rule) \
    X(hfields,            "hfields",            "RFC 6068 §2", plain_rule) \
    X(hfield,             "hfield",             "RFC 6068 §2", plain_rule) \
    X(hfname,             "hfname",             "RFC 6068 §2", plain_rule) \
    X(hfvalue,            "hfvalue",            "RFC 6068 §2", plain_rule) \
    X(addr_spec,          "addr-spec",          "RFC 6068 §2", plain_rule) \
    X(local_part,         "local-part",         "RFC 6068 §2, percent-encoded (item 1)", plain_rule) \
    X(domain,             "domain",             "RFC 6068 §2, percent-encoded (item 1)", plain_rule) \
    X(dtext_no_obs,       "dtext-no-obs",       "RFC 6068 §2", plain_rule) \
    X(qchar,              "qchar",              "RFC 6068 §2, with ucschar (RFC 3987 §3.1)", plain_rule) \
    X(some_delims,        "some-delims",        "RFC 6068 §2", plain_rule) \
    X(addr_char,          "addr-char",          "RFC 6068 §2 item 1", plain_rule) \
    X(decoded_local_part, "decoded-local-part", "RFC 6068 §2 (local-part)", plain_rule) \
    X(decoded_domain,     "decoded-domain",     "RFC 6068 §2 (domain)", plain_rule) \
    X(quoted_pair,        "quoted-pair",        "RFC 5322 §3.2.1", plain_rule) \
    X(FWS,                "FWS",                "RFC 5322 §3.2.2", plain_rule) \
    X(CFWS,               "CFWS",               "RFC 5322 §3.2.2", plain_rule) \
    X(atext,              "atext",              "RFC 5322 §3.2.3", plain_rule) \
    X(dot_atom_text,      "dot-atom-text",      "RFC 5322 §3.2.3", plain_rule) \
    X(qtext,              "qtext",              "RFC 5322 §3.2.4", plain_rule) \
    X(qcontent,           "qcontent",           "RFC 5322 §3.2.4", plain_rule) \
    X(quoted_string,      "quoted-string",      "RFC 5322 §3.2.4", plain_rule) \
    X(CR,                 "CR",                 "RFC 5234 B.1", plain_rule) \
    X(CRLF,               "CRLF",               "RFC 5234 B.1", plain_rule) \
    X(DQUOTE,             "DQUOTE",             "RFC 5234 B.1", plain_rule) \
    X(HTAB,               "HTAB",               "RFC 5234 B.1", plain_rule) \
    X(LF,                 "LF",                 "RFC 5234 B.1", plain_rule) \
    X(SP,                 "SP",                 "RFC 5234 B.1", plain_rule) \
    X(VCHAR,              "VCHAR",              "RFC 5234 B.1", plain_rule) \
    X(WSP,                "WSP",                "RFC 5234 B.1", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_MAILTO_RULES)

}  // namespace iri::grammar::schemes::mailto
