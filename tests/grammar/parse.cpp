// The public API as a user calls it: parse_result, reference_view, the owning
// reference, the stable names of error codes and entry points.
#include "support/support.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <iri/abnf.hpp>
#include <iri/explain.hpp>
#include <iri/grammars.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

using namespace std::literals;

// The promise of <iri/parse.hpp>: no exception escapes, by signature.
static_assert(noexcept(iri::parse(std::string_view{})));
static_assert(noexcept(iri::parse(std::string_view{}, iri::entry::IRI)));
static_assert(noexcept(iri::is_valid(std::string_view{})));
static_assert(noexcept(iri::diagnose(std::string_view{}, iri::entry::draft01_IRI_reference)));
static_assert(noexcept(iri::is_valid(std::string_view{}, iri::entry::URI_reference)));
static_assert(noexcept(iri::match_length(std::string_view{}, iri::entry::IRI)));
static_assert(std::is_trivially_copyable_v<iri::reference_view>);

TEST_CASE("parse_result: ok, bool, value and error", "[api]") {
    auto const good = iri::parse("http://example.org/a?b#c");
    REQUIRE(good.ok());
    CHECK(static_cast<bool>(good));
    CHECK(good.error().code == iri::errc::ok);
    CHECK_FALSE(static_cast<bool>(good.error()));
    CHECK(good->host() == "example.org"sv);
    CHECK(good.value().path() == "/a");

    auto const bad = iri::parse("http://exa mple.org/");
    REQUIRE_FALSE(bad.ok());
    CHECK_FALSE(static_cast<bool>(bad));
    CHECK(static_cast<bool>(bad.error()));
    CHECK(bad.error().code != iri::errc::ok);
}

TEST_CASE("the default entry point is IRI-reference", "[api][entry]") {
    for (char const* s : {"http://a", "a", "", "a:b", "1a:b", "a b", "//a", "#", "http://a/\xEE\x80\x80"}) {
        INFO(s);
        CHECK(iri::is_valid(s) == iri::is_valid(s, iri::entry::IRI_reference));
        CHECK(iri::parse(s).ok() == iri::parse(s, iri::entry::IRI_reference).ok());
    }
}

TEST_CASE("an owning reference outlives the buffer it was parsed from", "[api]") {
    iri::reference owned;
    {
        auto buffer = std::make_unique<std::string>("https://u@\xE4\xBE\x8B.test:8443/p/q?x=1#frag");
        auto const r = iri::parse(*buffer);
        REQUIRE(r.ok());
        owned = iri::reference(r.value());
        // Scribble over the original before it goes.
        std::fill(buffer->begin(), buffer->end(), 'X');
    }
    iri::reference_view const v = owned;
    CHECK(v.text() == "https://u@\xE4\xBE\x8B.test:8443/p/q?x=1#frag");
    CHECK(v.text().data() == owned.str().data());
    CHECK(v.scheme() == "https"sv);
    CHECK(v.userinfo() == "u"sv);
    CHECK(v.host() == "\xE4\xBE\x8B.test"sv);
    CHECK(v.port() == "8443"sv);
    CHECK(v.path() == "/p/q");
    CHECK(v.query() == "x=1"sv);
    CHECK(v.fragment() == "frag"sv);
    CHECK(v.host_type() == iri::host_kind::reg_name);
    CHECK(v.path_type() == iri::path_kind::abempty);
    CHECK(v.kind() == iri::reference_kind::iri);
    test::check_invariants(owned.str(), v);

    // A copy of the owner points into its own copy of the text.
    iri::reference const copy = owned;
    CHECK(copy.view().text().data() == copy.str().data());
    CHECK(copy.view().host() == "\xE4\xBE\x8B.test"sv);
    CHECK(copy.view().parts() == v.parts());
}

TEST_CASE("the view reports exactly the bytes it was given", "[api]") {
    // A view of part of a larger buffer: parsing stops at the view's end,
    // not at a NUL or at the end of the underlying storage.
    std::string const buffer = "http://a/b c";
    auto const r = iri::parse(std::string_view(buffer).substr(0, 10));
    REQUIRE(r.ok());
    CHECK(r->path() == "/b");
    CHECK(r->text().size() == 10);
    CHECK_FALSE(iri::is_valid(buffer));
    CHECK(iri::is_valid(std::string_view(buffer).substr(0, 10)));

    // An embedded NUL is a byte like any other, and not allowed.
    CHECK_FALSE(iri::is_valid("http://a/b\0c"sv));
    CHECK_FALSE(iri::parse("http://a/b\0c"sv).ok());
    CHECK_FALSE(iri::is_valid("\0"sv));
    CHECK(iri::is_valid("http://a/b\0c"));  // as a C string it ends at the NUL
}

