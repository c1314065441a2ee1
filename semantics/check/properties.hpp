// The Unicode properties the character, bidi and script checks read, per
// code point, from a table made from ICU ahead of time.
//
// Most of what check costs on non-ASCII text was ICU calls made per code
// point or per component (bidi class, script extensions, normalization,
// UTS #39 restriction levels and skeletons), on text that is mostly one
// script: the same few hundred code points over and over. Here each code
// point's properties are packed in 64 bits, and all of them are in a
// read-only table (property_table.cpp, written by make_property_table.cpp);
// the checks decide the common case ("in NFC and NFKC", "one script", "no
// look-alike") from the packed bits and leave the rest to ICU as before.
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
    constexpr explicit code_point_properties(std::uint64_t bits) noexcept : bits_(bits) {}

    direction bidi() const noexcept { return static_cast<direction>(bits_ & 3u); }
    // Quick_Check Yes (UAX #15 §9) for NFC and for NFKC.
    bool nfc_yes() const noexcept { return (bits_ & nfc_yes_bit) != 0; }
    bool nfkc_yes() const noexcept { return (bits_ & nfkc_yes_bit) != 0; }
    unsigned combining_class() const noexcept { return (bits_ & combining_class_mask) >> 8; }
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

    // bidi() rtl (R or AL), or a bidi control that RFC 3987 §4.1 does not
    // name (unicode::is_later_bidi_control): what check_bidi looks for
    // before it looks closer.
    bool right_to_left_or_control() const noexcept { return (bits_ & right_to_left_or_control_bit) != 0; }

    // The UTS #39 skeleton of the character alone: ASCII, and then ASCII
    // letters and digits only.
    bool skeleton_ascii() const noexcept { return (bits_ & skeleton_ascii_bit) != 0; }
    bool skeleton_ascii_word() const noexcept { return (bits_ & skeleton_word_bit) != 0; }

    // What the bits of several characters ORed together (part_summary's
    // any_bits) cannot otherwise say, as bits of their own: bidi() ltr
    // (class L); unicode::is_later_bidi_control; not skeleton_ascii().
    bool left_to_right() const noexcept { return (bits_ & left_to_right_bit) != 0; }
    bool later_bidi_control() const noexcept { return (bits_ & later_bidi_control_bit) != 0; }
    bool skeleton_not_ascii() const noexcept { return (bits_ & skeleton_not_ascii_bit) != 0; }

    std::uint64_t bits() const noexcept { return bits_; }

    static constexpr std::uint64_t nfc_yes_bit = 1u << 2;
    static constexpr std::uint64_t nfkc_yes_bit = 1u << 3;
    static constexpr std::uint64_t unassigned_bit = 1u << 4;
    static constexpr std::uint64_t combining_class_mask = 0xFFu << 8;
    static constexpr std::uint64_t lookalike_bit = 1u << 5;
    static constexpr std::uint64_t digit_bit = 1u << 6;
    static constexpr std::uint64_t idna_plain_bit = 1u << 7;
    static constexpr std::uint64_t skeleton_ascii_bit = 1u << 28;
    static constexpr std::uint64_t skeleton_word_bit = 1u << 29;
    static constexpr std::uint64_t right_to_left_or_control_bit = 1u << 30;
    static constexpr std::uint64_t left_to_right_bit = std::uint64_t{1} << 31;
    static constexpr std::uint64_t later_bidi_control_bit = std::uint64_t{1} << 32;
    static constexpr std::uint64_t skeleton_not_ascii_bit = std::uint64_t{1} << 33;

private:
    std::uint64_t bits_ = 0;
};

// The table (property_table.cpp): a two-stage look-up, as ICU's own
// property tries, into a list of the distinct values. The code points come
// in blocks of 64; blocks[c >> 6] is where the block of c starts in
// `entries`, and blocks with the same entries (all of an unassigned plane,
// most of a CJK one) share them. entries[...] is an index into `values`,
// the thousand or so distinct values of the 1,114,112 code points.
namespace detail {
inline constexpr unsigned block_bits = 6;
extern char const table_icu_version[];  // the ICU the table was made from
extern std::uint64_t const values[];
extern std::uint16_t const blocks[];
extern std::uint16_t const entries[];
}  // namespace detail

// The properties of `c`, a Unicode scalar value (U+0000 to U+10FFFF).
// Only while fast_paths_enabled(): the table holds what ICU says only when
// the program runs with the ICU it was made from.
inline code_point_properties properties_of(char32_t c) noexcept {
    std::size_t const block = detail::blocks[c >> detail::block_bits];
    return code_point_properties(detail::values[detail::entries[block + (c & ((1u << detail::block_bits) - 1))]]);
}

// Whether `c`, of class `cc` and Quick_Check Maybe in NFC (or NFKC),
// leaves the text in that form after `previous` (0: none) of class
// `previous_class`; characters.cpp.
bool maybe_stays_after(bool nfkc, char32_t previous, unsigned previous_class, char32_t c, unsigned cc);

// The quick check of UAX #15 §9 for NFC and NFKC over a text, a character
// at a time: the text is in the form while its characters are Yes (or
// Maybe and maybe_stays_after) and its marks in canonical order; false
// means "ask ICU".
struct normalization_quick_check {
    bool nfc = true, nfkc = true;
    unsigned last_class = 0;  // the canonical combining class before

    // ASCII is Yes, of class 0.
    void add_ascii() noexcept { last_class = 0; }

    void add(char32_t previous, char32_t c, code_point_properties props) {
        // Most characters: Yes in both, class 0.
        constexpr std::uint64_t yes = code_point_properties::nfc_yes_bit | code_point_properties::nfkc_yes_bit;
        if ((props.bits() & (yes | code_point_properties::combining_class_mask)) == yes) [[likely]] {
            last_class = 0;
            return;
        }
        unsigned const cc = props.combining_class();
        if (cc != 0 && last_class > cc) nfc = nfkc = false;
        nfc = nfc && (props.nfc_yes() || maybe_stays_after(false, previous, last_class, c, cc));
        nfkc = nfkc && (props.nfkc_yes() || maybe_stays_after(true, previous, last_class, c, cc));
        last_class = cc;
    }
};

// The checks USPOOF_RESTRICTION_LEVEL and USPOOF_MIXED_NUMBERS that UTF-8
// text fails for check's spoof checker (moderately restrictive): by ICU's
// uspoof_check2UTF8, and by the properties (nullopt when the text is not
// UTF-8), which scripts.cpp uses and the tests compare with ICU.
int restriction_failures_by_icu(std::string_view utf8);
std::optional<int> restriction_failures_by_properties(std::string_view utf8);

// Computed by ICU, without the table: what make_property_table.cpp writes
// into it, and the tests compare it with.
code_point_properties compute_properties(char32_t c);

// The skeleton bits of compute_properties (by ICU's spoof checker, which
// scripts.cpp holds).
std::uint64_t skeleton_properties(char32_t c);

// Whether the checks may decide from these properties; false makes every
// check take the ICU path it took before (tests/semantics/check/fast_paths.cpp
// compares the two). True when the running ICU is the one the table was
// made from, unless a test says otherwise.
namespace detail {
extern std::atomic<bool> fast_paths;  // properties.cpp
}  // namespace detail
inline bool fast_paths_enabled() noexcept { return detail::fast_paths.load(std::memory_order_relaxed); }
void enable_fast_paths(bool on) noexcept;

}  // namespace iri::semantics::checks
