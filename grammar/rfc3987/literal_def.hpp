// Definitions of the literal transcriptions. Included by grammar/rfc3987/literal.cpp only.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/char_classes.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/define.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/literal.hpp"
#include "grammar/rfc3987/path.hpp"

namespace iri::grammar::rfc3987::literal {

using chars::x;

// ABNF: dec-octet, alternatives in the RFC's order.
// Fails on "25": DIGIT matches "2" and ordered choice never looks further.
auto const dec_octet_def = DIGIT | (x(0x31, 0x39) >> DIGIT) | (x3::lit('1') >> DIGIT >> DIGIT) |
                           (x3::lit('2') >> x(0x30, 0x34) >> DIGIT) | (x3::lit("25") >> x(0x30, 0x35));

// ABNF: IPv4address over the literal dec-octet.
auto const IPv4address_def = dec_octet >> '.' >> dec_octet >> '.' >> dec_octet >> '.' >> dec_octet;

// ABNF: ihost = IP-literal / IPv4address / ireg-name, as written.
// Fails on "1.2.3.4.example": IPv4address takes "1.2.3.4" and wins.
auto const ihost_def = IP_literal | rfc3987::IPv4address | ireg_name;

// ABNF: IPv6address, as written. Fails on "1::": *N( h16 ":" ) takes "1:"
// and leaves ":" where "::" is required.
auto const IPv6address_def = x3::repeat(6)[h16 >> ':'] >> ls32 | x3::lit("::") >> x3::repeat(5)[h16 >> ':'] >> ls32 |
                             -(h16) >> "::" >> x3::repeat(4)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 1)[h16 >> ':'] >> h16) >> "::" >> x3::repeat(3)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 2)[h16 >> ':'] >> h16) >> "::" >> x3::repeat(2)[h16 >> ':'] >> ls32 |
                             -(x3::repeat(0, 3)[h16 >> ':'] >> h16) >> "::" >> h16 >> ':' >> ls32 |
                             -(x3::repeat(0, 4)[h16 >> ':'] >> h16) >> "::" >> ls32 |
                             -(x3::repeat(0, 5)[h16 >> ':'] >> h16) >> "::" >> h16 |
                             -(x3::repeat(0, 6)[h16 >> ':'] >> h16) >> "::";

// ABNF: ipath, as written. Fails on "a/b": ipath-abempty matches the empty
// string first.
auto const ipath_def = ipath_abempty | ipath_absolute | ipath_noscheme | ipath_rootless | ipath_empty;

// IRI-reference with the alternatives swapped. Fails on "a:b": ipath-noscheme
// takes "a", irelative-ref succeeds on that prefix, and IRI is never tried.
auto const IRI_reference_reversed_def = irelative_ref | IRI;

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3987_LITERAL_RULES)

}  // namespace iri::grammar::rfc3987::literal
