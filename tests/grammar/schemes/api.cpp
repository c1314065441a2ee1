// <iri/scheme_specific.hpp> beyond any one scheme: the extension point,
// its documented example, and what parse_scheme_specific promises
// (spans inside the text, in order; no allocation; a verdict, and scheme
// normalization, whatever the number of components, of which a result
// lists the first max_components and counts the rest).
#include "oracle.hpp"
#include "repeated_components.hpp"

#include "grammar/schemes/scheme_grammar.hpp"

#include <iri/normalize.hpp>

#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

// The example of <iri/scheme_specific.hpp>, as written there.
void check_isbn(iri::reference_view const&, iri::scheme_result& out) noexcept {
    std::string_view const text = out.text();
    std::size_t const colon = text.find(':');
    for (std::size_t i = colon + 1; i < text.size(); ++i)
        if ((text[i] < '0' || text[i] > '9') && text[i] != '-') {
            iri::diagnostic d;
            d.code = iri::errc::unexpected_character;
            d.byte_offset = d.offset = i;  // ASCII so far
            d.production = "isbn";
            d.detail = "an ISBN is digits and hyphens";
            return out.fail(d);
        }
    out.add("isbn", colon + 1, text.size() - colon - 1);
}

void accept_all(iri::reference_view const&, iri::scheme_result&) noexcept {}

}  // namespace

TEST_CASE("schemes: a registered validator runs for its scheme", "[grammar][schemes]") {
    REQUIRE(iri::register_scheme_validator("x-isbn-test", check_isbn, "ISBN (example)"));
    auto const ok = scheme_test::scheme_parse("X-ISBN-Test:978-3-16-148410-0");
    CHECK(ok.status() == iri::scheme_status::valid);
    CHECK(ok.scheme() == "X-ISBN-Test");
    CHECK(ok.grammar() == "ISBN (example)");
    CHECK(ok.component("isbn") == "978-3-16-148410-0");
    auto const bad = scheme_test::scheme_parse("x-isbn-test:978x");
    CHECK(bad.status() == iri::scheme_status::invalid);
    CHECK(bad.error().byte_offset == 15);
    CHECK(bad.error().production == "isbn");
    // A later registration replaces an earlier one.
    REQUIRE(iri::register_scheme_validator("x-isbn-test", accept_all));
    CHECK(scheme_test::scheme_parse("x-isbn-test:978x").status() == iri::scheme_status::valid);
    CHECK(scheme_test::scheme_parse("x-isbn-test:978x").grammar() == "registered");
}

TEST_CASE("schemes: add keeps components in text order, outer first", "[grammar][schemes]") {
    iri::scheme_result s("abcdef");
    CHECK(s.add("b", 2, 1));
    CHECK(s.add("a", 0, 1));
    CHECK(s.add("inner", 2, 0));
    CHECK(s.add("outer", 2, 3));
    CHECK_FALSE(s.add("beyond", 5, 2));
    std::vector<std::string_view> names;
    for (auto const& c : s.components()) names.push_back(c.name);
    CHECK(names == std::vector<std::string_view>{"a", "outer", "b", "inner"});
    s.remove_if([](iri::scheme_component const& c) { return c.name == "b"; });
    CHECK(s.components().size() == 3);
}

TEST_CASE("schemes: registration refuses what it cannot hold", "[grammar][schemes]") {
    CHECK_FALSE(iri::register_scheme_validator("", accept_all));
    CHECK_FALSE(iri::register_scheme_validator("x-no-function", nullptr));
    CHECK_FALSE(iri::register_scheme_validator(std::string(32, 'x'), accept_all));
}

