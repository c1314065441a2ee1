// The grammar of draft-duerst-iri-01 (July 2002, §2.2): the IRI as first
// drafted, on top of RFC 2396 as modified by RFC 2732
// (grammar/draft01/draft-duerst-iri-01.abnf). A different language from
// RFC 3987's: space, "<", ">", DQUOTE, "{", "}", "|", "\", "^", "`", and
// even "#" and "%" are ichar; segments carry ";" parameters; an authority
// is a server or a registry name. docs/history.md shows the differences.
//
// The rules keep the draft's names ("ihier_part"); their display names are
// the .abnf file's ("ihier-part"). The production table lists them apart
// from RFC 3987's (grammar/diagnosis/productions.hpp), as several names are
// the same in both grammars ("IRI-reference", "ihost", "scheme").
#pragma once

#include "grammar/draft01/record.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::draft01 {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_DRAFT01_RULES(X) \
    X(IRI_reference,  "IRI-reference",  "draft-duerst-iri-01 §2.2", record_reference) \
    X(absoluteIRI,    "absoluteIRI",    "draft-duerst-iri-01 §2.2", record_absolute) \
    X(relativeIRI,    "relativeIRI",    "draft-duerst-iri-01 §2.2", record_relative) \
    X(ihier_part,     "ihier-part",     "draft-duerst-iri-01 §2.2", plain_rule) \
    X(iopaque_part,   "iopaque-part",   "draft-duerst-iri-01 §2.2", record_path<path_kind::rootless>) \
    X(iric_no_slash,  "iric-no-slash",  "draft-duerst-iri-01 §2.2", plain_rule) \
    X(inet_path,      "inet-path",      "draft-duerst-iri-01 §2.2", record_net_path) \
    X(iabs_path,      "iabs-path",      "draft-duerst-iri-01 §2.2", record_path<path_kind::absolute>) \
    X(irel_path,      "irel-path",      "draft-duerst-iri-01 §2.2", record_path<path_kind::noscheme>) \
    X(irel_segment,   "irel-segment",   "draft-duerst-iri-01 §2.2", plain_rule) \
    X(iauthority,     "iauthority",     "draft-duerst-iri-01 §2.2", record_authority) \
    X(ireg_name,      "ireg-name",      "draft-duerst-iri-01 §2.2", record_registry_name) \
    X(iserver,        "iserver",        "draft-duerst-iri-01 §2.2", plain_rule) \
    X(iuserinfo,      "iuserinfo",      "draft-duerst-iri-01 §2.2", speculative_rule) \
    X(ihostport,      "ihostport",      "draft-duerst-iri-01 §2.2", plain_rule) \
    X(ihost,          "ihost",          "draft-duerst-iri-01 §2.2", record_span<&components::host>) \
    X(ihostname,      "ihostname",      "draft-duerst-iri-01 §2.2, read as RFC 2396 §3.2.2", record_host_kind<host_kind::reg_name>) \
    X(idomainlabel,   "idomainlabel",   "RFC 2396 §3.2.2, widened", plain_rule) \
    X(itoplabel,      "itoplabel",      "RFC 2396 §3.2.2, widened", plain_rule) \
    X(ialphanum,      "ialphanum",      "RFC 2396 §3.2.2, widened", plain_rule) \
    X(ialpha,         "ialpha",         "RFC 2396 §3.2.2, widened", plain_rule) \
    X(ipath_segments, "ipath-segments", "draft-duerst-iri-01 §2.2", plain_rule) \
    X(isegment,       "isegment",       "draft-duerst-iri-01 §2.2", reported_as_parent_rule) \
    X(iparam,         "iparam",         "draft-duerst-iri-01 §2.2", reported_as_parent_rule) \
    X(ipchar,         "ipchar",         "draft-duerst-iri-01 §2.2", plain_rule) \
    X(iquery,         "iquery",         "draft-duerst-iri-01 §2.2", record_span<&components::query>) \
    X(ifragment,      "ifragment",      "draft-duerst-iri-01 §2.2", record_span<&components::fragment>) \
    X(iric,           "iric",           "draft-duerst-iri-01 §2.2", plain_rule) \
    X(iunreserved,    "iunreserved",    "draft-duerst-iri-01 §2.2", plain_rule) \
    X(ichar,          "ichar",          "draft-duerst-iri-01 §2.2", plain_rule) \
    X(ucschar,        "ucschar",        "draft-duerst-iri-01 §2.1", plain_rule) \
    X(reserved,       "reserved",       "RFC 2396 §2.2, RFC 2732 §3", plain_rule) \
    X(unreserved,     "unreserved",     "RFC 2396 §2.3", plain_rule) \
    X(mark,           "mark",           "RFC 2396 §2.3", plain_rule) \
    X(escaped,        "escaped",        "RFC 2396 §2.4.1", plain_rule) \
    X(hex,            "hex",            "RFC 2396 §2.4.1", plain_rule) \
    X(IPv6reference,  "IPv6reference",  "RFC 2732 §3", record_host_kind<host_kind::ipv6>) \
    X(IPv6address,    "IPv6address",    "RFC 2732 §3", plain_rule) \
    X(IPv4address,    "IPv4address",    "RFC 2732 §3", record_host_kind<host_kind::ipv4>) \
    X(hexpart,        "hexpart",        "RFC 2732 §3", plain_rule) \
    X(hexseq,         "hexseq",         "RFC 2732 §3", plain_rule) \
    X(hex4,           "hex4",           "RFC 2732 §3", plain_rule) \
    X(port,           "port",           "RFC 2396 §3.2.2", plain_rule) \
    X(scheme,         "scheme",         "RFC 2396 §3.1", record_span<&components::scheme>) \
    X(alphanum,       "alphanum",       "RFC 2396 §1.6", plain_rule) \
    X(alpha,          "alpha",          "RFC 2396 §1.6", plain_rule) \
    X(lowalpha,       "lowalpha",       "RFC 2396 §1.6", plain_rule) \
    X(upalpha,        "upalpha",        "RFC 2396 §1.6", plain_rule) \
    X(digit,          "digit",          "RFC 2396 §1.6", plain_rule) \
    X(space,          "space",          "RFC 2396 §2.4.3", plain_rule) \
    X(delims,         "delims",         "RFC 2396 §2.4.3", plain_rule) \
    X(unwise,         "unwise",         "RFC 2396 §2.4.3", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_DRAFT01_RULES)

}  // namespace iri::grammar::draft01
