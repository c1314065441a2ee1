// Resolution step by step (iri::explain_resolve, iri::explain_remove_dot_segments).
//
// The explanation runs resolve()'s own transform and §5.2.4 loop with a
// recording trace; these tests pin what it records against the RFC's own
// table (§5.2.4's two examples) and prove that it ends where the plain
// algorithm ends: the same target as iri::resolve over the §5.4 examples
// and generated pairs, the same path as remove_dot_segments over generated
// paths (the table starts at the first segment, the plain loop at the first
// dot segment).
#include "support/reference_generator.hpp"
#include "tests/oracles/resolve_oracle.hpp"
#include "tests/semantics/rfc3986_examples.hpp"

#include <iri/iri.hpp>
#include <iri/resolve_explain.hpp>

#include <catch2/catch.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

using namespace std::literals;

static_assert(noexcept(iri::explain_resolve(""sv, ""sv)));
static_assert(noexcept(iri::explain_remove_dot_segments(""sv)));

namespace {

struct row {
    std::string_view rule, output, input;
};

void check_rows(std::vector<iri::dot_segment_step> const& steps, std::vector<row> const& expected) {
    REQUIRE(steps.size() == expected.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        INFO("row " << i);
        CHECK(steps[i].rule == expected[i].rule);
        CHECK(steps[i].output == expected[i].output);
        CHECK(steps[i].input == expected[i].input);
    }
}

}  // namespace

TEST_CASE("RFC 3986 §5.2.4's own tables, row by row", "[resolve][explain]") {
    // "The following illustrates how the above steps are applied for two
    // examples of merged paths, showing the state of the two buffers after
    // each step."
    check_rows(iri::explain_remove_dot_segments("/a/b/c/./../../g"), {
                                                                         {"1", "", "/a/b/c/./../../g"},
                                                                         {"2E", "/a", "/b/c/./../../g"},
                                                                         {"2E", "/a/b", "/c/./../../g"},
                                                                         {"2E", "/a/b/c", "/./../../g"},
                                                                         {"2B", "/a/b/c", "/../../g"},
                                                                         {"2C", "/a/b", "/../g"},
                                                                         {"2C", "/a", "/g"},
                                                                         {"2E", "/a/g", ""},
                                                                     });
    check_rows(iri::explain_remove_dot_segments("mid/content=5/../6"), {
                                                                           {"1", "", "mid/content=5/../6"},
                                                                           {"2E", "mid", "/content=5/../6"},
                                                                           {"2E", "mid/content=5", "/../6"},
                                                                           {"2C", "mid", "/6"},
                                                                           {"2E", "mid/6", ""},
                                                                       });
}

TEST_CASE("rules 2A, 2D and the final \"/.\" and \"/..\" are named", "[resolve][explain]") {
    // 2A: a leading "../" or "./"; 2D: the input is only "." or "..".
    check_rows(iri::explain_remove_dot_segments("../a/."), {
                                                               {"1", "", "../a/."},
                                                               {"2A", "", "a/."},
                                                               {"2E", "a", "/."},
                                                               {"2B", "a", "/"},
                                                               {"2E", "a/", ""},
                                                           });
    check_rows(iri::explain_remove_dot_segments(".."), {{"1", "", ".."}, {"2D", "", ""}});
    check_rows(iri::explain_remove_dot_segments("/a/.."), {
                                                              {"1", "", "/a/.."},
                                                              {"2E", "/a", "/.."},
                                                              {"2C", "", "/"},
                                                              {"2E", "/", ""},
                                                          });
    check_rows(iri::explain_remove_dot_segments(""), {{"1", "", ""}});
}

TEST_CASE("the table ends where remove_dot_segments ends, on generated paths", "[resolve][explain]") {
    test::generator g(18);
    for (int i = 0; i < 5000; ++i) {
        std::string const path = test::generate_path(g, test::resolution_alphabet, 8);
        INFO("path " << path);
        auto const steps = iri::explain_remove_dot_segments(path);
        REQUIRE(!steps.empty());
        CHECK(steps.front().input == path);
        CHECK(steps.back().input.empty());
        CHECK(steps.back().output == oracle::remove_dot_segments(path));
        // Every row after the first removes something from the input.
        for (std::size_t k = 1; k < steps.size(); ++k) CHECK(steps[k].input.size() < steps[k - 1].input.size());
    }
}

TEST_CASE("the explained target is resolve()'s, over RFC 3986 §5.4", "[resolve][explain][rfc3986]") {
    using test::rfc3986::rfc_base;
    using examples_span = std::span<test::rfc3986::example const>;
    for (examples_span const examples :
         {examples_span(test::rfc3986::normal_examples), examples_span(test::rfc3986::abnormal_examples)})
        for (auto const& e : examples) {
            INFO("reference " << e.reference);
            iri::resolve_explanation const x = iri::explain_resolve(rfc_base, e.reference);
            REQUIRE(x.error.code == iri::errc::ok);
            CHECK(x.target == e.target);
            CHECK(x.target == iri::resolve(rfc_base, e.reference).value());
            if (x.dots_removed) {
                REQUIRE(!x.dot_steps.empty());
                CHECK(x.dot_steps.back().output == x.dot_output);
            }
        }
}

