// The "file" grammar (grammar/schemes/file/, RFC 8089 §2 and Appendix E):
// one rule per production of file.abnf, each checked against the ABNF
// engine; the examples of Appendix B and Appendix E with the components
// each reports; accepted and rejected inputs with the place of each error;
// the PEG notes' cases.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& file_abnf() { return scheme_test::abnf_of("grammar/schemes/file/file.abnf"); }

iri::grammar::production const& file_production(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::file_grammar.productions(), name);
}

// The components of a valid file URI, as "name=text", in the order of
// scheme_result: by offset, the longer of two at one offset first, and of
// two with the same span the inner one (ihost in file-auth) first. An empty
// file-auth ("file:///x": the empty authority of RFC 8089 Appendix B) comes
// after the path that starts where it ends.
std::vector<std::string> components_of(std::string_view text) {
    auto const s = scheme_test::scheme_parse(text);
    INFO(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    CHECK(s.grammar() == "RFC 8089 §2");
    CHECK(file_abnf().accepts(text.substr(0, text.find('#')), "file-URI"));
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    return shown;
}

using parts = std::vector<std::string>;

}  // namespace

TEST_CASE("file: the RFC 8089 Appendix B examples", "[grammar][schemes][file]") {
    // Local files: an empty authority, and no authority.
    CHECK(components_of("file:///path/to/file") == parts{"ipath-absolute=/path/to/file", "ihost=", "file-auth="});
    CHECK(components_of("file:/path/to/file") == parts{"ipath-absolute=/path/to/file", "local-path=/path/to/file"});
    // A non-local file.
    CHECK(components_of("file://host.example.com/path/to/file") ==
          parts{"ihost=host.example.com", "file-auth=host.example.com", "ipath-absolute=/path/to/file"});
    // §2: "localhost" is the machine the URI is read on.
    CHECK(components_of("file://localhost/path/to/file") ==
          parts{"file-auth=localhost", "ipath-absolute=/path/to/file"});
    CHECK(components_of("file://LocalHost/etc/fstab") == parts{"file-auth=LocalHost", "ipath-absolute=/etc/fstab"});
}

TEST_CASE("file: the RFC 8089 Appendix E examples", "[grammar][schemes][file]") {
    // E.1: user information before the host.
    CHECK(components_of("file://user@host.example.com/path/to/file") ==
          parts{"file-auth=user@host.example.com", "iuserinfo=user", "ihost=host.example.com",
                "ipath-absolute=/path/to/file"});
    CHECK(components_of("file://system:secret@node/DKA0/path/file.txt") ==
          parts{"file-auth=system:secret@node", "iuserinfo=system:secret", "ihost=node",
                "ipath-absolute=/DKA0/path/file.txt"});
    // E.2: a drive letter with no authority, and after an empty one.
    CHECK(components_of("file:c:/path/to/file") ==
          parts{"local-path=c:/path/to/file", "drive-letter=c:", "ipath-absolute=/path/to/file"});
    CHECK(components_of("file:///c:/path/to/file") == parts{"file-absolute=/c:/path/to/file", "ihost=", "file-auth=",
                                                            "drive-letter=c:", "ipath-absolute=/path/to/file"});
    CHECK(components_of("file:/c:/path/to/file") == parts{"file-absolute=/c:/path/to/file",
                                                          "local-path=/c:/path/to/file",
                                                          "drive-letter=c:", "ipath-absolute=/path/to/file"});
    // E.2.1: the bases and resolved references of its examples.
    for (std::string_view uri : {"file:///c:/path/to/file.txt", "file:///c:/some/other/thing.bmp", "file:///c:/foo.txt",
                                 "file:///c:/bar.txt"}) {
        INFO(uri);
        auto const s = scheme_test::scheme_parse(uri);
        REQUIRE(s.status() == iri::scheme_status::valid);
        CHECK(s.component("drive-letter") == "c:");
    }
    // E.2.2: the vertical line is in no URI or IRI (RFC 3986 §2), so
    // iri::parse rejects these before any scheme grammar; the file-URI
    // production accepts them, as the ABNF does, with "c|" a drive letter.
    for (std::string_view bar : {"file:///c|/path/to/file", "file:/c|/path/to/file", "file:c|/path/to/file"}) {
        INFO(bar);
        CHECK_FALSE(iri::parse(bar));
        CHECK(file_production("file-URI").matches(bar));
        CHECK(file_abnf().accepts(bar, "file-URI"));
    }
    CHECK(file_production("drive-letter").matches("c|"));
    CHECK(file_production("file-absolute").matches("/c|/path/to/file"));
    CHECK(file_production("local-path").matches("c|/path/to/file"));
    CHECK(file_production("auth-path").matches("/c|/path/to/file"));
    // E.3.1: a UNC string mapped to an authority and a path.
    CHECK(components_of("file://host.example.com/Share/path/to/file.txt") ==
          parts{"ihost=host.example.com", "file-auth=host.example.com", "ipath-absolute=/Share/path/to/file.txt"});
    // E.3.2: a whole UNC string in the path, after "//" or "///".
    CHECK(components_of("file:////host.example.com/path/to/file") ==
          parts{"unc-authority=//host.example.com", "file-host=host.example.com", "ipath-absolute=/path/to/file"});
    CHECK(components_of("file://///host.example.com/path/to/file") ==
          parts{"unc-authority=///host.example.com", "file-host=host.example.com", "ipath-absolute=/path/to/file"});
    CHECK(components_of("file:////host/share") ==
          parts{"unc-authority=//host", "file-host=host", "ipath-absolute=/share"});
    CHECK(components_of("file://///host/share") ==
          parts{"unc-authority=///host", "file-host=host", "ipath-absolute=/share"});
    // E.3.2's file-host: "[" and "]" of an IP literal percent-encoded.
    CHECK(components_of("file:////%5B2001:db8::7%5D/share") ==
          parts{"unc-authority=//%5B2001:db8::7%5D", "file-host=%5B2001:db8::7%5D", "ipath-absolute=/share"});
    CHECK(components_of("file:////192.0.2.16/share/x") ==
          parts{"unc-authority=//192.0.2.16", "file-host=192.0.2.16", "ipath-absolute=/share/x"});
}

