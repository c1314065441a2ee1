// Definitions of the character rules. Included by grammar/rfc3987/characters.cpp only.
//
// These are the literal rules, used where the grammar needs one character
// (ipchar inside a production) and as the reference the table-driven runs of
// grammar/char_classes.hpp are tested against.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/char_classes.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/define.hpp"

namespace iri::grammar::rfc3987 {

using chars::x;

// ABNF: ALPHA = %x41-5A / %x61-7A   ; A-Z / a-z
// RFC 5234 B.1
auto const ALPHA_def = x(0x41, 0x5A) | x(0x61, 0x7A);

// ABNF: DIGIT = %x30-39   ; 0-9
// RFC 5234 B.1
auto const DIGIT_def = x(0x30, 0x39);

// ABNF: HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
// RFC 5234 B.1; ABNF strings are case-insensitive, so "a"-"f" match too.
auto const HEXDIG_def = DIGIT | x('A', 'F') | x('a', 'f');

// ABNF: pct-encoded = "%" HEXDIG HEXDIG
// RFC 3986 §2.1
auto const pct_encoded_def = x3::lit('%') >> HEXDIG >> HEXDIG;

// ABNF: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
// RFC 3986 §2.3
auto const unreserved_def = ALPHA | DIGIT | x3::lit('-') | x3::lit('.') | x3::lit('_') | x3::lit('~');

// ABNF: reserved = gen-delims / sub-delims
// RFC 3986 §2.2
auto const reserved_def = gen_delims | sub_delims;

// ABNF: gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
// RFC 3986 §2.2
auto const gen_delims_def =
    x3::lit(':') | x3::lit('/') | x3::lit('?') | x3::lit('#') | x3::lit('[') | x3::lit(']') | x3::lit('@');

// ABNF: sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
//                  / "*" / "+" / "," / ";" / "="
// RFC 3986 §2.2
auto const sub_delims_def = x3::lit('!') | x3::lit('$') | x3::lit('&') | x3::lit('\'') | x3::lit('(') | x3::lit(')') |
                            x3::lit('*') | x3::lit('+') | x3::lit(',') | x3::lit(';') | x3::lit('=');

// ABNF: iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
// RFC 3987 §2.2
auto const iunreserved_def = ALPHA | DIGIT | x3::lit('-') | x3::lit('.') | x3::lit('_') | x3::lit('~') | ucschar;

// ABNF: ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//               / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//               / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//               / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//               / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//               / %xD0000-DFFFD / %xE1000-EFFFD
// RFC 3987 §2.2
auto const ucschar_def = x(0xA0, 0xD7FF) | x(0xF900, 0xFDCF) | x(0xFDF0, 0xFFEF) | x(0x10000, 0x1FFFD) |
                         x(0x20000, 0x2FFFD) | x(0x30000, 0x3FFFD) | x(0x40000, 0x4FFFD) | x(0x50000, 0x5FFFD) |
                         x(0x60000, 0x6FFFD) | x(0x70000, 0x7FFFD) | x(0x80000, 0x8FFFD) | x(0x90000, 0x9FFFD) |
                         x(0xA0000, 0xAFFFD) | x(0xB0000, 0xBFFFD) | x(0xC0000, 0xCFFFD) | x(0xD0000, 0xDFFFD) |
                         x(0xE1000, 0xEFFFD);

// ABNF: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
// RFC 3987 §2.2
auto const iprivate_def = x(0xE000, 0xF8FF) | x(0xF0000, 0xFFFFD) | x(0x100000, 0x10FFFD);

// ABNF: ipchar = iunreserved / pct-encoded / sub-delims / ":"
//              / "@"
// RFC 3987 §2.2
auto const ipchar_def = iunreserved | pct_encoded | sub_delims | x3::lit(':') | x3::lit('@');

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3987_CHARACTER_RULES)

}  // namespace iri::grammar::rfc3987
