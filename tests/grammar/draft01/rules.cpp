// The draft-01 grammar (grammar/draft01/): one rule per production of
// draft-duerst-iri-01.abnf and no other, each X3 rule accepting exactly
// what the ABNF engine (<iri/abnf.hpp>, no code shared with grammar/) says
// the production's language is, on derivations and near misses of every
// production; the PEG notes' cases; and the components it records.
#include "grammar/diagnosis/productions.hpp"
#include "tests/oracles/abnf/abnf_oracle.hpp"

#include <iri/abnf.hpp>
#include <iri/parse.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using abnf::escaped;

iri::abnf::loaded_grammar const& draft01_abnf() {
    static auto const g = [] {
        std::ifstream in(std::string(IRI_SOURCE_DIR) + "/grammar/draft01/draft-duerst-iri-01.abnf");
        std::stringstream text;
        text << in.rdbuf();
        return std::make_unique<iri::abnf::loaded_grammar>(
            std::vector<std::pair<std::string_view, std::string>>{{text.str(), "draft-duerst-iri-01.abnf"}},
            "draft-01");
    }();
    return *g;
}

bool abnf_accepts(std::string_view bytes, std::string_view rule) {
    auto const& g = draft01_abnf();
    return g.accepts(bytes, g.engine().rule_index(rule));
}

}  // namespace

TEST_CASE("draft-01: every ABNF production has a rule and every rule a production", "[grammar][draft01]") {
    std::set<std::string> abnf;
    for (auto const& r : draft01_abnf().rules().rules()) abnf.insert(r.name);
    std::set<std::string> rules;
    for (auto const& p : iri::grammar::productions(iri::grammar_name::draft01)) {
        INFO("two rules claim " << p.name);
        CHECK(rules.insert(std::string(p.name)).second);
        CHECK_FALSE(p.section.empty());
        CHECK(iri::grammar::find_production(p.name, iri::grammar_name::draft01) == &p);
    }
    CHECK(abnf.size() >= 50);
    CHECK(abnf == rules);
    // The entry points are productions of their own grammar, not RFC 3987's.
    for (iri::entry e :
         {iri::entry::draft01_IRI_reference, iri::entry::draft01_absoluteIRI, iri::entry::draft01_relativeIRI}) {
        CHECK(iri::grammar_of(e) == iri::grammar_name::draft01);
        CHECK(iri::grammar::find_production(iri::to_string(e), iri::grammar_name::draft01) ==
              &iri::grammar::entry_production(e));
    }
    CHECK(iri::grammar_of(iri::entry::IRI_reference) == iri::grammar_name::rfc3987);
}

