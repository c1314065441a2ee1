// Normalization step by step (iri::explain_normalize): each step named and
// what it changed, and, because the walk is its own, proof that it ends
// where iri::normalize ends, at every level, with and without NFC, over
// the RFC's example and generated references.
#include "support/reference_generator.hpp"
#include "tests/semantics/normalization_alphabet.hpp"

#include <iri/iri.hpp>
#include <iri/normalize_explain.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

using namespace std::literals;

static_assert(noexcept(iri::explain_normalize(""sv)));

namespace {

iri::normalize_step const* find_step(iri::normalize_explanation const& e, std::string_view component,
                                     std::string_view rule_prefix) {
    for (auto const& s : e.steps)
        if (s.component == component && s.rule.starts_with(rule_prefix)) return &s;
    return nullptr;
}

}  // namespace

TEST_CASE("each §5.3.2 step is named with what it changed", "[normalize][explain]") {
    iri::normalize_explanation const e =
        iri::explain_normalize("HTTP://User%7e@Example.ORG/a/./%7e/../b%2f?%41#%c3%a9");
    REQUIRE(e.error.code == iri::errc::ok);
    CHECK(e.result == iri::normalize("HTTP://User%7e@Example.ORG/a/./%7e/../b%2f?%41#%c3%a9").value());
    CHECK(e.result == "http://User~@example.org/a/b%2F?A#\xC3\xA9");

    auto const* scheme = find_step(e, "scheme", "RFC 3987 §5.3.2.1");
    REQUIRE(scheme);
    CHECK(scheme->before == "HTTP");
    CHECK(scheme->after == "http");
    auto const* userinfo = find_step(e, "userinfo", "RFC 3987 §5.3.2.3");
    REQUIRE(userinfo);
    CHECK(userinfo->after == "User~");
    auto const* host = find_step(e, "host", "RFC 3987 §5.3.2.1");
    REQUIRE(host);
    CHECK(host->after == "example.org");
    auto const* dots = find_step(e, "path", "RFC 3987 §5.3.2.4 path segment normalization (");
    REQUIRE(dots);
    CHECK(dots->before == "/a/./%7e/../b%2f");
    CHECK(dots->after == "/a/b%2f");
    REQUIRE(!dots->dot_steps.empty());
    CHECK(dots->dot_steps.front().rule == "1");
    CHECK(dots->dot_steps.back().output == "/a/b%2f");
    auto const* percent = find_step(e, "path", "RFC 3987 §5.3.2.3");
    REQUIRE(percent);
    CHECK(percent->after == "/a/b%2F");
    auto const* query = find_step(e, "query", "RFC 3987 §5.3.2.3");
    REQUIRE(query);
    CHECK(query->before == "%41");
    CHECK(query->after == "A");
    CHECK(find_step(e, "fragment", "RFC 3987 §5.3.2.2") == nullptr);  // NFC only on request
}

TEST_CASE("decoding can make dot segments: the second pass shows it", "[normalize][explain]") {
    // "%2E" is an ordinary segment for §5.2.4, until decoded.
    iri::normalize_explanation const e = iri::explain_normalize("http://a/x/%2E%2E/y");
    REQUIRE(e.error.code == iri::errc::ok);
    CHECK(e.result == iri::normalize("http://a/x/%2E%2E/y").value());
    auto const* again = find_step(e, "path", "RFC 3987 §5.3.2.4 path segment normalization, again");
    REQUIRE(again);
    CHECK(again->before == "/x/../y");
    CHECK(again->after == "/y");
}

TEST_CASE("a relative path keeps its dot segments; NFC and the scheme rung are steps of their own",
          "[normalize][explain]") {
    iri::normalize_explanation const relative = iri::explain_normalize("../A/%7e");
    CHECK(relative.result == "../A/~");
    REQUIRE(relative.steps.size() == 1);
    CHECK(relative.steps[0].component == "path");

    iri::normalize_explanation const nfc = iri::explain_normalize("http://a/e\xCC\x81", {.nfc = true});
    auto const* composed = find_step(nfc, "path", "RFC 3987 §5.3.2.2");
    REQUIRE(composed);
    CHECK(composed->after == "/\xC3\xA9");
    CHECK(nfc.result == iri::normalize("http://a/e\xCC\x81", {.nfc = true}).value());

    iri::normalize_explanation const scheme =
        iri::explain_normalize("HTTP://a:80", {.level = iri::comparison_level::scheme});
    REQUIRE(!scheme.steps.empty());
    CHECK(scheme.steps.back().rule.starts_with("RFC 3987 §5.3.3"));
    CHECK(scheme.steps.back().before == "http://a:80");
    CHECK(scheme.result == "http://a/");

    iri::normalize_explanation const bad = iri::explain_normalize("a b");
    CHECK(bad.error.code == iri::normalize("a b").error().code);
    CHECK(bad.steps.empty());
}

TEST_CASE("the explained result is normalize()'s, on generated references", "[normalize][explain][property]") {
    test::generator g(5322);
    std::size_t changed = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string const text = g.chance(2) ? test::generate_base(g, test::normalization::normalization_alphabet)
                                             : test::generate_reference(g, test::normalization::normalization_alphabet);
        for (auto level : {iri::comparison_level::syntax, iri::comparison_level::scheme})
            for (bool nfc : {false, true}) {
                iri::normalize_options const options{level, nfc};
                INFO("input " << text << " level " << iri::to_string(level) << (nfc ? " nfc" : ""));
                iri::text_result const plain = iri::normalize(text, options);
                iri::normalize_explanation const e = iri::explain_normalize(text, options);
                REQUIRE(plain.ok() == (e.error.code == iri::errc::ok));
                if (!plain) continue;
                REQUIRE(e.result == plain.value());
                // Each step starts where the one before it on the same
                // component ended.
                for (std::size_t k = 1; k < e.steps.size(); ++k)
                    if (e.steps[k].component == e.steps[k - 1].component)
                        CHECK(e.steps[k].before == e.steps[k - 1].after);
                for (auto const& s : e.steps) changed += s.changed();
            }
    }
    CHECK(changed > 1000);
}