TEST_CASE("file: the IRI reading of host and path", "[grammar][schemes][file]") {
    // RFC 3987 §2.2: ihost, ipath-absolute and ireg-name take ucschar.
    CHECK(components_of("file://b\xC3\xBC"
                        "cher.example/caf\xC3\xA9.txt") == parts{"ihost=b\xC3\xBC"
                                                                 "cher.example",
                                                                 "file-auth=b\xC3\xBC"
                                                                 "cher.example",
                                                                 "ipath-absolute=/caf\xC3\xA9.txt"});
    CHECK(components_of("file:////b\xC3\xBC"
                        "cher/share") == parts{"unc-authority=//b\xC3\xBC"
                                               "cher",
                                               "file-host=b\xC3\xBC"
                                               "cher",
                                               "ipath-absolute=/share"});
    CHECK(
        components_of("file:c:/\xE6\x96\x87\xE6\x9B\xB8") ==
        parts{"local-path=c:/\xE6\x96\x87\xE6\x9B\xB8", "drive-letter=c:", "ipath-absolute=/\xE6\x96\x87\xE6\x9B\xB8"});
    // An IP literal is a host of §2; the fragment is not the grammar's.
    CHECK(components_of("file://[::1]/x#frag") == parts{"ihost=[::1]", "file-auth=[::1]", "ipath-absolute=/x"});
}

TEST_CASE("file: auth-path as PEG reads it", "[grammar][schemes][file]") {
    // 1. "/c://x" is one path-absolute, not file-absolute "/c:/" and more.
    CHECK(components_of("file:///c://x") == parts{"ipath-absolute=/c://x", "ihost=", "file-auth="});
    CHECK(components_of("file:/c://x") == parts{"ipath-absolute=/c://x", "local-path=/c://x"});
    // A drive letter without the "/" of a path after it is path: the empty
    // file-auth before it stays among the components.
    CHECK(components_of("file:///c:") == parts{"ipath-absolute=/c:", "ihost=", "file-auth="});
    CHECK(components_of("file:///c:x") == parts{"ipath-absolute=/c:x", "ihost=", "file-auth="});
    CHECK(file_production("auth-path").matches("/c://x"));
    CHECK(file_production("local-path").matches("/c://x"));
    CHECK(file_abnf().accepts("/c://x", "auth-path"));
    // 3. "///a" is "//", an empty file-host, and the path "/a".
    CHECK(components_of("file://///a") == parts{"unc-authority=//", "ipath-absolute=/a", "file-host="});
    CHECK(components_of("file://///a//b") == parts{"unc-authority=//", "ipath-absolute=/a//b", "file-host="});
    CHECK(file_production("auth-path").matches("///a"));
    CHECK(file_abnf().accepts("///a", "auth-path"));
    // unc-authority on its own takes three slashes when it can.
    CHECK(file_production("unc-authority").matches("///a"));
    CHECK(file_production("unc-authority").matches("///"));
    CHECK_FALSE(file_production("unc-authority").matches("////a"));
}

