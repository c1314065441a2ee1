// Character checks (RFC 3987 §5.3.2.2, §6.1, §7.5, §8): normalization
// forms, scripts, ASCII look-alikes, unassigned code points, delimiter
// look-alikes; the issue's examples first.
#include "semantics/check/support.hpp"

#include "semantics/check/families.hpp"
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <memory>
#include <random>

using check_test::found;
using check_test::strings;
using check_test::warnings_of;
using iri::check_family;
using iri::warning_code;
using test::utf8;

namespace {

strings characters(std::string_view text) { return found(text, check_family::characters); }

strings only(std::string_view text, warning_code code) {
    return check_test::brief(warnings_of(text, iri::code_set{}.insert(code)));
}

}  // namespace

TEST_CASE("not_nfc: at the first character NFC changes (§5.3.2.2)", "[check][characters]") {
    std::string const acute = utf8(0x0301);  // COMBINING ACUTE ACCENT
    CHECK(only("http://e.org/re" + acute + "sume", warning_code::not_nfc) == strings{"not_nfc 14 isegment"});
    CHECK(only("http://e.org/r\xC3\xA9sum\xC3\xA9", warning_code::not_nfc).empty());
    // "=" U+0338 composes into U+2260: the whole query is looked at, not
    // its names and values one by one.
    CHECK(only("http://e.org/?a=" + utf8(0x0338), warning_code::not_nfc) == strings{"not_nfc 15 iquery"});
    // Encoded octets are not decoded: "%CC%81" is ASCII text.
    CHECK(only("http://e.org/re%CC%81sume", warning_code::not_nfc).empty());
    std::string const text = "http://e.org/re" + acute;  // warnings view it: it must outlive them
    auto const w = warnings_of(text, iri::code_set{}.insert(warning_code::not_nfc));
    REQUIRE(w.size() == 1);
    CHECK(w[0].text == "e");
    CHECK(w[0].code_point == U'e');
}

TEST_CASE("not_nfkc: the issue's examples (§7.5, §6.1 b)", "[check][characters]") {
    CHECK(only("http://e.org/\xEF\xAC\x81le", warning_code::not_nfkc) == strings{"not_nfkc 13 isegment"});  // U+FB01 fi
    CHECK(only("http://e.org/x\xEF\xBC\xA1\xEF\xBC\xA2", warning_code::not_nfkc) ==
          strings{"not_nfkc 14 isegment"});  // full-width "AB"
    CHECK(only("http://e.org/?q=\xEF\xBD\xB1\xEF\xBD\xB2", warning_code::not_nfkc) ==
          strings{"not_nfkc 16 iquery"});  // half-width Katakana "ｱｲ"
    CHECK(only("http://e.org/\xE3\x82\xA2", warning_code::not_nfkc).empty());  // full-width Katakana
    // Not in NFC: not_nfc says it, not not_nfkc.
    CHECK(characters("http://e.org/\xEF\xAC\x81"
                     "e" +
                     utf8(0x0301)) == strings{"not_nfc 14 isegment"});
    auto const w = warnings_of("http://e.org/\xEF\xAC\x81", iri::code_set{}.insert(warning_code::not_nfkc));
    REQUIRE(w.size() == 1);
    CHECK(w[0].explanation().find("\"fi\"") != std::string::npos);
}

