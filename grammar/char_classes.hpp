// The character classes of the grammar, each named after the production
// whose elements it matches. `*chars::ipchar_char` reads as the ABNF's
// `*ipchar`: one element is an allowed ASCII byte, a "%" HEXDIG HEXDIG
// triplet where the production admits pct-encoded, or a UTF-8 character in
// ucschar (and iprivate where allowed). How a class runs fast is one step
// further: grammar/char_run.hpp, then unicode/ascii_scan.hpp.
#pragma once

#include "grammar/char_run.hpp"

namespace iri::grammar::chars {

// RFC 3987 §2.2 (IRI) and RFC 3986 §3 (URI, ASCII only).
inline constexpr char_class<alpha, false, beyond_ascii::nothing> ALPHA_char{};
inline constexpr char_class<digit, false, beyond_ascii::nothing> DIGIT_char{};
inline constexpr char_class<hexdig, false, beyond_ascii::nothing> HEXDIG_char{};
inline constexpr char_class<alpha | digit | scheme_mark, false, beyond_ascii::nothing> scheme_tail_char{};

// iunreserved / pct-encoded / sub-delims
inline constexpr char_class<unreserved | sub_delim, true, beyond_ascii::ucschar> ireg_name_char{};
// iunreserved / pct-encoded / sub-delims / ":"
inline constexpr char_class<unreserved | sub_delim | colon, true, beyond_ascii::ucschar> iuserinfo_char{};
// ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"
inline constexpr char_class<unreserved | sub_delim | colon | at, true, beyond_ascii::ucschar> ipchar_char{};
// iunreserved / pct-encoded / sub-delims / "@"  (isegment-nz-nc)
inline constexpr char_class<unreserved | sub_delim | at, true, beyond_ascii::ucschar> isegment_nz_nc_char{};
// ipchar / iprivate / "/" / "?"  (iquery)
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true,
                            beyond_ascii::ucschar_or_iprivate>
    iquery_char{};
// ipchar / "/" / "?"  (ifragment)
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true, beyond_ascii::ucschar>
    ifragment_char{};

// RFC 3986 counterparts: unreserved in place of iunreserved, no ucschar.
inline constexpr char_class<unreserved | sub_delim, true, beyond_ascii::nothing> reg_name_char{};
inline constexpr char_class<unreserved | sub_delim | colon, true, beyond_ascii::nothing> userinfo_char{};
inline constexpr char_class<unreserved | sub_delim | colon | at, true, beyond_ascii::nothing> pchar_char{};
inline constexpr char_class<unreserved | sub_delim | at, true, beyond_ascii::nothing> segment_nz_nc_char{};
inline constexpr char_class<unreserved | sub_delim | colon | at | slash | question, true, beyond_ascii::nothing>
    query_char{};

// Succeeds, consuming nothing, when an "@" comes before the first "/", "?"
// or "#" (or the end): iauthority's guard (grammar/rfc3987/host_def.hpp).
inline constexpr userinfo_ahead_parser userinfo_ahead{};

// Succeeds, consuming nothing, at the end or before "/", "?" or "#": where
// iauthority's fast form may stop (grammar/rfc3987/host_def.hpp).
inline constexpr authority_end_parser authority_end{};

// %xLO-HI: one code point in the range, as the ABNF's terminals are code
// points (RFC 3987 §2.2).
constexpr code_point_range x(char32_t lo, char32_t hi) { return {lo, hi}; }

}  // namespace iri::grammar::chars
