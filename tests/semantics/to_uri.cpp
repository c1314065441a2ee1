// IRI -> URI (RFC 3987 §3.1): the RFC's examples, then what users rely on:
// the output is a URI-reference, URIs map to themselves, the mapping is
// idempotent, and invalid input gives a diagnostic, never a string.
#include "support/support.hpp"

#include <iri/convert.hpp>
#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

using namespace std::literals;

static_assert(noexcept(iri::to_uri(""sv)));
static_assert(noexcept(iri::to_uri_into(""sv, std::declval<std::string&>())));

namespace {

std::string uri_of(std::string_view iri, iri::to_uri_options options = {}) {
    iri::text_result r = iri::to_uri(iri, options);
    if (!r) FAIL("to_uri(" << test::escaped(iri) << ") failed: " << r.error().message());
    CHECK(iri::is_valid(r.value(), iri::entry::URI_reference));
    return r.value();
}

iri::diagnostic error_of(std::string_view iri, iri::to_uri_options options = {}) {
    iri::text_result r = iri::to_uri(iri, options);
    if (r) FAIL("to_uri(" << test::escaped(iri) << ") gave " << r.value() << ", expected an error");
    return r.error();
}

}  // namespace

TEST_CASE("to_uri: the examples of RFC 3987 §3.1", "[to_uri]") {
    // §3.1: "ros\u00E9" with an existing "%09" that stays as it is.
    CHECK(uri_of("http://www.example.org/red%09ros\xC3\xA9#red") == "http://www.example.org/red%09ros%C3%A9#red");
    // §3.1 step 2 example (Dürst).
    CHECK(uri_of("http://www.example.org/D\xC3\xBCrst") == "http://www.example.org/D%C3%BCrst");
    // §3.2.1: a URI stays as it is, lowercase triplets included.
    CHECK(uri_of("http://xn--99zt52a.example.org/%e2%80%ae") == "http://xn--99zt52a.example.org/%e2%80%ae");
    // §3.2.1's IRI with Japanese host: ireg-name is encoded too (step 2 is
    // component-blind; IDNA is an option).
    CHECK(uri_of("http://\xE7\xB4\x8D\xE8\xB1\x86.example.org/%E2%80%AE") ==
          "http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE");
}

TEST_CASE("to_uri: every component, every UTF-8 length, uppercase hex", "[to_uri]") {
    CHECK(uri_of("s://\xC3\xA9@\xC3\xA9:1/\xC3\xA9?\xC3\xA9#\xC3\xA9") ==
          "s://%C3%A9@%C3%A9:1/%C3%A9?%C3%A9#%C3%A9");
    CHECK(uri_of("a\xC2\xA0" "b") == "a%C2%A0b");                          // U+00A0, first ucschar
    CHECK(uri_of("\xE6\xBC\xA2\xE5\xAD\x97") == "%E6%BC%A2%E5%AD%97");   // 漢字, a relative reference
    CHECK(uri_of("x:\xF0\x90\x80\x80") == "x:%F0%90%80%80");             // U+10000
    CHECK(uri_of("x:\xEF\xBF\xAF") == "x:%EF%BF%AF");                   // U+FFEF, last of the BMP
    CHECK(uri_of("") == "");
    CHECK(uri_of("%7e%7E") == "%7e%7E");   // existing triplets are not touched, in either case
}

TEST_CASE("to_uri: iprivate is encoded where it is allowed, the query", "[to_uri]") {
    CHECK(uri_of("http://h/p?\xEE\x80\x80") == "http://h/p?%EE%80%80");                    // U+E000
    CHECK(uri_of("http://h/p?\xF3\xB0\x80\x80&\xF4\x8F\xBF\xBD") == "http://h/p?%F3%B0%80%80&%F4%8F%BF%BD");
    // Outside iquery it is not an IRI, so there is no URI.
    CHECK(error_of("http://h/\xEE\x80\x80").code == iri::errc::private_use_outside_iquery);
    CHECK(error_of("http://h/p#\xEE\x80\x80").code == iri::errc::private_use_outside_iquery);
}

