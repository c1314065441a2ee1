// The RFC 3986 URI grammar (§3, §4.1): the ASCII counterparts of the IRI
// rules, sharing scheme, port, the IP literals and the character rules.
// Its entry point URI-reference proves the output of IRI-to-URI mapping
// (RFC 3987 §3.1) valid.
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

namespace iri::grammar {

struct URI_class : record_absolute {};
struct absolute_URI_class : record_absolute {};
struct relative_ref_class : record_relative {};
struct authority_class : record_authority {};
struct userinfo_class {
    static constexpr bool speculative = true;
};
struct host_class : record_span<&components::host> {};
struct segment_class {
    static constexpr bool reported_as_parent = true;
};
struct segment_nz_class {
    static constexpr bool reported_as_parent = true;
};
struct segment_nz_nc_class {
    static constexpr bool reported_as_parent = true;
};
struct reg_name_class : record_host_kind<host_kind::reg_name> {};
struct path_abempty_class : record_path<path_kind::abempty> {};
struct path_absolute_class : record_path<path_kind::absolute> {};
struct path_noscheme_class : record_path<path_kind::noscheme> {};
struct path_rootless_class : record_path<path_kind::rootless> {};
struct path_empty_class : record_path<path_kind::empty> {};
struct query_class : record_span<&components::query> {};
struct fragment_class : record_span<&components::fragment> {};

using URI_type = x3::rule<URI_class>;
using hier_part_type = x3::rule<class hier_part_class>;
using URI_reference_type = x3::rule<class URI_reference_class>;
using absolute_URI_type = x3::rule<absolute_URI_class>;
using relative_ref_type = x3::rule<relative_ref_class>;
using relative_part_type = x3::rule<class relative_part_class>;
using authority_type = x3::rule<authority_class>;
using userinfo_type = x3::rule<userinfo_class>;
using host_type = x3::rule<host_class>;
using reg_name_type = x3::rule<reg_name_class>;
using path_type = x3::rule<class path_class>;
using path_abempty_type = x3::rule<path_abempty_class>;
using path_absolute_type = x3::rule<path_absolute_class>;
using path_noscheme_type = x3::rule<path_noscheme_class>;
using path_rootless_type = x3::rule<path_rootless_class>;
using path_empty_type = x3::rule<path_empty_class>;
using segment_type = x3::rule<segment_class>;
using segment_nz_type = x3::rule<segment_nz_class>;
using segment_nz_nc_type = x3::rule<segment_nz_nc_class>;
using pchar_type = x3::rule<class pchar_class>;
using query_type = x3::rule<query_class>;
using fragment_type = x3::rule<fragment_class>;

inline URI_type const URI = "URI";
inline hier_part_type const hier_part = "hier-part";
inline URI_reference_type const URI_reference = "URI-reference";
inline absolute_URI_type const absolute_URI = "absolute-URI";
inline relative_ref_type const relative_ref = "relative-ref";
inline relative_part_type const relative_part = "relative-part";
inline authority_type const authority = "authority";
inline userinfo_type const userinfo = "userinfo";
inline host_type const host = "host";
inline reg_name_type const reg_name = "reg-name";
inline path_type const path = "path";
inline path_abempty_type const path_abempty = "path-abempty";
inline path_absolute_type const path_absolute = "path-absolute";
inline path_noscheme_type const path_noscheme = "path-noscheme";
inline path_rootless_type const path_rootless = "path-rootless";
inline path_empty_type const path_empty = "path-empty";
inline segment_type const segment = "segment";
inline segment_nz_type const segment_nz = "segment-nz";
inline segment_nz_nc_type const segment_nz_nc = "segment-nz-nc";
inline pchar_type const pchar = "pchar";
inline query_type const query = "query";
inline fragment_type const fragment = "fragment";

BOOST_SPIRIT_DECLARE(URI_type, hier_part_type, URI_reference_type, absolute_URI_type, relative_ref_type,
                     relative_part_type, authority_type, userinfo_type, host_type, reg_name_type,
                     path_type, path_abempty_type, path_absolute_type, path_noscheme_type,
                     path_rootless_type, path_empty_type, segment_type, segment_nz_type,
                     segment_nz_nc_type, pchar_type, query_type, fragment_type)

}  // namespace iri::grammar
