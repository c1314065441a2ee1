// The two views of one string (<iri/views.hpp>): for each confusion class,
// an input that shows it with the verdict of every component, and inputs
// where the class's mark is there but the views agree, so no class is
// named.
#include <iri/views.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

namespace {

using iri::views::component;
using iri::views::confusion;

// "scheme=same host=differs ...": every component's verdict, in order.
std::string verdicts(iri::views::comparison const& c) {
    std::string out;
    for (auto const& row : c.components) {
        if (!out.empty()) out += ' ';
        out += iri::views::to_string(row.name);
        out += '=';
        out += iri::views::to_string(row.compared);
    }
    return out;
}

std::string classes(iri::views::comparison const& c) {
    std::string out;
    for (confusion k : c.classes) {
        if (!out.empty()) out += ' ';
        out += iri::views::to_string(k);
    }
    return out;
}

std::string rfc(iri::views::comparison const& c, component which) {
    auto const& value = c.components[static_cast<std::size_t>(which)].rfc;
    return value ? *value : "(none)";
}

std::string url(iri::views::comparison const& c, component which) {
    auto const& value = c.components[static_cast<std::size_t>(which)].url;
    return value ? *value : "(none)";
}

}  // namespace

TEST_CASE("views: a backslash is a slash to the Standard, a path character to the RFC", "[views]") {
    auto const c = iri::views::compare("http:\\\\evil.com\\@good.com/");
    CHECK(c.rfc_ok);
    CHECK(c.rfc_prepared);
    CHECK(c.rfc_uri == "http:%5C%5Cevil.com%5C@good.com/");
    CHECK(c.url_view.href() == "http://evil.com/@good.com/");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=differs port=same path=differs query=same fragment=same");
    CHECK(rfc(c, component::host) == "(none)");
    CHECK(url(c, component::host) == "evil.com");
    CHECK(c.security_relevant());
    CHECK(classes(c) == "backslash");
}

TEST_CASE("views: one slash after a special scheme", "[views]") {
    auto const c = iri::views::compare("http:/example.com");
    CHECK(rfc(c, component::path) == "/example.com");
    CHECK(url(c, component::host) == "example.com");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=differs port=same path=differs query=same fragment=same");
    CHECK(c.security_relevant());
    CHECK(classes(c) == "scheme-slashes");
    // None: a path to the RFC (RFC 3986 §3.3, path-rootless).
    CHECK(classes(iri::views::compare("http:example.com")) == "scheme-slashes");
    // A scheme that is not special: the Standard reads a path too.
    auto const same = iri::views::compare("foo:/example.com");
    CHECK_FALSE(same.differs());
    CHECK(classes(same).empty());
}

TEST_CASE("views: a network-path reference against a base", "[views]") {
    // Two slashes: both views take the authority from the reference.
    auto const agreed = iri::views::compare("//host/path", "http://a/b/c");
    CHECK(agreed.rfc_uri == "http://host/path");
    CHECK(agreed.url_view.href() == "http://host/path");
    CHECK_FALSE(agreed.differs());
    CHECK(classes(agreed).empty());
    // Three: an empty authority to the RFC, slashes to skip to the Standard.
    auto const c = iri::views::compare("///host/path", "http://a/b/c");
    CHECK(c.rfc_uri == "http:///host/path");
    CHECK(c.url_view.href() == "http://host/path");
    CHECK(rfc(c, component::host).empty());
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=differs port=same path=differs query=same fragment=same");
    CHECK(classes(c) == "scheme-relative");
}

TEST_CASE("views: an encoded slash in the userinfo is the userinfo's in both views", "[views]") {
    auto const c = iri::views::compare("http://example.com%2F@evil/");
    CHECK(rfc(c, component::userinfo) == "example.com%2F");
    CHECK(url(c, component::userinfo) == "example.com%2F");
    CHECK(url(c, component::host) == "evil");
    CHECK_FALSE(c.differs());
    CHECK_FALSE(c.security_relevant());
    CHECK(classes(c).empty());
}

TEST_CASE("views: an empty path is \"/\" by RFC 3986 §6.2.3", "[views]") {
    auto const c = iri::views::compare("http://example.com");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=same port=same path=equivalent query=same fragment=same");
    CHECK(classes(c).empty());
    // So is a default port.
    CHECK(verdicts(iri::views::compare("http://example.com:80/")) ==
          "scheme=same userinfo=same host=same port=equivalent path=same query=same fragment=same");
}

TEST_CASE("views: a percent-encoded host", "[views]") {
    auto const c = iri::views::compare("http://ex%61mple.com/");
    CHECK(rfc(c, component::host) == "ex%61mple.com");
    CHECK(url(c, component::host) == "example.com");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=equivalent port=same path=same query=same fragment=same");
    CHECK_FALSE(c.differs());  // an equivalence is no difference
    CHECK_FALSE(c.security_relevant());
    CHECK(classes(c) == "encoded-host");
    // An encoded slash: the Standard refuses the host it decodes to.
    auto const refused = iri::views::compare("http://ex%2Fample.com/");
    CHECK(refused.rfc_ok);
    CHECK_FALSE(refused.url_view);
    CHECK(iri::url::name_of(refused.url_view.error().code) == "domain-invalid-code-point");
    CHECK(refused.security_relevant());
    CHECK(classes(refused) == "encoded-host");
}

