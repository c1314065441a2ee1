// Preparing arbitrary text as an IRI reference (draft-ietf-iri-3987bis
// processing §4 and §5.3-5.5, RFC 3987 §7.2): what a person typed or
// pasted becomes a valid IRI-reference, or a diagnostic.
#include "support/reference_generator.hpp"
#include "support/support.hpp"

#include <iri/convert.hpp>
#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

using namespace std::literals;

static_assert(noexcept(iri::prepare(""sv)));

namespace {

std::string prepared(std::string_view text, iri::prepare_options options = {}) {
    iri::text_result r = iri::prepare(text, options);
    if (!r) FAIL("prepare(" << test::escaped(text) << ") failed: " << r.error().message());
    CHECK(iri::is_valid(r.value()));
    // Preparing is idempotent: a prepared reference is left alone (it is
    // UTF-8 by then, whatever the input's charset was).
    options.from_charset = {};
    iri::text_result again = iri::prepare(r.value(), options);
    CHECK((again.ok() && again.value() == r.value()));
    return r.value();
}

}  // namespace

TEST_CASE("prepare: steps 1 and 2, whitespace", "[prepare]") {
    CHECK(prepared(" \t\r\nhttp://example.org/a b\r\n ") == "http://example.org/a%20b");
    CHECK(prepared("http://example.org/a  b", {.spaces = iri::inner_spaces::remove}) == "http://example.org/ab");
    CHECK(prepared("http://example.org/a  b") == "http://example.org/a%20%20b");
    // Only ASCII whitespace is trimmed (draft §4 step 1): U+3000 is ucschar.
    CHECK(prepared("\xE3\x80\x80x") == "\xE3\x80\x80x");
    CHECK(prepared("   ") == "");
}

TEST_CASE("prepare: characters not allowed where they stand are percent-encoded", "[prepare]") {
    CHECK(prepared("http://h/a<b>\"c{d}e|f\\g^h`i") == "http://h/a%3Cb%3E%22c%7Bd%7De%7Cf%5Cg%5Eh%60i");
    CHECK(prepared("http://h/\x01\x7F") == "http://h/%01%7F");
    CHECK(prepared("http://h/100%") == "http://h/100%25");
    CHECK(prepared("http://h/%41%zz") == "http://h/%41%25zz");
    CHECK(prepared("http://[::1]/[x]?[y]#[z]") == "http://[::1]/%5Bx%5D?%5By%5D#%5Bz%5D");
    CHECK(prepared("http://h/#a#b") == "http://h/#a%23b");
    // Non-ASCII: ucschar stays, the rest is encoded.
    CHECK(prepared("http://h/r\xC3\xA9sum\xC3\xA9") == "http://h/r\xC3\xA9sum\xC3\xA9");
    CHECK(prepared("http://h/\xC2\x80\xEF\xBF\xBE") == "http://h/%C2%80%EF%BF%BE");
    CHECK(prepared("http://h/\xE2\x80\xAE"
                   "x") == "http://h/%E2%80%AEx");
    CHECK(prepared("http://h/\xEE\x80\x80?\xEE\x80\x80#\xEE\x80\x80") == "http://h/%EE%80%80?\xEE\x80\x80#%EE%80%80");
    CHECK(prepared("http://h/\xE4\xFF") == "http://h/%E4%FF");  // not UTF-8
}

TEST_CASE("prepare: from_charset, and what stays invalid", "[prepare]") {
    CHECK(prepared(" http://h/M\xE4rz ", {.from_charset = "iso-8859-1"}) == "http://h/M\xC3\xA4rz");
    // NFC leaves triplets alone: U+0301 after "%8E" does not make "%8É".
    CHECK(prepared("http://h/%8E\xCC\x81", {.from_charset = "utf-8"}) == "http://h/%8E\xCC\x81");
    CHECK(iri::prepare("x", {.from_charset = "no-such-charset"}).error().code == iri::errc::unknown_charset);
    iri::text_result const r = iri::prepare("http://h:8o/");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == iri::parse("http://h:8o/").error().code);
    CHECK(r.error().byte_offset == iri::parse("http://h:8o/").error().byte_offset);
}

