// The fast paths of the checks (semantics/check/properties.hpp) against the
// ICU calls they stand in for: a fast path must give exactly what the slow
// path gives, on the boundaries where they could differ (one script and
// two, the augmented scripts of Japanese, Korean and Chinese, characters of
// several scripts, Common and Inherited ones, digits of two systems,
// combining marks out of order, compatibility characters, look-alikes of
// ASCII and of delimiters) and on text made up of them at random.
#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"

#include "unicode/idna.hpp"
#include "unicode/punycode.hpp"
#include "unicode/utf8.hpp"

#include "support/support.hpp"

#include <catch2/catch.hpp>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unorm2.h>

#include <iri/iri.hpp>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

namespace checks = iri::semantics::checks;

// Characters whose properties decide the checks, a few of each kind.
constexpr char32_t pool[] = {
    U'a',   U'Z',   U'0',   U'7',   U'-',    U'.',    U'_',    U'~',   U'!',   U'\'',  // ASCII
    0x00E9, 0x0065, 0x0301, 0x0316, 0x0131,  0x1E9E,  // Latin, combining marks (classes 230, 220)
    0x0430, 0x043F, 0x0440, 0x0438, 0x0455,  // Cyrillic, some passing for Latin
    0x03BF, 0x03B1, 0x0391,  // Greek
    0x13A0, 0x13AA,  // Cherokee
    0x05D0, 0x05D9, 0x05B4, 0x05C3,  // Hebrew letters, a point, SOF PASUQ
    0x0627, 0x0628, 0x064B, 0x0640, 0x060C,  0x0660,  0x0663,  0x06F1, 0x061C,  // Arabic, tatweel, comma, digits
    0x0915, 0x0966, 0x0964,  // Devanagari, its digit zero, danda (several scripts)
    0x4E00, 0x5B57, 0x3042, 0x30A2, 0x30FC,  0x3005,  // Han, Hiragana, Katakana, prolonged sound mark
    0xAC00, 0x1100, 0x3105,  // Hangul, Bopomofo
    0x0E01, 0x0E51, 0x10D0,  // Thai and a Thai digit, Georgian
    0xFF10, 0xFF21, 0xFB01, 0x2460, 0x00B2,  // full-width, ligature, compatibility
    0xFF0F, 0x2215, 0x3002, 0xFF61, 0x2260,  0x037E,  // delimiter look-alikes, ≠, GREEK QUESTION MARK
    0x2067, 0x200D, 0x00B7, 0x0378, 0x1F600, 0x20000, 0x1D7CE,  // RLI, ZWJ, middle dot, unassigned, emoji, Ext B, math digit
    0x0BA4, 0x0BBE, 0x0BC6, 0x0E33, 0x0587,  0x00DF,  0x03C2,  0x0903,  // Tamil vowel signs (NFC Maybe), mapped, deviations, Mc
};

std::string random_text(std::mt19937& random, std::size_t max_length) {
    std::uniform_int_distribution<std::size_t> length(1, max_length), pick(0, std::size(pool) - 1);
    std::string text;
    for (std::size_t n = length(random); n > 0; --n) iri::unicode::append_utf8(text, pool[pick(random)]);
    return text;
}

// Turns the fast paths off for the life of the object.
struct slow_paths {
    slow_paths() { checks::enable_fast_paths(false); }
    ~slow_paths() { checks::enable_fast_paths(true); }
    slow_paths(slow_paths const&) = delete;
    slow_paths& operator=(slow_paths const&) = delete;
};

std::string described(iri::check_result const& r) {
    std::string out = r.parse ? "" : "invalid";
    for (iri::warning const& w : r.warnings)
        out += std::string(iri::to_string(w.code)) + " " + std::to_string(w.byte_offset) + " " +
               std::to_string(w.offset) + " " + std::string(w.component) + " " + std::string(w.text) + " " +
               std::to_string(static_cast<unsigned>(w.code_point)) + " " + std::string(w.detail) + "\n";
    return out;
}