TEST_CASE("draft-01: each X3 rule accepts exactly its ABNF language", "[grammar][draft01][oracle]") {
    auto const& g = draft01_abnf();
    iri::abnf::generator generate(g, 2002);
    std::size_t samples = 0, accepted = 0;
    std::vector<std::string> differences;
    for (auto const& p : iri::grammar::productions(iri::grammar_name::draft01)) {
        std::size_t const rule = g.engine().rule_index(p.name);
        for (int i = 0; i < 150; ++i) {
            auto sample = (i % 2 == 0) ? generate.derive(rule, 48) : generate.near_miss(rule, 48);
            if (!sample) continue;
            ++samples;
            bool const abnf = g.accepts(sample->text, rule);
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
    CHECK(samples > 5000);
    CHECK(accepted > samples / 4);
}

TEST_CASE("draft-01: the entry points agree with the ABNF on the exhibit and its neighbours", "[grammar][draft01]") {
    struct entry_case {
        iri::entry entry;
        std::string_view rule;
    };
    std::vector<entry_case> const entries{{iri::entry::draft01_IRI_reference, "IRI-reference"},
                                          {iri::entry::draft01_absoluteIRI, "absoluteIRI"},
                                          {iri::entry::draft01_relativeIRI, "relativeIRI"}};
    for (std::string_view input : {"http://a/b c",
                                   "http://a/%",
                                   "http://a/%zz",
                                   "a;p/b",
                                   "http://[::1]/",
                                   "http://[::192.9.5.5]/",
                                   "http://[::ffff:1.2.3.4]/",
                                   "http://[1:2::3:4.5.6.7]/",
                                   "a:#x",
                                   "a:#[#",
                                   "http://a/b#c#d",
                                   "#",
                                   "",
                                   "a:",
                                   "//a b/c",
                                   "//h:80x/",
                                   "//u@h@i/",
                                   "http://a/b\x01",
                                   "http://a/{x}|y^`\\",
                                   "mailto:a@b",
                                   "a/b:c",
                                   "http://例え.テスト/パス",
                                   "http://\xC2\x80/",
                                   "http://a/\xEF\xBF\xBE",
                                   "http://a/b\xE2\x80\x8F"
                                   "c",
                                   "//[v7.x]/",
                                   "http://a.b-.c/",
                                   "http://1.2.3.4/",
                                   "http://1.2.3.4a/",
                                   "a:b#c d",
                                   "?#",
                                   "//#"}) {
        for (auto const& e : entries) {
            INFO(e.rule << " on \"" << escaped(input) << "\"");
            CHECK(iri::is_valid(input, e.entry) == abnf_accepts(input, e.rule));
            CHECK(iri::parse(input, e.entry).ok() == iri::is_valid(input, e.entry));
        }
    }
}

TEST_CASE("draft-01: IRI-reference: the first # starts the fragment", "[grammar][draft01]") {
    auto const r = iri::parse("http://a/b#c#d", iri::entry::draft01_IRI_reference);
    REQUIRE(r);
    CHECK(r->path() == "/b");
    CHECK(r->fragment() == "c#d");
    // "a:" alone is no reference, so "#" is read as an ichar of the opaque part.
    auto const opaque = iri::parse("a:#x", iri::entry::draft01_IRI_reference);
    REQUIRE(opaque);
    CHECK(opaque->scheme() == "a");
    CHECK(opaque->path() == "#x");
    CHECK_FALSE(opaque->fragment());
}

TEST_CASE("draft-01: the components follow the draft's structure", "[grammar][draft01]") {
    auto const server = iri::parse("//u@h:80/p;q?x#f", iri::entry::draft01_IRI_reference);
    REQUIRE(server);
    CHECK(server->userinfo() == "u");
    CHECK(server->host() == "h");
    CHECK(server->port() == "80");
    CHECK(server->path() == "/p;q");
    CHECK(server->path_type() == iri::path_kind::abempty);
    CHECK(server->query() == "x");
    CHECK(server->fragment() == "f");

    // iserver cannot hold a space; ireg-name can: the authority is a registry name.
    auto const registry = iri::parse("//a b/c", iri::entry::draft01_IRI_reference);
    REQUIRE(registry);
    CHECK(registry->host() == "a b");
    CHECK(registry->host_type() == iri::host_kind::reg_name);
    CHECK_FALSE(registry->port());

    auto const ipv6 = iri::parse("http://[::ffff:1.2.3.4]:8/", iri::entry::draft01_IRI_reference);
    REQUIRE(ipv6);
    CHECK(ipv6->host() == "[::ffff:1.2.3.4]");
    CHECK(ipv6->host_type() == iri::host_kind::ipv6);
    CHECK(ipv6->port() == "8");

    auto const empty_server = iri::parse("file:///etc", iri::entry::draft01_IRI_reference);
    REQUIRE(empty_server);
    CHECK(empty_server->host() == "");
    CHECK(empty_server->path() == "/etc");

    auto const opaque = iri::parse("mailto:a@b", iri::entry::draft01_IRI_reference);
    REQUIRE(opaque);
    CHECK(opaque->path() == "a@b");
    CHECK(opaque->path_type() == iri::path_kind::rootless);

    auto const fragment_only = iri::parse("#f", iri::entry::draft01_IRI_reference);
    REQUIRE(fragment_only);
    CHECK(fragment_only->path() == "");
    CHECK(fragment_only->path_type() == iri::path_kind::empty);
    CHECK(fragment_only->fragment() == "f");
}

TEST_CASE("draft-01: RFC 2732's grammar rejects its own example [::192.9.5.5]", "[grammar][draft01]") {
    CHECK_FALSE(iri::is_valid("http://[::192.9.5.5]/", iri::entry::draft01_IRI_reference));
    CHECK_FALSE(abnf_accepts("::192.9.5.5", "IPv6address"));
    CHECK(iri::is_valid("http://[::FFFF:129.144.52.38]/", iri::entry::draft01_IRI_reference));
    CHECK(iri::is_valid("http://[::192.9.5.5]/"));  // RFC 3986's IPv6address has it
}

TEST_CASE("draft-01: a failure names the draft's production", "[grammar][draft01]") {
    auto const r = iri::parse("http://a/b\x01", iri::entry::draft01_IRI_reference);
    REQUIRE_FALSE(r);
    CHECK(r.error().byte_offset == 10);
    CHECK_FALSE(r.error().production.empty());
    // Bidi formatting characters are ucschar to the draft; RFC 3987 §4.1's ban is not applied.
    CHECK(iri::parse("http://a/b\xE2\x80\x8F", iri::entry::draft01_IRI_reference));
}

TEST_CASE("draft-01: the examples of the draft's text", "[grammar][draft01]") {
    // §2.3: three spellings of one resource; §5.4 (case-insensitive
    // servers); §2.1: U+00A2 CENT SIGN is iunreserved, no delimiter.
    for (std::string_view example : {"foo://example.com/XML", "foo://example.com/XM%4C", "foo://example.com/XM%4c",
                                     "http://big.site/PopularPage.html", "http://big.site/popularpage.html",
                                     "http://example.org/\xC2\xA2", "http://www.w3.org/International/"}) {
        INFO(example);
        CHECK(iri::is_valid(example, iri::entry::draft01_IRI_reference));
        CHECK(iri::is_valid(example, iri::entry::draft01_absoluteIRI));
        CHECK(abnf_accepts(example, "absoluteIRI"));
    }
}
