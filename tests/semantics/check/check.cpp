// The API of <iri/check.hpp>: families and codes switched on and off,
// raising, the convenience over a string, order, appending, and inputs of
// 1 MiB (linear work; ctest's timeout guards against a hang, nothing is
// timed).
#include "semantics/check/support.hpp"

#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <set>

using check_test::brief;
using check_test::strings;
using check_test::warnings_of;
using iri::check_family;
using iri::warning_code;

static_assert(noexcept(iri::check(std::declval<iri::reference_view const&>(),
                                  std::declval<std::vector<iri::warning>&>())));
static_assert(noexcept(iri::check(std::string_view{})));
static_assert(noexcept(iri::to_diagnostic(std::declval<iri::warning const&>())));

namespace {

// One input with findings of every family.
std::string const everything = "http://ex_ample.org:80/abc\xD7\x90\xD7\x91/%e2%82%ac/./\xEF\xAC\x81le";

constexpr check_family families[] = {check_family::bidi, check_family::characters, check_family::percent_encoding,
                                     check_family::scheme};

}  // namespace

TEST_CASE("the families partition the codes, and each runs alone", "[check][api]") {
    iri::code_set all;
    std::multiset<std::string> separately;
    for (check_family f : families) {
        iri::code_set const codes = iri::code_set::of(f);
        CHECK(!codes.empty());
        CHECK(!all.intersects(codes));
        all.insert(codes);
        for (iri::warning const& w : warnings_of(everything, codes)) {
            CHECK(iri::family(w.code) == f);
            separately.insert(brief({w})[0]);
        }
    }
    CHECK(all == iri::code_set::all());
    strings const together = brief(warnings_of(everything));
    CHECK(std::multiset<std::string>(together.begin(), together.end()) == separately);
    CHECK(together == strings{"host_fails_uts46 7 ireg-name", "default_port 20 port", "bidi_rtl_boundary 23 isegment",
                              "bidi_mixed_direction 26 isegment", "lowercase_percent_hex 29 isegment",
                              "dot_segment 39 isegment", "not_nfkc 41 isegment", "confusable_with_ascii 41 isegment"});
    CHECK(warnings_of(everything, iri::code_set{}).empty());
}

TEST_CASE("raising one code, and all", "[check][api]") {
    iri::parse_result const r = iri::parse(everything);
    REQUIRE(r.ok());
    std::vector<iri::warning> out;
    iri::diagnostic const none = iri::check(r.value(), out);
    CHECK(none.code == iri::errc::ok);
    CHECK(!none);

    out.clear();
    iri::diagnostic const one =
        iri::check(r.value(), out, {.raised = iri::code_set{}.insert(warning_code::dot_segment)});
    REQUIRE(one.code == iri::errc::raised_warning);
    CHECK(one.byte_offset == 41);  // two Hebrew letters before it, two bytes each
    CHECK(one.offset == 39);
    CHECK(one.production == "isegment");
    CHECK(one.detail == iri::summary(warning_code::dot_segment));
    CHECK(one.message().find(iri::summary(warning_code::dot_segment)) != std::string::npos);
    CHECK(iri::to_string(one.code) == "raised_warning");
    for (iri::warning const& w : out)
        CHECK(w.severity ==
              (w.code == warning_code::dot_segment ? iri::severity::error : iri::default_severity(w.code)));

    out.clear();
    iri::diagnostic const all = iri::check(r.value(), out, {.raised = iri::code_set::all()});
    REQUIRE(all.code == iri::errc::raised_warning);
    REQUIRE(!out.empty());
    CHECK(all.byte_offset == out.front().byte_offset);
    CHECK(all.production == "ireg-name");
    for (iri::warning const& w : out) CHECK(w.severity == iri::severity::error);

    // Raising a code that is not found changes nothing; raising a code that
    // is not enabled neither.
    out.clear();
    CHECK(!iri::check(r.value(), out, {.raised = iri::code_set{}.insert(warning_code::empty_host)}));
    out.clear();
    CHECK(!iri::check(r.value(), out,
                      {.enabled = iri::code_set::of(check_family::bidi),
                       .raised = iri::code_set{}.insert(warning_code::dot_segment)}));
}

