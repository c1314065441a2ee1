// Scheme-level checks: ports (RFC 3986 §3.2.3), hosts (RFC 9110 §4.2,
// UTS #46 for DNS schemes), dot segments (RFC 3987 §5.3.2.4), the scheme's
// own grammar (RFC 3986 §3.1).
#include "semantics/check/support.hpp"

#include "unicode/idna.hpp"

#include <catch2/catch.hpp>

#include <random>

using check_test::found;
using check_test::strings;
using check_test::warnings_of;
using iri::check_family;
using iri::warning_code;

namespace {

strings scheme(std::string_view text) { return found(text, check_family::scheme); }

}  // namespace

TEST_CASE("ports: beyond 65535, the default written out, empty", "[check][scheme]") {
    CHECK(scheme("http://a:65535/").empty());
    CHECK(scheme("http://a:65536/") == strings{"port_out_of_range 9 port"});
    CHECK(scheme("foo://a:99999999999999999999999/") == strings{"port_out_of_range 8 port"});
    CHECK(scheme("//a:70000") == strings{"port_out_of_range 4 port"});  // no scheme needed
    CHECK(scheme("http://a:80/") == strings{"default_port 9 port"});
    CHECK(scheme("HTTP://a:0080") == strings{"default_port 9 port"});  // scheme case, leading zeros
    CHECK(scheme("https://a:443/") == strings{"default_port 10 port"});
    CHECK(scheme("https://a:80/").empty());
    CHECK(scheme("ws://a:80/") == strings{"default_port 7 port"});
    CHECK(scheme("foo://a:80/").empty());  // a scheme the registry does not know
    CHECK(scheme("http://a:/") == strings{"empty_port 9 port"});
    CHECK(scheme("foo://a:") == strings{"empty_port 8 port"});
    auto const w = warnings_of("http://a:80/", iri::code_set{}.insert(warning_code::default_port));
    REQUIRE(w.size() == 1);
    CHECK(w[0].text == "80");
    CHECK(w[0].detail == "http");
    CHECK(w[0].fix() == "remove \":80\"");
}

TEST_CASE("empty_host: http and https only (RFC 9110 §4.2.1)", "[check][scheme]") {
    CHECK(scheme("http:///x") == strings{"empty_host 7 ihost"});
    CHECK(scheme("HTTPS://") == strings{"empty_host 8 ihost"});
    CHECK(scheme("http://u@:8080/") == strings{"empty_host 9 ihost"});
    CHECK(scheme("file:///etc/hosts").empty());  // RFC 8089: "localhost"
    CHECK(scheme("///x").empty());
    auto const w = warnings_of("http:///x", iri::code_set{}.insert(warning_code::empty_host));
    REQUIRE(w.size() == 1);
    CHECK(w[0].text.empty());
    CHECK(w[0].byte_offset == 7);
}

TEST_CASE("host_fails_uts46: hosts of DNS schemes, at the first failing label", "[check][scheme]") {
    CHECK(scheme("http://ex_ample.org/") == strings{"host_fails_uts46 7 ireg-name"});
    CHECK(scheme("http://www.ex_ample.org/") == strings{"host_fails_uts46 11 ireg-name"});
    CHECK(scheme("http://a..b/") == strings{"host_fails_uts46 9 ireg-name"});  // the empty label
    CHECK(scheme("https://-a.org/") == strings{"host_fails_uts46 8 ireg-name"});
    CHECK(scheme("http://ab--c.org/") == strings{"host_fails_uts46 7 ireg-name"});
    CHECK(scheme("http://xn--a.org/") == strings{"host_fails_uts46 7 ireg-name"});  // not Punycode
    CHECK(scheme("http://" + std::string(64, 'a') + ".org/") == strings{"host_fails_uts46 7 ireg-name"});
    // Every label fine, the name too long: at the host.
    std::string long_name;
    for (int i = 0; i < 5; ++i) long_name += std::string(60, 'a') + ".";
    long_name += "org";
    std::string const text = "http://" + long_name + "/";  // warnings view it: it must outlive them
    auto const w = warnings_of(text, iri::code_set{}.insert(warning_code::host_fails_uts46));
    REQUIRE(w.size() == 1);
    CHECK(w[0].text == long_name);
    CHECK(!w[0].detail.empty());
    // Valid names, ASCII or not, encoded or not; the root's trailing dot.
    for (std::string_view ok : {"http://example.org/", "http://EXAMPLE.org./", "http://1.2.3.4/", "http://[::1]/",
                                "http://r\xC3\xA9sum\xC3\xA9.example/", "http://r%C3%A9sum%C3%A9.example/",
                                "http://xn--rsum-bpad.example/", "http://a-b.c/"}) {
        INFO(ok);
        CHECK(scheme(ok).empty());
    }
    // Schemes that are not DNS schemes; octets that are not UTF-8 (the
    // percent-encoding checks speak).
    CHECK(scheme("foo://ex_ample/").empty());
    CHECK(scheme("http://r%E9sum%E9.example/").empty());
}