TEST_CASE("schemes: registrations while other threads parse", "[grammar][schemes]") {
    std::vector<std::thread> parsers;
    for (int t = 0; t < 2; ++t)
        parsers.emplace_back([] {
            for (int i = 0; i < 2000; ++i) {
                auto const r = iri::parse("urn:example:a123,z456?+abc");
                auto const s = iri::parse_scheme_specific(r.value());
                if (s.component("NID") != "example") std::abort();
            }
        });
    for (int i = 0; i < 8; ++i) iri::register_scheme_validator("x-thread-" + std::to_string(i), accept_all);
    for (auto& t : parsers) t.join();
    CHECK(scheme_test::scheme_parse("x-thread-7:a").status() == iri::scheme_status::valid);
}

namespace {

// What parse_scheme_specific found, as text to compare.
std::string summary_of(std::string_view text) {
    auto const s = scheme_test::scheme_parse(text);
    std::string out = std::to_string(static_cast<int>(s.status()));
    for (auto const& c : s.components())
        out += " " + std::string(c.name) + "@" + std::to_string(c.where.offset) + "+" + std::to_string(c.where.length);
    if (!s.ok()) out += " error@" + std::to_string(s.error().byte_offset) + " " + std::string(s.error().production);
    return out;
}

}  // namespace

// The listener remembers the kind of each rule of each grammar from run to
// run, in a cache per thread: no answer may depend on what the thread ran
// before, in which order, or on whether it ran anything.
TEST_CASE("schemes: a result does not depend on what ran before it", "[grammar][schemes]") {
    std::vector<std::string_view> const texts = {"urn:example:a123,z456?+abc?=x#f",
                                                 "urn:x:",
                                                 "mailto:a@example.org?subject=hi&body=x",
                                                 "mailto:a@@b",
                                                 "data:a/b;c=d;e=f;base64,QUJD#x",
                                                 "data:,",
                                                 "tel:+1-201-555-0123;ext=1",
                                                 "tel:+",
                                                 "tag:example.com,2005:x",
                                                 "tag:x",
                                                 "geo:13.4,52.5;u=10",
                                                 "geo:1",
                                                 "file:///etc/hosts",
                                                 "file:a",
                                                 "http://example.org/a?b#c",
                                                 "ws://h:80/x",
                                                 "about:blank",
                                                 "urn:ab:c?d"};
    std::vector<std::string> first;
    for (std::string_view text : texts) first.push_back(summary_of(text));
    // Backwards, each grammar now running after another one than before.
    for (std::size_t i = texts.size(); i-- > 0;) {
        INFO(texts[i]);
        CHECK(summary_of(texts[i]) == first[i]);
    }
    // A thread whose caches start empty, filled in the other order.
    std::vector<std::string> fresh(texts.size());
    std::thread([&] {
        for (std::size_t i = texts.size(); i-- > 0;) fresh[i] = summary_of(texts[i]);
    }).join();
    CHECK(fresh == first);
}

TEST_CASE("schemes: a result's spans lie inside the text and in order", "[grammar][schemes]") {
    for (std::string_view text :
         {"urn:example:a123,z456?+abc?=x#f", "urn:ab:c?+r?=q#", "urn:ab:c/d/e", "data:a/b;c=d;e=f;base64,QUJD#x"}) {
        auto const s = scheme_test::scheme_parse(text);
        REQUIRE(s.ok());
        std::size_t start = 0;
        for (auto const& c : s.components()) {
            CHECK(c.where.present);
            CHECK(c.where.offset >= start);
            CHECK(c.where.offset + c.where.length <= text.size());
            start = c.where.offset;
        }
    }
}

TEST_CASE("schemes: beyond_abnf tells a rule of the RFC's prose from its ABNF", "[grammar][schemes]") {
    // Matches RFC 2397's ABNF, fails RFC 2045 §6.8's base64.
    auto const base64 = scheme_test::scheme_parse("data:;base64,!!!!");
    CHECK(base64.status() == iri::scheme_status::invalid);
    CHECK(base64.beyond_abnf());
    // Fails RFC 8141's ABNF (no NSS).
    auto const urn = scheme_test::scheme_parse("urn:x:");
    CHECK(urn.status() == iri::scheme_status::invalid);
    CHECK_FALSE(urn.beyond_abnf());
    CHECK_FALSE(scheme_test::scheme_parse("data:,x").beyond_abnf());
    CHECK_FALSE(scheme_test::scheme_parse("x-unknown:y").beyond_abnf());
}