// What check says of `text` with the fast paths turned off.
std::string described_without_fast_paths(std::string const& text) {
    slow_paths const slow;
    return described(iri::check(text));
}

}  // namespace

TEST_CASE("fast paths: the restriction level and digits as ICU's spoof checker finds them", "[check][fast]") {
    SECTION("each character alone, and after an ASCII letter and a digit") {
        for (char32_t c = 0x80; c < 0x30000; ++c) {
            if (c >= 0xD800 && c < 0xE000) continue;
            std::string text;
            iri::unicode::append_utf8(text, c);
            for (std::string const& t : {text, "a" + text, text + "1", "a1" + text}) {
                INFO("U+" << std::hex << static_cast<unsigned>(c) << " in " << t);
                REQUIRE(checks::restriction_failures_by_properties(t) == checks::restriction_failures_by_icu(t));
            }
        }
    }
    SECTION("random text of the pool") {
        std::mt19937 random(20);
        for (int i = 0; i < 50000; ++i) {
            std::string const text = random_text(random, i % 2 == 0 ? 3 : 8);
            INFO(text);
            REQUIRE(checks::restriction_failures_by_properties(text) == checks::restriction_failures_by_icu(text));
        }
    }
}

TEST_CASE("fast paths: the table holds what ICU says of each character", "[check][fast]") {
    // The table is used only with the ICU it was made from: with another,
    // the fast paths are off and there is nothing to compare.
    if (!checks::fast_paths_enabled()) {
        WARN("semantics/check/property_table.cpp is for another ICU: regenerate it (make_property_table.cpp)");
        return;
    }
    char32_t differing = 0;
    std::size_t differences = 0, zeros = 0;
    for (char32_t c = 0x80; c < 0x110000; ++c) {
        if (c >= 0xD800 && c < 0xE000) continue;
        if (checks::properties_of(c).bits() != checks::compute_properties(c).bits() && differences++ == 0)
            differing = c;
        // summarize_part tells "no non-ASCII character yet" by bits of 0.
        zeros += checks::properties_of(c).bits() == 0 ? 1 : 0;
    }
    INFO("first at U+" << std::hex << static_cast<unsigned>(differing)
                       << ": regenerate semantics/check/property_table.cpp (make_property_table.cpp)");
    CHECK(differences == 0);
    CHECK(zeros == 0);
}

TEST_CASE("fast paths: check gives what it gives without them", "[check][fast]") {
    std::mt19937 random(3987);
    std::uniform_int_distribution<int> coin(0, 3);
    auto piece = [&] {
        std::string s = random_text(random, 6);
        if (coin(random) == 0) s += "%D0%B0";
        if (coin(random) == 0) s = "x" + s;
        return s;
    };
    std::size_t valid = 0;
    std::size_t const rounds = test::oracle_rounds(20000);
    for (std::size_t i = 0; i < rounds; ++i) {
        std::string text = "http://" + piece() + "." + piece() + "/" + piece() + "/" + piece() + "." + piece() + "?" +
                           piece() + "=" + piece() + "&" + piece() + "#" + piece();
        if (coin(random) == 0) text = "urn:" + piece() + ":" + piece();
        iri::check_result const fast = iri::check(text);
        valid += fast.parse ? 1 : 0;
        std::string const with = described(fast);
        INFO(text);
        REQUIRE(with == described_without_fast_paths(text));
        // And again, from a table that now remembers these characters.
        REQUIRE(described(iri::check(text)) == with);
    }
    CHECK(valid > rounds / 2);
}

namespace {

std::string utf8_of(std::u32string_view points) {
    std::string out;
    for (char32_t const c : points) iri::unicode::append_utf8(out, c);
    return out;
}

// ICU's verdict on a host, as check_authority asks for it.
bool icu_accepts(std::string const& host) {
    std::string out;
    return iri::unicode::idna_to_ascii(host, iri::unicode::idna_rules::uts46, out).empty();
}

}  // namespace