// Every pass reads a view's components as the grammar laid them out, so
// views come only from a parse (include/iri/ast.hpp): spans given by hand
// could cut a triplet or overlap, and no constructor takes them.
static_assert(!std::is_constructible_v<iri::reference_view, std::string_view, iri::components const&>);
static_assert(std::is_constructible_v<iri::reference, iri::reference_view>);

TEST_CASE("a view's spans survive a copy into a reference", "[api]") {
    auto const r = iri::parse("http://user@example.org:8080/a?b#c");
    REQUIRE(r.ok());
    iri::reference const owned(r.value());
    CHECK(owned.view().parts() == r->parts());
    CHECK(owned.view().text() == r->text());
    CHECK(owned.view().text().data() != r->text().data());
}

TEST_CASE("an absent userinfo or port is span{} in every grammar", "[api]") {
    // iauthority writes only the userinfo and port it finds (grammar/record.hpp):
    // the absent ones are those parse() starts with, equal to a default span.
    for (iri::entry const e : {iri::entry::IRI_reference, iri::entry::URI_reference, iri::entry::draft01_IRI_reference}) {
        for (std::string_view const text : {"http://example.org/a"sv, "//example.org"sv, "http://[::1]/"sv, "//1.2.3.4?q"sv}) {
            CAPTURE(iri::to_string(e), text);
            auto const r = iri::parse(text, e);
            REQUIRE(r.ok());
            CHECK(r->parts().authority.present);
            CHECK(r->parts().userinfo == iri::span{});
            CHECK(r->parts().port == iri::span{});
        }
        auto const both = iri::parse("http://u@h:1/", e);
        REQUIRE(both.ok());
        CHECK(both->parts().userinfo == iri::span{7, 1, true});
        CHECK(both->parts().port == iri::span{11, 1, true});
    }
}

TEST_CASE("error codes have stable names", "[api][errc]") {
    CHECK(static_cast<int>(iri::errc::ok) == 0);
    CHECK(static_cast<int>(iri::errc::invalid_utf8) == 1);
    CHECK(static_cast<int>(iri::errc::invalid_percent_encoding) == 2);
    CHECK(static_cast<int>(iri::errc::disallowed_character) == 3);
    CHECK(static_cast<int>(iri::errc::private_use_outside_iquery) == 4);
    CHECK(static_cast<int>(iri::errc::bidi_formatting_character) == 5);
    CHECK(static_cast<int>(iri::errc::unexpected_character) == 6);
    CHECK(static_cast<int>(iri::errc::unexpected_end_of_input) == 7);

    CHECK(iri::to_string(iri::errc::ok) == "ok");
    CHECK(iri::to_string(iri::errc::invalid_utf8) == "invalid_utf8");
    CHECK(iri::to_string(iri::errc::invalid_percent_encoding) == "invalid_percent_encoding");
    CHECK(iri::to_string(iri::errc::disallowed_character) == "disallowed_character");
    CHECK(iri::to_string(iri::errc::private_use_outside_iquery) == "private_use_outside_iquery");
    CHECK(iri::to_string(iri::errc::bidi_formatting_character) == "bidi_formatting_character");
    CHECK(iri::to_string(iri::errc::unexpected_character) == "unexpected_character");
    CHECK(iri::to_string(iri::errc::unexpected_end_of_input) == "unexpected_end_of_input");
}

TEST_CASE("entry points are named by their ABNF production", "[api][entry]") {
    CHECK(iri::to_string(iri::entry::IRI_reference) == "IRI-reference");
    CHECK(iri::to_string(iri::entry::IRI) == "IRI");
    CHECK(iri::to_string(iri::entry::absolute_IRI) == "absolute-IRI");
    CHECK(iri::to_string(iri::entry::irelative_ref) == "irelative-ref");
    CHECK(iri::to_string(iri::entry::URI_reference) == "URI-reference");
    for (auto e : test::all_entries) {
        INFO(iri::to_string(e));
        CHECK(iri::grammar::find_production(iri::to_string(e)) != nullptr);
    }
}

// <iri/grammars.hpp>: the tool, the site and the playground list the
// grammars from this table, so it must describe the library's own rules.
static_assert(noexcept(iri::grammars()));
static_assert(noexcept(iri::find_grammar(std::string_view{})));
static_assert(noexcept(iri::grammar_of_entry(iri::entry::IRI)));
static_assert(noexcept(iri::find_entry(iri::grammar_name::rfc3987, std::string_view{})));

