// The project's grammar families, each described once: the name `iri
// --grammar` takes, the X3 rules parse() runs, the .abnf files the ABNF
// engine reads, and the entry points. The tool, the site, the playground,
// the ABNF engine's built-in grammars and the tests read this table instead
// of keeping lists of their own, so that a grammar is added in one place.
//
// Every function here is noexcept and allocates nothing: the table is
// static data.
#pragma once

#include <iri/parse.hpp>

#include <optional>
#include <span>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// A production parse() can start at, anchored at the end of the input.
struct entry_point {
    std::string_view rule;  // its ABNF name: "absolute-IRI", or the 2002 draft's "absoluteIRI"
    entry start;
};

// One grammar: the tool's `--grammar NAME`, and what the name stands for.
struct grammar_description {
    std::string_view name;  // "rfc3987", "rfc3986", "draft-01"
    // The X3 rules that parse() runs for its entries and in which
    // find_production() and explain_rule() look names up. RFC 3986's
    // URI-reference is one of the rfc3987 family's rules (grammar/rfc3986/):
    // the output of RFC 3987 §3.1's mapping to a URI must match it.
    grammar_name family;
    std::string_view summary;  // one line: "RFC 3987 §2.2 IRI-reference"
    // The .abnf files that define it, relative to the source tree, in the
    // order the ABNF engine reads them (a file first, the files using its
    // rules after it).
    std::span<std::string_view const> abnf_files;
    std::span<entry_point const> entries;  // the first is the default
    // Whether RFC 3987 §4.1's ban on the bidi formatting characters applies
    // to the IRI rules of its files (abnf::has_bidi_restriction). Not for
    // the 2002 draft: its own ban (its §4.1) is about components it had not
    // yet defined, so its grammar is taken as it stands.
    bool bidi_restriction;
};

// rfc3987, rfc3986, draft-01, in this order; the first is the default (what
// parse() reads when given no entry point).
std::span<grammar_description const> grammars() noexcept;

// The grammar called `name` (exactly as grammars() spells it), or nullptr.
grammar_description const* find_grammar(std::string_view name) noexcept;

// The grammar whose entry points include `e` (each is in exactly one).
grammar_description const& grammar_of_entry(entry e) noexcept;

// The entry point of `g` whose rule is `rule`, if any.
std::optional<entry> find_entry(grammar_description const& g, std::string_view rule) noexcept;

// The entry point called `rule` among those of every grammar of `family`:
// "URI-reference" in the rfc3987 family is rfc3986's. Unambiguous, as the
// names are unique within a family; across families they are not (the
// 2002 draft's "IRI-reference").
std::optional<entry> find_entry(grammar_name family, std::string_view rule) noexcept;

}  // namespace iri

#pragma GCC visibility pop
