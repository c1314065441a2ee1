// Character rules: RFC 3987 §2.2 (iunreserved, ucschar, iprivate, ipchar),
// the RFC 3986 §2 rules they reuse, and the RFC 5234 core rules.
#pragma once

#include "grammar/config.hpp"

namespace iri::grammar {

using ALPHA_type = x3::rule<class ALPHA_class>;
using DIGIT_type = x3::rule<class DIGIT_class>;
using HEXDIG_type = x3::rule<class HEXDIG_class>;
using pct_encoded_type = x3::rule<class pct_encoded_class>;
using unreserved_type = x3::rule<class unreserved_class>;
using reserved_type = x3::rule<class reserved_class>;
using gen_delims_type = x3::rule<class gen_delims_class>;
using sub_delims_type = x3::rule<class sub_delims_class>;
using iunreserved_type = x3::rule<class iunreserved_class>;
using ucschar_type = x3::rule<class ucschar_class>;
using iprivate_type = x3::rule<class iprivate_class>;
using ipchar_type = x3::rule<class ipchar_class>;

inline ALPHA_type const ALPHA = "ALPHA";
inline DIGIT_type const DIGIT = "DIGIT";
inline HEXDIG_type const HEXDIG = "HEXDIG";
inline pct_encoded_type const pct_encoded = "pct-encoded";
inline unreserved_type const unreserved = "unreserved";
inline reserved_type const reserved = "reserved";
inline gen_delims_type const gen_delims = "gen-delims";
inline sub_delims_type const sub_delims = "sub-delims";
inline iunreserved_type const iunreserved = "iunreserved";
inline ucschar_type const ucschar = "ucschar";
inline iprivate_type const iprivate = "iprivate";
inline ipchar_type const ipchar = "ipchar";

BOOST_SPIRIT_DECLARE(ALPHA_type, DIGIT_type, HEXDIG_type, pct_encoded_type, unreserved_type,
                     reserved_type, gen_delims_type, sub_delims_type, iunreserved_type,
                     ucschar_type, iprivate_type, ipchar_type)

}  // namespace iri::grammar
