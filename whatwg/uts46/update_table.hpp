// The tables of whatwg/uts46_update.cpp: what the UTS #46 of the URL
// Standard's tests changes from the UTS #46 of Debian's ICU, generated
// (update_table.cpp, by generate_update.py, from the data in data/).
#pragma once

#include <cstdint>
#include <span>

namespace iri::whatwg::uts46_update_table {

// `from` maps to `length` code points of mapping_targets() from `first`:
// none when it is now ignored, U+FFFD (which ICU disallows) when it is now
// disallowed.
struct mapping {
    char32_t from;
    std::uint16_t first;
    std::uint8_t length;
};

struct code_point_range {
    char32_t first;
    char32_t last;
};

// In code point order.
std::span<mapping const> mappings() noexcept;
std::span<char32_t const> mapping_targets() noexcept;
// Characters ICU does not know that UTS #46 keeps valid, with the stand-in's
// properties (whatwg/uts46_update.cpp), in code point order.
std::span<code_point_range const> new_characters() noexcept;

}  // namespace iri::whatwg::uts46_update_table
