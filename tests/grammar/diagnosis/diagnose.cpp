// Bad input: each with the error code, byte offset and code point offset a
// user relies on to point at the mistake.
//
// Where the offsets point (DESIGN.md: "report errors from the furthest
// position the parse reached"):
// - at the first byte the grammar cannot accept there, or at the end of the
//   input when it stops inside a production;
// - for a malformed %HH triplet, at its "%" (the code point is U+0025): the
//   triplet as a whole is what the user has to fix;
// - for invalid UTF-8, at the first byte of the ill-formed sequence, whose
//   value is in `byte`; there is no code point;
// - `offset` counts the whole code points before `byte_offset`.
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <thread>
#include <vector>

using namespace std::literals;
using iri::entry;
using iri::errc;
using test::check_failure;
using test::utf8;

TEST_CASE("the empty string is a valid relative reference", "[diagnostics]") {
    test::check_parts("", {.path = "", .path_type = iri::path_kind::empty});
    test::check_parts("", {.path = "", .path_type = iri::path_kind::empty}, entry::irelative_ref);
    test::check_parts("", {.path = "", .path_type = iri::path_kind::empty}, entry::URI_reference);
    check_failure("", {.code = errc::unexpected_end_of_input, .byte_offset = 0, .offset = 0}, entry::IRI);
    check_failure("", {.code = errc::unexpected_end_of_input, .byte_offset = 0, .offset = 0}, entry::absolute_IRI);
}

TEST_CASE("percent signs without two hex digits", "[diagnostics][pct-encoded]") {
    auto const bad = errc::invalid_percent_encoding;
    check_failure("%", {.code = bad, .byte_offset = 0, .offset = 0, .code_point = U'%'});
    check_failure("%4", {.code = bad, .byte_offset = 0, .offset = 0, .code_point = U'%'});
    check_failure("%G1", {.code = bad, .byte_offset = 0, .offset = 0, .code_point = U'%'});
    check_failure("%%41", {.code = bad, .byte_offset = 0, .offset = 0, .code_point = U'%'});
    check_failure("%41%", {.code = bad, .byte_offset = 3, .offset = 3, .code_point = U'%'});
    check_failure("http://a/%4G", {.code = bad, .byte_offset = 9, .offset = 9, .code_point = U'%'});
    check_failure("http://a/%", {.code = bad, .byte_offset = 9, .offset = 9, .code_point = U'%'});
    check_failure("http://a/?%zz", {.code = bad, .byte_offset = 10, .offset = 10, .code_point = U'%'});
    check_failure("http://a/#%", {.code = bad, .byte_offset = 10, .offset = 10, .code_point = U'%'});
    check_failure("http://%/", {.code = bad, .byte_offset = 7, .offset = 7, .code_point = U'%'});
    check_failure("http://u%@a/", {.code = bad, .byte_offset = 8, .offset = 8, .code_point = U'%'});
    check_failure("\xC3\xA9/%" + utf8(0xE9), {.code = bad, .byte_offset = 3, .offset = 2, .code_point = U'%'});
    auto const r = iri::parse("http://a/%4G");
    REQUIRE_FALSE(r.ok());
    INFO(r.error().message());
    CHECK(r.error().message().find("%25") != std::string::npos);  // tells how to write a literal '%'
}

