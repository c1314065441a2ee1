// The ABNF engine on its own (tests/oracles/abnf/): the reader on tiny
// grammars and on what RFC 5234 allows, the matcher on the languages they
// define, ambiguity and repetition counts included, and the counter-examples
// of grammar/README.md, where a PEG reading of the ABNF goes wrong and the
// ABNF itself must not.
#include <iri/abnf.hpp>
#include <iri/grammars.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

namespace abnf = iri::abnf;

namespace {

abnf::grammar read(std::string_view text) {
    abnf::grammar g;
    g.read(text, "test.abnf");
    g.resolve();
    return g;
}

bool matches(std::string_view grammar_text, std::string_view rule, std::string_view input) {
    abnf::grammar const g = read(grammar_text);
    abnf::matcher const m(g);
    return m.matches(input, rule);
}

}  // namespace

TEST_CASE("abnf reader: RFC 5234 syntax", "[abnf][reader]") {
    SECTION("comments, continuation lines, CRLF, case-insensitive names, =/") {
        abnf::grammar const g = read(
            "; a comment line\r\n"
            "greeting = \"hi\" ; trailing comment\r\n"
            "         / Other   ; continued\r\n"
            "\r\n"
            "other    = %x41-42\r\n"
            "greeting =/ %d48.49 \"!\"\n");
        REQUIRE(g.rules().size() == 2);
        CHECK(g.rules()[0].name == "greeting");
        CHECK(g.rules()[0].definition->children.size() == 3);
        CHECK(g.find("GREETING") == 0);
        CHECK(g.find("other") == 1);
        abnf::matcher const m(g);
        CHECK(m.matches("hi", "greeting"));
        CHECK(m.matches("HI", "greeting"));  // quoted strings are case-insensitive
        CHECK(m.matches("B", "greeting"));
        CHECK(m.matches("01!", "greeting"));
        CHECK_FALSE(m.matches("b", "greeting"));  // %x41-42 is exactly A-B
        CHECK_FALSE(m.matches("h", "greeting"));
    }
    SECTION("a preamble of prose before the first rule or comment is skipped and counted") {
        abnf::grammar g;
        g.read("This file holds a rule.\nIt says: x.\n\nr = \"x\"\n", "p.abnf");
        CHECK(g.preamble_lines() == 3);
        CHECK(g.rules().size() == 1);
    }
    SECTION("%b, %d, %x values; RFC 7405 %s and %i") {
        abnf::grammar const g = read(
            "b = %b1000001\n"
            "d = %d65-67\n"
            "x = %x61.62.63\n"
            "s = %s\"aB\"\n"
            "i = %i\"aB\"\n");
        abnf::matcher const m(g);
        CHECK(m.matches("A", "b"));
        CHECK_FALSE(m.matches("a", "b"));
        CHECK(m.matches("C", "d"));
        CHECK(m.matches("abc", "x"));
        CHECK_FALSE(m.matches("ABC", "x"));  // numeric values are exact
        CHECK(m.matches("aB", "s"));
        CHECK_FALSE(m.matches("ab", "s"));
        CHECK(m.matches("Ab", "i"));
    }
    SECTION("repetition forms, groups, options") {
        abnf::grammar const g = read(
            "exact = 3\"a\"\n"
            "range = 2*3\"a\"\n"
            "atleast = 2*\"a\"\n"
            "atmost = *2\"a\"\n"
            "any = *\"a\"\n"
            "group = (\"a\" / \"b\") \"c\"\n"
            "option = [\"a\"] \"b\"\n"
            "empty = 0\"a\"\n");
        abnf::matcher const m(g);
        CHECK(m.matches("aaa", "exact"));
        CHECK_FALSE(m.matches("aa", "exact"));
        CHECK_FALSE(m.matches("a", "range"));
        CHECK(m.matches("aa", "range"));
        CHECK(m.matches("aaa", "range"));
        CHECK_FALSE(m.matches("aaaa", "range"));
        CHECK_FALSE(m.matches("a", "atleast"));
        CHECK(m.matches("aaaaaa", "atleast"));
        CHECK(m.matches("", "atmost"));
        CHECK_FALSE(m.matches("aaa", "atmost"));
        CHECK(m.matches("", "any"));
        CHECK(m.matches("aaaaaaaaaa", "any"));
        CHECK(m.matches("bc", "group"));
        CHECK_FALSE(m.matches("abc", "group"));
        CHECK(m.matches("b", "option"));
        CHECK(m.matches("ab", "option"));
        CHECK(m.matches("", "empty"));
        CHECK_FALSE(m.matches("a", "empty"));
    }
    SECTION("errors: what is not RFC 5234 is refused with file and line") {
        abnf::grammar g;
        CHECK_THROWS_AS(g.read("r = \"unterminated\n", "e.abnf"), abnf::error);
        CHECK_THROWS_AS(g.read("r = \"a\"\"b\"\n", "e.abnf"), abnf::error);  // no white space between
        CHECK_THROWS_AS(g.read("r = 3*2\"a\"\n", "e.abnf"), abnf::error);
        CHECK_THROWS_AS(g.read("r = %q41\n", "e.abnf"), abnf::error);
        CHECK_THROWS_AS(g.read("r = ( \"a\"\n", "e.abnf"), abnf::error);
        CHECK_THROWS_WITH(g.read("r = \"a\"\nr = \"b\"\n", "e.abnf"), Catch::Contains("defined twice"));
        abnf::grammar h;
        CHECK_THROWS_WITH(h.read("r =/ \"a\"\n", "e.abnf"), Catch::Contains("not defined before"));
        abnf::grammar u;
        u.read("r = s t\n", "e.abnf");
        CHECK_THROWS_WITH(u.resolve(), Catch::Contains("s, t"));
    }
    SECTION("a prose value needs a plug-in") {
        abnf::grammar const g = read("r = <anything> / \"x\"\n");
        CHECK(g.prose_values() == std::vector<std::string>{"anything"});
        CHECK_THROWS_WITH(abnf::matcher(g), Catch::Contains("<anything> has no plug-in"));
        abnf::matcher const m(g, {{"anything", "one code point", "", [](std::u32string_view in, std::uint32_t pos) {
                                       return pos < in.size() ? abnf::ends{pos + 1} : abnf::ends{};
                                   }}});
        CHECK(m.matches("\xC3\xA9", "r"));
        CHECK_FALSE(m.matches("ab", "r"));
    }
}

