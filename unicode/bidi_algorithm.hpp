// The Unicode Bidirectional Algorithm (UAX #9, revision 46, Unicode 15.0):
// resolved embedding levels (rules P1-P3, X1-X10, W1-W7, N0-N2, I1-I2, L1)
// and the visual order (L2) of a text, given each character's Bidi_Class
// and paired-bracket properties.
//
// RFC 3987 §4.1 requires bidi IRIs to be rendered with this algorithm. It
// is implemented here rather than taken from ICU's ubidi because ICU 72's
// ubidi differs from UAX #9 on inputs IRIs can hold, and its bracket
// pairing takes time proportional to the length times the number of
// brackets pending (docs/bidi-display.md has the cases and the numbers).
// The caller supplies the character properties (semantics/display.cpp
// asks ICU), so the algorithm also runs on Unicode's BidiTest.txt, which
// lists classes rather than characters.
//
// Time and memory are linear in the length of the text, except L2, which
// visits each character once per level present (at most 126); no
// recursion.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace iri::unicode::uba {

// The Bidi_Class values (UAX #9 Table 4), by their short names.
enum class bidi_class : std::uint8_t {
    L,
    R,
    AL,  // strong
    EN,
    ES,
    ET,
    AN,
    CS,
    NSM,
    BN,  // weak
    B,
    S,
    WS,
    ON,  // neutral
    LRE,
    LRO,
    RLE,
    RLO,
    PDF,
    LRI,
    RLI,
    FSI,
    PDI,  // explicit formatting
};

// Bidi_Paired_Bracket_Type (BD14, BD15).
enum class bracket_type : std::uint8_t { none, open, close };

struct character {
    bidi_class type = bidi_class::L;
    bracket_type bracket = bracket_type::none;
    // What pairs an opening bracket with a closing one (BD16): for an
    // opening bracket its Bidi_Paired_Bracket, for a closing bracket
    // itself, after mapping U+2329 and U+232A to their canonical
    // equivalents U+3008 and U+3009.
    char32_t pair_key = 0;
};

// The paragraph embedding level: given (0, 1), or found by P2-P3 (the
// first strong character decides, left-to-right when there is none).
enum class paragraph_direction : std::uint8_t { ltr, rtl, first_strong };

using level = std::uint8_t;

// Whether X9 removes characters of this class from the algorithm (BN and the
// embedding and override controls): their levels are not defined by UAX #9.
constexpr bool removed_by_x9(bidi_class c) noexcept {
    return c == bidi_class::BN || c == bidi_class::LRE || c == bidi_class::LRO || c == bidi_class::RLE ||
           c == bidi_class::RLO || c == bidi_class::PDF;
}

// Whether a character at the start of a left-to-right paragraph, before
// the first R, AL or AN, stays at level 0 whatever follows: L, the numbers
// and separators that W2-W7 make L after sos L (nothing but L is strong
// before them), and neutrals that N1-N2 resolve between L and R to the
// embedding direction. Not brackets (N0 would pair one with a bracket
// after it), NSM, BN, B, S and the explicit formatting characters, whose
// rules look further. resolve_levels() leaves such a beginning out of the
// algorithm (so that the conformance tests check this), and callers may
// too: the levels of the rest do not depend on it.
constexpr bool stays_left_to_right_before_rtl(character const& c) noexcept {
    switch (c.type) {
        case bidi_class::L:
        case bidi_class::EN:
        case bidi_class::ES:
        case bidi_class::ET:
        case bidi_class::CS:
        case bidi_class::WS: return true;
        case bidi_class::ON: return c.bracket == bracket_type::none;
        default: return false;
    }
}

// Whether every rule treats each character of a run of this one's class
// alike, so that the run resolves as one character: the strong types and
// the numbers (X1-X8 give a run one level, W1-W7 and N1-N2 one type: an
// NSM takes its predecessor's type, which is the run's; ET next to EN, EN
// after a strong type, are decided for the whole run), WS (L1 resets a
// run as a whole) and ON other than brackets (N1-N2 resolve a sequence of
// neutrals together). Not ES and CS (W4 changes only a single separator
// between two numbers), brackets (N0 pairs each), B and S (P1, L1), BN
// and the explicit formatting characters (X1-X9 read each). A run is such
// a character and the characters after it of its class that are not
// brackets.
constexpr bool resolves_in_runs(character const& c) noexcept {
    switch (c.type) {
        case bidi_class::L:
        case bidi_class::R:
        case bidi_class::AL:
        case bidi_class::EN:
        case bidi_class::AN:
        case bidi_class::NSM:
        case bidi_class::ET:
        case bidi_class::WS: return true;
        case bidi_class::ON: return c.bracket == bracket_type::none;
        default: return false;
    }
}

// The resolved level of every character of `text`, after L1, one paragraph
// after another (P1: a B ends its paragraph). Characters that X9 removes are
// given a level all the same, so that they keep a place in the visual order
// (UAX #9 §5.2, "Retaining BNs and Explicit Formatting Characters"): the
// paragraph level where L1 resets the whitespace around them, else the level
// of the character before them. Replaces the contents of `levels`. Throws
// std::bad_alloc (or std::length_error beyond 2^32 - 1 characters).
void resolve_levels(std::span<character const> text, paragraph_direction direction, std::vector<level>& levels);

// resolve_levels on the runs of a text (see resolves_in_runs), each given
// as its first character: the level of each run, which is the level of
// every character in it. A caller that meets the characters one at a time
// builds the runs as it goes, and never holds a property per character.
void resolve_run_levels(std::span<character const> runs, paragraph_direction direction, std::vector<level>& levels);

// L2, each paragraph being one line: replaces `visual` with the index of
// the character shown at each position, from left to right. Throws
// std::bad_alloc. On runs and their levels (resolve_run_levels), the same
// gives the visual order of the runs; the characters of a run at an odd
// level are shown in reverse, as L2 reverses the run an odd number of
// times (once per level from the lowest odd one up to its own).
void reorder(std::span<character const> text, std::span<level const> levels, std::vector<std::uint32_t>& visual);

}  // namespace iri::unicode::uba
