// The grammar families, one line each: the X3 grammars parse() can run
// (enum iri::grammar_name) and the folders under grammar/ that hold their
// rules and .abnf files. This is the one list of them: the registry
// (grammar/registry.cpp, <iri/grammars.hpp>), parse()'s dispatch
// (grammar/entry.hpp), the production tables (grammar/diagnosis/) and
// CMakeLists.txt (cmake/grammar_families.cmake reads the folders from this
// file to build their *.cpp and embed their *.abnf) take it from here.
//
// A new family is its folder, with a family.hpp, one line here and one
// include below, and its enumerators in <iri/parse.hpp> (enum entry, enum
// grammar_name: a public header includes only public headers). Everything
// else about it is in its family.hpp, which defines
//   IRI_FAMILY_ENTRIES_<family>(X)   its entry points, X(enumerator of
//                                    iri::entry, the X3 rule it runs, its
//                                    ABNF name), for run_entry;
//   IRI_FAMILY_PRODUCTIONS_<family>  its rules as IRI_PRODUCTION_ROW(rule,
//                                    section) items, for its production
//                                    table (in its .abnf files' order);
//   iri::grammar::<family>::grammars the grammar_descriptions it offers
//                                    (<iri/grammars.hpp>), in the tool's order.
#pragma once

#include <iri/grammars.hpp>

// X(family, folder...): the family's enumerator of iri::grammar_name (and
// its namespace iri::grammar::<family>), then the folders of grammar/ that
// hold its sources, in the order the ABNF engine reads their .abnf files.
// RFC 3986's URI-reference (grammar/rfc3986/) is a rule of the rfc3987
// family: RFC 3987 §3.1's mapping to a URI must produce it.
// clang-format off
#define IRI_GRAMMAR_FAMILIES(X)         \
    X(rfc3987, rfc3987, rfc3986)        \
    X(draft01, draft01)                 \
    /* a new family: one line above this one */
// clang-format on

// One entry_point of a family's IRI_FAMILY_ENTRIES list, for the
// grammar_descriptions of its family.hpp.
#define IRI_ENTRY_POINT(enumerator, rule, abnf_name) {abnf_name, ::iri::entry::enumerator},

// Each family's family.hpp, in the order of the list above: the only
// place they are included (tests/layers/layers.py), so that they take
// <iri/grammars.hpp> and IRI_ENTRY_POINT from here.
#include "grammar/rfc3987/family.hpp"
#include "grammar/draft01/family.hpp"