TEST_CASE("characters no IRI may contain", "[diagnostics]") {
    auto const no = errc::disallowed_character;
    check_failure("a b", {.code = no, .byte_offset = 1, .offset = 1, .code_point = U' '});
    check_failure("http://a/b c", {.code = no, .byte_offset = 10, .offset = 10, .code_point = U' '});
    check_failure("http://a b/", {.code = no, .byte_offset = 8, .offset = 8, .code_point = U' '});
    check_failure(" http://a/", {.code = no, .byte_offset = 0, .offset = 0, .code_point = U' '});
    check_failure("http://a/ ", {.code = no, .byte_offset = 9, .offset = 9, .code_point = U' '});

    // C0 controls and DEL, in a path.
    for (int c = 0; c < 0x20; ++c) {
        std::string const s = "a/" + std::string(1, static_cast<char>(c)) + "b";
        check_failure(s, {.code = no, .byte_offset = 2, .offset = 2, .code_point = static_cast<char32_t>(c)});
    }
    check_failure("a\x7F", {.code = no, .byte_offset = 1, .offset = 1, .code_point = 0x7F});
    check_failure("http://a/?\x7F", {.code = no, .byte_offset = 10, .offset = 10, .code_point = 0x7F});

    // NUL inside the view: a character like any other, not an end marker.
    check_failure("ab\0cd"sv, {.code = no, .byte_offset = 2, .offset = 2, .code_point = 0});
    check_failure("\0"sv, {.code = no, .byte_offset = 0, .offset = 0, .code_point = 0});
    check_failure("http://a/\0"sv, {.code = no, .byte_offset = 9, .offset = 9, .code_point = 0});

    // ASCII that URIs and IRIs both exclude (RFC 3986 §2, RFC 3987 §2.2).
    for (char c : {'<', '>', '"', '{', '}', '|', '\\', '^', '`'}) {
        check_failure("a/" + std::string(1, c),
                      {.code = no, .byte_offset = 2, .offset = 2, .code_point = static_cast<char32_t>(c)});
    }
    // Valid UTF-8 outside ucschar: C1 controls, noncharacters, tags.
    for (char32_t cp : {char32_t{0x80}, char32_t{0x9F}, char32_t{0xFDD0}, char32_t{0xFDEF}, char32_t{0xFFFE},
                        char32_t{0xFFFF}, char32_t{0x1FFFE}, char32_t{0xE0001}, char32_t{0xE0FFF}}) {
        check_failure("a/" + utf8(cp), {.code = no, .byte_offset = 2, .offset = 2, .code_point = cp});
    }
    // A C1 control is named by its code point alone: written out, U+0085
    // NEXT LINE would split the message's line, U+009B start an escape.
    CHECK(iri::parse("http://a/\xC2\x85").error().message() ==
          "ipath-abempty: U+0085 is not allowed in an IRI (not a ucschar, RFC 3987 §2.2); "
          "percent-encode it as %C2%85");
    CHECK(iri::parse("a/\xC2\x9B").error().message().find('\x9B') == std::string::npos);
}

TEST_CASE("characters allowed in IRIs but not at that place", "[diagnostics]") {
    auto const un = errc::unexpected_character;
    check_failure("1a:b", {.code = un, .byte_offset = 2, .offset = 2, .code_point = U':'});
    check_failure(":", {.code = un, .byte_offset = 0, .offset = 0, .code_point = U':'});
    check_failure("a/[", {.code = un, .byte_offset = 2, .offset = 2, .code_point = U'['});
    check_failure("a/]", {.code = un, .byte_offset = 2, .offset = 2, .code_point = U']'});
    check_failure("a#b#c", {.code = un, .byte_offset = 3, .offset = 3, .code_point = U'#'});
    check_failure("//[::1]:8a", {.code = un, .byte_offset = 9, .offset = 9, .code_point = U'a'});
    // iuserinfo could take "a:8a" too; the error is still the port's.
    check_failure("http://a:8a/",
                  {.code = un, .byte_offset = 10, .offset = 10, .code_point = U'a', .production = "port"});
    check_failure("//[::1]x", {.code = un, .byte_offset = 7, .offset = 7, .code_point = U'x'});
}

TEST_CASE("a byte order mark before a reference is named", "[diagnostics]") {
    // U+FEFF is a ucschar: "\uFEFFhttp" is a first path segment, and the
    // error comes at the ":"; the message says what to remove.
    std::string const text = utf8(0xFEFF) + "http://a/";
    check_failure(text, {.code = errc::unexpected_character, .byte_offset = 7, .offset = 5, .code_point = U':'});
    iri::parse_result const r = iri::parse(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message().find("byte order mark") != std::string::npos);
    // Without the mark, the same reference is valid.
    CHECK(iri::is_valid("http://a/"));
}