TEST_CASE("schemes: known_valid says valid only where parse_scheme_specific does", "[grammar][schemes]") {
    // The untraced run check uses first: true only for a scheme whose
    // grammar has nothing beyond its ABNF, and matches.
    std::string_view const valid_plain[] = {"urn:example:a123,z456?+abc#789", "file:///c:/x", "urn:isbn:0451450523"};
    for (std::string_view text : valid_plain) {
        auto const r = iri::parse(text);
        REQUIRE(r);
        CHECK(iri::grammar::schemes::known_valid(r.value()));
        CHECK(iri::parse_scheme_specific(r.value()).status() == iri::scheme_status::valid);
    }
    // Invalid, a scheme with checks beyond its ABNF (data's base64), a
    // scheme without a grammar: not known, whatever the verdict.
    std::string_view const not_known[] = {"urn:x:", "file://h:80/x", "data:,x", "data:;base64,!!!!", "http-x:y", "a/b"};
    for (std::string_view text : not_known) {
        auto const r = iri::parse(text);
        REQUIRE(r);
        CHECK_FALSE(iri::grammar::schemes::known_valid(r.value()));
    }
}

TEST_CASE("schemes: http ws and mailto are decided without a traced run exactly as by their grammars",
          "[grammar][schemes]") {
    std::string_view const inputs[] = {
        "http://a/b?c#d", "HTTP://a", "http:///x", "http:/x", "http:x", "http://a:65535/", "http://a:65536/",
        "http://a:0080", "http://u@a/", "http://[::1]:80/", "https://例え.テスト/", "https://:80/", "ws://a/chat",
        "ws://a/#f", "ws://u@a/", "ws:///x", "wss://a:99999/", "wss://a:443/?q", "ws:a", "http://@", "ws://@",
        "wss://@/", "https://@",
        // mailto: a plain run, then the addresses found in the text
        "mailto:a@b", "MAILTO:a@b.example,c@d?subject=x,y@z&to=e@f", "mailto:?to=a@b", "mailto:", "mailto:a@b#f",
        "mailto:a..b@c", "mailto:a@b,c@.d", "mailto:%22not%40me%22@example.org", "mailto:%22a%20b%22@example.org",
        "mailto:%22a%5C%20b%22@example.org", "mailto:a@%5B127.0.0.1%5D", "mailto:a@%5B1%5B%5D", "mailto:%FF@b",
        "mailto:ä@b", "mailto:a@b,", "mailto:a@b@c"};
    for (std::string_view text : inputs) {
        INFO(text);
        auto const r = iri::parse(text);
        REQUIRE(r);
        bool const valid = iri::parse_scheme_specific(r.value()).status() == iri::scheme_status::valid;
        CHECK(iri::grammar::schemes::known_valid(r.value()) == valid);
    }
}

TEST_CASE("schemes: known_valid_with_host is known_valid where the host is not empty and there is no port",
          "[grammar][schemes]") {
    // check's plain lines ask it of a known scheme with a non-empty host
    // and no port: a grammar that the host decides is not asked again, so
    // its flag must say no more than its grammar.
    std::string_view const forms[] = {"://h/x", "://h", "://h.example/a/b?c=d#e", "://u@h/x", "://h/%41",
                                      "://h/a b", "://[::1]/", "://1.2.3.4/x", "://u:p@h?q"};
    for (auto const* g : iri::grammar::schemes::builtin_grammars()) {
        for (std::string_view form : forms) {
            std::string const text = std::string(g->name) + std::string(form);
            INFO(text);
            auto const r = iri::parse(text);
            if (!r) continue;
            std::optional<std::string_view> const host = r.value().host();
            REQUIRE(host);
            REQUIRE_FALSE(host->empty());
            REQUIRE_FALSE(r.value().port());
            bool const known = iri::grammar::schemes::known_valid(r.value(), *g);
            CHECK(iri::grammar::schemes::known_valid_with_host(r.value(), *g) == known);
            if (g->host_decides) {
                CHECK(known == (iri::parse_scheme_specific(r.value()).status() == iri::scheme_status::valid));
            }
        }
    }
    // An embedder's validator for the reference's scheme replaces any
    // grammar: then nothing is known.
    REQUIRE(iri::register_scheme_validator("x-host-decides-test", accept_all));
    auto const r = iri::parse("x-host-decides-test://h/x");
    REQUIRE(r);
    for (auto const* g : iri::grammar::schemes::builtin_grammars())
        CHECK_FALSE(iri::grammar::schemes::known_valid_with_host(r.value(), *g));
}

