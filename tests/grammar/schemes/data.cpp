// The "data" grammar (grammar/schemes/data/, RFC 2397 §3): one rule per
// production of data.abnf, each checked against the ABNF engine; the RFC's
// examples; base64 data checked as base64; accepted and rejected inputs
// with the place of each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string_view>

namespace {

scheme_test::scheme_abnf const& data_abnf() { return scheme_test::abnf_of("grammar/schemes/data/data.abnf"); }

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
