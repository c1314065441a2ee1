// Definitions of the tag rules. Included by grammar/schemes/tag/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/tag/tag.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/tag/rules.hpp"

namespace iri::grammar::schemes::tag {

using chars::x;

// ABNF: tagURI = "tag:" taggingEntity ":" specific [ "#" ifragment ]
// RFC 4151 §2.1 (fragment in the RFC: RFC 3987 §2.2's form, tag.abnf says why)
// "tag:" is case-insensitive, as every ABNF quoted string (RFC 5234 §2.3).
auto const tagURI_def = ascii_no_case<"tag:"> >> taggingEntity >> ':' >> specific >> -('#' >> ifragment);

// ABNF: taggingEntity = authorityName "," date
// RFC 4151 §2.1
auto const taggingEntity_def = authorityName >> ',' >> date;

// ABNF: authorityName = DNSname / emailAddress
// RFC 4151 §2.1
// PEG: ordered choice would take DNSname "timothy" in
// "timothy@hpl.hp.com" and never try emailAddress: every email address
// would fail at its "@". The alternatives are swapped. The language is
// the ABNF's: an emailAddress has an "@", which no DNSname has, so at
// most one of them is followed by the "," that taggingEntity needs.
// Test: tests/grammar/schemes/tag.cpp "tag: authorityName and DNScomp".
auto const authorityName_def = emailAddress | DNSname;

// ABNF: date = year ["-" month ["-" day]]
// RFC 4151 §2.1
auto const date_def = year >> -('-' >> month >> -('-' >> day));

// ABNF: year = 4DIGIT
// RFC 4151 §2.1
auto const year_def = x3::repeat(4)[DIGIT];

// ABNF: month = 2DIGIT
// RFC 4151 §2.1
auto const month_def = x3::repeat(2)[DIGIT];

// ABNF: day = 2DIGIT
// RFC 4151 §2.1
auto const day_def = x3::repeat(2)[DIGIT];

// ABNF: DNSname = DNScomp *( "."  DNScomp ) ; see RFC 1035 [3]
// RFC 4151 §2.1
auto const DNSname_def = DNScomp >> *('.' >> DNScomp);

// ABNF: DNScomp = alphaNum [*(alphaNum /"-") alphaNum]
// RFC 4151 §2.1
// PEG: greedy, *(alphaNum /"-") would take the last alphaNum too and leave
// the final alphaNum nothing: "ab" would be DNScomp "a" and "b" left over.
// An element is taken only when another alphaNum or "-" follows it; the
// last character is then the final alphaNum's. The language is the
// ABNF's: letters, digits and "-", beginning and ending with a letter or
// digit. Test: tests/grammar/schemes/tag.cpp "tag: authorityName and DNScomp".
auto const ldh_char = x('a', 'z') | x('A', 'Z') | x('0', '9') | x3::lit('-');
auto const DNScomp_def = alphaNum >> -(*(&(ldh_char >> ldh_char) >> (alphaNum | x3::lit('-'))) >> alphaNum);

// ABNF: emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname
// RFC 4151 §2.1
auto const emailAddress_def = +(alphaNum | x3::lit('-') | x3::lit('.') | x3::lit('_')) >> '@' >> DNSname;

// ABNF: alphaNum = DIGIT / ALPHA
// RFC 4151 §2.1
auto const alphaNum_def = DIGIT | ALPHA;

// ABNF: specific = *( ipchar / "/" / "?" ) ; pchar from RFC 3986 [1], as ipchar
// RFC 4151 §2.1 (pchar in the RFC: RFC 3987 §2.2's form)
auto const specific_def = *(ipchar | x3::lit('/') | x3::lit('?'));

IRI_GRAMMAR_DEFINE_RULES(IRI_TAG_RULES)

}  // namespace iri::grammar::schemes::tag
