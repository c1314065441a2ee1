// Percent-encode after encoding (§1.3) in the query of a URL in a document
// of a legacy encoding (tests/data/wpt/percent-encoding.json), as
// web-platform-tests' percent-encoding.window.js checks it: an <a href> of
// "https://doesnotmatter.invalid/?" input "#" input in a document of each
// encoding has search "?" output[encoding] and hash "#" output["utf-8"]
// (a fragment is always UTF-8).
#include "whatwg/wpt.hpp"

#include <catch2/catch.hpp>

#include <iostream>

TEST_CASE("percent-encoding.json: the query in each legacy encoding, the fragment in UTF-8", "[whatwg][wpt]") {
    test::json::value const cases = test::wpt::load("percent-encoding.json");
    std::size_t total = 0, passed = 0;
    for (test::json::value const& c : cases.array) {
        if (!c.is_object()) continue;
        std::string const& input = c.find("input")->string;
        test::json::value const& output = *c.find("output");
        std::string const& utf8 = output.find("utf-8")->string;
        for (auto const& [encoding, expected] : output.object) {
            ++total;
            iri::url::url const u =
                iri::url::parse_in_encoding("https://doesnotmatter.invalid/?" + input + "#" + input, nullptr, encoding);
            if (u && u.search() == "?" + expected.string && u.hash() == "#" + utf8) {
                ++passed;
                continue;
            }
            FAIL_CHECK("input \"" << test::wpt::printable(input) << "\" in " << encoding << ": search \""
                                  << test::wpt::printable(u.search()) << "\", expected \"?" << expected.string
                                  << "\"; hash \"" << test::wpt::printable(u.hash()) << "\"");
        }
    }
    std::cout << "percent-encoding.json: " << passed << " of " << total << " cases pass\n";
    CHECK(total > 10);
    CHECK(passed == total);
}

TEST_CASE("whatwg: the legacy query encoding is for special schemes but ws and wss", "[whatwg]") {
    CHECK(iri::url::parse_in_encoding("http://h/?\xC3\xA9", nullptr, "windows-1252").search() == "?%E9");
    CHECK(iri::url::parse_in_encoding("ws://h/?\xC3\xA9", nullptr, "windows-1252").search() == "?%C3%A9");
    CHECK(iri::url::parse_in_encoding("sc://h/?\xC3\xA9", nullptr, "windows-1252").search() == "?%C3%A9");
    // The path and the fragment are UTF-8 always; UTF-16 means UTF-8.
    CHECK(iri::url::parse_in_encoding("http://h/\xC3\xA9?#\xC3\xA9", nullptr, "latin1").href() ==
          "http://h/%C3%A9?#%C3%A9");
    CHECK(iri::url::parse_in_encoding("http://h/?\xC3\xA9", nullptr, "utf-16le").search() == "?%C3%A9");
    // A relative reference in a legacy document.
    iri::url::url const base = iri::url::parse("http://h/a/b");
    CHECK(iri::url::parse_in_encoding("c?\xE2\x82\xAC", &base, "windows-1252").href() == "http://h/a/c?%80");
}
