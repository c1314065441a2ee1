// Definitions of the geo rules. Included by grammar/schemes/geo/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/geo/geo.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/geo/rules.hpp"

namespace iri::grammar::schemes::geo {

// ABNF: geo-URI = geo-scheme ":" geo-path
// RFC 5870 §3.3
auto const geo_URI_def = geo_scheme >> ':' >> geo_path;

// ABNF: geo-scheme = "geo"
// RFC 5870 §3.3
auto const geo_scheme_def = ascii_no_case<"geo">;

// ABNF: geo-path = coordinates p
// RFC 5870 §3.3
auto const geo_path_def = coordinates >> p;

// ABNF: coordinates = coord-a "," coord-b [ "," coord-c ]
// RFC 5870 §3.3
auto const coordinates_def = coord_a >> ',' >> coord_b >> -(',' >> coord_c);

// ABNF: coord-a = num
// RFC 5870 §3.3
auto const coord_a_def = num;

// ABNF: coord-b = num
// RFC 5870 §3.3
auto const coord_b_def = num;

// ABNF: coord-c = num
// RFC 5870 §3.3
auto const coord_c_def = num;

// ABNF: p = [ crsp ] [ uncp ] *parameter
// RFC 5870 §3.3
// PEG: a parameter may be named "crs" or "u" too, so the ABNF reads
// ";u=5x" as a parameter when uncp cannot end there. Greedy, [ uncp ]
// would keep ";u=5" and leave "x" to nothing: "geo:1,2;u=5x" would fail.
// crsp and uncp are kept only where the next parameter or the end
// follows them (nothing else can: no paramchar is ";"), else given back
// to *parameter. The language is the ABNF's.
// Test: tests/grammar/schemes/geo.cpp "geo: crsp and uncp give way to parameter".
auto const parameter_or_end = x3::lit(';') | x3::eoi;
auto const p_def = -(crsp >> &parameter_or_end) >> -(uncp >> &parameter_or_end) >> *parameter;

// ABNF: crsp = ";crs=" crslabel
// RFC 5870 §3.3
auto const crsp_def = ascii_no_case<";crs="> >> crslabel;

// ABNF: crslabel = "wgs84" / labeltext
// RFC 5870 §3.3
// PEG: ordered choice takes "wgs84" on "wgs84x" and never tries
// labeltext, which would take it all. "wgs84" is taken only when no
// labeltext character follows; the language is the ABNF's.
// Test: tests/grammar/schemes/geo.cpp "geo: crsp and uncp give way to parameter".
auto const crslabel_def = (ascii_no_case<"wgs84"> >> !(alphanum | x3::lit('-'))) | labeltext;

// ABNF: uncp = ";u=" uval
// RFC 5870 §3.3
auto const uncp_def = ascii_no_case<";u="> >> uval;

// ABNF: uval = pnum
// RFC 5870 §3.3
auto const uval_def = pnum;

// ABNF: parameter = ";" pname [ "=" pvalue ]
// RFC 5870 §3.3
auto const parameter_def = ';' >> pname >> -('=' >> pvalue);

// ABNF: pname = labeltext
// RFC 5870 §3.3
auto const pname_def = labeltext;

// ABNF: pvalue = 1*paramchar
// RFC 5870 §3.3
auto const pvalue_def = +paramchar;

// ABNF: paramchar = p-unreserved / geo-unreserved / pct-encoded / ucschar
// RFC 5870 §3.3 writes paramchar = p-unreserved / unreserved / pct-encoded
// (its "unreserved" is geo-unreserved here: geo.abnf says why).
// Deviation: ucschar, in an IRI, where pct-encoded may stand (RFC 3987
// §3.1 maps it to its UTF-8 octets, percent-encoded), as in mailto's
// qchar. Test: tests/grammar/schemes/geo.cpp "geo: an IRI holds ucschar
// where the URI holds pct-encoded".
auto const paramchar_def = p_unreserved | geo_unreserved | pct_encoded | ucschar;

// ABNF: labeltext = 1*( alphanum / "-" )
// RFC 5870 §3.3
auto const labeltext_def = +(alphanum | x3::lit('-'));

// ABNF: pnum = 1*DIGIT [ "." 1*DIGIT ]
// RFC 5870 §3.3
auto const pnum_def = +DIGIT >> -('.' >> +DIGIT);

// ABNF: num = [ "-" ] pnum
// RFC 5870 §3.3
auto const num_def = -x3::lit('-') >> pnum;

// ABNF: geo-unreserved = alphanum / mark
// RFC 5870 §3.3, as "unreserved": RFC 2396's, not RFC 3986's (geo.abnf)
auto const geo_unreserved_def = alphanum | mark;

// ABNF: mark = "-" / "_" / "." / "!" / "~" / "*" /
//              "'" / "(" / ")"
// RFC 5870 §3.3
auto const mark_def = x3::lit('-') | x3::lit('_') | x3::lit('.') | x3::lit('!') | x3::lit('~') | x3::lit('*') |
                      x3::lit('\'') | x3::lit('(') | x3::lit(')');

// ABNF: p-unreserved = "[" / "]" / ":" / "&" / "+" / "$"
// RFC 5870 §3.3
auto const p_unreserved_def = x3::lit('[') | x3::lit(']') | x3::lit(':') | x3::lit('&') | x3::lit('+') | x3::lit('$');

// ABNF: alphanum = ALPHA / DIGIT
// RFC 5870 §3.3
auto const alphanum_def = ALPHA | DIGIT;

IRI_GRAMMAR_DEFINE_RULES(IRI_GEO_RULES)

}  // namespace iri::grammar::schemes::geo
