// What every scheme grammar (grammar/schemes/) is held to, one table for
// all: its .abnf file and its production table name the same productions,
// one to one; each X3 rule accepts exactly what the ABNF engine says its
// production's language is; and parse_scheme_specific, on whole
// references, is valid exactly where the scheme's top production accepts
// (but for the rules its RFC states in prose, beyond_abnf). Each scheme's
// own file (urn.cpp, ...) has its RFC's examples and its PEG notes' cases.
#include "oracle.hpp"

#include "grammar/schemes/scheme_grammar.hpp"

#include <cstdint>
#include <set>
#include <span>
#include <string_view>

namespace {

namespace schemes = iri::grammar::schemes;

// One .abnf file and the table of its rules; the seed and the fewest
// samples the rule-by-rule comparison must judge (a file of two rules
// gives fewer).
struct abnf_file {
    char const* path;
    std::span<iri::grammar::production const> (*table)() noexcept;
    std::uint64_t seed;
    std::size_t min_samples;
};

constexpr abnf_file files[] = {
    {"grammar/schemes/urn/urn.abnf", &schemes::urn_productions, 8141, 2000},
    {"grammar/schemes/data/data.abnf", &schemes::data_productions, 2397, 2000},
    {"grammar/schemes/file/file.abnf", &schemes::file_productions, 8089, 2000},
    {"grammar/schemes/tel/tel.abnf", &schemes::tel_productions, 3966, 2000},
    {"grammar/schemes/mailto/mailto.abnf", &schemes::mailto_productions, 6068, 2000},
    {"grammar/schemes/geo/geo.abnf", &schemes::geo_productions, 5870, 2000},
    {"grammar/schemes/tag/tag.abnf", &schemes::tag_productions, 4151, 2000},
    {"grammar/schemes/http/http.abnf", &schemes::http_productions, 9110, 400},
    {"grammar/schemes/ws/ws.abnf", &schemes::ws_productions, 6455, 400},
    {"grammar/schemes/about/about.abnf", &schemes::about_productions, 6694, 800},
};

// Each scheme: its file and the production a whole reference must match.
struct scheme_case {
    std::string_view scheme;
    char const* path;
    std::string_view top;
    std::uint64_t seed;
};

constexpr scheme_case cases[] = {
    {"urn", "grammar/schemes/urn/urn.abnf", "namestring", 81410},
    {"data", "grammar/schemes/data/data.abnf", "dataurl", 23970},
    {"file", "grammar/schemes/file/file.abnf", "file-URI", 80890},
    {"tel", "grammar/schemes/tel/tel.abnf", "telephone-uri", 39660},
    {"mailto", "grammar/schemes/mailto/mailto.abnf", "mailtoURI", 60680},
    {"geo", "grammar/schemes/geo/geo.abnf", "geo-URI", 58700},
    {"tag", "grammar/schemes/tag/tag.abnf", "tagURI", 41510},
    {"http", "grammar/schemes/http/http.abnf", "http-URI", 91100},
    {"https", "grammar/schemes/http/http.abnf", "https-URI", 91101},
    {"ws", "grammar/schemes/ws/ws.abnf", "ws-URI", 64550},
    {"wss", "grammar/schemes/ws/ws.abnf", "wss-URI", 64551},
    {"about", "grammar/schemes/about/about.abnf", "about-uri", 66940},
};

}  // namespace

TEST_CASE("schemes: the tables here cover every scheme grammar", "[grammar][schemes]") {
    std::set<std::string_view> listed;
    for (scheme_case const& c : cases) listed.insert(c.scheme);
    std::set<std::string_view> built_in;
    for (auto const* g : schemes::builtin_grammars()) built_in.insert(g->name);
    CHECK(listed == built_in);
    // The look-up's table of names (grammar/schemes/schemes.cpp) agrees
    // with the grammars' own.
    for (auto const* g : schemes::builtin_grammars()) CHECK(schemes::find_builtin_grammar(g->name) == g);
    for (scheme_case const& c : cases) {
        INFO(c.scheme);
        auto const* g = schemes::find_builtin_grammar(c.scheme);
        REQUIRE(g != nullptr);
        // Found case-insensitively, its table is its file's.
        std::string upper(c.scheme);
        for (char& ch : upper) ch = static_cast<char>(ch - 'a' + 'A');
        CHECK(schemes::productions_of(upper).size() == g->productions().size());
        bool const in_files = std::any_of(std::begin(files), std::end(files), [&](abnf_file const& f) {
            return std::string_view(f.path) == c.path && f.table == g->productions;
        });
        CHECK(in_files);
    }
}

TEST_CASE("schemes: every ABNF production has a rule and every rule a production", "[grammar][schemes]") {
    for (abnf_file const& f : files) {
        INFO(f.path);
        scheme_test::check_one_to_one(scheme_test::abnf_of(f.path), f.table());
    }
}

TEST_CASE("schemes: each X3 rule accepts exactly its ABNF language", "[grammar][schemes][oracle]") {
    for (abnf_file const& f : files) {
        INFO(f.path);
        scheme_test::check_against_abnf(scheme_test::abnf_of(f.path), f.table(), f.seed, f.min_samples);
    }
}

TEST_CASE("schemes: parse_scheme_specific agrees with the ABNF on whole references", "[grammar][schemes][oracle]") {
    for (scheme_case const& c : cases) {
        INFO(c.scheme << " (" << c.top << ")");
        bool const with_fragment = schemes::find_builtin_grammar(c.scheme)->includes_fragment;
        scheme_test::check_whole_references(scheme_test::abnf_of(c.path), c.top, c.seed, with_fragment);
    }
}
