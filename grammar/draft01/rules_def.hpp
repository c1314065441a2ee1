// Definitions of the draft-01 rules. Included by grammar/draft01/rules.cpp only.
//
// Each rule is its ABNF (grammar/draft01/draft-duerst-iri-01.abnf) spelled
// in X3, one element per element, except where a PEG note says otherwise.
// Speed is not a goal here: no table-driven runs, so that every character
// is a visible rule in `iri explain --grammar draft-01`.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/draft01/directives.hpp"
#include "grammar/draft01/rules.hpp"

namespace iri::grammar::draft01 {

using chars::x;

// ---- Rules that differ from RFC 2396 ----
//
// PEG, in every rule that lists "iunreserved / escaped": "%" is an ichar
// (delims), so iunreserved, tried first, would take the "%" of "%41" and
// a single ipchar (iric, ...) could never be a whole "%41". escaped is
// tried first; in a run (*ipchar) both orders accept the same strings.

// ABNF: IRI-reference = [ absoluteIRI / relativeIRI ] [ "#" ifragment ]
// draft-duerst-iri-01 §2.2
// PEG: "#" is an ichar (delims), so the ABNF is ambiguous: "a/b#c" is a
// path "a/b#c" or a path "a/b" and a fragment "c". Read greedily, the path
// would swallow every "#" and no reference would have a fragment. The rule
// first reads the text before the first "#" as the reference and the rest
// as ifragment (as RFC 2396 §4.1 separates them); only when that fails
// ("a:#b", where "a:" alone is no reference) does it read the whole text
// again with "#" as a character. Between them the two readings accept
// exactly the ABNF's language: a later "#" could split the text only where
// the first split's reference was already complete, since ifragment (*iric)
// takes every character a reference can hold.
// Test: tests/grammar/draft01/rules.cpp "IRI-reference: the first # starts the fragment".
auto const IRI_reference_def = (before_first_hash[-(absoluteIRI | relativeIRI)] >> -('#' >> ifragment) >> x3::eoi) |
                               (forget_components >> -(absoluteIRI | relativeIRI) >> -('#' >> ifragment));

// ABNF: absoluteIRI = scheme ":" ( ihier-part / iopaque-part )
// draft-duerst-iri-01 §2.2
auto const absoluteIRI_def = scheme >> ':' >> (ihier_part | iopaque_part);

// ABNF: relativeIRI = ( inet-path / iabs-path / irel-path ) [ "?" iquery ]
// draft-duerst-iri-01 §2.2
// Ordered choice is safe: an iabs-path reading of "//x" (an empty first
// segment) is always also an inet-path with authority "x", as ireg-name
// admits every character isegment does.
auto const relativeIRI_def = (inet_path | iabs_path | irel_path) >> -('?' >> iquery);

// ABNF: ihier-part = ( inet-path / iabs-path ) [ "?" iquery ]
// draft-duerst-iri-01 §2.2
auto const ihier_part_def = (inet_path | iabs_path) >> -('?' >> iquery);

// ABNF: iopaque-part = iric-no-slash *iric
// draft-duerst-iri-01 §2.2
auto const iopaque_part_def = iric_no_slash >> *iric;

// ABNF: iric-no-slash = iunreserved / escaped / ";" / "?" / ":" / "@" /
//                       "&" / "=" / "+" / "$" / ","
// draft-duerst-iri-01 §2.2
auto const iric_no_slash_def = escaped | iunreserved | x3::lit(';') | x3::lit('?') | x3::lit(':') | x3::lit('@') |
                               x3::lit('&') | x3::lit('=') | x3::lit('+') | x3::lit('$') | x3::lit(',');

// ABNF: inet-path = "//" iauthority [ iabs-path ]
// draft-duerst-iri-01 §2.2
auto const inet_path_def = ascii_literal<"//"> >> iauthority >> -iabs_path;

// ABNF: iabs-path = "/" ipath-segments
// draft-duerst-iri-01 §2.2
auto const iabs_path_def = x3::lit('/') >> ipath_segments;

// ABNF: irel-path = irel-segment [ iabs-path ]
// draft-duerst-iri-01 §2.2
auto const irel_path_def = irel_segment >> -iabs_path;

// ABNF: irel-segment = 1*( iunreserved / escaped /
//                          ";" / "@" / "&" / "=" / "+" / "$" / "," )
// draft-duerst-iri-01 §2.2
auto const irel_segment_def = +(escaped | iunreserved | x3::lit(';') | x3::lit('@') | x3::lit('&') | x3::lit('=') |
                                x3::lit('+') | x3::lit('$') | x3::lit(','));

// ABNF: iauthority = iserver / ireg-name
// draft-duerst-iri-01 §2.2
// PEG: iserver matches a prefix of almost anything (it may be empty), so
// taken first it would always win and "//a b/" would stop at the space
// that ireg-name admits. iserver wins only when it reaches the end of the
// authority (the end of the text, "/" or "?"; "#" is an ichar, and
// IRI-reference has already cut the text at the first "#" where it is the
// fragment's); otherwise ireg-name is tried. ireg-name admits every
// character of an iserver but "[" and "]", so nothing the ABNF accepts is
// lost.
auto const authority_end = x3::eoi | x3::lit('/') | x3::lit('?');
auto const iauthority_def = (iserver >> &authority_end) | ireg_name;

// ABNF: ireg-name = 1*( iunreserved / escaped / "$" / "," /
//                       ";" / ":" / "@" / "&" / "=" / "+" )
// draft-duerst-iri-01 §2.2
auto const ireg_name_def = +(escaped | iunreserved | x3::lit('$') | x3::lit(',') | x3::lit(';') | x3::lit(':') |
                             x3::lit('@') | x3::lit('&') | x3::lit('=') | x3::lit('+'));

// ABNF: iserver = [ [ iuserinfo "@" ] ihostport ]
// draft-duerst-iri-01 §2.2 (which writes "userinfo": see the .abnf file)
// iuserinfo has no "@", so it is kept only when an "@" follows it.
auto const iserver_def = -(-(iuserinfo >> '@') >> ihostport);

// ABNF: iuserinfo = *( iunreserved / escaped /
//                      ";" / ":" / "&" / "=" / "+" / "$" / "," )
// draft-duerst-iri-01 §2.2
auto const iuserinfo_def = *(escaped | iunreserved | x3::lit(';') | x3::lit(':') | x3::lit('&') | x3::lit('=') |
                             x3::lit('+') | x3::lit('$') | x3::lit(','));

// ABNF: ihostport = ihost [ ":" port ]
// draft-duerst-iri-01 §2.2
auto const ihostport_def = ihost >> -(':' >> port);

// ABNF: ihost = ihostname / IPv4address / IPv6reference
// draft-duerst-iri-01 §2.2
// Ordered choice is safe: an ihostname's last label starts with a letter,
// so it never takes the prefix of an IPv4address.
auto const ihost_def = ihostname | IPv4address | IPv6reference;

// ABNF: ihostname = *( idomainlabel "." ) itoplabel [ "." ]
// draft-duerst-iri-01 §2.2 ("as specified by [IDNA]"), read as RFC 2396 §3.2.2
// PEG: greedy, *( idomainlabel "." ) would take the last label too, and
// leave itoplabel nothing. A label is taken with its "." only when a label
// follows it; the last one is then itoplabel's.
auto const ihostname_def = *(idomainlabel >> '.' >> &ialphanum) >> itoplabel >> -x3::lit('.');

// ABNF: idomainlabel = ialphanum / ialphanum *( ialphanum / "-" ) ialphanum
// RFC 2396 §3.2.2 (domainlabel), letters widened
// PEG: the first alternative would always win after one character, and the
// greedy middle would leave no final ialphanum. The same language, spelled
// so that PEG reads it: an ialphanum, then hyphens each followed in the end
// by an ialphanum.
auto const idomainlabel_def = ialphanum >> *(*x3::lit('-') >> ialphanum);

// ABNF: itoplabel = ialpha / ialpha *( ialphanum / "-" ) ialphanum
// RFC 2396 §3.2.2 (toplabel), letters widened
// PEG: as idomainlabel.
auto const itoplabel_def = ialpha >> *(*x3::lit('-') >> ialphanum);

// ABNF: ialphanum = ialpha / digit
// RFC 2396 §3.2.2 (alphanum), letters widened
auto const ialphanum_def = ialpha | digit;

// ABNF: ialpha = alpha / ucschar
// RFC 2396 §3.2.2 (alpha), widened to the UCS as IDNA's labels are
auto const ialpha_def = alpha | ucschar;

// ABNF: ipath-segments = isegment *( "/" isegment )
// draft-duerst-iri-01 §2.2
auto const ipath_segments_def = isegment >> *('/' >> isegment);

// ABNF: isegment = *ipchar *( ";" iparam )
// draft-duerst-iri-01 §2.2
auto const isegment_def = *ipchar >> *(';' >> iparam);

// ABNF: iparam = *ipchar
// draft-duerst-iri-01 §2.2
auto const iparam_def = *ipchar;

// ABNF: ipchar = iunreserved / escaped /
//                ":" / "@" / "&" / "=" / "+" / "$" / ","
// draft-duerst-iri-01 §2.2
auto const ipchar_def = escaped | iunreserved | x3::lit(':') | x3::lit('@') | x3::lit('&') | x3::lit('=') |
                        x3::lit('+') | x3::lit('$') | x3::lit(',');

// ABNF: iquery = *iric
// draft-duerst-iri-01 §2.2
auto const iquery_def = *iric;

// ABNF: ifragment = *iric
// draft-duerst-iri-01 §2.2
auto const ifragment_def = *iric;

// ABNF: iric = reserved / iunreserved / escaped
// draft-duerst-iri-01 §2.2
auto const iric_def = reserved | escaped | iunreserved;

// ABNF: iunreserved = ichar / unreserved
// draft-duerst-iri-01 §2.2
auto const iunreserved_def = ichar | unreserved;

// ABNF: ichar = ucschar / space / delims / unwise
// draft-duerst-iri-01 §2.2 (its table of UCS characters: see ucschar)
auto const ichar_def = ucschar | space | delims | unwise;

// ABNF: ucschar = %x80-D7FF / %xE000-FDCF / %xFDF0-FFFD
//               / %x10000-1FFFD / ... / %x100000-10FFFD
// draft-duerst-iri-01 §2.1: "all the characters of the UCS beyond U+0080"
auto const ucschar_def = x(0x80, 0xD7FF) | x(0xE000, 0xFDCF) | x(0xFDF0, 0xFFFD) | x(0x10000, 0x1FFFD) |
                         x(0x20000, 0x2FFFD) | x(0x30000, 0x3FFFD) | x(0x40000, 0x4FFFD) | x(0x50000, 0x5FFFD) |
                         x(0x60000, 0x6FFFD) | x(0x70000, 0x7FFFD) | x(0x80000, 0x8FFFD) | x(0x90000, 0x9FFFD) |
                         x(0xA0000, 0xAFFFD) | x(0xB0000, 0xBFFFD) | x(0xC0000, 0xCFFFD) | x(0xD0000, 0xDFFFD) |
                         x(0xE0000, 0xEFFFD) | x(0xF0000, 0xFFFFD) | x(0x100000, 0x10FFFD);

// ---- Rules the same as RFC 2396 as modified by RFC 2732 ----

// ABNF: reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" /
//                  "$" / "," / "[" / "]"
// RFC 2396 §2.2, with "[" and "]" from RFC 2732 §3
auto const reserved_def = x3::lit(';') | x3::lit('/') | x3::lit('?') | x3::lit(':') | x3::lit('@') | x3::lit('&') |
                          x3::lit('=') | x3::lit('+') | x3::lit('$') | x3::lit(',') | x3::lit('[') | x3::lit(']');

// ABNF: unreserved = alphanum / mark
// RFC 2396 §2.3
auto const unreserved_def = alphanum | mark;

// ABNF: mark = "-" / "_" / "." / "!" / "~" / "*" / "'" /
//              "(" / ")"
// RFC 2396 §2.3
auto const mark_def = x3::lit('-') | x3::lit('_') | x3::lit('.') | x3::lit('!') | x3::lit('~') | x3::lit('*') |
                      x3::lit('\'') | x3::lit('(') | x3::lit(')');

// ABNF: escaped = "%" hex hex
// RFC 2396 §2.4.1
auto const escaped_def = x3::lit('%') >> hex >> hex;

// ABNF: hex = digit / "A" / "B" / "C" / "D" / "E" / "F" /
//                     "a" / "b" / "c" / "d" / "e" / "f"
// RFC 2396 §2.4.1
auto const hex_def = digit | x('A', 'F') | x('a', 'f');

// ABNF: IPv6reference = "[" IPv6address "]"
// RFC 2732 §3
auto const IPv6reference_def = x3::lit('[') >> IPv6address >> ']';

// ABNF: IPv6address = hexpart [ ":" IPv4address ]
// RFC 2732 §3
// Not a PEG matter: "::" is all of hexpart's "::" [ hexseq ], so RFC 2732's
// own example "[::192.9.5.5]" is not an IPv6address by its grammar (see
// docs/history.md). Both readings reject it.
auto const IPv6address_def = hexpart >> -(':' >> IPv4address);

// ABNF: IPv4address = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
// RFC 2732 §3 (RFC 2396's was 1*digit)
auto const IPv4address_def = x3::repeat(1, 3)[digit] >> '.' >> x3::repeat(1, 3)[digit] >>
                             '.' >> x3::repeat(1, 3)[digit] >> '.' >> x3::repeat(1, 3)[digit];

// ABNF: hexpart = hexseq / hexseq "::" [ hexseq ] / "::" [ hexseq ]
// RFC 2732 §3
// PEG: hexseq alone, tried first, would take "1:2" of "1:2::3" and win.
// The longer alternative goes first.
auto const hexpart_def = (hexseq >> "::" >> -hexseq) | hexseq | (x3::lit("::") >> -hexseq);

// ABNF: hexseq = hex4 *( ":" hex4 )
// RFC 2732 §3
// PEG: greedy, the loop would take the "1" of "ffff:1.2.3.4" as a hex4 and
// leave IPv6address's ":" IPv4address nothing. A hex4 followed by "." is
// left to IPv4address.
auto const hexseq_def = hex4 >> *(':' >> hex4 >> !x3::lit('.'));

// ABNF: hex4 = 1*4hex
// RFC 2732 §3
auto const hex4_def = x3::repeat(1, 4)[hex];

// ABNF: port = *digit
// RFC 2396 §3.2.2
auto const port_def = *digit;

// ABNF: scheme = alpha *( alpha / digit / "+" / "-" / "." )
// RFC 2396 §3.1
auto const scheme_def = alpha >> *(alpha | digit | x3::lit('+') | x3::lit('-') | x3::lit('.'));

// ABNF: alphanum = alpha / digit
// RFC 2396 §1.6
auto const alphanum_def = alpha | digit;

// ABNF: alpha = lowalpha / upalpha
// RFC 2396 §1.6
auto const alpha_def = lowalpha | upalpha;

// ABNF: lowalpha = %x61-7A
// RFC 2396 §1.6
auto const lowalpha_def = x('a', 'z');

// ABNF: upalpha = %x41-5A
// RFC 2396 §1.6
auto const upalpha_def = x('A', 'Z');

// ABNF: digit = %x30-39
// RFC 2396 §1.6
auto const digit_def = x('0', '9');

// ABNF: space = %x20
// RFC 2396 §2.4.3
auto const space_def = x3::lit(' ');

// ABNF: delims = "<" / ">" / "#" / "%" / %x22
// RFC 2396 §2.4.3
auto const delims_def = x3::lit('<') | x3::lit('>') | x3::lit('#') | x3::lit('%') | x3::lit('"');

// ABNF: unwise = "{" / "}" / "|" / "\" / "^" / "`"
// RFC 2396 §2.4.3
auto const unwise_def = x3::lit('{') | x3::lit('}') | x3::lit('|') | x3::lit('\\') | x3::lit('^') | x3::lit('`');

IRI_GRAMMAR_DEFINE_RULES(IRI_DRAFT01_RULES)

}  // namespace iri::grammar::draft01