// ---- more components than a result lists (scheme_result::max_components) ----

TEST_CASE("schemes: every scheme grammar has a repeated-component case", "[grammar][schemes]") {
    // Enumerated from the registry: a grammar added later registers its
    // cases in its own test file (repeated_components.hpp).
    auto const& kinds = scheme_test::repeated_kinds();
    for (auto const* g : iri::grammar::schemes::builtin_grammars()) {
        INFO(g->name);
        CHECK(std::any_of(kinds.begin(), kinds.end(),
                          [&](scheme_test::repeated_kind const& k) { return k.scheme == g->name; }));
    }
}

TEST_CASE("schemes: a reference is valid whatever its number of components", "[grammar][schemes]") {
    for (scheme_test::repeated_kind const& kind : scheme_test::repeated_kinds()) {
        for (std::size_t const n : {std::size_t{1}, std::size_t{11}, std::size_t{100}, std::size_t{1000}}) {
            std::string const text = kind.make(n);
            INFO(kind.scheme << ", " << n << " " << kind.what << ": " << text.substr(0, 120));
            auto const r = iri::parse(text);
            REQUIRE(r);
            auto const* g = iri::grammar::schemes::find_builtin_grammar(kind.scheme);
            REQUIRE(g != nullptr);
            iri::scheme_result const s = iri::parse_scheme_specific(r.value());
            REQUIRE(s.status() == iri::scheme_status::valid);
            CHECK(s.grammar() == g->source);
            // All of them are matched: the first max_components listed,
            // the others counted.
            std::size_t const total = kind.base + kind.per_repeat * n;
            CHECK(s.components().size() == std::min(total, iri::scheme_result::max_components));
            CHECK(s.omitted() == total - s.components().size());
            // The unlimited list has every one, the listed ones first.
            std::vector<iri::scheme_component> all;
            REQUIRE(iri::grammar::schemes::every_component(r.value(), s, all));
            CHECK(all.size() == s.components().size() + s.omitted());
            for (std::size_t i = 0; i < s.components().size() && i < all.size(); ++i) {
                CHECK(all[i].name == s.components()[i].name);
                CHECK(all[i].where.offset == s.components()[i].where.offset);
                CHECK(all[i].where.length == s.components()[i].where.length);
            }
            for (std::size_t i = 1; i < all.size(); ++i) CHECK(all[i - 1].where.offset <= all[i].where.offset);
            // The verdict check asks of every line is the same.
            if (g->decided_by_parse != nullptr) CHECK(g->decided_by_parse(r.value()));
            if (g->after == nullptr) CHECK(iri::grammar::schemes::known_valid(r.value(), *g));
        }
    }
}

