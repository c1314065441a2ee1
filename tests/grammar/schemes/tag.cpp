// The "tag" grammar (grammar/schemes/tag/, RFC 4151 §2.1): one rule per
// production of tag.abnf, each checked against the ABNF engine; the RFC's
// examples; the date checked as a calendar date; accepted and rejected
// inputs with the place of each error; the PEG notes' cases.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <iri/convert.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& tag_abnf() { return scheme_test::abnf_of("grammar/schemes/tag/tag.abnf"); }

iri::grammar::production const& tag_rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::tag_grammar.productions(), name);
}

}  // namespace

TEST_CASE("tag: the RFC 4151 examples", "[grammar][schemes][tag]") {
    struct example {
        std::string_view text, entity, authority, date, specific;
    };
    // RFC 4151 §2.1.
    for (example const& e :
         {example{"tag:timothy@hpl.hp.com,2001:web/externalHome", "timothy@hpl.hp.com,2001", "timothy@hpl.hp.com",
                  "2001", "web/externalHome"},
          example{"tag:sandro@w3.org,2004-05:Sandro", "sandro@w3.org,2004-05", "sandro@w3.org", "2004-05", "Sandro"},
          example{"tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19", "my-ids.com,2001-09-15",
                  "my-ids.com", "2001-09-15", "TimKindberg:presentations:UBath2004-05-19"},
          example{"tag:blogger.com,1999:blog-555", "blogger.com,1999", "blogger.com", "1999", "blog-555"},
          example{"tag:yaml.org,2002:int", "yaml.org,2002", "yaml.org", "2002", "int"}}) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(s.grammar() == "RFC 4151 §2.1");
        CHECK(s.component("taggingEntity") == e.entity);
        CHECK(s.component("authorityName") == e.authority);
        CHECK(s.component("date") == e.date);
        CHECK(s.component("specific") == e.specific);
        CHECK_FALSE(s.component("ifragment"));
        CHECK(tag_abnf().accepts(e.text, "tagURI"));
    }
    auto const fragment = scheme_test::scheme_parse("tag:yaml.org,2002:int#x/y?z");
    REQUIRE(fragment.status() == iri::scheme_status::valid);
    CHECK(fragment.component("specific") == "int");
    CHECK(fragment.component("ifragment") == "x/y?z");
    auto const empty = scheme_test::scheme_parse("tag:a,2001:#");
    REQUIRE(empty.status() == iri::scheme_status::valid);
    CHECK(empty.component("specific") == "");
    CHECK(empty.component("ifragment") == "");
}

TEST_CASE("tag: authorityName and DNScomp", "[grammar][schemes][tag]") {
    // PEG: DNSname first would stop every email address at its "@".
    CHECK(tag_rule("authorityName").matches("timothy@hpl.hp.com"));
    CHECK(tag_rule("authorityName").matches("a_b.c-d@e"));
    CHECK(tag_rule("authorityName").matches("hpl.hp.com"));
    CHECK(tag_abnf().accepts("timothy@hpl.hp.com", "authorityName"));
    // PEG: the greedy *(alphaNum /"-") must leave the last alphaNum.
    auto const& comp = tag_rule("DNScomp");
    CHECK(comp.matches("a"));
    CHECK(comp.matches("ab"));
    CHECK(comp.matches("a-b"));
    CHECK(comp.matches("a--b"));
    CHECK(comp.matches("my-ids"));
    CHECK_FALSE(comp.matches("-a"));
    CHECK_FALSE(comp.matches("a-"));
    CHECK_FALSE(comp.matches("a_b"));
    CHECK(tag_abnf().accepts("ab", "DNScomp"));
    CHECK_FALSE(tag_abnf().accepts("a-", "DNScomp"));
}

