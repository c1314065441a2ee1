// The scheme grammars as data (grammar/schemes/): one production table per
// scheme (defined in its folder's <name>.cpp), in its .abnf file's order,
// in the form of the RFC 3987 table
// (grammar/diagnosis/productions.hpp). Each scheme's table is apart from
// the others and from RFC 3987's: names such as "data" or "value" mean
// different things in different RFCs.
#pragma once

#include "grammar/diagnosis/productions.hpp"
#include "grammar/schemes/list.hpp"

#include <iri/ast.hpp>

#include <span>
#include <string_view>

namespace iri::grammar::schemes {

struct scheme_grammar;  // grammar/schemes/scheme_grammar.hpp

// The schemes with a grammar here (grammar/schemes/list.hpp), each
// defined in its folder's <folder>.cpp.
#define IRI_DECLARE_SCHEME_GRAMMAR_(folder, scheme) extern scheme_grammar const scheme##_grammar;
IRI_SCHEME_GRAMMARS(IRI_DECLARE_SCHEME_GRAMMAR_)
#undef IRI_DECLARE_SCHEME_GRAMMAR_

// Each of them by its name, in lower case: the list that look-up tables
// made at compile time are made from (a grammar's own `name` is in another
// file, out of a constant expression's reach). Each grammar is found by its
// own name (tests/grammar/schemes/every_scheme.cpp).
struct named_grammar {
    std::string_view name;
    scheme_grammar const* grammar;
};
inline constexpr named_grammar builtin_grammar_list[] = {
#define IRI_NAME_SCHEME_GRAMMAR_(folder, scheme) {#scheme, &scheme##_grammar},
    IRI_SCHEME_GRAMMARS(IRI_NAME_SCHEME_GRAMMAR_)
#undef IRI_NAME_SCHEME_GRAMMAR_
};

// The table of a scheme by its lower-case name ("urn"); empty when the
// scheme has no grammar here.
std::span<production const> productions_of(std::string_view scheme) noexcept;
// Whether `ref` is valid by `g`, its scheme's grammar, known without
// tracing it: true only when no embedder's validator replaces the grammar
// and `g` matches, with whatever it asks beyond its ABNF. False says
// nothing (parse_scheme_specific tells).
bool known_valid(iri::reference_view const& ref, scheme_grammar const& g) noexcept;
// The same, for a reference with an authority whose host is not empty and
// without a port, as the caller has seen (check's plain lines): a grammar
// that the host decides (scheme_grammar::host_decides) is not asked.
bool known_valid_with_host(iri::reference_view const& ref, scheme_grammar const& g) noexcept;
// The same, for the grammar of ref's scheme found by its name; false for a
// scheme without one.
bool known_valid(iri::reference_view const& ref) noexcept;

}  // namespace iri::grammar::schemes
