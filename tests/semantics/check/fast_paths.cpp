// The fast paths of the checks (semantics/check/properties.hpp) against the
// ICU calls they stand in for: a fast path must give exactly what the slow
// path gives, on the boundaries where they could differ (one script and
// two, the augmented scripts of Japanese, Korean and Chinese, characters of
// several scripts, Common and Inherited ones, digits of two systems,
// combining marks out of order, compatibility characters, look-alikes of
// ASCII and of delimiters) and on text made up of them at random.
#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"

#include "unicode/utf8.hpp"

#include <catch2/catch.hpp>

#include <iri/iri.hpp>

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
    constexpr std::uint32_t skeleton_bits = checks::code_point_properties::skeleton_known_bit |
                                            checks::code_point_properties::skeleton_ascii_bit |
                                            checks::code_point_properties::skeleton_word_bit;
    for (char32_t c = 0x80; c < 0x110000; c += c < 0x30000 ? 1 : 97) {
        if (c >= 0xD800 && c < 0xE000) continue;
        INFO("U+" << std::hex << static_cast<unsigned>(c));
        REQUIRE((checks::properties_of(c).bits() & ~skeleton_bits) == checks::compute_properties(c).bits());
        REQUIRE((checks::properties_of(c).bits() & ~skeleton_bits) == checks::compute_properties(c).bits());
    }
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
    int valid = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text = "http://" + piece() + "." + piece() + "/" + piece() + "/" + piece() + "." + piece() + "?" +
                           piece() + "=" + piece() + "&" + piece() + "#" + piece();
        if (coin(random) == 0) text = "urn:" + piece() + ":" + piece();
        iri::check_result const fast = iri::check(text);
        valid += fast.parse ? 1 : 0;
        std::string const with = described(fast);
        std::string without;
        {
            slow_paths const slow;
            without = described(iri::check(text));
        }
        INFO(text);
        REQUIRE(with == without);
        // And again, from a table that now remembers these characters.
        REQUIRE(described(iri::check(text)) == with);
    }
    CHECK(valid > 10000);
}