TEST_CASE("prepare: arbitrary bytes give an IRI-reference or the parser's diagnostic", "[prepare][property]") {
    test::generator g(7 * 3987);
    constexpr std::string_view pieces[] = {
        "http:",
        "//",
        "/",
        "?",
        "#",
        "[",
        "]",
        "%",
        "%4",
        "%41",
        " ",
        "\t",
        "\r\n",
        "\x01",
        "\x7F",
        "<",
        "\"",
        "a",
        "Z",
        "9",
        "-",
        ".",
        "@",
        ":",
        "\xC3\xA9",
        "\xC3",
        "\xFF",
        "\xE2\x80\xAE",
        "\xEE\x80\x80",
        "\xEF\xBF\xBE",
        "\xF0\x9F\x98\x80",
        "\xC2\x80",
        "{",
        "|",
        "\\",
        "^",
        "`",
    };
    std::size_t ok = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        std::size_t const n = g.below(12);
        for (std::size_t j = 0; j < n; ++j) text += g.pick(pieces);
        INFO(test::escaped(text));
        iri::text_result const r = iri::prepare(text);
        if (r) {
            ++ok;
            REQUIRE(iri::is_valid(r.value()));
            iri::text_result const uri = iri::to_uri(r.value());
            REQUIRE(uri.ok());
            CHECK(iri::is_valid(uri.value(), iri::entry::URI_reference));
        } else {
            // Only structure can be wrong after preparing: a scheme, port
            // or IP literal, never a character.
            CHECK(r.error().code != iri::errc::disallowed_character);
            CHECK(r.error().code != iri::errc::invalid_utf8);
            CHECK(r.error().code != iri::errc::invalid_percent_encoding);
            CHECK(r.error().code != iri::errc::bidi_formatting_character);
            CHECK(r.error().code != iri::errc::private_use_outside_iquery);
        }
    }
    CHECK(ok > 10000);
}

TEST_CASE("prepare: UTF-16 and UTF-32 text", "[prepare]") {
    auto const from16 = iri::prepare(u"  http://例え.テスト/a b\U0001F600  "sv);
    REQUIRE(from16.ok());
    CHECK(from16.value() == "http://例え.テスト/a%20b\U0001F600");
    auto const from32 = iri::prepare(U"http://例え.テスト/a b\U0001F600"sv);
    REQUIRE(from32.ok());
    CHECK(from32.value() == from16.value());

    // Text with no UTF-8 form is an error at its code unit, never replaced.
    std::u16string lone = u"http://a/b";
    lone += char16_t{0xD800};
    auto const unpaired = iri::prepare(std::u16string_view(lone));
    REQUIRE_FALSE(unpaired.ok());
    CHECK(unpaired.error().code == iri::errc::invalid_unicode_string);
    CHECK(unpaired.error().offset == 10);
    std::u32string big = U"ab";
    big += char32_t{0x110000};
    auto const beyond = iri::prepare(std::u32string_view(big));
    REQUIRE_FALSE(beyond.ok());
    CHECK(beyond.error().offset == 2);
}

TEST_CASE("prepare_each: several references split on runs of spaces", "[prepare]") {
    auto const results = iri::prepare_each(" http://a/b \t  ../c?d  x<y  "sv);
    REQUIRE(results.size() == 3);
    CHECK(results[0].value() == "http://a/b");
    CHECK(results[1].value() == "../c?d");
    CHECK(results[2].value() == "x%3Cy");
    CHECK(iri::prepare_each("   "sv).empty());
    auto const bad = iri::prepare_each("http://a:port/ ok"sv);
    REQUIRE(bad.size() == 2);
    CHECK_FALSE(bad[0].ok());
    CHECK(bad[1].value() == "ok");
    // Only U+0020 splits (§4 step 2): a TAB inside a piece is data; at a
    // piece's end it is trimmed (step 1).
    auto const tab = iri::prepare_each("http://a/\thttp://b/ http://c/\t d"sv);
    REQUIRE(tab.size() == 3);
    CHECK(tab[0].value() == "http://a/%09http://b/");
    CHECK(tab[1].value() == "http://c/");
    CHECK(tab[2].value() == "d");
    // Text in another charset is decoded before it is split: in UTF-16BE,
    // U+4E20 is the bytes 4E 20, no space.
    auto const utf16 = iri::prepare_each("\x00x\x00:\x4E\x20\x00 \x00y"sv, {.from_charset = "UTF-16BE"});
    REQUIRE(utf16.size() == 2);
    CHECK(utf16[0].value() == "x:\xE4\xB8\xA0");
    CHECK(utf16[1].value() == "y");
    auto const undecodable = iri::prepare_each("a \x81"sv, {.from_charset = "shift_jis"});
    REQUIRE(undecodable.size() == 1);
    CHECK(undecodable[0].error().code == iri::errc::charset_conversion_failed);
    CHECK(undecodable[0].error().byte_offset == 2);
}

TEST_CASE("prepare: \"[\" and \"]\" stay in the host only", "[prepare]") {
    // iuserinfo holds no brackets (RFC 3987 §2.2): they are encoded there,
    // as in the path, and kept in an IP literal.
    CHECK(prepared("http://u[1]@host/") == "http://u%5B1%5D@host/");
    CHECK(prepared("//u]@h/") == "//u%5D@h/");
    CHECK(prepared("http://u[1]@[::1]:80/[x]") == "http://u%5B1%5D@[::1]:80/%5Bx%5D");
}
