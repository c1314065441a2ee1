// Definitions of the URN rules. Included by grammar/schemes/urn/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/urn/urn.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/urn/directives.hpp"
#include "grammar/schemes/urn/rules.hpp"

namespace iri::grammar::schemes::urn {

using chars::x;

// ABNF: namestring = assigned-name
//                    [ rq-components ]
//                    [ "#" f-component ]
// RFC 8141 §2
auto const namestring_def = assigned_name >> -rq_components >> -('#' >> f_component);

// ABNF: assigned-name = "urn" ":" NID ":" NSS
// RFC 8141 §2
// "urn" is case-insensitive, as every ABNF quoted string (RFC 5234 §2.3).
auto const assigned_name_def = (x3::lit('u') | x3::lit('U')) >> (x3::lit('r') | x3::lit('R')) >>
                               (x3::lit('n') | x3::lit('N')) >> ':' >> NID >> ':' >> NSS;

// ABNF: NID = (alphanum) 0*30(ldh) (alphanum)
// RFC 8141 §2 (§2.1)
// PEG: greedy, 0*30(ldh) would take the last alphanum too and leave the
// final (alphanum) nothing: "ab" would fail. An ldh is taken only when
// another ldh follows it; the last character is then the final alphanum's.
// The language is the ABNF's: 2 to 32 characters, the first and last
// alphanum. Test: tests/grammar/schemes/urn.cpp "urn: NID".
// (The lookahead looks at two of ldh's characters before ldh runs, so that
// a diagnosis never sees an ldh that was given back: "urn:ab-:c" stops at
// the "-".)
auto const ldh_char = x('a', 'z') | x('A', 'Z') | x('0', '9') | x3::lit('-');
auto const NID_def = alphanum >> x3::repeat(0, 30)[&(ldh_char >> ldh_char) >> ldh] >> alphanum;

// ABNF: ldh = alphanum / "-"
// RFC 8141 §2
auto const ldh_def = alphanum | x3::lit('-');

// ABNF: NSS = ipchar *(ipchar / "/")
// RFC 8141 §2 (§2.2), pchar in the RFC: RFC 3987 §2.2's form (urn.abnf says why)
auto const NSS_def = ipchar >> *(ipchar | x3::lit('/'));

// ABNF: rq-components = [ "?+" r-component ]
//                       [ "?=" q-component ]
// RFC 8141 §2 (§2.3)
// PEG: not a matter of the language but of where the components lie. An
// r-component may hold "?=" ("?" and "=" are its characters), so the ABNF
// reads "?+a?=b" as r-component "a" and q-component "b", or as
// r-component "a?=b" alone. Greedy, r-component would always take the
// second reading and no URN with both would have a q-component. The
// r-component is read up to the first "?=" that can start a q-component
// (an ipchar follows it), as RFC 8141 §2.3.2 introduces the q-component
// with "?=". Both readings accept the same strings: whatever follows that
// "?=" is a q-component exactly when it could end the r-component.
// Test: tests/grammar/schemes/urn.cpp "urn: ?= starts the q-component".
auto const rq_components_def = -(x3::lit("?+") >> before_q_component[r_component]) >> -(x3::lit("?=") >> q_component);

// ABNF: r-component = ipchar *( ipchar / "/" / "?" )
// RFC 8141 §2 (§2.3.1), pchar in the RFC: RFC 3987 §2.2's form
auto const r_component_def = ipchar >> *(ipchar | x3::lit('/') | x3::lit('?'));

// ABNF: q-component = ipchar *( ipchar / "/" / "?" )
// RFC 8141 §2 (§2.3.2), pchar in the RFC: RFC 3987 §2.2's form
auto const q_component_def = ipchar >> *(ipchar | x3::lit('/') | x3::lit('?'));

// ABNF: f-component = ifragment
// RFC 8141 §2 (§2.3.3), fragment in the RFC: RFC 3987 §2.2's form
auto const f_component_def = ifragment;

// ABNF: alphanum = ALPHA / DIGIT
// RFC 2396 §1.6 (RFC 8141 §2 names it as RFC 3986's, which has none)
auto const alphanum_def = ALPHA | DIGIT;

IRI_GRAMMAR_DEFINE_RULES(IRI_URN_RULES)

}  // namespace iri::grammar::schemes::urn