TEST_CASE("to_uri: an input that is not an IRI-reference gives the parser's diagnostic", "[to_uri]") {
    for (std::string_view bad : {"http://h/a b"sv, "http://h/\xC3"sv, "http://h/%zz"sv, "http://[::1/"sv,
                                 "http://h/\xE2\x80\xAE"sv, "a\x7F"sv, "http://h/\xEF\xBF\xBE"sv}) {
        INFO(test::escaped(bad));
        iri::diagnostic const d = error_of(bad);
        iri::parse_result const p = iri::parse(bad);
        REQUIRE_FALSE(p.ok());
        CHECK(d.code == p.error().code);
        CHECK(d.byte_offset == p.error().byte_offset);
        CHECK(d.offset == p.error().offset);
        CHECK(d.production == p.error().production);
    }
    // to_uri_into leaves no half-converted text behind.
    std::string out = "old";
    iri::diagnostic d;
    CHECK(iri::to_uri_into("\xC3\xA9 x", out, {}, &d) == iri::errc::disallowed_character);
    CHECK(out.empty());
    CHECK(d.byte_offset == 2);
    CHECK(d.offset == 1);
}

TEST_CASE("to_uri: lenient encodes the excluded printable characters, and only those", "[to_uri]") {
    iri::to_uri_options const lenient{.lenient = true};
    CHECK(uri_of("http://h/a b<c>\"d{e}f|g\\h^i`j", lenient) ==
          "http://h/a%20b%3Cc%3E%22d%7Be%7Df%7Cg%5Ch%5Ei%60j");
    CHECK(uri_of("http://h/r\xC3\xA9sum\xC3\xA9 2?q=a b#x y", lenient) ==
          "http://h/r%C3%A9sum%C3%A9%202?q=a%20b#x%20y");
    // "%", "#", "[" and "]" are never encoded (§3.1): these stay invalid.
    iri::diagnostic d = error_of("http://h/100% x", lenient);
    CHECK(d.code == iri::errc::invalid_percent_encoding);
    CHECK(d.byte_offset == 12);   // offsets are into the caller's text
    CHECK(d.offset == 12);
    d = error_of("http://h/a b#c#d", lenient);
    CHECK(d.byte_offset == 14);
    CHECK(error_of("http://h/a[b]", lenient).byte_offset == 10);
    // Controls and other characters are not excluded printable ASCII.
    CHECK(error_of("http://h/a\tb", lenient).byte_offset == 10);
    // Without the option, the same input is an error at the space.
    CHECK(error_of("http://h/a b").byte_offset == 10);
}

TEST_CASE("to_uri: lenient, an encoded character where no character may stand is named as written",
          "[to_uri]") {
    // "//[1\"" is checked as "//[1%22": the "%" cannot stand in an IP
    // literal, but the user wrote a quotation mark there
    // (fuzz/regression/to_uri-lenient-error-names-encoded-character).
    iri::diagnostic d = error_of("//[1\"", {.lenient = true});
    CHECK(d.code == iri::errc::unexpected_character);
    CHECK(d.byte_offset == 4);
    CHECK(d.offset == 4);
    CHECK(d.has_code_point);
    CHECK(d.code_point == U'"');
    CHECK(d.byte == '"');
    // After other encoded characters, and after non-ASCII ones.
    d = error_of("http://h:8<0/a b", {.lenient = true});
    CHECK(d.byte_offset == 10);
    CHECK(d.code_point == U'<');
    d = error_of("//\xC3\xA9 x@[1 ", {.lenient = true});
    CHECK(d.byte_offset == 9);
    CHECK(d.offset == 8);
    CHECK(d.code_point == U' ');
}

