// The "mailto" grammar (grammar/schemes/mailto/, RFC 6068 §2): one rule per
// production of mailto.abnf, each checked against the ABNF engine; every
// example of RFC 6068 §6 (and the three of §2); addresses read
// percent-encoded, then checked decoded; accepted and rejected inputs with
// the place of each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& mailto_abnf() { return scheme_test::abnf_of("grammar/schemes/mailto/mailto.abnf"); }

iri::grammar::production const& mailto_rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::mailto_grammar.productions(), name);
}

// The components as name=text, in the order of the result.
std::vector<std::string> shown(iri::scheme_result const& s) {
    std::vector<std::string> out;
    for (auto const& c : s.components())
        out.push_back(std::string(c.name) + "=" + std::string(s.text().substr(c.where.offset, c.where.length)));
    return out;
}

// The values of one component, in order.
std::vector<std::string> all(iri::scheme_result const& s, std::string_view name) {
    std::vector<std::string> out;
    for (auto const& c : s.components())
        if (c.name == name) out.emplace_back(s.text().substr(c.where.offset, c.where.length));
    return out;
}

using strings = std::vector<std::string>;

}  // namespace

TEST_CASE("mailto: the RFC 6068 §6.1 examples", "[grammar][schemes][mailto]") {
    struct example {
        std::string_view text;
        strings components;
    };
    for (example const& e : {
             example{"mailto:chris@example.com",
                     {"addr-spec=chris@example.com", "to=chris@example.com", "local-part=chris", "domain=example.com"}},
             example{"mailto:infobot@example.com?subject=current-issue",
                     {"addr-spec=infobot@example.com", "to=infobot@example.com", "local-part=infobot",
                      "domain=example.com", "hfield=subject=current-issue", "hfname=subject", "hfvalue=current-issue"}},
             example{
                 "mailto:infobot@example.com?body=send%20current-issue",
                 {"addr-spec=infobot@example.com", "to=infobot@example.com", "local-part=infobot", "domain=example.com",
                  "hfield=body=send%20current-issue", "hfname=body", "hfvalue=send%20current-issue"}},
             example{"mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
                     {"addr-spec=infobot@example.com", "to=infobot@example.com", "local-part=infobot",
                      "domain=example.com", "hfield=body=send%20current-issue%0D%0Asend%20index", "hfname=body",
                      "hfvalue=send%20current-issue%0D%0Asend%20index"}},
             example{"mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
                     {"addr-spec=list@example.org", "to=list@example.org", "local-part=list", "domain=example.org",
                      "hfield=In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", "hfname=In-Reply-To",
                      "hfvalue=%3C3469A91.D10AF4C@example.com%3E"}},
             example{"mailto:majordomo@example.com?body=subscribe%20bamboo-l",
                     {"addr-spec=majordomo@example.com", "to=majordomo@example.com", "local-part=majordomo",
                      "domain=example.com", "hfield=body=subscribe%20bamboo-l", "hfname=body",
                      "hfvalue=subscribe%20bamboo-l"}},
             example{"mailto:joe@example.com?cc=bob@example.com&body=hello",
                     {"addr-spec=joe@example.com", "to=joe@example.com", "local-part=joe", "domain=example.com",
                      "hfield=cc=bob@example.com", "hfname=cc", "hfvalue=bob@example.com", "hfield=body=hello",
                      "hfname=body", "hfvalue=hello"}},
             example{"mailto:gorby%25kremvax@example.com",
                     {"addr-spec=gorby%25kremvax@example.com", "to=gorby%25kremvax@example.com",
                      "local-part=gorby%25kremvax", "domain=example.com"}},
             example{"mailto:unlikely%3Faddress@example.com?blat=foop",
                     {"addr-spec=unlikely%3Faddress@example.com", "to=unlikely%3Faddress@example.com",
                      "local-part=unlikely%3Faddress", "domain=example.com", "hfield=blat=foop", "hfname=blat",
                      "hfvalue=foop"}},
             // The HTML example, its "&amp;" read as the "&" it stands for.
             example{"mailto:joe@an.example?cc=bob@an.example&body=hello",
                     {"addr-spec=joe@an.example", "to=joe@an.example", "local-part=joe", "domain=an.example",
                      "hfield=cc=bob@an.example", "hfname=cc", "hfvalue=bob@an.example", "hfield=body=hello",
                      "hfname=body", "hfvalue=hello"}},
             example{"mailto:Mike%26family@example.org",
                     {"addr-spec=Mike%26family@example.org", "to=Mike%26family@example.org", "local-part=Mike%26family",
                      "domain=example.org"}},
             // §5: a subaddress.
             example{"mailto:bill+ietf@example.org",
                     {"addr-spec=bill+ietf@example.org", "to=bill+ietf@example.org", "local-part=bill+ietf",
                      "domain=example.org"}},
         }) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        REQUIRE(s.status() == iri::scheme_status::valid);
        CHECK(s.known());
        CHECK(s.grammar() == "RFC 6068 §2");
        CHECK(shown(s) == e.components);
        CHECK(mailto_abnf().accepts(e.text, "mailtoURI"));
    }
    // Taken as it is written in the HTML, "&amp;" makes an hfname "amp;body":
    // a strange field, not an error.
    auto const html = scheme_test::scheme_parse("mailto:joe@an.example?cc=bob@an.example&amp;body=hello");
    REQUIRE(html.status() == iri::scheme_status::valid);
    CHECK(all(html, "hfname") == strings{"cc", "amp;body"});

    // "WRONG!" (§6.1): a second "?" where "&" belongs. The generic grammar
    // takes it (a query holds "?"); the hfvalue stops before it.
    std::string_view const wrong = "mailto:joe@example.com?cc=bob@example.com?body=hello";
    auto const s = scheme_test::scheme_parse(wrong);
    REQUIRE(s.status() == iri::scheme_status::invalid);
    CHECK(s.components().empty());
    CHECK(s.error().byte_offset == wrong.find("?body"));
    CHECK(s.error().production == "qchar");
    CHECK(s.error().detail.find("RFC 6068 §2") != std::string_view::npos);
    CHECK_FALSE(mailto_abnf().accepts(wrong, "mailtoURI"));
}

