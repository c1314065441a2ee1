// The top-level IRI rules (RFC 3987 §2.2) and the RFC 3987 examples, parsed
// whole, component by component.
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <string>

using iri::entry;
using iri::host_kind;
using iri::path_kind;
using iri::reference_kind;
using test::check_parts;
using test::check_production;
using test::utf8;

TEST_CASE("scheme", "[grammar][iri]") {
    check_production("scheme", {"a", "Z", "http", "HTTP", "A+b-c.d", "z9", "a1+-.", "xn--abc"},
                     {"", "1a", "+a", "-a", ".a", "a_b", "a:", "a b", "a%41", utf8(0xE9), "a" + utf8(0xE9), "a/"});
}

TEST_CASE("ihier-part and irelative-part", "[grammar][iri]") {
    check_production("ihier-part", {"//a/b", "//", "/a", "a", "a:b", "", "///", "//a:80"},
                     {"?", "#", "a b", "//a b", "//[", "a?b"});
    check_production("irelative-part", {"//a", "//a/b", "/a", "a", "a/b:c", "", "//"},
                     {"a:b", ":", "?", "a#", "//a b"});
}

TEST_CASE("IRI, absolute-IRI, irelative-ref, IRI-reference", "[grammar][iri]") {
    check_production("IRI", {"http://a", "a:", "a:b", "a:b?c#d", "a:?#", "http://a/b?c#d", "urn:x:y"},
                     {"//a", "a", "", "1:b", ":b", "a:b#c#d", "a:b c", "?q", "#f"});
    check_production("absolute-IRI", {"http://a?q", "a:", "a:b", "a:?"}, {"http://a#f", "a:#", "a:b?c#", "//a", ""});
    check_production("irelative-ref", {"a?b#c", "", "//a", "?", "#", "/a", "a/b:c", "../..", "g;x?y#s"},
                     {"a:b", "http://a", "1a:b", "a b", "##"});
    check_production("IRI-reference", {"http://a", "a:b", "a", "", "//a", "#f", "../g"},
                     {"a b", ":", "1a:b", "a:b#c#d", "http://a b", "http://[::1"});
}

