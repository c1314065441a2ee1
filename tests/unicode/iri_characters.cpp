// unicode/iri_characters.hpp's helpers against plain definitions.
#include "unicode/iri_characters.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("folded_scheme_word: equal words exactly for names equal ignoring case", "[unicode][scheme]") {
    using iri::unicode::folded_scheme_word;
    CHECK(folded_scheme_word("") == 0);
    CHECK(folded_scheme_word("ninebytes") == 0);
    CHECK(folded_scheme_word("HTTPS") == folded_scheme_word("https"));
    CHECK(folded_scheme_word("http") != folded_scheme_word("https"));
    // Every length from 1 to 8, where the loads overlap and where they do
    // not, over scheme characters of both cases.
    std::string_view const alphabet = "aAbBzZ09+-.";
    std::mt19937 random(3987);
    for (int i = 0; i < 20000; ++i) {
        std::string a, b;
        std::size_t const n = 1 + random() % 8;
        for (std::size_t k = 0; k < n; ++k) a += alphabet[random() % alphabet.size()];
        // b: a with some letters' case flipped, or a name of its own.
        b = a;
        if (random() % 2 == 0) {
            for (char& c : b)
                if (random() % 2 == 0 && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) c ^= 0x20;
        } else {
            b.clear();
            std::size_t const m = 1 + random() % 8;
            for (std::size_t k = 0; k < m; ++k) b += alphabet[random() % alphabet.size()];
        }
        INFO(a << " " << b);
        CHECK(folded_scheme_word(a) != 0);
        CHECK((folded_scheme_word(a) == folded_scheme_word(b)) == equal_ignoring_case(a, b));
    }
}

TEST_CASE("folded_scheme_names: each name found in any case and no other", "[unicode][scheme]") {
    // More names than slots' half would make probes collide: 12 names in
    // 32 slots, several of them sharing prefixes.
    static constexpr std::string_view names[] = {"http", "https", "ws",     "wss", "ftp", "file",
                                                 "urn",  "data",  "mailto", "tel", "a",   "z0+-.z0+"};
    static constexpr iri::unicode::folded_scheme_names<std::size(names)> table([](std::size_t i) { return names[i]; });
    // Made at compile time, as scheme_registry.cpp makes its table.
    static_assert(table.find("HTTPS") == 1);
    for (std::size_t i = 0; i < std::size(names); ++i) {
        std::string upper(names[i]);
        for (char& c : upper)
            if (c >= 'a' && c <= 'z') c ^= 0x20;
        CHECK(table.find(names[i]) == i);
        CHECK(table.find(upper) == i);
    }
    CHECK(table.find("") == std::size(names));
    CHECK(table.find("httpss") == std::size(names));
    CHECK(table.find("ninebytes") == std::size(names));
    std::string_view const alphabet = "aAhHtTpPsSwWz09+-.";
    std::mt19937 random(3986);
    for (int i = 0; i < 20000; ++i) {
        std::string name;
        std::size_t const n = 1 + random() % 8;
        for (std::size_t k = 0; k < n; ++k) name += alphabet[random() % alphabet.size()];
        std::size_t expected = std::size(names);
        for (std::size_t k = 0; k < std::size(names); ++k)
            if (equal_ignoring_case(name, names[k])) expected = k;
        INFO(name);
        CHECK(table.find(name) == expected);
    }
}
