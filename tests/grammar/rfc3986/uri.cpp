// The RFC 3986 URI grammar (the ASCII counterparts of the IRI rules) and the
// RFC 3986 examples, parsed whole.
#include "support/reference_generator.hpp"
#include "support/support.hpp"

#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using iri::entry;
using iri::host_kind;
using iri::path_kind;
using iri::reference_kind;
using test::check_parts;
using test::check_production;
using test::utf8;

namespace {
std::string const e_acute = utf8(0xE9);
std::string const private_use = utf8(0xE000);
}  // namespace

TEST_CASE("URI counterparts accept ASCII and reject what only IRIs allow", "[grammar][uri]") {
    check_production(
        "URI", {"http://a/b?c#d", "a:", "a:b", "http://a/%C3%A9"},
        {"//a", "a", "http://" + e_acute, "http://a/" + e_acute, "http://a?" + private_use, "http://a#" + e_acute});
    check_production("hier-part", {"//a/b", "/a", "a", ""}, {"?", "//" + e_acute, e_acute});
    check_production("URI-reference", {"http://a", "a", "", "//a", "#f", "%C3%A9"},
                     {"a b", ":", "1a:b", e_acute, "a:" + e_acute});
    check_production("absolute-URI", {"http://a?q", "a:"}, {"http://a#f", "a:" + e_acute});
    check_production("relative-ref", {"a?b#c", "", "//a", "a/b:c"}, {"a:b", e_acute, "?" + e_acute});
    check_production("relative-part", {"//a", "/a", "a", ""}, {"a:b", "/" + e_acute});
    check_production("authority", {"", "a", "u@a:80", "[::1]:8", "@:"}, {"a@b@c", e_acute, e_acute + "@a"});
    check_production("userinfo", {"", "u:p", "%C3%A9"}, {"a@b", e_acute, private_use});
    check_production("host", {"[::1]", "[v1.x]", "1.2.3.4", "a.example", "", "%C3%A9"},
                     {"a:b", e_acute, "a" + e_acute, "[::1"});
    check_production("reg-name", {"", "a.example", "%C3%A9", "!$&'()*+,;="}, {e_acute, "a:b", "a@b"});
    check_production("path", {"", "/a", "a:b", "a", "//a"}, {e_acute, "/" + e_acute, "?"});
    check_production("path-abempty", {"", "/", "/a/b"}, {"a", "/" + e_acute});
    check_production("path-absolute", {"/", "/a/b"}, {"//", "", "/" + e_acute});
    check_production("path-noscheme", {"a", "a/b:c"}, {"a:b", "/a", "", e_acute});
    check_production("path-rootless", {"a", "a:b"}, {"/a", "", e_acute});
    check_production("path-empty", {""}, {"a", "/"});
    check_production("segment", {"", "a:b", "%41", "@"}, {"/", e_acute, "%"});
    check_production("segment-nz", {"a", ":"}, {"", e_acute});
    check_production("segment-nz-nc", {"a", "@"}, {":", "", e_acute});
    check_production("pchar", {"a", ":", "@", "%41", "!"}, {"/", "?", e_acute, "", "ab"});
    check_production("query", {"", "a=b", "/?", "%EE%80%80"}, {"#", e_acute, private_use});
    check_production("fragment", {"", "a/b?c", "%C3%A9"}, {"#", e_acute, private_use});
}

