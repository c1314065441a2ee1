// The "data" scheme of RFC 2397 §3 (grammar/schemes/data/data.abnf): an
// optional media type with parameters, an optional ";base64", and the data
// after ",". RFC 2397's imports from RFC 2396 and RFC 2045 are spelled
// with RFC 3986's pct-encoded and, as the text is an IRI, RFC 3987's ipchar
// and ucschar (grammar/rfc3987/; RFC 3987 §2.2, §3.1), as the .abnf file's
// preamble says; nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, and checks
// base64 data as base64 (RFC 2045 §6.8) after the grammar.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::data {

// The rules RFC 2397 takes from elsewhere, in RFC 3986's terms and their
// RFC 3987 forms, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::ipchar;
using rfc3987::pct_encoded;
using rfc3987::ucschar;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_DATA_RULES(X) \
    X(dataurl,   "dataurl",   "RFC 2397 §3", plain_rule) \
    X(mediatype, "mediatype", "RFC 2397 §3", plain_rule) \
    X(data,      "data",      "RFC 2397 §3", plain_rule) \
    X(parameter, "parameter", "RFC 2397 §3", plain_rule) \
    X(urlchar,   "urlchar",   "RFC 2397 §3: RFC 2396 §2 (uric), in an IRI", plain_rule) \
    X(type,      "type",      "RFC 2397 §3: RFC 2045 §5.1", plain_rule) \
    X(subtype,   "subtype",   "RFC 2397 §3: RFC 2045 §5.1", plain_rule) \
    X(attribute, "attribute", "RFC 2397 §3: RFC 2045 §5.1", plain_rule) \
    X(value,     "value",     "RFC 2397 §3: RFC 2045 §5.1", plain_rule) \
    X(token,     "token",     "RFC 2397 §3: RFC 2045 §5.1, URL-escaped, with ucschar (RFC 3987 §3.1)", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_DATA_RULES)

}  // namespace iri::grammar::schemes::data
