// The parse as a tree of productions, for people learning the grammar.
//
// `iri explain` runs a production with a tracer whose listener records
// every rule as it ran (grammar/diagnosis/trace.hpp): the same rules and the same
// instantiation that diagnose failures, so the fast path pays nothing. The
// tree shows PEG at work: alternatives tried and failed, matches later
// undone by backtracking, how far each failed attempt got.
//
// The engine behind <iri/explain.hpp>, which holds the tree's types and
// the public entry points; nodes point into the caller's text.
#pragma once

#include "grammar/diagnosis/productions.hpp"

#include <iri/explain.hpp>

#include <string_view>

namespace iri::grammar {

// Runs `rule` on `text` with a recording tracer and returns the tree.
explanation explain(std::string_view text, production const& rule, explain_limits limits = {}) noexcept;

}  // namespace iri::grammar
