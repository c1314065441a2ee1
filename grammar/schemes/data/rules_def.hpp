// Definitions of the data rules. Included by grammar/schemes/data/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/data/data.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/data/rules.hpp"

namespace iri::grammar::schemes::data {

// ABNF: dataurl = "data:" [ mediatype ] [ ";base64" ] "," data
// RFC 2397 §3
// Ordered choice and greed are harmless here: mediatype's parameters each
// need "=", so *( ";" parameter ) gives ";base64" back, and no token holds
// ";" or ",".
auto const dataurl_def = ascii_no_case<"data:"> >> -mediatype >> -ascii_no_case<";base64"> >> ',' >> data;

// ABNF: mediatype = [ type "/" subtype ] *( ";" parameter )
// RFC 2397 §3
auto const mediatype_def = -(type >> '/' >> subtype) >> *(';' >> parameter);

// ABNF: data = *urlchar
// RFC 2397 §3
auto const data_def = *urlchar;

// ABNF: parameter = attribute "=" value
// RFC 2397 §3
auto const parameter_def = attribute >> '=' >> value;

// ABNF: urlchar = ipchar / "/" / "?"
// RFC 2397 §3 takes it from RFC 2396 (uric, §2); the same characters in
// RFC 3986's terms, pchar / "/" / "?", and pchar in RFC 3987 §2.2's form
// (ipchar), as the text is an IRI (data.abnf says why)
auto const urlchar_def = ipchar | x3::lit('/') | x3::lit('?');

// ABNF: type = token
// RFC 2397 §3, from RFC 2045 §5.1
auto const type_def = token;

// ABNF: subtype = token
// RFC 2397 §3, from RFC 2045 §5.1
auto const subtype_def = token;

// ABNF: attribute = token
// RFC 2397 §3, from RFC 2045 §5.1
auto const attribute_def = token;

// ABNF: value = token
// RFC 2397 §3, from RFC 2045 §5.1 (token / quoted-string, see the .abnf file)
auto const value_def = token;

// ABNF: token = 1*( ALPHA / DIGIT / "!" / "$" / "&" / "'" / "*" / "+" / "-" /
//                   "." / "_" / "~" / pct-encoded / ucschar )
// RFC 2045 §5.1, URL-escaped as RFC 2397 §3 says
// Deviation: ucschar, in an IRI, where pct-encoded may stand (RFC 3987
// §3.1 maps it to its UTF-8 octets, percent-encoded), as in mailto's
// qchar; the escape of RFC 2397 §3 is accepted whatever octet it stands
// for, and so is the character. Test: tests/grammar/schemes/data.cpp
// "data: an IRI holds ucschar where the URI holds pct-encoded".
auto const token_def =
    +(ALPHA | DIGIT | x3::lit('!') | x3::lit('$') | x3::lit('&') | x3::lit('\'') | x3::lit('*') | x3::lit('+') |
      x3::lit('-') | x3::lit('.') | x3::lit('_') | x3::lit('~') | pct_encoded | ucschar);

IRI_GRAMMAR_DEFINE_RULES(IRI_DATA_RULES)

}  // namespace iri::grammar::schemes::data