TEST_CASE("mailto: the RFC 6068 §2 examples of to and the to hfname", "[grammar][schemes][mailto]") {
    auto const both = scheme_test::scheme_parse("mailto:addr1@an.example,addr2@an.example");
    REQUIRE(both.status() == iri::scheme_status::valid);
    CHECK(both.component("to") == "addr1@an.example,addr2@an.example");
    CHECK(all(both, "addr-spec") == strings{"addr1@an.example", "addr2@an.example"});
    CHECK(all(both, "local-part") == strings{"addr1", "addr2"});
    CHECK(all(both, "domain") == strings{"an.example", "an.example"});

    auto const field = scheme_test::scheme_parse("mailto:?to=addr1@an.example,addr2@an.example");
    REQUIRE(field.status() == iri::scheme_status::valid);
    CHECK_FALSE(field.component("to"));
    CHECK_FALSE(field.component("addr-spec"));
    CHECK(field.component("hfname") == "to");
    CHECK(field.component("hfvalue") == "addr1@an.example,addr2@an.example");

    auto const mixed = scheme_test::scheme_parse("mailto:addr1@an.example?to=addr2@an.example");
    REQUIRE(mixed.status() == iri::scheme_status::valid);
    CHECK(mixed.component("to") == "addr1@an.example");
    CHECK(mixed.component("hfvalue") == "addr2@an.example");

    // §6.1's other way of writing a CC.
    auto const cc = scheme_test::scheme_parse("mailto:?to=joe@example.com&cc=bob@example.com&body=hello");
    REQUIRE(cc.status() == iri::scheme_status::valid);
    CHECK(all(cc, "hfname") == strings{"to", "cc", "body"});
    CHECK(all(cc, "hfvalue") == strings{"joe@example.com", "bob@example.com", "hello"});
}

