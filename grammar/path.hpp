// Path rules: RFC 3987 §2.2 (ipath and its five forms, isegment and its
// restricted forms).
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

namespace iri::grammar {

struct ipath_abempty_class : record_path<path_kind::abempty> {};
struct ipath_absolute_class : record_path<path_kind::absolute> {};
struct ipath_noscheme_class : record_path<path_kind::noscheme> {};
struct ipath_rootless_class : record_path<path_kind::rootless> {};
struct ipath_empty_class : record_path<path_kind::empty> {};

// A segment that stops at a bad character is reported as the path around it,
// as the RFC's prose speaks of paths (grammar/trace.hpp).
struct isegment_class {
    static constexpr bool reported_as_parent = true;
};
struct isegment_nz_class {
    static constexpr bool reported_as_parent = true;
};
struct isegment_nz_nc_class {
    static constexpr bool reported_as_parent = true;
};

using ipath_type = x3::rule<class ipath_class>;
using ipath_abempty_type = x3::rule<ipath_abempty_class>;
using ipath_absolute_type = x3::rule<ipath_absolute_class>;
using ipath_noscheme_type = x3::rule<ipath_noscheme_class>;
using ipath_rootless_type = x3::rule<ipath_rootless_class>;
using ipath_empty_type = x3::rule<ipath_empty_class>;
using isegment_type = x3::rule<isegment_class>;
using isegment_nz_type = x3::rule<isegment_nz_class>;
using isegment_nz_nc_type = x3::rule<isegment_nz_nc_class>;

inline ipath_type const ipath = "ipath";
inline ipath_abempty_type const ipath_abempty = "ipath-abempty";
inline ipath_absolute_type const ipath_absolute = "ipath-absolute";
inline ipath_noscheme_type const ipath_noscheme = "ipath-noscheme";
inline ipath_rootless_type const ipath_rootless = "ipath-rootless";
inline ipath_empty_type const ipath_empty = "ipath-empty";
inline isegment_type const isegment = "isegment";
inline isegment_nz_type const isegment_nz = "isegment-nz";
inline isegment_nz_nc_type const isegment_nz_nc = "isegment-nz-nc";

BOOST_SPIRIT_DECLARE(ipath_type, ipath_abempty_type, ipath_absolute_type, ipath_noscheme_type,
                     ipath_rootless_type, ipath_empty_type, isegment_type, isegment_nz_type,
                     isegment_nz_nc_type)

}  // namespace iri::grammar
