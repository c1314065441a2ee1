// Definitions of the top-level rules. Included by grammar/rfc3987/iri.cpp only.
//
// Entry points are anchored at the end of the input by their caller
// (grammar/parse.cpp): a rule matching a prefix is not a match.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/path.hpp"

namespace iri::grammar::rfc3987 {

// ABNF: IRI = scheme ":" ihier-part [ "?" iquery ]
//             [ "#" ifragment ]
// RFC 3987 §2.2
auto const IRI_def = scheme >> ':' >> ihier_part >> -('?' >> iquery) >> -('#' >> ifragment);

// ABNF: ihier-part = "//" iauthority ipath-abempty
//                  / ipath-absolute
//                  / ipath-rootless
//                  / ipath-empty
// RFC 3987 §2.2
auto const ihier_part_def =
    (ascii_literal<"//"> >> iauthority >> ipath_abempty) | ipath_absolute | ipath_rootless | ipath_empty;

// ABNF: IRI-reference = IRI / irelative-ref
// RFC 3987 §2.2
// Ordered choice is safe here: irelative-ref cannot match an input that
// starts with scheme ":", since ipath-noscheme forbids a colon in the first
// segment. Test: tests/grammar/rfc3987/deviations.cpp "IRI-reference".
auto const IRI_reference_def = IRI | irelative_ref;

// ABNF: absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
// RFC 3987 §2.2
auto const absolute_IRI_def = scheme >> ':' >> ihier_part >> -('?' >> iquery);

// ABNF: irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
// RFC 3987 §2.2
auto const irelative_ref_def = irelative_part >> -('?' >> iquery) >> -('#' >> ifragment);

// ABNF: irelative-part = "//" iauthority ipath-abempty
//                      / ipath-absolute
//                      / ipath-noscheme
//                      / ipath-empty
// RFC 3987 §2.2
auto const irelative_part_def =
    (ascii_literal<"//"> >> iauthority >> ipath_abempty) | ipath_absolute | ipath_noscheme | ipath_empty;

// ABNF: iquery = *( ipchar / iprivate / "/" / "?" )
// RFC 3987 §2.2
// PEG: one table-driven run (grammar/char_classes.hpp) of the same elements.
auto const iquery_def = *chars::iquery_char;

// ABNF: ifragment = *( ipchar / "/" / "?" )
// RFC 3987 §2.2
// PEG: one table-driven run of the same elements.
auto const ifragment_def = *chars::ifragment_char;

// ABNF: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
// RFC 3986 §3.1
// PEG: ALPHA, then one table-driven run of the tail's elements.
auto const scheme_def = chars::ALPHA_char >> *chars::scheme_tail_char;

IRI_GRAMMAR_DEFINE_RULES(IRI_RFC3987_IRI_RULES)

}  // namespace iri::grammar::rfc3987
