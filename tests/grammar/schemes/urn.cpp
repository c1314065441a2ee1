// The "urn" grammar (grammar/schemes/urn/, RFC 8141 §2): one rule per
// production of urn.abnf, each checked against the ABNF engine; the RFC's
// own examples; accepted and rejected inputs with the place of each error;
// the PEG notes' cases.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <iri/convert.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& urn_abnf() { return scheme_test::abnf_of("grammar/schemes/urn/urn.abnf"); }

iri::grammar::production const& urn_rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::urn_grammar.productions(), name);
}

}  // namespace

TEST_CASE("urn: the RFC 8141 examples", "[grammar][schemes][urn]") {
    struct example {
        std::string_view text, nid, nss;
    };
    // RFC 8141 §3.2: the examples of URN-equivalence, each a URN of its own.
    for (example const e : {example{"urn:example:a123,z456", "example", "a123,z456"},
                            example{"URN:example:a123,z456", "example", "a123,z456"},
                            example{"urn:EXAMPLE:a123,z456", "EXAMPLE", "a123,z456"},
                            example{"urn:example:a123,z456?+abc", "example", "a123,z456"},
                            example{"urn:example:a123,z456?=xyz", "example", "a123,z456"},
                            example{"urn:example:a123,z456#789", "example", "a123,z456"},
                            example{"urn:example:a123,z456/foo", "example", "a123,z456/foo"},
                            example{"urn:example:a123,z456/bar", "example", "a123,z456/bar"},
                            example{"urn:example:a123,z456/baz", "example", "a123,z456/baz"},
                            example{"urn:example:a123%2Cz456", "example", "a123%2Cz456"},
                            example{"urn:example:A123,z456", "example", "A123,z456"},
                            example{"urn:example:a123,Z456", "example", "a123,Z456"},
                            example{"urn:example:%D0%B0123,z456", "example", "%D0%B0123,z456"},
                            // §2.2: a hierarchical name carried in the NSS.
                            example{"urn:example:1/406/47452/2", "example", "1/406/47452/2"},
                            // §2.3.1 and §2.3.2.
                            example{"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", "example", "foo-bar-baz-qux"},
                            example{"urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
                                    "example", "weather"}}) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(s.known());
        CHECK(s.grammar() == "RFC 8141 §2");
        CHECK(s.component("NID") == e.nid);
        CHECK(s.component("NSS") == e.nss);
    }
    auto const r = scheme_test::scheme_parse("urn:example:a123,z456?+abc");
    CHECK(r.component("r-component") == "abc");
    CHECK_FALSE(r.component("q-component"));
    auto const q = scheme_test::scheme_parse("urn:example:a123,z456?=xyz");
    CHECK(q.component("q-component") == "xyz");
    CHECK_FALSE(q.component("r-component"));
    auto const f = scheme_test::scheme_parse("urn:example:a123,z456#789");
    CHECK(f.component("f-component") == "789");
    auto const weather =
        scheme_test::scheme_parse("urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z");
    CHECK(weather.component("q-component") == "op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z");
    CHECK(scheme_test::scheme_parse("urn:example:foo-bar-baz-qux?+CCResolve:cc=uk").component("r-component") ==
          "CCResolve:cc=uk");
}

TEST_CASE("urn: the components, in order, as spans of the text", "[grammar][schemes][urn]") {
    std::string_view const text = "urn:ex-1:a/b?+r?x?=q/?#f?/";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    auto const parts = s.components();
    REQUIRE(parts.size() == 5);
    struct expected {
        std::string_view name, text;
    };
    expected const want[] = {
        {"NID", "ex-1"}, {"NSS", "a/b"}, {"r-component", "r?x"}, {"q-component", "q/?"}, {"f-component", "f?/"}};
    for (std::size_t i = 0; i < 5; ++i) {
        CHECK(parts[i].name == want[i].name);
        CHECK(text.substr(parts[i].where.offset, parts[i].where.length) == want[i].text);
        if (i > 0) CHECK(parts[i].where.offset >= parts[i - 1].where.offset + parts[i - 1].where.length);
    }
    // An empty fragment is a present, empty f-component.
    auto const empty = scheme_test::scheme_parse("urn:ab:c#");
    REQUIRE(empty.ok());
    CHECK(empty.component("f-component") == "");
}

