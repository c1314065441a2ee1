// The "data" grammar (grammar/schemes/data/, RFC 2397 §3): one rule per
// production of data.abnf, each checked against the ABNF engine; the RFC's
// examples; base64 data checked as base64; accepted and rejected inputs
// with the place of each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <iri/convert.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& data_abnf() { return scheme_test::abnf_of("grammar/schemes/data/data.abnf"); }

iri::grammar::production const& data_rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::data_grammar.productions(), name);
}

}  // namespace

TEST_CASE("data: the RFC 2397 examples", "[grammar][schemes][data]") {
    // RFC 2397 §4.
    auto const note = scheme_test::scheme_parse("data:,A%20brief%20note");
    REQUIRE(note.status() == iri::scheme_status::valid);
    CHECK(note.grammar() == "RFC 2397 §3");
    CHECK(note.component("mediatype") == "");
    CHECK_FALSE(note.component("type"));
    CHECK(note.component("data") == "A%20brief%20note");

    // The first line of §4's image (36 base64 characters, nine groups).
    auto const gif = scheme_test::scheme_parse("data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw");
    REQUIRE(gif.status() == iri::scheme_status::valid);
    CHECK(gif.component("mediatype") == "image/gif");
    CHECK(gif.component("type") == "image");
    CHECK(gif.component("subtype") == "gif");
    CHECK(gif.component("data") == "R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw");

    auto const query =
        scheme_test::scheme_parse("data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local");
    REQUIRE(query.status() == iri::scheme_status::valid);
    CHECK(query.component("subtype") == "vnd-xxx-query");
    CHECK(query.component("data") == "select_vcount,fcol_from_fieldtable/local");

    // §4's "data:text/plain;charset=iso-8859-7,%be%fg%be" has "%fg", which
    // no URI may hold: the generic grammar rejects it before any scheme.
    CHECK_FALSE(iri::parse("data:text/plain;charset=iso-8859-7,%be%fg%be"));
    auto const greek = scheme_test::scheme_parse("data:text/plain;charset=iso-8859-7,%be%d3%be");
    REQUIRE(greek.status() == iri::scheme_status::valid);
    CHECK(greek.component("attribute") == "charset");
    CHECK(greek.component("value") == "iso-8859-7");
    CHECK(greek.component("parameter") == "charset=iso-8859-7");
}

TEST_CASE("data: components in text order, inner after outer", "[grammar][schemes][data]") {
    std::string_view const text = "data:text/plain;a=1;b=2;base64,QUJD#frag";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    std::vector<std::string> const want{"mediatype=text/plain;a=1;b=2",
                                        "type=text",
                                        "subtype=plain",
                                        "parameter=a=1",
                                        "attribute=a",
                                        "value=1",
                                        "parameter=b=2",
                                        "attribute=b",
                                        "value=2",
                                        "data=QUJD"};
    CHECK(shown == want);
}

TEST_CASE("data: base64 data is base64 once its escapes are decoded", "[grammar][schemes][data]") {
    for (std::string_view ok :
         {"data:;base64,", "data:;base64,QUJD", "data:;base64,QUI=", "data:;base64,QQ==", "data:;BASE64,QQ%3D%3D",
          "data:;base64,%51UJD", "data:text/plain;base64,SGVsbG8h", "data:;base64,a+/9"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
    };
    for (rejected const r :
         {rejected{"data:;base64,!!!!", 13}, rejected{"data:;base64,QUJ", 16}, rejected{"data:;base64,Q===", 14},
          rejected{"data:;base64,QQ==QUJD", 17}, rejected{"data:;base64,QUJD%20", 17},
          rejected{"data:;base64,Q-_A", 14}, rejected{"data:;base64,=QQQ", 13}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "data");
        CHECK(s.beyond_abnf());
        // The ABNF says nothing of base64: the same text is in its language.
        CHECK(data_abnf().accepts(r.text, "dataurl"));
    }
    // Without ";base64" the same data is just data.
    CHECK(scheme_test::scheme_parse("data:,!!!!").status() == iri::scheme_status::valid);
    // A parameter named base64 is a parameter, not the flag.
    CHECK(scheme_test::scheme_parse("data:;base64=x,!!!").status() == iri::scheme_status::valid);
}

TEST_CASE("data: accepted and rejected with the place of each error", "[grammar][schemes][data]") {
    for (std::string_view ok :
         {"data:,", "DATA:,x", "data:text/plain,", "data:;charset=utf-8,x", "data:text/html;charset=utf-8,%3Ch1%3E",
          "data:x-a/x-b;p=q;r=s,?/:@", "data:a%2Fb/c,x", "data:,a#fragment", "data:,#"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {
             rejected{"data:", 5, "dataurl"},
             rejected{"data:text/plain", 15, "dataurl"},
             rejected{"data:text,x", 9, "dataurl"},
             rejected{"data:text/,x", 10, "subtype"},
             rejected{"data:text/plain;charset,x", 23, "parameter"},
             rejected{"data:text/plain;charset=,x", 24, "value"},
             rejected{"data:text/plain;base64;a=b,x", 22, "parameter"},
             rejected{"data:te(xt/plain,x", 7, "dataurl"},
         }) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find("RFC 2397") != std::string_view::npos);
        CHECK_FALSE(data_abnf().accepts(r.text, "dataurl"));
    }
    // The fragment is not the data's: the grammar stops before "#".
    auto const fragment = scheme_test::scheme_parse("data:,a#b");
    CHECK(fragment.component("data") == "a");
}

