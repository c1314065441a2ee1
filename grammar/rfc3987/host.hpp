// Authority rules: RFC 3987 §2.2 (iauthority, iuserinfo, ihost, ireg-name)
// and the RFC 3986 §3.2 rules they reuse (port, IP-literal, IPvFuture,
// IPv6address, h16, ls32, IPv4address, dec-octet).
#pragma once

#include "grammar/rule.hpp"

namespace iri::grammar::rfc3987 {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3987_HOST_RULES(X) \
    X(iauthority,  "iauthority",   "RFC 3987 §2.2", record_authority) \
    X(iuserinfo,   "iuserinfo",    "RFC 3987 §2.2", speculative_rule) \
    X(ihost,       "ihost",        "RFC 3987 §2.2", record_span<&components::host>) \
    X(ireg_name,   "ireg-name",    "RFC 3987 §2.2", record_host_kind<host_kind::reg_name>) \
    X(port,        "port",         "RFC 3986 §3.2.3", plain_rule) \
    X(IP_literal,  "IP-literal",   "RFC 3986 §3.2.2", plain_rule) \
    X(IPvFuture,   "IPvFuture",    "RFC 3986 §3.2.2", record_host_kind<host_kind::ipvfuture>) \
    X(IPv6address, "IPv6address",  "RFC 3986 §3.2.2", record_host_kind<host_kind::ipv6>) \
    X(h16,         "h16",          "RFC 3986 §3.2.2", plain_rule) \
    X(ls32,        "ls32",         "RFC 3986 §3.2.2", plain_rule) \
    X(IPv4address, "IPv4address",  "RFC 3986 §3.2.2", record_host_kind<host_kind::ipv4>) \
    X(dec_octet,   "dec-octet",    "RFC 3986 §3.2.2", plain_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_HOST_RULES)

}  // namespace iri::grammar::rfc3987