TEST_CASE("urn: NID", "[grammar][schemes][urn]") {
    auto const* nid = &iri::grammar::schemes::urn_grammar.productions()[2];
    REQUIRE(nid->name == "NID");
    // PEG: the greedy 0*30(ldh) must leave the last alphanum.
    CHECK(nid->matches("ab"));
    CHECK(nid->matches("a-b"));
    CHECK(nid->matches("a--b"));
    CHECK(nid->matches(std::string(32, 'a')));
    CHECK_FALSE(nid->matches(std::string(33, 'a')));
    CHECK_FALSE(nid->matches("a"));
    CHECK_FALSE(nid->matches("-ab"));
    CHECK_FALSE(nid->matches("ab-"));
    CHECK_FALSE(nid->matches("a.b"));
    CHECK(urn_abnf().accepts("ab", "NID"));
    CHECK_FALSE(urn_abnf().accepts(std::string(33, 'a'), "NID"));
}

TEST_CASE("urn: ?= starts the q-component", "[grammar][schemes][urn]") {
    // The ABNF reads "?+a?=b" two ways (rq-components' PEG note); the
    // q-component is the one RFC 8141 §2.3.2 introduces with "?=".
    auto const both = scheme_test::scheme_parse("urn:ab:c?+a?=b");
    REQUIRE(both.ok());
    CHECK(both.component("r-component") == "a");
    CHECK(both.component("q-component") == "b");
    // "?=" followed by no pchar cannot start a q-component: it is the r-component's.
    auto const kept = scheme_test::scheme_parse("urn:ab:c?+a?=/b");
    REQUIRE(kept.ok());
    CHECK(kept.component("r-component") == "a?=/b");
    CHECK_FALSE(kept.component("q-component"));
    auto const trailing = scheme_test::scheme_parse("urn:ab:c?+a?=");
    REQUIRE(trailing.ok());
    CHECK(trailing.component("r-component") == "a?=");
    // In an IRI a ucschar begins a q-component too (an ipchar); a private-use
    // character, which no ipchar is, does not.
    auto const non_ascii = scheme_test::scheme_parse("urn:ab:c?+a?=\xC3\xA9");
    REQUIRE(non_ascii.ok());
    CHECK(non_ascii.component("r-component") == "a");
    CHECK(non_ascii.component("q-component") == "\xC3\xA9");
    CHECK(urn_abnf().accepts("urn:ab:c?+a?=\xC3\xA9", "namestring"));
    scheme_test::rejected_at("urn:ab:c?+a?=\xEE\x80\x80", 13, "r-component");
    // The r-component as a production keeps its ABNF language.
    auto const* r = &iri::grammar::schemes::urn_grammar.productions()[6];
    REQUIRE(r->name == "r-component");
    CHECK(r->matches("a?=b"));
    CHECK(urn_abnf().accepts("urn:ab:c?+a?=b", "namestring"));
}