TEST_CASE("truncated and malformed IP-literals", "[diagnostics][host]") {
    check_failure("//[::44.1", {.code = errc::unexpected_end_of_input, .byte_offset = 9, .offset = 9});
    check_failure("http://[", {.code = errc::unexpected_end_of_input, .byte_offset = 8, .offset = 8});
    check_failure("http://[::1", {.code = errc::unexpected_end_of_input, .byte_offset = 11, .offset = 11});
    check_failure("http://[v1.x", {.code = errc::unexpected_end_of_input, .byte_offset = 12, .offset = 12});
    check_failure("http://[v1.", {.code = errc::unexpected_end_of_input, .byte_offset = 11, .offset = 11});
    check_failure("http://[v", {.code = errc::unexpected_end_of_input, .byte_offset = 9, .offset = 9});
    // Diagnosis resolves to rules (grammar/diagnosis/trace.hpp): the first ":" of "::"
    // is read by a string literal inside IPv6address, not by a production,
    // so the error stays at that ":" rather than at the end after it.
    check_failure("http://[:", {.code = errc::unexpected_character,
                                .byte_offset = 8,
                                .offset = 8,
                                .code_point = U':',
                                .production = "IP-literal"});
    check_failure("http://[1", {.code = errc::unexpected_end_of_input, .byte_offset = 9, .offset = 9});
    check_failure("http://[]", {.code = errc::unexpected_character, .byte_offset = 8, .offset = 8, .code_point = U']'});
    // Nine groups: the "]" is expected where the ninth begins.
    check_failure("http://[1:2:3:4:5:6:7:8:9]/",
                  {.code = errc::unexpected_character, .byte_offset = 23, .offset = 23, .code_point = U':'});
    // RFC 3987 §2.2 (and RFC 3986): no IPv6 zone identifiers.
    check_failure("http://[fe80::1%25eth0]/",
                  {.code = errc::unexpected_character, .byte_offset = 15, .offset = 15, .code_point = U'%'});
    check_failure("http://[fe80::1%eth0]/",
                  {.code = errc::unexpected_character, .byte_offset = 15, .offset = 15, .code_point = U'%'});
}

TEST_CASE("invalid UTF-8 is reported at its first byte", "[diagnostics][utf8]") {
    auto const bad = errc::invalid_utf8;
    struct row {
        std::string_view text;
        unsigned char byte;
    };
    for (auto [text, byte] : {
             row{"\xC0\xAF", 0xC0},  // overlong "/"
             row{"\xC1\xBF", 0xC1},  // overlong
             row{"\xE0\x80\xAF", 0xE0},  // overlong, three bytes
             row{"\xF0\x80\x80\xAF", 0xF0},  // overlong, four bytes
             row{"\xED\xA0\x80", 0xED},  // U+D800, a surrogate
             row{"\xED\xBF\xBF", 0xED},  // U+DFFF, a surrogate
             row{"\xF4\x90\x80\x80", 0xF4},  // U+110000, beyond Unicode
             row{"\xF5\x80\x80\x80", 0xF5},  // lead byte beyond Unicode
             row{"\xE4\xBD", 0xE4},  // truncated at the end
             row{"\xC3", 0xC3},  // truncated at the end
             row{"\xC3(", 0xC3},  // continuation byte missing
             row{"\x80", 0x80},  // lone continuation byte
             row{"\xBF", 0xBF},
             row{"\xFE", 0xFE},
             row{"\xFF", 0xFF},
         }) {
        check_failure(text, {.code = bad, .byte_offset = 0, .offset = 0, .code_point = std::nullopt, .byte = byte});
        // In every component, after ASCII and after non-ASCII.
        std::string const t(text);
        check_failure("http://a/" + t, {.code = bad, .byte_offset = 9, .offset = 9, .byte = byte});
        check_failure("http://a/?" + t, {.code = bad, .byte_offset = 10, .offset = 10, .byte = byte});
        check_failure("http://a/#" + t, {.code = bad, .byte_offset = 10, .offset = 10, .byte = byte});
        check_failure("http://" + t + "/", {.code = bad, .byte_offset = 7, .offset = 7, .byte = byte});
        check_failure("\xC3\xA9/" + t, {.code = bad, .byte_offset = 3, .offset = 2, .byte = byte});
        check_failure("http://a/" + utf8(0x10300) + utf8(0x10300) + t,
                      {.code = bad, .byte_offset = 17, .offset = 11, .byte = byte});
    }
}