TEST_CASE("to_uri: identity on URIs, idempotence, output is a URI-reference", "[to_uri]") {
    std::string_view const uris[] = {
        "http://www.example.org/red%09ros%C3%A9#red",
        "foo://info.example.com?fred",
        "mailto:John.Doe@example.com",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "//[2001:db8::7]:80/c=GB?objectClass?one",
        "../a/./b;p?q=%2f#",
        "http://[v7.x:y]/",
        "",
    };
    for (std::string_view u : uris) {
        INFO(u);
        REQUIRE(iri::is_valid(u, iri::entry::URI_reference));
        CHECK(uri_of(u) == u);
    }
    std::string_view const iris[] = {
        "http://r\xC3\xA9sum\xC3\xA9.example.org/\xE6\xBC\xA2?\xEE\x80\x80#\xF0\x9F\x98\x80",
        "\xD7\x90/\xD7\x91",
        "//u\xC3\xA9:p@h\xC3\xA9/",
    };
    for (std::string_view i : iris) {
        INFO(test::escaped(i));
        std::string const once = uri_of(i);
        CHECK(uri_of(once) == once);
    }
}

TEST_CASE("to_uri: 1 MiB of four-byte characters comes out exactly three times longer", "[to_uri]") {
    std::string const input = "x:" + test::repeat("\xF0\x9F\x98\x80", std::size_t{1} << 20);
    std::string out;
    REQUIRE(iri::to_uri_into(input, out) == iri::errc::ok);
    CHECK(out.size() == 2 + 3 * (input.size() - 2));
    CHECK(out.compare(0, 14, "x:%F0%9F%98%80") == 0);
    CHECK(out.compare(out.size() - 12, 12, "%F0%9F%98%80") == 0);
    CHECK(iri::is_valid(out, iri::entry::URI_reference));
}

TEST_CASE("to_uri_into reuses its buffer", "[to_uri]") {
    std::string out;
    REQUIRE(iri::to_uri_into("http://h/\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9", out) == iri::errc::ok);
    CHECK(out == "http://h/%C3%A9%C3%A9%C3%A9%C3%A9");
    char const* const data = out.data();
    REQUIRE(iri::to_uri_into("http://h/\xC3\xA9", out) == iri::errc::ok);
    CHECK(out == "http://h/%C3%A9");
    CHECK(out.data() == data);
}

TEST_CASE("to_uri idna: UTS #46 ToASCII of the ireg-name, before step 2", "[to_uri][idna]") {
    iri::to_uri_options const uts46{.idna = iri::idna_mode::uts46};
    CHECK(uri_of("http://r\xC3\xA9sum\xC3\xA9.example.org", uts46) == "http://xn--rsum-bpad.example.org");
    CHECK(uri_of("https://u\xC3\xA9@R\xC3\x89SUM\xC3\x89.example.org:8080/\xC3\xA9?\xC3\xA9", uts46) ==
          "https://u%C3%A9@xn--rsum-bpad.example.org:8080/%C3%A9?%C3%A9");
    // Triplets in the ireg-name are characters too (§3.1).
    CHECK(uri_of("http://r%C3%A9sum%C3%A9.example.org/", uts46) == "http://xn--rsum-bpad.example.org/");
    // §3.2.1's example host, and nontransitional processing: "ß" stays.
    CHECK(uri_of("http://\xE7\xB4\x8D\xE8\xB1\x86.example.org/%E2%80%AE", uts46) ==
          "http://xn--99zt52a.example.org/%E2%80%AE");
    CHECK(uri_of("ws://fa\xC3\x9F.example/", uts46) == "ws://xn--fa-hia.example/");
    // Only for schemes with DNS hosts, and only reg-names that need it.
    CHECK(uri_of("urn://r\xC3\xA9sum\xC3\xA9.example/", uts46) == "urn://r%C3%A9sum%C3%A9.example/");
    CHECK(uri_of("//r\xC3\xA9sum\xC3\xA9.example/", uts46) == "//r%C3%A9sum%C3%A9.example/");
    CHECK(uri_of("http://My_Host.Example/", uts46) == "http://My_Host.Example/");
    CHECK(uri_of("http://[::1]/\xC3\xA9", uts46) == "http://[::1]/%C3%A9");
    CHECK(uri_of("http:///\xC3\xA9", uts46) == "http:///%C3%A9");
}

