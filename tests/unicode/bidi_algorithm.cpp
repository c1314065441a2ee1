// UAX #9 conformance: every case of Unicode's own test files, BidiTest.txt
// (Bidi_Class sequences, every paragraph direction) and
// BidiCharacterTest.txt (code points, through the same ICU properties
// display() uses), as shipped by Debian's unicode-data package for the
// Unicode version of ICU 72 (15.0). The files are read from
// $IRI_UNICODE_DATA, else /usr/share/unicode; .ci/install-deps installs
// them.
//
// Both files check levels and the order of rule L2 (L3 and L4 are for the
// renderer: tests/semantics/display.cpp covers them). Characters removed by
// X9 have no level there ("x") and are left out of the order.
#include "unicode/bidi_algorithm.hpp"
#include "unicode/bidi_properties.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace uba = iri::unicode::uba;
using uba::bidi_class;

std::string data_file(std::string_view name) {
    char const* dir = std::getenv("IRI_UNICODE_DATA");
    return std::string(dir != nullptr ? dir : "/usr/share/unicode") + "/" + std::string(name);
}

std::ifstream open_data(std::string_view name) {
    std::string const path = data_file(name);
    std::ifstream in(path);
    if (!in)
        FAIL("cannot read " << path
                            << ": install Debian's unicode-data package (.ci/install-deps), "
                               "or point IRI_UNICODE_DATA at a directory holding the Unicode 15.0 file");
    return in;
}

std::vector<std::string> split(std::string const& text, char separator) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(text);
    while (std::getline(in, field, separator)) fields.push_back(field);
    return fields;
}

std::vector<std::string> words(std::string const& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

bidi_class class_named(std::string const& name) {
    static constexpr std::pair<std::string_view, bidi_class> names[] = {
        {"L", bidi_class::L},     {"R", bidi_class::R},     {"AL", bidi_class::AL},   {"EN", bidi_class::EN},
        {"ES", bidi_class::ES},   {"ET", bidi_class::ET},   {"AN", bidi_class::AN},   {"CS", bidi_class::CS},
        {"NSM", bidi_class::NSM}, {"BN", bidi_class::BN},   {"B", bidi_class::B},     {"S", bidi_class::S},
        {"WS", bidi_class::WS},   {"ON", bidi_class::ON},   {"LRE", bidi_class::LRE}, {"LRO", bidi_class::LRO},
        {"RLE", bidi_class::RLE}, {"RLO", bidi_class::RLO}, {"PDF", bidi_class::PDF}, {"LRI", bidi_class::LRI},
        {"RLI", bidi_class::RLI}, {"FSI", bidi_class::FSI}, {"PDI", bidi_class::PDI},
    };
    for (auto const& [n, c] : names)
        if (n == name) return c;
    FAIL("unknown Bidi_Class " << name);
    return bidi_class::L;
}

// The levels and the order the algorithm gives, in the files' notation:
// "x" for characters X9 removes, which the order leaves out.
struct outcome {
    std::vector<std::string> levels;
    std::vector<std::string> order;
};

outcome run(std::vector<uba::character> const& text, uba::paragraph_direction direction) {
    std::vector<uba::level> levels;
    uba::resolve_levels(text, direction, levels);
    std::vector<std::uint32_t> visual;
    uba::reorder(text, levels, visual);
    outcome o;
    for (std::size_t i = 0; i < text.size(); ++i)
        o.levels.push_back(uba::removed_by_x9(text[i].type) ? "x" : std::to_string(levels[i]));
    for (std::uint32_t i : visual)
        if (!uba::removed_by_x9(text[i].type)) o.order.push_back(std::to_string(i));
    return o;
}

std::string joined(std::vector<std::string> const& v) {
    std::string s;
    for (auto const& w : v) s += (s.empty() ? "" : " ") + w;
    return s;
}

// Counts the cases, keeps the first few failures for the report.
struct tally {
    std::size_t cases = 0;
    std::size_t failed = 0;
    std::string report;

    void check(std::string const& what, outcome const& got, std::vector<std::string> const& levels,
               std::vector<std::string> const& order) {
        ++cases;
        if (got.levels == levels && got.order == order) return;
        if (++failed <= 10)
            report += what + "\n    levels " + joined(got.levels) + " (expected " + joined(levels) + ")\n    order  " +
                      joined(got.order) + " (expected " + joined(order) + ")\n";
    }
};

}  // namespace

TEST_CASE("uba: every case of BidiTest.txt (Unicode 15.0)", "[uba][conformance]") {
    std::ifstream in = open_data("BidiTest.txt");
    std::vector<std::string> levels, order;
    tally t;
    std::size_t line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("@Levels:", 0) == 0) {
            levels = words(line.substr(8));
            continue;
        }
        if (line.rfind("@Reorder:", 0) == 0) {
            order = words(line.substr(9));
            continue;
        }
        if (line[0] == '@') continue;
        std::vector<std::string> const fields = split(line, ';');
        REQUIRE(fields.size() == 2);
        std::vector<uba::character> text;
        for (std::string const& name : words(fields[0])) text.push_back({class_named(name)});
        unsigned const directions = static_cast<unsigned>(std::stoul(fields[1], nullptr, 16));
        constexpr std::pair<unsigned, uba::paragraph_direction> bits[] = {
            {1, uba::paragraph_direction::first_strong},
            {2, uba::paragraph_direction::ltr},
            {4, uba::paragraph_direction::rtl},
        };
        for (auto const& [bit, direction] : bits)
            if ((directions & bit) != 0)
                t.check("line " + std::to_string(line_number) + " (" + line + "), direction bit " + std::to_string(bit),
                        run(text, direction), levels, order);
    }
    INFO(t.report);
    CHECK(t.cases > 490000);  // the whole file was read
    CHECK(t.failed == 0);
}

TEST_CASE("uba: every case of BidiCharacterTest.txt (Unicode 15.0), with ICU's properties", "[uba][conformance]") {
    std::ifstream in = open_data("BidiCharacterTest.txt");
    tally t;
    std::size_t line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> const fields = split(line, ';');
        REQUIRE(fields.size() == 5);
        std::vector<uba::character> text;
        for (std::string const& hex : words(fields[0]))
            text.push_back(iri::unicode::bidi_properties(static_cast<char32_t>(std::stoul(hex, nullptr, 16))));
        uba::paragraph_direction const direction = fields[1] == "0"   ? uba::paragraph_direction::ltr
                                                   : fields[1] == "1" ? uba::paragraph_direction::rtl
                                                                      : uba::paragraph_direction::first_strong;
        t.check("line " + std::to_string(line_number) + " (" + line + ")", run(text, direction), words(fields[3]),
                words(fields[4]));
    }
    INFO(t.report);
    CHECK(t.cases > 90000);
    CHECK(t.failed == 0);
}