TEST_CASE("urn: accepted and rejected with the place of each error", "[grammar][schemes][urn]") {
    for (std::string_view ok :
         {"urn:ab:c", "urn:a-b:c", "URN:AB:C", "uRn:isbn:0451450523", "urn:ab:c:d@e!$&'()*+,;=", "urn:ab:c?+r",
          "urn:ab:c?=q", "urn:ab:c?+r?=q#f", "urn:ab:c?=q?+r", "urn:ab:c#", "urn:ab:%41", "urn:ietf:rfc:2648",
          "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:ab:caf\xC3\xA9", "urn:ab:c#\xC3\xA9"}) {
        INFO(ok);
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(urn_abnf().accepts(ok, "namestring"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::size_t offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             rejected{"urn:x:", 5, 5, "NID", iri::errc::unexpected_character},
             rejected{"urn:", 4, 4, "NID", iri::errc::unexpected_end_of_input},
             rejected{"urn:ab", 6, 6, "assigned-name", iri::errc::unexpected_end_of_input},
             rejected{"urn:ab:", 7, 7, "NSS", iri::errc::unexpected_end_of_input},
             rejected{"urn:-ab:c", 4, 4, "NID", iri::errc::unexpected_character},
             rejected{"urn:ab-:c", 6, 6, "NID", iri::errc::unexpected_character},
             rejected{"urn:a.b:c", 5, 5, "NID", iri::errc::unexpected_character},
             rejected{"urn:ab:c?d", 8, 8, "NSS", iri::errc::unexpected_character},
             rejected{"urn:ab:c?+", 10, 10, "r-component", iri::errc::unexpected_end_of_input},
             rejected{"urn:ab:c?=", 10, 10, "q-component", iri::errc::unexpected_end_of_input},
             rejected{"urn:ab:/c", 7, 7, "NSS", iri::errc::unexpected_character},
             // A NID of 33 characters: NID stops after 32, where assigned-name wants ":".
             rejected{"urn:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:c", 36, 36, "assigned-name",
                      iri::errc::unexpected_character},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK_FALSE(s.ok());
        CHECK(s.error().offset == r.offset);
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 8141") != std::string_view::npos);
        CHECK_FALSE(urn_abnf().accepts(r.text, "namestring"));
    }
}

TEST_CASE("urn: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][urn]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI. RFC
    // 8141 §2's pchar is ipchar here, its fragment ifragment (urn.abnf).
    using example = scheme_test::iri_and_uri;
    for (example const& e : {
             example{"urn:ab:caf\xC3\xA9",
                     "urn:ab:caf%C3%A9",
                     {"NID=ab", "NSS=caf\xC3\xA9"},
                     {"NID=ab", "NSS=caf%C3%A9"},
                     "NSS",
                     7},
             example{"urn:ab:c#\xC3\xA9",
                     "urn:ab:c#%C3%A9",
                     {"NID=ab", "NSS=c", "f-component=\xC3\xA9"},
                     {"NID=ab", "NSS=c", "f-component=%C3%A9"},
                     "f-component",
                     9},
             example{"urn:ab:\xE7\xB4\x8D/x?+\xC3\xA9?=q\xF0\x90\x80\x80#f",
                     "urn:ab:%E7%B4%8D/x?+%C3%A9?=q%F0%90%80%80#f",
                     {"NID=ab", "NSS=\xE7\xB4\x8D/x", "r-component=\xC3\xA9", "q-component=q\xF0\x90\x80\x80",
                      "f-component=f"},
                     {"NID=ab", "NSS=%E7%B4%8D/x", "r-component=%C3%A9", "q-component=q%F0%90%80%80", "f-component=f"},
                     "NSS",
                     7},
         })
        scheme_test::check_iri_and_uri(e, urn_abnf(), "namestring");
    CHECK(urn_rule("NSS").matches("\xC3\xA9"));
    CHECK(urn_rule("f-component").matches("\xC3\xA9"));
    // A character that is no ucschar is still no ipchar: U+FFFE (which the
    // generic grammar rejects first) and the private-use U+E000, which an
    // iquery may hold but no r- or q-component.
    CHECK(urn_rule("NSS").matches_prefix("caf\xEF\xBF\xBE") == 3);
    CHECK(urn_rule("NSS").matches_prefix("caf\xEE\x80\x80") == 3);
    CHECK_FALSE(urn_rule("f-component").matches("\xEE\x80\x80"));
    CHECK_FALSE(iri::parse("urn:ab:caf\xEF\xBF\xBE"));
    CHECK_FALSE(urn_abnf().accepts("urn:ab:caf\xEF\xBF\xBE", "namestring"));
    struct rejected {
        std::string_view text;
        std::size_t byte_offset, offset;
        std::string_view production;
    };
    for (rejected const r : {rejected{"urn:ab:c?=\xEE\x80\x80", 10, 10, "q-component"},
                             rejected{"urn:ab:c?+\xEE\x80\x80", 10, 10, "r-component"},
                             rejected{"urn:ab:\xC3\xA9?=x\xEE\x80\x80", 12, 11, "q-component"}}) {
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().offset == r.offset);
        // A private-use character where the scheme's grammar allows none.
        CHECK(s.error().code == iri::errc::private_use_outside_iquery);
        CHECK_FALSE(urn_abnf().accepts(r.text, "namestring"));
    }
}

TEST_CASE("urn: unknown schemes and relative references are not errors", "[grammar][schemes]") {
    auto const foo = scheme_test::scheme_parse("foo://example.com/");
    CHECK(foo.status() == iri::scheme_status::unknown);
    CHECK(foo.ok());
    CHECK_FALSE(foo.known());
    CHECK(foo.scheme() == "foo");
    CHECK(foo.components().empty());
    CHECK(foo.grammar().empty());
    auto const relative = scheme_test::scheme_parse("a/b");
    CHECK(relative.status() == iri::scheme_status::unknown);
    CHECK(relative.scheme().empty());
    CHECK(iri::to_string(iri::scheme_status::invalid) == "invalid");
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 8141 §2: one NSS, however many "/" it has; one r-, q- and
// f-component each.
scheme_test::registered_kind const urn_NSS_segments{
    {"urn", "NSS segments",
     [](std::size_t n) {
         return scheme_test::joined(
             "urn:example:a", n, [](std::size_t i) { return "/s" + std::to_string(i); }, "?+r?=q#f");
     },
     5, 0}};

}  // namespace