TEST_CASE("tag: the date is a calendar date", "[grammar][schemes][tag]") {
    for (std::string_view ok : {"tag:a,2001-01:x", "tag:a,2001-12-31:x", "tag:a,2000-02-29:x", "tag:a,2004-02-29:x",
                                "tag:a,1999-04-30:x", "tag:a,0000:x", "tag:a,9999-12:x"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {rejected{"tag:a,2001-00:x", 11, "month"}, rejected{"tag:a,2001-13:x", 11, "month"},
                             rejected{"tag:a,2001-13-01:x", 11, "month"}, rejected{"tag:a,2001-01-00:x", 14, "day"},
                             rejected{"tag:a,2001-01-32:x", 14, "day"}, rejected{"tag:a,2001-02-29:x", 14, "day"},
                             rejected{"tag:a,1900-02-29:x", 14, "day"}, rejected{"tag:a,2001-04-31:x", 14, "day"},
                             rejected{"tag:example.com,2005-99:x", 21, "month"}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find("RFC 4151 §2.1") != std::string_view::npos);
        // The ABNF takes any two digits.
        CHECK(tag_abnf().accepts(r.text, "tagURI"));
    }
}

TEST_CASE("tag: accepted and rejected with the place of each error", "[grammar][schemes][tag]") {
    for (std::string_view ok :
         {"tag:a,2001:", "TAG:A.B,2001:x", "tag:a-b.c,2001:x/y?z:@!$&'()*+,;=", "tag:x_y.z@a.b,2001:%41",
          "tag:1.2.3.4,2001:x", "tag:a,2001:#f", "tag:a,2001:caf\xC3\xA9"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
        CHECK(tag_abnf().accepts(ok, "tagURI"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {
             rejected{"tag:example.com:x", 15, "emailAddress"},
             rejected{"tag:,2001:x", 4, "taggingEntity"},
             // "-a" could begin an email address: "@" is missing after it.
             rejected{"tag:-a,2001:x", 6, "emailAddress"},
             rejected{"tag:a-,2001:x", 6, "alphaNum"},
             rejected{"tag:a..b,2001:x", 8, "emailAddress"},
             rejected{"tag:a@,2001:x", 6, "DNSname"},
             rejected{"tag:a,01:x", 8, "year"},
             rejected{"tag:a,2001", 10, "tagURI"},
             rejected{"tag:a,2001-1:x", 12, "month"},
             rejected{"tag:a,2001-01-1:x", 15, "day"},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find("RFC 4151") != std::string_view::npos);
        CHECK_FALSE(tag_abnf().accepts(r.text, "tagURI"));
    }
    // A second "#" is the generic grammar's error (RFC 3986 §3.5), found
    // before any scheme's grammar runs.
    CHECK_FALSE(iri::parse("tag:a,2001:x#y#z"));
}

TEST_CASE("tag: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][tag]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI. RFC
    // 4151 §2.1's pchar is ipchar here, its fragment ifragment (tag.abnf).
    using example = scheme_test::iri_and_uri;
    for (example const& e : {
             example{"tag:a,2001:caf\xC3\xA9",
                     "tag:a,2001:caf%C3%A9",
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001", "specific=caf\xC3\xA9"},
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001", "specific=caf%C3%A9"},
                     "specific",
                     11},
             example{"tag:a,2001:x/\xE7\xB4\x8D?\xF0\x90\x80\x80#\xC3\xA9/?",
                     "tag:a,2001:x/%E7%B4%8D?%F0%90%80%80#%C3%A9/?",
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001",
                      "specific=x/\xE7\xB4\x8D?\xF0\x90\x80\x80", "ifragment=\xC3\xA9/?"},
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001", "specific=x/%E7%B4%8D?%F0%90%80%80",
                      "ifragment=%C3%A9/?"},
                     "specific",
                     11},
             example{"tag:a,2001:c#\xC3\xA9",
                     "tag:a,2001:c#%C3%A9",
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001", "specific=c", "ifragment=\xC3\xA9"},
                     {"taggingEntity=a,2001", "authorityName=a", "date=2001", "specific=c", "ifragment=%C3%A9"},
                     "ifragment",
                     13},
         })
        scheme_test::check_iri_and_uri(e, tag_abnf(), "tagURI");
    CHECK(tag_rule("specific").matches("\xC3\xA9"));
    // A character that is no ucschar is still no ipchar: U+FFFE (which the
    // generic grammar rejects first) and the private-use U+E000, which an
    // iquery may hold but no specific.
    CHECK(tag_rule("specific").matches_prefix("caf\xEF\xBF\xBE") == 3);
    CHECK(tag_rule("specific").matches_prefix("caf\xEE\x80\x80") == 3);
    CHECK_FALSE(iri::parse("tag:a,2001:caf\xEF\xBF\xBE"));
    CHECK_FALSE(tag_abnf().accepts("tag:a,2001:caf\xEF\xBF\xBE", "tagURI"));
    // The taggingEntity is a DNS name or an email address, in the IRI as in
    // the URI: no ucschar there.
    for (std::string_view text : {"tag:a,2001:c?\xEE\x80\x80", "tag:\xC3\xA9,2001:x"}) {
        INFO(scheme_test::escaped(text));
        CHECK_FALSE(tag_abnf().accepts(text, "tagURI"));
    }
    auto const private_use = scheme_test::rejected_at("tag:a,2001:c?\xEE\x80\x80", 13, "specific");
    CHECK(private_use.error().offset == 13);
    auto const entity = scheme_test::rejected_at("tag:\xC3\xA9,2001:x", 4, "taggingEntity");
    scheme_test::rejected_at("tag:%C3%A9,2001:x", 4, "taggingEntity");
    CHECK(entity.error().code == iri::errc::unexpected_character);
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 4151 §2.1: one specific, however many segments.
scheme_test::registered_kind const tag_specific_segments{
    {"tag", "specific segments",
     [](std::size_t n) {
         return scheme_test::joined(
             "tag:h.example,2000:a", n, [](std::size_t i) { return "/s" + std::to_string(i); }, "#f");
     },
     5, 0}};

}  // namespace
