// Path rules: RFC 3987 §2.2 (ipath and its five forms, isegment and its
// restricted forms).
#pragma once

#include "grammar/rule.hpp"

namespace iri::grammar::rfc3987 {

// name, ABNF name, section, what the rule does besides matching (grammar/rule.hpp)
// clang-format off
#define IRI_RFC3987_PATH_RULES(X) \
    X(ipath,          "ipath",           "RFC 3987 §2.2", plain_rule) \
    X(ipath_abempty,  "ipath-abempty",   "RFC 3987 §2.2", record_path<path_kind::abempty>) \
    X(ipath_absolute, "ipath-absolute",  "RFC 3987 §2.2", record_path<path_kind::absolute>) \
    X(ipath_noscheme, "ipath-noscheme",  "RFC 3987 §2.2", record_path<path_kind::noscheme>) \
    X(ipath_rootless, "ipath-rootless",  "RFC 3987 §2.2", record_path<path_kind::rootless>) \
    X(ipath_empty,    "ipath-empty",     "RFC 3987 §2.2", record_path<path_kind::empty>) \
    X(isegment,       "isegment",        "RFC 3987 §2.2", reported_as_parent_rule) \
    X(isegment_nz,    "isegment-nz",     "RFC 3987 §2.2", reported_as_parent_rule) \
    X(isegment_nz_nc, "isegment-nz-nc",  "RFC 3987 §2.2", reported_as_parent_rule)
// clang-format on

IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_PATH_RULES)

}  // namespace iri::grammar::rfc3987
