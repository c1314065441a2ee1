// The URL Standard's conformance cases for the basic URL parser
// (tests/data/wpt/urltestdata.json): every case, none excused. A case is
// `new URL(input, base)`: it fails where "failure" is true, and otherwise
// every getter gives the value the case lists.
#include "whatwg/wpt.hpp"

#include <catch2/catch.hpp>

#include <iostream>

TEST_CASE("urltestdata.json: every case of the basic URL parser", "[whatwg][wpt]") {
    test::json::value const cases = test::wpt::load("urltestdata.json");
    std::size_t total = 0, passed = 0;
    for (test::json::value const& c : cases.array) {
        if (!c.is_object()) continue;  // a comment
        ++total;
        std::string const& input = c.find("input")->string;
        test::json::value const* base = c.find("base");
        iri::url::url const u =
            base != nullptr && base->is_string() ? iri::url::parse(input, base->string) : iri::url::parse(input);
        std::string problem;
        test::json::value const* failure = c.find("failure");
        if (failure != nullptr && failure->boolean) {
            if (u) problem = "  parsed as \"" + test::wpt::printable(u.href()) + "\", expected failure\n";
        } else if (!u) {
            problem = std::string("  failed: ") + std::string(iri::url::name_of(u.error().code)) + " at " +
                      std::to_string(u.error().offset) + "\n";
        } else {
            problem = test::wpt::mismatches(u, c);
        }
        if (problem.empty()) {
            ++passed;
            continue;
        }
        FAIL_CHECK("input \"" << test::wpt::printable(input) << "\" base "
                              << (base != nullptr && base->is_string()
                                      ? "\"" + test::wpt::printable(base->string) + "\""
                                      : std::string("null"))
                              << "\n"
                              << problem);
    }
    std::cout << "urltestdata.json: " << passed << " of " << total << " cases pass\n";
    CHECK(total > 800);
    CHECK(passed == total);
}
