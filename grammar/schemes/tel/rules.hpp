// The "tel" scheme of RFC 3966 §3 (grammar/schemes/tel/tel.abnf): a global
// number ("+" and digits) or a local number with its "phone-context", each
// followed by parameters (";ext=", ";isub=", any other). ALPHA, DIGIT,
// HEXDIG and pct-encoded are RFC 5234's and RFC 3986's, and ucschar, for
// IRIs, RFC 3987's (grammar/rfc3987/); RFC 3966's rules in RFC 2396's
// terms are written as the .abnf file's preamble says, its "unreserved"
// and "reserved" as tel-unreserved and tel-reserved.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// what RFC 3966 §3 asks of the parameters beyond its ABNF after the grammar.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::tel {

// The rules RFC 3966 §3 takes from RFC 5234 and RFC 3986, and ucschar from
// RFC 3987 for IRIs, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::HEXDIG;
using rfc3987::pct_encoded;
using rfc3987::ucschar;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// The ABNF's "context" is phone_context here: "context" names a parameter
// of every rule's parse function (grammar/define.hpp).
// clang-format off
#define IRI_TEL_RULES(X) \
    X(telephone_uri,        "telephone-uri",        "RFC 3966 §3", plain_rule) \
    X(telephone_subscriber, "telephone-subscriber", "RFC 3966 §3", plain_rule) \
    X(global_number,        "global-number",        "RFC 3966 §3 (§5.1.4)", plain_rule) \
    X(local_number,         "local-number",         "RFC 3966 §3 (§5.1.5)", plain_rule) \
    X(par,                  "par",                  "RFC 3966 §3", plain_rule) \
    X(isdn_subaddress,      "isdn-subaddress",      "RFC 3966 §3 (§5.2), erratum 203", plain_rule) \
    X(extension,            "extension",            "RFC 3966 §3 (§5.3)", plain_rule) \
    X(phone_context,        "context",              "RFC 3966 §3 (§5.1.5)", plain_rule) \
    X(descriptor,           "descriptor",           "RFC 3966 §3 (§5.1.5)", plain_rule) \
    X(global_number_digits, "global-number-digits", "RFC 3966 §3 (§5.1.4)", plain_rule) \
    X(local_number_digits,  "local-number-digits",  "RFC 3966 §3 (§5.1.5)", plain_rule) \
    X(domainname,           "domainname",           "RFC 3966 §3", plain_rule) \
    X(domainlabel,          "domainlabel",          "RFC 3966 §3", plain_rule) \
    X(toplabel,             "toplabel",             "RFC 3966 §3", plain_rule) \
    X(parameter,            "parameter",            "RFC 3966 §3 (§5.4)", plain_rule) \
    X(pname,                "pname",                "RFC 3966 §3", plain_rule) \
    X(pvalue,               "pvalue",               "RFC 3966 §3", plain_rule) \
    X(paramchar,            "paramchar",            "RFC 3966 §3, with ucschar (RFC 3987 §3.1)", plain_rule) \
    X(tel_unreserved,       "tel-unreserved",       "RFC 3966 §3 (unreserved): RFC 2396 §2.3", plain_rule) \
    X(mark,                 "mark",                 "RFC 3966 §3: RFC 2396 §2.3", plain_rule) \
    X(param_unreserved,     "param-unreserved",     "RFC 3966 §3", plain_rule) \
    X(phonedigit,           "phonedigit",           "RFC 3966 §3, erratum 4376", plain_rule) \
    X(phonedigit_hex,       "phonedigit-hex",       "RFC 3966 §3, erratum 4376", plain_rule) \
    X(visual_separator,     "visual-separator",     "RFC 3966 §3 (§5.1.1)", plain_rule) \
    X(alphanum,             "alphanum",             "RFC 3966 §3: RFC 2396 §1.6", plain_rule) \
    X(tel_reserved,         "tel-reserved",         "RFC 3966 §3 (reserved): RFC 2396 §2.2", plain_rule) \
    X(uric,                 "uric",                 "RFC 3966 §3: RFC 2396 §2, with ucschar (RFC 3987 §3.1)", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_TEL_RULES)

}  // namespace iri::grammar::schemes::tel