TEST_CASE("mailto: the RFC 6068 §6.2 examples of complicated addresses", "[grammar][schemes][mailto]") {
    struct example {
        std::string_view text, local_part;
        std::string_view decoded;  // the local-part, its escapes decoded
    };
    for (example const e : {
             example{"mailto:%22not%40me%22@example.org", "%22not%40me%22", "\"not@me\""},
             example{"mailto:%22oh%5C%5Cno%22@example.org", "%22oh%5C%5Cno%22", "\"oh\\\\no\""},
             example{"mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
                     "%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22", "\"\\\\\\\"it's\\ ugly\\\\\\\"\""},
         }) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        REQUIRE(s.status() == iri::scheme_status::valid);
        CHECK(s.component("local-part") == e.local_part);
        CHECK(s.component("domain") == "example.org");
        CHECK(s.component("addr-spec") == std::string(e.local_part) + "@example.org");
        CHECK(s.component("to") == s.component("addr-spec"));
        // What the RFC writes as the e-mail address is RFC 5322's.
        CHECK(mailto_rule("decoded-local-part").matches(e.decoded));
        CHECK(mailto_rule("quoted-string").matches(e.decoded));
        CHECK(mailto_abnf().accepts(e.decoded, "quoted-string"));
    }
}

TEST_CASE("mailto: the RFC 6068 §6.3 examples of UTF-8", "[grammar][schemes][mailto]") {
    struct example {
        std::string_view text, domain;
        strings hfields;
    };
    for (example const& e : {
             example{"mailto:user@example.org?subject=caf%C3%A9", "example.org", {"subject=caf%C3%A9"}},
             example{"mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D",
                     "example.org",
                     {"subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D"}},
             example{"mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D",
                     "example.org",
                     {"subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D"}},
             example{"mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
                     "example.org",
                     {"subject=caf%C3%A9", "body=caf%C3%A9"}},
             example{"mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
                     "%E7%B4%8D%E8%B1%86.example.org",
                     {"subject=Test", "body=NATTO"}},
             // The same, as an IRI (RFC 3987 §3.1 maps it to the URI above).
             example{"mailto:user@\xE7\xB4\x8D\xE8\xB1\x86.example.org?subject=Test&body=NATTO",
                     "\xE7\xB4\x8D\xE8\xB1\x86.example.org",
                     {"subject=Test", "body=NATTO"}},
             // §6.3's punycode form of the domain.
             example{"mailto:user@xn--99zt52a.example.org", "xn--99zt52a.example.org", {}},
         }) {
        INFO(scheme_test::escaped(e.text));
        auto const s = scheme_test::scheme_parse(e.text);
        REQUIRE(s.status() == iri::scheme_status::valid);
        CHECK(s.component("local-part") == "user");
        CHECK(s.component("domain") == e.domain);
        CHECK(all(s, "hfield") == e.hfields);
        CHECK(mailto_abnf().accepts(e.text, "mailtoURI"));
    }
}