TEST_CASE("views: an encoded dot segment", "[views]") {
    auto const c = iri::views::compare("http://a/b/%2e%2E/c");
    CHECK(rfc(c, component::path) == "/b/%2e%2E/c");
    CHECK(url(c, component::path) == "/c");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=same port=same path=equivalent query=same fragment=same");
    CHECK(classes(c) == "encoded-dot-segment");
    // "%2e" in the query is no segment.
    CHECK(classes(iri::views::compare("http://a/b?%2e%2e")).empty());
}

TEST_CASE("views: case and IDNA mapping of the host", "[views]") {
    auto const upper = iri::views::compare("https://EXAMPLE.com./");
    CHECK(rfc(upper, component::host) == "EXAMPLE.com.");
    CHECK(url(upper, component::host) == "example.com.");
    CHECK(verdicts(upper) ==
          "scheme=same userinfo=same host=equivalent port=same path=same query=same fragment=same");
    CHECK(classes(upper) == "idna-mapping");
    auto const wide = iri::views::compare("http://ＥＸＡＭＰＬＥ.com/");
    CHECK(rfc(wide, component::host) == "%EF%BC%A5%EF%BC%B8%EF%BC%A1%EF%BC%AD%EF%BC%B0%EF%BC%AC%EF%BC%A5.com");
    CHECK(url(wide, component::host) == "example.com");
    CHECK(verdicts(wide) ==
          "scheme=same userinfo=same host=equivalent port=same path=same query=same fragment=same");
    CHECK(classes(wide) == "idna-mapping");
    // Lowercase ASCII: nothing to map.
    CHECK_FALSE(iri::views::compare("http://example.com/").differs());
}

TEST_CASE("views: IPv4 addresses in other number forms", "[views]") {
    auto const c = iri::views::compare("http://0x7f.1/");
    CHECK(rfc(c, component::host) == "0x7f.1");
    CHECK(url(c, component::host) == "127.0.0.1");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=differs port=same path=same query=same fragment=same");
    CHECK(c.security_relevant());
    CHECK(classes(c) == "ipv4-number-form");
    CHECK(classes(iri::views::compare("http://0177.0.0.1/")) == "ipv4-number-form");
    CHECK(classes(iri::views::compare("http://2130706433/")) == "ipv4-number-form");
    // Four decimal numbers: an IPv4address to both.
    CHECK_FALSE(iri::views::compare("http://127.0.0.1/").differs());
}

TEST_CASE("views: several @ in the authority", "[views]") {
    auto const c = iri::views::compare("http://a@b@c/");
    CHECK_FALSE(c.rfc_ok);
    CHECK(c.rfc_error.production == "ireg-name");
    CHECK(c.rfc_error.byte_offset == 10);
    CHECK(c.rfc_error.offset == 10);
    CHECK(url(c, component::userinfo) == "a%40b");
    CHECK(url(c, component::host) == "c");
    CHECK(verdicts(c) ==
          "scheme=differs userinfo=differs host=differs port=same path=differs query=same fragment=same");
    CHECK(c.security_relevant());
    CHECK(classes(c) == "several-at");
}

TEST_CASE("views: a tab inside the host", "[views]") {
    auto const c = iri::views::compare("http://ex\tample.com/");
    CHECK(c.rfc_prepared);
    CHECK(rfc(c, component::host) == "ex%09ample.com");
    CHECK(url(c, component::host) == "example.com");
    CHECK(verdicts(c) ==
          "scheme=same userinfo=same host=differs port=same path=same query=same fragment=same");
    CHECK(c.security_relevant());
    CHECK(classes(c) == "tab-or-newline");
    // Leading and trailing ones are trimmed by both (RFC 3987 §7.2, prepare).
    auto const trimmed = iri::views::compare("\thttp://example.com/\n");
    CHECK_FALSE(trimmed.differs());
    CHECK(classes(trimmed).empty());
}

TEST_CASE("views: failures on either side, with their places", "[views]") {
    auto const port = iri::views::compare("http://h:99999/");
    CHECK(port.rfc_ok);
    CHECK_FALSE(port.url_view);
    CHECK(iri::url::name_of(port.url_view.error().code) == "port-out-of-range");
    CHECK(port.components[static_cast<std::size_t>(component::port)].security_relevant());
    CHECK(classes(port).empty());
    auto const base = iri::views::compare("a", "b");
    CHECK_FALSE(base.rfc_ok);
    CHECK(base.rfc_error_in_base);
    CHECK(base.url_error_in_base);
    CHECK_FALSE(base.differs());
    // No base, a relative reference: the RFC has one, the Standard fails.
    auto const relative = iri::views::compare("/p");
    CHECK(relative.rfc_ok);
    CHECK(rfc(relative, component::path) == "/p");
    CHECK(iri::url::name_of(relative.url_view.error().code) == "missing-scheme-non-relative-URL");
}
