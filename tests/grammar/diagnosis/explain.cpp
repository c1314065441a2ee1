// The parse tree of `iri explain` (grammar/diagnosis/explain.hpp): node by node for
// inputs a student would try, where failed attempts stopped, agreement with
// the parser's own verdicts, and bounded size on hostile input.
#include "support/reference_generator.hpp"
#include "support/support.hpp"

#include "grammar/diagnosis/explain.hpp"
#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using iri::explain_limits;
using iri::explain_node;
using iri::explanation;
using iri::grammar::explain;

namespace {

iri::grammar::production const& production(std::string_view name) {
    auto const* p = iri::grammar::find_production(name);
    INFO("production " << name);
    REQUIRE(p != nullptr);
    return *p;
}

iri::grammar::production const& literal(std::string_view name) {
    auto const* p = iri::grammar::find_literal_production(name);
    INFO("literal production " << name);
    REQUIRE(p != nullptr);
    return *p;
}

explanation run(std::string_view rule, std::string_view text, explain_limits limits = {}) {
    explanation e = explain(text, production(rule), limits);
    REQUIRE(e.complete);
    return e;
}

// One line per node, indented by depth: "ireg-name 7..13 bytes 7..23",
// then "failed", "undone", "folded N" where they apply. Markers of the node
// limit read "(limit)".
void lines_of(explain_node const& n, int depth, std::vector<std::string>& out) {
    std::string line(2 * static_cast<std::size_t>(depth), ' ');
    line += n.rule.empty() ? std::string("(limit)") : std::string(n.rule);
    line += ' ' + std::to_string(n.start) + ".." + std::to_string(n.end);
    if (n.byte_start != n.start || n.byte_end != n.end)
        line += " bytes " + std::to_string(n.byte_start) + ".." + std::to_string(n.byte_end);
    if (!n.matched && n.folded == 0) line += " failed";
    if (n.undone) line += " undone";
    if (n.folded > 0) line += " folded " + std::to_string(n.folded);
    out.push_back(line);
    for (auto const& c : n.children) lines_of(c, depth + 1, out);
}

std::vector<std::string> lines_of(explain_node const& root) {
    std::vector<std::string> out;
    lines_of(root, 0, out);
    return out;
}

void check_tree(explanation const& e, std::vector<std::string> const& want) {
    auto const got = lines_of(e.tree);
    std::string shown;
    for (auto const& l : got) shown += l + '\n';
    INFO("tree:\n" << shown);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        INFO("node " << i);
        CHECK(got[i] == want[i]);
    }
}

enum class status { kept, undone, failed };

// One node: its rule, its text (for a failed rule, how far it got) and
// what became of it.
void check_node(explain_node const& n, std::string_view rule, std::string_view text, status what) {
    INFO("node " << n.rule << " \"" << n.text << '"');
    CHECK(n.rule == rule);
    CHECK(n.text == text);
    CHECK(n.matched == (what != status::failed));
    CHECK(n.undone == (what == status::undone));
}

// The first node (pre-order) for which `pred` holds, or nullptr.
template <typename Pred>
explain_node const* find(explain_node const& n, Pred pred) {
    if (pred(n)) return &n;
    for (auto const& c : n.children)
        if (auto const* hit = find(c, pred)) return hit;
    return nullptr;
}

std::size_t count_nodes(explain_node const& n) {
    std::size_t total = 1;
    for (auto const& c : n.children) total += count_nodes(c);
    return total;
}

// What holds of every tree: spans inside the input and in order; a failed
// rule's children failed or were abandoned with it; a matched rule's kept
// children lie inside it, in order, without overlapping; text is the span.
void check_shape(explain_node const& n, std::string_view input) {
    INFO("node " << n.rule << ' ' << n.byte_start << ".." << n.byte_end);
    REQUIRE(n.byte_start <= n.byte_end);
    REQUIRE(n.byte_end <= input.size());
    CHECK(n.start <= n.end);
    CHECK(n.text == input.substr(n.byte_start, n.byte_end - n.byte_start));
    CHECK_FALSE((n.undone && !n.matched));
    std::size_t cursor = n.byte_start;
    for (auto const& c : n.children) {
        CHECK(c.byte_start >= n.byte_start);
        if (n.matched && c.matched && !c.undone && c.folded == 0) {
            CHECK(c.byte_start >= cursor);
            CHECK(c.byte_end <= n.byte_end);
            cursor = c.byte_end;
        }
        if (c.folded == 0) check_shape(c, input);
    }
}

