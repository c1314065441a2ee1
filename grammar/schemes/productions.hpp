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
// Whether `ref` is valid by its scheme's grammar, known without tracing it:
// true only for a scheme with a grammar and nothing beyond its ABNF whose
// grammar matches. False says nothing (parse_scheme_specific tells).
bool known_valid(iri::reference_view const& ref) noexcept;

}  // namespace iri::grammar::schemes