namespace {

// What check_bidi finds in `part`, a segment.
std::vector<iri::warning> bidi_findings(std::string const& part) {
    std::vector<iri::warning> out;
    checks::warning_sink sink(out, iri::check_options{});
    checks::check_bidi(checks::component{part, 0, "isegment", {}}, sink);
    return out;
}

}  // namespace

TEST_CASE("fast paths: a right-to-left part the summary clears is one check_bidi finds nothing in", "[check][fast]") {
    int cleared = 0;
    for (char32_t c = 0x80; c < 0x30000; ++c) {
        if (c >= 0xD800 && c < 0xE000) continue;
        std::string const x = utf8_of(std::u32string(1, c));
        // Hebrew (R) and Arabic (AL) letters, a mark after them (W1),
        // triplets with and without letters among their hex digits.
        for (std::string const& part : {x, "\u05D0" + x + "\u05D1", x + "\u05D0", "\u05D0" + x, "\u0627" + x + "\u064E",
                                        "\u05D0%20" + x + "\u05D1", "\u0627%D8" + x}) {
            std::optional<checks::part_summary> const summary = checks::summarize_part(part, 0);
            if (!summary || !summary->right_to_left_or_control || !checks::surely_passes_bidi(part, *summary)) continue;
            ++cleared;
            INFO("U+" << std::hex << static_cast<unsigned>(c) << " in " << part);
            REQUIRE(bidi_findings(part).empty());
        }
    }
    CHECK(cleared > 10000);
    // And what it leaves to check_bidi: an L letter, a later control, a
    // letter among hex digits, a mark or a digit at an end.
    for (std::string const part :
         {"\u05D0a\u05D1", "\u05D0\u2067\u05D1", "\u05D0%D8\u05D1", "\u064E\u0627", "\u05D01"}) {
        std::optional<checks::part_summary> const summary = checks::summarize_part(part, 0);
        REQUIRE(summary);
        CHECK_FALSE(checks::surely_passes_bidi(part, *summary));
        CHECK_FALSE(bidi_findings(part).empty());
    }
}

TEST_CASE("fast paths: a host the table passes is one UTS 46 ToASCII accepts", "[check][fast]") {
    SECTION("each character in a label, alone and among others, left-to-right and right-to-left") {
        // Built with sanitizers, every fourth character (test::exhaustive_step).
        std::size_t passed = 0;
        for (char32_t c = 0x80; c < 0x30000; ++c) {
            if (c >= 0xD800 && c < 0xE000) continue;
            if (c % test::exhaustive_step() != 0) continue;
            std::string const x = utf8_of(std::u32string(1, c));
            for (std::string const& host : {x, "a" + x + "b", x + ".example", "ab." + x, "\u05D0" + x + "\u05D1",
                                            x + "1.\u05D0", "\u0627" + x + "-2"}) {
                if (!checks::surely_passes_uts46(host)) continue;
                ++passed;
                INFO("U+" << std::hex << static_cast<unsigned>(c) << " in " << host);
                REQUIRE(icu_accepts(host));
            }
        }
        CHECK(passed > 100000 / test::exhaustive_step());
    }
    SECTION("random names of the pool") {
        std::mt19937 random(5893);
        std::uniform_int_distribution<int> labels(1, 4), kind(0, 5);
        std::size_t passed = 0;
        for (std::size_t i = 0; i < test::oracle_rounds(50000); ++i) {
            std::string host;
            for (int n = labels(random); n > 0; --n) {
                if (!host.empty()) host += '.';
                switch (kind(random)) {
                    case 0: host += "xn--"; break;
                    case 1: host += "-"; break;
                    default: break;
                }
                host += random_text(random, 8);
            }
            if (!checks::surely_passes_uts46(host)) continue;
            ++passed;
            INFO(host);
            REQUIRE(icu_accepts(host));
        }
        CHECK(passed > test::oracle_rounds(1000));
    }
}