TEST_CASE("the grammar registry names each entry point once, in its own grammar", "[api][entry][registry]") {
    std::vector<std::string_view> names;
    for (iri::grammar_description const& g : iri::grammars()) {
        names.push_back(g.name);
        CHECK(iri::find_grammar(g.name) == &g);
        CHECK_FALSE(g.abnf_files.empty());
        CHECK_FALSE(g.entries.empty());
    }
    // The tool's order, that of grammar/families.hpp (a new family comes after).
    REQUIRE(names.size() >= 3);
    CHECK(std::vector(names.begin(), names.begin() + 3) == std::vector<std::string_view>{"rfc3987", "rfc3986", "draft-01"});
    CHECK(iri::find_grammar("leiri") == nullptr);  // a mapping to an IRI (<iri/leiri.hpp>), not a grammar
    CHECK(iri::find_grammar("RFC3987") == nullptr);
    CHECK(iri::grammars().front().entries.front().start == iri::entry::IRI_reference);  // parse()'s default

    // Every enumerator: the table lists as many entry points as there are
    // values from 0, each once. (run_entry's switch is made from the same
    // lists of the families, grammar/families.hpp, and would not compile,
    // -Wswitch, were an enumerator of <iri/parse.hpp> in none.)
    std::size_t listed = 0;
    for (iri::grammar_description const& g : iri::grammars()) listed += g.entries.size();
    for (std::size_t i = 0; i < listed; ++i) {
        auto const e = static_cast<iri::entry>(i);
        std::size_t times = 0;
        for (iri::grammar_description const& g : iri::grammars())
            times += std::count_if(g.entries.begin(), g.entries.end(), [&](auto const& p) { return p.start == e; });
        CHECK(times == 1);
        iri::grammar_description const& g = iri::grammar_of_entry(e);
        INFO(g.name << " " << iri::to_string(e));
        CHECK(iri::grammar_of(e) == g.family);
        CHECK(iri::find_entry(g, iri::to_string(e)) == e);
        CHECK(iri::find_entry(g.family, iri::to_string(e)) == e);
        CHECK(iri::grammar::find_production(iri::to_string(e), g.family) == &iri::grammar::entry_production(e));
    }
    // URI-reference is rfc3986's, and a rule of the rfc3987 family; the
    // 2002 draft's IRI-reference is not RFC 3987's.
    CHECK(iri::grammar_of_entry(iri::entry::URI_reference).name == "rfc3986");
    CHECK_FALSE(iri::find_entry(*iri::find_grammar("rfc3987"), "URI-reference"));
    CHECK(iri::find_entry(iri::grammar_name::rfc3987, "URI-reference") == iri::entry::URI_reference);
    CHECK(iri::find_entry(iri::grammar_name::rfc3987, "IRI-reference") == iri::entry::IRI_reference);
    CHECK(iri::find_entry(iri::grammar_name::draft01, "IRI-reference") == iri::entry::draft01_IRI_reference);
    CHECK_FALSE(iri::find_entry(iri::grammar_name::draft01, "absolute-IRI"));
}

TEST_CASE("match_length: where the validator stops when the input goes on", "[api][match_length]") {
    constexpr auto none = std::string_view::npos;
    CHECK(iri::match_length("http://a/b") == 10);
    CHECK(iri::match_length("http://a b") == 8);  // the host ends at the space
    CHECK(iri::match_length("http://a/\nx") == 9);
    CHECK(iri::match_length("\n") == 0);  // the empty irelative-ref
    CHECK(iri::match_length("", iri::entry::IRI) == none);
    CHECK(iri::match_length("1a:b", iri::entry::IRI) == none);
    CHECK(iri::match_length("http://a/\xE2\x80\x8F") == none);  // RLM: RFC 3987 §4.1
    CHECK(iri::match_length("http://\xE4\xBE\x8B/", iri::entry::URI_reference) == 7);
}

