// What scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) knows
// about particular schemes: a short, documented registry.
#pragma once

#include <span>
#include <string_view>

namespace iri::grammar::schemes {
struct scheme_grammar;  // grammar/schemes/scheme_grammar.hpp
}  // namespace iri::grammar::schemes

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

// What the library knows of a scheme: its rules here, and its grammar
// (grammar/schemes/), either of them null. check asks both of every line,
// in one look-up.
struct known_scheme {
    scheme_rules const* rules = nullptr;
    grammar::schemes::scheme_grammar const* grammar = nullptr;
};

// For a scheme in any case; both null for a scheme the library does not
// know.
known_scheme find_known_scheme(std::string_view name) noexcept;

// All of them, for documentation and tests.
std::span<scheme_rules const> registered_schemes() noexcept;

}  // namespace iri::semantics