TEST_CASE("to_uri idna: label errors are reported, at the host", "[to_uri][idna]") {
    iri::to_uri_options const uts46{.idna = iri::idna_mode::uts46};
    auto detail_of = [&](std::string_view iri_text) {
        iri::diagnostic const d = error_of(iri_text, uts46);
        CHECK(d.code == iri::errc::invalid_host_name);
        CHECK(d.production == "ireg-name");
        CHECK(d.byte_offset == iri_text.find("//") + 2);
        CHECK_FALSE(d.message().empty());
        return std::string(d.detail);
    };
    CHECK_THAT(detail_of("http://\xC3\xA9..example/"), Catch::Contains("empty"));
    CHECK_THAT(detail_of("http://\xC3\xA9" + std::string(70, 'a') + ".example/"), Catch::Contains("63"));
    std::string long_name;
    for (int i = 0; i < 50; ++i) long_name += "abcde.";
    CHECK_THAT(detail_of("http://\xC3\xA9" + long_name + "org/"), Catch::Contains("253"));
    CHECK_THAT(detail_of("http://\xC3\xA9%2F.example/"), Catch::Contains("disallowed"));
    CHECK_THAT(detail_of("http://\xC3\xA9\xD7\x90.example/"), Catch::Contains("Bidi"));   // é then alef
    CHECK_THAT(detail_of("http://xn--a.example/"), Catch::Contains("xn--"));
    CHECK_THAT(detail_of("http://a\xE2\x80\x8D" "b.example/"), Catch::Contains("JOINER"));
    // A host longer than 4096 octets is no DNS name: it is refused before
    // ICU, whose work grows with the square of the number of labels
    // (fuzz/bounds.cpp, family "non-ASCII labels").
    std::string many_labels;
    while (many_labels.size() < 4096) many_labels += "\xC3\xA9.";
    CHECK_THAT(detail_of("http://" + many_labels + "example/"), Catch::Contains("too long to be a DNS name"));
    // Offsets are the caller's, with lenient too.
    iri::to_uri_options const both{.lenient = true, .idna = iri::idna_mode::uts46};
    iri::diagnostic const d = error_of("http://x y@\xC3\xA9..example/", both);
    CHECK(d.code == iri::errc::invalid_host_name);
    CHECK(d.byte_offset == 11);
    CHECK(d.offset == 11);
}

TEST_CASE("to_uri idna: IDNA2003 on request", "[to_uri][idna]") {
    iri::to_uri_options const idna2003{.idna = iri::idna_mode::idna2003};
    CHECK(uri_of("http://r\xC3\xA9sum\xC3\xA9.example.org/", idna2003) == "http://xn--rsum-bpad.example.org/");
    // The difference that matters: IDNA2003 maps "ß" to "ss".
    CHECK(uri_of("http://fa\xC3\x9F.example/", idna2003) == "http://fass.example/");
    CHECK(error_of("http://\xC3\xA9" + std::string(70, 'a') + ".example/", idna2003).code ==
          iri::errc::invalid_host_name);
}

TEST_CASE("to_uri from_charset: §3.1 variant (b), the paper's März", "[to_uri][charset]") {
    // Dürst, "Internationalized Resource Identifiers: From Specification to
    // Testing", Tables 1 and 2: "März" in iso-8859-1 is 4D E4 72 7A, in
    // macintosh 4D 8A 72 7A; as an IRI both are the characters M ä r z,
    // so both map to the UTF-8 based URI.
    CHECK(uri_of("http://www.example.org/M\xE4rz", {.from_charset = "iso-8859-1"}) ==
          "http://www.example.org/M%C3%A4rz");
    CHECK(uri_of("http://www.example.org/M\x8Arz", {.from_charset = "macintosh"}) ==
          "http://www.example.org/M%C3%A4rz");
    // The URIs of Table 2's last two rows are URIs already: they stay.
    CHECK(uri_of("http://www.example.org/M%E4rz", {.from_charset = "iso-8859-1"}) == "http://www.example.org/M%E4rz");
    CHECK(uri_of("x:\x80\x93q\x94", {.from_charset = "windows-1252"}) == "x:%E2%82%AC%E2%80%9Cq%E2%80%9D");
    CHECK(uri_of("http://h/\x93\xFA\x96\x7B", {.from_charset = "Shift_JIS"}) == "http://h/%E6%97%A5%E6%9C%AC");
    CHECK(uri_of("http://h/\xF0\xD2\xC9\xD7\xC5\xD4", {.from_charset = "KOI8-R"}) ==
          "http://h/%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82");
}

