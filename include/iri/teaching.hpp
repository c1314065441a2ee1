// The teaching API of the iri library (CMake target iri::teaching, which
// brings the core, iri::iri, with it): the parse as a tree of productions,
// the passes step by step, and the ABNF engine the grammar is checked
// against. For people learning RFC 3987 and for tools that teach it; the
// core (<iri/iri.hpp>) neither needs nor includes any of it.
//
//   auto tree = iri::explain("http://a/b?c");
//   auto steps = iri::explain_resolve("http://a/b/c/d;p?q", "../g");
#pragma once

#include <iri/abnf.hpp>
#include <iri/convert_explain.hpp>
#include <iri/explain.hpp>
#include <iri/iri.hpp>
#include <iri/normalize_explain.hpp>
#include <iri/resolve_explain.hpp>
