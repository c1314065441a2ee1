// Host and authority (RFC 3987 §2.2, RFC 3986 §3.2): iauthority, iuserinfo,
// ihost with its three kinds, port.
#include "support/support.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <string>

using iri::host_kind;
using iri::path_kind;
using iri::reference_kind;
using test::check_production;
using test::utf8;

TEST_CASE("dec-octet: exactly 0 to 255 without leading zeros", "[grammar][host]") {
    auto const* p = iri::grammar::find_production("dec-octet");
    REQUIRE(p != nullptr);
    for (int n = 0; n < 1000; ++n) {
        std::string const s = std::to_string(n);
        INFO(s);
        CHECK(p->matches(s) == (n <= 255));
    }
    for (int n = 0; n < 100; ++n) {
        std::string const s = (n < 10 ? "00" : "0") + std::to_string(n);  // 000..099
        INFO(s);
        CHECK_FALSE(p->matches(s));
    }
    check_production("dec-octet", {"0", "9", "10", "99", "100", "199", "200", "249", "250", "255"},
                     {"256", "01", "00", "300", "260", "1000", "2550", "", "-1", "+1", "1a", " 1", "1.", "ff"});
}

TEST_CASE("IPv4address: four dec-octets", "[grammar][host]") {
    check_production("IPv4address",
                     {"0.0.0.0", "1.2.3.4", "192.0.2.16", "255.255.255.255", "10.200.250.255", "99.100.199.249"},
                     {"256.1.1.1", "1.2.3.256", "01.2.3.4", "1.2.3.04", "1.2.3", "1.2.3.4.", "1.2.3.4.5", "1..2.3",
                      ".1.2.3", "", "a.b.c.d", " 1.2.3.4", "1.2.3.4 ", "1.2.3.4:80", "0x1.2.3.4", "1.2.3.4.example"});
}

TEST_CASE("h16 and ls32", "[grammar][host]") {
    check_production("h16", {"0", "f", "ffff", "FFFF", "abcd", "1234", "0db8"}, {"", "12345", "g", ":", "1:", "fffff"});
    check_production("ls32", {"1:2", "ffff:ffff", "0:0", "1.2.3.4", "255.255.255.255"},
                     {"", "1", "1:2:3", "1:", ":1", "1.2.3", "256.1.1.1", "12345:1", "1::2"});
}

TEST_CASE("IPv6address: each of the nine alternatives", "[grammar][host][ipv6]") {
    check_production("IPv6address",
                     {
                         // 1:                            6( h16 ":" ) ls32
                         "1:2:3:4:5:6:7:8",
                         "1:2:3:4:5:6:1.2.3.4",
                         "FFFF:ffff:0:0:0:0:0:0",
                         // 2:                       "::" 5( h16 ":" ) ls32
                         "::2:3:4:5:6:7:8",
                         "::2:3:4:5:6:1.2.3.4",
                         // 3: [               h16 ] "::" 4( h16 ":" ) ls32
                         "1::3:4:5:6:7:8",
                         "::3:4:5:6:7:8",
                         "1::3:4:5:6:1.2.3.4",
                         // 4: [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                         "1:2::4:5:6:7:8",
                         "::4:5:6:7:8",
                         "1::4:5:6:7:8",
                         // 5: [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                         "1:2:3::5:6:7:8",
                         "::5:6:7:8",
                         // 6: [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                         "1:2:3:4::6:7:8",
                         "::6:7:8",
                         "::ffff:1.2.3.4",
                         "::FFFF:129.144.52.38",
                         // 7: [ *4( h16 ":" ) h16 ] "::"              ls32
                         "1:2:3:4:5::7:8",
                         "::7:8",
                         "::1.2.3.4",
                         "1::1.2.3.4",
                         "1:2:3:4:5::1.2.3.4",
                         // 8: [ *5( h16 ":" ) h16 ] "::"              h16
                         "1:2:3:4:5:6::8",
                         "::1",
                         "1::8",
                         "2001:db8::7",
                         "fe80::1",
                         // 9: [ *6( h16 ":" ) h16 ] "::"
                         "1:2:3:4:5:6:7::",
                         "1::",
                         "::",
                         "1:2::",
                     },
                     {
                         "",
                         ":",
                         ":::",
                         "1:::2",
                         "1::2::3",
                         "::1::",
                         "12345::",
                         "::12345",
                         "::1.2.3",
                         "::256.1.1.1",
                         "::1.2.3.4.5",
                         "1.2.3.4::",
                         "::1.2.3.4:5",
                         "1:2:3:4:5:6:7:8:9",  // nine groups
                         "1:2:3:4:5:6:7",  // seven groups, no "::"
                         "1:2:3:4:5:6:7:8::",  // eight groups and "::"
                         "::1:2:3:4:5:6:7:8",  // "::" and eight groups
                         "1::2:3:4:5:6:7:8",  // eight groups around "::"
                         "1:2:3:4:5:6:7::8",  // eight groups around "::"
                         "1:2:3:4:5:6:7:1.2.3.4",  // seven groups and IPv4
                         "1:2:3:4:5:6:7:8:1.2.3.4",
                         ":1:2:3:4:5:6:7",
                         "1:2:3:4:5:6:7:",
                         "1:2:3:4:5:6:7:8:",
                         "fe80::1%25eth0",
                         "fe80::1%eth0",
                         "[::1]",
                         "::g",
                         " ::1",
                         "::1 ",
                     });
}