TEST_CASE("mixed_script: Latin with Cyrillic in one component, not across components (§7.5)", "[check][characters]") {
    // "pаypal" with U+0430 CYRILLIC SMALL LETTER A: at the "а".
    CHECK(only("http://p\xD0\xB0ypal.com/", warning_code::mixed_script) == strings{"mixed_script 8 ireg-name"});
    // Per label: a Cyrillic label beside a Latin one is fine.
    CHECK(only("http://\xD1\x80\xD1\x84.com/", warning_code::mixed_script).empty());
    // Per name and value of the query.
    CHECK(only("http://e.org/?q=\xD0\xBF\xD1\x80\xD0\xB8&lang=ru", warning_code::mixed_script).empty());
    // Greek capital OMEGA then Latin: at the first Latin letter.
    CHECK(only("http://e.org/\xCE\xA9mega", warning_code::mixed_script) == strings{"mixed_script 14 isegment"});
    // Japanese mixes Han, Hiragana, Katakana and Latin by nature.
    CHECK(only("http://e.org/\xE6\x97\xA5\xE6\x9C\xAC\xE3\x81\xAE\xE3\x83\x86"
               "abc",
               warning_code::mixed_script)
              .empty());
    // Latin with Hebrew is "moderately restrictive" (the bidi checks speak).
    CHECK(only("http://e.org/abc\xD7\x90", warning_code::mixed_script).empty());
    // Triplets do not count: Cyrillic after "%D0%B0" is not mixed with the
    // hex letters.
    CHECK(only("http://e.org/%D0%B0\xD0\xBF\xD1\x80", warning_code::mixed_script).empty());
    // Digits of two numbering systems: ARABIC-INDIC DIGIT ONE, then "2".
    auto const w = warnings_of(
        "http://e.org/\xD9\xA1"
        "2",
        iri::code_set{}.insert(warning_code::mixed_script));
    REQUIRE(w.size() == 1);
    CHECK(w[0].offset == 14);
    CHECK(w[0].detail == "digits");
}

TEST_CASE("confusable_with_ascii: non-ASCII text that passes for ASCII (§8)", "[check][characters]") {
    // All-Cyrillic "асе" passes for "ace"; reported at the component.
    auto const w = warnings_of("http://\xD0\xB0\xD1\x81\xD0\xB5.example/",
                               iri::code_set{}.insert(warning_code::confusable_with_ascii));
    REQUIRE(w.size() == 1);
    CHECK(w[0].offset == 7);
    CHECK(w[0].component == "ireg-name");
    CHECK(w[0].text == "\xD0\xB0\xD1\x81\xD0\xB5");
    CHECK(w[0].code_point == 0x0430);
    CHECK(w[0].explanation().find("\"ace\"") != std::string::npos);
    // The issue's "pаypal": mixed and confusable.
    CHECK(characters("http://p\xD0\xB0ypal.com/") ==
          strings{"confusable_with_ascii 7 ireg-name", "mixed_script 8 ireg-name"});
    // Accented Latin does not pass for ASCII; nor do Hebrew words whose
    // prototypes are punctuation (YOD is an apostrophe).
    CHECK(only("http://e.org/r\xC3\xA9sum\xC3\xA9", warning_code::confusable_with_ascii).empty());
    CHECK(only("http://e.org/\xD7\x99\xD7\x98", warning_code::confusable_with_ascii).empty());
    CHECK(only("http://e.org/\xE6\x97\xA5\xE6\x9C\xAC", warning_code::confusable_with_ascii).empty());
}

TEST_CASE("unassigned_code_point (§5.3.2.2)", "[check][characters]") {
    CHECK(only("http://e.org/a" + utf8(0x0378), warning_code::unassigned_code_point) ==
          strings{"unassigned_code_point 14 isegment"});
    CHECK(only("http://e.org/#" + utf8(0x40000), warning_code::unassigned_code_point) ==
          strings{"unassigned_code_point 14 ifragment"});  // plane 4: ucschar, nothing assigned
    CHECK(only("http://e.org/" + utf8(0x1F600), warning_code::unassigned_code_point).empty());  // an emoji
}