TEST_CASE("to_uri from_charset: NFC after conversion, never on Unicode input", "[to_uri][charset]") {
    // Text converted from a charset is normalized: windows-1258 writes
    // Vietnamese with combining marks (CC is U+0300), "utf-8" as a charset
    // name asks for the same treatment.
    CHECK(uri_of("x:e\xCC", {.from_charset = "windows-1258"}) == "x:%C3%A8");   // e + U+0300 -> U+00E8
    CHECK(uri_of("x:e\xCC\x80", {.from_charset = "utf-8"}) == "x:%C3%A8");
    // ... Unicode input is taken as it is (variant c).
    CHECK(uri_of("x:e\xCC\x80") == "x:e%CC%80");
    // A triplet is an octet, not three characters: a combining mark after
    // it does not compose with its last hex digit ("%8E" U+0301 is not
    // "%8" U+00C9), which would leave no triplet and no IRI.
    CHECK(uri_of("http://h/%8E\xCC\x81", {.from_charset = "utf-8"}) == "http://h/%8E%CC%81");
    CHECK(uri_of("http://h/%8e\xCC\x81%41\xCC\x81", {.from_charset = "utf-8"}) == "http://h/%8e%CC%81%41%CC%81");
}

TEST_CASE("to_uri from_charset: errors", "[to_uri][charset]") {
    CHECK(error_of("x:a", {.from_charset = "no-such-charset"}).code == iri::errc::unknown_charset);
    CHECK(error_of("x:\x81", {.from_charset = "Shift_JIS"}).code == iri::errc::charset_conversion_failed);
    CHECK(error_of("x:\xFF", {.from_charset = "utf-8"}).code == iri::errc::charset_conversion_failed);
    // The converted text must still be an IRI: offsets count in it.
    iri::diagnostic const d = error_of("x:\xE4 b", {.from_charset = "iso-8859-1"});
    CHECK(d.code == iri::errc::disallowed_character);
    CHECK(d.byte_offset == 4);
    CHECK(d.offset == 3);
}

TEST_CASE("to_uri query_charset: §3.1's HTTP query special case", "[to_uri][charset]") {
    iri::to_uri_options const latin1{.query_charset = "iso-8859-1"};
    CHECK(uri_of("http://h/M\xC3\xA4rz?q=M\xC3\xA4rz#M\xC3\xA4rz", latin1) == "http://h/M%C3%A4rz?q=M%E4rz#M%C3%A4rz");
    CHECK(uri_of("HTTPS://h/?\xC3\xA4&a=%C3%A4", latin1) == "HTTPS://h/?%E4&a=%C3%A4");
    // Only http and https.
    CHECK(uri_of("ftp://h/?\xC3\xA4", latin1) == "ftp://h/?%C3%A4");
    CHECK(uri_of("//h/?\xC3\xA4", latin1) == "//h/?%C3%A4");
    // Every octet of the charset's bytes is encoded, ASCII-range trail bytes too.
    CHECK(uri_of("http://h/?\xE3\x82\xBD", {.query_charset = "Shift_JIS"}) == "http://h/?%83%5C");
    CHECK(uri_of("http://h/?q=\xD0\x9F", {.query_charset = "KOI8-R"}) == "http://h/?q=%F0");
    // Together with IDNA, host before query.
    CHECK(uri_of("http://r\xC3\xA9sum\xC3\xA9.example/\xC3\xA9?\xC3\xA9",
                 {.idna = iri::idna_mode::uts46, .query_charset = "windows-1252"}) ==
          "http://xn--rsum-bpad.example/%C3%A9?%E9");
    iri::diagnostic const d = error_of("http://h/?a\xE6\x97\xA5", latin1);
    CHECK(d.code == iri::errc::charset_conversion_failed);
    CHECK(d.byte_offset == 11);
    CHECK(d.production == "iquery");
    CHECK(error_of("http://h/?\xC3\xA4", {.query_charset = "no-such-charset"}).code == iri::errc::unknown_charset);
}
