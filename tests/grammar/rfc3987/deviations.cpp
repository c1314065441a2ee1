// The ABNF-vs-PEG deviation log (grammar/README.md), as tests: for each
// rewritten rule, an input where the literal transcription of the ABNF goes
// wrong under PEG's ordered choice and greedy repetition, and the shipped rule
// gets it right.
#include "support/support.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <string>

using iri::grammar::find_literal_production;
using iri::grammar::find_production;

namespace {

// The literal rule fails where the shipped rule accepts, and both agree on a
// control input that the naive order handles by luck.
void literal_fails_where_shipped_succeeds(std::string_view name, std::string_view input, std::string_view control) {
    INFO("production " << name << ", input \"" << test::escaped(input) << '"');
    auto const* shipped = find_production(name);
    auto const* literal = find_literal_production(name);
    REQUIRE(shipped != nullptr);
    REQUIRE(literal != nullptr);
    CHECK(shipped->matches(input));
    CHECK_FALSE(literal->matches(input));
    INFO("control \"" << test::escaped(control) << '"');
    CHECK(shipped->matches(control));
    CHECK(literal->matches(control));
}

}  // namespace

TEST_CASE("dec-octet: ordered choice takes the one-digit alternative first", "[grammar][deviations]") {
    // DIGIT / %x31-39 DIGIT / ...: DIGIT wins on "25", then the anchor fails.
    for (char const* s : {"10", "25", "99", "100", "199", "249", "255"})
        literal_fails_where_shipped_succeeds("dec-octet", s, "7");
}

TEST_CASE("IPv4address: built on the naive dec-octet", "[grammar][deviations]") {
    for (char const* s : {"10.0.0.1", "192.0.2.16", "255.255.255.255", "1.2.3.45"})
        literal_fails_where_shipped_succeeds("IPv4address", s, "1.2.3.4");
}

TEST_CASE("ihost: IPv4address must not win on a prefix of a reg-name", "[grammar][deviations]") {
    // IP-literal / IPv4address / ireg-name: "1.2.3.4" matches, ".example" is left.
    literal_fails_where_shipped_succeeds("ihost", "1.2.3.4.example", "example.org");
    literal_fails_where_shipped_succeeds("ihost", "1.2.3.4.", "1.2.3.4");
    test::check_parts("http://1.2.3.4.example/", {.scheme = "http",
                                                  .host = "1.2.3.4.example",
                                                  .path = "/",
                                                  .host_type = iri::host_kind::reg_name,
                                                  .path_type = iri::path_kind::abempty,
                                                  .kind = iri::reference_kind::iri});
}

TEST_CASE("IPv6address: greedy *N( h16 \":\" ) swallows the colon of \"::\"", "[grammar][deviations]") {
    for (char const* s : {"1::", "1::8", "1:2::", "1::1.2.3.4", "2001:db8::7", "fe80::1"})
        literal_fails_where_shipped_succeeds("IPv6address", s, "1:2:3:4:5:6:7:8");
    // Inputs whose "::" comes first never meet the greedy loop.
    auto const* literal = find_literal_production("IPv6address");
    REQUIRE(literal != nullptr);
    CHECK(literal->matches("::"));
    CHECK(literal->matches("::1"));
    // Nor does a full *6 before the final "::" (the loop stops at its bound).
    CHECK(literal->matches("1:2:3:4:5:6:7::"));
}

TEST_CASE("ipath: alternatives that match the empty string must come last", "[grammar][deviations]") {
    // ipath-abempty matches "" on "a", so the anchor fails before ipath-noscheme is tried.
    for (char const* s : {"a", "a/b", "a:b", ":"}) literal_fails_where_shipped_succeeds("ipath", s, "/a");
}

TEST_CASE("entry points are anchored at the end of input", "[grammar][deviations]") {
    // A plain x3::parse of IRI-reference succeeds on a prefix; only the
    // anchored match (and every entry point) rejects the whole input.
    auto const* shipped = find_production("IRI-reference");
    REQUIRE(shipped != nullptr);
    REQUIRE(shipped->matches_prefix != nullptr);
    struct row {
        char const* text;
        long prefix;
    };
    for (auto [s, prefix] :
         {row{"http://a b", 8}, row{"1a:b", 2}, row{"a:b#c#d", 5}, row{"http://a/\x7F", 9}, row{"a\x7F", 1}}) {
        INFO(test::escaped(s));
        CHECK(shipped->matches_prefix(s) == prefix);
        CHECK_FALSE(shipped->matches(s));
        for (auto e : test::all_entries) {
            CHECK_FALSE(iri::is_valid(s, e));
            CHECK_FALSE(iri::parse(s, e).ok());
        }
    }
    CHECK(shipped->matches_prefix("http://a/b") == 10);
    CHECK(shipped->matches_prefix("") == 0);
}

TEST_CASE("IRI-reference: irelative-ref first would stop before the colon", "[grammar][deviations]") {
    // irelative-ref / IRI: on "a:b", ipath-noscheme takes "a" and wins on a
    // prefix, so the IRI alternative is never tried.
    for (char const* s : {"a:b", "http://a/b", "g:h", "mailto:x@y"})
        literal_fails_where_shipped_succeeds("IRI-reference", s, "//a/b");
}

TEST_CASE("IRI / irelative-ref is safe: a colon in the first segment means a scheme", "[grammar][deviations]") {
    using iri::path_kind;
    using iri::reference_kind;
    test::check_parts("a:b",
                      {.scheme = "a", .path = "b", .path_type = path_kind::rootless, .kind = reference_kind::iri});
    test::check_parts("a/b:c", {.path = "a/b:c", .path_type = path_kind::noscheme});
    test::check_parts("./a:b", {.path = "./a:b", .path_type = path_kind::noscheme});
    // No scheme starts with a digit, and ipath-noscheme refuses the colon.
    test::check_invalid("1a:b");
}
