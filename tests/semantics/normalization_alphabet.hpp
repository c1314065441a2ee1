// The pieces of generated references for the normalization tests
// (normalize.cpp, normalize_explain.cpp).
#pragma once

#include "support/reference_generator.hpp"

#include <string_view>

namespace test::normalization {

// Pieces that exercise normalization: case, percent-encoding of every
// kind, dot segments, IDN hosts, ports.
inline constexpr std::string_view normalization_segments[] = {
    "a",   "B",        "..",        ".",         "",          "%2E", "%2e%2E", "%41",          "%7e", "%2f",  "%C3%A9",
    "%c3", "\xC3\xA9", "e\xCC\x81", "%E2%80%8E", "%EE%80%80", "g:h", "%3A",    "\xE1\xBF\xAF", "%25", ";x=1",
};
inline constexpr std::string_view normalization_schemes[] = {"http", "HTTP", "s", "Ws", "ftp"};
inline constexpr std::string_view normalization_authorities[] = {
    "",
    "h",
    "H:",
    "h:080",
    "h:80",
    "u%41@h",
    "xn--rsum-bpad.example.org",
    "R\xC3\x89SUM\xC3\x89.example.org",
    "%C3%A9.Example",
    "[::A]",
    "192.0.2.1:21",
    "ab--c",
    "\xE2\x84\xAA",
    "%2F",
};
inline constexpr std::string_view normalization_queries[] = {"",         "Y", "%EE%80%80", "%41%2f", "\xC3\xA9/../x",
                                                             "e\xCC\x81"};
inline constexpr std::string_view normalization_fragments[] = {"", "S", "%C3%A9/./x", "?#", "%e2%80%8e"};
inline constexpr test::alphabet normalization_alphabet{normalization_segments, normalization_schemes,
                                                       normalization_authorities, normalization_queries,
                                                       normalization_fragments};

}  // namespace test::normalization
