// The "geo" scheme of RFC 5870 §3.3 (grammar/schemes/geo/geo.abnf): two or
// three coordinates, then the optional "crs" and "u" parameters and any
// others. pct-encoded is RFC 3986's, ALPHA and DIGIT are RFC 5234's and
// ucschar, for IRIs, RFC 3987's (grammar/rfc3987/); nothing of them is
// copied. RFC 5870's own
// "unreserved" (RFC 2396's) is geo-unreserved here, as the .abnf file says.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// what RFC 5870 asks beyond the ABNF (the WGS-84 coordinates, the places
// of "crs" and "u") after the grammar.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::geo {

// The rules RFC 5870 §3.3 shares with RFC 3986 and RFC 5234, and ucschar
// from RFC 3987 for IRIs, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::pct_encoded;
using rfc3987::ucschar;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_GEO_RULES(X) \
    X(geo_URI,        "geo-URI",        "RFC 5870 §3.3", plain_rule) \
    X(geo_scheme,     "geo-scheme",     "RFC 5870 §3.3", plain_rule) \
    X(geo_path,       "geo-path",       "RFC 5870 §3.3", plain_rule) \
    X(coordinates,    "coordinates",    "RFC 5870 §3.3", plain_rule) \
    X(coord_a,        "coord-a",        "RFC 5870 §3.3", plain_rule) \
    X(coord_b,        "coord-b",        "RFC 5870 §3.3", plain_rule) \
    X(coord_c,        "coord-c",        "RFC 5870 §3.3", plain_rule) \
    X(p,              "p",              "RFC 5870 §3.3", plain_rule) \
    X(crsp,           "crsp",           "RFC 5870 §3.3", plain_rule) \
    X(crslabel,       "crslabel",       "RFC 5870 §3.3", plain_rule) \
    X(uncp,           "uncp",           "RFC 5870 §3.3", plain_rule) \
    X(uval,           "uval",           "RFC 5870 §3.3", plain_rule) \
    X(parameter,      "parameter",      "RFC 5870 §3.3", plain_rule) \
    X(pname,          "pname",          "RFC 5870 §3.3", plain_rule) \
    X(pvalue,         "pvalue",         "RFC 5870 §3.3", plain_rule) \
    X(paramchar,      "paramchar",      "RFC 5870 §3.3, with ucschar (RFC 3987 §3.1)", plain_rule) \
    X(labeltext,      "labeltext",      "RFC 5870 §3.3", plain_rule) \
    X(pnum,           "pnum",           "RFC 5870 §3.3", plain_rule) \
    X(num,            "num",            "RFC 5870 §3.3", plain_rule) \
    X(geo_unreserved, "geo-unreserved", "RFC 5870 §3.3 (its unreserved)", plain_rule) \
    X(mark,           "mark",           "RFC 5870 §3.3", plain_rule) \
    X(p_unreserved,   "p-unreserved",   "RFC 5870 §3.3", plain_rule) \
    X(alphanum,       "alphanum",       "RFC 5870 §3.3", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_GEO_RULES)

}  // namespace iri::grammar::schemes::geo
