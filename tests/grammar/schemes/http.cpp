// The "http" and "https" grammars (grammar/schemes/http/, RFC 9110 §4.2.1,
// §4.2.2): one rule per production of http.abnf, each checked against the
// ABNF engine; the RFC's examples; the empty host and the port range that
// RFC 9110 asks beyond its ABNF; accepted and rejected inputs with the
// place of each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string_view>

namespace {

scheme_test::scheme_abnf const& http_abnf() { return scheme_test::abnf_of("grammar/schemes/http/http.abnf"); }

}  // namespace

TEST_CASE("http: the RFC 9110 examples", "[grammar][schemes][http]") {
    // RFC 9110 §4.2.3: three equivalent http URIs.
    struct example {
        std::string_view text, host;
        bool has_port;
        std::string_view port, path;
    };
    for (example const& e :
         {example{"http://example.com:80/~smith/home.html", "example.com", true, "80", "/~smith/home.html"},
          example{"http://EXAMPLE.com/%7Esmith/home.html", "EXAMPLE.com", false, "", "/%7Esmith/home.html"},
          example{"http://EXAMPLE.com:/%7esmith/home.html", "EXAMPLE.com", true, "", "/%7esmith/home.html"}}) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        REQUIRE(s.status() == iri::scheme_status::valid);
        CHECK(s.grammar() == "RFC 9110 §4.2.1");
        CHECK(s.component("ihost") == e.host);
        CHECK(s.component("ipath-abempty") == e.path);
        if (e.has_port)
            CHECK(s.component("port") == e.port);
        else
            CHECK_FALSE(s.component("port"));
        CHECK_FALSE(s.component("iquery"));
    }
    // RFC 9110 §7.1: a target URI with a query; and its https form (§4.2.2).
    auto const where = scheme_test::scheme_parse("http://www.example.org/where?q=now");
    REQUIRE(where.status() == iri::scheme_status::valid);
    CHECK(where.component("iauthority") == "www.example.org");
    CHECK(where.component("ipath-abempty") == "/where");
    CHECK(where.component("iquery") == "q=now");
    auto const secure = scheme_test::scheme_parse("https://www.example.org/where?q=now");
    REQUIRE(secure.status() == iri::scheme_status::valid);
    CHECK(secure.grammar() == "RFC 9110 §4.2.2");
    CHECK(secure.scheme() == "https");
    CHECK(secure.component("iquery") == "q=now");
}

TEST_CASE("http: the components, in order, as spans of the text", "[grammar][schemes][http]") {
    std::string_view const text = "HTTP://u:p@r\xC3\xA9sum\xC3\xA9.example:8080/a/b?q=\xEE\x80\x80#f";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    std::vector<std::string> const want{"iauthority=u:p@r\xC3\xA9sum\xC3\xA9.example:8080",
                                        "ihost=r\xC3\xA9sum\xC3\xA9.example", "port=8080", "ipath-abempty=/a/b",
                                        "iquery=q=\xEE\x80\x80"};
    CHECK(shown == want);
    // An empty path is a present, empty ipath-abempty; an IP literal is the host.
    auto const bare = scheme_test::scheme_parse("http://[2001:db8::7]");
    REQUIRE(bare.status() == iri::scheme_status::valid);
    CHECK(bare.component("ihost") == "[2001:db8::7]");
    CHECK(bare.component("ipath-abempty") == "");
    CHECK_FALSE(bare.component("port"));
}

TEST_CASE("http: a reference may have a fragment (RFC 9110 4.2.5)", "[grammar][schemes][http]") {
    for (std::string_view ok : {"http://a/b#c", "https://a#", "http://a?q#f?/", "http://a/#\xC3\xA9"}) {
        INFO(scheme_test::escaped(ok));
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
        // The fragment is RFC 3986's, not a component of the scheme.
        for (auto const& c : s.components()) CHECK(c.where.offset + c.where.length <= ok.find('#'));
        CHECK_FALSE(http_abnf().accepts(ok, "http-URI"));
    }
}