TEST_CASE("delimiter_lookalike: the issue's examples (§8, §6.1 b)", "[check][characters]") {
    std::string const fullwidth_solidus = utf8(0xFF0F), fullwidth_number_sign = utf8(0xFF03),
                      ideographic_full_stop = utf8(0x3002);
    CHECK(only("http://example.org" + fullwidth_solidus + "evil.com/", warning_code::delimiter_lookalike) ==
          strings{"delimiter_lookalike 18 ireg-name"});
    CHECK(only("http://e.org/a" + fullwidth_number_sign + "b", warning_code::delimiter_lookalike) ==
          strings{"delimiter_lookalike 14 isegment"});
    // U+3002 separates labels in a host (RFC 3490 §3.1), ends sentences in
    // a path.
    CHECK(only("http://\xE4\xBE\x8B" + ideographic_full_stop + "com/", warning_code::delimiter_lookalike) ==
          strings{"delimiter_lookalike 8 ireg-name"});
    CHECK(only("http://e.org/\xE4\xBE\x8B" + ideographic_full_stop, warning_code::delimiter_lookalike).empty());
    // "." counts in hosts and segments, not in a query: an ellipsis there
    // is text.
    CHECK(only("http://e.org/a" + utf8(0x2025), warning_code::delimiter_lookalike) ==
          strings{"delimiter_lookalike 14 isegment"});  // TWO DOT LEADER, ".." under NFKC
    CHECK(only("http://e.org/?q=a" + utf8(0x2026), warning_code::delimiter_lookalike).empty());
    // NOT EQUAL TO decomposes to "=" U+0338 but is its own NFKC form.
    CHECK(only("http://e.org/?a" + utf8(0x2260) + "b", warning_code::delimiter_lookalike).empty());
    std::string const text = "http://e.org/a" + fullwidth_solidus;
    auto const w = warnings_of(text, iri::code_set{}.insert(warning_code::delimiter_lookalike));
    REQUIRE(w.size() == 1);
    CHECK(w[0].code_point == 0xFF0F);
    CHECK(w[0].fix().find("'/'") != std::string::npos);
    CHECK(w[0].fix().find("%EF%BC%8F") != std::string::npos);
}

TEST_CASE("the delimiter look-alikes beyond NFKC are UTS #39 confusables of their delimiter", "[check][characters]") {
    // The table is the library's; ICU's skeletons are the authority.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> checker(uspoof_open(&status), uspoof_close);
    REQUIRE(U_SUCCESS(status));
    auto const table = iri::semantics::checks::confusable_delimiter_table();
    REQUIRE(!table.empty());
    for (auto const& entry : table) {
        std::string const text = utf8(entry.character);
        INFO("U+" << std::hex << static_cast<unsigned>(entry.character));
        char skeleton[32];
        status = U_ZERO_ERROR;
        int32_t const n = uspoof_getSkeletonUTF8(checker.get(), 0, text.data(), static_cast<int32_t>(text.size()),
                                                 skeleton, sizeof skeleton, &status);
        REQUIRE(U_SUCCESS(status));
        CHECK(std::string_view(skeleton, static_cast<std::size_t>(n)) == std::string(1, entry.delimiter));
        // And the check reports it, in a host.
        CHECK(only("http://a" + text + "b.com/", warning_code::delimiter_lookalike) ==
              strings{"delimiter_lookalike 8 ireg-name"});
    }
}

