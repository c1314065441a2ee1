// RFC 2396 §5.2 resolution (iri::resolve_rfc2396): every example of RFC 2396
// Appendix C under that algorithm, and side by side with RFC 3986 §5.2 where
// the two differ (RFC 3986 Appendix D: dot segments above the root and in
// absolute paths, the empty path with a query, the current document), with
// ";" parameters, which are part of their segment in both.
#include "support/reference_generator.hpp"
#include "tests/semantics/rfc3986_examples.hpp"

#include <iri/iri.hpp>
#include <iri/resolve_rfc2396.hpp>

#include <catch2/catch.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

using namespace std::literals;

static_assert(noexcept(iri::resolve_rfc2396(""sv, ""sv)));

namespace {

// RFC 2396 Appendix C: "Within an object with a well-defined base URI of
//    http://a/b/c/d;p?q
// the relative URI would be resolved as follows:"
constexpr std::string_view base = "http://a/b/c/d;p?q";

struct example {
    std::string_view reference, target;
    bool current_document = false;  // written "(current document)" by the RFC
};

// C.1 Normal Examples. "(current document)#s" is the base without its
// fragment, then "#s".
constexpr example normal_examples[] = {
    {"g:h", "g:h"},
    {"g", "http://a/b/c/g"},
    {"./g", "http://a/b/c/g"},
    {"g/", "http://a/b/c/g/"},
    {"/g", "http://a/g"},
    {"//g", "http://g"},
    {"?y", "http://a/b/c/?y"},
    {"g?y", "http://a/b/c/g?y"},
    {"#s", "http://a/b/c/d;p?q#s", true},
    {"g#s", "http://a/b/c/g#s"},
    {"g?y#s", "http://a/b/c/g?y#s"},
    {";x", "http://a/b/c/;x"},
    {"g;x", "http://a/b/c/g;x"},
    {"g;x?y#s", "http://a/b/c/g;x?y#s"},
    {".", "http://a/b/c/"},
    {"./", "http://a/b/c/"},
    {"..", "http://a/b/"},
    {"../", "http://a/b/"},
    {"../g", "http://a/b/g"},
    {"../..", "http://a/"},
    {"../../", "http://a/"},
    {"../../g", "http://a/g"},
};

// C.2 Abnormal Examples ("http:g" as a validating parser reads it; the
// backwards-compatible reading is tested below).
constexpr example abnormal_examples[] = {
    {"", "http://a/b/c/d;p?q", true},  // "<> = (current document)"
    {"../../../g", "http://a/../g"},
    {"../../../../g", "http://a/../../g"},
    {"/./g", "http://a/./g"},
    {"/../g", "http://a/../g"},
    {"g.", "http://a/b/c/g."},
    {".g", "http://a/b/c/.g"},
    {"g..", "http://a/b/c/g.."},
    {"..g", "http://a/b/c/..g"},
    {"./../g", "http://a/b/g"},
    {"./g/.", "http://a/b/c/g/"},
    {"g/./h", "http://a/b/c/g/h"},
    {"g/../h", "http://a/b/c/h"},
    {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
    {"g;x=1/../y", "http://a/b/c/y"},
    {"g?y/./x", "http://a/b/c/g?y/./x"},
    {"g?y/../x", "http://a/b/c/g?y/../x"},
    {"g#s/./x", "http://a/b/c/g#s/./x"},
    {"g#s/../x", "http://a/b/c/g#s/../x"},
    {"http:g", "http:g"},
};

void check(example const& e) {
    INFO("reference <" << e.reference << ">");
    iri::rfc2396_result const r = iri::resolve_rfc2396(base, e.reference);
    REQUIRE(r);
    CHECK(r.target == e.target);
    CHECK(r.current_document == e.current_document);
}

}  // namespace

TEST_CASE("RFC 2396 C.1 normal examples", "[resolve][rfc2396]") {
    for (example const& e : normal_examples) check(e);
}

TEST_CASE("RFC 2396 C.2 abnormal examples", "[resolve][rfc2396]") {
    for (example const& e : abnormal_examples) check(e);
    // "http:g = http:g ; for validating parsers
    //         | http://a/b/c/g ; for backwards compatibility"
    CHECK(iri::resolve_rfc2396(base, "http:g", {.strict = false}).target == "http://a/b/c/g");
    CHECK(iri::resolve_rfc2396(base, "HTTP:g", {.strict = false}).target == "http://a/b/c/g");
    // "some implementations strip leading relative symbolic elements ...
    // the above two references will be interpreted as "http://a/g"" (6g).
    iri::rfc2396_options const strip{.above_root = iri::rfc2396_above_root::remove};
    CHECK(iri::resolve_rfc2396(base, "../../../g", strip).target == "http://a/g");
    CHECK(iri::resolve_rfc2396(base, "../../../../g", strip).target == "http://a/g");
    CHECK(iri::resolve_rfc2396(base, "../../../..", strip).target == "http://a/");
}

TEST_CASE("RFC 3986 §5.4 examples under RFC 3986, the same references under RFC 2396", "[resolve][rfc2396][rfc3986]") {
    using test::rfc3986::rfc_base;
    // The references on which the two algorithms agree, and those on
    // which they differ, each with RFC 2396's answer (RFC 3986 Appendix D).
    struct difference {
        std::string_view reference, rfc2396;
    };
    constexpr difference differences[] = {
        {"?y", "http://a/b/c/?y"},  // D.1: RFC 3986 keeps the base's last segment
        {"../../../g", "http://a/../g"},  // D.2: ".." above the root stays (6g)
        {"../../../../g", "http://a/../../g"},  // D.2
        {"/./g", "http://a/./g"},  // D.2: an absolute path keeps its dot segments
        {"/../g", "http://a/../g"},  // D.2
    };
    auto rfc2396_answer = [&](std::string_view reference) -> std::optional<std::string_view> {
        for (difference const& d : differences)
            if (d.reference == reference) return d.rfc2396;
        return std::nullopt;
    };
    std::size_t differing = 0;
    for (auto const& examples : {std::span<test::rfc3986::example const>(test::rfc3986::normal_examples),
                                 std::span<test::rfc3986::example const>(test::rfc3986::abnormal_examples)})
        for (auto const& e : examples) {
            INFO("reference <" << e.reference << ">");
            CHECK(iri::resolve(rfc_base, e.reference).value() == e.target);
            iri::rfc2396_result const old = iri::resolve_rfc2396(rfc_base, e.reference);
            REQUIRE(old);
            if (auto const different = rfc2396_answer(e.reference)) {
                CHECK(old.target == *different);
                CHECK(old.target != e.target);
                ++differing;
            } else {
                CHECK(old.target == e.target);
            }
        }
    CHECK(differing == std::size(differences));
}

TEST_CASE("RFC 2396 and RFC 3986 side by side where they differ", "[resolve][rfc2396][rfc3986]") {
    struct row {
        std::string_view base, reference, rfc2396, rfc3986;
    };
    constexpr row rows[] = {
        // Dot segments above the root: kept by 2396 (6g), dropped by 3986.
        {"http://a/b/c/d;p?q", "../../../g", "http://a/../g", "http://a/g"},
        {"http://a/b", "../../x/../y", "http://a/../../y", "http://a/y"},
        // Dot segments in an absolute or network path, or in an absolute
        // reference: only RFC 3986 removes them.
        {"http://a/b/c/d;p?q", "/./g", "http://a/./g", "http://a/g"},
        {"http://a/b/c/d;p?q", "//g/./h/../i", "http://g/./h/../i", "http://g/i"},
        {"http://a/b/c/d;p?q", "http://x/./y", "http://x/./y", "http://x/y"},
        // "g?y/./x": both split the query off before merging.
        {"http://a/b/c/d;p?q", "g?y/./x", "http://a/b/c/g?y/./x", "http://a/b/c/g?y/./x"},
        {"http://a/b/c/d;p?q", "g?y/../x", "http://a/b/c/g?y/../x", "http://a/b/c/g?y/../x"},
        // ";" parameters are part of the segment in both: ".." removes the
        // whole "g;x=1", and the base's "d;p" is one last segment.
        {"http://a/b/c/d;p?q", "g;x=1/../y", "http://a/b/c/y", "http://a/b/c/y"},
        {"http://a/b;p1/c;p2", "../;x", "http://a/;x", "http://a/;x"},
        {"http://a/b/c/d;p?q", ";x", "http://a/b/c/;x", "http://a/b/c/;x"},
        // The empty reference: the current document in 2396 (step 2); in
        // 3986 the base with its query, without its fragment. An empty
        // path with a query merges in 2396 only.
        {"http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q"},
        {"http://a/b/c/d;p?q#f", "#g", "http://a/b/c/d;p?q#g", "http://a/b/c/d;p?q#g"},
        {"http://a/b/c/d;p?q", "?y", "http://a/b/c/?y", "http://a/b/c/d;p?y"},
        {"http://a/b/c/d;p?q", "?", "http://a/b/c/?", "http://a/b/c/d;p?"},
    };
    for (row const& r : rows) {
        INFO("base <" << r.base << "> reference <" << r.reference << ">");
        iri::rfc2396_result const old = iri::resolve_rfc2396(r.base, r.reference);
        REQUIRE(old);
        CHECK(old.target == r.rfc2396);
        CHECK(iri::resolve(r.base, r.reference).value() == r.rfc3986);
    }
    CHECK(iri::resolve_rfc2396("http://a/b/c/d;p?q#f", "").current_document);
    CHECK(iri::resolve_rfc2396("http://a/b/c/d;p?q#f", "#g").current_document);
    CHECK_FALSE(iri::resolve_rfc2396("http://a/b/c/d;p?q#f", "?y").current_document);
}

TEST_CASE("RFC 2396: the gaps its text leaves, and IRIs", "[resolve][rfc2396]") {
    // A base with an authority and no path: "/" + the reference (as RFC
    // 3986 §5.2.3), never "http://ag".
    CHECK(iri::resolve_rfc2396("http://a", "g").target == "http://a/g");
    // A base path without "/": nothing of it is kept.
    CHECK(iri::resolve_rfc2396("s:a", "b").target == "s:b");
    // Non-ASCII segments resolve as they are (the 2002 draft: all RFC 2396
    // operations apply to IRIs).
    CHECK(iri::resolve_rfc2396("http://例え/ä/β/γ", "../δ").target == "http://例え/ä/δ");
    CHECK(iri::resolve_rfc2396("http://例え/ä", "../δ").target == "http://例え/../δ");
    // Empty segments are segments: "<segment>/../" removes them too.
    CHECK(iri::resolve_rfc2396("http://a/b/c", "x//../y").target == "http://a/b/x/y");
}

TEST_CASE("RFC 2396: errors as iri::resolve reports them", "[resolve][rfc2396][errors]") {
    CHECK(iri::resolve_rfc2396("a b", "g").error.code == iri::errc::invalid_base);
    CHECK(iri::resolve_rfc2396("a b", "g").error.message() == iri::resolve("a b", "g").error().message());
    CHECK(iri::resolve_rfc2396("/relative", "g").error.code == iri::errc::base_not_absolute);
    iri::rfc2396_result const bad = iri::resolve_rfc2396(base, "g h");
    CHECK_FALSE(bad);
    CHECK(bad.error.code == iri::resolve(base, "g h").error().code);
    CHECK(bad.target.empty());
}

TEST_CASE("RFC 2396: the steps taken are recorded when asked", "[resolve][rfc2396][explain]") {
    CHECK(iri::resolve_rfc2396(base, "../g").steps.empty());
    iri::rfc2396_result const r = iri::resolve_rfc2396(base, "./../g", {}, true);
    REQUIRE(r);
    std::string taken;
    for (auto const& s : r.steps) taken += std::string(s.step) + ' ';
    CHECK(taken == "1 2 3 4 5 6a 6b 6c 6d 6e 6f 6h 7 ");
    auto buffer_after = [&](std::string_view step) {
        for (auto const& s : r.steps)
            if (s.step == step) return s.buffer;
        return std::string("(missing)");
    };
    CHECK(buffer_after("6a") == "/b/c/");
    CHECK(buffer_after("6b") == "/b/c/./../g");
    CHECK(buffer_after("6c") == "/b/c/../g");
    CHECK(buffer_after("6e") == "/b/g");
    CHECK(r.target == "http://a/b/g");

    iri::rfc2396_result const above = iri::resolve_rfc2396(base, "../../../g", {}, true);
    bool retained = false;
    for (auto const& s : above.steps) retained |= s.step == "6g" && s.buffer == "/../g";
    CHECK(retained);
    iri::rfc2396_result const current = iri::resolve_rfc2396(base, "#s", {}, true);
    REQUIRE(current.steps.size() == 2);
    CHECK(current.steps[1].step == "2");
}

TEST_CASE("RFC 2396 on generated pairs: resolves whatever RFC 3986 resolves, and agrees on plain merges",
          "[resolve][rfc2396][generated]") {
    test::generator g(2396);
    std::size_t merges = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const b = test::generate_base(g);
        std::string const r = test::generate_reference(g);
        INFO("base <" << b << "> reference <" << r << ">");
        iri::text_result const now = iri::resolve(b, r);
        iri::rfc2396_result const old = iri::resolve_rfc2396(b, r, {.above_root = iri::rfc2396_above_root::remove});
        REQUIRE(now.ok() == static_cast<bool>(old));
        if (!now) continue;
        CHECK(iri::parse(old.target).ok());
        // A relative path without dot segments, against a base whose path
        // is absolute and has none either: step 6 is then only RFC 3986's
        // merge (6a, 6b).
        iri::parse_result const base_parsed = iri::parse(b);
        iri::parse_result const ref = iri::parse(r);
        bool const plain_relative_path = ref->is_relative() && !ref->has_authority() && !ref->path().empty() &&
                                         ref->path().front() != '/' && ref->path().find('.') == std::string_view::npos;
        if (plain_relative_path && base_parsed->path().starts_with('/') &&
            base_parsed->path().find('.') == std::string_view::npos) {
            CHECK(old.target == now.value());
            ++merges;
        }
    }
    CHECK(merges > 500);
}