TEST_CASE("file: file-auth and file-host", "[grammar][schemes][file]") {
    // "localhost" only when the authority ends there.
    CHECK(components_of("file://localhost.example.com/x") ==
          parts{"ihost=localhost.example.com", "file-auth=localhost.example.com", "ipath-absolute=/x"});
    CHECK(file_production("file-auth").matches("localhost"));
    CHECK(file_production("file-auth").matches("localhostx"));
    CHECK(file_production("file-auth").matches("me@localhost"));
    // IPv4address and inline-IP only when no ireg-name character follows.
    CHECK(components_of("file:////1.2.3.4.example/x") ==
          parts{"unc-authority=//1.2.3.4.example", "file-host=1.2.3.4.example", "ipath-absolute=/x"});
    CHECK(file_production("file-host").matches("1.2.3.4.example"));
    CHECK(file_production("file-host").matches("%5Bv1.a%5Dx"));
    CHECK(file_production("file-host").matches("%5bv1.a%5d"));
    CHECK(file_production("inline-IP").matches("%5b::1%5d"));
    CHECK_FALSE(file_production("inline-IP").matches("[::1]"));
    CHECK(file_abnf().accepts("%5Bv1.a%5Dx", "file-host"));
}

TEST_CASE("file: accepted and rejected with the place of each error", "[grammar][schemes][file]") {
    for (std::string_view ok :
         {"file:/", "file:///", "FILE:///X", "File://Host/", "file://host.example.com/", "file:///a/b/c/",
          "file:///a//b", "file:///%41%20b", "file://h%20st/x", "file:///c:", "file:c:/", "file:Z:/x",
          "file://[v7.x]/y", "file:////%5Bv7.x%5D/y", "file:///x#", "file:///x#a/b?c"}) {
        INFO(ok);
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(file_abnf().accepts(std::string_view(ok).substr(0, std::string_view(ok).find('#')), "file-URI"));
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             // §2: file-auth = "localhost" / host, no port.
             rejected{"file://host:8080/c:/x", 11, "auth-path", iri::errc::unexpected_character},
             rejected{"file://host:/x", 11, "auth-path", iri::errc::unexpected_character},
             rejected{"file://localhost:80/x", 16, "auth-path", iri::errc::unexpected_character},
             // No query.
             rejected{"file:///x?q", 9, "auth-path", iri::errc::unexpected_character},
             rejected{"file:/x?q", 7, "local-path", iri::errc::unexpected_character},
             // No path, or a relative one.
             rejected{"file:", 5, "file-hier-part", iri::errc::unexpected_end_of_input},
             rejected{"file://", 7, "auth-path", iri::errc::unexpected_end_of_input},
             rejected{"file://host", 11, "auth-path", iri::errc::unexpected_end_of_input},
             rejected{"file:path/to/file", 6, "drive-letter", iri::errc::unexpected_character},
             rejected{"file:c:x", 7, "local-path", iri::errc::unexpected_character},
             rejected{"file:cd:/x", 6, "drive-letter", iri::errc::unexpected_character},
             // A UNC host is followed by a path-absolute, never "//".
             rejected{"file:////host//x", 14, "auth-path", iri::errc::unexpected_character},
             rejected{"file:////host", 13, "auth-path", iri::errc::unexpected_end_of_input},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK_FALSE(s.ok());
        CHECK(s.error().offset == r.byte_offset);
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 8089") != std::string_view::npos);
        CHECK_FALSE(file_abnf().accepts(r.text, "file-URI"));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 8089 §2: one ipath-absolute, however many segments, after the
// empty file-auth and its ihost.
scheme_test::registered_kind const file_path_segments{
    {"file", "path segments",
     [](std::size_t n) {
         return scheme_test::joined(
             "file://", n, [](std::size_t i) { return "/s" + std::to_string(i); }, "");
     },
     3, 0}};

}  // namespace