TEST_CASE("host_fails_uts46 agrees with UTS #46 ToASCII on ASCII hosts (fast path vs ICU)", "[check][scheme]") {
    // Hosts from an alphabet that reaches every branch of the ASCII fast
    // path: letters of both cases, digits, "-", ".", "_", "xn--". Then the
    // rest of the text, which the fast path reads along with a short host
    // and must not count: none (the host ends the text), or dots and
    // hyphens after a port, a path, a query, a fragment.
    std::mt19937 random(20240601);
    std::string_view const pieces[] = {"a", "Z", "0", "9", "-", "--", ".", "_", "xn--", "ab", std::string_view("b", 1)};
    std::string_view const after[] = {"", "/", ":80", ":8-.", "/-.-.-.-.-.-.-.-.-", "?..--..--..--..", "#a-.a-.a-.a-."};
    std::string out;
    for (int i = 0; i < 20000; ++i) {
        std::string host;
        int const n = 1 + static_cast<int>(random() % 24);  // names across 16 and 64 bytes
        for (int k = 0; k < n; ++k) host += pieces[random() % std::size(pieces)];
        if (random() % 8 == 0) host += std::string(60, 'q');
        std::string const text = "http://" + host + std::string(after[random() % std::size(after)]);
        iri::parse_result const r = iri::parse(text);
        if (!r || r->host_type() != iri::host_kind::reg_name || host.empty()) continue;
        INFO(host);
        bool const reported = !warnings_of(text, iri::code_set{}.insert(warning_code::host_fails_uts46)).empty();
        bool const rejected = !iri::unicode::idna_to_ascii(host, iri::unicode::idna_rules::uts46, out).empty();
        CHECK(reported == rejected);
    }
}

TEST_CASE("dot_segment: where resolution removes them (§5.3.2.4)", "[check][scheme]") {
    CHECK(scheme("http://a/./b/../c") == strings{"dot_segment 9 isegment", "dot_segment 13 isegment"});
    CHECK(scheme("http://a/b/%2E%2e/c") == strings{"dot_segment 11 isegment"});
    CHECK(scheme("http://a/b/.%2E") == strings{"dot_segment 11 isegment"});
    CHECK(scheme("foo:a/./b") == strings{"dot_segment 6 isegment"});
    CHECK(scheme("foo:./b") == strings{"dot_segment 4 isegment-nz"});
    // A scheme with a grammar says what it thinks of the path too.
    CHECK(scheme("urn:./b") == strings{"dot_segment 4 isegment-nz", "scheme_syntax 4 NID"});
    CHECK(scheme("/a/../b") == strings{"dot_segment 3 isegment"});  // absolute-path reference
    CHECK(scheme("//h/./b") == strings{"dot_segment 4 isegment"});  // network-path reference
    // Relative-path references mean something by them.
    CHECK(scheme("../a").empty());
    CHECK(scheme("./a:b").empty());
    CHECK(scheme("a/./b").empty());
    // Not dot segments.
    for (std::string_view ok :
         {"http://a/.../x", "http://a/.a/", "http://a/a./", "http://a/%2E%2E%2E", "http://a/%2F"}) {
        INFO(ok);
        CHECK(scheme(ok).empty());
    }
    auto const w = warnings_of("http://a/b/..", iri::code_set{}.insert(warning_code::dot_segment));
    REQUIRE(w.size() == 1);
    CHECK(w[0].text == "..");
}