std::string read_file(std::filesystem::path const& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("explain: an IRI with non-ASCII host, path and query", "[grammar][explain]") {
    // 例え.テスト is 6 code points in 16 bytes: offsets differ after it.
    auto const e = run("IRI-reference", "http://例え.テスト/パス?q=値#frag");
    CHECK(e.matches);
    CHECK(e.prefix == 25);
    CHECK(e.byte_prefix == 41);
    check_tree(e, {
                      "IRI-reference 0..25 bytes 0..41",
                      "  IRI 0..25 bytes 0..41",
                      "    scheme 0..4",
                      "    ihier-part 5..16 bytes 5..30",
                      "      iauthority 7..13 bytes 7..23",
                      "        ihost 7..13 bytes 7..23",
                      "          IP-literal 7..7 failed",
                      "          ireg-name 7..13 bytes 7..23",
                      "      ipath-abempty 13..16 bytes 23..30",
                      "        isegment 14..16 bytes 24..30",
                      "    iquery 17..20 bytes 31..36",
                      "    ifragment 21..25 bytes 37..41",
                  });
    CHECK(e.tree.children[0].children[1].children[0].text == "例え.テスト");
    CHECK(e.tree.children[0].children[2].text == "q=値");
}

TEST_CASE("explain: an empty authority, then the path", "[grammar][explain]") {
    // iauthority matches "" right where ipath-abempty starts: both kept.
    check_tree(run("IRI-reference", "file:///etc/hosts"), {
                                                              "IRI-reference 0..17",
                                                              "  IRI 0..17",
                                                              "    scheme 0..4",
                                                              "    ihier-part 5..17",
                                                              "      iauthority 7..7",
                                                              "        ihost 7..7",
                                                              "          IP-literal 7..7 failed",
                                                              "          ireg-name 7..7",
                                                              "      ipath-abempty 7..17",
                                                              "        isegment 8..11",
                                                              "        isegment 12..17",
                                                          });
}

TEST_CASE("explain: IRI is tried first, then irelative-ref", "[grammar][explain]") {
    // Ordered choice: IRI reads scheme "a", finds no ":", and fails at 1.
    check_tree(run("IRI-reference", "a/b"), {
                                                "IRI-reference 0..3",
                                                "  IRI 0..1 failed",
                                                "    scheme 0..1",
                                                "  irelative-ref 0..3",
                                                "    irelative-part 0..3",
                                                "      ipath-absolute 0..0 failed",
                                                "      ipath-noscheme 0..3",
                                                "        isegment-nz-nc 0..1",
                                                "        isegment 2..3",
                                            });
}

TEST_CASE("explain: IPv4address, userinfo and port", "[grammar][explain]") {
    auto const e = run("IRI-reference", "//u@10.0.0.1:80");
    CHECK(e.matches);
    auto const* authority = find(e.tree, [](explain_node const& n) { return n.rule == "iauthority"; });
    REQUIRE(authority != nullptr);
    std::vector<std::string> got;
    for (auto const& c : authority->children) got.push_back(std::string(c.rule) + ' ' + std::string(c.text));
    CHECK(got == std::vector<std::string>{"iuserinfo u", "ihost 10.0.0.1", "port 80"});
    // dec-octet "10": "1" 2DIGIT and "2" ... fail first; %x31-39 DIGIT matches.
    auto const* octet = find(e.tree, [](explain_node const& n) { return n.rule == "dec-octet"; });
    REQUIRE(octet != nullptr);
    CHECK(octet->text == "10");
    REQUIRE_FALSE(octet->children.empty());
    check_node(octet->children.back(), "DIGIT", "0", status::kept);
    // "1" 2DIGIT read the "0" as its first DIGIT, then failed on the second:
    // that DIGIT was undone when %x31-39 DIGIT went back to the "0".
    check_node(octet->children.front(), "DIGIT", "0", status::undone);
}

TEST_CASE("explain: \"http://[::1\" stops in IP-literal, wanting \"]\"", "[grammar][explain]") {
    auto const e = run("IRI-reference", "http://[::1");
    CHECK_FALSE(e.matches);
    // IRI matches "http://" with an empty host; only the anchor rejects it.
    CHECK(e.prefix == 7);
    CHECK(e.tree.matched);
    CHECK(e.tree.end == 7);
    CHECK(e.error.byte_offset == 11);
    CHECK(e.error.production == "IP-literal");
    CHECK(e.error.code == iri::errc::unexpected_end_of_input);
    auto const* literal = find(e.tree, [](explain_node const& n) { return n.rule == "IP-literal"; });
    REQUIRE(literal != nullptr);
    // It got to the end of the input, then wanted "]".
    check_node(*literal, "IP-literal", "[::1", status::failed);
    CHECK(literal->start == 7);
    CHECK(literal->end == 11);
    REQUIRE_FALSE(literal->children.empty());
    check_node(literal->children.front(), "IPv6address", "::1", status::kept);
    // Then ihost falls back to an empty ireg-name.
    auto const* ihost = find(e.tree, [](explain_node const& n) { return n.rule == "ihost"; });
    REQUIRE(ihost != nullptr);
    check_node(*ihost, "ihost", "", status::kept);
    REQUIRE(ihost->children.size() == 2);
    check_node(ihost->children[1], "ireg-name", "", status::kept);
}

TEST_CASE("explain: IPv6address backtracks between its alternatives", "[grammar][explain]") {
    auto const e = run("IPv6address", "::1");
    CHECK(e.matches);
    // Every alternative with groups after "::" reads the h16 "1", then wants
    // more and fails; the last, [ *5( h16 ":" ) h16 ] "::" h16, keeps it.
    std::size_t undone = 0;
    for (auto const& c : e.tree.children) {
        if (c.rule == "h16" && c.undone) ++undone;
        if (c.undone) CHECK(c.text == "1");
    }
    CHECK(undone == 5);
    check_node(e.tree.children.back(), "h16", "1", status::kept);
}

TEST_CASE("explain: \"a:b\" as irelative-ref stops at the colon", "[grammar][explain]") {
    auto const e = run("irelative-ref", "a:b");
    CHECK_FALSE(e.matches);
    CHECK(e.prefix == 1);
    CHECK(e.error.byte_offset == 1);
    CHECK(e.error.production == "ipath-noscheme");
    check_tree(e, {
                      "irelative-ref 0..1",
                      "  irelative-part 0..1",
                      "    ipath-absolute 0..0 failed",
                      "    ipath-noscheme 0..1",
                      "      isegment-nz-nc 0..1",
                  });
}

TEST_CASE("explain: \"%G1\" matches nothing but the empty path", "[grammar][explain]") {
    auto const e = run("IRI-reference", "%G1");
    CHECK_FALSE(e.matches);
    CHECK(e.prefix == 0);
    CHECK(e.error.code == iri::errc::invalid_percent_encoding);
    CHECK(e.error.byte_offset == 0);
    check_tree(e, {
                      "IRI-reference 0..0",
                      "  IRI 0..0 failed",
                      "    scheme 0..0 failed",
                      "  irelative-ref 0..0",
                      "    irelative-part 0..0",
                      "      ipath-absolute 0..0 failed",
                      "      ipath-noscheme 0..0 failed",
                      "        isegment-nz-nc 0..0 failed",
                      "      ipath-empty 0..0",
                  });
}

TEST_CASE("explain: ihost \"1.2.3.4.example\", shipped and literal", "[grammar][explain][deviations]") {
    auto const shipped = run("ihost", "1.2.3.4.example");
    CHECK(shipped.matches);
    REQUIRE(shipped.tree.children.size() == 3);
    CHECK(lines_of(shipped.tree)[0] == "ihost 0..15");
    // !ireg-name-char failed on ".", and ihost went back.
    check_node(shipped.tree.children[1], "IPv4address", "1.2.3.4", status::undone);
    check_node(shipped.tree.children[2], "ireg-name", "1.2.3.4.example", status::kept);

    auto const naive = explain("1.2.3.4.example", literal("ihost"));
    CHECK_FALSE(naive.matches);
    CHECK(naive.prefix == 7);  // ordered choice committed to IPv4address
    REQUIRE(naive.tree.children.size() == 2);
    check_node(naive.tree.children[1], "IPv4address", "1.2.3.4", status::kept);
}

TEST_CASE("explain --literal: every literal transcription against its shipped rule", "[grammar][explain][deviations]") {
    // The deviation log's inputs (grammar/README.md): the literal rule stops
    // short or fails where the shipped rule matches the whole input.
    struct row {
        std::string_view name, input;
        long literal_prefix;  // what a plain parse of the literal rule takes
    };
    for (auto [name, input, literal_prefix] : {
             row{"dec-octet", "25", 1},
             row{"IPv4address", "1.2.3.25", 7},
             row{"ihost", "1.2.3.4.example", 7},
             row{"IPv6address", "1::", -1},
             row{"ipath", "a/b", 0},
             row{"IRI-reference", "a:b", 1},
         }) {
        INFO(name << " \"" << input << '"');
        auto const shipped = run(name, input);
        auto const naive = explain(input, literal(name));
        REQUIRE(naive.complete);
        CHECK(shipped.matches);
        CHECK(shipped.prefix == static_cast<long>(input.size()));
        CHECK_FALSE(naive.matches);
        CHECK(naive.prefix == literal_prefix);
        CHECK(naive.tree.rule == name);
        CHECK(naive.tree.matched == (literal_prefix >= 0));
        CHECK(naive.error.production.size() > 0);
        // The traced runs give the untraced matchers' answers.
        CHECK(naive.prefix == literal(name).matches_prefix(input));
        check_shape(naive.tree, input);
        check_shape(shipped.tree, input);
    }
    // dec-octet "25": the literal rule's DIGIT takes "2" and wins.
    auto const naive = explain("25", literal("dec-octet"));
    REQUIRE(naive.tree.children.size() == 1);
    check_node(naive.tree.children[0], "DIGIT", "2", status::kept);
    // IRI-reference "a:b" reversed: irelative-ref takes "a" and IRI is never tried.
    auto const reversed = explain("a:b", literal("IRI-reference"));
    REQUIRE(reversed.tree.children.size() == 1);
    check_node(reversed.tree.children[0], "irelative-ref", "a", status::kept);
}

TEST_CASE("explain: runs of one rule fold, first and last kept", "[grammar][explain][bounds]") {
    auto const e = run("ipath-abempty", "/a/b/c/d/e/f/g");
    CHECK(e.matches);
    check_tree(e, {
                      "ipath-abempty 0..14",
                      "  isegment 1..2",
                      "  isegment 3..4",
                      "  isegment 5..6",
                      "  isegment 7..12 folded 3",  // d/e/f
                      "  isegment 13..14",
                  });
    CHECK(e.tree.children[3].text == "d/e/f");
    CHECK(e.folded_at_limit == 0);
    // A shorter run is shown whole.
    CHECK(run("ipath-abempty", "/a/b/c/d").tree.children.size() == 4);
}

TEST_CASE("explain: past the node limit the furthest attempt is kept", "[grammar][explain][bounds]") {
    // IPvFuture alternates unreserved / sub-delims, which no run folds; the
    // input is cut short of its "]", so the attempt that matters is the last.
    std::string const input = "http://[v1." + test::repeat("a!", 2000);
    explain_limits limits;
    limits.max_nodes = 100;
    auto const e = run("IRI-reference", input, limits);
    CHECK_FALSE(e.matches);
    CHECK(e.folded_at_limit > 0);
    // A few nodes per level of the grammar beyond the limit, no more.
    CHECK(count_nodes(e.tree) <= limits.max_nodes + 100);
    check_shape(e.tree, input);
    auto const* literal = find(e.tree, [](explain_node const& n) { return n.rule == "IP-literal"; });
    REQUIRE(literal != nullptr);
    CHECK_FALSE(literal->matched);
    CHECK(literal->byte_end == input.size());
    auto const* future = find(*literal, [](explain_node const& n) { return n.rule == "IPvFuture"; });
    REQUIRE(future != nullptr);
    CHECK(future->byte_end == input.size());
    auto const* marker = find(*future, [](explain_node const& n) { return n.folded > 0 && n.rule.empty(); });
    CHECK(marker != nullptr);
    // The last "!" read, kept on the way to where the parse stopped.
    auto const* last = find(*future, [&](explain_node const& n) {
        return n.rule == "sub-delims" && n.matched && n.byte_end == input.size();
    });
    CHECK(last != nullptr);
}

TEST_CASE("explain: bounded on 1 MiB inputs", "[grammar][explain][bounds]") {
    constexpr std::size_t MiB = std::size_t{1} << 20;
    // A few nodes per level of the grammar beyond the limit, no more.
    std::size_t const bound = explain_limits{}.max_nodes + 100;
    for (std::string const& input : {
             test::repeat("a", MiB),
             test::repeat("/", MiB),
             "http://a/" + test::repeat("ab/", MiB),
             "http://[v1." + test::repeat("a!", MiB / 2) + "]",
             "http://[v1." + test::repeat("a!", MiB / 2),
             "a:" + test::repeat("%41", MiB / 3) + "%G",
             "?" + test::repeat("\xF0\x90\x80\x80", MiB / 4),
             test::repeat("1.", MiB / 2),
             "//" + test::repeat("[", MiB),
         }) {
        INFO("input of " << input.size() << " bytes starting " << test::escaped(input.substr(0, 12)));
        auto const e = run("IRI-reference", input);
        CHECK(count_nodes(e.tree) <= bound);
        CHECK(e.matches == iri::is_valid(input));
        check_shape(e.tree, input);
        for (std::string_view name : {"ihost", "IPv6address", "ipath"})
            CHECK(count_nodes(run(name, input).tree) <= bound);
    }
}

TEST_CASE("explain agrees with the parser on every seed of the fuzz corpus", "[grammar][explain]") {
    // Same verdict, prefix and diagnostic as the untraced rules and iri::parse.
    std::size_t seeds = 0;
    for (auto const& file : std::filesystem::directory_iterator(std::string(IRI_SOURCE_DIR) + "/fuzz/seeds")) {
        std::string const input = read_file(file.path());
        INFO("seed " << file.path().filename().string() << ": \"" << test::escaped(input) << '"');
        ++seeds;
        for (iri::entry start : test::all_entries) {
            auto const& p = production(iri::to_string(start));
            auto const e = run(p.name, input);
            CHECK(e.matches == p.matches(input));
            CHECK(e.byte_prefix == p.matches_prefix(input));
            CHECK(e.tree.rule == p.name);
            check_shape(e.tree, input);
            auto const parsed = iri::parse(input, start);
            if (!e.matches) {
                REQUIRE_FALSE(parsed.ok());
                CHECK(e.error.code == parsed.error().code);
                CHECK(e.error.byte_offset == parsed.error().byte_offset);
                CHECK(e.error.offset == parsed.error().offset);
                CHECK(e.error.production == parsed.error().production);
            }
        }
        // A few productions on their own, too.
        for (std::string_view name : {"ihost", "ipath", "IPv6address", "iauthority", "isegment-nz-nc"}) {
            auto const& p = production(name);
            auto const e = run(name, input);
            CHECK(e.matches == p.matches(input));
            CHECK(e.byte_prefix == p.matches_prefix(input));
            check_shape(e.tree, input);
        }
    }
    CHECK(seeds >= 20);
}

TEST_CASE("explain agrees with the parser on generated inputs, under a small node limit", "[grammar][explain]") {
    // Pieces that open and close the grammar's alternatives: brackets, IPv6
    // and IPv4 fragments, percent-encodings good and bad, non-ASCII, bytes
    // that are not UTF-8. A limit of 20 nodes makes most trees fold. Each
    // input is also matched by the literal transcription, whose
    // backtracking is what a sanitizer build pays for: a quarter of the
    // inputs there (test::oracle_rounds).
    static constexpr std::string_view pieces[] = {
        "[",
        "]",
        ":",
        "::",
        "/",
        "//",
        "?",
        "#",
        "@",
        ".",
        "%",
        "%4",
        "%41",
        "1",
        "25",
        "255",
        "a",
        "v1.",
        "ff",
        "\xC3\xA9",
        "\xEE\x80\x80",
        "\xFF",
        "\xE2\x80\x8E",
        " ",
    };
    explain_limits limits;
    limits.max_nodes = 20;
    test::generator g(20261123);
    for (std::size_t i = 0; i < test::oracle_rounds(3000); ++i) {
        std::string input;
        for (std::size_t n = g.below(24); n > 0; --n) input += g.pick(pieces);
        INFO("input \"" << test::escaped(input) << '"');
        for (std::string_view name :
             {"IRI-reference", "irelative-ref", "URI-reference", "ihost", "IPv6address", "ipath", "iauthority"}) {
            auto const& p = production(name);
            auto const e = run(name, input, limits);
            CHECK(e.matches == p.matches(input));
            CHECK(e.byte_prefix == p.matches_prefix(input));
            CHECK(count_nodes(e.tree) <= limits.max_nodes + 100);
            check_shape(e.tree, input);
        }
    }
}

TEST_CASE("the public explain API: entry points, rules by name, what stands where", "[explain][api]") {
    iri::explanation const whole = iri::explain("http://[::1", iri::entry::IRI_reference);
    CHECK_FALSE(whole.matches);
    CHECK(whole.tree.rule == "IRI-reference");
    CHECK(whole.error.code == iri::parse("http://[::1").error().code);
    CHECK(whole.error.byte_offset == iri::parse("http://[::1").error().byte_offset);
    CHECK(iri::explain("a:b", iri::entry::irelative_ref).tree.rule == "irelative-ref");

    std::optional<iri::explanation> const shipped = iri::explain_rule("1.2.3.4.example", "ihost");
    REQUIRE(shipped);
    CHECK(shipped->matches);
    std::optional<iri::explanation> const literal = iri::explain_literal_rule("1.2.3.4.example", "ihost");
    REQUIRE(literal);
    CHECK_FALSE(literal->matches);  // the deviation log's counter-example
    CHECK_FALSE(iri::explain_rule("x", "no-such-rule"));
    CHECK_FALSE(iri::explain_literal_rule("x", "scheme"));  // no literal transcription

    auto const all = iri::productions();
    REQUIRE(all.size() == iri::grammar::productions().size());
    CHECK(all.front().name == "IRI");  // the ABNF's order
    CHECK(iri::find_production("dec-octet")->has_literal_transcription);
    CHECK_FALSE(iri::find_production("scheme")->has_literal_transcription);
    CHECK(iri::find_production("nope") == nullptr);

    CHECK(iri::character_at("ab", 1) == "'b'");
    CHECK(iri::character_at("a b", 1) == "U+0020");
    CHECK(iri::character_at("a\xC3\xA9", 1) == "U+00E9 '\xC3\xA9'");
    CHECK(iri::character_at("a\xE2\x80\x8E", 1) == "U+200E LEFT-TO-RIGHT MARK");
    CHECK(iri::character_at("a\x80", 1) == "byte 0x80, not UTF-8");
    CHECK(iri::character_at("a", 1) == "end of input");
}
