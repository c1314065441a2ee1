// Definitions of the URI rules. Included by grammar/rfc3986/uri.cpp only.
//
// Each rule mirrors its IRI counterpart in grammar/rfc3987/iri_def.hpp,
// grammar/rfc3987/host_def.hpp and grammar/rfc3987/path_def.hpp, and the same PEG rewrites
// apply for the same reasons; see there and grammar/README.md.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/define.hpp"
#include "grammar/literal_when_traced.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3986/uri.hpp"

namespace iri::grammar::rfc3986 {

// ABNF: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
// RFC 3986 §3
auto const URI_def = scheme >> ':' >> hier_part >> -('?' >> query) >> -('#' >> fragment);

// ABNF: hier-part = "//" authority path-abempty
//                 / path-absolute
//                 / path-rootless
//                 / path-empty
// RFC 3986 §3
auto const hier_part_def =
    (ascii_literal<"//"> >> authority >> path_abempty) | path_absolute | path_rootless | path_empty;

// ABNF: URI-reference = URI / relative-ref
// RFC 3986 §4.1
auto const URI_reference_def = URI | relative_ref;

// ABNF: absolute-URI = scheme ":" hier-part [ "?" query ]
// RFC 3986 §4.3
auto const absolute_URI_def = scheme >> ':' >> hier_part >> -('?' >> query);

// ABNF: relative-ref = relative-part [ "?" query ] [ "#" fragment ]
// RFC 3986 §4.2
auto const relative_ref_def = relative_part >> -('?' >> query) >> -('#' >> fragment);

// ABNF: relative-part = "//" authority path-abempty
//                     / path-absolute
//                     / path-noscheme
//                     / path-empty
// RFC 3986 §4.2
auto const relative_part_def =
    (ascii_literal<"//"> >> authority >> path_abempty) | path_absolute | path_noscheme | path_empty;

// ABNF: authority = [ userinfo "@" ] host [ ":" port ]
// RFC 3986 §3.2
// PEG: as iauthority, userinfo is only tried when an "@" comes before the
// first "/", "?" or "#"; and, as iauthority's, the fast form reads
// `host [ ":" port ]` first and keeps it when no "@" comes before the next
// "/", "?" or "#" (neither holds one of the four).
auto const authority_as_written = -(chars::userinfo_ahead >> userinfo >> '@') >> host >> -(':' >> port);
auto const authority_def = literal_when_traced{
    authority_as_written,
    (host >> -(':' >> port) >> (chars::authority_end | !chars::userinfo_ahead)) | authority_as_written};

// ABNF: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
// RFC 3986 §3.2.1
// PEG: one table-driven run (grammar/char_classes.hpp) of the same elements.
auto const userinfo_def = *chars::userinfo_char;

// ABNF: host = IP-literal / IPv4address / reg-name
// RFC 3986 §3.2.2
// PEG: as ihost, IPv4address wins only when no reg-name character follows.
auto const host_def = IP_literal | (&chars::DIGIT_char >> IPv4address >> !chars::reg_name_char) | reg_name;

// ABNF: reg-name = *( unreserved / pct-encoded / sub-delims )
// RFC 3986 §3.2.2
// PEG: one table-driven run of the same elements.
auto const reg_name_def = *chars::reg_name_char;

// A character that could continue a path: pchar or "/".
inline constexpr chars::char_class<chars::unreserved | chars::sub_delim | chars::colon | chars::at | chars::slash, true,
                                   chars::beyond_ascii::nothing>
    path_char{};

// ABNF: path = path-abempty    ; begins with "/" or is empty
//            / path-absolute   ; begins with "/" but not "//"
//            / path-noscheme   ; begins with a non-colon segment
//            / path-rootless   ; begins with a segment
//            / path-empty      ; zero characters
// RFC 3986 §3.3
// PEG: as ipath, an alternative wins only if no path character follows it.
auto const path_def = (path_abempty >> !path_char) | (path_absolute >> !path_char) | (path_noscheme >> !path_char) |
                      path_rootless | path_empty;

// ABNF: path-abempty = *( "/" segment )
// RFC 3986 §3.3
auto const path_abempty_def = *('/' >> segment);

// ABNF: path-absolute = "/" [ segment-nz *( "/" segment ) ]
// RFC 3986 §3.3
auto const path_absolute_def = '/' >> -(segment_nz >> *('/' >> segment));

// ABNF: path-noscheme = segment-nz-nc *( "/" segment )
// RFC 3986 §3.3
auto const path_noscheme_def = segment_nz_nc >> *('/' >> segment);

// ABNF: path-rootless = segment-nz *( "/" segment )
// RFC 3986 §3.3
auto const path_rootless_def = segment_nz >> *('/' >> segment);

// ABNF: path-empty = 0<pchar>
// RFC 3986 §3.3
auto const path_empty_def = x3::eps;

// ABNF: segment = *pchar
// RFC 3986 §3.3
// PEG: one table-driven run of pchar.
auto const segment_def = *chars::pchar_char;

// ABNF: segment-nz = 1*pchar
// RFC 3986 §3.3
// PEG: one table-driven run of pchar.
auto const segment_nz_def = +chars::pchar_char;

// ABNF: segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
//                     ; non-zero-length segment without any colon ":"
// RFC 3986 §3.3
// PEG: one table-driven run of the same elements.
auto const segment_nz_nc_def = +chars::segment_nz_nc_char;

// ABNF: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
// RFC 3986 §3.3
auto const pchar_def = unreserved | pct_encoded | sub_delims | x3::lit(':') | x3::lit('@');

// ABNF: query = *( pchar / "/" / "?" )
// RFC 3986 §3.4
// PEG: one table-driven run of the same elements.
auto const query_def = *chars::query_char;

// ABNF: fragment = *( pchar / "/" / "?" )
// RFC 3986 §3.5
// PEG: one table-driven run of the same elements.
auto const fragment_def = *chars::query_char;

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3986_URI_RULES)

}  // namespace iri::grammar::rfc3986
