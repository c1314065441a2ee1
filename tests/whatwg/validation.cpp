// Validation errors (§1.3 "Validation") by the Standard's names, at byte
// offsets in the caller's input; failures as values; inputs no parse may
// crash or take more than linear time on.
#include <iri/url.hpp>

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

using iri::url::validation;

std::vector<std::pair<std::string_view, std::size_t>> errors_of(iri::url::url const& u) {
    std::vector<std::pair<std::string_view, std::size_t>> out;
    for (auto const& e : u.validation_errors()) out.emplace_back(iri::url::name_of(e.code), e.offset);
    return out;
}

using list = std::vector<std::pair<std::string_view, std::size_t>>;

}  // namespace

TEST_CASE("whatwg: validation errors that do not fail, with their offsets", "[whatwg]") {
    CHECK(errors_of(iri::url::parse("  http://a/")) == list{{"invalid-URL-unit", 0}});
    CHECK(errors_of(iri::url::parse("http://a/ ")) == list{{"invalid-URL-unit", 9}});
    // A tab inside: the offset is in the input as given, tab included.
    CHECK(errors_of(iri::url::parse("ht\ttp://a/")) == list{{"invalid-URL-unit", 2}});
    CHECK(errors_of(iri::url::parse("http://a/b\tc/%zz")) == list{{"invalid-URL-unit", 10}, {"invalid-URL-unit", 13}});
    CHECK(errors_of(iri::url::parse("http:a")) == list{{"special-scheme-missing-following-solidus", 5}});
    CHECK(errors_of(iri::url::parse("http://a\\b")) == list{{"invalid-reverse-solidus", 8}});
    CHECK(errors_of(iri::url::parse("http://u:p@h/")) == list{{"invalid-credentials", 10}});
    CHECK(errors_of(iri::url::parse("http://1.2.3.0x4/")) == list{{"IPv4-non-decimal-part", 7}});
    CHECK(errors_of(iri::url::parse("http://1.2.3.4./")) == list{{"IPv4-empty-part", 7}});
    CHECK(errors_of(iri::url::parse("http://0.0.256/")) == list{{"IPv4-out-of-range-part", 7}});
    CHECK(errors_of(iri::url::parse("file://C:/x")) == list{{"file-invalid-Windows-drive-letter-host", 7}});
    CHECK(errors_of(iri::url::parse("C|/x", "file:///D:/")) ==
          list{{"file-invalid-Windows-drive-letter", 0}, {"invalid-URL-unit", 1}});
    CHECK(errors_of(iri::url::parse("sc:a b")) == list{{"invalid-URL-unit", 4}});
    CHECK(errors_of(iri::url::parse("http://a/\xEF\xB7\x90")) == list{{"invalid-URL-unit", 9}});  // U+FDD0
    CHECK(errors_of(iri::url::parse("https://example.org/")).empty());
    // The parse goes on: these are URLs.
    CHECK(iri::url::parse("http:a").href() == "http://a/");
    CHECK(iri::url::parse("ht\ttp://a/b\tc/%zz").href() == "http://a/bc/%zz");
}

TEST_CASE("whatwg: an error's character offset counts the code points before its byte offset", "[whatwg]") {
    // "é" is two bytes, "例" three: byte 15 is character 12.
    iri::url::url const u = iri::url::parse("http://h/\xC3\xA9\xE4\xBE\x8B/ x");
    REQUIRE(u.validation_errors().size() == 1);
    CHECK(u.validation_errors()[0].offset == 15);
    CHECK(u.validation_errors()[0].character_offset == 12);
    iri::url::url const failed = iri::url::parse("http://\xC3\xA9:99999/");
    REQUIRE(!failed);
    CHECK(failed.error().offset == 10);
    CHECK(failed.error().character_offset == 9);
}

TEST_CASE("whatwg: failures name their validation error and its offset", "[whatwg]") {
    struct row {
        std::string_view input;
        validation code;
        std::size_t offset;
    };
    row const rows[] = {
        {"a", validation::missing_scheme_non_relative_URL, 0},
        {"  a", validation::missing_scheme_non_relative_URL, 2},
        // An ASCII domain's forbidden code point: where it is written, the
        // "%" of its triplet, counted in the input as given (the tab).
        {"http://ex ample/", validation::domain_invalid_code_point, 9},
        {"http://ex%20ample/", validation::domain_invalid_code_point, 9},
        {"http://a%41b%3Cc/", validation::domain_invalid_code_point, 12},
        {"http://e\tx y/", validation::domain_invalid_code_point, 10},
        {"http://h:99999/", validation::port_out_of_range, 9},
        {"http://h:8x/", validation::port_invalid, 10},
        {"http://[::1", validation::IPv6_unclosed, 7},
        {"http://[1:2:3]/", validation::IPv6_too_few_pieces, 13},
        {"http://[1::2::3]/", validation::IPv6_multiple_compression, 13},
        {"http://[:1]/", validation::IPv6_invalid_compression, 8},
        {"http://[::1.2.3]/", validation::IPv4_in_IPv6_too_few_parts, 15},
        {"http://[::1.2.3.256]/", validation::IPv4_in_IPv6_out_of_range_part, 18},
        {"http://[1:2:3:4:5:6:7:8:9]/", validation::IPv6_too_many_pieces, 24},
        {"http://1.2.3.4.5/", validation::IPv4_too_many_parts, 7},
        {"http://1.2.x.4/", validation::IPv4_non_numeric_part, 7},
        {"http://256.0.0.1/", validation::IPv4_out_of_range_part, 7},
        {"https://@/", validation::host_missing, 9},
        {"https:///", validation::host_missing, 9},
        {"sc://a<b/", validation::host_invalid_code_point, 6},
        {"http://a\xE2\x80\x8D.example/", validation::domain_to_ASCII, 7},  // ZWJ: CheckJoiners
        {"http://%C2%AD/", validation::domain_to_ASCII, 7},  // maps to nothing
    };
    for (row const& r : rows) {
        INFO(r.input);
        iri::url::url const u = iri::url::parse(r.input);
        REQUIRE_FALSE(u);
        CHECK(iri::url::name_of(u.error().code) == iri::url::name_of(r.code));
        CHECK(u.error().offset == r.offset);
        CHECK(u.href().empty());
        // The failure is the last error recorded.
        REQUIRE_FALSE(u.validation_errors().empty());
        CHECK(u.validation_errors().back().code == r.code);
    }
    // A base that fails fails the parse.
    CHECK_FALSE(iri::url::parse("a", "b"));
    CHECK(iri::url::parse("a", "b").error().code == validation::missing_scheme_non_relative_URL);
}