TEST_CASE("private use characters outside iquery", "[diagnostics][iprivate]") {
    auto const pu = errc::private_use_outside_iquery;
    // The issue's example: "ipath-abempty: U+E000 (private use) is only allowed in iquery".
    check_failure("http://a/\xEE\x80\x80",
                  {.code = pu, .byte_offset = 9, .offset = 9, .code_point = 0xE000, .production = "ipath-abempty"});
    auto const r = iri::parse("http://a/\xEE\x80\x80");
    REQUIRE_FALSE(r.ok());
    // Word for word, as <iri/error.hpp> and <iri/iri.h> show it: the code
    // point alone, since a private-use character has no agreed glyph.
    CHECK(r.error().message() ==
          "ipath-abempty: U+E000 (private use) is only allowed in iquery (RFC 3987 §2.2); "
          "percent-encode it as %EE%80%80");

    check_failure("http://a#\xEE\x80\x80",
                  {.code = pu, .byte_offset = 9, .offset = 9, .code_point = 0xE000, .production = "ifragment"});
    check_failure("http://a/?q#" + utf8(0xF0000),
                  {.code = pu, .byte_offset = 12, .offset = 12, .code_point = 0xF0000, .production = "ifragment"});
    check_failure("http://" + utf8(0x10FFFD) + "/",
                  {.code = pu, .byte_offset = 7, .offset = 7, .code_point = 0x10FFFD});
    check_failure("http://" + utf8(0xF8FF) + "@a/", {.code = pu, .byte_offset = 7, .offset = 7, .code_point = 0xF8FF});
    check_failure(utf8(0xE000), {.code = pu, .byte_offset = 0, .offset = 0, .code_point = 0xE000});
    check_failure("a:" + utf8(0xF8FF), {.code = pu, .byte_offset = 2, .offset = 2, .code_point = 0xF8FF});
    check_failure("\xC3\xA9/" + utf8(0x100000), {.code = pu, .byte_offset = 3, .offset = 2, .code_point = 0x100000});
    // Where they are allowed.
    test::check_valid("http://a/?" + utf8(0xE000) + utf8(0xF8FF) + utf8(0xF0000) + utf8(0x10FFFD));
    test::check_valid("?" + utf8(0xFFFFD));
}

TEST_CASE("bidi formatting characters are forbidden anywhere (RFC 3987 §4.1)", "[diagnostics][bidi]") {
    auto const bidi = errc::bidi_formatting_character;
    // LRM, RLM, LRE, RLE, PDF, LRO, RLO
    for (char32_t cp : {char32_t{0x200E}, char32_t{0x200F}, char32_t{0x202A}, char32_t{0x202B}, char32_t{0x202C},
                        char32_t{0x202D}, char32_t{0x202E}}) {
        std::string const c = utf8(cp);
        check_failure("http://a/" + c, {.code = bidi, .byte_offset = 9, .offset = 9, .code_point = cp});
        check_failure("http://a" + c + "b/", {.code = bidi, .byte_offset = 8, .offset = 8, .code_point = cp});
        check_failure("http://u" + c + "@a/", {.code = bidi, .byte_offset = 8, .offset = 8, .code_point = cp});
        check_failure("http://a/?" + c, {.code = bidi, .byte_offset = 10, .offset = 10, .code_point = cp});
        check_failure("http://a/#" + c, {.code = bidi, .byte_offset = 10, .offset = 10, .code_point = cp});
        check_failure(c, {.code = bidi, .byte_offset = 0, .offset = 0, .code_point = cp});
        check_failure("\xC3\xA9/" + c, {.code = bidi, .byte_offset = 3, .offset = 2, .code_point = cp});
        check_failure("\xD7\x90\xD7\x91" + c + "/x", {.code = bidi, .byte_offset = 4, .offset = 2, .code_point = cp});
        for (auto e : {entry::IRI, entry::absolute_IRI}) {
            check_failure("http://a/" + c, {.code = bidi, .byte_offset = 9, .offset = 9, .code_point = cp}, e);
        }
        check_failure("a/" + c, {.code = bidi, .byte_offset = 2, .offset = 2, .code_point = cp}, entry::irelative_ref);
        auto const r = iri::parse("http://a/" + c);
        REQUIRE_FALSE(r.ok());
        CHECK_FALSE(r.error().message().empty());
    }
    // Their neighbours and other invisible characters are ordinary ucschar.
    for (char32_t cp :
         {char32_t{0x200C}, char32_t{0x200D}, char32_t{0x2029}, char32_t{0x202F}, char32_t{0x2066}, char32_t{0x2069}}) {
        INFO(static_cast<unsigned>(cp));
        test::check_valid("http://a/" + utf8(cp));
        test::check_valid("http://a" + utf8(cp) + "b/?" + utf8(cp) + "#" + utf8(cp));
    }
    // Percent-encoded, they are just octets (RFC 3987 §3.2.1's own example).
    test::check_valid("http://a/%E2%80%8E%E2%80%AE");
}

