#include "unicode/bidi_controls.hpp"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace iri::unicode {
namespace {

constexpr bidi_control table[] = {
    {0x061C, "ARABIC LETTER MARK", "acts as a strong right-to-left mark, like RLM", false, true},
    {0x200E, "LEFT-TO-RIGHT MARK", "acts as a strong left-to-right letter", true, false},
    {0x200F, "RIGHT-TO-LEFT MARK", "acts as a strong right-to-left letter", true, false},
    {0x2028, "LINE SEPARATOR", "breaks the line, and each line is reordered on its own (UAX #9 L1)", false, false},
    {0x2029, "PARAGRAPH SEPARATOR", "ends the paragraph, and each side is reordered on its own (UAX #9 P1)", false,
     false},
    {0x202A, "LEFT-TO-RIGHT EMBEDDING", "opens a left-to-right embedding", true, false},
    {0x202B, "RIGHT-TO-LEFT EMBEDDING", "opens a right-to-left embedding", true, false},
    {0x202C, "POP DIRECTIONAL FORMATTING", "closes an embedding or override", true, false},
    {0x202D, "LEFT-TO-RIGHT OVERRIDE", "shows what follows left to right, whatever it is", true, false},
    {0x202E, "RIGHT-TO-LEFT OVERRIDE", "shows what follows right to left, whatever it is", true, false},
    {0x2066, "LEFT-TO-RIGHT ISOLATE", "opens a left-to-right isolate, as LRE opens an embedding", false, true},
    {0x2067, "RIGHT-TO-LEFT ISOLATE", "opens a right-to-left isolate, as RLE opens an embedding", false, true},
    {0x2068, "FIRST STRONG ISOLATE", "opens an isolate whose direction its first letter decides", false, true},
    {0x2069, "POP DIRECTIONAL ISOLATE", "closes an isolate, as PDF closes an embedding", false, true},
};

// The table and the two predicates name the same characters.
static_assert(std::all_of(std::begin(table), std::end(table), [](bidi_control const& b) {
    return b.forbidden_by_rfc3987 ? is_bidi_formatting(b.code_point) && !is_later_bidi_control(b.code_point)
                                  : is_later_bidi_control(b.code_point) && !is_bidi_formatting(b.code_point);
}));
static_assert(std::count_if(std::begin(table), std::end(table),
                            [](bidi_control const& b) { return b.forbidden_by_rfc3987; }) == 7);
static_assert(std::is_sorted(std::begin(table), std::end(table),
                             [](bidi_control const& a, bidi_control const& b) { return a.code_point < b.code_point; }));

}  // namespace

std::span<bidi_control const> bidi_control_table() noexcept { return table; }

bidi_control const* find_bidi_control(char32_t c) noexcept {
    if (!is_bidi_formatting(c) && !is_later_bidi_control(c)) return nullptr;
    for (bidi_control const& b : table)
        if (b.code_point == c) return &b;
    return nullptr;
}

std::string_view bidi_formatting_name(char32_t c) noexcept {
    if (!is_bidi_formatting(c)) return {};
    return find_bidi_control(c)->name;
}

// All seven are three-byte UTF-8 sequences E2 80 xx:
// LRM 8E, RLM 8F, LRE AA, RLE AB, PDF AC, LRO AD, RLO AE.
std::size_t find_bidi_formatting(std::string_view text) noexcept {
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    char const* p = begin;
    while (p != end) {
        auto const* hit = static_cast<char const*>(std::memchr(p, 0xE2, static_cast<std::size_t>(end - p)));
        if (hit == nullptr || end - hit < 3) return no_bidi_formatting;
        auto const b1 = static_cast<unsigned char>(hit[1]);
        auto const b2 = static_cast<unsigned char>(hit[2]);
        if (b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xAA && b2 <= 0xAE)))
            return static_cast<std::size_t>(hit - begin);
        p = hit + 1;
    }
    return no_bidi_formatting;
}

}  // namespace iri::unicode
