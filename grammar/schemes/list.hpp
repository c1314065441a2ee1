// The scheme grammars of grammar/schemes/, one line each: the folder that
// holds the grammar and the scheme it reads (a folder may hold two, as
// http/ holds http and https). This is the one list of them: the library
// (productions.hpp), CMakeLists.txt (which reads the folders from this
// file to build their rules.cpp and <folder>.cpp, and their tests from
// tests/grammar/schemes/<folder>.cpp) and the tests take it from here.
//
// A new scheme grammar is its folder and one line here. Everything else
// about it, from its .abnf file to its default port, is in the
// scheme_grammar its folder defines (scheme_grammar.hpp).
#pragma once

// X(folder, scheme); the scheme's grammar is <scheme>_grammar.
#define IRI_SCHEME_GRAMMARS(X) \
    X(urn, urn)                \
    X(data, data)              \
    X(file, file)              \
    X(tel, tel)                \
    X(mailto, mailto)          \
    X(geo, geo)                \
    X(tag, tag)                \
    X(http, http)              \
    X(http, https)             \
    X(ws, ws)                  \
    X(ws, wss)                 \
    X(about, about)            \
    /* a new scheme grammar: one line above this one */
