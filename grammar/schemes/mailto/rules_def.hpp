// Definitions of the mailto rules. Included by grammar/schemes/mailto/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/mailto/mailto.abnf) spelled in X3,
// one element per element, except where a note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/mailto/rules.hpp"

namespace iri::grammar::schemes::mailto {

using chars::x;

// ABNF: mailtoURI = "mailto:" [ to ] [ hfields ]
// RFC 6068 §2
// "mailto:" is case-insensitive, as every ABNF quoted string (RFC 5234 §2.3).
// Ordered choice and greed are harmless in the rules of the URI: no
// addr-char is "@", "," or "?", and no qchar is "=", "&" or "?", so each
// run stops at the delimiter after it.
auto const mailtoURI_def = ascii_no_case<"mailto:"> >> -to >> -hfields;

// ABNF: to = addr-spec *("," addr-spec )
// RFC 6068 §2
auto const to_def = addr_spec >> *(',' >> addr_spec);

// ABNF: hfields = "?" hfield *( "&" hfield )
// RFC 6068 §2
auto const hfields_def = '?' >> hfield >> *('&' >> hfield);

// ABNF: hfield = hfname "=" hfvalue
// RFC 6068 §2
auto const hfield_def = hfname >> '=' >> hfvalue;

// ABNF: hfname = *qchar
// RFC 6068 §2
auto const hfname_def = *qchar;

// ABNF: hfvalue = *qchar
// RFC 6068 §2
auto const hfvalue_def = *qchar;

// ABNF: addr-spec = local-part "@" domain
// RFC 6068 §2
auto const addr_spec_def = local_part >> '@' >> domain;

// ABNF: local-part = 1*addr-char
// RFC 6068 §2 writes local-part = dot-atom-text / quoted-string.
// Deviation (mailto.abnf's preamble): RFC 6068 §2 item 1 has the
// characters of an addr-spec that a URI cannot hold, and "%", "/", "?",
// "#", "[", "]", "&", ";" and "=", percent-encoded, so the URI's text is
// never RFC 5322's: "%22not%40me%22" is the quoted-string "not@me" (RFC
// 6068 §6.2). Here the local-part is the run of characters it is written
// with; its text, decoded, is decoded-local-part (checked after the
// grammar, grammar/schemes/mailto/mailto.cpp).
// Test: tests/grammar/schemes/mailto.cpp "mailto: an addr-spec is read
// percent-encoded then decoded".
auto const local_part_def = +addr_char;

// ABNF: domain = 1*addr-char
// RFC 6068 §2 writes domain = dot-atom-text / "[" *dtext-no-obs "]".
// Deviation, as local-part's: "[" and "]" are percent-encoded (item 1),
// and a domain may hold UTF-8, percent-encoded (item 4); its text, decoded,
// is decoded-domain. Test: as local-part's.
auto const domain_def = +addr_char;

// ABNF: dtext-no-obs = %d33-90 / ; Printable US-ASCII
//                      %d94-126  ; characters not including
//                                ; "[", "]", or "\"
// RFC 6068 §2
auto const dtext_no_obs_def = x(33, 90) | x(94, 126);

// ABNF: qchar = unreserved / pct-encoded / some-delims / ucschar
// RFC 6068 §2 writes qchar = unreserved / pct-encoded / some-delims.
// Deviation: ucschar, in an IRI, where pct-encoded may stand (RFC 3987
// §3.1 maps it to its UTF-8 octets, percent-encoded). Test:
// tests/grammar/schemes/mailto.cpp "mailto: an IRI holds ucschar where the
// URI holds pct-encoded".
auto const qchar_def = unreserved | pct_encoded | some_delims | ucschar;

// ABNF: some-delims = "!" / "$" / "'" / "(" / ")" / "*"
//                   / "+" / "," / ";" / ":" / "@"
// RFC 6068 §2
auto const some_delims_def = x3::lit('!') | x3::lit('$') | x3::lit('\'') | x3::lit('(') | x3::lit(')') |
                             x3::lit('*') | x3::lit('+') | x3::lit(',') | x3::lit(';') | x3::lit(':') |
                             x3::lit('@');

// ABNF: addr-char = unreserved / pct-encoded / ucschar
//                 / "!" / "$" / "'" / "(" / ")" / "*" / "+" / ":"
// RFC 6068 §2 item 1: the characters a URI holds as they are (unreserved,
// sub-delims, ":" and "@"), less "&", ";" and "=", which item 1 says are
// percent-encoded, and "@" and ",", which delimit the addr-spec; ucschar
// in an IRI, as qchar.
auto const addr_char_def = unreserved | pct_encoded | ucschar | x3::lit('!') | x3::lit('$') | x3::lit('\'') |
                           x3::lit('(') | x3::lit(')') | x3::lit('*') | x3::lit('+') | x3::lit(':');

// ABNF: decoded-local-part = dot-atom-text / quoted-string
// RFC 6068 §2 (its local-part), on the decoded text
auto const decoded_local_part_def = dot_atom_text | quoted_string;

// ABNF: decoded-domain = dot-atom-text / "[" *dtext-no-obs "]"
// RFC 6068 §2 (its domain), on the decoded text
auto const decoded_domain_def = dot_atom_text | ('[' >> *dtext_no_obs >> ']');

// ABNF: quoted-pair = ("\" (VCHAR / WSP))
// RFC 5322 §3.2.1, without obs-qp (RFC 6068 §2 item 2)
auto const quoted_pair_def = '\\' >> (VCHAR | WSP);

// ABNF: FWS = ([*WSP CRLF] 1*WSP)
// RFC 5322 §3.2.2, without obs-FWS (RFC 6068 §2 item 3)
// Greed is harmless: when [*WSP CRLF] takes the spaces and 1*WSP then
// fails, the ABNF's other reading leaves the CRLF over, which nothing that
// may follow FWS (qcontent, DQUOTE, the end) starts with.
auto const FWS_def = -(*WSP >> CRLF) >> +WSP;

// ABNF: CFWS = FWS
// RFC 5322 §3.2.2 is (1*([FWS] comment) [FWS]) / FWS; RFC 6068 §2
// excludes comment
auto const CFWS_def = FWS;

// ABNF: atext = ALPHA / DIGIT /    ; Printable US-ASCII
//               "!" / "#" /        ;  characters not including
//               "$" / "%" /        ;  specials.  Used for atoms.
//               "&" / "'" /
//               "*" / "+" /
//               "-" / "/" /
//               "=" / "?" /
//               "^" / "_" /
//               "`" / "{" /
//               "|" / "}" /
//               "~"
// RFC 5322 §3.2.3
auto const atext_def = ALPHA | DIGIT | x3::lit('!') | x3::lit('#') | x3::lit('$') | x3::lit('%') | x3::lit('&') |
                       x3::lit('\'') | x3::lit('*') | x3::lit('+') | x3::lit('-') | x3::lit('/') | x3::lit('=') |
                       x3::lit('?') | x3::lit('^') | x3::lit('_') | x3::lit('`') | x3::lit('{') | x3::lit('|') |
                       x3::lit('}') | x3::lit('~');

// ABNF: dot-atom-text = 1*atext *("." 1*atext)
// RFC 5322 §3.2.3
auto const dot_atom_text_def = +atext >> *('.' >> +atext);

// ABNF: qtext = %d33 /             ; Printable US-ASCII
//               %d35-91 /          ;  characters not including
//               %d93-126           ;  "\" or the quote character
//                                  ; (obs-qtext: RFC 6068 section 2 item 2)
// RFC 5322 §3.2.4, without obs-qtext (RFC 6068 §2 item 2)
auto const qtext_def = x(33, 33) | x(35, 91) | x(93, 126);

// ABNF: qcontent = qtext / quoted-pair
// RFC 5322 §3.2.4
auto const qcontent_def = qtext | quoted_pair;

// ABNF: quoted-string = [CFWS]
//                       DQUOTE *([FWS] qcontent) [FWS] DQUOTE
//                       [CFWS]
// RFC 5322 §3.2.4
// Greed is harmless: an iteration of *([FWS] qcontent) that takes white
// space and finds no qcontent after it is given back whole, and the
// [FWS] before DQUOTE takes it.
auto const quoted_string_def = -CFWS >> DQUOTE >> *(-FWS >> qcontent) >> -FWS >> DQUOTE >> -CFWS;

// ABNF: CR = %x0D
// RFC 5234 B.1
auto const CR_def = x3::lit('\r');

// ABNF: CRLF = CR LF
// RFC 5234 B.1
auto const CRLF_def = CR >> LF;

// ABNF: DQUOTE = %x22
// RFC 5234 B.1
auto const DQUOTE_def = x3::lit('"');

// ABNF: HTAB = %x09
// RFC 5234 B.1
auto const HTAB_def = x3::lit('\t');

// ABNF: LF = %x0A
// RFC 5234 B.1
auto const LF_def = x3::lit('\n');

// ABNF: SP = %x20
// RFC 5234 B.1
auto const SP_def = x3::lit(' ');

// ABNF: VCHAR = %x21-7E
// RFC 5234 B.1
auto const VCHAR_def = x(0x21, 0x7E);

// ABNF: WSP = SP / HTAB
// RFC 5234 B.1
auto const WSP_def = SP | HTAB;

IRI_GRAMMAR_DEFINE_RULES(IRI_MAILTO_RULES)

}  // namespace iri::grammar::schemes::mailto
