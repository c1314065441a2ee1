// Definitions of the authority rules. Included by grammar/rfc3987/host.cpp only.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/char_classes.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/define.hpp"
#include "grammar/literal_when_traced.hpp"
#include "grammar/rfc3987/host.hpp"

namespace iri::grammar::rfc3987 {

using chars::x;

// ABNF: iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
// RFC 3987 §2.2
// PEG: the userinfo_ahead guard changes nothing but speed: iuserinfo holds
// no "/", "?", "#" or "@", so `iuserinfo "@"` can only match when an "@"
// comes before the first of the others. Without it, every host would be
// read twice, once as a would-be userinfo.
// PEG: when not traced (grammar/literal_when_traced.hpp), `ihost [ ":" port ]`
// is read first, which changes nothing but speed: neither holds an "@",
// "/", "?" or "#", so an "@" comes before the first "/", "?" or "#" after
// them exactly when it does from the start, which is what the guard asks.
// When none does (at the end, or before "/", "?" or "#", the common case,
// no search is needed) the rule as written also reads no userinfo, then
// the same ihost and port; when one does, the rule as written runs. Most
// authorities are read once, without the guard's search. Test:
// tests/grammar/rfc3987/host.cpp "iauthority: the fast form".
auto const iauthority_as_written = -(chars::userinfo_ahead >> iuserinfo >> '@') >> ihost >> -(':' >> port);
auto const iauthority_def = literal_when_traced{
    iauthority_as_written,
    (ihost >> -(':' >> port) >> (chars::authority_end | !chars::userinfo_ahead)) | iauthority_as_written};

// ABNF: iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
// RFC 3987 §2.2
// PEG: one table-driven run (grammar/char_classes.hpp) of the same elements.
auto const iuserinfo_def = *chars::iuserinfo_char;

// ABNF: ihost = IP-literal / IPv4address / ireg-name
// RFC 3987 §2.2
// PEG: IPv4address wins only when no ireg-name character follows it, else
// ordered choice commits to the prefix "1.2.3.4" of "1.2.3.4.example" and
// never tries ireg-name. Test: tests/grammar/rfc3987/deviations.cpp "ihost".
// (The &DIGIT guard changes nothing but speed: an IPv4address starts with
// one, and most hosts do not.)
auto const ihost_def = IP_literal | (&chars::DIGIT_char >> IPv4address >> !chars::ireg_name_char) | ireg_name;

// ABNF: ireg-name = *( iunreserved / pct-encoded / sub-delims )
// RFC 3987 §2.2
// PEG: one table-driven run (grammar/char_classes.hpp) of the same elements.
auto const ireg_name_def = *chars::ireg_name_char;

// ABNF: port = *DIGIT
// RFC 3986 §3.2.3
// PEG: one table-driven run of DIGIT.
auto const port_def = *chars::DIGIT_char;

// ABNF: IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
// RFC 3986 §3.2.2
auto const IP_literal_def = '[' >> (IPv6address | IPvFuture) >> ']';

// ABNF: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
// RFC 3986 §3.2.2; "v" is case-insensitive like every ABNF string.
auto const IPvFuture_def = (x3::lit('v') | x3::lit('V')) >> +HEXDIG >> '.' >> +(unreserved | sub_delims | ':');

// ABNF: IPv6address =                            6( h16 ":" ) ls32
//                   /                       "::" 5( h16 ":" ) ls32
//                   / [               h16 ] "::" 4( h16 ":" ) ls32
//                   / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//                   / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//                   / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//                   / [ *4( h16 ":" ) h16 ] "::"              ls32
//                   / [ *5( h16 ":" ) h16 ] "::"              h16
//                   / [ *6( h16 ":" ) h16 ] "::"
// RFC 3986 §3.2.2
// PEG: in the prefixes before "::", a greedy *N( h16 ":" ) also eats the
// first colon of "::" ("1::" fails), so each repetition only takes an
// h16 ":" not followed by another ":". Test: tests/grammar/rfc3987/deviations.cpp
// "IPv6address".
auto const h16_colon = h16 >> ':' >> !x3::lit(':');
auto const IPv6address_def = x3::repeat(6)[h16 >> ':'] >> ls32 | x3::lit("::") >> x3::repeat(5)[h16 >> ':'] >> ls32 |
                             -(h16) >> "::" >> x3::repeat(4)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 1)[h16_colon] >> h16) >> "::" >> x3::repeat(3)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 2)[h16_colon] >> h16) >> "::" >> x3::repeat(2)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 3)[h16_colon] >> h16) >> "::" >> h16 >> ':' >> ls32 |
                             -(x3::repeat(0, 4)[h16_colon] >> h16) >> "::" >> ls32 |
                             -(x3::repeat(0, 5)[h16_colon] >> h16) >> "::" >> h16 |
                             -(x3::repeat(0, 6)[h16_colon] >> h16) >> "::";

// ABNF: h16 = 1*4HEXDIG
// RFC 3986 §3.2.2
auto const h16_def = x3::repeat(1, 4)[HEXDIG];

// ABNF: ls32 = ( h16 ":" h16 ) / IPv4address
// RFC 3986 §3.2.2
auto const ls32_def = (h16 >> ':' >> h16) | IPv4address;

// ABNF: IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
// RFC 3986 §3.2.2
auto const IPv4address_def = dec_octet >> '.' >> dec_octet >> '.' >> dec_octet >> '.' >> dec_octet;

// ABNF: dec-octet = DIGIT                 ; 0-9
//                 / %x31-39 DIGIT         ; 10-99
//                 / "1" 2DIGIT            ; 100-199
//                 / "2" %x30-34 DIGIT     ; 200-249
//                 / "25" %x30-35          ; 250-255
// RFC 3986 §3.2.2
// PEG: longest alternative first. In the ABNF's order, ordered choice takes
// DIGIT on "25" and leaves "5", so "1.2.3.25" fails. Test:
// tests/grammar/rfc3987/deviations.cpp "dec-octet".
auto const dec_octet_def = (x3::lit("25") >> x(0x30, 0x35)) | (x3::lit('2') >> x(0x30, 0x34) >> DIGIT) |
                           (x3::lit('1') >> DIGIT >> DIGIT) | (x(0x31, 0x39) >> DIGIT) | DIGIT;

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3987_HOST_RULES)

}  // namespace iri::grammar::rfc3987