TEST_CASE("IPvFuture", "[grammar][host]") {
    check_production(
        "IPvFuture",
        {"v1.x", "vF.a:b", "v1a.!$&'()*+,;=:", "v12345.-._~", "vf.0",
         // ABNF quoted strings are case-insensitive (RFC 5234 §2.3): "v" matches "V".
         "V1.x"},
        {"v.x", "v1.", "v1x", "1.x", "vG.x", "v1.x/", "v1.[", "v1.%41", "v1.x@y", "v1." + utf8(0xE9), "", "v", "v1"});
}

TEST_CASE("IP-literal", "[grammar][host]") {
    check_production("IP-literal", {"[::1]", "[::]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "[v1.x]", "[vF.a:b]"},
                     {"[]", "[::1", "::1]", "[1.2.3.4]", "[fe80::1%25eth0]", "[v1.]", "[[::1]]", "[ ::1]", "[::1]:80",
                      "[example.com]", ""});
}

TEST_CASE("ihost: IP-literal, IPv4address or ireg-name", "[grammar][host]") {
    check_production(
        "ihost",
        {"[::1]", "[v7.x]", "1.2.3.4", "1.2.3.4.example", "256.1.1.1", "01.2.3.4", "1.2.3", "1.2.3.4.", "",
         "example.org", utf8(0x4F8B) + utf8(0x3048) + ".test", "%E4%BE%8B", "a!$&'()*+,;="},
        {"a:b", "[::1", "a@b", "a/b", "a?b", "a#b", "a b", "[::1]x", "x[::1]", "%", "%G0", utf8(0xE000), "\x80"});
}

TEST_CASE("ireg-name: UTF-8 and percent-encoding", "[grammar][host]") {
    check_production(
        "ireg-name",
        {"", "example.org", "r" + utf8(0xE9) + "sum" + utf8(0xE9) + ".example.org", "%C3%A9", "%c3%a9",
         "a-b_c~d.!$&'()*+,;=", utf8(0x10000), "xn--99zt52a.example.org", "1.2.3.4"},
        {"a:b", "a@b", "a/b", "[", "]", "%", "%4", "%G0", "a b", utf8(0xE000), utf8(0xFFFE), "\xC3", "\xC0\xAF"});
}

TEST_CASE("iuserinfo", "[grammar][host]") {
    check_production(
        "iuserinfo",
        {"", "user", "user:pass", "a:b:c", ":", "::", utf8(0xFC) + ":" + utf8(0xDF), "%41:", "!$&'()*+,;="},
        {"a@b", "@", "a/b", "a?", "a#", "[", "a b", "%", "%4G", utf8(0xE000)});
}

TEST_CASE("port: any run of digits", "[grammar][host]") {
    check_production("port", {"", "0", "80", "65535", "65536", "99999999999999999999", "000080"},
                     {"a", "-1", "8 0", "+1", "80a", ":80", " 80", utf8(0x0661)});
}

TEST_CASE("iauthority", "[grammar][host]") {
    check_production("iauthority",
                     {"", "a", "a:80", "a:", "u@a", "u:p@a:80", "@", "@:", "[::1]", "[::1]:8080", "1.2.3.4:0",
                      "u@[v1.x]:99999999999999999999"},
                     {"a@b@c", "a:b", "a:b:c", "a:80a", "[::1]:x", "a/b", "u@a@", "[::1]]"});
}

// iauthority (and RFC 3986's authority) first try `ihost [ ":" port ]`
// ending at the end, "/", "?" or "#", and fall back to the rule as written
// (grammar/rfc3987/host_def.hpp): both ways give the same components.
TEST_CASE("iauthority: the fast form", "[grammar][host]") {
    using iri::entry;
    using test::check_parts;
    for (entry const e : {entry::IRI_reference, entry::URI_reference}) {
        // The fast form's ends: the end, "/", "?", "#".
        check_parts("//h:80",
                    {.host = "h", .port = "80", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}, e);
        check_parts("//h/p",
                    {.host = "h", .path = "/p", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}, e);
        check_parts(
            "//h:?q",
            {.host = "h", .port = "", .query = "q", .host_type = host_kind::reg_name, .path_type = path_kind::abempty},
            e);
        check_parts("//1.2.3.4#f",
                    {.host = "1.2.3.4", .fragment = "f", .host_type = host_kind::ipv4, .path_type = path_kind::abempty},
                    e);
        check_parts(
            "//[::1]:8/x",
            {.host = "[::1]", .port = "8", .path = "/x", .host_type = host_kind::ipv6, .path_type = path_kind::abempty},
            e);
        // A host and port, then an "@": the rule as written reads a userinfo.
        check_parts("//u:1@h/p",
                    {.userinfo = "u:1",
                     .host = "h",
                     .path = "/p",
                     .host_type = host_kind::reg_name,
                     .path_type = path_kind::abempty},
                    e);
        check_parts(
            "//h:80x@y",
            {.userinfo = "h:80x", .host = "y", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}, e);
        check_parts(
            "//1.2.3.4@h",
            {.userinfo = "1.2.3.4", .host = "h", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}, e);
        check_parts("//@",
                    {.userinfo = "", .host = "", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}, e);
        // Neither way reads these.
        test::check_invalid("//h<x@y/", e);
        test::check_invalid("//h:80x/", e);
        test::check_invalid("//[::1]x@h", e);
        // Where the validator stops: the same host and port either way.
        CHECK(iri::match_length("http://h<x/", e) == 8);
        CHECK(iri::match_length("http://h<x@y/", e) == 8);
        CHECK(iri::match_length("http://h:80x/", e) == 11);
        CHECK(iri::match_length("http://h:80x@y/z<", e) == 16);
        CHECK(iri::match_length("http://[::1]:8x?", e) == 14);
    }
}

TEST_CASE("host kinds in a whole IRI", "[grammar][host]") {
    using test::check_parts;
    check_parts("http://1.2.3.4/", {.scheme = "http",
                                    .host = "1.2.3.4",
                                    .path = "/",
                                    .host_type = host_kind::ipv4,
                                    .path_type = path_kind::abempty,
                                    .kind = reference_kind::iri});
    check_parts("http://1.2.3.4.example/", {.scheme = "http",
                                            .host = "1.2.3.4.example",
                                            .path = "/",
                                            .host_type = host_kind::reg_name,
                                            .path_type = path_kind::abempty,
                                            .kind = reference_kind::iri});
    check_parts("http://256.1.1.1/", {.scheme = "http",
                                      .host = "256.1.1.1",
                                      .path = "/",
                                      .host_type = host_kind::reg_name,
                                      .path_type = path_kind::abempty,
                                      .kind = reference_kind::iri});
    check_parts("http://01.2.3.4/", {.scheme = "http",
                                     .host = "01.2.3.4",
                                     .path = "/",
                                     .host_type = host_kind::reg_name,
                                     .path_type = path_kind::abempty,
                                     .kind = reference_kind::iri});
    check_parts("http://1.2.3/", {.scheme = "http",
                                  .host = "1.2.3",
                                  .path = "/",
                                  .host_type = host_kind::reg_name,
                                  .path_type = path_kind::abempty,
                                  .kind = reference_kind::iri});
    check_parts("http://1.2.3.4:80", {.scheme = "http",
                                      .host = "1.2.3.4",
                                      .port = "80",
                                      .path = "",
                                      .host_type = host_kind::ipv4,
                                      .path_type = path_kind::abempty,
                                      .kind = reference_kind::iri});
    check_parts("http://[::1]:80/", {.scheme = "http",
                                     .host = "[::1]",
                                     .port = "80",
                                     .path = "/",
                                     .host_type = host_kind::ipv6,
                                     .path_type = path_kind::abempty,
                                     .kind = reference_kind::iri});
    check_parts("http://[v7.x]/", {.scheme = "http",
                                   .host = "[v7.x]",
                                   .path = "/",
                                   .host_type = host_kind::ipvfuture,
                                   .path_type = path_kind::abempty,
                                   .kind = reference_kind::iri});
    check_parts("http://[1:2:3:4:5:6:1.2.3.4]", {.scheme = "http",
                                                 .host = "[1:2:3:4:5:6:1.2.3.4]",
                                                 .path = "",
                                                 .host_type = host_kind::ipv6,
                                                 .path_type = path_kind::abempty,
                                                 .kind = reference_kind::iri});
    check_parts("file:///etc", {.scheme = "file",
                                .host = "",
                                .path = "/etc",
                                .host_type = host_kind::reg_name,
                                .path_type = path_kind::abempty,
                                .kind = reference_kind::iri});
    check_parts(
        "//" + std::string("\xE4\xBE\x8B") + ".test",
        {.host = "\xE4\xBE\x8B.test", .path = "", .host_type = host_kind::reg_name, .path_type = path_kind::abempty});
    check_parts("http://u:p@h:99999999999999999999/", {.scheme = "http",
                                                       .userinfo = "u:p",
                                                       .host = "h",
                                                       .port = "99999999999999999999",
                                                       .path = "/",
                                                       .host_type = host_kind::reg_name,
                                                       .path_type = path_kind::abempty,
                                                       .kind = reference_kind::iri});
    check_parts("http://@a:", {.scheme = "http",
                               .userinfo = "",
                               .host = "a",
                               .port = "",
                               .path = "",
                               .host_type = host_kind::reg_name,
                               .path_type = path_kind::abempty,
                               .kind = reference_kind::iri});
    check_parts("http://a:b@c", {.scheme = "http",
                                 .userinfo = "a:b",
                                 .host = "c",
                                 .path = "",
                                 .host_type = host_kind::reg_name,
                                 .path_type = path_kind::abempty,
                                 .kind = reference_kind::iri});
}

TEST_CASE("invalid hosts in a whole IRI", "[grammar][host]") {
    for (char const* s :
         {"http://[::1", "http://[", "http://[]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[fe80::1%25eth0]/",
          "http://[fe80::1%eth0]/", "http://[::1]x/", "http://a@b@c/", "http://a:b:c/", "http://a:8a/", "http://a b/",
          "http://[v1.]/", "http://[1.2.3.4]/", "//[::44.1", "//[::1]]"}) {
        test::check_invalid(s);
    }
}
