// Domain to ASCII with the UTS #46 of the Standard's tests (17.0) over
// Debian's ICU 72 (Unicode 15.0): whatwg/uts46_update.cpp with the tables
// whatwg/uts46/generate_update.py writes. The expected hosts are those of
// whatwg-url 17.3.0, the Standard's reference implementation, which the
// differential campaign (tests/oracles/url/) found this parser to differ
// from before the tables were generated.
#include "whatwg/uts46/update_table.hpp"

#include <iri/url.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

namespace {

std::string hostname_of(std::string const& input) {
    iri::url::url const u = iri::url::parse(input);
    return u ? std::string(u.hostname()) : std::string("failure");
}

}  // namespace

TEST_CASE("whatwg: UTS #46 17.0 over ICU 72, from the generated tables", "[whatwg]") {
    // U+1C89 CYRILLIC CAPITAL LETTER TJE (16.0) maps to U+1C8A, a new
    // letter, which ICU reads through the stand-in.
    CHECK(hostname_of("https://example.com\u1C89/") == "example.xn--com-ppx");
    // U+206B newly ignored (15.1); U+A7CB (16.0) maps to U+0264.
    CHECK(hostname_of("https://look\u206Bou\uA7CBt.net/x") == "xn--lookout-2fd.net");
    // A CJK Extension I ideograph (15.1), and Extension J (17.0) beside the
    // stand-in itself: each put back in its place.
    CHECK(hostname_of("https://a\U0002EBF0b/") == "xn--ab-7u28b");
    CHECK(hostname_of("https://\U00030000\U0002EBF0.\U000323B0/") == "xn--8g0nq70a.xn--031o");
    CHECK(hostname_of("https://\u1C8A\U00030000/") == "xn--d4f22662a");
    // 15.1's changes, which were once written by hand.
    CHECK(hostname_of("https://\u10A0\u1E9E.de/") == "xn--zca707t.de");
}

TEST_CASE("whatwg: UTS #46 new right-to-left characters stay disallowed over ICU 72", "[whatwg]") {
    // Known gap (tests/oracles/url/known_differences.json,
    // garay-left-disallowed-here): whatwg-url gives "xn--dh0d".
    CHECK(hostname_of("https://\U00010D50/") == "failure");
}

TEST_CASE("whatwg: the generated UTS #46 tables are in order", "[whatwg]") {
    namespace table = iri::whatwg::uts46_update_table;
    auto const mappings = table::mappings();
    CHECK(std::is_sorted(mappings.begin(), mappings.end(),
                         [](table::mapping const& a, table::mapping const& b) { return a.from < b.from; }));
    for (table::mapping const& m : mappings)
        CHECK(std::size_t{m.first} + m.length <= table::mapping_targets().size());
    auto const ranges = table::new_characters();
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        CHECK(ranges[i].first <= ranges[i].last);
        if (i > 0) CHECK(ranges[i - 1].last < ranges[i].first);
    }
}
