// Displaying bidi IRIs (RFC 3987 §4.1, §4.4): an IRI is stored in logical
// order, the order in which it is typed and read; display() gives the order
// in which its characters appear on screen, from left to right, as the
// Unicode Bidirectional Algorithm (UAX #9) lays them out inside a
// left-to-right embedding.
//
//   iri::display("http://ab.CDEFGH.ij/kl/mn/op.html", {.notation = iri::bidi_notation::hebrew})
//       -> "http://ab.HGFEDC.ij/kl/mn/op.html"   (§4.4, example 1)
//
// The visual form is for a display that draws characters from left to
// right as they come (most terminals, fixed-width logs, a label drawn glyph
// by glyph). A renderer that applies UAX #9 itself (a browser, a word
// processor) wants the logical order instead, inside an embedding:
// display_form::lre_pdf or lri_pdi. docs/bidi-display.md has the §4.4
// examples and where today's algorithm differs from the pictures the RFC
// printed.
#pragma once

#include <iri/error.hpp>
#include <iri/result.hpp>

#include <cstdint>
#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// The "bidi notation" of RFC 3987 §4.4 (and of UAX #9's own examples),
// which shows right-to-left text with ASCII letters.
enum class bidi_notation : std::uint8_t {
    none,  // every character has its Unicode Bidi_Class
    hebrew,  // A-Z are right-to-left letters (Bidi_Class R), a-z left-to-right (L)
    // A-Z are Arabic letters (AL): European digits after them then count
    // as Arabic numbers (UAX #9 rule W2), which changes where "%" and "/"
    // next to digits go: the second visual form of §4.4 example 9.
    arabic,
};

enum class display_form : std::uint8_t {
    // The characters in the order they appear, from left to right: UAX #9
    // at a left-to-right paragraph level. That is §4.1's "as if they were
    // in a left-to-right embedding": an LRE lays its content out at level 2
    // with L at both edges, in a paragraph of either direction, and a
    // left-to-right paragraph lays it out at level 0 in the same order.
    visual,
    // The IRI in logical order between LRE (U+202A) and PDF (U+202C):
    // §4.1's own wording, for text that a bidi-aware renderer lays out.
    lre_pdf,
    // The same between LRI (U+2066) and PDI (U+2069): the isolate that UAX #9
    // added in Unicode 6.3, after RFC 3987. The text around an isolate sees
    // it as one neutral character, whatever it holds.
    lri_pdi,
};

struct display_options {
    display_form form = display_form::visual;
    // Only for the visual form.
    bidi_notation notation = bidi_notation::none;
    // Only for the visual form. By default the output is ready for a
    // display that draws glyphs left to right as they come, so UAX #9's
    // rules for the renderer are applied to the text: L3, combining marks
    // (and ZWJ, ZWNJ) in a right-to-left run go back after their base
    // character; L4, a character with the Bidi_Mirrored property in a
    // right-to-left run is replaced by its Bidi_Mirroring_Glyph, the glyph
    // a bidi renderer draws for it ("(" becomes ")"). With reorder_only,
    // the output is exactly the reordering of rule L2: a permutation of the
    // input's characters, for a renderer that applies L3 and L4 itself.
    bool reorder_only = false;
    // §4.1: "Bidirectional IRIs MUST be in full logical order, and MUST
    // conform to the IRI syntax rules" - so by default the input must be an
    // IRI-reference (parse() decides, with its diagnostic). With any_text,
    // any valid UTF-8 is displayed, bidi formatting characters included:
    // how a spoofed string looks, or a reference that does not parse.
    bool any_text = false;
};

// The display form of `iri`. Fails with the parser's diagnostic when `iri`
// is not an IRI-reference (without any_text), with errc::invalid_utf8 when
// it is not UTF-8 (with any_text), or with errc::out_of_memory. Time and
// memory are linear in the length of `iri`.
text_result display(std::string_view iri, display_options options = {}) noexcept;

// The same, writing into `out` (replacing its contents, reusing its
// capacity): the form for displaying many IRIs. Returns errc::ok, or the
// code of the diagnostic that `error`, when given, receives; `out` is then
// empty. `iri` must not view `out`'s own characters.
errc display_into(std::string_view iri, std::string& out, display_options options = {},
                  diagnostic* error = nullptr) noexcept;

}  // namespace iri

#pragma GCC visibility pop
