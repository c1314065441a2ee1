// The top-level rules: RFC 3987 §2.2 (IRI, ihier-part, IRI-reference,
// absolute-IRI, irelative-ref, irelative-part, iquery, ifragment) and the
// RFC 3986 §3.1 scheme they share with URIs.
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

namespace iri::grammar {

struct IRI_class : record_absolute {};
struct absolute_IRI_class : record_absolute {};
struct irelative_ref_class : record_relative {};
struct scheme_class : record_span<&components::scheme> {};
struct iquery_class : record_span<&components::query> {};
struct ifragment_class : record_span<&components::fragment> {};

using IRI_type = x3::rule<IRI_class>;
using ihier_part_type = x3::rule<class ihier_part_class>;
using IRI_reference_type = x3::rule<class IRI_reference_class>;
using absolute_IRI_type = x3::rule<absolute_IRI_class>;
using irelative_ref_type = x3::rule<irelative_ref_class>;
using irelative_part_type = x3::rule<class irelative_part_class>;
using iquery_type = x3::rule<iquery_class>;
using ifragment_type = x3::rule<ifragment_class>;
using scheme_type = x3::rule<scheme_class>;

inline IRI_type const IRI = "IRI";
inline ihier_part_type const ihier_part = "ihier-part";
inline IRI_reference_type const IRI_reference = "IRI-reference";
inline absolute_IRI_type const absolute_IRI = "absolute-IRI";
inline irelative_ref_type const irelative_ref = "irelative-ref";
inline irelative_part_type const irelative_part = "irelative-part";
inline iquery_type const iquery = "iquery";
inline ifragment_type const ifragment = "ifragment";
inline scheme_type const scheme = "scheme";

BOOST_SPIRIT_DECLARE(IRI_type, ihier_part_type, IRI_reference_type, absolute_IRI_type,
                     irelative_ref_type, irelative_part_type, iquery_type, ifragment_type, scheme_type)

}  // namespace iri::grammar