TEST_CASE("a raised warning's diagnostic names its character", "[check][api]") {
    iri::check_result const r = iri::check("http://e.org/%41", {.raised = iri::code_set::all()});
    REQUIRE(r.parse.ok());
    CHECK(r.error.code == iri::errc::raised_warning);
    CHECK(r.error.has_code_point);
    CHECK(r.error.code_point == U'A');
    CHECK(r.error.message().find("'A'") != std::string::npos);
    CHECK(!r);
}

TEST_CASE("check over a string: the parse first", "[check][api]") {
    iri::check_result const bad = iri::check("http://a b/");
    CHECK(!bad.parse.ok());
    CHECK(bad.error.code == bad.parse.error().code);
    CHECK(bad.error.byte_offset == 8);
    CHECK(bad.warnings.empty());
    CHECK(!bad);

    iri::check_result const good = iri::check("http://a:80/");
    CHECK(good.parse.ok());
    CHECK(good);
    CHECK(brief(good.warnings) == strings{"default_port 9 port"});

    // At another entry point.
    CHECK(!iri::check("//a:80/", {}, iri::entry::IRI).parse.ok());
    CHECK(iri::check("http://A:80/", {}, iri::entry::URI_reference).warnings.size() == 1);
}

TEST_CASE("check appends, and keeps what the vector held", "[check][api]") {
    iri::parse_result const r = iri::parse("http://a:80/");
    REQUIRE(r.ok());
    std::vector<iri::warning> out(1);
    out[0].component = "mine";
    CHECK(!iri::check(r.value(), out));
    REQUIRE(out.size() == 2);
    CHECK(out[0].component == "mine");
    CHECK(out[1].code == warning_code::default_port);
}

TEST_CASE("checking is deterministic", "[check][api]") {
    auto const first = brief(warnings_of(everything));
    for (int i = 0; i < 3; ++i) CHECK(brief(warnings_of(everything)) == first);
}

TEST_CASE("checks of 1 MiB inputs finish (linear work)", "[check][api][bounds]") {
    constexpr std::size_t MiB = std::size_t{1} << 20;
    std::string const alef = test::utf8(0x05D0), zhe = test::utf8(0x0436), acute = test::utf8(0x0301);
    struct big {
        std::string name;
        std::string text;
        std::size_t warnings;  // how many, exactly
    };
    std::vector<big> const cases = {
        // One dot segment per segment: a warning each.
        {"dot segments", "http://a" + test::repeat("/.", MiB), MiB / 2},
        // One query part per "&", each mixing directions and ending wrong.
        {"bidi parts", "http://a/?" + test::repeat(alef + "b&", MiB), 2 * (MiB / 4)},
        // One long segment mixing scripts at its very end: the bisection.
        {"mixed script", "http://a/" + test::repeat(zhe, MiB) + "a", 1},
        // Not NFC all along, once per component.
        {"not NFC", "http://a/" + test::repeat("e" + acute, MiB), 1},
        // Lowercase triplets: once per component.
        {"lowercase", "http://a/?" + test::repeat("%e2%82%ac", MiB), 1},
        // A long host of a DNS scheme, in labels of 63 octets.
        {"long host", "http://" + test::repeat(std::string(63, 'a') + ".", MiB) + "org/", 1},
        // A long ASCII reference without findings.
        {"ascii", "http://a/" + test::repeat("abc/", MiB), 0},
    };
    for (big const& c : cases) {
        INFO(c.name);
        iri::parse_result const r = iri::parse(c.text);
        REQUIRE(r.ok());
        std::vector<iri::warning> out;
        REQUIRE(iri::check(r.value(), out).code == iri::errc::ok);
        CHECK(out.size() == c.warnings);
        if (!out.empty()) CHECK(out.back().byte_offset < c.text.size());
    }
}