TEST_CASE("errors at each entry point", "[diagnostics][entry]") {
    check_failure("a/b", {.code = errc::unexpected_character, .byte_offset = 1, .offset = 1, .code_point = U'/'},
                  entry::IRI);
    check_failure("http://a#f", {.code = errc::unexpected_character, .byte_offset = 8, .offset = 8, .code_point = U'#'},
                  entry::absolute_IRI);
    check_failure("a:b", {.code = errc::unexpected_character, .byte_offset = 1, .offset = 1, .code_point = U':'},
                  entry::irelative_ref);
    // In a URI the codes keep their IRI meaning: "é" is allowed in IRIs, not
    // at this place; U+E000 is private use outside iquery.
    check_failure("http://\xC3\xA9/",
                  {.code = errc::unexpected_character, .byte_offset = 7, .offset = 7, .code_point = 0xE9},
                  entry::URI_reference);
    check_failure("a/?" + utf8(0xE000),
                  {.code = errc::private_use_outside_iquery, .byte_offset = 3, .offset = 3, .code_point = 0xE000},
                  entry::URI_reference);
    check_failure("a/ ", {.code = errc::disallowed_character, .byte_offset = 2, .offset = 2, .code_point = U' '},
                  entry::URI_reference);
    check_failure("a/\xC0\xAF", {.code = errc::invalid_utf8, .byte_offset = 2, .offset = 2, .byte = 0xC0},
                  entry::URI_reference);
}

TEST_CASE("code point offsets count characters, not bytes", "[diagnostics]") {
    // http://例え/パス followed by a space: 20 bytes, 12 code points before it.
    check_failure("http://\xE4\xBE\x8B\xE3\x81\x88/\xE3\x83\x91\xE3\x82\xB9 ",
                  {.code = errc::disallowed_character, .byte_offset = 20, .offset = 12, .code_point = U' '});
    check_failure("http://a/" + utf8(0x10300) + utf8(0x10301) + utf8(0x10302) + "<",
                  {.code = errc::disallowed_character, .byte_offset = 21, .offset = 12, .code_point = U'<'});
    check_failure("\xC3\xA9\xC3\xA9:x",
                  {.code = errc::unexpected_character, .byte_offset = 4, .offset = 2, .code_point = U':'});
}

// grammar::diagnose keeps one tracer per thread and restarts it for each
// diagnosis (grammar/diagnosis/diagnose.cpp): nothing of one diagnosis, such
// as the frames of an IP-literal left open, may show in the next.
TEST_CASE("a diagnosis does not depend on the ones before it on its thread", "[diagnostics]") {
    std::vector<std::string> const inputs = {"http://[::1",  "a b", "http://a:8x/", "http://[v1.x]:80/%",
                                             "http://a/%4G", "",    "//[::1]]",     "http://u@[fe80::1%eth0]/"};
    auto const diagnose = [](std::string const& input) { return iri::parse(input, entry::IRI).error(); };
    // Each as the first diagnosis of a new thread.
    std::vector<iri::diagnostic> first(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i)
        std::thread([&, i] { first[i] = diagnose(inputs[i]); }).join();
    // All of them on this thread, forwards and backwards.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t k = 0; k < inputs.size(); ++k) {
            std::size_t const i = pass == 0 ? k : inputs.size() - 1 - k;
            INFO(inputs[i]);
            iri::diagnostic const again = diagnose(inputs[i]);
            CHECK(again.code == first[i].code);
            CHECK(again.byte_offset == first[i].byte_offset);
            CHECK(again.production == first[i].production);
            CHECK(again.message() == first[i].message());
        }
    }
}
