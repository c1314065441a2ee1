// Definitions of the path rules. Included by grammar/rfc3987/path.cpp only.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/literal_when_traced.hpp"
#include "grammar/rfc3987/path.hpp"

namespace iri::grammar::rfc3987 {

// A character that could continue a path: ipchar or "/".
inline constexpr chars::char_class<chars::unreserved | chars::sub_delim | chars::colon | chars::at | chars::slash, true,
                                   chars::beyond_ascii::ucschar>
    ipath_char{};

// ABNF: ipath = ipath-abempty   ; begins with "/" or is empty
//             / ipath-absolute  ; begins with "/" but not "//"
//             / ipath-noscheme  ; begins with a non-colon segment
//             / ipath-rootless  ; begins with a segment
//             / ipath-empty     ; zero characters
// RFC 3987 §2.2
// PEG: ipath-abempty matches the empty prefix of every path, and
// ipath-noscheme the "a" of "a:b"; ordered choice would commit to either and
// fail. An alternative here wins only if no path character follows it, which
// is the ABNF's first-match-wins over the whole path. Test:
// tests/grammar/rfc3987/deviations.cpp "ipath".
auto const ipath_def = (ipath_abempty >> !ipath_char) | (ipath_absolute >> !ipath_char) |
                       (ipath_noscheme >> !ipath_char) | ipath_rootless | ipath_empty;

// ABNF: ipath-abempty = *( "/" isegment )
// RFC 3987 §2.2
// PEG: *( "/" isegment ) is the language of "/" *( ipchar / "/" ), or
// nothing. Parsed as that, one table-driven run over the whole path rather
// than one per segment (a path of many short segments, a file path, is
// most of a line's cost), except when traced (grammar/literal_when_traced.hpp),
// where each isegment shows. Test: tests/grammar/rfc3987/path.cpp "the
// segments of a path: one run when fast and isegments when traced".
auto const slash_segments = literal_when_traced{*('/' >> isegment), -('/' >> *ipath_char)};
auto const ipath_abempty_def = slash_segments;

// ABNF: ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
// RFC 3987 §2.2
// PEG: *( "/" isegment ) as in ipath-abempty.
auto const ipath_absolute_def = '/' >> -(isegment_nz >> slash_segments);

// ABNF: ipath-noscheme = isegment-nz-nc *( "/" isegment )
// RFC 3987 §2.2
// PEG: *( "/" isegment ) as in ipath-abempty.
auto const ipath_noscheme_def = isegment_nz_nc >> slash_segments;

// ABNF: ipath-rootless = isegment-nz *( "/" isegment )
// RFC 3987 §2.2
// PEG: *( "/" isegment ) as in ipath-abempty.
auto const ipath_rootless_def = isegment_nz >> slash_segments;

// ABNF: ipath-empty = 0<ipchar>
// RFC 3987 §2.2
auto const ipath_empty_def = x3::eps;

// ABNF: isegment = *ipchar
// RFC 3987 §2.2
// PEG: one table-driven run (grammar/char_classes.hpp) of ipchar.
auto const isegment_def = *chars::ipchar_char;

// ABNF: isegment-nz = 1*ipchar
// RFC 3987 §2.2
// PEG: one table-driven run of ipchar.
auto const isegment_nz_def = +chars::ipchar_char;

// ABNF: isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
//                      / "@" )
//                      ; non-zero-length segment without any colon ":"
// RFC 3987 §2.2
// PEG: one table-driven run of the same elements.
auto const isegment_nz_nc_def = +chars::isegment_nz_nc_char;

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3987_PATH_RULES)

}  // namespace iri::grammar::rfc3987