TEST_CASE("abnf matcher: every alternative and every repetition count", "[abnf][matcher]") {
    // Ordered choice would take "a" and fail on the rest; the ABNF does not.
    CHECK(matches("r = (\"a\" / \"ab\") \"c\"\n", "r", "abc"));
    // A greedy loop would eat the last "a"; the ABNF gives it back.
    CHECK(matches("r = *\"a\" \"a\"\n", "r", "aaaa"));
    CHECK(matches("r = *\"a\" \"ab\"\n", "r", "aaab"));
    // An element that matches the empty string under a star terminates.
    CHECK(matches("r = *( *\"a\" ) \"b\"\n", "r", "aaab"));
    CHECK(matches("r = *( [\"a\"] [\"b\"] )\n", "r", "abba"));
    // Bounded counts, with overlapping elements.
    CHECK(matches("r = 2*3( \"a\" / \"aa\" ) \"b\"\n", "r", "aaaaaab"));
    CHECK_FALSE(matches("r = 2*3( \"a\" / \"aa\" ) \"b\"\n", "r", "aaaaaaab"));
    // Code points, not bytes; invalid UTF-8 matches nothing.
    CHECK(matches("r = %xE9 %x10000-10FFFF\n", "r", "\xC3\xA9\xF0\x9F\x98\x80"));
    CHECK_FALSE(matches("r = *%x00-10FFFF\n", "r", "\xC3"));
    CHECK_FALSE(matches("r = *%x00-10FFFF\n", "r", "\xC0\xAF"));  // overlong "/"
    CHECK_FALSE(matches("r = *%x00-10FFFF\n", "r", "\xED\xA0\x80"));  // surrogate
    CHECK_FALSE(matches("r = *%x00-10FFFF\n", "r", "\xF4\x90\x80\x80"));  // past U+10FFFF
    // Left recursion is an error, not a silent answer.
    CHECK_THROWS_AS(matches("r = r \"a\" / \"a\"\n", "r", "aa"), abnf::error);
    // The set of ends, for an unanchored look.
    abnf::grammar const g = read("r = *\"a\"\n");
    CHECK(abnf::matcher(g).prefixes("aab", "r") == abnf::ends{0, 1, 2});
}