TEST_CASE("RFC 3986 §1.1.2 examples", "[grammar][uri][rfc3986]") {
    for (auto e : {entry::IRI_reference, entry::URI_reference, entry::IRI}) {
        check_parts("ftp://ftp.is.co.za/rfc/rfc1808.txt",
                    {.scheme = "ftp",
                     .host = "ftp.is.co.za",
                     .path = "/rfc/rfc1808.txt",
                     .host_type = host_kind::reg_name,
                     .path_type = path_kind::abempty,
                     .kind = reference_kind::iri},
                    e);
        check_parts("http://www.ietf.org/rfc/rfc2396.txt",
                    {.scheme = "http",
                     .host = "www.ietf.org",
                     .path = "/rfc/rfc2396.txt",
                     .host_type = host_kind::reg_name,
                     .path_type = path_kind::abempty,
                     .kind = reference_kind::iri},
                    e);
        check_parts("ldap://[2001:db8::7]/c=GB?objectClass?one",
                    {.scheme = "ldap",
                     .host = "[2001:db8::7]",
                     .path = "/c=GB",
                     .query = "objectClass?one",
                     .host_type = host_kind::ipv6,
                     .path_type = path_kind::abempty,
                     .kind = reference_kind::iri},
                    e);
        check_parts("mailto:John.Doe@example.com",
                    {.scheme = "mailto",
                     .path = "John.Doe@example.com",
                     .path_type = path_kind::rootless,
                     .kind = reference_kind::iri},
                    e);
        check_parts("news:comp.infosystems.www.servers.unix",
                    {.scheme = "news",
                     .path = "comp.infosystems.www.servers.unix",
                     .path_type = path_kind::rootless,
                     .kind = reference_kind::iri},
                    e);
        check_parts(
            "tel:+1-816-555-1212",
            {.scheme = "tel", .path = "+1-816-555-1212", .path_type = path_kind::rootless, .kind = reference_kind::iri},
            e);
        check_parts("telnet://192.0.2.16:80/",
                    {.scheme = "telnet",
                     .host = "192.0.2.16",
                     .port = "80",
                     .path = "/",
                     .host_type = host_kind::ipv4,
                     .path_type = path_kind::abempty,
                     .kind = reference_kind::iri},
                    e);
        check_parts("urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
                    {.scheme = "urn",
                     .path = "oasis:names:specification:docbook:dtd:xml:4.1.2",
                     .path_type = path_kind::rootless,
                     .kind = reference_kind::iri},
                    e);
    }
    // §3: foo://example.com:8042/over/there?name=ferret#nose
    check_parts("foo://example.com:8042/over/there?name=ferret#nose", {.scheme = "foo",
                                                                       .host = "example.com",
                                                                       .port = "8042",
                                                                       .path = "/over/there",
                                                                       .query = "name=ferret",
                                                                       .fragment = "nose",
                                                                       .host_type = host_kind::reg_name,
                                                                       .path_type = path_kind::abempty,
                                                                       .kind = reference_kind::iri});
    check_parts("urn:example:animal:ferret:nose", {.scheme = "urn",
                                                   .path = "example:animal:ferret:nose",
                                                   .path_type = path_kind::rootless,
                                                   .kind = reference_kind::iri});
    // §6.2.3: equivalent forms, all valid; the empty port is present.
    check_parts("http://example.com:/", {.scheme = "http",
                                         .host = "example.com",
                                         .port = "",
                                         .path = "/",
                                         .host_type = host_kind::reg_name,
                                         .path_type = path_kind::abempty,
                                         .kind = reference_kind::iri});
    check_parts("http://example.com:80/", {.scheme = "http",
                                           .host = "example.com",
                                           .port = "80",
                                           .path = "/",
                                           .host_type = host_kind::reg_name,
                                           .path_type = path_kind::abempty,
                                           .kind = reference_kind::iri});
}

TEST_CASE("RFC 3986 §5.4 references", "[grammar][uri][rfc3986]") {
    using P = test::parts;
    // §5.4.1 normal examples, against base http://a/b/c/d;p?q
    struct row {
        char const* text;
        P want;
    };
    row const rows[] = {
        {"g:h", {.scheme = "g", .path = "h", .path_type = path_kind::rootless, .kind = reference_kind::iri}},
        {"g", {.path = "g", .path_type = path_kind::noscheme}},
        {"./g", {.path = "./g", .path_type = path_kind::noscheme}},
        {"g/", {.path = "g/", .path_type = path_kind::noscheme}},
        {"/g", {.path = "/g", .path_type = path_kind::absolute}},
        {"//g", {.host = "g", .path = "", .host_type = host_kind::reg_name, .path_type = path_kind::abempty}},
        {"?y", {.path = "", .query = "y", .path_type = path_kind::empty}},
        {"g?y", {.path = "g", .query = "y", .path_type = path_kind::noscheme}},
        {"#s", {.path = "", .fragment = "s", .path_type = path_kind::empty}},
        {"g#s", {.path = "g", .fragment = "s", .path_type = path_kind::noscheme}},
        {"g?y#s", {.path = "g", .query = "y", .fragment = "s", .path_type = path_kind::noscheme}},
        {";x", {.path = ";x", .path_type = path_kind::noscheme}},
        {"g;x", {.path = "g;x", .path_type = path_kind::noscheme}},
        {"g;x?y#s", {.path = "g;x", .query = "y", .fragment = "s", .path_type = path_kind::noscheme}},
        {"", {.path = "", .path_type = path_kind::empty}},
        {".", {.path = ".", .path_type = path_kind::noscheme}},
        {"./", {.path = "./", .path_type = path_kind::noscheme}},
        {"..", {.path = "..", .path_type = path_kind::noscheme}},
        {"../", {.path = "../", .path_type = path_kind::noscheme}},
        {"../g", {.path = "../g", .path_type = path_kind::noscheme}},
        {"../..", {.path = "../..", .path_type = path_kind::noscheme}},
        {"../../", {.path = "../../", .path_type = path_kind::noscheme}},
        {"../../g", {.path = "../../g", .path_type = path_kind::noscheme}},
        // §5.4.2 abnormal examples
        {"../../../g", {.path = "../../../g", .path_type = path_kind::noscheme}},
        {"../../../../g", {.path = "../../../../g", .path_type = path_kind::noscheme}},
        {"/./g", {.path = "/./g", .path_type = path_kind::absolute}},
        {"/../g", {.path = "/../g", .path_type = path_kind::absolute}},
        {"g.", {.path = "g.", .path_type = path_kind::noscheme}},
        {".g", {.path = ".g", .path_type = path_kind::noscheme}},
        {"g..", {.path = "g..", .path_type = path_kind::noscheme}},
        {"..g", {.path = "..g", .path_type = path_kind::noscheme}},
        {"./../g", {.path = "./../g", .path_type = path_kind::noscheme}},
        {"./g/.", {.path = "./g/.", .path_type = path_kind::noscheme}},
        {"g/./h", {.path = "g/./h", .path_type = path_kind::noscheme}},
        {"g/../h", {.path = "g/../h", .path_type = path_kind::noscheme}},
        {"g;x=1/./y", {.path = "g;x=1/./y", .path_type = path_kind::noscheme}},
        {"g;x=1/../y", {.path = "g;x=1/../y", .path_type = path_kind::noscheme}},
        {"g?y/./x", {.path = "g", .query = "y/./x", .path_type = path_kind::noscheme}},
        {"g?y/../x", {.path = "g", .query = "y/../x", .path_type = path_kind::noscheme}},
        {"g#s/./x", {.path = "g", .fragment = "s/./x", .path_type = path_kind::noscheme}},
        {"g#s/../x", {.path = "g", .fragment = "s/../x", .path_type = path_kind::noscheme}},
        {"http:g", {.scheme = "http", .path = "g", .path_type = path_kind::rootless, .kind = reference_kind::iri}},
        // the base itself
        {"http://a/b/c/d;p?q",
         {.scheme = "http",
          .host = "a",
          .path = "/b/c/d;p",
          .query = "q",
          .host_type = host_kind::reg_name,
          .path_type = path_kind::abempty,
          .kind = reference_kind::iri}},
    };
    for (auto const& r : rows) {
        check_parts(r.text, r.want, entry::IRI_reference);
        check_parts(r.text, r.want, entry::URI_reference);
    }
}