TEST_CASE("mailto: an addr-spec is read percent-encoded then decoded", "[grammar][schemes][mailto]") {
    // The deviation (mailto.abnf's preamble, local-part's note): RFC 6068's
    // local-part = dot-atom-text / quoted-string, read literally on the
    // URI's text either rejects an address or reads another one.
    for (std::string_view uri : {"%22a(b)%22", "%22a:b%22", "\xC3\xA9t\xC3\xA9"}) {
        INFO(scheme_test::escaped(uri));
        CHECK_FALSE(mailto_abnf().accepts(uri, "decoded-local-part"));
        CHECK_FALSE(mailto_rule("decoded-local-part").matches(uri));
        CHECK(mailto_abnf().accepts(uri, "local-part"));
        CHECK(mailto_rule("local-part").matches(uri));
        CHECK(scheme_test::scheme_parse("mailto:" + std::string(uri) + "@example.org").status() ==
              iri::scheme_status::valid);
    }
    CHECK(mailto_abnf().accepts("\"a(b)\"", "decoded-local-part"));
    // "%22not%40me%22" is all atext: read literally, it is a dot-atom-text
    // of 14 characters, not the 8 of the address "not@me" in quotes.
    CHECK(mailto_abnf().accepts("%22not%40me%22", "dot-atom-text"));
    CHECK(mailto_abnf().accepts("\"not@me\"", "quoted-string"));
    // A domain literal's brackets are percent-encoded (item 1).
    CHECK(mailto_rule("decoded-domain").matches("[192.0.2.1]"));
    CHECK(scheme_test::scheme_parse("mailto:a@%5B192.0.2.1%5D").component("domain") == "%5B192.0.2.1%5D");

    for (std::string_view ok : {
             "mailto:a@%5B192.0.2.1%5D",
             "mailto:a@%5BIPv6:2001:db8::1%5D",
             "mailto:%7Bx%7D@example.org",
             "mailto:a.b.c@example.org",
             "mailto:%41@example.org",
             "mailto:%C3%A9@example.org",
             "mailto:\xC3\xA9t\xC3\xA9@example.org",
             "mailto:%22a%5C%20b%22@example.org",
             "mailto:%22%22@x",
             "mailto:%22%C3%A9%22@x",
             "mailto:a@b",
             "mailto:",
             "mailto:?=",
             "MAILTO:A@B",
             "mailto:a@b?subject=x#fragment",
         }) {
        INFO(scheme_test::escaped(ok));
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
    }

    // Each rejection points at the byte of the URI where the decoded text
    // goes wrong; the ABNF, which knows nothing of decoding, accepts them.
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        std::string_view section;
    };
    for (rejected const r : {
             rejected{"mailto:a..b@example.org", 9, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:.a@example.org", 7, "decoded-local-part", "RFC 5322 §3.2.3"},
             rejected{"mailto:a.@example.org", 9, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:a%40b@example.org", 8, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:a(b)@example.org", 8, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:%22ab@example.org", 12, "quoted-string", "RFC 5322 §3.2.3"},
             rejected{"mailto:%22a%22b@example.org", 14, "quoted-string", "RFC 5322 §3.2.3"},
             rejected{"mailto:a%00@example.org", 8, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:a@example..org", 17, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:a@%5Bx%5Dy", 16, "decoded-domain", "RFC 5322 §3.2.3"},
             rejected{"mailto:a@%5Bx%5Cy%5D", 13, "decoded-domain", "RFC 5322 §3.2.3"},
             rejected{"mailto:a@%5Bx", 13, "decoded-domain", "RFC 5322 §3.2.3"},
             rejected{"mailto:a@x%3Ay", 10, "dot-atom-text", "RFC 5322 §3.2.3"},
             rejected{"mailto:b@c,a..b@c", 13, "dot-atom-text", "RFC 5322 §3.2.3"},
             // Item 3: no white space, but in a quoted-pair.
             rejected{"mailto:%22a%20b%22@example.org", 11, "quoted-string", "RFC 6068 §2 item 3"},
             rejected{"mailto:%20%22a%22@example.org", 7, "quoted-string", "RFC 6068 §2 item 3"},
             rejected{"mailto:%22a%22%20@example.org", 14, "quoted-string", "RFC 6068 §2 item 3"},
             rejected{"mailto:%22a%0D%0A%20b%22@example.org", 11, "quoted-string", "RFC 6068 §2 item 3"},
             // Items 4 and 5: non-ASCII octets are UTF-8.
             rejected{"mailto:a@b%FF", 10, "domain", "RFC 6068 §2 items 4 and 5"},
             rejected{"mailto:%E9t%E9@example.org", 7, "local-part", "RFC 6068 §2 items 4 and 5"},
             rejected{"mailto:a%C3@example.org", 8, "local-part", "RFC 6068 §2 items 4 and 5"},
         }) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find(r.section) != std::string_view::npos);
        CHECK(s.beyond_abnf());
        CHECK(mailto_abnf().accepts(r.text, "mailtoURI"));
    }
}

