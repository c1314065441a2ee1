// What every scheme grammar (grammar/schemes/) is held to, one table for
// all: its .abnf file and its production table name the same productions,
// one to one; each X3 rule accepts exactly what the ABNF engine says its
// production's language is; and parse_scheme_specific, on whole
// references, is valid exactly where the scheme's top production accepts
// (but for the rules its RFC states in prose, beyond_abnf). Each scheme's
// own file (urn.cpp, ...) has its RFC's examples and its PEG notes' cases.
#include "oracle.hpp"

#include "grammar/schemes/scheme_grammar.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <set>
#include <span>
#include <string_view>
#include <vector>

namespace {

namespace schemes = iri::grammar::schemes;

// The seed of a grammar's random samples: the number of its RFC ("RFC
// 8141 §2": 8141), so that each grammar draws its own.
std::uint64_t rfc_number(schemes::scheme_grammar const& g) {
    std::uint64_t n = 0;
    for (char const c : g.source.substr(g.source.find(' ') + 1)) {
        if (c < '0' || c > '9') break;
        n = n * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return n;
}

// Each .abnf file once (http.abnf holds both http and https), with the
// grammar that names it first.
std::vector<schemes::scheme_grammar const*> one_per_file() {
    std::vector<schemes::scheme_grammar const*> first;
    for (auto const* g : schemes::builtin_grammars())
        if (std::none_of(first.begin(), first.end(), [&](auto const* f) { return f->abnf_file == g->abnf_file; }))
            first.push_back(g);
    return first;
}

}  // namespace

TEST_CASE("schemes: each grammar names its file, its start rule and its own name", "[grammar][schemes]") {
    std::set<std::string_view> names;
    for (auto const* g : schemes::builtin_grammars()) {
        INFO(g->name);
        CHECK(names.insert(g->name).second);
        // The look-up's table of names (grammar/schemes/schemes.cpp) agrees
        // with the grammars' own, case-insensitively.
        CHECK(schemes::find_builtin_grammar(g->name) == g);
        std::string upper(g->name);
        for (char& ch : upper) ch = static_cast<char>(ch - 'a' + 'A');
        CHECK(schemes::find_builtin_grammar(upper) == g);
        CHECK(schemes::productions_of(upper).size() == g->productions().size());
        // Its file is in its folder, and its start rule is one of its own.
        CHECK(g->abnf_file.starts_with("grammar/schemes/"));
        CHECK(g->abnf_file.ends_with(".abnf"));
        CHECK(scheme_test::abnf_of(std::string(g->abnf_file)).own.count(std::string(g->start_rule)) == 1);
        auto const table = g->productions();
        CHECK(std::any_of(table.begin(), table.end(), [&](auto const& p) { return p.name == g->start_rule; }));
        CHECK(rfc_number(*g) > 0);
        // The facts the passes read are its own.
        if (g->rules != nullptr) CHECK(g->rules->name == g->name);
    }
}

TEST_CASE("schemes: every ABNF production has a rule and every rule a production", "[grammar][schemes]") {
    for (auto const* g : one_per_file()) {
        INFO(g->abnf_file);
        scheme_test::check_one_to_one(scheme_test::abnf_of(std::string(g->abnf_file)), g->productions());
    }
}

TEST_CASE("schemes: each X3 rule accepts exactly its ABNF language", "[grammar][schemes][oracle]") {
    for (auto const* g : one_per_file()) {
        INFO(g->abnf_file);
        // Each rule is asked for oracle_rounds(300) samples and gives at
        // least two thirds of them; 2000 (full rounds) are enough for any file.
        std::size_t const min_samples =
            test::oracle_rounds(std::min<std::size_t>(2000, 200 * g->productions().size()));
        scheme_test::check_against_abnf(scheme_test::abnf_of(std::string(g->abnf_file)), g->productions(),
                                        rfc_number(*g), min_samples);
    }
}

TEST_CASE("schemes: parse_scheme_specific agrees with the ABNF on whole references", "[grammar][schemes][oracle]") {
    std::set<std::string_view> files_seen;
    for (auto const* g : schemes::builtin_grammars()) {
        INFO(g->name << " (" << g->start_rule << ")");
        // The second grammar of a file (https, wss) draws its own samples.
        std::uint64_t const seed = rfc_number(*g) * 10 + (files_seen.insert(g->abnf_file).second ? 0 : 1);
        scheme_test::check_whole_references(scheme_test::abnf_of(std::string(g->abnf_file)), g->start_rule, seed,
                                            g->includes_fragment);
    }
}
