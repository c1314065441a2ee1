// The URL interface's setters (§6.1) on web-platform-tests' cases
// (tests/data/wpt/setters_tests.json): parse href, set the attribute to
// new_value, and every getter the case lists gives its expected value.
#include "whatwg/wpt.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <string_view>

namespace {

using setter = bool (*)(iri::url::url&, std::string_view) noexcept;

setter setter_for(std::string_view attribute) {
    if (attribute == "href") return &iri::url::set_href;
    if (attribute == "protocol") return &iri::url::set_protocol;
    if (attribute == "username") return &iri::url::set_username;
    if (attribute == "password") return &iri::url::set_password;
    if (attribute == "host") return &iri::url::set_host;
    if (attribute == "hostname") return &iri::url::set_hostname;
    if (attribute == "port") return &iri::url::set_port;
    if (attribute == "pathname") return &iri::url::set_pathname;
    if (attribute == "search") return &iri::url::set_search;
    if (attribute == "hash") return &iri::url::set_hash;
    return nullptr;
}

}  // namespace

TEST_CASE("setters_tests.json: every case of every setter", "[whatwg][wpt]") {
    test::json::value const file = test::wpt::load("setters_tests.json");
    std::size_t total = 0, passed = 0;
    for (auto const& [attribute, cases] : file.object) {
        if (attribute == "comment") continue;
        setter const set = setter_for(attribute);
        REQUIRE(set != nullptr);
        for (test::json::value const& c : cases.array) {
            ++total;
            std::string const& href = c.find("href")->string;
            std::string const& new_value = c.find("new_value")->string;
            iri::url::url u = iri::url::parse(href);
            std::string problem;
            if (!u) {
                problem = "  href does not parse\n";
            } else {
                set(u, new_value);
                problem = test::wpt::mismatches(u, *c.find("expected"));
            }
            if (problem.empty()) {
                ++passed;
                continue;
            }
            FAIL_CHECK(attribute << " setter: href \"" << test::wpt::printable(href) << "\" new_value \""
                                 << test::wpt::printable(new_value) << "\"\n"
                                 << problem);
        }
    }
    std::cout << "setters_tests.json: " << passed << " of " << total << " cases pass\n";
    CHECK(total > 200);
    CHECK(passed == total);
}
