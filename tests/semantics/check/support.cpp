#include "semantics/check/support.hpp"

#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <array>

namespace check_test {

std::vector<iri::warning> warnings_of(std::string_view text, iri::code_set enabled) {
    INFO("input: " << text);
    iri::parse_result const r = iri::parse(text);
    REQUIRE(r.ok());
    std::vector<iri::warning> out;
    iri::diagnostic const d = iri::check(r.value(), out, {.enabled = enabled});
    REQUIRE(d.code == iri::errc::ok);
    std::size_t previous = 0;
    for (iri::warning const& w : out) {
        INFO(iri::to_string(w.code) << " at byte " << w.byte_offset);
        CHECK(enabled.contains(w.code));
        REQUIRE(w.byte_offset <= text.size());
        CHECK(w.byte_offset >= previous);  // in order of position
        previous = w.byte_offset;
        std::size_t code_points = 0;
        for (char c : text.substr(0, w.byte_offset)) code_points += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        CHECK(w.offset == code_points);
        if (!w.text.empty()) {
            CHECK(w.text.data() == text.data() + w.byte_offset);
            CHECK(w.text.size() <= text.size() - w.byte_offset);
        }
        CHECK(!w.component.empty());
        CHECK(w.severity == iri::default_severity(w.code));
        CHECK(iri::section(w.code).starts_with("RFC "));
        CHECK(!w.message().empty());
    }
    return out;
}

strings brief(std::vector<iri::warning> const& warnings) {
    strings out;
    for (iri::warning const& w : warnings)
        out.push_back(std::string(iri::to_string(w.code)) + " " + std::to_string(w.offset) + " " +
                      std::string(w.component));
    return out;
}

strings found(std::string_view text, iri::check_family family) {
    return brief(warnings_of(text, iri::code_set::of(family)));
}

std::string rtl(std::string_view notation, rtl_script script) {
    // The first 26 letters of each alphabet, in order (Hebrew has 22: the
    // final forms follow), so that A is ALEF / ALEF, B is BET / BEH...
    static constexpr std::array<char32_t, 26> hebrew = {
        0x05D0, 0x05D1, 0x05D2, 0x05D3, 0x05D4, 0x05D5, 0x05D6, 0x05D7, 0x05D8, 0x05D9, 0x05DB, 0x05DC, 0x05DE,
        0x05E0, 0x05E1, 0x05E2, 0x05E4, 0x05E6, 0x05E7, 0x05E8, 0x05E9, 0x05EA, 0x05DA, 0x05DD, 0x05DF, 0x05E3};
    static constexpr std::array<char32_t, 26> arabic = {
        0x0627, 0x0628, 0x062A, 0x062B, 0x062C, 0x062D, 0x062E, 0x062F, 0x0630, 0x0631, 0x0632, 0x0633, 0x0634,
        0x0635, 0x0636, 0x0637, 0x0638, 0x0639, 0x063A, 0x0641, 0x0642, 0x0643, 0x0644, 0x0645, 0x0646, 0x0647};
    auto const& letters = script == rtl_script::hebrew ? hebrew : arabic;
    std::string out;
    for (char c : notation) {
        if (c >= 'A' && c <= 'Z')
            out += test::utf8(letters[static_cast<std::size_t>(c - 'A')]);
        else
            out += c;
    }
    return out;
}

}  // namespace check_test