TEST_CASE("every punctuation or symbol UTS #39 maps to \"/\" or \":\" is a delimiter look-alike",
          "[check][characters]") {
    // The other side of the test above: the table leaves none out. A
    // punctuation mark or symbol (general category P* or S*) whose skeleton
    // is "/" or ":", and that NFKC does not already make a delimiter (the
    // check finds those by NFKC), must be in it. Letters with that skeleton
    // (U+30CE KATAKANA LETTER NO) are left out on purpose: they are words.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> checker(uspoof_open(&status), uspoof_close);
    REQUIRE(U_SUCCESS(status));
    icu::Normalizer2 const* const nfkc = icu::Normalizer2::getNFKCInstance(status);
    REQUIRE(U_SUCCESS(status));
    auto const table = iri::semantics::checks::confusable_delimiter_table();
    std::size_t looked_at = 0;
    for (char32_t c = 0x80; c < 0x110000; ++c) {
        std::int32_t const category_mask = U_GET_GC_MASK(static_cast<UChar32>(c));
        if ((category_mask & (U_GC_P_MASK | U_GC_S_MASK)) == 0) continue;
        ++looked_at;
        std::string const text = utf8(c);
        char skeleton[64];
        status = U_ZERO_ERROR;
        int32_t const n = uspoof_getSkeletonUTF8(checker.get(), 0, text.data(), static_cast<int32_t>(text.size()),
                                                 skeleton, sizeof skeleton, &status);
        REQUIRE(U_SUCCESS(status));
        std::string_view const shape(skeleton, static_cast<std::size_t>(n));
        if (shape != "/" && shape != ":") continue;
        icu::UnicodeString normalized;
        status = U_ZERO_ERROR;
        nfkc->normalize(icu::UnicodeString(static_cast<UChar32>(c)), normalized, status);
        REQUIRE(U_SUCCESS(status));
        if (normalized == icu::UnicodeString(static_cast<UChar32>(shape[0]))) continue;
        INFO("U+" << std::hex << static_cast<unsigned>(c) << " looks like '" << shape << "'");
        bool const listed = std::any_of(table.begin(), table.end(), [&](auto const& entry) {
            return entry.character == c && entry.delimiter == shape[0];
        });
        CHECK(listed);
    }
    CHECK(looked_at > 7000);  // Unicode 15 has some 8,000 of them
}

TEST_CASE("ASCII components give no character warning", "[check][characters]") {
    CHECK(characters("http://user:pw@example.org:8080/a/b.c/%41%e2?q=1&r=a.b#frag").empty());
    CHECK(characters("HTTP://ExAmPlE.OrG/0Ol1/rn/-._~!$&'()*+,;=:@").empty());
}

TEST_CASE("mixed_script agrees with ICU's spoof checker on generated text", "[check][characters]") {
    // The check skips ICU when the text is surely one script; whatever it
    // skips, ICU must pass. Characters of many scripts, Common characters
    // with and without script extensions, combining marks, digits of
    // several numbering systems.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> checker(uspoof_open(&status), uspoof_close);
    uspoof_setChecks(checker.get(), USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, &status);
    uspoof_setRestrictionLevel(checker.get(), USPOOF_MODERATELY_RESTRICTIVE);
    REQUIRE(U_SUCCESS(status));
    char32_t const pool[] = {
        'a',    'Z',    '1',    '-',    '~',    0x00E9, 0x0430, 0x0436, 0x03B1,  0x03A9, 0x13A0, 0x05D0,
        0x0627, 0x0660, 0x0661, 0x06F1, 0x0966, 0x0915, 0x0964, 0x4E2D, 0x65E5,  0x3042, 0x30A2, 0x30FC,
        0x3001, 0xAC00, 0x3105, 0x0E01, 0x0301, 0x064E, 0x00B7, 0xFF10, 0x1D7CE, 0x10A0, 0x0531,
    };
    std::mt19937 random(7);
    for (int i = 0; i < 4000; ++i) {
        std::string segment;
        int const n = 1 + static_cast<int>(random() % 5);
        for (int k = 0; k < n; ++k) segment += utf8(pool[random() % std::size(pool)]);
        std::string const text = "http://e.org/" + segment;
        if (!iri::is_valid(text)) continue;
        INFO("segment " << test::escaped(segment));
        status = U_ZERO_ERROR;
        bool const icu_fails = uspoof_check2UTF8(checker.get(), segment.data(), static_cast<int32_t>(segment.size()),
                                                 nullptr, &status) != 0;
        REQUIRE(U_SUCCESS(status));
        bool const reported = !warnings_of(text, iri::code_set{}.insert(warning_code::mixed_script)).empty();
        CHECK(reported == icu_fails);
    }
}