TEST_CASE("fast paths: the lengths of names in ASCII are ICU's", "[check][fast]") {
    SECTION("Punycode of labels of several scripts") {
        std::mt19937 random(3492);
        constexpr char32_t letters[] = {U'a',   U'z',   U'7',   U'-',   0x00E9, 0x00DF,  0x03C2,  0x0436,
                                        0x05D0, 0x0915, 0x0BBE, 0x4E00, 0xAC00, 0x1F600, 0x20000, 0x3134A};
        std::uniform_int_distribution<std::size_t> length(1, 70), pick(0, std::size(letters) - 1);
        int compared = 0;
        for (int i = 0; i < 20000; ++i) {
            std::u32string label;
            for (std::size_t n = length(random); n > 0; --n) label += letters[pick(random)];
            if (std::all_of(label.begin(), label.end(), [](char32_t c) { return c < 0x80; })) continue;
            // ToASCII without VerifyDnsLength's verdict: the label's own
            // Punycode, whatever its length.
            std::string ascii;
            std::string const text = utf8_of(label);
            UErrorCode status = U_ZERO_ERROR;
            UIDNA* const idna = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_ASCII, &status);
            REQUIRE(U_SUCCESS(status));
            ascii.resize(1024);
            UIDNAInfo info = UIDNA_INFO_INITIALIZER;
            int32_t const written = uidna_labelToASCII_UTF8(idna, text.data(), static_cast<int32_t>(text.size()),
                                                            ascii.data(), 1024, &info, &status);
            uidna_close(idna);
            REQUIRE(U_SUCCESS(status));
            // Errors that keep ICU from encoding the label (a leading mark
            // becomes U+FFFD) leave nothing to compare.
            constexpr uint32_t encoded_anyway = UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN |
                                                UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
            if ((info.errors & ~encoded_anyway) != 0) continue;
            INFO(text);
            REQUIRE(static_cast<std::size_t>(written) == 4 + iri::unicode::punycode_length(label));
            ++compared;
        }
        CHECK(compared > 2000);
    }
    SECTION("the bound on a label's Punycode is one") {
        // Labels of one script (a narrow range), of several, and of code
        // points from anywhere, with and without basic ones: the bound is
        // never below the length, and it settles short labels of one script.
        std::mt19937 random(3987);
        std::uniform_int_distribution<std::size_t> length(1, 64), basics(0, 3);
        std::uniform_int_distribution<char32_t> anywhere(0x80, 0x10FFFF), basic(0x21, 0x7E);
        int settled = 0;
        for (int i = 0; i < 100000; ++i) {
            char32_t const script = anywhere(random);
            std::uniform_int_distribution<char32_t> width(0, i % 3 == 0 ? 0x7F : i % 3 == 1 ? 0xFFF : 0x10FF7F);
            std::u32string label;
            std::size_t n = 0, non_basic = 0;
            char32_t least = 0x10FFFF, greatest = 0x80;
            for (std::size_t wanted = length(random); label.size() < wanted; ++n) {
                char32_t c = basics(random) == 0 ? basic(random) : std::min<char32_t>(script + width(random), 0x10FFFF);
                if (c >= 0x80) {
                    ++non_basic;
                    least = std::min(least, c);
                    greatest = std::max(greatest, c);
                }
                label += c;
            }
            if (non_basic == 0) continue;
            std::size_t const exact = iri::unicode::punycode_length(label);
            std::size_t const bound =
                iri::unicode::punycode_length_at_most(label.size() - non_basic, non_basic, least, greatest);
            INFO(utf8_of(label));
            REQUIRE(bound >= exact);
            settled += label.size() <= 10 && greatest - least < 0x80 && bound + 4 <= 63 ? 1 : 0;
        }
        CHECK(settled > 5000);
        // Worst cases by hand: the whole range, and one code point over and
        // over, whose deltas are all small.
        std::u32string const spread = {0x80, 0x10FFFF, 0x80, 0x10FFFF, 0x5000, 0xE0000};
        CHECK(iri::unicode::punycode_length_at_most(0, 6, 0x80, 0x10FFFF) >= iri::unicode::punycode_length(spread));
        std::u32string const same(60, 0xE9);
        CHECK(iri::unicode::punycode_length_at_most(0, 60, 0xE9, 0xE9) >= iri::unicode::punycode_length(same));
    }
    SECTION("labels about 63 octets and names about 253 in ASCII") {
        for (std::size_t accents = 1; accents < 40; ++accents) {
            for (std::size_t letters = 0; letters < 64; ++letters) {
                std::string label = std::string(letters, 'a');
                for (std::size_t k = 0; k < accents; ++k) label += k % 2 == 0 ? "\u00E9" : "\u0436";
                INFO(label);
                REQUIRE(checks::surely_passes_uts46(label) == icu_accepts(label));
            }
        }
        // Where the bound on the Punycode length (punycode_length_at_most)
        // decides: labels of one script, narrow and wide, and of code
        // points far apart, of every length about the limit.
        for (std::u32string const& alphabet :
             {std::u32string{0x0430, 0x043E, 0x044F, 0x0451}, std::u32string{0x4E00, 0x65E5, 0x672C, 0x8A9E, 0x9F8D},
              std::u32string{0xAC00, 0xD55C, 0xAE00}, std::u32string{0x0915, 0x0930},
              std::u32string{0x00E9, 0x4E00, 0x20000}}) {
            for (std::size_t letters = 0; letters < 8; letters += 3) {
                for (std::size_t length = 1; length < 40; ++length) {
                    std::u32string points(letters, U'a');
                    for (std::size_t k = 0; k < length; ++k) points += alphabet[(k * 7) % alphabet.size()];
                    std::string const label = utf8_of(points);
                    INFO(label);
                    REQUIRE(checks::surely_passes_uts46(label) == icu_accepts(label));
                }
            }
        }
        for (std::size_t last = 1; last < 64; ++last) {
            std::string const x(63, 'x');
            for (std::string const& host : {x + "." + x + "." + x + "." + std::string(last, 'a'),
                                            x + "." + x + "." + x + "." + std::string(last, 'b') + "\u00E9"}) {
                INFO(host);
                REQUIRE(checks::surely_passes_uts46(host) == icu_accepts(host));
            }
        }
    }
}