// RFC 3987 §2.2: ucschar and iprivate are beyond ASCII, so on ASCII each
// IRI rule is its RFC 3986 counterpart, "ifoo" and "foo" (IRI and URI,
// absolute-IRI and absolute-URI, IRI-reference and URI-reference); and an
// ASCII IRI-reference records the components of the URI-reference. The
// two grammars are separate X3 rules: checked on every pair, over ASCII
// texts made of the pieces where the grammars branch.
TEST_CASE("on ASCII every IRI rule accepts what its RFC 3986 counterpart accepts", "[grammar][uri][property]") {
    std::map<std::string_view, iri::grammar::production const*> by_name;
    for (iri::grammar::production const& p : iri::grammar::productions()) by_name[p.name] = &p;
    std::vector<std::pair<iri::grammar::production const*, iri::grammar::production const*>> pairs;
    for (auto const& [name, rule] : by_name) {
        std::string counterpart;
        if (name == "IRI" || name == "absolute-IRI" || name == "IRI-reference") {
            counterpart = std::string(name);
            counterpart.replace(counterpart.find("IRI"), 3, "URI");
        } else if (name.size() > 1 && name[0] == 'i') {
            counterpart = std::string(name.substr(1));
        }
        if (auto const it = by_name.find(counterpart); it != by_name.end()) pairs.emplace_back(rule, it->second);
    }
    CHECK(pairs.size() == 23);  // all but ucschar and iprivate, which have none
    constexpr std::string_view pieces[] = {
        "http:", "a:", "//", "/", "/", "?", "#", "@", ":", "[", "]", "[::1]", "[v1.x]", "[V7.a:b]", "[1:2:3:4:5:6:7:8]",
        "[::1.2.3.4]", "[1::2:3.4.5.6]", "1.2.3.4", "256.1.2.3", ":80", ".", "..", "%41", "%2e", "%", "%4", "%g1",
        "a", "B", "0", "-", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", " ", "\"", "<", "{",
        "|", "\\", "^", "`", "\x7F", "\t"};
    test::generator g(3986);
    std::size_t accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        for (std::size_t n = g.below(9); n > 0; --n) text += g.pick(pieces);
        for (auto const& [iri_rule, uri_rule] : pairs)
            if (iri_rule->matches(text) != uri_rule->matches(text))
                FAIL_CHECK(iri_rule->name << " and " << uri_rule->name << " differ on \"" << test::escaped(text) << "\"");
        iri::parse_result const as_iri = iri::parse(text, iri::entry::IRI_reference);
        iri::parse_result const as_uri = iri::parse(text, iri::entry::URI_reference);
        REQUIRE(as_iri.ok() == as_uri.ok());
        if (as_iri.ok()) {
            ++accepted;
            CHECK(as_iri->parts() == as_uri->parts());
        }
    }
    CHECK(accepted > 2000);
}
