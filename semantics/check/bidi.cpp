// RFC 3987 §4.2, "Bidi IRI Structure": for each component,
//   1. "A component SHOULD NOT use both right-to-left and left-to-right
//      characters."
//   2. "A component using right-to-left characters SHOULD start and end
//      with right-to-left characters."
// Right-to-left characters are those of bidi class R or AL, left-to-right
// those of class L (UAX #9), as ICU's u_charDirection gives them.
//
// Characters are taken as they are displayed: a "%HH" triplet is three
// ASCII characters ("%", then two hex digits: EN for a digit, L for a
// letter), never the octet it encodes. That is why §4.4 example 9,
// "GH%31/%32IJ", is as much "not allowed" as example 8, "GH1/2IJ": the
// components still end or start with a digit. Mapping a whole component to
// URI notation (§4.2, last paragraph) leaves no right-to-left character, so
// it satisfies both rules.
//
// Nonspacing marks take the class of the character before them (UAX #9
// rule W1), so a right-to-left word ending in a vowel sign or a shadda
// still ends with a right-to-left character; a mark at the very start has
// nothing before it and counts as not right-to-left.
//
// RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters
// (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", because they change how an IRI
// displays without being seen, and an IRI must be enterable from its
// display. The parser rejects those seven. Unicode 6.3 (2013) gave the
// Bidi_Control property (PropList.txt) five more: ALM and the isolates
// LRI, RLI, FSI, PDI; and U+2028 LINE SEPARATOR and U+2029 PARAGRAPH
// SEPARATOR break the text the algorithm reorders (UAX #9 P1, L1). All are
// ucschar, so the grammar, which stays RFC 3987's, admits them; they are
// reported as bidi_control_character, once per §4.2 component.
#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/bidi_controls.hpp"

#include <unicode/uchar.h>

#include <algorithm>
#include <iterator>

namespace iri::semantics::checks {
namespace {

// By ICU, or from the table of properties (properties.hpp), which holds
// the same.
direction of(char32_t c, bool table) {
    if (table) return properties_of(c).bidi();
    switch (u_charDirection(static_cast<UChar32>(c))) {
        case U_LEFT_TO_RIGHT: return direction::ltr;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC: return direction::rtl;
        case U_DIR_NON_SPACING_MARK: return direction::mark;
        default: return direction::other;
    }
}

direction of_ascii(unsigned char c) noexcept {
    return unicode::has(c, unicode::alpha) ? direction::ltr : direction::other;
}

// Whether `part` may get a bidi warning at all: all three codes need a
// right-to-left character (R or AL: bidi_mixed_direction needs one beside
// an L, bidi_rtl_boundary is about components that use one) or a control
// of is_later_bidi_control. Most components of most text have neither, and
// this loop, a look-up per non-ASCII character, costs a fraction of the
// one below. True when the text is not UTF-8 (the loop below decides).
bool may_warn(std::string_view part) {
    char const* const end = part.data() + part.size();
    for (char const* p = part.data(); p != end;) {
        if (static_cast<unsigned char>(*p) < 0x80) {
            ++p;
            continue;
        }
        char32_t c = 0;
        int const n = unicode::decode_utf8(p, end, c);
        if (n == 0 || properties_of(c).right_to_left_or_control()) return true;
        p += n;
    }
    return false;
}

}  // namespace

bool surely_passes_bidi(std::string_view part, part_summary const& summary) {
    // ASCII letters are L, those of a triplet's hex digits too: check_bidi
    // reads triplets as they are written.
    if (summary.triplet_letters || summary.ascii_letters) return false;
    if ((summary.any_bits &
         (code_point_properties::left_to_right_bit | code_point_properties::later_bidi_control_bit)) != 0)
        return false;
    // Without a control, the summary's right_to_left_or_control is an R or
    // AL character: the part must start with one (a mark first counts as
    // not right-to-left) and end with one, nonspacing marks after it aside
    // (rule W1). An ASCII character at either end is not R or AL.
    char const* const begin = part.data();
    char const* const end = begin + part.size();
    auto const direction_at = [end](char const* p) {
        char32_t c = 0;
        if (static_cast<unsigned char>(*p) < 0x80 || unicode::decode_utf8(p, end, c) == 0) return direction::other;
        return properties_of(c).bidi();
    };
    if (part.empty() || direction_at(begin) != direction::rtl) return false;
    for (char const* last = end; last != begin;) {
        --last;
        while (last != begin && (static_cast<unsigned char>(*last) & 0xC0u) == 0x80u) --last;
        direction const d = direction_at(last);
        if (d != direction::mark) return d == direction::rtl;
    }
    return false;
}

void check_bidi(component const& part, warning_sink& sink, bool prescanned) {
    bool const want_mixed = sink.wants(warning_code::bidi_mixed_direction);
    bool const want_boundary = sink.wants(warning_code::bidi_rtl_boundary);
    bool want_control = sink.wants(warning_code::bidi_control_character);
    char const* const begin = part.text.data();
    char const* const end = begin + part.text.size();
    bool const table = fast_paths_enabled();
    if (table && !prescanned && !may_warn(part.text)) return;

    bool seen_ltr = false, seen_rtl = false, mixed_reported = false;
    // Where the first character starts, and its class; where the character
    // that ends the component starts, nonspacing marks after it aside (rule
    // W1), and its class.
    char const* first_at = nullptr;
    char const* last_at = nullptr;
    direction first = direction::other, last = direction::other;

    for (char const* p = begin; p != end;) {
        char const* const at = p;
        auto const lead = static_cast<unsigned char>(*p);
        direction d = direction::other;
        char32_t c = 0;
        if (lead < 0x80) {
            d = of_ascii(lead);
            ++p;
        } else if (int const n = unicode::decode_utf8(p, end, c); n != 0) {
            d = of(c, table);
            p += n;
            if (want_control && unicode::is_later_bidi_control(c)) {
                sink.add(warning_code::bidi_control_character, part, std::string_view(at, p));
                want_control = false;
            }
        } else {
            ++p;  // not UTF-8 (never in a parsed component): no direction
        }

        if (first_at == nullptr) {
            first_at = at;
            first = d == direction::mark ? direction::other : d;
        }
        if (d != direction::mark) {
            last_at = at;
            last = d;
        }
        if (d != direction::ltr && d != direction::rtl) continue;
        if (want_mixed && !mixed_reported && (d == direction::ltr ? seen_rtl : seen_ltr)) {
            sink.add(warning_code::bidi_mixed_direction, part, std::string_view(at, p));
            mixed_reported = true;
        }
        (d == direction::ltr ? seen_ltr : seen_rtl) = true;
    }

    // One warning per component: at its first character when that is
    // wrong, else at its last; the detail says which ends are wrong.
    if (!seen_rtl || !want_boundary) return;
    bool const bad_start = first != direction::rtl;
    bool const bad_end = last != direction::rtl;
    if (bad_start)
        sink.add(warning_code::bidi_rtl_boundary, part,
                 character_starting_at(part.text, static_cast<std::size_t>(first_at - begin)), std::nullopt,
                 bad_end ? "starts and ends" : "starts");
    else if (bad_end)
        sink.add(warning_code::bidi_rtl_boundary, part,
                 character_starting_at(part.text, static_cast<std::size_t>(last_at - begin)), std::nullopt, "ends");
}

}  // namespace iri::semantics::checks
