// The table of bidi controls (unicode/bidi_controls.hpp) against ICU's
// character data: exactly Unicode's Bidi_Control characters and the line
// and paragraph separators (General_Category Zl, Zp), with their names, and
// RFC 3987 §4.1's seven marked as the ones the parser rejects.
#include "support/support.hpp"

#include "unicode/bidi_controls.hpp"

#include <iri/parse.hpp>

#include <catch2/catch.hpp>

#include <unicode/uchar.h>

#include <string>
#include <string_view>
#include <vector>

TEST_CASE("the bidi controls are Unicode's Bidi_Control and Zl, Zp", "[unicode][bidi][controls]") {
    auto const table = iri::unicode::bidi_control_table();
    std::vector<char32_t> expected;
    for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
        auto const type = u_charType(c);
        if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL) || type == U_LINE_SEPARATOR || type == U_PARAGRAPH_SEPARATOR)
            expected.push_back(static_cast<char32_t>(c));
    }
    REQUIRE(expected.size() == table.size());
    for (std::size_t i = 0; i < table.size(); ++i) {
        char32_t const c = expected[i];
        INFO("U+" << std::hex << static_cast<unsigned>(c));
        CHECK(table[i].code_point == c);
        CHECK(iri::unicode::find_bidi_control(c) == &table[i]);
        // §4.1's seven are the ones the parser rejects; the grammar admits
        // the others, which iri check reports.
        iri::parse_result const r = iri::parse("a" + test::utf8(c));
        CHECK(r.ok() == !table[i].forbidden_by_rfc3987);
        if (!r.ok()) CHECK(r.error().code == iri::errc::bidi_formatting_character);
        CHECK(iri::unicode::is_bidi_formatting(c) == table[i].forbidden_by_rfc3987);
        CHECK(iri::unicode::is_later_bidi_control(c) == !table[i].forbidden_by_rfc3987);
        CHECK(iri::unicode::bidi_formatting_name(c) == (table[i].forbidden_by_rfc3987 ? table[i].name : ""));
        // Its Unicode name, as messages give it.
        char name[64];
        UErrorCode status = U_ZERO_ERROR;
        int32_t const n = u_charName(static_cast<UChar32>(c), U_UNICODE_CHAR_NAME, name, sizeof name, &status);
        REQUIRE(U_SUCCESS(status));
        CHECK(table[i].name == std::string_view(name, static_cast<std::size_t>(n)));
        // Unicode 6.3's five; the separators and §4.1's seven are older.
        UVersionInfo age;
        u_charAge(static_cast<UChar32>(c), age);
        CHECK(table[i].after_rfc == (age[0] == 6 && age[1] == 3));
    }
    CHECK(iri::unicode::find_bidi_control(U'a') == nullptr);
    CHECK(iri::unicode::find_bidi_control(0x200D) == nullptr);  // ZERO WIDTH JOINER: no bidi control
}

TEST_CASE("find_bidi_formatting finds the first of §4.1's seven", "[unicode][bidi][controls]") {
    using iri::unicode::find_bidi_formatting;
    CHECK(find_bidi_formatting("http://a/b") == iri::unicode::no_bidi_formatting);
    CHECK(find_bidi_formatting("a" + test::utf8(0x200E) + "b") == 1);  // LRM
    CHECK(find_bidi_formatting(test::utf8(0x2067) + "a" + test::utf8(0x202E)) == 4);  // RLI is not one; RLO is
    CHECK(find_bidi_formatting("a\xE2\x80") == iri::unicode::no_bidi_formatting);  // cut short
}
