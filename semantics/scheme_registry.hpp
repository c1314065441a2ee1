// What scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) knows
// about particular schemes: the rules each scheme grammar carries
// (grammar/schemes/), and a short, documented registry of the schemes
// without one.
#pragma once

#include "grammar/schemes/scheme_facts.hpp"

#include <span>
#include <string_view>

namespace iri::grammar::schemes {
struct scheme_grammar;  // grammar/schemes/scheme_grammar.hpp
}  // namespace iri::grammar::schemes

namespace iri::semantics {

using grammar::schemes::scheme_rules;

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

// The registry's own rows, the schemes without a grammar here, for
// documentation and tests.
std::span<scheme_rules const> registered_schemes() noexcept;

}  // namespace iri::semantics