TEST_CASE("data: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][data]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI.
    // urlchar's pchar is ipchar here; token holds ucschar beside
    // pct-encoded (data.abnf, and token's Deviation note).
    using example = scheme_test::iri_and_uri;
    for (example const& e : {
             example{"data:,caf\xC3\xA9",
                     "data:,caf%C3%A9",
                     {"mediatype=", "data=caf\xC3\xA9"},
                     {"mediatype=", "data=caf%C3%A9"},
                     "data",
                     6},
             example{"data:,\xE7\xB4\x8D/?\xF0\x90\x80\x80",
                     "data:,%E7%B4%8D/?%F0%90%80%80",
                     {"mediatype=", "data=\xE7\xB4\x8D/?\xF0\x90\x80\x80"},
                     {"mediatype=", "data=%E7%B4%8D/?%F0%90%80%80"},
                     "data",
                     6},
             example{"data:t\xC3\xA9xt/pl\xC3\xA4in;ch\xC3\xA2rset=caf\xC3\xA9,x",
                     "data:t%C3%A9xt/pl%C3%A4in;ch%C3%A2rset=caf%C3%A9,x",
                     {"mediatype=t\xC3\xA9xt/pl\xC3\xA4in;ch\xC3\xA2rset=caf\xC3\xA9", "type=t\xC3\xA9xt",
                      "subtype=pl\xC3\xA4in", "parameter=ch\xC3\xA2rset=caf\xC3\xA9", "attribute=ch\xC3\xA2rset",
                      "value=caf\xC3\xA9", "data=x"},
                     {"mediatype=t%C3%A9xt/pl%C3%A4in;ch%C3%A2rset=caf%C3%A9", "type=t%C3%A9xt", "subtype=pl%C3%A4in",
                      "parameter=ch%C3%A2rset=caf%C3%A9", "attribute=ch%C3%A2rset", "value=caf%C3%A9", "data=x"},
                     "type",
                     5},
             example{"data:text/plain;charset=caf\xC3\xA9,x",
                     "data:text/plain;charset=caf%C3%A9,x",
                     {"mediatype=text/plain;charset=caf\xC3\xA9", "type=text", "subtype=plain",
                      "parameter=charset=caf\xC3\xA9", "attribute=charset", "value=caf\xC3\xA9", "data=x"},
                     {"mediatype=text/plain;charset=caf%C3%A9", "type=text", "subtype=plain",
                      "parameter=charset=caf%C3%A9", "attribute=charset", "value=caf%C3%A9", "data=x"},
                     "value",
                     24},
         })
        scheme_test::check_iri_and_uri(e, data_abnf(), "dataurl");
    CHECK(data_rule("token").matches("\xC3\xA9"));
    CHECK(data_rule("urlchar").matches("\xC3\xA9"));
    CHECK(data_abnf().accepts("\xC3\xA9", "token"));
    // A character that is no ucschar is still rejected: U+FFFE (which the
    // generic grammar rejects first) and the private-use U+E000, which an
    // iquery may hold but no urlchar.
    CHECK(data_rule("token").matches_prefix("a\xEF\xBF\xBE") == 1);
    CHECK(data_rule("token").matches_prefix("a\xEE\x80\x80") == 1);
    CHECK_FALSE(data_rule("urlchar").matches("\xEE\x80\x80"));
    CHECK_FALSE(data_abnf().accepts("\xEE\x80\x80", "token"));
    CHECK_FALSE(iri::parse("data:text/pl\xEF\xBF\xBE,x"));
    auto const private_use = scheme_test::rejected_at("data:,x?\xEE\x80\x80", 8, "urlchar");
    CHECK(private_use.error().offset == 8);
    CHECK_FALSE(data_abnf().accepts("data:,x?\xEE\x80\x80", "dataurl"));
    // Base64 data is base64 in the IRI as in the URI: a ucschar stands for
    // escapes of octets outside the alphabet (RFC 2045 §6.8).
    for (std::string_view text : {"data:;base64,QUJD\xC3\xA9", "data:;base64,QUJD%C3%A9"}) {
        INFO(scheme_test::escaped(text));
        auto const s = scheme_test::scheme_parse(text);
        REQUIRE(s.status() == iri::scheme_status::invalid);
        CHECK(s.beyond_abnf());
        CHECK(s.error().byte_offset == 17);
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 2397 §3: mediatype = [ type "/" subtype ] *( ";" parameter ):
// mediatype, type, subtype and data, and parameter, attribute, value
// each.
scheme_test::registered_kind const data_parameters{
    {"data", "parameters",
     [](std::size_t n) {
         return scheme_test::joined(
             "data:text/plain", n, [](std::size_t i) { return ";a" + std::to_string(i) + "=v"; }, ",x");
     },
     4, 3}};

}  // namespace
