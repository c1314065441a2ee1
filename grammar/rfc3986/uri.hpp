// The RFC 3986 URI grammar (§3, §4.1): the ASCII counterparts of the IRI
// rules, sharing scheme, port, the IP literals and the character rules,
// which RFC 3987's ABNF repeats from RFC 3986 and grammar/rfc3987/ holds.
// Its entry point URI-reference proves the output of IRI-to-URI mapping
// (RFC 3987 §3.1) valid.
#pragma once

#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rule.hpp"

namespace iri::grammar::rfc3986 {

// The rules RFC 3986 and RFC 3987 share, defined once (grammar/rfc3987/).
using rfc3987::ALPHA;
using rfc3987::DIGIT;
using rfc3987::HEXDIG;
using rfc3987::IP_literal;
using rfc3987::IPv4address;
using rfc3987::pct_encoded;
using rfc3987::port;
using rfc3987::scheme;
using rfc3987::sub_delims;
using rfc3987::unreserved;

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3986_URI_RULES(X) \
    X(URI,           "URI",            "RFC 3986 §3", record_absolute) \
    X(hier_part,     "hier-part",      "RFC 3986 §3", plain_rule) \
    X(URI_reference, "URI-reference",  "RFC 3986 §4.1", plain_rule) \
    X(absolute_URI,  "absolute-URI",   "RFC 3986 §4.3", record_absolute) \
    X(relative_ref,  "relative-ref",   "RFC 3986 §4.2", record_relative) \
    X(relative_part, "relative-part",  "RFC 3986 §4.2", plain_rule) \
    X(authority,     "authority",      "RFC 3986 §3.2", record_authority) \
    X(userinfo,      "userinfo",       "RFC 3986 §3.2.1", speculative_rule) \
    X(host,          "host",           "RFC 3986 §3.2.2", record_span<&components::host>) \
    X(reg_name,      "reg-name",       "RFC 3986 §3.2.2", record_host_kind<host_kind::reg_name>) \
    X(path,          "path",           "RFC 3986 §3.3", plain_rule) \
    X(path_abempty,  "path-abempty",   "RFC 3986 §3.3", record_path<path_kind::abempty>) \
    X(path_absolute, "path-absolute",  "RFC 3986 §3.3", record_path<path_kind::absolute>) \
    X(path_noscheme, "path-noscheme",  "RFC 3986 §3.3", record_path<path_kind::noscheme>) \
    X(path_rootless, "path-rootless",  "RFC 3986 §3.3", record_path<path_kind::rootless>) \
    X(path_empty,    "path-empty",     "RFC 3986 §3.3", record_path<path_kind::empty>) \
    X(segment,       "segment",        "RFC 3986 §3.3", reported_as_parent_rule) \
    X(segment_nz,    "segment-nz",     "RFC 3986 §3.3", reported_as_parent_rule) \
    X(segment_nz_nc, "segment-nz-nc",  "RFC 3986 §3.3", reported_as_parent_rule) \
    X(pchar,         "pchar",          "RFC 3986 §3.3", plain_rule) \
    X(query,         "query",          "RFC 3986 §3.4", record_span<&components::query>) \
    X(fragment,      "fragment",       "RFC 3986 §3.5", record_span<&components::fragment>)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3986_URI_RULES)

}  // namespace iri::grammar::rfc3986
