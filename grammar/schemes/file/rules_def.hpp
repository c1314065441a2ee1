// Definitions of the file rules. Included by grammar/schemes/file/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/file/file.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/char_classes.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/file/directives.hpp"
#include "grammar/schemes/file/rules.hpp"

namespace iri::grammar::schemes::file {

// ABNF: file-URI = file-scheme ":" file-hier-part
// RFC 8089 §2 (Appendix F)
auto const file_URI_def = file_scheme >> ':' >> file_hier_part;

// ABNF: file-scheme = "file"
// RFC 8089 §2
// "file" is case-insensitive, as every ABNF quoted string (RFC 5234 §2.3).
auto const file_scheme_def = ascii_no_case<"file">;

// ABNF: file-hier-part = ( "//" auth-path )
//                      / local-path
// RFC 8089 §2
// Ordered choice is harmless: no local-path begins with "//".
auto const file_hier_part_def = (ascii_literal<"//"> >> auth_path) | local_path;

// ABNF: auth-path = [ file-auth ] ipath-absolute
//                 / [ file-auth ] file-absolute
//                 / unc-authority ipath-absolute
// RFC 8089 §2, Appendix E.2.2, E.3.2 (Appendix F)
// PEG: three departures, none of the language.
// 1. Each alternative must reach the end of the input (auth-path ends a
//    file-URI, which has no query, and the fragment is cut off before the
//    grammar runs), else ordered choice commits to a prefix: the first
//    alternative reads "/c" of "/c|/x" and never tries file-absolute, and
//    file-absolute reads "/c:/" of "/c://x", whose path-absolute is
//    "/c://x".
// 2. unc-authority comes first, and [ file-auth ] is read once for the two
//    alternatives that begin with it: a path-absolute never begins with
//    "//", so only unc-authority can read an input that does, and one
//    reading of file-auth keeps the component it reports. file-absolute
//    comes before ipath-absolute, so that "/c:/x" reports its drive
//    letter (either reads it).
// 3. 2*3"/" takes three slashes when it can and never gives one back:
//    "///a" is "//" with an empty file-host, then the path "/a", but read
//    greedily it is "///" then the host "a" and no path. When the greedy
//    reading fails, unc-authority is read again on the next two characters
//    only (first_chars, grammar/schemes/file/directives.hpp).
// The lookahead before file-absolute changes nothing but the components:
// file-absolute is tried only where "/", a drive letter and the "/" that
// starts its ipath-absolute follow, so that it never fails where an empty
// file-auth ends ("file:///path", "file:///c:"), which would drop that
// file-auth from the components with what the failed rule matched
// (grammar/schemes/schemes.cpp, component_listener).
// Test: tests/grammar/schemes/file.cpp "file: auth-path as PEG reads it".
auto const drive_letter_ahead =
    x3::lit('/') >> chars::ALPHA_char >> (x3::lit(':') | x3::lit('|')) >> x3::lit('/');
auto const auth_path_def =
    (unc_authority >> ipath_absolute >> x3::eoi) | (first_chars<2>[unc_authority] >> ipath_absolute >> x3::eoi) |
    (-file_auth >> ((&drive_letter_ahead >> file_absolute >> x3::eoi) | (ipath_absolute >> x3::eoi)));

// ABNF: local-path = [ drive-letter ] ipath-absolute
//                  / file-absolute
// RFC 8089 §2, Appendix E.2, E.2.2 (Appendix F)
// PEG: as in auth-path (1.), each alternative must reach the end of the
// input, and file-absolute comes first so that "/c:/x" reports its drive
// letter. Test: tests/grammar/schemes/file.cpp "file: auth-path as PEG reads it".
auto const local_path_def = (file_absolute >> x3::eoi) | (-drive_letter >> ipath_absolute >> x3::eoi);

// ABNF: file-auth = "localhost"
//                 / [ iuserinfo "@" ] ihost
// RFC 8089 §2, Appendix E.1
// PEG: "localhost" is taken only when the authority ends there (a "/" or
// the end follows it), else ordered choice commits to the "localhost" of
// "localhost.example.com" and never tries ihost. Every "localhost" is an
// ihost too (ireg-name), so the language is the ABNF's. The userinfo_ahead
// guard changes nothing but speed, as in iauthority (grammar/rfc3987/host_def.hpp).
// Test: tests/grammar/schemes/file.cpp "file: file-auth and file-host".
auto const file_auth_def = (ascii_no_case<"localhost"> >> &(x3::lit('/') | x3::eoi)) |
                           (-(chars::userinfo_ahead >> iuserinfo >> '@') >> ihost);

// ABNF: unc-authority = 2*3"/" file-host
// RFC 8089 Appendix E.3.2
// Greed is harmless on its own: a file-host never begins with "/". Inside
// auth-path it is not (auth-path's PEG note, 3.).
auto const unc_authority_def = x3::repeat(2, 3)[x3::lit('/')] >> file_host;

// ABNF: file-host = inline-IP / IPv4address / ireg-name
// RFC 8089 Appendix E.3.2
// PEG: inline-IP and IPv4address win only when no ireg-name character
// follows them, as in ihost (grammar/rfc3987/host_def.hpp): else ordered
// choice commits to the "1.2.3.4" of "1.2.3.4.example", or the
// "%5Bv1.a%5D" of "%5Bv1.a%5Dx" (an ireg-name). The &DIGIT guard changes
// nothing but speed. Test: tests/grammar/schemes/file.cpp "file: file-auth and file-host".
auto const file_host_def = ((inline_IP | (&chars::DIGIT_char >> IPv4address)) >> !chars::ireg_name_char) | ireg_name;

// ABNF: inline-IP = "%5B" ( IPv6address / IPvFuture ) "%5D"
// RFC 8089 Appendix E.3.2
// "%5B" and "%5D" are case-insensitive (RFC 5234 §2.3), as percent-encodings are (RFC 3986 §2.1).
auto const inline_IP_def = ascii_no_case<"%5b"> >> (IPv6address | IPvFuture) >> ascii_no_case<"%5d">;

// ABNF: file-absolute = "/" drive-letter ipath-absolute
// RFC 8089 Appendix E.2.2
auto const file_absolute_def = x3::lit('/') >> drive_letter >> ipath_absolute;

// ABNF: drive-letter = ALPHA ":"
//                    / ALPHA "|"
// RFC 8089 Appendix E.2, E.2.2
auto const drive_letter_def = (ALPHA >> x3::lit(':')) | (ALPHA >> x3::lit('|'));

IRI_GRAMMAR_DEFINE_RULES(IRI_FILE_RULES)

}  // namespace iri::grammar::schemes::file
