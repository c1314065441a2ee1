// What every scheme grammar's test checks (tests/grammar/schemes/*.cpp):
// its .abnf file and its production table name the same productions, one
// to one, and each X3 rule accepts exactly what the ABNF engine
// (<iri/abnf.hpp>, no code shared with grammar/) says its production's
// language is, on derivations and near misses.
#pragma once

#include "grammar/schemes/scheme_grammar.hpp"
#include "tests/oracles/abnf/abnf_oracle.hpp"
#include "support/support.hpp"

#include <iri/abnf.hpp>
#include <iri/parse.hpp>
#include <iri/scheme_specific.hpp>

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace scheme_test {

inline std::string read_source(std::string const& path) {
    std::ifstream in(std::string(IRI_SOURCE_DIR) + "/" + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A scheme's .abnf file with the project's files it takes rules from
// (rfc3986-uri.abnf: pchar, fragment, ...; rfc3987.abnf: ALPHA, ...).
struct scheme_abnf {
    std::vector<std::string> texts;
    std::unique_ptr<iri::abnf::loaded_grammar> loaded;
    std::set<std::string> own;  // the rules the scheme's file defines

    explicit scheme_abnf(std::string const& file) {
        texts = {read_source(file), read_source("grammar/rfc3986/rfc3986-uri.abnf"),
                 read_source("grammar/rfc3987/rfc3987.abnf")};
        iri::abnf::grammar alone;
        alone.read(texts[0], file);
        for (auto const& r : alone.rules()) own.insert(r.name);
        loaded = std::make_unique<iri::abnf::loaded_grammar>(std::vector<std::pair<std::string_view, std::string>>{
            {texts[0], file}, {texts[1], "rfc3986-uri.abnf"}, {texts[2], "rfc3987.abnf"}});
    }

    bool accepts(std::string_view bytes, std::string_view rule) const {
        return loaded->accepts(bytes, loaded->engine().rule_index(rule));
    }
};

// The scheme_abnf of `file`, loaded once for all the tests that ask.
inline scheme_abnf const& abnf_of(std::string const& file) {
    static std::map<std::string, std::unique_ptr<scheme_abnf>> loaded;
    auto& slot = loaded[file];
    if (!slot) slot = std::make_unique<scheme_abnf>(file);
    return *slot;
}

// The production `name` of a scheme's table (a test failure if none).
inline iri::grammar::production const& rule_named(std::span<iri::grammar::production const> table,
                                                  std::string_view name) {
    for (auto const& p : table)
        if (p.name == name) return p;
    FAIL("no production " << name);
    std::abort();
}

// Inputs in messages, non-printable bytes as \xHH.
using abnf::escaped;

inline void check_one_to_one(scheme_abnf const& g, std::span<iri::grammar::production const> table) {
    std::set<std::string> rules;
    for (auto const& p : table) {
        INFO("two rules claim " << p.name);
        CHECK(rules.insert(std::string(p.name)).second);
        CHECK_FALSE(p.section.empty());
    }
    CHECK(g.own == rules);
}

inline void check_against_abnf(scheme_abnf const& g, std::span<iri::grammar::production const> table,
                               std::uint64_t seed, std::size_t min_samples) {
    iri::abnf::generator generate(*g.loaded, seed);
    std::size_t samples = 0, accepted = 0;
    std::vector<std::string> differences;
    for (auto const& p : table) {
        std::size_t const rule = g.loaded->engine().rule_index(p.name);
        for (std::size_t i = 0; i < test::oracle_rounds(300); ++i) {
            auto sample = (i % 2 == 0) ? generate.derive(rule, 48) : generate.near_miss(rule, 48);
            if (!sample) continue;
            ++samples;
            bool const abnf = g.loaded->accepts(sample->text, rule);
            accepted += abnf;
            if (abnf != p.matches(sample->text))
                differences.push_back(std::string(p.name) + " \"" + escaped(sample->text) + "\": ABNF " +
                                      (abnf ? "accepts" : "rejects"));
        }
    }
    std::string shown;
    for (std::size_t i = 0; i < differences.size() && i < 20; ++i) shown += differences[i] + "\n";
    INFO(samples << " samples, " << accepted << " in the language; differences:\n" << shown);
    CHECK(differences.empty());
    CHECK(samples >= min_samples);
    CHECK(accepted > samples / 4);
    CHECK(accepted < samples);
}

// parse_scheme_specific on whole references, derivations and near misses
// of the scheme's top production: valid exactly when the ABNF accepts, but
// for a rejection by a rule the RFC states in prose (beyond_abnf). A
// grammar without the fragment (`with_fragment` false) is judged on the
// text before the "#".
inline void check_whole_references(scheme_abnf const& g, std::string_view top, std::uint64_t seed, bool with_fragment) {
    iri::abnf::generator generate(*g.loaded, seed);
    std::size_t const rule = g.loaded->engine().rule_index(top);
    std::size_t judged = 0, valid = 0;
    std::vector<std::string> differences;
    for (std::size_t i = 0; i < test::oracle_rounds(3000); ++i) {
        auto sample = (i % 2 == 0) ? generate.derive(rule, 64) : generate.near_miss(rule, 64);
        if (!sample) continue;
        auto const r = iri::parse(sample->text);
        if (!r) continue;  // the generic grammar rejects it first
        iri::scheme_result const s = iri::parse_scheme_specific(r.value());
        // A near miss that lost the scheme's ":" has another scheme.
        if (!s.known() && !g.loaded->accepts(sample->text, rule)) continue;
        ++judged;
        bool const ours = s.status() == iri::scheme_status::valid || s.beyond_abnf();
        valid += ours;  // in the ABNF's language: valid, or rejected only beyond it
        std::string_view text = sample->text;
        if (r->parts().fragment.present && !with_fragment) text = text.substr(0, r->parts().fragment.offset - 1);
        if (ours != g.loaded->accepts(text, rule) || s.status() == iri::scheme_status::unknown)
            differences.push_back("\"" + escaped(sample->text) + "\"");
    }
    std::string shown;
    for (std::size_t i = 0; i < differences.size() && i < 20; ++i) shown += differences[i] + "\n";
    INFO(judged << " references judged, " << valid << " valid; differences:\n" << shown);
    CHECK(differences.empty());
    CHECK(judged > test::oracle_rounds(1000));
    CHECK(valid > judged / 4);
    CHECK(valid < judged);
}

// parse_scheme_specific on a string that iri::parse accepts.
inline iri::scheme_result scheme_parse(std::string_view text) {
    auto const r = iri::parse(text);
    INFO("iri::parse(\"" << escaped(text) << "\")");
    REQUIRE(r);
    return iri::parse_scheme_specific(r.value());
}

// The result of `text`, which its scheme's grammar rejects at byte
// `byte_offset` in `production`, with no components left: what every
// rejection table checks. Each table adds its own checks (the code, the
// RFC its message cites, beyond_abnf(), the ABNF engine's verdict).
inline iri::scheme_result rejected_at(std::string_view text, std::size_t byte_offset, std::string_view production) {
    INFO("rejected: \"" << escaped(text) << "\"");
    iri::scheme_result s = scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::invalid);
    CHECK(s.components().empty());
    CHECK(s.error().byte_offset == byte_offset);
    CHECK(s.error().production == production);
    return s;
}

// The components of `s` as "name=text", in the order of the result.
inline std::vector<std::string> components_of(iri::scheme_result const& s) {
    std::vector<std::string> out;
    for (auto const& c : s.components())
        out.push_back(std::string(c.name) + "=" + std::string(s.text().substr(c.where.offset, c.where.length)));
    return out;
}

// Where the first component `name` begins in the text; npos if none.
inline std::size_t offset_of(iri::scheme_result const& s, std::string_view name) {
    for (auto const& c : s.components())
        if (c.name == name) return c.where.offset;
    return std::string_view::npos;
}

// An IRI and the URI RFC 3987 §3.1 maps it to, which its scheme's grammar
// reads alike: a ucschar stands where the URI holds its pct-encoded
// octets. (Written out, not computed by iri::to_uri, which the libc++
// build of these tests leaves out: tests/libcxx.cmake.)
struct iri_and_uri {
    std::string_view iri, uri;
    std::vector<std::string> in_iri, in_uri;  // components_of each
    std::string_view first_changed;  // the component that holds the first ucschar
    std::size_t at;  // where it begins, in both
};

// Both valid, by the grammar and by the ABNF engine from `top`, with the
// components `e` lists.
inline void check_iri_and_uri(iri_and_uri const& e, scheme_abnf const& g, std::string_view top) {
    INFO(escaped(e.iri));
    auto const in_iri = scheme_parse(e.iri);
    auto const in_uri = scheme_parse(e.uri);
    REQUIRE(in_iri.status() == iri::scheme_status::valid);
    REQUIRE(in_uri.status() == iri::scheme_status::valid);
    CHECK(components_of(in_iri) == e.in_iri);
    CHECK(components_of(in_uri) == e.in_uri);
    CHECK(offset_of(in_iri, e.first_changed) == e.at);
    CHECK(offset_of(in_uri, e.first_changed) == e.at);
    CHECK(g.accepts(e.iri, top));
    CHECK(g.accepts(e.uri, top));
}

}  // namespace scheme_test
