// The one-to-one promise: every production defined in the ABNF files has a
// rule, and every rule is a production of the ABNF files. Fails when either
// side gains a name the other lacks.
#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace {

bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_name_char(char c) { return is_alpha(c) || (c >= '0' && c <= '9') || c == '-'; }

// Names defined at the start of a line, "name =" (RFC 5234 §2.2; "=/" adds
// alternatives to an existing rule and defines nothing new). Prose lines
// never have a bare name followed by "=".
std::set<std::string> abnf_names(std::string const& file) {
    std::ifstream in(std::string(IRI_SOURCE_DIR) + "/grammar/" + file);
    INFO("reading grammar/" << file);
    REQUIRE(in.good());
    std::set<std::string> names;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || !is_alpha(line[0])) continue;
        std::size_t i = 0;
        while (i < line.size() && is_name_char(line[i])) ++i;
        std::string const name = line.substr(0, i);
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        if (i < line.size() && line[i] == '=' && (i + 1 == line.size() || line[i + 1] != '/')) {
            INFO("defined twice: " << name);
            CHECK(names.insert(name).second);
        }
    }
    return names;
}

std::string list(std::set<std::string> const& names) {
    std::ostringstream out;
    for (auto const& n : names) out << ' ' << n;
    return out.str();
}

}  // namespace

TEST_CASE("every ABNF production has a rule and every rule a production", "[grammar][one-to-one]") {
    std::set<std::string> abnf = abnf_names("rfc3987/rfc3987.abnf");
    // Sanity: the extraction sees the file's shape, first and last rules.
    CHECK(abnf.count("IRI") == 1);
    CHECK(abnf.count("HEXDIG") == 1);
    CHECK(abnf.count("ipath-empty") == 1);
    CHECK(abnf.size() >= 40);

    std::set<std::string> const uri = abnf_names("rfc3986/rfc3986-uri.abnf");
    for (char const* n :
         {"URI",           "hier-part",     "URI-reference", "absolute-URI", "relative-ref", "relative-part",
          "authority",     "userinfo",      "host",          "reg-name",     "path",         "path-abempty",
          "path-absolute", "path-noscheme", "path-rootless", "path-empty",   "segment",      "segment-nz",
          "segment-nz-nc", "pchar",         "query",         "fragment"}) {
        INFO("rfc3986-uri.abnf should define " << n);
        CHECK(uri.count(n) == 1);
    }
    for (auto const& n : uri) {
        INFO("defined in both ABNF files: " << n);
        CHECK(abnf.insert(n).second);
    }

    std::set<std::string> rules;
    for (auto const& p : iri::grammar::productions()) {
        INFO("two rules claim " << p.name);
        CHECK(rules.insert(std::string(p.name)).second);
    }

    std::set<std::string> without_rule, without_production;
    for (auto const& n : abnf)
        if (!rules.count(n)) without_rule.insert(n);
    for (auto const& n : rules)
        if (!abnf.count(n)) without_production.insert(n);
    INFO("ABNF productions without a rule:" << list(without_rule));
    INFO("rules naming no ABNF production:" << list(without_production));
    CHECK(without_rule.empty());
    CHECK(without_production.empty());
}

TEST_CASE("every production has its section, a matcher, and is found by name", "[grammar][one-to-one]") {
    auto const all = iri::grammar::productions();
    REQUIRE_FALSE(all.empty());
    for (auto const& p : all) {
        INFO("production " << p.name);
        CHECK_FALSE(p.name.empty());
        CHECK_FALSE(p.section.empty());
        // "RFC 3987 §2.2", "RFC 3986 §3.2.2", "RFC 5234 B.1"
        CHECK(p.section.substr(0, 4) == "RFC ");
        CHECK(p.matches != nullptr);
        auto const* found = iri::grammar::find_production(p.name);
        REQUIRE(found != nullptr);
        CHECK(found->name == p.name);
        CHECK(found->section == p.section);
    }
    CHECK(iri::grammar::find_production("no-such-rule") == nullptr);
    CHECK(iri::grammar::find_production("") == nullptr);
    // Names are exact ABNF spellings: case and hyphens matter.
    CHECK(iri::grammar::find_production("ipath_noscheme") == nullptr);
}

TEST_CASE("sections name the RFC each production comes from", "[grammar][one-to-one]") {
    struct expectation {
        char const* name;
        char const* rfc;
    };
    for (auto [n, rfc] : {expectation{"IRI", "RFC 3987"}, expectation{"ipath-noscheme", "RFC 3987"},
                          expectation{"ucschar", "RFC 3987"}, expectation{"iprivate", "RFC 3987"},
                          expectation{"IPv6address", "RFC 3986"}, expectation{"dec-octet", "RFC 3986"},
                          expectation{"URI-reference", "RFC 3986"}, expectation{"path-noscheme", "RFC 3986"},
                          expectation{"ALPHA", "RFC 5234"}, expectation{"HEXDIG", "RFC 5234"}}) {
        INFO("production " << n);
        auto const* p = iri::grammar::find_production(n);
        REQUIRE(p != nullptr);
        CHECK(p->section.substr(0, 8) == rfc);
    }
}

TEST_CASE("the literal transcriptions shadow shipped rules", "[grammar][one-to-one][deviations]") {
    std::set<std::string> names;
    for (auto const& p : iri::grammar::literal_productions()) {
        INFO("literal production " << p.name);
        CHECK(names.insert(std::string(p.name)).second);
        CHECK(p.matches != nullptr);
        CHECK(iri::grammar::find_production(p.name) != nullptr);
        auto const* lit = iri::grammar::find_literal_production(p.name);
        REQUIRE(lit != nullptr);
        CHECK(lit->name == p.name);
    }
    for (char const* n : {"dec-octet", "IPv4address", "ihost", "IPv6address", "ipath", "IRI-reference"}) {
        INFO("the deviation log needs a literal " << n);
        CHECK(names.count(n) == 1);
    }
    CHECK(iri::grammar::find_literal_production("no-such-rule") == nullptr);
}
