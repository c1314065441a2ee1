// The "ws" and "wss" grammars (grammar/schemes/ws/, RFC 6455 §3): one rule
// per production of ws.abnf, each checked against the ABNF engine; URIs
// made of the RFC's examples; the fragment and the port range that RFC
// 6455 asks beyond its ABNF; accepted and rejected inputs with the place of
// each error.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string_view>

namespace {

scheme_test::scheme_abnf const& ws_abnf() { return scheme_test::abnf_of("grammar/schemes/ws/ws.abnf"); }

}  // namespace

TEST_CASE("ws: the RFC 6455 examples", "[grammar][schemes][ws]") {
    // RFC 6455 §3 gives no URI; §1.2's handshake asks for /chat of
    // server.example.com, and §1.3's for /chat of example.com with a query.
    auto const chat = scheme_test::scheme_parse("ws://server.example.com/chat");
    REQUIRE(chat.status() == iri::scheme_status::valid);
    CHECK(chat.grammar() == "RFC 6455 §3");
    CHECK(chat.component("ihost") == "server.example.com");
    CHECK_FALSE(chat.component("port"));
    CHECK(chat.component("ipath-abempty") == "/chat");
    CHECK_FALSE(chat.component("iquery"));
    auto const secure = scheme_test::scheme_parse("wss://example.com:443/chat?room=1");
    REQUIRE(secure.status() == iri::scheme_status::valid);
    CHECK(secure.scheme() == "wss");
    CHECK(secure.component("port") == "443");
    CHECK(secure.component("iquery") == "room=1");
    // §3: "/" is the resource name of an empty path; the path is empty.
    auto const bare = scheme_test::scheme_parse("WS://example.com");
    REQUIRE(bare.status() == iri::scheme_status::valid);
    CHECK(bare.component("ipath-abempty") == "");
}

TEST_CASE("ws: the components, in order, as spans of the text", "[grammar][schemes][ws]") {
    std::string_view const text = "wss://[2001:db8::1]:8443/a/\xC3\xA9?q=\xEE\x80\x80";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    std::vector<std::string> const want{"ihost=[2001:db8::1]", "port=8443", "ipath-abempty=/a/\xC3\xA9",
                                        "iquery=q=\xEE\x80\x80"};
    CHECK(shown == want);
}

TEST_CASE("ws: a fragment is invalid (RFC 6455 3)", "[grammar][schemes][ws]") {
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {rejected{"ws://a/#f", 7, "ws-URI"}, rejected{"ws://a#", 6, "ws-URI"},
                             rejected{"wss://a?q#", 9, "wss-URI"}, rejected{"ws://a:99999#f", 12, "ws-URI"}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().code == iri::errc::unexpected_character);
        CHECK(s.error().detail.find("fragment identifiers") != std::string_view::npos);
        CHECK(s.error().detail.find("RFC 6455 §3") != std::string_view::npos);
        // Beyond the ABNF of the text before the "#", which the grammar sees.
        CHECK(s.beyond_abnf());
        CHECK_FALSE(ws_abnf().accepts(r.text, r.production));
    }
    // "#" escaped is no fragment.
    CHECK(scheme_test::scheme_parse("ws://a/%23f").status() == iri::scheme_status::valid);
}

TEST_CASE("ws: a port is 0 to 65535", "[grammar][schemes][ws]") {
    for (std::string_view ok : {"ws://a:0", "ws://a:65535/", "wss://a:0443", "ws://a:/"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
    };
    for (rejected const r : {rejected{"ws://a:65536", 7}, rejected{"wss://1.2.3.4:100000/x", 14}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "port");
        CHECK(s.error().detail.find("65535") != std::string_view::npos);
        CHECK(s.error().detail.find("RFC 6455 §3") != std::string_view::npos);
        CHECK(s.beyond_abnf());
        CHECK(ws_abnf().accepts(r.text, r.text[2] == 's' ? "wss-URI" : "ws-URI"));
    }
}

TEST_CASE("ws: accepted and rejected with the place of each error", "[grammar][schemes][ws]") {
    // RFC 6455 §3 allows an empty host: its host is RFC 3986's, whose
    // reg-name may be empty, and it says nothing against one.
    for (std::string_view ok : {"ws://a", "ws:///chat", "wSs://a/?", "ws://1.2.3.4.example/", "ws://[v7.x]:1/",
                                "ws://%41/", "ws://\xE4\xBE\x8B\xE3\x81\x88/"}) {
        INFO(scheme_test::escaped(ok));
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
        CHECK(ws_abnf().accepts(ok, ok[2] == ':' ? "ws-URI" : "wss-URI"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             // No userinfo in a WebSocket URI.
             rejected{"ws://u@a/", 6, "ws-URI", iri::errc::unexpected_character},
             rejected{"wss://u:p@a/", 8, "wss-URI", iri::errc::unexpected_character},
             rejected{"ws:a", 3, "ws-URI", iri::errc::unexpected_character},
             rejected{"ws:/a", 4, "ws-URI", iri::errc::unexpected_character},
             rejected{"ws:", 3, "ws-URI", iri::errc::unexpected_end_of_input},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 6455 §3") != std::string_view::npos);
        CHECK_FALSE(s.beyond_abnf());
        CHECK_FALSE(ws_abnf().accepts(r.text, r.production));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 6455 §3: one ipath-abempty and one iquery.
scheme_test::registered_kind const ws_path_segments_and_query_pairs{
    {"ws", "path segments and query pairs",
     [](std::size_t n) { return scheme_test::segments_and_query("ws://h.example", n); }, 3, 0}};

scheme_test::registered_kind const wss_path_segments_and_query_pairs{
    {"wss", "path segments and query pairs",
     [](std::size_t n) { return scheme_test::segments_and_query("wss://h.example", n); }, 3, 0}};

}  // namespace
