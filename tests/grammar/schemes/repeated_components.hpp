// The inputs with many components of one kind that every scheme grammar is
// tried on (api.cpp: "a reference is valid whatever its number of
// components"). Each scheme's own test file registers its kinds, so that a
// new scheme grammar brings its cases with it, and api.cpp checks that
// every grammar of the registry has one.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace scheme_test {

// An input of a scheme with `n` of one repeated kind of component, and how
// many components its grammar matches: base + per_repeat * n. A kind the
// scheme repeats (mailto's addresses) has per_repeat > 0; a scheme that
// repeats none gets long text of the same shape (100 path segments), its
// components as many as with one.
struct repeated_kind {
    std::string_view scheme;  // a name of builtin_grammars()
    std::string_view what;
    std::string (*make)(std::size_t n);
    std::size_t base;
    std::size_t per_repeat;
};

// Every kind registered, in the order the test files were initialized.
inline std::vector<repeated_kind>& repeated_kinds() {
    static std::vector<repeated_kind> kinds;
    return kinds;
}

// A scheme test file's registration, a namespace-scope object:
//   scheme_test::registered_kind const addresses{{"mailto", "addresses", ..., 1, 3}};
struct registered_kind {
    explicit registered_kind(repeated_kind kind) { repeated_kinds().push_back(kind); }
};

// `first`, then piece(0) ... piece(n - 1), then `last`.
inline std::string joined(std::string_view first, std::size_t n, std::string (*piece)(std::size_t),
                          std::string_view last) {
    std::string text(first);
    for (std::size_t i = 0; i < n; ++i) text += piece(i);
    text += last;
    return text;
}

// `origin`, n path segments, "?" and n query pairs: the long text of the
// schemes whose grammar has one path and one query however long they are
// (http, https, ws, wss).
inline std::string segments_and_query(std::string_view origin, std::size_t n) {
    return joined(
               origin, n, [](std::size_t i) { return "/s" + std::to_string(i); }, "?") +
           joined(
               "", n, [](std::size_t i) { return "&q" + std::to_string(i) + "=v"; }, "");
}

// Names that sort in the order of i, as tel's parameters must (RFC 3966 §3).
inline std::string three_digits(std::size_t i) {
    std::string s = std::to_string(i);
    return std::string(3 - std::min<std::size_t>(3, s.size()), '0') + s;
}

}  // namespace scheme_test