TEST_CASE("whatwg: every validation error has the Standard's name", "[whatwg]") {
    CHECK(iri::url::name_of(validation::invalid_URL_unit) == "invalid-URL-unit");
    CHECK(iri::url::name_of(validation::IPv4_in_IPv6_too_few_parts) == "IPv4-in-IPv6-too-few-parts");
    CHECK(iri::url::name_of(validation::file_invalid_Windows_drive_letter_host) ==
          "file-invalid-Windows-drive-letter-host");
    for (int v = 0; v <= static_cast<int>(validation::out_of_memory); ++v)
        CHECK(iri::url::name_of(static_cast<validation>(v)) != "unknown");
}

TEST_CASE("whatwg: the list of validation errors is bounded", "[whatwg]") {
    iri::url::url const u = iri::url::parse("http://a/" + std::string(10000, ' ') + "x");
    CHECK(u);
    CHECK(u.validation_errors().size() == iri::url::url::max_validation_errors);
}

TEST_CASE("whatwg: large and hostile inputs, linear work, no crash", "[whatwg]") {
    std::size_t const mib = 1 << 20;
    // Each '@' moves the userinfo seen so far: still one pass over it.
    CHECK(iri::url::parse("http://" + std::string(mib, '@') + "h/"));
    // Dot segments pop what they push.
    CHECK(iri::url::parse("http://h/" +
                          [&] {
                              std::string s;
                              while (s.size() < mib) s += "a/../";
                              return s;
                          }())
              .pathname() == "/");
    // A port of a million zeros is port 0; of a million nines, out of range.
    CHECK(iri::url::parse("http://h:" + std::string(mib, '0') + "/").port() == "0");
    CHECK_FALSE(iri::url::parse("http://h:" + std::string(mib, '9') + "/"));
    // An IPv4 part of a million digits is out of range, not an overflow.
    CHECK_FALSE(iri::url::parse("http://" + std::string(mib, '9') + "/"));
    CHECK_FALSE(iri::url::parse("http://0x" + std::string(mib, 'f') + "/"));
    // A host too long for IDNA fails; an ASCII one is only lowercased.
    CHECK_FALSE(iri::url::parse("http://\xC3\xA9" + std::string(mib, 'a') + "/"));
    CHECK(iri::url::parse("http://" + std::string(mib, 'A') + "/").hostname() == std::string(mib, 'a'));
    // Random bytes from the characters that steer the state machine.
    std::mt19937 random(35);
    std::string_view const alphabet = ":/\\?#@[]%.0x1fF:aA| \t\xC3\xA9\xFF\x01file";
    std::size_t parsed = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string input;
        std::size_t const length = random() % 24;
        for (std::size_t i = 0; i < length; ++i) input.push_back(alphabet[random() % alphabet.size()]);
        iri::url::url const u = iri::url::parse(input, round % 2 == 0 ? "http://b/c/d" : "file:///C:/x");
        if (!u) continue;
        ++parsed;
        // What the serializer writes parses again to itself (§4.5).
        iri::url::url const again = iri::url::parse(u.href());
        INFO(input << " -> " << u.href());
        REQUIRE(again);
        CHECK(again.href() == u.href());
    }
    CHECK(parsed > 1000);
}

TEST_CASE("whatwg: a setter says whether the URL changed", "[whatwg]") {
    iri::url::url u = iri::url::parse("http://h/p?q#f");
    CHECK(iri::url::set_host(u, "example.org"));
    CHECK(u.href() == "http://example.org/p?q#f");
    CHECK_FALSE(iri::url::set_host(u, "example.org"));  // the same host
    CHECK_FALSE(iri::url::set_host(u, "a b"));  // refused: unchanged
    CHECK(iri::url::set_port(u, "8080"));
    CHECK_FALSE(iri::url::set_port(u, "x"));
    CHECK_FALSE(iri::url::set_protocol(u, "file"));  // a file: URL has no port: refused
    CHECK_FALSE(iri::url::set_protocol(u, "sc"));  // special to not special: refused
    CHECK(iri::url::set_protocol(u, "https"));
    CHECK(iri::url::set_protocol(u, "http"));
    CHECK(iri::url::set_search(u, ""));
    CHECK(u.href() == "http://example.org:8080/p#f");
    // "h:x" sets the host, then fails on the port, as the Standard has it.
    CHECK(iri::url::set_host(u, "h2:x"));
    CHECK(u.host() == "h2:8080");
    // A URL that did not parse is not set.
    iri::url::url bad = iri::url::parse("no scheme");
    CHECK_FALSE(iri::url::set_hash(bad, "f"));
    CHECK_FALSE(bad);
    CHECK(iri::url::set_href(u, "sc:opaque"));
    CHECK_FALSE(iri::url::set_pathname(u, "/p"));  // an opaque path has no pathname setter
    CHECK(u.href() == "sc:opaque");
}