TEST_CASE("mailto: a character written as it is reads as its triplets do", "[grammar][schemes][mailto]") {
    // check_addresses decodes a character written as it is where it
    // stands, and gathers the octets of triplets one by one (mailto.cpp's
    // decode): the verdicts agree, with and without the traced run, and a
    // rejection is at the same character. A dot-atom-text local-part is
    // taken before decoded-local-part is tried: the same verdicts again.
    struct pair {
        std::string_view written, encoded;
        std::size_t written_at, encoded_at;  // of the error; 0: valid
        std::string_view production;
    };
    for (pair const p : {
             pair{"mailto:\xC3\xA9t\xC3\xA9@b", "mailto:%C3%A9t%C3%A9@b", 0, 0, ""},
             pair{"mailto:a@\xE4\xBE\x8B.jp", "mailto:a@%E4%BE%8B.jp", 0, 0, ""},
             pair{"mailto:\xF0\x9F\x98\x80@b", "mailto:%F0%9F%98%80@b", 0, 0, ""},
             pair{"mailto:\xC3\xA9%C3%A9@b", "mailto:%C3%A9%C3%A9@b", 0, 0, ""},
             pair{"mailto:%22\xC3\xA9%22@b", "mailto:%22%C3%A9%22@b", 0, 0, ""},
             pair{"mailto:%22\xC3\xA9%20b%22@b", "mailto:%22%C3%A9%20b%22@b", 12, 16, "quoted-string"},
             pair{"mailto:\xC3\xA9..b@c", "mailto:%C3%A9..b@c", 10, 14, "dot-atom-text"},
             pair{"mailto:.\xC3\xA9@c", "mailto:.%C3%A9@c", 7, 7, "decoded-local-part"},
             pair{"mailto:a@\xC3\xA9..c", "mailto:a@%C3%A9..c", 12, 16, "dot-atom-text"},
             pair{"mailto:\xC3\xA9%FF@b", "mailto:%C3%A9%FF@b", 9, 13, "local-part"},
         }) {
        for (bool const as_written : {true, false}) {
            std::string_view const text = as_written ? p.written : p.encoded;
            INFO(scheme_test::escaped(text));
            auto const r = iri::parse(text);
            REQUIRE(r);
            iri::scheme_result const s = iri::parse_scheme_specific(r.value());
            CHECK(iri::grammar::schemes::known_valid(r.value()) == (p.written_at == 0));
            if (p.written_at == 0) {
                CHECK(s.status() == iri::scheme_status::valid);
            } else {
                scheme_test::rejected_at(text, as_written ? p.written_at : p.encoded_at, p.production);
            }
        }
    }
}

TEST_CASE("mailto: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][mailto]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI.
    auto const subject = scheme_test::scheme_parse("mailto:a@b?subject=caf\xC3\xA9");
    REQUIRE(subject.status() == iri::scheme_status::valid);
    CHECK(subject.component("hfvalue") == "caf\xC3\xA9");
    CHECK(mailto_rule("qchar").matches("\xC3\xA9"));
    CHECK(mailto_rule("addr-char").matches("\xE7\xB4\x8D"));
    CHECK(mailto_abnf().accepts("\xC3\xA9", "qchar"));
    // iprivate, which an iquery may hold, is no qchar.
    std::string_view const private_use = "mailto:a@b?subject=\xEE\x80\x80";
    auto const s = scheme_test::scheme_parse(private_use);
    REQUIRE(s.status() == iri::scheme_status::invalid);
    CHECK(s.error().byte_offset == 19);
    CHECK_FALSE(mailto_abnf().accepts(private_use, "mailtoURI"));
}

TEST_CASE("mailto: header field names", "[grammar][schemes][mailto]") {
    // Known or not, once or twice, in any case: hfname is reported, and no
    // name is an error (RFC 6068 §2).
    auto const s =
        scheme_test::scheme_parse("mailto:a@b?Subject=x&subject=y&BODY=z&X-Unknown=1&bcc=c@d&Cc=e@f&=&empty=");
    REQUIRE(s.status() == iri::scheme_status::valid);
    CHECK(all(s, "hfname") == strings{"Subject", "subject", "BODY", "X-Unknown", "bcc", "Cc", "", "empty"});
    CHECK(all(s, "hfvalue") == strings{"x", "y", "z", "1", "c@d", "e@f", "", ""});
    CHECK(all(s, "hfield").size() == 8);
    // An hfname holds pct-encoded (RFC 5322 §3.6.8 field names: §2).
    CHECK(scheme_test::scheme_parse("mailto:?X%7EY=1").component("hfname") == "X%7EY");
}

