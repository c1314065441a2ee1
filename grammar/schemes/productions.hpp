// The scheme grammars as data (grammar/schemes/): one production table per
// scheme (defined in its folder's <name>.cpp), in its .abnf file's order, in the form of the RFC 3987 table
// (grammar/diagnosis/productions.hpp). Each scheme's table is apart from
// the others and from RFC 3987's: names such as "data" or "value" mean
// different things in different RFCs.
#pragma once

#include "grammar/diagnosis/productions.hpp"

#include <iri/ast.hpp>

#include <span>
#include <string_view>

namespace iri::grammar::schemes {

struct scheme_grammar;  // grammar/schemes/scheme_grammar.hpp

// The schemes with a grammar here, in grammar/schemes/<name>/<name>.cpp.
extern scheme_grammar const urn_grammar;
extern scheme_grammar const data_grammar;
extern scheme_grammar const file_grammar;
extern scheme_grammar const tel_grammar;
extern scheme_grammar const mailto_grammar;
extern scheme_grammar const geo_grammar;
extern scheme_grammar const tag_grammar;
extern scheme_grammar const http_grammar;
extern scheme_grammar const https_grammar;
extern scheme_grammar const ws_grammar;
extern scheme_grammar const wss_grammar;
extern scheme_grammar const about_grammar;

// Each of them by its name, in lower case: the list that look-up tables
// made at compile time are made from (a grammar's own `name` is in another
// file, out of a constant expression's reach). Each grammar is found by its
// own name (tests/grammar/schemes/every_scheme.cpp).
struct named_grammar {
    std::string_view name;
    scheme_grammar const* grammar;
};
inline constexpr named_grammar builtin_grammar_list[] = {
    {"urn", &urn_grammar},       {"data", &data_grammar}, {"file", &file_grammar}, {"tel", &tel_grammar},
    {"mailto", &mailto_grammar}, {"geo", &geo_grammar},   {"tag", &tag_grammar},   {"http", &http_grammar},
    {"https", &https_grammar},   {"ws", &ws_grammar},     {"wss", &wss_grammar},   {"about", &about_grammar},
};

// Every rule of grammar/schemes/urn/urn.abnf (RFC 8141 §2).
std::span<production const> urn_productions() noexcept;
// Every rule of grammar/schemes/data/data.abnf (RFC 2397 §3).
std::span<production const> data_productions() noexcept;
// Every rule of grammar/schemes/file/file.abnf (RFC 8089 §2, Appendix F).
std::span<production const> file_productions() noexcept;
// Every rule of grammar/schemes/tel/tel.abnf (RFC 3966 §3).
std::span<production const> tel_productions() noexcept;
// Every rule of grammar/schemes/mailto/mailto.abnf (RFC 6068 §2).
std::span<production const> mailto_productions() noexcept;
// Every rule of grammar/schemes/geo/geo.abnf (RFC 5870 §3.3).
std::span<production const> geo_productions() noexcept;
// Every rule of grammar/schemes/tag/tag.abnf (RFC 4151 §2.1).
std::span<production const> tag_productions() noexcept;
// Every rule of grammar/schemes/http/http.abnf (RFC 9110 §4.2.1, §4.2.2).
std::span<production const> http_productions() noexcept;
// Every rule of grammar/schemes/ws/ws.abnf (RFC 6455 §3).
std::span<production const> ws_productions() noexcept;
// Every rule of grammar/schemes/about/about.abnf (RFC 6694 §2).
std::span<production const> about_productions() noexcept;

// The table of a scheme by its lower-case name ("urn"); empty when the
// scheme has no grammar here.
std::span<production const> productions_of(std::string_view scheme) noexcept;
// Whether `ref` is valid by `g`, its scheme's grammar, known without
// tracing it: true only when no embedder's validator replaces the grammar
// and `g` matches, with whatever it asks beyond its ABNF. False says
// nothing (parse_scheme_specific tells).
bool known_valid(iri::reference_view const& ref, scheme_grammar const& g) noexcept;
// The same, for the grammar of ref's scheme found by its name; false for a
// scheme without one.
bool known_valid(iri::reference_view const& ref) noexcept;

}  // namespace iri::grammar::schemes
