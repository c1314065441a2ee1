// The "about" grammar (grammar/schemes/about/, RFC 6694 §2): one rule per
// production of about.abnf, each checked against the ABNF engine; the
// RFC's example; accepted and rejected inputs with the place of each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string_view>

namespace {

scheme_test::scheme_abnf const& about_abnf() { return scheme_test::abnf_of("grammar/schemes/about/about.abnf"); }

}  // namespace

TEST_CASE("about: the RFC 6694 example", "[grammar][schemes][about]") {
    // RFC 6694 §3: the one token it defines.
    auto const blank = scheme_test::scheme_parse("about:blank");
    REQUIRE(blank.status() == iri::scheme_status::valid);
    CHECK(blank.grammar() == "RFC 6694 §2");
    CHECK(blank.component("about-token") == "blank");
    CHECK_FALSE(blank.component("iquery"));
    CHECK_FALSE(blank.component("ifragment"));
}

TEST_CASE("about: the components, in order, as spans of the text", "[grammar][schemes][about]") {
    std::string_view const text = "ABOUT:r\xC3\xA9sum\xC3\xA9:x@y?a=/?\xEE\x80\x80#f/?";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    std::vector<std::string> const want{"about-token=r\xC3\xA9sum\xC3\xA9:x@y", "iquery=a=/?\xEE\x80\x80",
                                        "ifragment=f/?"};
    CHECK(shown == want);
    auto const empty = scheme_test::scheme_parse("about:?#");
    REQUIRE(empty.status() == iri::scheme_status::valid);
    CHECK(empty.component("about-token") == "");
    CHECK(empty.component("iquery") == "");
    CHECK(empty.component("ifragment") == "");
    // An empty about-token stays when about-query is tried after it and
    // fails (grammar/schemes/schemes.cpp: a failed rule takes back only what
    // it recorded).
    for (std::string_view const bare : {"about:", "about:#f"}) {
        INFO(bare);
        auto const s_bare = scheme_test::scheme_parse(bare);
        REQUIRE(s_bare.status() == iri::scheme_status::valid);
        CHECK(s_bare.component("about-token") == "");
        CHECK_FALSE(s_bare.component("iquery"));
    }
}

TEST_CASE("about: accepted and rejected with the place of each error", "[grammar][schemes][about]") {
    for (std::string_view ok : {"about:", "about:blank", "About:Blank", "about:a%2Fb", "about:config?filter=x",
                                "about:blank#top", "about:\xE4\xBE\x8B"}) {
        INFO(scheme_test::escaped(ok));
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
        CHECK(about_abnf().accepts(ok, "about-uri"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             rejected{"about:a/b", 7, "about-token", iri::errc::unexpected_character},
             rejected{"about:/", 6, "about-token", iri::errc::unexpected_character},
             rejected{"about://x", 6, "about-token", iri::errc::unexpected_character},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 6694 §2") != std::string_view::npos);
        CHECK_FALSE(about_abnf().accepts(r.text, "about-uri"));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 6694 §2: one about-token, iquery and ifragment.
scheme_test::registered_kind const about_token_escapes_and_query_pairs{
    {"about", "token escapes and query pairs",
     [](std::size_t n) {
         return scheme_test::joined(
                    "about:", n, [](std::size_t) { return std::string("%41"); }, "?") +
                scheme_test::joined(
                    "", n, [](std::size_t i) { return "&q" + std::to_string(i) + "=v"; }, "#f");
     },
     3, 0}};

}  // namespace
