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
    CHECK(uri_of("s://\xC3\xA9@\xC3\xA9:1/\xC3\xA9?\xC3\xA9#\xC3\xA9") == "s://%C3%A9@%C3%A9:1/%C3%A9?%C3%A9#%C3%A9");
    CHECK(uri_of("a\xC2\xA0"
                 "b") == "a%C2%A0b");  // U+00A0, first ucschar
    CHECK(uri_of("\xE6\xBC\xA2\xE5\xAD\x97") == "%E6%BC%A2%E5%AD%97");  // 漢字, a relative reference
    CHECK(uri_of("x:\xF0\x90\x80\x80") == "x:%F0%90%80%80");  // U+10000
    CHECK(uri_of("x:\xEF\xBF\xAF") == "x:%EF%BF%AF");  // U+FFEF, last of the BMP
    CHECK(uri_of("") == "");
    CHECK(uri_of("%7e%7E") == "%7e%7E");  // existing triplets are not touched, in either case
}

TEST_CASE("to_uri: iprivate is encoded where it is allowed, the query", "[to_uri]") {
    CHECK(uri_of("http://h/p?\xEE\x80\x80") == "http://h/p?%EE%80%80");  // U+E000
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
    CHECK(uri_of("http://h/a b<c>\"d{e}f|g\\h^i`j", lenient) == "http://h/a%20b%3Cc%3E%22d%7Be%7Df%7Cg%5Ch%5Ei%60j");
    CHECK(uri_of("http://h/r\xC3\xA9sum\xC3\xA9 2?q=a b#x y", lenient) ==
          "http://h/r%C3%A9sum%C3%A9%202?q=a%20b#x%20y");
    // "%", "#", "[" and "]" are never encoded (§3.1): these stay invalid.
    iri::diagnostic d = error_of("http://h/100% x", lenient);
    CHECK(d.code == iri::errc::invalid_percent_encoding);
    CHECK(d.byte_offset == 12);  // offsets are into the caller's text
    CHECK(d.offset == 12);
    d = error_of("http://h/a b#c#d", lenient);
    CHECK(d.byte_offset == 14);
    CHECK(error_of("http://h/a[b]", lenient).byte_offset == 10);
    // Controls and other characters are not excluded printable ASCII.
    CHECK(error_of("http://h/a\tb", lenient).byte_offset == 10);
    // Without the option, the same input is an error at the space.
    CHECK(error_of("http://h/a b").byte_offset == 10);
}