TEST_CASE("RFC 3987 examples parse with the expected components", "[grammar][iri][rfc3987]") {
    // §3.1: http://r&#xE9;sum&#xE9;.example.org
    check_parts("http://r\xC3\xA9sum\xC3\xA9.example.org", {.scheme = "http",
                                                            .host = "r\xC3\xA9sum\xC3\xA9.example.org",
                                                            .path = "",
                                                            .host_type = host_kind::reg_name,
                                                            .path_type = path_kind::abempty,
                                                            .kind = reference_kind::iri});
    // §3.1: http://www.example.org/red%09ros&#xE9;#red
    check_parts("http://www.example.org/red%09ros\xC3\xA9#red", {.scheme = "http",
                                                                 .host = "www.example.org",
                                                                 .path = "/red%09ros\xC3\xA9",
                                                                 .fragment = "red",
                                                                 .host_type = host_kind::reg_name,
                                                                 .path_type = path_kind::abempty,
                                                                 .kind = reference_kind::iri});
    // §3.1: http://example.com/&#x10300;&#x10301;&#x10302;
    std::string const old_italic = "http://example.com/" + utf8(0x10300) + utf8(0x10301) + utf8(0x10302);
    check_parts(old_italic, {.scheme = "http",
                             .host = "example.com",
                             .path = std::string_view(old_italic).substr(18),
                             .host_type = host_kind::reg_name,
                             .path_type = path_kind::abempty,
                             .kind = reference_kind::iri});
    // §3.1 and §3.2: D&#xFC;rst, and the URI with a non-UTF-8 octet, still a valid IRI.
    check_parts("http://www.example.org/D\xC3\xBCrst", {.scheme = "http",
                                                        .host = "www.example.org",
                                                        .path = "/D\xC3\xBCrst",
                                                        .host_type = host_kind::reg_name,
                                                        .path_type = path_kind::abempty,
                                                        .kind = reference_kind::iri});
    check_parts("http://www.example.org/D%FCrst", {.scheme = "http",
                                                   .host = "www.example.org",
                                                   .path = "/D%FCrst",
                                                   .host_type = host_kind::reg_name,
                                                   .path_type = path_kind::abempty,
                                                   .kind = reference_kind::iri});
    // §3.2: http://www.example.org/r%C3%A9sum%C3%A9.html and its IRI.
    check_parts("http://www.example.org/r%C3%A9sum%C3%A9.html", {.scheme = "http",
                                                                 .host = "www.example.org",
                                                                 .path = "/r%C3%A9sum%C3%A9.html",
                                                                 .host_type = host_kind::reg_name,
                                                                 .path_type = path_kind::abempty,
                                                                 .kind = reference_kind::iri});
    check_parts("http://www.example.org/r\xC3\xA9sum\xC3\xA9.html", {.scheme = "http",
                                                                     .host = "www.example.org",
                                                                     .path = "/r\xC3\xA9sum\xC3\xA9.html",
                                                                     .host_type = host_kind::reg_name,
                                                                     .path_type = path_kind::abempty,
                                                                     .kind = reference_kind::iri});
    // §3.2.1: a percent-encoded RLO is fine; only the raw character is forbidden (§4.1).
    check_parts("http://xn--99zt52a.example.org/%e2%80%ae", {.scheme = "http",
                                                             .host = "xn--99zt52a.example.org",
                                                             .path = "/%e2%80%ae",
                                                             .host_type = host_kind::reg_name,
                                                             .path_type = path_kind::abempty,
                                                             .kind = reference_kind::iri});
    check_parts("http://\xE7\xB4\x8D\xE8\xB1\x86.example.org/%E2%80%AE",
                {.scheme = "http",
                 .host = "\xE7\xB4\x8D\xE8\xB1\x86.example.org",
                 .path = "/%E2%80%AE",
                 .host_type = host_kind::reg_name,
                 .path_type = path_kind::abempty,
                 .kind = reference_kind::iri});
    // §5.3.2: an equivalent pair, both valid.
    check_parts("example://a/b/c/%7Bfoo%7D/ros\xC3\xA9", {.scheme = "example",
                                                          .host = "a",
                                                          .path = "/b/c/%7Bfoo%7D/ros\xC3\xA9",
                                                          .host_type = host_kind::reg_name,
                                                          .path_type = path_kind::abempty,
                                                          .kind = reference_kind::iri});
    check_parts("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", {.scheme = "eXAMPLE",
                                                                 .host = "a",
                                                                 .path = "/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
                                                                 .host_type = host_kind::reg_name,
                                                                 .path_type = path_kind::abempty,
                                                                 .kind = reference_kind::iri});
    // The issue's example.
    check_parts("http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/\xE3\x83\x91\xE3\x82\xB9?q#f",
                {.scheme = "http",
                 .host = "\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88",
                 .path = "/\xE3\x83\x91\xE3\x82\xB9",
                 .query = "q",
                 .fragment = "f",
                 .host_type = host_kind::reg_name,
                 .path_type = path_kind::abempty,
                 .kind = reference_kind::iri});
}

TEST_CASE("RFC 3987 §4.4 bidi examples are syntactically valid", "[grammar][iri][rfc3987]") {
    // The RFC writes right-to-left letters as capitals; as ASCII they are plain IRIs.
    for (char const* s :
         {"http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://AB.CD.ef/gh/IJ/KL.html",
          "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://ab.cd.EF/GH/ij/kl.html", "http://ab.CD.EF/GH/IJ/kl.html",
          "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.CDE123.FGH/ij/kl/mn/op.html",
          "http://ab.CD.ef/GH/ij/kl.html", "http://ab.CD.ef/GH/1IJ/kl.html"}) {
        test::check_valid(s);
    }
    // With real Hebrew and Arabic letters.
    test::check_valid("http://\xD7\x90\xD7\x91.example/\xD8\xA7\xD9\x84/?\xD7\x92=1");
}

