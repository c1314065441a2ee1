// The core API of the iri library (CMake target iri::iri): include this
// header only. The teaching API (explain, the steps of the passes, the
// ABNF engine) is <iri/teaching.hpp>, target iri::teaching.
//
//   auto r = iri::parse("http://例え.テスト/パス?q#f");
//   if (r) std::cout << *r->host() << '\n';
//   else   std::cout << r.error().byte_offset << ": " << r.error().message() << '\n';
#pragma once

#include <iri/ast.hpp>
#include <iri/check.hpp>
#include <iri/convert.hpp>
#include <iri/display.hpp>
#include <iri/error.hpp>
#include <iri/grammars.hpp>
#include <iri/leiri.hpp>
#include <iri/normalize.hpp>
#include <iri/parse.hpp>
#include <iri/resolve.hpp>
#include <iri/resolve_rfc2396.hpp>
#include <iri/result.hpp>
#include <iri/scheme_specific.hpp>
#include <iri/url.hpp>
#include <iri/version.hpp>
