// The grammar as data: every production by its ABNF name, with a matcher that
// runs the real rule, anchored at both ends. Tests use it to check the
// one-to-one promise (every ABNF production has a rule and no rule is
// invented) and to drive per-production tables; `iri explain --rule` runs a
// single rule with a tracer to show how it behaves.
#pragma once

#include <iri/parse.hpp>

#include <span>
#include <string_view>

namespace iri::grammar {

class tracer;  // grammar/diagnosis/trace.hpp

struct production {
    std::string_view name;  // exact ABNF spelling: "ipath-noscheme"
    std::string_view section;  // "RFC 3987 §2.2", "RFC 3986 §3.2.2", "RFC 5234 B.1"
    // True when the whole of `text` matches this production alone.
    bool (*matches)(std::string_view text) noexcept;
    // What a plain, unanchored x3::parse of the rule does: the length of the
    // prefix it matched, or -1. Shows why entry points must be anchored.
    long (*matches_prefix)(std::string_view text) noexcept;
    // matches_prefix with `t` in the context: the rule reports every rule it
    // runs to `t` (and on to its listener). It runs the instantiation every
    // rule already has for diagnosis (grammar/define.hpp): no new one.
    long (*traced_prefix)(std::string_view text, tracer& t) noexcept;
};

// Every rule of grammar/rfc3987/rfc3987.abnf and grammar/rfc3986/rfc3986-uri.abnf,
// in the order those files write them.
std::span<production const> productions() noexcept;

// The literal ABNF transcriptions kept for the deviation log (grammar/README.md):
// same names as the shipped rules they shadow, but PEG-naive.
std::span<production const> literal_productions() noexcept;

// Every rule of the family `g` (grammar/families.hpp), in the order its
// .abnf files write them: productions() for rfc3987. A table per family,
// as names such as "IRI-reference" and "ihost" are in several grammars.
std::span<production const> productions(grammar_name g) noexcept;

// nullptr when no production has that name.
production const* find_production(std::string_view name) noexcept;
production const* find_production(std::string_view name, grammar_name g) noexcept;
// The production an entry point runs.
production const& entry_production(iri::entry e) noexcept;
production const* find_literal_production(std::string_view name) noexcept;

}  // namespace iri::grammar