TEST_CASE("absent and present-but-empty components differ", "[grammar][iri]") {
    check_parts("http://a?", {.scheme = "http",
                              .host = "a",
                              .path = "",
                              .query = "",
                              .host_type = host_kind::reg_name,
                              .path_type = path_kind::abempty,
                              .kind = reference_kind::iri});
    check_parts("http://a#", {.scheme = "http",
                              .host = "a",
                              .path = "",
                              .fragment = "",
                              .host_type = host_kind::reg_name,
                              .path_type = path_kind::abempty,
                              .kind = reference_kind::iri});
    check_parts("http://a?#", {.scheme = "http",
                               .host = "a",
                               .path = "",
                               .query = "",
                               .fragment = "",
                               .host_type = host_kind::reg_name,
                               .path_type = path_kind::abempty,
                               .kind = reference_kind::iri});
    check_parts("http://a", {.scheme = "http",
                             .host = "a",
                             .path = "",
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
    check_parts("http://", {.scheme = "http",
                            .host = "",
                            .path = "",
                            .host_type = host_kind::reg_name,
                            .path_type = path_kind::abempty,
                            .kind = reference_kind::iri});
    check_parts("", {.path = "", .path_type = path_kind::empty});
    check_parts("//", {.host = "", .path = "", .host_type = host_kind::reg_name, .path_type = path_kind::abempty});
    check_parts("a?b?c#d?e/f", {.path = "a", .query = "b?c", .fragment = "d?e/f", .path_type = path_kind::noscheme});
}

TEST_CASE("entry points accept exactly their production", "[grammar][iri][entry]") {
    // IRI: a scheme is required.
    for (char const* s : {"a:b", "a:b#f", "http://a/b?c#d", "a:"}) test::check_valid(s, entry::IRI);
    for (char const* s : {"", "a/b", "//a", "#f", "?q", "../g", "1a:b"}) test::check_invalid(s, entry::IRI);
    // absolute-IRI: no fragment.
    for (char const* s : {"http://a?q", "a:", "a:b"}) test::check_valid(s, entry::absolute_IRI);
    for (char const* s : {"http://a#f", "a:#", "a:b?c#", "a/b", ""}) test::check_invalid(s, entry::absolute_IRI);
    // irelative-ref: no scheme.
    for (char const* s : {"", "//a/b?c#d", "a/b:c", "#f", "?q", "/a:b"}) test::check_valid(s, entry::irelative_ref);
    for (char const* s : {"a:b", "http://a", "g:h", "1a:b"}) test::check_invalid(s, entry::irelative_ref);
    // IRI-reference: either, and the default.
    for (char const* s : {"a:b", "", "//a", "g:h", "../g"}) {
        test::check_valid(s);
        CHECK(iri::is_valid(s) == iri::is_valid(s, entry::IRI_reference));
    }
    // URI-reference: ASCII only; the percent-encoded form of the same IRI passes.
    test::check_invalid("http://r\xC3\xA9sum\xC3\xA9.example.org", entry::URI_reference);
    test::check_valid("http://r%C3%A9sum%C3%A9.example.org", entry::URI_reference);
    test::check_invalid("http://a/\xE4\xBE\x8B", entry::URI_reference);
    test::check_valid("http://a/%E4%BE%8B", entry::URI_reference);
    test::check_invalid("http://a/?\xEE\x80\x80", entry::URI_reference);
    test::check_valid("http://a/?%EE%80%80", entry::URI_reference);
    test::check_invalid("http://a/#\xC3\xA9", entry::URI_reference);
    test::check_invalid("\xC3\xA9", entry::URI_reference);
    test::check_valid("", entry::URI_reference);
    test::check_valid("g:h", entry::URI_reference);
}

TEST_CASE("the reference kind follows the entry that matched", "[grammar][iri][entry]") {
    check_parts("a:b", {.scheme = "a", .path = "b", .path_type = path_kind::rootless, .kind = reference_kind::iri},
                entry::IRI);
    check_parts("a:b", {.scheme = "a", .path = "b", .path_type = path_kind::rootless, .kind = reference_kind::iri},
                entry::URI_reference);
    check_parts("a/b", {.path = "a/b", .path_type = path_kind::noscheme}, entry::URI_reference);
    check_parts("a/b", {.path = "a/b", .path_type = path_kind::noscheme}, entry::irelative_ref);
    check_parts("http://a?q",
                {.scheme = "http",
                 .host = "a",
                 .path = "",
                 .query = "q",
                 .host_type = host_kind::reg_name,
                 .path_type = path_kind::abempty,
                 .kind = reference_kind::iri},
                entry::absolute_IRI);
}
