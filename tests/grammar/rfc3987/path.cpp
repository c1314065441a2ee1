// Paths, query and fragment (RFC 3987 §2.2, RFC 3986 §3.3 to §3.5).
#include "support/support.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using iri::host_kind;
using iri::path_kind;
using iri::reference_kind;
using test::check_parts;
using test::check_production;
using test::utf8;

TEST_CASE("isegment, isegment-nz, isegment-nz-nc", "[grammar][path]") {
    check_production("isegment", {"", "a", "a:b", ":", "@", "%41", utf8(0xE9), ".", "..", "!$&'()*+,;=", "-._~"},
                     {"/", "a/b", "?", "#", "%", "%4", "[", "]", " ", utf8(0xE000), "\x80"});
    check_production("isegment-nz", {"a", ":", "@", "a:b", "%41", utf8(0x10300)}, {"", "/", "a/", "?", "%"});
    check_production("isegment-nz-nc", {"a", "@", "%3A", "a@b", utf8(0xE9), ".."},
                     {"", ":", "a:b", "a:", ":a", "/", "a/b", "%"});
}

TEST_CASE("the five ipath productions", "[grammar][path]") {
    check_production("ipath-abempty", {"", "/", "/a", "//", "/a/b/", "/a:b", "///", "/" + utf8(0xE9)},
                     {"a", "a/b", ":", "/a?", "/a#", "/ ", "/" + utf8(0xE000)});
    check_production("ipath-absolute", {"/", "/a", "/a/", "/a//b", "/a:b", "/:"}, {"//", "//a", "", "a", "a/"});
    check_production("ipath-noscheme", {"a", "a/b", "a/b:c", "a//", "@", "a@b/c", ".", "../g"},
                     {"a:b", ":", "/a", "", "a:/b", "a?"});
    check_production("ipath-rootless", {"a", "a:b", ":", "a/b", "a:/b", "a//"}, {"/a", "", "/", "?"});
    check_production("ipath-empty", {""}, {"a", "/", ":", " "});
    check_production("ipath", {"", "/", "//a", "/a/b", "a:b", "a", "a/b", ":"},
                     {"?", "#", "a b", "a?b", "a#b", "%", "[", utf8(0xE000)});
}

TEST_CASE("iquery and ifragment", "[grammar][path]") {
    check_production("iquery",
                     {"", "a=b&c=d", "/?", "??", ":@!$&'()*+,;=", "%41", utf8(0xE9), utf8(0xE000), utf8(0xF0000),
                      utf8(0x10FFFD), "a/b?c"},
                     {"#", "a#b", "a b", "%", "%4", "[", "]", utf8(0xFFFE), utf8(0xDFFF), "\xFF"});
    check_production("ifragment", {"", "a/b?c", "??", utf8(0xE9), "%41", ":@"},
                     {"#", "a#b", "a b", "%", "[", utf8(0xE000), utf8(0x10FFFD), utf8(0xFFFE)});
}

TEST_CASE("path kinds in a whole reference", "[grammar][path]") {
    check_parts("a:/b", {.scheme = "a", .path = "/b", .path_type = path_kind::absolute, .kind = reference_kind::iri});
    check_parts("a:b/c", {.scheme = "a", .path = "b/c", .path_type = path_kind::rootless, .kind = reference_kind::iri});
    check_parts("a:", {.scheme = "a", .path = "", .path_type = path_kind::empty, .kind = reference_kind::iri});
    check_parts("a:?q",
                {.scheme = "a", .path = "", .query = "q", .path_type = path_kind::empty, .kind = reference_kind::iri});
    check_parts("a:b:c", {.scheme = "a", .path = "b:c", .path_type = path_kind::rootless, .kind = reference_kind::iri});
    check_parts("a/b:c", {.path = "a/b:c", .path_type = path_kind::noscheme});
    check_parts("./a:b", {.path = "./a:b", .path_type = path_kind::noscheme});
    check_parts("/a:b", {.path = "/a:b", .path_type = path_kind::absolute});
    check_parts("//a//b",
                {.host = "a", .path = "//b", .host_type = host_kind::reg_name, .path_type = path_kind::abempty});
    check_parts("///b", {.host = "", .path = "/b", .host_type = host_kind::reg_name, .path_type = path_kind::abempty});
    check_parts("a:///b", {.scheme = "a",
                           .host = "",
                           .path = "/b",
                           .host_type = host_kind::reg_name,
                           .path_type = path_kind::abempty,
                           .kind = reference_kind::iri});
    check_parts("?", {.path = "", .query = "", .path_type = path_kind::empty});
    check_parts("#", {.path = "", .fragment = "", .path_type = path_kind::empty});
    check_parts(
        "a:#", {.scheme = "a", .path = "", .fragment = "", .path_type = path_kind::empty, .kind = reference_kind::iri});
}

TEST_CASE("a colon in the first segment of a relative path", "[grammar][path]") {
    // "1a:b" cannot be an IRI (a scheme starts with a letter) nor an
    // irelative-ref (ipath-noscheme has no colon in its first segment).
    test::check_invalid("1a:b");
    test::check_invalid("-a:b");
    test::check_invalid(":");
    test::check_invalid(":a");
    test::check_invalid("a:b", iri::entry::irelative_ref);
    test::check_valid("./1a:b");
    test::check_valid("1a/b:c");
    test::check_invalid("%31a:b");
}

// grammar/rfc3987/path_def.hpp: *( "/" isegment ) is one run of
// ipchar / "/" on the fast path (parse, is_valid) and the literal rules when
// traced (the production table, explain, diagnosis). The two must be one
// language: every path built from these pieces, in every path production
// (through an entry point that reaches it), gets one verdict from both.
TEST_CASE("the segments of a path: one run when fast and isegments when traced", "[grammar][path]") {
    std::string const pieces[] = {"", "a", ":", "%41", ".", "..", utf8(0xE9), "%", "?", "#", " ", utf8(0xE000), "@"};
    std::vector<std::string> paths{""};
    for (std::string const& a : pieces)
        for (std::string const& b : pieces) {
            paths.push_back(a + "/" + b);
            paths.push_back("/" + a + "/" + b);
            paths.push_back(a + "//" + b + "/");
            for (std::string const& c : {std::string("a"), std::string(":"), std::string("/")})
                paths.push_back(a + "/" + b + c + "/" + a);
        }
    auto const* const iri_reference = iri::grammar::find_production("IRI-reference");
    REQUIRE(iri_reference != nullptr);
    std::size_t valid = 0;
    for (std::string const& path : paths)
        for (std::string const& text : {"s://h" + path, "s:" + path, path, "//h" + path}) {
            INFO('"' << test::escaped(text) << '"');
            bool const fast = iri::is_valid(text);
            CHECK(fast == iri_reference->matches(text));
            valid += fast;
        }
    CHECK(valid > 500);  // not vacuous: both verdicts occur
    CHECK(valid + 500 < paths.size() * 4);
}