namespace {

bool is_quick_check_maybe(char32_t c) {
    return u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_NFC_QUICK_CHECK) == UNORM_MAYBE ||
           u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_NFKC_QUICK_CHECK) == UNORM_MAYBE;
}

// Checks "http://example.org/<before><c>?q=<c>" with and without the fast
// paths; false when it is not valid (and nothing was compared).
bool compare_after(std::u32string_view before, char32_t c) {
    std::string text = "http://example.org/" + utf8_of(before);
    iri::unicode::append_utf8(text, c);
    text += "?q=";
    iri::unicode::append_utf8(text, c);
    iri::check_result const fast = iri::check(text);
    if (!fast.parse) return false;
    std::string const with = described(fast);
    INFO(text);
    REQUIRE(with == described_without_fast_paths(text));
    return true;
}

// Starters that compose with some of the characters below, and some that
// do not.
constexpr char32_t letters[] = {U'a',   U'e',   0x00E9, 0x1EB9, 0x00E5, 0x0BC6, 0x0BCA, 0x1100, 0xAC00, 0xAC01, 0x0B47,
                                0x0DD9, 0x0DDA, 0x09C7, 0x0915, 0x0929, 0x0DA7, 0x304B, 0x304C, 0x0627, 0x0623, 0x05D0};

}  // namespace

