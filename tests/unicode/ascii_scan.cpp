// The sixteen-byte scans of unicode/ascii_scan.hpp against plain loops, at
// every length and position around the block size.
#include "unicode/ascii_scan.hpp"

#include <catch2/catch.hpp>

#include <string>

TEST_CASE("last_byte finds the last occurrence, as a backward loop does", "[unicode][scan]") {
    for (std::size_t n = 0; n <= 40; ++n) {
        std::string const plain(n, 'a');
        CHECK(iri::unicode::last_byte(plain.data(), n, '/') == n);
        for (std::size_t at = 0; at < n; ++at) {
            std::string text = plain;
            text[at] = '/';
            INFO("length " << n << ", '/' at " << at);
            CHECK(iri::unicode::last_byte(text.data(), n, '/') == at);
            if (at > 0) {
                text[0] = '/';  // an earlier one changes nothing
                CHECK(iri::unicode::last_byte(text.data(), n, '/') == at);
            }
        }
    }
}

TEST_CASE("at_sign_first: an '@' before any '/', '?' or '#'", "[unicode][scan]") {
    auto first = [](std::string const& s) { return iri::unicode::at_sign_first(s.data(), s.data() + s.size()); };
    CHECK(first("user@host"));
    CHECK_FALSE(first("host/path@x"));
    CHECK_FALSE(first("host?q@x"));
    CHECK_FALSE(first("host#f@x"));
    CHECK_FALSE(first("host"));
    CHECK(first(std::string(40, 'u') + "@h"));
    CHECK_FALSE(first(std::string(40, 'u') + "/@h"));
}

TEST_CASE("ascii_without: no byte beyond ASCII and no given byte, at every length and place", "[unicode][scan]") {
    for (std::size_t n = 0; n <= 50; ++n) {
        std::string const plain(n, 'a');
        CHECK(iri::unicode::ascii_without(plain.data(), n, '%'));
        for (std::size_t at = 0; at < n; ++at) {
            INFO("length " << n << ", at " << at);
            for (char const bad : {'%', '\x80', '\xFF'}) {
                std::string text = plain;
                text[at] = bad;
                CHECK_FALSE(iri::unicode::ascii_without(text.data(), n, '%'));
                // Only the first n bytes count.
                CHECK(iri::unicode::ascii_without(text.data(), at, '%'));
            }
        }
    }
}
