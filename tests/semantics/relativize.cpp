// Relativization, the inverse of resolution: relativize()'s answers are
// checked by resolving them back (RFC 3986 §5.2), and against an exhaustive
// search for a shorter one.
#include "support/reference_generator.hpp"

#include <iri/iri.hpp>
#include <iri/resolve.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

using namespace std::literals;

static_assert(noexcept(iri::relativize(""sv, ""sv)));
static_assert(noexcept(iri::relativize_into(iri::reference_view{}, iri::reference_view{},
                                            std::declval<std::string&>())));

namespace {

std::string resolved(std::string_view base, std::string_view reference) {
    iri::text_result r = iri::resolve(base, reference);
    if (!r) FAIL("resolve(" << base << ", " << reference << ") failed: " << r.error().message());
    return r.value();
}

}  // namespace

TEST_CASE("relativize: examples", "[relativize]") {
    struct relativize_case {
        std::string_view base, target, reference;
    };
    relativize_case const cases[] = {
        {"http://a/b/c/d;p?q", "http://a/b/c/g", "g"},
        {"http://a/b/c/d;p?q", "http://a/b/c/d;p?q", ""},
        {"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#s", "#s"},
        {"http://a/b/c/d;p?q", "http://a/b/c/d;p?y", "?y"},
        {"http://a/b/c/d;p?q", "http://a/b/c/d;p", "d;p"},
        {"http://a/b/c/d;p?q", "http://a/b/c/", "."},
        {"http://a/b/c/d;p?q", "http://a/b/", ".."},
        {"http://a/b/c/d;p?q", "http://a/b/g", "../g"},
        {"http://a/b/c/d;p?q", "http://a/g", "/g"},
        {"http://a/b/c/d;p?q", "http://a/", "/"},
        {"http://a/b/c/d;p?q", "http://g", "//g"},
        {"http://a/b/c/d;p?q", "https://a/b/c/g", "https://a/b/c/g"},
        {"http://a/b/c/d;p?q", "http://a/b/c/g:h", "./g:h"},  // RFC 3986 §4.2
        {"http://a/b/c/d;p?q", "http://a/b/c//g", ".//g"},
        {"http://a/b/c/d;p?q", "http://a//g", "/.//g"},
        {"http://\xC3\xA4/\xCE\xB2/c", "http://\xC3\xA4/\xCE\xB2/\xC3\xA9?\xC3\xA9", "\xC3\xA9?\xC3\xA9"},
        {"s:/a", "s:/.//x", ".//x"},
        {"s:a/b", "s:/c", "/c"},
        {"s:a/b", "s:a/c", "c"},
        {"s:a/b", "s:c", "s:c"},
        {"http://a/b/../c/d", "http://a/c/g", "g"},
        {"http://a/b/c#f", "http://a/b/c", ""},
    };
    for (relativize_case const& c : cases) {
        INFO(c.base << " -> " << c.target);
        iri::text_result const r = iri::relativize(c.base, c.target);
        REQUIRE(r.ok());
        CHECK(r.value() == c.reference);
        CHECK(resolved(c.base, r.value()) == c.target);
    }
}

TEST_CASE("relativize: errors", "[relativize][errors]") {
    CHECK(iri::relativize("/a", "http://a/b").error().code == iri::errc::base_not_absolute);
    CHECK(iri::relativize("http://a b", "http://a/b").error().code == iri::errc::invalid_base);
    CHECK(iri::relativize("http://a/b", "/c").error().code == iri::errc::target_not_absolute);
    CHECK(iri::relativize("http://a/b", "http://a b").error().code == iri::errc::disallowed_character);
    // Resolution removes every dot segment it merges, so a target that keeps
    // one is reachable only as the base's own path.
    iri::text_result const unreachable = iri::relativize("http://a/b", "http://a/./c");
    REQUIRE_FALSE(unreachable.ok());
    CHECK(unreachable.error().code == iri::errc::unreachable_target);
    CHECK_FALSE(unreachable.error().message().empty());
    CHECK(iri::relativize("http://a/./c?q", "http://a/./c").error().code == iri::errc::unreachable_target);
    CHECK(iri::relativize("http://a/./c?q", "http://a/./c?r").value() == "?r");
}

