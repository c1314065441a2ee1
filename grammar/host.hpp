// Authority rules: RFC 3987 §2.2 (iauthority, iuserinfo, ihost, ireg-name)
// and the RFC 3986 §3.2 rules they reuse (port, IP-literal, IPvFuture,
// IPv6address, h16, ls32, IPv4address, dec-octet).
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

namespace iri::grammar {

struct iauthority_class : record_authority {};
// Only the "@" after it decides that a run is an iuserinfo (grammar/trace.hpp).
struct iuserinfo_class {
    static constexpr bool speculative = true;
};
struct ihost_class : record_span<&components::host> {};
struct ireg_name_class : record_host_kind<host_kind::reg_name> {};
struct IPvFuture_class : record_host_kind<host_kind::ipvfuture> {};
struct IPv6address_class : record_host_kind<host_kind::ipv6> {};
struct IPv4address_class : record_host_kind<host_kind::ipv4> {};

using iauthority_type = x3::rule<iauthority_class>;
using iuserinfo_type = x3::rule<iuserinfo_class>;
using ihost_type = x3::rule<ihost_class>;
using ireg_name_type = x3::rule<ireg_name_class>;
using port_type = x3::rule<class port_class>;
using IP_literal_type = x3::rule<class IP_literal_class>;
using IPvFuture_type = x3::rule<IPvFuture_class>;
using IPv6address_type = x3::rule<IPv6address_class>;
using h16_type = x3::rule<class h16_class>;
using ls32_type = x3::rule<class ls32_class>;
using IPv4address_type = x3::rule<IPv4address_class>;
using dec_octet_type = x3::rule<class dec_octet_class>;

inline iauthority_type const iauthority = "iauthority";
inline iuserinfo_type const iuserinfo = "iuserinfo";
inline ihost_type const ihost = "ihost";
inline ireg_name_type const ireg_name = "ireg-name";
inline port_type const port = "port";
inline IP_literal_type const IP_literal = "IP-literal";
inline IPvFuture_type const IPvFuture = "IPvFuture";
inline IPv6address_type const IPv6address = "IPv6address";
inline h16_type const h16 = "h16";
inline ls32_type const ls32 = "ls32";
inline IPv4address_type const IPv4address = "IPv4address";
inline dec_octet_type const dec_octet = "dec-octet";

BOOST_SPIRIT_DECLARE(iauthority_type, iuserinfo_type, ihost_type, ireg_name_type, port_type,
                     IP_literal_type, IPvFuture_type, IPv6address_type, h16_type, ls32_type,
                     IPv4address_type, dec_octet_type)

}  // namespace iri::grammar
