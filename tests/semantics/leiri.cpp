// Legacy Extended IRIs (include/iri/leiri.hpp, W3C Note 2008): what is
// percent-encoded, what is kept, where errors point, and that every IRI is
// a LEIRI mapped to itself while every mapped LEIRI is an IRI.
#include "support/support.hpp"

#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using test::utf8;

namespace {

std::string mapped(std::string const& leiri) {
    iri::text_result const r = iri::to_iri_from_leiri(leiri);
    INFO('"' << test::escaped(leiri) << "\": " << (r ? "" : r.error().message()));
    REQUIRE(r.ok());
    return r.value();
}

}  // namespace

TEST_CASE("leiri: the characters the Note adds are percent-encoded", "[leiri]") {
    CHECK(mapped("http://a/b c") == "http://a/b%20c");
    CHECK(mapped("http://a/<>\"{}|\\^`") == "http://a/%3C%3E%22%7B%7D%7C%5C%5E%60");
    CHECK(mapped(std::string("a\x01\x1F\x7F"
                             "b",
                             5)) == "a%01%1F%7Fb");
    CHECK(mapped("a" + utf8(0x85)) == "a%C2%85");  // C1 controls: not ucschar
    CHECK(mapped("a/" + utf8(0xE000)) == "a/%EE%80%80");  // private use, outside the query
    CHECK(mapped("a?" + utf8(0xF8FF)) == "a?" + utf8(0xF8FF));  // iprivate: allowed in the query
    CHECK(mapped("a#" + utf8(0xF8FF)) == "a#%EF%A3%BF");  // not in the fragment
    CHECK(mapped("a" + utf8(0xFDD0) + utf8(0xFFFD)) == "a%EF%B7%90%EF%BF%BD");  // not ucschar
    CHECK(mapped("a" + utf8(0x1FFFE)) == "a%F0%9F%BF%BE");  // a noncharacter leiri-ucschar holds
    CHECK(mapped("a" + utf8(0x10FFFF)) == "a%F4%8F%BF%BF");
    // RFC 3987 §4.1: encoded so that the result is an IRI.
    CHECK(mapped("http://a/" + utf8(0x202E) + "b") == "http://a/%E2%80%AEb");
}

TEST_CASE("leiri: what an IRI holds stays as it is", "[leiri]") {
    for (std::string const s : {"http://例え.テスト/パス?q=値#frag", "http://[::1]:80/a%20b", "", "#", "a;p/b?c",
                                "mailto:a@b", "http://a/%C3%A9"})
        CHECK(mapped(s) == s);
}

TEST_CASE("leiri: what is not an IRI after the mapping fails where it is in the LEIRI", "[leiri]") {
    iri::text_result const r = iri::to_iri_from_leiri("http://é/ x%");
    REQUIRE_FALSE(r.ok());
    // "%" at character 11, byte 12 of the LEIRI (byte 14 of the mapped text).
    CHECK(r.error().offset == 11);
    CHECK(r.error().byte_offset == 12);
    CHECK(r.error().code == iri::errc::invalid_percent_encoding);
    iri::text_result const bracket = iri::to_iri_from_leiri("http://a/ [");
    REQUIRE_FALSE(bracket.ok());
    CHECK(bracket.error().byte_offset == 10);
    iri::text_result const bad = iri::to_iri_from_leiri("a b\xFF");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().code == iri::errc::invalid_utf8);
    CHECK(bad.error().byte_offset == 3);
    CHECK_FALSE(iri::is_valid_leiri("a\xFF"));
    // leiri-ucschar holds every character but U+FFFE and U+FFFF (and the
    // surrogates, which UTF-8 cannot spell).
    for (char32_t const c : {U'\uFFFE', U'\uFFFF'}) {
        iri::text_result const outside = iri::to_iri_from_leiri("http://é/ " + utf8(c));
        REQUIRE_FALSE(outside.ok());
        CHECK(outside.error().code == iri::errc::disallowed_character);
        CHECK(outside.error().offset == 10);
        CHECK(outside.error().byte_offset == 11);
        CHECK(outside.error().production == "leiri-ucschar");
        CHECK(outside.error().message().find("LEIRI") != std::string::npos);
        CHECK_FALSE(iri::is_valid_leiri(utf8(c)));
    }
    CHECK(iri::is_valid_leiri("a b"));
}

TEST_CASE("leiri: every IRI maps to itself, every mapped LEIRI is an IRI", "[leiri]") {
    std::vector<std::string> const pieces{
        "a", " ", "<",    "%",        "%41",        "/",          "?",        "#",          ":", "@",
        "[", "]", "\x01", utf8(0xE9), utf8(0xE000), utf8(0x202E), utf8(0x85), utf8(0xFFFE), "|"};
    std::size_t mapped_count = 0, iris = 0;
    for (std::string const& a : pieces)
        for (std::string const& b : pieces)
            for (std::string const& c : pieces) {
                std::string const text = "s://h/" + a + b + "?" + c;
                INFO('"' << test::escaped(text) << '"');
                iri::text_result const r = iri::to_iri_from_leiri(text);
                if (iri::is_valid(text)) {
                    ++iris;
                    REQUIRE(r.ok());
                    CHECK(r.value() == text);
                }
                if (r.ok()) {
                    ++mapped_count;
                    CHECK(iri::is_valid(r.value()));
                } else {
                    CHECK(r.error().byte_offset <= text.size());
                }
            }
    CHECK(iris > 500);
    CHECK(mapped_count > iris);
}