TEST_CASE("abnf matcher: the PEG counter-examples of grammar/README.md", "[abnf][matcher]") {
    abnf::grammar g;
    g.read_file(std::string(IRI_SOURCE_DIR) + "/grammar/rfc3987/rfc3987.abnf");
    g.read_file(std::string(IRI_SOURCE_DIR) + "/grammar/rfc3986/rfc3986-uri.abnf");
    g.resolve();
    abnf::matcher const m(g, {{"ipchar", "", "ipchar", {}}, {"pchar", "", "pchar", {}}});
    // dec-octet: the shortest alternative first would stop after "2".
    CHECK(m.matches("25", "dec-octet"));
    CHECK(m.matches("1.2.3.25", "IPv4address"));
    CHECK(m.matches("192.168.0.1", "IPv4address"));
    CHECK_FALSE(m.matches("256.1.1.1", "IPv4address"));
    // ihost: IPv4address must not win on a prefix.
    CHECK(m.matches("1.2.3.4.example", "ihost"));
    CHECK(m.matches("http://1.2.3.4.example/", "IRI"));
    // IPv6address: the colon of "::" belongs to "::".
    for (char const* a : {"1::", "1:2::", "fe80::1", "::", "::1", "1:2:3:4:5:6:7::", "::ffff:1.2.3.4"}) {
        INFO(a);
        CHECK(m.matches(a, "IPv6address"));
    }
    CHECK_FALSE(m.matches("1:2:3:4:5:6:7:8:9", "IPv6address"));
    CHECK_FALSE(m.matches("1:::", "IPv6address"));
    // ipath: an alternative that matches "" must not end the match early.
    CHECK(m.matches("a/b", "ipath"));
    CHECK(m.matches("a:b", "ipath"));
    CHECK(m.matches("", "ipath"));
    // IRI-reference in either order; irelative-ref cannot take "a:b".
    CHECK(m.matches("a:b", "IRI-reference"));
    CHECK_FALSE(m.matches("a:b", "irelative-ref"));
    // ucschar and iprivate are code points.
    CHECK(m.matches("http://\xC3\xA9.example/", "IRI"));
    CHECK(m.matches("?\xEE\x80\x80", "irelative-ref"));  // U+E000 in iquery
    CHECK_FALSE(m.matches("#\xEE\x80\x80", "irelative-ref"));  // not in ifragment
    CHECK_FALSE(m.matches("http://\xC3\xA9.example/", "URI-reference"));
    // The ABNF itself admits the bidi formatting characters (RFC 3987 §4.1 forbids them).
    CHECK(m.matches("a\xE2\x80\x8E", "irelative-ref"));
}

TEST_CASE("abnf engine: the alternatives a whole match uses", "[abnf][engine]") {
    abnf::grammar const g = read(
        "top = a / b / c\n"
        "a = \"x\" *\"y\"\n"
        "b = \"x\" \"y\"\n"  // "xy" is derived by a and by b: both are used
        "c = \"z\"\n"
        "d = \"x\" \"q\"\n");
    abnf::matcher const m(g);
    auto const used = [&](std::string_view input) {
        std::vector<std::pair<std::string, std::size_t>> out;
        auto s = m.start(*abnf::decode_utf8(input));
        for (auto const& u : s.alternatives_used(g.find("top")))
            out.emplace_back(g.rules()[u.rule].name, u.alternative);
        return out;
    };
    using list = std::vector<std::pair<std::string, std::size_t>>;
    CHECK(used("xy") == list{{"top", 0}, {"top", 1}, {"a", 0}, {"b", 0}});
    CHECK(used("xyy") == list{{"top", 0}, {"a", 0}});
    CHECK(used("z") == list{{"top", 2}, {"c", 0}});
    CHECK(used("xq").empty());  // no whole match: nothing is used
    CHECK(abnf::to_text(*g.rules()[g.find("a")].definition) == "\"x\" *\"y\"");
}

// loaded_grammar::builtin reads the files <iri/grammars.hpp> names, as
// embedded when building: each grammar of the registry loads, with its
// entry points among its rules, and the files are the source tree's.
TEST_CASE("abnf engine: every grammar of the registry is built in", "[abnf][engine][registry]") {
    for (iri::grammar_description const& d : iri::grammars()) {
        INFO(d.name);
        auto const g = abnf::loaded_grammar::builtin(d.name);
        REQUIRE(g);
        CHECK(g->name() == d.name);
        for (iri::entry_point const& point : d.entries) CHECK(g->rules().find(point.rule) != abnf::grammar::npos);
        abnf::grammar from_files;
        for (std::string_view const file : d.abnf_files) from_files.read_file(IRI_SOURCE_DIR "/" + std::string(file));
        from_files.resolve();
        CHECK(from_files.rules().size() == g->rules().rules().size());
    }
}

TEST_CASE("abnf engine: the generator is reproducible and its derivations are in the language", "[abnf][engine]") {
    auto const g = abnf::loaded_grammar::builtin("rfc3987");
    REQUIRE(g);
    CHECK(!abnf::loaded_grammar::builtin("rfc0000"));
    std::size_t const rule = g->rules().find("IRI-reference");
    auto run = [&](std::uint64_t seed) {
        abnf::generator gen(*g, seed);
        std::vector<std::string> out;
        for (int i = 0; i < 200; ++i) {
            auto const valid = gen.derive(rule, 60);
            REQUIRE(valid);
            CHECK(valid->text.size() <= 60);
            // Derivations are in the language, but for a bidi formatting
            // character (RFC 3987 §4.1), which ucschar admits.
            if (!valid->valid) CHECK(valid->text.find("\xE2\x80") != std::string::npos);
            auto const miss = gen.near_miss(rule, 60);
            REQUIRE(miss);
            CHECK(!miss->mutation.empty());
            out.push_back(valid->text);
            out.push_back(miss->text);
        }
        return out;
    };
    CHECK(run(7) == run(7));
    CHECK(run(7) != run(8));
}