TEST_CASE("to_uri: lenient, an encoded character where no character may stand is named as written", "[to_uri]") {
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
    CHECK_THAT(detail_of("http://\xC3\xA9\xD7\x90.example/"), Catch::Contains("Bidi"));  // é then alef
    CHECK_THAT(detail_of("http://xn--a.example/"), Catch::Contains("xn--"));
    CHECK_THAT(detail_of("http://a\xE2\x80\x8D"
                         "b.example/"),
               Catch::Contains("JOINER"));
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

TEST_CASE("to_uri idna: IDNA2003's AllowUnassigned, TRUE unless creating (§3.1)", "[to_uri][idna]") {
    // U+1F600 is unassigned in Unicode 3.2, IDNA2003's repertoire.
    std::string const emoji = "http://\xF0\x9F\x98\x80.example/";
    CHECK(uri_of(emoji, {.idna = iri::idna_mode::idna2003}) == "http://xn--e28h.example/");
    iri::diagnostic const d = error_of(emoji, {.idna = iri::idna_mode::idna2003_creating});
    CHECK(d.code == iri::errc::invalid_host_name);
    CHECK(d.detail.find("unassigned") != std::string_view::npos);
    // U+0221 was unassigned in 3.2 too (assigned in 4.0); Python's IDNA2003
    // codec agrees: "ȡ.example".encode("idna") is b"xn--6la.example".
    CHECK(uri_of("http://\xC8\xA1.example/", {.idna = iri::idna_mode::idna2003}) == "http://xn--6la.example/");
    CHECK(error_of("http://\xC8\xA1.example/", {.idna = iri::idna_mode::idna2003_creating}).code ==
          iri::errc::invalid_host_name);
    // Assigned characters are the same in both modes.
    for (auto mode : {iri::idna_mode::idna2003, iri::idna_mode::idna2003_creating})
        CHECK(uri_of("http://fa\xC3\x9F.example/", {.idna = mode}) == "http://fass.example/");
    // UTS #46 agrees with the 2003 conversion here.
    CHECK(uri_of(emoji, {.idna = iri::idna_mode::uts46}) == "http://xn--e28h.example/");
}

TEST_CASE("to_uri idna: the browsers' profile (URL Standard domain to ASCII)", "[to_uri][idna]") {
    iri::to_uri_options const whatwg{.idna = iri::idna_mode::whatwg};
    // No STD3 rules: "_" passes, which RFC 3987 §3.1 forbids.
    CHECK(uri_of("http://\xC3\xBC_b.example/", whatwg) == "http://xn--_b-wka.example/");
    CHECK(error_of("http://\xC3\xBC_b.example/", {.idna = iri::idna_mode::uts46}).code == iri::errc::invalid_host_name);
    // No CheckHyphens, no VerifyDnsLength.
    CHECK(uri_of("http://-a-.ab--c.example/", whatwg) == "http://-a-.ab--c.example/");
    CHECK(uri_of("http://" + std::string(70, 'a') + ".example/", whatwg) ==
          "http://" + std::string(70, 'a') + ".example/");
    // Every host of a special scheme, ASCII ones too, lowercased.
    CHECK(uri_of("https://WWW.Example.ORG/P?Q", whatwg) == "https://www.example.org/P?Q");
    CHECK(uri_of("http://%C3%A9.example/", whatwg) == "http://xn--9ca.example/");
    CHECK(uri_of("ws://FA\xC3\x9F.example/", whatwg) == "ws://xn--fa-hia.example/");
    // Not for other schemes.
    CHECK(uri_of("imap://A.example/", whatwg) == "imap://A.example/");
    CHECK(uri_of("foo://\xC3\xA9/", whatwg) == "foo://%C3%A9/");
    // Bidi and joiners are still checked; forbidden domain code points fail.
    CHECK(error_of("http://a%2Fb.example/", whatwg).code == iri::errc::invalid_host_name);
    CHECK(error_of("http://a\xE2\x80\x8D.example/", whatwg).code == iri::errc::invalid_host_name);
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
    CHECK(uri_of("x:e\xCC", {.from_charset = "windows-1258"}) == "x:%C3%A8");  // e + U+0300 -> U+00E8
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

TEST_CASE("to_uri from_charset: where the conversion fails", "[to_uri][charset]") {
    // At the first byte that cannot be converted: byte_offset in the input
    // as given, offset in the characters decoded before it, production the
    // whole input's.
    struct example {
        std::string_view input;
        std::string_view charset;
        std::size_t byte_offset;
        std::size_t offset;
    };
    example const examples[] = {
        {"http://a/b\xA4\x81\x81z", "euc-jp", 10, 10},  // 81 is no trail byte of A4
        {"http://a/\xC6\xFCz\xA4\x81", "euc-jp", 12, 11},  // C6 FC is one character
        {"http://a/\x81", "shift_jis", 9, 9},  // a lead byte, and the input ends
        {"x:\x93\xFA\xFF", "Shift_JIS", 4, 3},  // FF is no Shift_JIS byte
        {"x:\xC3\xA9\xF0\x9F\x98\x80\xFF", "utf-8", 8, 4},  // U+1F600 is one character
        {"x:\x1B$B\x30\x21\x1B(Bab\x1B$B\xFF\xFF", "iso-2022-jp", 15, 5},  // escapes are no characters
        // The converter that refused says where: glibc's iconv, which has
        // no Shift_JIS user-defined area (F0 40); ICU, for a name iconv
        // does not know, maps F0 40 to U+E000 and stops at FF.
        {"x:\x93\xFA\xF0\x40\xFF", "Shift_JIS", 4, 3},
        {"x:\x93\xFA\xF0\x40\xFF", "ibm-943_P15A-2003", 6, 4},
    };
    for (example const& e : examples) {
        CAPTURE(test::escaped(e.input), e.charset);
        iri::diagnostic const d = error_of(e.input, {.from_charset = e.charset});
        CHECK(d.code == iri::errc::charset_conversion_failed);
        CHECK(d.byte_offset == e.byte_offset);
        CHECK(d.offset == e.offset);
        CHECK(d.production == "IRI-reference");
    }
}

TEST_CASE("to_uri query_charset: a user agent's query in a legacy-encoded page", "[to_uri][charset]") {
    iri::to_uri_options const latin1{.query_charset = "iso-8859-1"};
    CHECK(uri_of("http://h/M\xC3\xA4rz?q=M\xC3\xA4rz#M\xC3\xA4rz", latin1) == "http://h/M%C3%A4rz?q=M%E4rz#M%C3%A4rz");
    CHECK(uri_of("HTTPS://h/?\xC3\xA4&a=%C3%A4", latin1) == "HTTPS://h/?%E4&a=%C3%A4");
    // The URL Standard's special schemes but ws and wss (§4.4 query state
    // step 1: UTF-8 there); no other, and no relative reference.
    for (std::string_view special : {"http"sv, "https"sv, "ftp"sv, "file"sv, "FTP"sv})
        CHECK(uri_of(std::string(special) + "://h/?\xC3\xA4", latin1) == std::string(special) + "://h/?%E4");
    for (std::string_view websocket : {"ws"sv, "wss"sv})
        CHECK(uri_of(std::string(websocket) + "://h/?\xC3\xA4'", latin1) == std::string(websocket) + "://h/?%C3%A4%27");
    CHECK(uri_of("gopher://h/?\xC3\xA4", latin1) == "gopher://h/?%C3%A4");
    CHECK(uri_of("urn:x?\xC3\xA4", latin1) == "urn:x?%C3%A4");
    CHECK(uri_of("//h/?\xC3\xA4", latin1) == "//h/?%C3%A4");
    // Labels as the Encoding Standard maps them: iso-8859-1 and latin1 are
    // windows-1252, so U+20AC is 0x80 (it has no ISO-8859-1 byte).
    for (std::string_view label : {"iso-8859-1"sv, "latin1"sv, " ISO_8859-1 "sv, "windows-1252"sv, "ascii"sv})
        CHECK(uri_of("http://h/?\xE2\x82\xAC", {.query_charset = label}) == "http://h/?%80");
    // UTF-16 and replacement give UTF-8 (the URL Standard's output encoding).
    for (std::string_view label : {"utf-8"sv, "utf-16le"sv, "UTF-16BE"sv, "iso-2022-kr"sv})
        CHECK(uri_of("http://h/?\xC3\xA4", {.query_charset = label}) == "http://h/?%C3%A4");
    // A character the encoding lacks: its numeric character reference,
    // percent-encoded, never an error.
    CHECK(uri_of("http://h/?a\xE6\x97\xA5", latin1) == "http://h/?a%26%2326085%3B");
    CHECK(uri_of("http://h/?\xE2\x82\xAC", {.query_charset = "Shift_JIS"}) == "http://h/?%26%238364%3B");
    CHECK(uri_of("http://h/?\xF0\x9F\x98\x80", {.query_charset = "KOI8-R"}) == "http://h/?%26%23128512%3B");
    // Octets of the encoding outside the special-query percent-encode set
    // stay as they are, as the browser sends them, but those a URI may not
    // hold ("\\" and the like, RFC 3986 §2), which are triplets.
    CHECK(uri_of("http://h/?\xE3\x83\x88", {.query_charset = "Shift_JIS"}) == "http://h/?%83g");  // ト 83 67
    CHECK(uri_of("http://h/?\xE3\x82\xBD", {.query_charset = "Shift_JIS"}) == "http://h/?%83%5C");  // ソ 83 5C
    CHECK(uri_of("http://h/?\xE3\x83\x84", {.query_charset = "Shift_JIS"}) == "http://h/?%83c");  // ツ 83 63
    CHECK(uri_of("http://h/?\xE2\x94\x82", {.query_charset = "Shift_JIS"}) == "http://h/?%84%A0");  // │ 84 A0
    CHECK(uri_of("http://h/?\xE3\x80\x80", {.query_charset = "Shift_JIS"}) == "http://h/?%81@");  // U+3000 81 40
    CHECK(uri_of("http://h/?q=\xD0\x9F", {.query_charset = "KOI8-R"}) == "http://h/?q=%F0");
    // The IRI's own ASCII, triplets included, is kept as written, but "'",
    // which the special-query percent-encode set holds.
    CHECK(uri_of("http://h/?a=%41&b=\xC3\xA4'", latin1) == "http://h/?a=%41&b=%E4%27");
    // --lenient's characters are read as written: ISO-2022-JP returns to
    // ASCII before "\\" (in JIS X 0201 Roman, 5C is YEN SIGN).
    CHECK(uri_of("http://h/?\xE2\x80\xBE\\", {.lenient = true, .query_charset = "iso-2022-jp"}) ==
          "http://h/?%1B(J~%1B(B%5C");
    // Together with IDNA, host before query.
    CHECK(uri_of("http://r\xC3\xA9sum\xC3\xA9.example/\xC3\xA9?\xC3\xA9",
                 {.idna = iri::idna_mode::uts46, .query_charset = "windows-1252"}) ==
          "http://xn--rsum-bpad.example/%C3%A9?%E9");
    CHECK(error_of("http://h/?\xC3\xA4", {.query_charset = "no-such-charset"}).code == iri::errc::unknown_charset);
    CHECK(error_of("x:a", {.query_charset = "iso-8859-1 x"}).code == iri::errc::unknown_charset);
    CHECK(iri::is_query_charset("Latin1"));
    CHECK_FALSE(iri::is_query_charset("macroman"));
    CHECK(iri::is_input_charset("iso-8859-1"));
    CHECK_FALSE(iri::is_input_charset("no-such-charset"));
}

TEST_CASE("to_uri query_charset: the Encoding Standard's tables where others differ", "[to_uri][charset]") {
    auto query = [](std::string_view characters, std::string_view label) {
        return uri_of("http://h/?" + std::string(characters), {.query_charset = label});
    };
    // Shift_JIS: 81 60 is U+FF5E FULLWIDTH TILDE (glibc's SHIFT_JIS has
    // U+301C WAVE DASH there, which has no bytes here); 81 5F is U+FF3C.
    CHECK(query("\xEF\xBD\x9E", "Shift_JIS") == "http://h/?%81%60");
    CHECK(query("\xE3\x80\x9C", "Shift_JIS") == "http://h/?%26%2312316%3B");
    CHECK(query("\xEF\xBC\xBC", "shift_jis") == "http://h/?%81_");
    // U+00A5 and U+203E are 5C and 7E; U+2212 is taken as U+FF0D (81 7C).
    CHECK(query("\xC2\xA5\xE2\x80\xBE", "sjis") == "http://h/?%5C~");
    CHECK(query("\xE2\x88\x92", "Shift_JIS") == "http://h/?%81%7C");
    // The NEC selected IBM extensions (pointers 8272-8835) are skipped:
    // U+2170 SMALL ROMAN NUMERAL ONE is FA 40, not EE EF.
    CHECK(query("\xE2\x85\xB0", "Shift_JIS") == "http://h/?%FA@");
    // Halfwidth katakana: one byte.
    CHECK(query("\xEF\xBD\xB1", "Shift_JIS") == "http://h/?%B1");
    // macintosh: U+F8FF (the Apple logo, private use) is F0.
    CHECK(query("\xEF\xA3\xBF", "macintosh") == "http://h/?%F0");
    CHECK(query("\xC3\xA4", "x-mac-roman") == "http://h/?%8A");
    // EUC-JP and ISO-2022-JP share index jis0208; ISO-2022-JP switches state.
    CHECK(query("\xE3\x82\xA2", "euc-jp") == "http://h/?%A5%A2");
    CHECK(query("\xEF\xBD\xB1", "euc-jp") == "http://h/?%8E%B1");
    CHECK(query("a\xE3\x82\xA2"
                "b",
                "iso-2022-jp") == "http://h/?a%1B$B%25%22%1B(Bb");
    // A "%" of a JIS X 0208 pair, raw in the browser's query, is "%25".
    CHECK(query("\xE3\x82\xA2", "iso-2022-jp") == "http://h/?%1B$B%25%22%1B(B");
    CHECK(query("\xC2\xA5", "csiso2022jp") == "http://h/?%1B(J%5C%1B(B");
    // gb18030 and GBK: the euro sign, the four-byte ranges, U+E5E5.
    CHECK(query("\xE2\x82\xAC", "gb18030") == "http://h/?%A2%E3");
    CHECK(query("\xE2\x82\xAC", "gbk") == "http://h/?%80");
    CHECK(query("\xC2\xA0", "gb18030") == "http://h/?%810%842");  // 81 30 84 32
    CHECK(query("\xEE\x9F\x87", "gb18030") == "http://h/?%815%F47");
    CHECK(query("\xF0\x9F\x98\x80", "gb18030") == "http://h/?%949%FC6");
    CHECK(query("\xF0\x9F\x98\x80", "gbk") == "http://h/?%26%23128512%3B");
    CHECK(query("\xEE\x97\xA5", "gb18030") == "http://h/?%26%2358853%3B");
    CHECK(query("\xEE\x9E\x8D", "gb18030") == "http://h/?%A6%D9");
    // Big5: no HKSCS pointers below (A1-81)*157; the last pointer for U+5341.
    CHECK(query("\xE5\x8D\x81", "big5") == "http://h/?%A4Q");
    CHECK(query("\xE2\x95\x90", "big5") == "http://h/?%F9%F9");
    // EUC-KR, x-user-defined.
    CHECK(query("\xEA\xB0\x80", "euc-kr") == "http://h/?%B0%A1");
    CHECK(query("\xEF\x9E\x80", "x-user-defined") == "http://h/?%80");
}

// The fast path of semantics/to_uri.cpp: ASCII copied eight bytes at a
// time, each non-ASCII run encoded one UTF-8 sequence per step, and the
// output sized for the worst case up to 1 KiB, counted beyond.
TEST_CASE("to_uri: every UTF-8 length at every place of a word, either side of 1 KiB", "[to_uri]") {
    std::string_view const characters[] = {"\xC3\xA9"sv, "\xE6\xBC\xA2"sv, "\xF0\x9F\x98\x80"sv, "\xEE\x80\x80"sv};
    std::string_view const triplets[] = {"%C3%A9"sv, "%E6%BC%A2"sv, "%F0%9F%98%80"sv, "%EE%80%80"sv};
    for (std::size_t n = 0; n <= 17; ++n) {
        std::string const run(n, 'a');
        for (std::size_t c = 0; c < 4; ++c) {
            std::string const ch(characters[c]), tr(triplets[c]);
            // iprivate (the last) is allowed in the query only.
            std::string const q = c == 3 ? "?" : "";
            CHECK(uri_of("x:" + q + run + ch + run + ch + ch + run) == "x:" + q + run + tr + run + tr + tr + run);
            CHECK(uri_of(q + ch + run) == q + tr + run);
        }
    }
    for (std::size_t size : {1021u, 1022u, 1023u, 1024u, 1025u, 4096u}) {
        std::string iri = "x:" + std::string(size - 5, 'a') + "\xE6\xBC\xA2";  // size bytes in all
        REQUIRE(iri.size() == size);
        CHECK(uri_of(iri) == "x:" + std::string(size - 5, 'a') + "%E6%BC%A2");
        iri = "x:" + test::repeat("\xC3\xA9", size - 2);  // about size bytes, all two-octet
        CHECK(uri_of(iri).size() == 2 + 3 * (iri.size() - 2));
    }
}
