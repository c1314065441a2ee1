// What scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) knows
// about particular schemes: a short, documented registry.
#pragma once

#include <span>
#include <string_view>

namespace iri::semantics {

struct scheme_rules {
    std::string_view name;  // lowercase, as the registry spells it
    std::string_view default_port;  // decimal, no leading zeros
    bool empty_path_is_root;  // with an authority, "" and "/" name the same resource
    bool dns_host;  // a reg-name host is a DNS name (UTS #46 applies)
    std::string_view source;  // where the rules above are written down
};

// The rules for a scheme, in any case (RFC 3986 §3.1); nullptr for a
// scheme the registry does not know.
scheme_rules const* find_scheme(std::string_view name) noexcept;

// All of them, for documentation and tests.
std::span<scheme_rules const> registered_schemes() noexcept;

}  // namespace iri::semantics