namespace {

std::string read_whole_file(std::filesystem::path const& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The promise of <iri/parse.hpp> that `iri validate` stands on: is_valid
// of a line alone is whether the validator, run over the line and what
// follows it in the buffer, stops exactly at its end. The number of checks.
std::size_t check_line_end(std::string_view line, std::string_view ending, std::string_view rest) {
    std::string const buffer = std::string(line) + std::string(ending) + std::string(rest);
    for (iri::entry start : test::all_entries) {
        // Catch2's message only on a failure: there are some 10^5 checks.
        if (iri::is_valid(line, start) != (iri::match_length(buffer, start) == line.size()))
            FAIL_CHECK(iri::to_string(start) << ": \"" << test::escaped(line) << "\" + \"" << test::escaped(ending)
                                             << "\" + \"" << test::escaped(rest) << '"');
    }
    return std::size(test::all_entries);
}

// Every file of the fuzz corpus, its halves around a NUL (the two-input
// seeds) and its lines, after `inputs`.
std::vector<std::string> with_fuzz_corpus(std::vector<std::string> inputs) {
    std::size_t files = 0;
    for (char const* dir : {"/fuzz/seeds", "/fuzz/regression"}) {
        for (auto const& e : std::filesystem::directory_iterator(std::string(IRI_SOURCE_DIR) + dir)) {
            if (!e.is_regular_file()) continue;
            ++files;
            std::string const bytes = read_whole_file(e.path());
            inputs.push_back(bytes);
            std::string_view rest = bytes;
            for (std::size_t cut; (cut = rest.find_first_of(std::string_view("\0\n", 2))) != rest.npos;) {
                inputs.emplace_back(rest.substr(0, cut));
                rest.remove_prefix(cut + 1);
            }
            inputs.emplace_back(rest);
        }
    }
    REQUIRE(files >= 100);
    return inputs;
}

}  // namespace

TEST_CASE("match_length: a line's end is where the validator stops, on the fuzz corpus", "[api][match_length]") {
    // Inputs: the fuzz corpus and every prefix of each (the prefixes end
    // inside UTF-8 sequences, triplets, IPv6 literals, userinfo...).
    std::vector<std::string> const inputs =
        with_fuzz_corpus({"//host", "//u@h", "http://u:p@h:80/", "//h\xE2\x80\x8F", "//[::1]", "//1.2.3.4",
                          "http://[v1.x]/", "%4", "a%", "\xE4\xBE", "\xF0\x9F\x98", "", "a:", "//", "?", "#"});
    // Line endings, and other bytes no production admits; what follows:
    // nothing, another line, and the "@" that makes an authority look for
    // a userinfo (at_sign_first reads on past the line's end).
    std::string_view const endings[] = {"\n", "\r\n", "\r", " ", std::string_view("\0", 1), "\t", "\x7F"};
    std::string_view const rests[] = {"", "@", "x@y/", "/p", "#f", "?q", "\n", "http://u@h/", "%41", "\x80"};
    std::size_t checks = 0;
    for (std::string_view input : inputs) {
        for (std::string_view ending : endings)
            for (std::string_view rest : rests) checks += check_line_end(input, ending, rest);
        for (std::size_t n = 0; n < input.size(); ++n) {
            checks += check_line_end(input.substr(0, n), "\n", "u@h/");
            checks += check_line_end(input.substr(0, n), "\r\n", "");
        }
    }
    INFO(checks << " checks");
    CHECK(checks > 100000);
}

namespace {

// The promise of iri::diagnose: parse()'s diagnostic without parse()'s
// recording parse, field by field, for any text (code ok exactly when
// is_valid). Checked for every entry point of every grammar; the number of
// checks.
std::size_t check_diagnose(std::string_view text, iri::entry start) {
    iri::diagnostic const expected = iri::parse(text, start).error();
    iri::diagnostic const got = iri::diagnose(text, start);
    bool const same = got.code == expected.code && got.byte_offset == expected.byte_offset &&
                      got.offset == expected.offset && got.production == expected.production &&
                      got.code_point == expected.code_point && got.has_code_point == expected.has_code_point &&
                      got.byte == expected.byte && got.detail == expected.detail;
    // Catch2's message only on a failure: there are some 10^4 checks.
    if (!same || (got.code == iri::errc::ok) != iri::is_valid(text, start))
        FAIL_CHECK(iri::to_string(start) << ": \"" << test::escaped(text) << "\": diagnose() gives "
                                         << iri::to_string(got.code) << " at " << got.byte_offset << " in "
                                         << got.production << ", parse() " << iri::to_string(expected.code)
                                         << " at " << expected.byte_offset << " in " << expected.production);
    return 1;
}

std::size_t check_diagnose(std::string_view text) {
    std::size_t checks = 0;
    for (iri::grammar_description const& g : iri::grammars())
        for (iri::entry_point const& point : g.entries) checks += check_diagnose(text, point.start);
    return checks;
}

}  // namespace

TEST_CASE("diagnose: parse()'s diagnostic, on the fuzz corpus and on near misses of the ABNF", "[api][diagnose]") {
    // The fuzz corpus; each of its inputs again with RFC 3987 §4.1's RLM
    // (U+200F) first, in the middle and last, which parse() reports in the
    // production around it when the rest is valid.
    std::vector<std::string> const inputs = with_fuzz_corpus({"", "http://a/b", "//u@h\xE2\x80\x8F/", "a b"});
    std::size_t checks = 0;
    for (std::string_view input : inputs) {
        checks += check_diagnose(input);
        for (std::size_t at : {std::size_t{0}, input.size() / 2, input.size()}) {
            std::string with_rlm(input);
            with_rlm.insert(at, "\xE2\x80\x8F");
            checks += check_diagnose(with_rlm);
        }
    }
    // Near misses, invalid by the ABNF engine (`iri generate --invalid`),
    // of each entry point of each grammar.
    std::size_t near_misses = 0;
    for (iri::grammar_description const& g : iri::grammars()) {
        std::unique_ptr<iri::abnf::loaded_grammar> const abnf = iri::abnf::loaded_grammar::builtin(g.name);
        REQUIRE(abnf);
        iri::abnf::generator generator(*abnf, 37);
        for (iri::entry_point const& point : g.entries) {
            std::size_t const rule = abnf->rules().find(point.rule);
            REQUIRE(rule != iri::abnf::grammar::npos);
            for (int i = 0; i < 500; ++i) {
                std::optional<iri::abnf::generator::sample> const sample = generator.near_miss(rule, 64);
                if (!sample) continue;
                if (!sample->valid) ++near_misses;
                checks += check_diagnose(sample->text, point.start);
            }
        }
    }
    INFO(checks << " checks, " << near_misses << " near misses");
    CHECK(near_misses > 1000);
    CHECK(checks > 10000);
    // A valid text: code ok, nothing else.
    iri::diagnostic const ok = iri::diagnose("http://example.org/a?b#c");
    CHECK(ok.code == iri::errc::ok);
    CHECK_FALSE(static_cast<bool>(ok));
    CHECK(iri::diagnose("http://exa mple.org/").message() == iri::parse("http://exa mple.org/").error().message());
}

// iri::explain at an entry point gives parse()'s verdict and diagnostic,
// which the playground and the Python module show as they are: also for a
// text the entry's rule matches that holds a bidi formatting character
// (RFC 3987 §4.1), and for one that starts with a byte order mark, whose
// diagnostic names the mark. On the fuzz corpus, each input also with an
// RLM (U+200F) inserted and with a byte order mark before it.
TEST_CASE("explain: parse()'s verdict and diagnostic at every entry point", "[api][explain]") {
    CHECK_FALSE(iri::explain("a\xE2\x80\x8F" "b").matches);
    CHECK(iri::explain("a\xE2\x80\x8F" "b").error.code == iri::errc::bidi_formatting_character);
    CHECK(iri::explain("\xEF\xBB\xBF" "a:b").error.detail == iri::parse("\xEF\xBB\xBF" "a:b").error().detail);
    std::size_t checks = 0, rejected = 0;
    for (std::string const& input : with_fuzz_corpus({"", "http://a/b", "//u@h\xE2\x80\x8F/", "a b"})) {
        std::string with_rlm = input;
        with_rlm.insert(input.size() / 2, "\xE2\x80\x8F");
        for (std::string const& text : {input, with_rlm, "\xEF\xBB\xBF" + input})
            for (iri::grammar_description const& g : iri::grammars())
                for (iri::entry_point const& point : g.entries) {
                    iri::parse_result const expected = iri::parse(text, point.start);
                    iri::explanation const got = iri::explain(text, point.start);
                    iri::diagnostic const& e = expected.error();
                    bool const same = got.matches == expected.ok() && got.error.code == e.code &&
                                      got.error.byte_offset == e.byte_offset && got.error.offset == e.offset &&
                                      got.error.production == e.production && got.error.detail == e.detail;
                    if (!same)
                        FAIL_CHECK(iri::to_string(point.start) << ": \"" << test::escaped(text) << "\": explain() gives "
                                                               << got.matches << " " << iri::to_string(got.error.code)
                                                               << " at " << got.error.byte_offset << ", parse() "
                                                               << expected.ok() << " " << iri::to_string(e.code) << " at "
                                                               << e.byte_offset);
                    ++checks;
                    rejected += !expected.ok();
                }
    }
    INFO(checks << " checks, " << rejected << " rejected");
    CHECK(rejected > 1000);
}
