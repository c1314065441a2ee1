// The "file" scheme of RFC 8089 (grammar/schemes/file/file.abnf): section 2
// with the Appendix E forms written in practice (user information, DOS and
// Windows drive letters, UNC strings), as Appendix F collects them, read on
// the IRI: ihost, ipath-absolute, iuserinfo and ireg-name are RFC 3987's
// (grammar/rfc3987/), where RFC 8089 names RFC 3986's host, path-absolute,
// userinfo and reg-name (RFC 3987 §2.2); nothing of them is copied.
//
// The rules only match: parse_scheme_specific (grammar/schemes/schemes.cpp)
// reads the components off the productions named in its table, so these
// rules record nothing.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/path.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::schemes::file {

// The rules RFC 8089 takes from RFC 3986 and RFC 5234, in RFC 3987's
// reading, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::ihost;
using rfc3987::ipath_absolute;
using rfc3987::IPv4address;
using rfc3987::IPv6address;
using rfc3987::IPvFuture;
using rfc3987::ireg_name;
using rfc3987::iuserinfo;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_FILE_RULES(X) \
    X(file_URI,       "file-URI",       "RFC 8089 §2", plain_rule) \
    X(file_scheme,    "file-scheme",    "RFC 8089 §2", plain_rule) \
    X(file_hier_part, "file-hier-part", "RFC 8089 §2", plain_rule) \
    X(auth_path,      "auth-path",      "RFC 8089 §2, Appendix E.2.2, E.3.2", plain_rule) \
    X(local_path,     "local-path",     "RFC 8089 §2, Appendix E.2, E.2.2", plain_rule) \
    X(file_auth,      "file-auth",      "RFC 8089 §2, Appendix E.1", plain_rule) \
    X(unc_authority,  "unc-authority",  "RFC 8089 Appendix E.3.2", plain_rule) \
    X(file_host,      "file-host",      "RFC 8089 Appendix E.3.2", plain_rule) \
    X(inline_IP,      "inline-IP",      "RFC 8089 Appendix E.3.2", plain_rule) \
    X(file_absolute,  "file-absolute",  "RFC 8089 Appendix E.2.2", plain_rule) \
    X(drive_letter,   "drive-letter",   "RFC 8089 Appendix E.2, E.2.2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_FILE_RULES)

}  // namespace iri::grammar::schemes::file
