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

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <fstream>
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

// The fields between separators, and the words between spaces and tabs:
// views into the line, as the files have about 180,000 lines (the test
// code is compiled without optimization, where string streams cost more
// than the algorithm under test).
std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> fields;
    for (std::size_t at = 0;;) {
        std::size_t const end = text.find(separator, at);
        fields.push_back(text.substr(at, end - at));
        if (end == std::string_view::npos) return fields;
        at = end + 1;
    }
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    out.reserve(16);
    for (std::size_t at = 0;;) {
        at = text.find_first_not_of(" \t", at);
        if (at == std::string_view::npos) return out;
        std::size_t const end = std::min(text.find_first_of(" \t", at), text.size());
        out.push_back(text.substr(at, end - at));
        at = end;
    }
}

// A decimal or hexadecimal number of the files, spaces around it aside.
unsigned long number(std::string_view text, int base) {
    std::size_t const first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) FAIL("no number: '" << text << "'");
    text = text.substr(first, text.find_last_not_of(" \t") + 1 - first);
    unsigned long n = 0;
    char const* const end = text.data() + text.size();
    auto const [stop, error] = std::from_chars(text.data(), end, n, base);
    if (error != std::errc() || stop != end) FAIL("not a number: '" << text << "'");
    return n;
}

bidi_class class_named(std::string_view name) {
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

// Levels and an order as the files write them, read once per line (or per
// @Levels / @Reorder line) into numbers, so that each of the half a
// million cases compares numbers, not strings: the level -1 is "x", a
// character X9 removes, which the order leaves out.
using levels_list = std::vector<int>;
using order_list = std::vector<std::uint32_t>;

levels_list levels_from(std::vector<std::string_view> const& words) {
    levels_list levels;
    for (std::string_view const w : words) levels.push_back(w == "x" ? -1 : static_cast<int>(number(w, 10)));
    return levels;
}

order_list order_from(std::vector<std::string_view> const& words) {
    order_list order;
    for (std::string_view const w : words) order.push_back(static_cast<std::uint32_t>(number(w, 10)));
    return order;
}

// The levels and the order the algorithm gives, in the same terms.
struct outcome {
    levels_list levels;
    order_list order;
};

outcome run(std::vector<uba::character> const& text, uba::paragraph_direction direction) {
    std::vector<uba::level> levels;
    uba::resolve_levels(text, direction, levels);
    std::vector<std::uint32_t> visual;
    uba::reorder(text, levels, visual);
    outcome o;
    o.levels.reserve(text.size());
    o.order.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i)
        o.levels.push_back(uba::removed_by_x9(text[i].type) ? -1 : static_cast<int>(levels[i]));
    for (std::uint32_t i : visual)
        if (!uba::removed_by_x9(text[i].type)) o.order.push_back(i);
    return o;
}

// The files' notation again, for the report of a failure.
std::string word(int level) { return level < 0 ? "x" : std::to_string(level); }
std::string word(std::uint32_t index) { return std::to_string(index); }

template <typename Number>
std::string joined(std::vector<Number> const& v) {
    std::string s;
    for (Number const n : v) s += (s.empty() ? "" : " ") + word(n);
    return s;
}

// Counts the cases, keeps the first few failures for the report. `what`
// names the case; it is only called for a failure.
struct tally {
    std::size_t cases = 0;
    std::size_t failed = 0;
    std::string report;

    template <typename What>
    void check(What const& what, outcome const& got, levels_list const& levels, order_list const& order) {
        ++cases;
        if (got.levels == levels && got.order == order) return;
        if (++failed <= 10)
            report += what() + "\n    levels " + joined(got.levels) + " (expected " + joined(levels) +
                      ")\n    order  " + joined(got.order) + " (expected " + joined(order) + ")\n";
    }
};

}  // namespace

TEST_CASE("uba: every case of BidiTest.txt (Unicode 15.0)", "[uba][conformance]") {
    std::ifstream in = open_data("BidiTest.txt");
    levels_list levels;
    order_list order;
    std::vector<uba::character> text;
    tally t;
    std::size_t line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("@Levels:", 0) == 0) {
            levels = levels_from(words(std::string_view(line).substr(8)));
            continue;
        }
        if (line.rfind("@Reorder:", 0) == 0) {
            order = order_from(words(std::string_view(line).substr(9)));
            continue;
        }
        if (line[0] == '@') continue;
        std::vector<std::string_view> const fields = split(line, ';');
        REQUIRE(fields.size() == 2);
        text.clear();
        for (std::string_view const name : words(fields[0])) text.push_back({class_named(name)});
        unsigned const directions = static_cast<unsigned>(number(fields[1], 16));
        constexpr std::pair<unsigned, uba::paragraph_direction> bits[] = {
            {1, uba::paragraph_direction::first_strong},
            {2, uba::paragraph_direction::ltr},
            {4, uba::paragraph_direction::rtl},
        };
        for (auto const& [bit, direction] : bits) {
            if ((directions & bit) == 0) continue;
            unsigned const direction_bit = bit;  // a lambda may not capture a structured binding (clang 14)
            t.check(
                [&] {
                    return "line " + std::to_string(line_number) + " (" + line + "), direction bit " +
                           std::to_string(direction_bit);
                },
                run(text, direction), levels, order);
        }
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
        std::vector<std::string_view> const fields = split(line, ';');
        REQUIRE(fields.size() == 5);
        std::vector<uba::character> text;
        for (std::string_view const hex : words(fields[0]))
            text.push_back(iri::unicode::bidi_properties(static_cast<char32_t>(number(hex, 16))));
        uba::paragraph_direction const direction = fields[1] == "0"   ? uba::paragraph_direction::ltr
                                                   : fields[1] == "1" ? uba::paragraph_direction::rtl
                                                                      : uba::paragraph_direction::first_strong;
        t.check([&] { return "line " + std::to_string(line_number) + " (" + line + ")"; }, run(text, direction),
                levels_from(words(fields[3])), order_from(words(fields[4])));
    }
    INFO(t.report);
    CHECK(t.cases > 90000);
    CHECK(t.failed == 0);
}