TEST_CASE("dot_segment: an ASCII line finds the same as a line the general path checks", "[check][scheme]") {
    // A line of ASCII without "%" looks only at segments that start with a
    // "."; a query with a triplet sends the same path through the general
    // walk over every segment. Both must find the same dot segments, named
    // alike.
    std::mt19937 random(35324);
    std::string_view const pieces[] = {"a", ".", "..", "/", ".a", "a.", "...", "b/"};
    std::string_view const prefixes[] = {"http://h/", "http://h", "foo:", "foo:/", "/", "//h/", "", "./"};
    auto const dots = iri::code_set{}.insert(warning_code::dot_segment);
    for (int i = 0; i < 5000; ++i) {
        std::string path(prefixes[random() % std::size(prefixes)]);
        int const n = static_cast<int>(random() % 8);
        for (int k = 0; k < n; ++k) path += pieces[random() % std::size(pieces)];
        if (!iri::parse(path) || !iri::parse(path + "?%41")) continue;
        INFO(path);
        CHECK(check_test::brief(warnings_of(path, dots)) == check_test::brief(warnings_of(path + "?%41", dots)));
    }
}

TEST_CASE("scheme_syntax: the scheme's own grammar (RFC 3986 §3.1)", "[check][scheme]") {
    // RFC 8141 §2: an NID has 2 to 32 characters, an NSS at least one.
    CHECK(scheme("urn:x:y") == strings{"scheme_syntax 5 NID"});
    CHECK(scheme("URN:example:") == strings{"scheme_syntax 12 NSS"});
    CHECK(scheme("urn:example:a?b") == strings{"scheme_syntax 13 NSS"});
    CHECK(scheme("urn:example:a123,z456?+abc#f").empty());
    // RFC 2397 §3, and RFC 2045 §6.8 for ";base64" data.
    CHECK(scheme("data:,Hello%20World").empty());
    CHECK(scheme("data:text/plain;base64,SGVsbG8=").empty());
    CHECK(scheme("data:text/plain;base64,SGVsbG8").size() == 1);
    CHECK(scheme("data:text/plain").size() == 1);  // no ","
    // Schemes without a grammar here, and relative references, are not looked at.
    CHECK(scheme("foo:x:").empty());
    CHECK(scheme("/urn:x:").empty());
    // Where the scheme's diagnostic is, with its message, in its production.
    auto const w = warnings_of("urn:x:y", iri::code_set{}.insert(warning_code::scheme_syntax));
    REQUIRE(w.size() == 1);
    CHECK(w[0].component == "NID");
    CHECK(w[0].byte_offset == 5);
    CHECK(w[0].text == ":");
    CHECK(w[0].detail.find("RFC 8141") != std::string_view::npos);
    CHECK(w[0].message().find("NID") != std::string::npos);
    CHECK(iri::family(warning_code::scheme_syntax) == check_family::scheme);
    // At the end of the input: an empty text.
    auto const end = warnings_of("URN:example:", iri::code_set{}.insert(warning_code::scheme_syntax));
    REQUIRE(end.size() == 1);
    CHECK(end[0].text.empty());
    CHECK(end[0].explanation().find("at the end") != std::string::npos);
    // Not asked for: not run.
    CHECK(warnings_of("urn:x:y", iri::code_set{}.insert(warning_code::dot_segment)).empty());
    // Raised, it is the diagnostic check() returns.
    std::vector<iri::warning> out;
    iri::parse_result const r = iri::parse("urn:x:y");
    iri::diagnostic const d =
        iri::check(r.value(), out, {.raised = iri::code_set{}.insert(warning_code::scheme_syntax)});
    CHECK(d.code == iri::errc::raised_warning);
    CHECK(d.production == "NID");
}

TEST_CASE("scheme_syntax: a port or an empty host is reported once", "[check][scheme]") {
    // RFC 9110 §4.2.1 and RFC 6455 §3 reject them beyond their ABNF;
    // port_out_of_range and empty_host say so, and scheme_syntax does not
    // repeat it.
    CHECK(scheme("ws://a:99999") == strings{"port_out_of_range 7 port"});
    CHECK(scheme("https://:1/") == strings{"empty_host 8 ihost"});
    // Asked for alone, scheme_syntax reports them.
    auto const port = warnings_of("http://a:65536/", iri::code_set{}.insert(warning_code::scheme_syntax));
    REQUIRE(port.size() == 1);
    CHECK(port[0].component == "port");
    CHECK(port[0].byte_offset == 9);
    auto const host = warnings_of("http:///x", iri::code_set{}.insert(warning_code::scheme_syntax));
    REQUIRE(host.size() == 1);
    CHECK(host[0].component == "ihost");
    // What no other check reports: a WebSocket URI's fragment, userinfo.
    CHECK(scheme("ws://a/#f") == strings{"scheme_syntax 7 ws-URI"});
    CHECK(scheme("wss://u@a/") == strings{"scheme_syntax 7 wss-URI"});
    CHECK(scheme("http://a/b?c#d").empty());
}