TEST_CASE("fast paths: vowel signs of Quick_Check Maybe after each character near them", "[check][fast]") {
    int compared = 0;
    for (char32_t c = 0x80; c < 0x30000; ++c) {
        if (c >= 0xD800 && c < 0xE000) continue;
        if (!is_quick_check_maybe(c) || u_getCombiningClass(static_cast<UChar32>(c)) != 0) continue;
        std::u32string before(std::begin(letters), std::end(letters));
        char32_t const from = c < 0x180 ? 0x80 : (c & ~char32_t{0x7F}) - 0x80;
        for (char32_t p = from; p < from + 0x180; ++p)
            if (p < 0xD800 || p >= 0xE000) before += p;
        for (char32_t const p : before) compared += compare_after(std::u32string_view(&p, 1), c) ? 1 : 0;
    }
    CHECK(compared > 10000);
}

// A mark of Quick_Check Maybe (the Sinhala al-lakuna, the Devanagari nukta,
// the combining acute) is decided without ICU after a starter, and after a
// mark of its class or a greater one; after a mark of a lower class ICU
// decides. Each is tried after the characters near it, and after each
// letter above followed by marks of lower, equal and greater classes.
TEST_CASE("fast paths: marks of Quick_Check Maybe after letters and after other marks", "[check][fast]") {
    constexpr char32_t marks[] = {0x093C /* 7 */,   0x3099 /* 8 */,   0x0DCA /* 9 */,   0x05B4 /* 14 */,
                                  0x0316 /* 220 */, 0x0301 /* 230 */, 0x0654 /* 230 */, 0x0345 /* 240 */};
    int compared = 0, marks_tried = 0;
    for (char32_t c = 0x80; c < 0x30000; ++c) {
        if (c >= 0xD800 && c < 0xE000) continue;
        if (!is_quick_check_maybe(c) || u_getCombiningClass(static_cast<UChar32>(c)) == 0) continue;
        ++marks_tried;
        char32_t const from = c < 0x100 ? 0x80 : (c & ~char32_t{0x7F}) - 0x40;
        for (char32_t p = from; p < from + 0x100; ++p)
            if (p < 0xD800 || p >= 0xE000) compared += compare_after(std::u32string_view(&p, 1), c) ? 1 : 0;
        for (char32_t const letter : letters) {
            compared += compare_after(std::u32string_view(&letter, 1), c) ? 1 : 0;
            for (char32_t const mark : marks) compared += compare_after(std::u32string{letter, mark}, c) ? 1 : 0;
        }
    }
    CHECK(marks_tried > 30);
    CHECK(compared > 10000);
}

// Letters, precomposed or not, and marks of Quick_Check Yes and Maybe and
// of several classes, in random order: what canonical ordering and
// composition could make of them is not left to the cases above.
TEST_CASE("fast paths: random runs of letters and combining marks", "[check][fast]") {
    constexpr char32_t marks[] = {0x0300, 0x0301, 0x0316, 0x0323, 0x0327, 0x0345, 0x093C, 0x094D,
                                  0x0DCA, 0x0DCF, 0x3099, 0x0654, 0x0655, 0x05B4, 0x0F71, 0x0F72};
    std::mt19937 random(3987);
    std::uniform_int_distribution<std::size_t> length(1, 6), pick_letter(0, std::size(letters) - 1),
        pick_mark(0, std::size(marks) - 1);
    std::uniform_int_distribution<int> coin(0, 2);
    int compared = 0;
    for (int i = 0; i < 30000; ++i) {
        std::u32string before;
        for (std::size_t n = length(random); n > 0; --n)
            before += coin(random) == 0 ? letters[pick_letter(random)] : marks[pick_mark(random)];
        compared += compare_after(before, marks[pick_mark(random)]) ? 1 : 0;
    }
    CHECK(compared > 20000);
}