TEST_CASE("http: an empty host is invalid (RFC 9110 4.2.1)", "[grammar][schemes][http]") {
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        iri::errc code;
    };
    for (rejected const r : {rejected{"http:///a", 7, iri::errc::unexpected_character},
                             rejected{"http://", 7, iri::errc::unexpected_end_of_input},
                             rejected{"http://?q", 7, iri::errc::unexpected_character},
                             rejected{"http://u@/", 9, iri::errc::unexpected_character},
                             rejected{"http://:80/", 7, iri::errc::unexpected_character},
                             rejected{"https://", 8, iri::errc::unexpected_end_of_input},
                             rejected{"https://#f", 8, iri::errc::unexpected_character}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "ihost");
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("empty host") != std::string_view::npos);
        CHECK(s.beyond_abnf());
        CHECK(s.error().detail.find(r.text[4] == 's' ? "RFC 9110 §4.2.2" : "RFC 9110 §4.2.1") !=
              std::string_view::npos);
        // The ABNF allows an empty reg-name: this is the RFC's prose.
        std::string_view const before_fragment = r.text.substr(0, r.text.find('#'));
        CHECK(http_abnf().accepts(before_fragment, r.text[4] == 's' ? "https-URI" : "http-URI"));
    }
}

TEST_CASE("http: a port is 0 to 65535", "[grammar][schemes][http]") {
    for (std::string_view ok : {"http://a:0/", "http://a:65535/", "http://a:065535", "http://a:00000000080/x",
                                "https://a:443", "http://a:/"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
    };
    for (rejected const r :
         {rejected{"http://a:65536/", 9}, rejected{"http://a:99999", 9},
          rejected{"https://[::1]:123456789012345678901234567890/", 14}, rejected{"http://u@a:070000?q", 11}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "port");
        CHECK(s.error().code == iri::errc::unexpected_character);
        CHECK(s.error().detail.find("65535") != std::string_view::npos);
        CHECK(s.error().detail.find("RFC 9110") != std::string_view::npos);
        CHECK(s.beyond_abnf());
        CHECK(http_abnf().accepts(r.text, r.text[4] == 's' ? "https-URI" : "http-URI"));
    }
}

TEST_CASE("http: accepted and rejected with the place of each error", "[grammar][schemes][http]") {
    for (std::string_view ok :
         {"http://a", "http://a/", "HtTp://a", "https://a", "http://a?", "http://a/b/../c/./d?x/y?z", "http://1.2.3.4/",
          "http://1.2.3.4.example/", "http://[v7.x]/", "http://@a/", "http://a:b@c:1/", "http://%41/",
          "http://\xE4\xBE\x8B\xE3\x81\x88/\xE3\x83\x91"}) {
        INFO(scheme_test::escaped(ok));
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(http_abnf().accepts(ok, ok[4] == 's' ? "https-URI" : "http-URI"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             rejected{"http:a", 5, "http-URI", iri::errc::unexpected_character},
             rejected{"http:/a", 6, "http-URI", iri::errc::unexpected_character},
             rejected{"http:", 5, "http-URI", iri::errc::unexpected_end_of_input},
             rejected{"https:?x", 6, "https-URI", iri::errc::unexpected_character},
             rejected{"http:\xC3\xA9", 5, "http-URI", iri::errc::unexpected_character},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 9110") != std::string_view::npos);
        CHECK_FALSE(s.beyond_abnf());
        CHECK_FALSE(http_abnf().accepts(r.text, r.production));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 9110 §4.2.1, §4.2.2: one ipath-abempty and one iquery.
scheme_test::registered_kind const http_path_segments_and_query_pairs{
    {"http", "path segments and query pairs",
     [](std::size_t n) { return scheme_test::segments_and_query("http://h.example", n); }, 4, 0}};

scheme_test::registered_kind const https_path_segments_and_query_pairs{
    {"https", "path segments and query pairs",
     [](std::size_t n) { return scheme_test::segments_and_query("https://h.example", n); }, 4, 0}};

}  // namespace