TEST_CASE("mailto: accepted and rejected with the place of each error", "[grammar][schemes][mailto]") {
    // Rejected by the generic grammar first.
    CHECK_FALSE(iri::parse("mailto:a@b?subject=%ZZ"));
    CHECK_FALSE(iri::parse("mailto:a b@c"));

    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             rejected{"mailto:a@@b", 9, "domain", iri::errc::unexpected_character},
             rejected{"mailto:a", 8, "addr-spec", iri::errc::unexpected_end_of_input},
             rejected{"mailto:a@", 9, "domain", iri::errc::unexpected_end_of_input},
             rejected{"mailto:@b", 7, "to", iri::errc::unexpected_character},
             rejected{"mailto:a@b,", 11, "addr-spec", iri::errc::unexpected_end_of_input},
             rejected{"mailto:a@b,,c@d", 11, "addr-spec", iri::errc::unexpected_character},
             rejected{"mailto:a;b@c", 8, "addr-spec", iri::errc::unexpected_character},
             rejected{"mailto:a=b@c", 8, "addr-spec", iri::errc::unexpected_character},
             rejected{"mailto:a@b/c", 10, "addr-char", iri::errc::unexpected_character},
             rejected{"mailto:?", 8, "hfield", iri::errc::unexpected_end_of_input},
             rejected{"mailto:a@b?subject", 18, "hfield", iri::errc::unexpected_end_of_input},
             rejected{"mailto:a@b?a=b=c", 14, "qchar", iri::errc::unexpected_character},
             rejected{"mailto:a@b?a=b/c", 14, "qchar", iri::errc::unexpected_character},
             rejected{"mailto:a@b?a=1&", 15, "hfield", iri::errc::unexpected_end_of_input},
             rejected{"mailto:/a@b", 7, "to", iri::errc::unexpected_character},
             rejected{"mailto://a@b", 7, "to", iri::errc::unexpected_character},
         }) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK_FALSE(s.ok());
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 6068") != std::string_view::npos);
        CHECK_FALSE(s.beyond_abnf());
        CHECK_FALSE(mailto_abnf().accepts(r.text, "mailtoURI"));
    }
    // The fragment is not the grammar's (RFC 6068 §2: meaningless, not invalid).
    auto const fragment = scheme_test::scheme_parse("mailto:a@b?x=y#z");
    REQUIRE(fragment.status() == iri::scheme_status::valid);
    CHECK(fragment.component("hfvalue") == "y");
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 6068 §2: to = addr-spec *("," addr-spec): "to", then addr-spec,
// local-part and domain for each address.
scheme_test::registered_kind const mailto_addresses{{"mailto", "addresses",
                                                     [](std::size_t n) {
                                                         std::string text = "mailto:";
                                                         for (std::size_t i = 0; i < n; ++i)
                                                             text += (i ? "," : "") + ("u" + std::to_string(i)) +
                                                                     "@h.example";
                                                         return text;
                                                     },
                                                     1, 3}};

// hfields = "?" hfield *( "&" hfield ): hfield, hfname and hfvalue
// each, after one address (to, addr-spec, local-part, domain).
scheme_test::registered_kind const mailto_header_fields{{"mailto", "header fields",
                                                         [](std::size_t n) {
                                                             std::string text = "mailto:a@b.example?";
                                                             for (std::size_t i = 0; i < n; ++i)
                                                                 text +=
                                                                     (i ? "&" : "") + ("h" + std::to_string(i)) + "=v";
                                                             return text;
                                                         },
                                                         4, 3}};

}  // namespace
