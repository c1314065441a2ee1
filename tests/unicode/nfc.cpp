// unicode/nfc: NFC and NFKC in linear time. Runs of combining marks beyond
// UAX #15's stream-safe limit are put in canonical order before ICU sees
// them; the result must be ICU's own on the whole text, whatever the text.
#include "support/support.hpp"

#include "unicode/nfc.hpp"

#include <catch2/catch.hpp>

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>

#include <array>
#include <optional>
#include <random>
#include <string>

using test::utf8;

// ICU, directly on the whole text: what the linear functions must equal.
namespace {

std::string icu_normalized(icu::Normalizer2 const& form, std::string const& text) {
    UErrorCode status = U_ZERO_ERROR;
    std::string out;
    icu::StringByteSink<std::string> sink(&out);
    form.normalizeUTF8(0, icu::StringPiece(text.data(), static_cast<int32_t>(text.size())), sink, nullptr, status);
    REQUIRE(U_SUCCESS(status));
    return out;
}

bool icu_is_normalized(icu::Normalizer2 const& form, std::string const& text) {
    UErrorCode status = U_ZERO_ERROR;
    bool const yes = form.isNormalizedUTF8(icu::StringPiece(text.data(), static_cast<int32_t>(text.size())), status);
    REQUIRE(U_SUCCESS(status));
    return yes;
}

}  // namespace

TEST_CASE("NFC and NFKC of runs of marks beyond the stream-safe limit are ICU's", "[normalize][nfc][bounds]") {
    // Runs of more than 30 non-starters (UAX #15 §13) are put in canonical
    // order before ICU sees them, so that ICU's insertion sort never runs
    // long: the result must be exactly ICU's on the whole text. Marks of
    // several classes, out of order; marks that decompose into two
    // (U+0344, U+0F73); conjoining jamo, which are starters that compose;
    // a precomposed starter with marks of its own (U+1E69); a delimiter.
    icu::Normalizer2 const* const nfc = iri::unicode::nfc_normalizer();
    icu::Normalizer2 const* const nfkc = iri::unicode::nfkc_normalizer();
    REQUIRE(nfc != nullptr);
    REQUIRE(nfkc != nullptr);
    char32_t const starters[] = {'e', 'a', 's', 0x1100, 0xAC00, 0x1E69, 0x0F40, 0xFB01, '='};
    char32_t const marks[] = {0x0301, 0x0316, 0x0344, 0x0F73, 0x0F71, 0x0F72, 0x1161, 0x11A8,
                              0x0338, 0x0327, 0x0323, 0x0307, 0x0302, 0x05B0, 0x0E48, 0xFF9E};
    std::minstd_rand random(13);
    std::size_t long_runs = 0;
    for (int round = 0; round < 600; ++round) {
        std::string text = "x";
        for (int piece = 0; piece < 3; ++piece) {
            text += utf8(starters[random() % std::size(starters)]);
            std::size_t const run = std::array<std::size_t, 8>{0, 1, 2, 29, 30, 31, 45, 200}[random() % 8];
            long_runs += run > 30;
            for (std::size_t i = 0; i < run; ++i) text += utf8(marks[random() % std::size(marks)]);
        }
        INFO(text);
        for (icu::Normalizer2 const* form : {nfc, nfkc}) {
            std::string out = "kept ";
            REQUIRE(iri::unicode::append_normalized(*form, out, text));
            CHECK(out == "kept " + icu_normalized(*form, text));
            std::optional<std::size_t> change;
            REQUIRE(iri::unicode::find_first_unnormalized(*form, text, change));
            CHECK(change.has_value() == !icu_is_normalized(*form, text));
            // Normalized text stays as it is.
            std::string const once = icu_normalized(*form, text);
            REQUIRE(iri::unicode::find_first_unnormalized(*form, once, change));
            CHECK(!change);
        }
    }
    CHECK(long_runs > 300);
    // The first change, where the run is long: at the starter before it.
    std::string const e_marks = "ab" + [] {
        std::string marks_only = "e";
        for (int i = 0; i < 40; ++i) marks_only += utf8(0x0301) + utf8(0x0316);
        return marks_only;
    }();
    std::optional<std::size_t> change;
    REQUIRE(iri::unicode::find_first_unnormalized(*nfc, e_marks, change));
    CHECK(change == std::optional<std::size_t>{2});
    REQUIRE(iri::unicode::find_first_unnormalized(*nfc, "ab" + utf8(0x00E9) + e_marks.substr(3), change));
    CHECK(change == std::optional<std::size_t>{2});
}
