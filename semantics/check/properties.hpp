// The Unicode properties the character, bidi and script checks read, per
// code point, fetched from ICU once and remembered.
//
// Most of what check costs on non-ASCII text was ICU calls made per code
// point or per component (bidi class, script extensions, normalization,
// UTS #39 restriction levels and skeletons), on text that is mostly one
// script: the same few hundred code points over and over. Here each code
// point's properties are packed in 32 bits and kept in a small table shared
// by all threads; the checks then decide the common case ("in NFC and NFKC",
// "one script", "no look-alike") from the packed bits and leave the rest to
// ICU as before.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace iri::semantics::checks {

// The bidi class as RFC 3987 §4.2 reads it (UAX #9): left-to-right (L),
// right-to-left (R, AL), a nonspacing mark (NSM, rule W1), or other.
enum class direction : unsigned char { ltr, rtl, other, mark };

// The script extensions of a character, in one byte: a script code of
// ICU's UScriptCode when there is exactly one and it is neither Common nor
// Inherited; any_script when it is Common or Inherited (UTS #39 §5.1: such
// a character goes with every script); several_scripts otherwise (ask
// uscript_getScriptExtensions).
inline constexpr unsigned any_script = 0xFF;
inline constexpr unsigned several_scripts = 0xFE;

class code_point_properties {
public:
    constexpr code_point_properties() noexcept = default;
    constexpr explicit code_point_properties(std::uint32_t bits) noexcept : bits_(bits) {}

    direction bidi() const noexcept { return static_cast<direction>(bits_ & 3u); }
    // Quick_Check Yes (UAX #15 §9) for NFC and for NFKC.
    bool nfc_yes() const noexcept { return (bits_ & nfc_yes_bit) != 0; }
    bool nfkc_yes() const noexcept { return (bits_ & nfkc_yes_bit) != 0; }
    unsigned combining_class() const noexcept { return (bits_ >> 8) & 0xFFu; }
    // General_Category Cn.
    bool unassigned() const noexcept { return (bits_ & unassigned_bit) != 0; }
    // find_delimiter_lookalike may find something for it in some component.
    bool maybe_lookalike() const noexcept { return (bits_ & lookalike_bit) != 0; }
    // General_Category Nd, and then its value.
    bool decimal_digit() const noexcept { return (bits_ & digit_bit) != 0; }
    unsigned digit_value() const noexcept { return (bits_ >> 16) & 0xFu; }
    unsigned script() const noexcept { return (bits_ >> 20) & 0xFFu; }
    // UTS #46 maps it to itself (unicode::uts46_maps_to_itself), it is not
    // ZERO WIDTH (NON-)JOINER (CheckJoiners' business), and its bidi class
    // is not AN (which, like R and AL, bidi() rtl, makes a name a "Bidi
    // domain name", RFC 5893 §2): a host in NFC made of such characters
    // and ASCII [a-z0-9-] passes ToASCII unless a hyphen, a length, a
    // leading mark or the Bidi rule fails it.
    bool idna_plain() const noexcept { return (bits_ & idna_plain_bit) != 0; }

    std::uint32_t bits() const noexcept { return bits_; }

    static constexpr std::uint32_t nfc_yes_bit = 1u << 2;
    static constexpr std::uint32_t nfkc_yes_bit = 1u << 3;
    static constexpr std::uint32_t unassigned_bit = 1u << 4;
    static constexpr std::uint32_t lookalike_bit = 1u << 5;
    static constexpr std::uint32_t digit_bit = 1u << 6;
    static constexpr std::uint32_t idna_plain_bit = 1u << 7;
    static constexpr std::uint32_t skeleton_known_bit = 1u << 28;
    static constexpr std::uint32_t skeleton_ascii_bit = 1u << 29;  // its skeleton alone is ASCII
    static constexpr std::uint32_t skeleton_word_bit = 1u << 30;  // ASCII letters and digits

private:
    std::uint32_t bits_ = 0;
};

namespace detail {
inline constexpr unsigned table_bits = 14;
inline constexpr std::uint64_t valid_bit = std::uint64_t{1} << 31;  // never 0 once filled
extern std::atomic<std::uint64_t> table[std::size_t{1} << table_bits];
// Fibonacci hashing: neighbouring code points (one script's block) spread
// over the whole table.
inline std::size_t slot(char32_t c) noexcept {
    return (static_cast<std::uint32_t>(c) * 0x9E3779B1u) >> (32 - table_bits);
}
code_point_properties fill(char32_t c);
}  // namespace detail

// The properties of `c`, a Unicode scalar value of U+0080 or above: a
// look-up in the table (properties.cpp), ICU when it misses.
// A character lives in its slot or in the other of its pair (slot ^ 1):
// a text of a few thousand characters (a corpus of many scripts) made
// enough of them collide in one slot to send each back to ICU again and
// again.
inline code_point_properties properties_of(char32_t c) {
    std::size_t const home = detail::slot(c);
    std::uint64_t seen = detail::table[home].load(std::memory_order_relaxed);
    if ((seen >> 32) == c && (seen & detail::valid_bit) != 0)
        return code_point_properties(static_cast<std::uint32_t>(seen & ~detail::valid_bit));
    seen = detail::table[home ^ 1].load(std::memory_order_relaxed);
    if ((seen >> 32) == c && (seen & detail::valid_bit) != 0)
        return code_point_properties(static_cast<std::uint32_t>(seen & ~detail::valid_bit));
    return detail::fill(c);
}

// Adds `bits` (the skeleton bits, which scripts.cpp computes only when it
// needs them) to what the table remembers of `c`, if it remembers `c`.
void remember(char32_t c, std::uint32_t bits) noexcept;

// The checks USPOOF_RESTRICTION_LEVEL and USPOOF_MIXED_NUMBERS that UTF-8
// text fails for check's spoof checker (moderately restrictive): by ICU's
// uspoof_check2UTF8, and by the properties (nullopt when the text is not
// UTF-8), which scripts.cpp uses and the tests compare with ICU.
int restriction_failures_by_icu(std::string_view utf8);
std::optional<int> restriction_failures_by_properties(std::string_view utf8);

// Computed without the table, for the tests.
code_point_properties compute_properties(char32_t c);

// Whether the checks may decide from these properties; false makes every
// check take the ICU path it took before (tests/semantics/check/fast_paths.cpp
// compares the two). True unless a test says otherwise.
bool fast_paths_enabled() noexcept;
void enable_fast_paths(bool on) noexcept;

}  // namespace iri::semantics::checks
