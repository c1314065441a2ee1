// Literal ABNF transcriptions of the rules that PEG gets wrong, kept beside
// the shipped ones so that the deviation log (grammar/README.md) can show
// them failing. Nothing in the library parses with them.
#pragma once

#include "grammar/config.hpp"

namespace iri::grammar::literal {

// Declared here, with names of their own: an elaborated `class dec_octet_class`
// in a template argument would find grammar::dec_octet_class by lookup and
// silently make these the shipped rules.
class literal_dec_octet_class;
class literal_IPv4address_class;
class literal_ihost_class;
class literal_IPv6address_class;
class literal_ipath_class;
class literal_IRI_reference_reversed_class;

using dec_octet_type = x3::rule<literal_dec_octet_class>;
using IPv4address_type = x3::rule<literal_IPv4address_class>;
using ihost_type = x3::rule<literal_ihost_class>;
using IPv6address_type = x3::rule<literal_IPv6address_class>;
using ipath_type = x3::rule<literal_ipath_class>;
using IRI_reference_reversed_type = x3::rule<literal_IRI_reference_reversed_class>;

inline dec_octet_type const dec_octet = "dec-octet";
inline IPv4address_type const IPv4address = "IPv4address";
inline ihost_type const ihost = "ihost";
inline IPv6address_type const IPv6address = "IPv6address";
inline ipath_type const ipath = "ipath";
// IRI-reference with its alternatives swapped: irelative-ref / IRI.
inline IRI_reference_reversed_type const IRI_reference_reversed = "IRI-reference";

BOOST_SPIRIT_DECLARE(dec_octet_type, IPv4address_type, ihost_type, IPv6address_type, ipath_type,
                     IRI_reference_reversed_type)

}  // namespace iri::grammar::literal