namespace {

// Steps 6c and 6e as RFC 2396 §5.2 words them: each occurrence of the
// pattern removed from the buffer in turn, leftmost first, until none is
// left. The library does each in one pass (linear, where this is
// quadratic); this is the oracle it must agree with.
bool segment_starts_at(std::string const& buffer, std::size_t at) {
    return at == 0 ? buffer.empty() || buffer[0] != '/' : buffer[at - 1] == '/';
}

std::string literal_6c(std::string buffer) {
    for (std::size_t at = buffer.find("./"); at != std::string::npos; at = buffer.find("./", at)) {
        if (segment_starts_at(buffer, at))
            buffer.erase(at, 2);
        else
            ++at;
    }
    return buffer;
}

std::string literal_6e(std::string buffer) {
    for (bool removed = true; removed;) {
        removed = false;
        for (std::size_t at = buffer.find("/../"); at != std::string::npos; at = buffer.find("/../", at + 1)) {
            if (at == 0) continue;  // an abs_path's "/" has no segment before it
            std::size_t const slash = buffer.rfind('/', at - 1);
            std::size_t const start = slash == std::string::npos ? 0 : slash + 1;
            if (buffer.compare(start, at - start, "..") == 0) continue;
            buffer.erase(start, at + 4 - start);
            removed = true;
            break;
        }
    }
    return buffer;
}

}  // namespace

