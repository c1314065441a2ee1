// The warning codes: stable names and values, the facts the library gives
// about each, and docs/checks.md, whose table must list exactly the codes
// the library can emit, each with an example that produces it.
#include "semantics/check/support.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

using iri::warning_code;

TEST_CASE("warning codes have stable values and names", "[check][codes]") {
    // Values are part of the API: a code never changes meaning.
    CHECK(static_cast<int>(warning_code::bidi_mixed_direction) == 1);
    CHECK(static_cast<int>(warning_code::percent_not_utf8) == 11);
    CHECK(static_cast<int>(warning_code::dot_segment) == 18);
    CHECK(static_cast<int>(warning_code::scheme_syntax) == 20);
    CHECK(static_cast<int>(iri::errc::raised_warning) == 17);
    auto const codes = iri::warning_codes();
    REQUIRE(codes.size() == static_cast<std::size_t>(iri::last_warning_code));
    for (std::size_t i = 0; i < codes.size(); ++i) {
        warning_code const code = codes[i];
        INFO(iri::to_string(code));
        CHECK(static_cast<std::size_t>(code) == i + 1);
        CHECK(iri::warning_code_from_string(iri::to_string(code)) == code);
        CHECK(iri::code_set::all().contains(code));
        CHECK(iri::code_set::of(iri::family(code)).contains(code));
        CHECK(iri::section(code).starts_with("RFC "));
        CHECK(!iri::summary(code).empty());
        CHECK(iri::default_severity(code) != iri::severity::error);
    }
    CHECK(iri::to_string(static_cast<warning_code>(0)) == "unknown");
    CHECK(iri::to_string(static_cast<warning_code>(200)) == "unknown");
    CHECK(!iri::warning_code_from_string("unknown"));
    CHECK(!iri::warning_code_from_string(""));
    CHECK(!iri::code_set::all().contains(static_cast<warning_code>(0)));
    CHECK(iri::to_string(iri::severity::info) == "info");
    CHECK(iri::to_string(iri::severity::warning) == "warning");
    CHECK(iri::to_string(iri::severity::error) == "error");
    CHECK(iri::to_string(iri::check_family::percent_encoding) == "percent-encoding");
    CHECK(iri::default_severity(warning_code::percent_not_utf8) == iri::severity::info);
}

namespace {

struct row {
    std::string family, severity, section, example;
};

std::string trim(std::string s) {
    while (!s.empty() && s.front() == ' ') s.erase(s.begin());
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
}

// The text between the first pair of backquotes.
std::string unquote(std::string const& cell) {
    std::size_t const open = cell.find('`');
    std::size_t const close = cell.find('`', open + 1);
    return open == std::string::npos || close == std::string::npos ? std::string()
                                                                   : cell.substr(open + 1, close - open - 1);
}

// The rows of the table in docs/checks.md: "| `code` | family | severity |
// section | `example` | ... |".
std::map<std::string, row> table_rows() {
    std::ifstream in(IRI_SOURCE_DIR "/docs/checks.md");
    REQUIRE(in);
    std::map<std::string, row> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.starts_with("| `")) continue;
        std::vector<std::string> cells;
        std::stringstream cut(line.substr(1));
        for (std::string cell; std::getline(cut, cell, '|');) cells.push_back(trim(cell));
        REQUIRE(cells.size() >= 5);
        std::string const code = unquote(cells[0]);
        INFO(line);
        CHECK(rows.count(code) == 0);  // each code once
        rows[code] = {cells[1], cells[2], cells[3], unquote(cells[4])};
    }
    return rows;
}

}  // namespace

TEST_CASE("docs/checks.md lists exactly the codes the library can emit", "[check][codes][docs]") {
    auto const rows = table_rows();
    std::set<std::string> documented, emitted;
    for (auto const& [code, r] : rows) documented.insert(code);
    for (warning_code code : iri::warning_codes()) emitted.insert(std::string(iri::to_string(code)));
    CHECK(documented == emitted);
}

TEST_CASE("docs/checks.md: family, severity, section as the library says, and each example fires",
          "[check][codes][docs]") {
    for (auto const& [name, r] : table_rows()) {
        INFO(name << ": " << r.example);
        std::optional<warning_code> const code = iri::warning_code_from_string(name);
        REQUIRE(code);
        CHECK(r.family == iri::to_string(iri::family(*code)));
        CHECK(r.severity == iri::to_string(iri::default_severity(*code)));
        CHECK(r.section == iri::section(*code));
        bool fires = false;
        for (iri::warning const& w : check_test::warnings_of(r.example)) fires = fires || w.code == *code;
        CHECK(fires);
    }
}