TEST_CASE("max_warnings keeps the first by position, counts the rest, and keeps the first raised",
          "[check][api][bounds]") {
    // Families find warnings in their own order (percent-encoding, then
    // dot segments, then characters...): the ones kept must still be the
    // first by position, as a check without the limit orders them.
    std::string text = "http://h";
    for (int i = 0; i < 40; ++i) text += i % 3 == 0 ? "/./" : i % 3 == 1 ? "/%e9" : "/\xEF\xAC\x81";
    text += "/a%2e";  // needless_percent_encoding, last of all
    iri::parse_result const parsed = iri::parse(text);
    REQUIRE(parsed);
    std::vector<iri::warning> all;
    REQUIRE(!iri::check(parsed.value(), all));
    REQUIRE(all.size() > 60);
    for (std::size_t limit :
         {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{50}, all.size(), all.size() + 5}) {
        INFO("limit " << limit);
        iri::check_options options;
        options.max_warnings = limit;
        std::vector<iri::warning> kept = {iri::warning{}};  // appended after what is there
        std::size_t omitted = 99;
        REQUIRE(!iri::check(parsed.value(), kept, omitted, options));
        std::size_t const expected = std::min(limit, all.size());
        REQUIRE(kept.size() == 1 + expected);
        CHECK(omitted == all.size() - expected);
        for (std::size_t k = 0; k < expected; ++k) {
            CHECK(kept[1 + k].code == all[k].code);
            CHECK(kept[1 + k].byte_offset == all[k].byte_offset);
            CHECK(kept[1 + k].offset == all[k].offset);
        }
        // The string form says the same.
        iri::check_result const r = iri::check(text, options);
        CHECK(r.warnings.size() == expected);
        CHECK(r.omitted == all.size() - expected);

        // Raised: the first raised warning is the error, and is kept even
        // beyond the limit.
        options.raised.insert(warning_code::needless_percent_encoding);
        std::vector<iri::warning> with_raised;
        iri::diagnostic const error = iri::check(parsed.value(), with_raised, omitted, options);
        CHECK(error.code == iri::errc::raised_warning);
        CHECK(error.byte_offset == text.size() - 3);
        REQUIRE(!with_raised.empty());
        CHECK(with_raised.back().code == warning_code::needless_percent_encoding);
        CHECK(with_raised.back().severity == iri::severity::error);
        CHECK(with_raised.back().offset == text.size() - 3 - 2 * 13);  // U+FB01: 3 bytes, 1 character, 13 times
        CHECK(with_raised.size() + omitted == all.size());
    }
}

// check() clears most lines of ASCII without a "%" before the families are
// set up (semantics/check/check.cpp, plainly_nothing_to_report); a line it
// cannot clear goes to them, which must still find all there is.
TEST_CASE("lines of plain ASCII: what the families find, and nothing where there is none", "[check][api]") {
    for (std::string_view const clean :
         {"https://example.com/a/b?q#f", "https://EXAMPLE.com/", "./a", ".well/x", "foo://exa_mple.com:80/",
          "http://[::1]/", "http://192.0.2.1/", "urn:isbn:0451450523", "//example.com/a.b/c."})
        CHECK(warnings_of(clean).empty());
    CHECK(brief(warnings_of("https://example.com:443/a")) == strings{"default_port 20 port"});
    CHECK(brief(warnings_of("http://example.com:/a")) == strings{"empty_port 19 port"});
    CHECK(brief(warnings_of("http://example.com:65536/a")) == strings{"port_out_of_range 19 port"});
    CHECK(brief(warnings_of("http://exa_mple.com/")) == strings{"host_fails_uts46 7 ireg-name"});
    CHECK(brief(warnings_of("http:///a")) == strings{"empty_host 7 ihost"});
    CHECK(brief(warnings_of("https://example.com/a/./b")) == strings{"dot_segment 22 isegment"});
    CHECK(brief(warnings_of("/./a")) == strings{"dot_segment 1 isegment-nz"});
    CHECK(brief(warnings_of("mailto:a@@b")) == strings{"scheme_syntax 9 domain"});
}