TEST_CASE("schemes: what an RFC asks beyond its ABNF holds past the listed components", "[grammar][schemes]") {
    // Each of these breaks its RFC's prose only after the first
    // max_components components; a check that read the listed components
    // alone would call it valid.
    std::string data = "data:text/plain";
    std::string geo = "geo:1,2";
    std::string mailto = "mailto:";
    std::string tel = "tel:+1-201-555-0123";
    for (std::size_t i = 0; i < 40; ++i) {
        data += ";a" + std::to_string(i) + "=v";
        geo += ";p" + std::to_string(i) + "=v";
        mailto += "u" + std::to_string(i) + "@h.example,";
        tel += ";p" + scheme_test::three_digits(i + 1) + "=v";
    }
    struct case_ {
        std::string text;
        std::string_view production;
    };
    case_ const cases[] = {
        // RFC 2397 §3, RFC 2045 §6.8: ";base64" data is base64.
        {data + ";base64,!!!!", "data"},
        // RFC 5870 §3.3: "u" only in its place, right after the coordinates.
        {geo + ";u=5", "parameter"},
        // RFC 6068 §2: an address's local-part, decoded, is RFC 5322's.
        {mailto + "a..b@h.example", "dot-atom-text"},
        // RFC 3966 §3: parameters in order by name.
        {tel + ";p000=v", "par"},
    };
    for (case_ const& c : cases) {
        INFO(c.text);
        auto const s = scheme_test::scheme_parse(c.text);
        CHECK(s.status() == iri::scheme_status::invalid);
        CHECK(s.beyond_abnf());
        CHECK(s.error().production == c.production);
        CHECK(s.components().empty());
        CHECK(s.omitted() == 0);
    }
    // And the same inputs without the fault are valid.
    for (std::string_view text : {data + ";base64,QUJD", geo + ";p40", mailto + "a.b@h.example", tel + ";p041=v"}) {
        INFO(text);
        auto const s = scheme_test::scheme_parse(text);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(s.omitted() > 0);
    }
}

TEST_CASE("schemes: add lists the first components in text order and counts the rest", "[grammar][schemes]") {
    std::string const text(100, 'x');
    iri::scheme_result s(text);
    // Recorded from the end: each one before all listed takes the place of
    // the last listed, which is counted instead.
    for (std::size_t i = 40; i-- > 0;) s.add("c", i, 1);
    REQUIRE(s.components().size() == iri::scheme_result::max_components);
    CHECK(s.omitted() == 8);
    CHECK(s.components().front().where.offset == 0);
    CHECK(s.components().back().where.offset == iri::scheme_result::max_components - 1);
    // One after all listed is counted, not listed.
    CHECK_FALSE(s.add("c", 50, 1));
    CHECK(s.omitted() == 9);
    // Dropping listed ones drops the omitted ones, which come after them.
    s.truncate(10);
    CHECK(s.components().size() == 10);
    CHECK(s.omitted() == 0);
}

TEST_CASE("schemes: scheme normalization applies to every component, listed or not", "[grammar][schemes]") {
    iri::normalize_options scheme_level;
    scheme_level.level = iri::comparison_level::scheme;
    // RFC 6068 §2, RFC 5321 §2.4: every address's domain is
    // case-insensitive, the hundredth's (past the 32 components a result
    // lists) as the first's. RFC 2397 §3, RFC 2045 §5.1: so is every
    // parameter's attribute.
    std::string mailto = "mailto:", data = "data:text/plain";
    for (std::size_t i = 0; i < 99; ++i) {
        mailto += "u" + std::to_string(i) + "@h.example,";
        data += ";a" + std::to_string(i) + "=v";
    }
    struct case_ {
        std::string lower, upper;
    };
    case_ const cases[] = {
        {mailto + "u99@h.example", mailto + "u99@H.Example"},
        {data + ";charset=UTF-8,x", data + ";CharSet=UTF-8,x"},
    };
    for (case_ const& c : cases) {
        INFO(c.upper);
        REQUIRE(scheme_test::scheme_parse(c.upper).omitted() > 0);
        auto const normalized = iri::normalize(c.upper, scheme_level);
        REQUIRE(normalized);
        CHECK(normalized.value() == c.lower);
        auto const same = iri::compare(c.lower, c.upper, scheme_level);
        CHECK(same.equivalent);
        CHECK(same.level == iri::comparison_level::scheme);
    }
}