TEST_CASE("relativize_into: the _into convention on failure", "[relativize][errors]") {
    iri::parse_result const base = iri::parse("http://a/b");
    iri::parse_result const target = iri::parse("http://a/./c");
    std::string out = "untouched?";
    iri::diagnostic error;
    CHECK(iri::relativize_into(base.value(), target.value(), out, &error) == iri::errc::unreachable_target);
    CHECK(out.empty());
    CHECK(error.code == iri::errc::unreachable_target);
    CHECK(error.production == "IRI");
    out = "untouched?";
    CHECK(iri::relativize_into(target.value(), iri::parse("/c").value(), out) == iri::errc::target_not_absolute);
    CHECK(out.empty());
}

// For every generated pair, with t = resolve(base, reference):
// resolve(base, relativize(base, t)) == t, and the answer is no longer than
// `reference`, which is one answer.
TEST_CASE("relativize: its answer resolves back, and is never longer than a known answer", "[relativize][property]") {
    test::generator g(3987);
    std::size_t checked = 0, shorter = 0;
    std::string target, relative, again;
    for (int i = 0; i < 10000; ++i) {
        std::string const base = test::generate_base(g);
        std::string const reference = test::generate_reference(g);
        iri::parse_result const b = iri::parse(base);
        iri::parse_result const r = iri::parse(reference);
        if (!b || !r || b->is_relative()) continue;
        REQUIRE(iri::resolve_into(b.value(), r.value(), target) == iri::errc::ok);
        iri::parse_result const t = iri::parse(target);
        REQUIRE(t.ok());
        INFO("base " << base << " reference " << reference << " target " << target);
        REQUIRE(iri::relativize_into(b.value(), t.value(), relative) == iri::errc::ok);
        INFO("relativized " << relative);
        iri::parse_result const rel = iri::parse(relative);
        REQUIRE(rel.ok());
        REQUIRE(iri::resolve_into(b.value(), rel.value(), again) == iri::errc::ok);
        CHECK(again == target);
        // `reference` is one answer, so the shortest is no longer.
        CHECK(relative.size() <= reference.size());
        ++checked;
        shorter += relative.size() < reference.size();
    }
    CHECK(checked >= 7000);
    CHECK(shorter >= 1000);
}

TEST_CASE("relativize: no shorter reference exists, by exhaustive search", "[relativize][property]") {
    // Every string of up to three characters from an alphabet that covers
    // the targets' paths, and every delimiter, is tried as a reference.
    struct search_case {
        std::string_view base, target;
    };
    search_case const cases[] = {
        {"http://a/b/c/d;p?q", "http://a/b/c/g"},
        {"http://a/b/c/d;p?q", "http://a/b/"},
        {"http://a/b/c/d;p?q", "http://a/"},
        {"http://a/b/c/d;p?q", "http://a/g"},
        {"http://a/b/c/d;p?q", "http://g"},
        {"http://a/b/c/d;p?q", "http://a/b/c/d;p"},
        {"http://a/b/c/d;p?q", "http://a/b/c/"},
        {"http://a/b/c/d;p?q", "http://a/b/g?y#s"},
        {"http://a/b/c/d;p?q", "http://a//g"},
        {"http://a/b/c/d;p?q", "http://a/b/c//g"},
        {"s:/a", "s:/.//x"},
        {"s:a/b", "s:/c"},
        {"s:a/b", "s:a/"},
        {"s:a/b", "s:/"},
        {"s:", "s:a"},
        {"http://a", "http://a/"},
        {"http://a/b", "http://a"},
        {"s:/a/b", "s:/a/b?"},
        {"s://h", "s://h/x"},
    };
    std::string_view const alphabet = "abcdgxy/.;?#:";
    std::vector<std::string> candidates = {""};
    for (std::size_t length = 1; length <= 3; ++length)
        for (std::size_t i = candidates.size(); i-- > 0;)
            if (candidates[i].size() == length - 1)
                for (char c : alphabet) candidates.push_back(candidates[i] + c);
    std::string out;
    for (search_case const& c : cases) {
        INFO(c.base << " -> " << c.target);
        iri::text_result const answer = iri::relativize(c.base, c.target);
        REQUIRE(answer.ok());
        iri::parse_result const base = iri::parse(c.base);
        for (std::string const& candidate : candidates) {
            if (candidate.size() >= answer.value().size()) continue;
            iri::parse_result const reference = iri::parse(candidate);
            if (!reference) continue;
            REQUIRE(iri::resolve_into(base.value(), reference.value(), out) == iri::errc::ok);
            INFO("shorter candidate " << candidate);
            CHECK(out != c.target);
        }
    }
}