TEST_CASE("each §5.2.2 branch and §5.2.3 case is reported", "[resolve][explain]") {
    constexpr std::string_view base = "http://a/b/c/d;p?q";
    auto const scheme = iri::explain_resolve(base, "g:h");
    CHECK(scheme.branch == iri::resolve_branch::reference_scheme);
    CHECK(scheme.dot_input == "h");

    auto const authority = iri::explain_resolve(base, "//g/./x");
    CHECK(authority.branch == iri::resolve_branch::reference_authority);
    CHECK(authority.dot_input == "/./x");
    CHECK(authority.dot_output == "/x");

    auto const empty = iri::explain_resolve(base, "#s");
    CHECK(empty.branch == iri::resolve_branch::empty_path);
    CHECK(empty.query_from_base);
    CHECK_FALSE(empty.dots_removed);
    CHECK(empty.dot_steps.empty());
    auto const query = iri::explain_resolve(base, "?y");
    CHECK(query.branch == iri::resolve_branch::empty_path);
    CHECK_FALSE(query.query_from_base);

    auto const absolute = iri::explain_resolve(base, "/../g");
    CHECK(absolute.branch == iri::resolve_branch::absolute_path);
    CHECK(absolute.merge == iri::merge_case::none);

    auto const merged = iri::explain_resolve(base, "../g");
    CHECK(merged.branch == iri::resolve_branch::merge);
    CHECK(merged.merge == iri::merge_case::all_but_last_segment);
    CHECK(merged.merge_prefix == "/b/c/");
    CHECK(merged.dot_input == "/b/c/../g");

    auto const root = iri::explain_resolve("http://a", "g");
    CHECK(root.merge == iri::merge_case::authority_and_empty_path);
    CHECK(root.merge_prefix == "/");
    CHECK(root.target == "http://a/g");

    auto const no_slash = iri::explain_resolve("s:a", "b");
    CHECK(no_slash.merge == iri::merge_case::all_but_last_segment);
    CHECK(no_slash.merge_prefix.empty());

    // The non-strict rule undefines R.scheme: the reference then merges.
    auto const loose = iri::explain_resolve(base, "http:g", {false});
    CHECK(loose.scheme_ignored);
    CHECK(loose.branch == iri::resolve_branch::merge);
    CHECK(loose.target == "http://a/b/c/g");
    CHECK_FALSE(iri::explain_resolve(base, "http:g").scheme_ignored);

    auto const guarded = iri::explain_resolve("s:/a", "..//x");
    CHECK(guarded.dot_guard);
    CHECK(guarded.target == "s:/.//x");
}

TEST_CASE("explain_resolve reports resolve()'s errors", "[resolve][explain][errors]") {
    CHECK(iri::explain_resolve("a b", "g").error.code == iri::errc::invalid_base);
    CHECK(iri::explain_resolve("a b", "g").error.message() == iri::resolve("a b", "g").error().message());
    CHECK(iri::explain_resolve("/rel", "g").error.code == iri::errc::base_not_absolute);
    iri::resolve_explanation const bad = iri::explain_resolve("http://a/", "g h");
    CHECK(bad.error.code == iri::resolve("http://a/", "g h").error().code);
    CHECK(bad.error.byte_offset == 1);
    CHECK(bad.target.empty());
}

TEST_CASE("the explained target is resolve()'s, on generated pairs", "[resolve][explain][oracle]") {
    test::generator g(1818);
    std::size_t compared = 0;
    for (int i = 0; i < 5000; ++i) {
        std::string const base = test::generate_base(g);
        std::string const reference = test::generate_reference(g);
        bool const strict = !g.chance(4);
        INFO("base " << base << " reference " << reference << (strict ? "" : " (non-strict)"));
        iri::text_result const plain = iri::resolve(base, reference, {strict});
        iri::resolve_explanation const x = iri::explain_resolve(base, reference, {strict});
        REQUIRE(plain.ok() == (x.error.code == iri::errc::ok));
        if (!plain) {
            CHECK(x.error.code == plain.error().code);
            continue;
        }
        REQUIRE(x.target == plain.value());
        if (x.dots_removed) {
            CHECK(x.dot_steps.front().input == x.dot_input);
            CHECK(x.dot_steps.back().output == x.dot_output);
            CHECK(x.dot_output == oracle::remove_dot_segments(x.dot_input));
        }
        if (x.merge != iri::merge_case::none) CHECK(x.dot_input.starts_with(x.merge_prefix));
        ++compared;
    }
    CHECK(compared > 2500);
}