TEST_CASE("RFC 2396 steps 6c and 6e give what removing one pattern at a time, leftmost first, gives",
          "[resolve][rfc2396][generated]") {
    // Paths of dot segments, empty segments and look-alikes, against bases
    // with and without an abs_path.
    constexpr std::string_view pieces[] = {"a", "b", "..", ".", "", "...", ".a", "a.", "..a"};
    constexpr std::string_view bases[] = {"http://h/b/c/d", "http://h", "s:/b/c/", "s:/..", "http://h/../b/"};
    test::generator g(6);
    for (int i = 0; i < 20000; ++i) {
        std::string reference;
        std::size_t const n = 1 + g.below(12);
        for (std::size_t k = 0; k < n; ++k) {
            if (k > 0) reference += '/';
            reference += g.pick(pieces);
        }
        // A first segment that is empty would make "//...", a network path.
        if (reference.starts_with('/')) reference.insert(0, "a");
        std::string_view const against = g.pick(bases);
        INFO("base <" << against << "> reference <" << reference << ">");
        iri::rfc2396_result const r = iri::resolve_rfc2396(against, reference, {}, true);
        REQUIRE(r);
        auto buffer_after = [&](std::string_view step) {
            for (auto const& s : r.steps)
                if (s.step == step) return s.buffer;
            return std::string("(missing)");
        };
        CHECK(buffer_after("6c") == literal_6c(buffer_after("6b")));
        CHECK(buffer_after("6e") == literal_6e(buffer_after("6d")));
    }
}
