// libFuzzer target: iri::display (RFC 3987 §4.1) on any bytes, with and
// without validation, in the three notations, checked against what callers
// rely on:
//
// - it succeeds exactly when parse() does (any_text: when the bytes are
//   UTF-8), failing with parse()'s diagnostic;
// - the visual form has the input's length in bytes; with reorder_only it
//   is a permutation of the input's code points, and by default the same
//   multiset once each mirrored pair (Bidi_Mirroring_Glyph) is counted as
//   one character (L3 moves marks, L4 swaps glyphs, nothing else changes);
// - without R, AL or AN characters (after the notation) and without RLE,
//   RLO or RLI, the visual form is the input itself;
// - where ICU's ubidi is known to follow UAX #9 (no paired brackets, no
//   LRO or RLO: tests/unicode/bidi_algorithm.cpp's note on ICU), its
//   visual order is the same;
// - the embedding forms are the input between LRE and PDF, LRI and PDI.
//
// ICU's headers and libicuuc come with the iri target, which links them.
#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace {

// An independent strict UTF-8 decoder (RFC 3629 §4): false when `text` is
// not UTF-8.
bool decode(std::string_view text, std::vector<char32_t>& out) {
    out.clear();
    for (std::size_t i = 0; i < text.size();) {
        auto const b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
        std::size_t n = 0;
        char32_t cp = 0;
        if (b(0) < 0x80) {
            n = 1;
            cp = b(0);
        } else if (b(0) >= 0xC0 && b(0) < 0xE0) {
            n = 2;
            cp = b(0) & 0x1Fu;
        } else if (b(0) >= 0xE0 && b(0) < 0xF0) {
            n = 3;
            cp = b(0) & 0x0Fu;
        } else if (b(0) >= 0xF0 && b(0) < 0xF8) {
            n = 4;
            cp = b(0) & 0x07u;
        } else
            return false;
        if (text.size() - i < n) return false;
        for (std::size_t k = 1; k < n; ++k) {
            if ((b(k) & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (b(k) & 0x3Fu);
        }
        static constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        out.push_back(cp);
        i += n;
    }
    return true;
}

std::vector<char32_t> code_points(std::string_view text) {
    std::vector<char32_t> out;
    IRI_FUZZ_CHECK(decode(text, out));
    return out;
}

bool is_upper(char32_t c) { return c >= 'A' && c <= 'Z'; }

UCharDirection direction(char32_t c, iri::bidi_notation notation) {
    if (notation != iri::bidi_notation::none && is_upper(c))
        return notation == iri::bidi_notation::arabic ? U_RIGHT_TO_LEFT_ARABIC : U_RIGHT_TO_LEFT;
    return u_charDirection(static_cast<UChar32>(c));
}

// One of each mirrored pair stands for both.
char32_t unmirrored(char32_t c) { return std::min(c, static_cast<char32_t>(u_charMirror(static_cast<UChar32>(c)))); }

UCharDirection notation_class(void const* context, UChar32 c) {
    auto const notation = *static_cast<iri::bidi_notation const*>(context);
    if (notation != iri::bidi_notation::none && c >= 'A' && c <= 'Z')
        return notation == iri::bidi_notation::arabic ? U_RIGHT_TO_LEFT_ARABIC : U_RIGHT_TO_LEFT;
    return static_cast<UCharDirection>(U_BIDI_CLASS_DEFAULT);
}

bool removed_by_x9(UCharDirection d) {
    return d == U_BOUNDARY_NEUTRAL || d == U_LEFT_TO_RIGHT_EMBEDDING || d == U_RIGHT_TO_LEFT_EMBEDDING ||
           d == U_LEFT_TO_RIGHT_OVERRIDE || d == U_RIGHT_TO_LEFT_OVERRIDE || d == U_POP_DIRECTIONAL_FORMAT;
}

// ICU's visual order of `text` at a left-to-right paragraph level, as
// code points, the characters X9 removes left out (their place is not
// defined by UAX #9). Empty when ICU fails.
std::vector<char32_t> icu_visual(std::vector<char32_t> const& text, iri::bidi_notation notation) {
    std::u16string units;
    std::vector<std::size_t> owner;  // the code point of each unit
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto const c = static_cast<UChar32>(text[i]);
        if (U16_LENGTH(c) == 2) {
            units += static_cast<char16_t>(U16_LEAD(c));
            units += static_cast<char16_t>(U16_TRAIL(c));
            owner.insert(owner.end(), {i, i});
        } else {
            units += static_cast<char16_t>(c);
            owner.push_back(i);
        }
    }
    std::vector<char32_t> out;
    std::unique_ptr<UBiDi, void (*)(UBiDi*)> bidi(ubidi_open(), ubidi_close);
    UErrorCode status = U_ZERO_ERROR;
    UBiDiClassCallback* old = nullptr;
    void const* old_context = nullptr;
    ubidi_setClassCallback(bidi.get(), notation_class, &notation, &old, &old_context, &status);
    ubidi_setPara(bidi.get(), reinterpret_cast<UChar const*>(units.data()), static_cast<int32_t>(units.size()),
                  UBIDI_LTR, nullptr, &status);
    std::vector<int32_t> map(units.size());
    if (!units.empty()) ubidi_getVisualMap(bidi.get(), map.data(), &status);
    if (U_FAILURE(status)) return out;
    std::size_t previous = text.size();
    for (int32_t unit : map) {
        std::size_t const i = owner[static_cast<std::size_t>(unit)];
        if (i == previous) continue;  // the other half of a surrogate pair
        previous = i;
        if (!removed_by_x9(direction(text[i], notation))) out.push_back(text[i]);
    }
    return out;
}

void check_visual(std::string_view text, iri::bidi_notation notation, bool any_text) {
    iri::display_options options{.notation = notation, .any_text = any_text};
    iri::text_result const shown = iri::display(text, options);
    options.reorder_only = true;
    iri::text_result const reordered = iri::display(text, options);
    IRI_FUZZ_CHECK(shown.ok() == reordered.ok());

    std::vector<char32_t> input;
    bool const utf8 = decode(text, input);
    if (!any_text) {
        iri::parse_result const parsed = iri::parse(text);
        IRI_FUZZ_CHECK(shown.ok() == parsed.ok());
        if (!parsed.ok()) {
            iri::diagnostic const& d = shown.error();
            IRI_FUZZ_CHECK(d.code == parsed.error().code && d.byte_offset == parsed.error().byte_offset &&
                           d.offset == parsed.error().offset && d.production == parsed.error().production);
            return;
        }
    } else {
        IRI_FUZZ_CHECK(shown.ok() == utf8);
        if (!utf8) {
            iri::diagnostic const& d = shown.error();
            IRI_FUZZ_CHECK(d.code == iri::errc::invalid_utf8 && d.byte_offset < text.size() && !d.message().empty());
            std::vector<char32_t> before;
            IRI_FUZZ_CHECK(decode(text.substr(0, d.byte_offset), before) && before.size() == d.offset);
            return;
        }
    }
    IRI_FUZZ_CHECK(utf8);

    std::string const& out = shown.value();
    IRI_FUZZ_CHECK(out.size() == text.size());
    std::vector<char32_t> const permuted = code_points(reordered.value());
    std::vector<char32_t> const displayed = code_points(out);

    // Nothing reorders without a right-to-left character or control.
    bool const right_to_left = std::any_of(input.begin(), input.end(), [&](char32_t c) {
        UCharDirection const d = direction(c, notation);
        return d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || d == U_ARABIC_NUMBER ||
               d == U_RIGHT_TO_LEFT_EMBEDDING || d == U_RIGHT_TO_LEFT_OVERRIDE || d == U_RIGHT_TO_LEFT_ISOLATE;
    });
    if (!right_to_left) IRI_FUZZ_CHECK(out == text && reordered.value() == text);

    // Against ICU where ICU follows UAX #9.
    bool const icu_comparable = std::none_of(input.begin(), input.end(), [&](char32_t c) {
        UCharDirection const d = direction(c, notation);
        return d == U_LEFT_TO_RIGHT_OVERRIDE || d == U_RIGHT_TO_LEFT_OVERRIDE ||
               u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_BIDI_PAIRED_BRACKET_TYPE) != U_BPT_NONE;
    });
    if (icu_comparable) {
        std::vector<char32_t> ours;
        for (char32_t c : permuted)
            if (!removed_by_x9(direction(c, notation))) ours.push_back(c);
        std::vector<char32_t> const icu = icu_visual(input, notation);
        IRI_FUZZ_CHECK(ours == icu);
    }

    // The same characters, moved (and mirrored).
    std::vector<char32_t> sorted_input = input, sorted_permuted = permuted, sorted_displayed = displayed;
    std::sort(sorted_input.begin(), sorted_input.end());
    std::sort(sorted_permuted.begin(), sorted_permuted.end());
    IRI_FUZZ_CHECK(sorted_permuted == sorted_input);
    for (char32_t& c : sorted_input) c = unmirrored(c);
    for (char32_t& c : sorted_displayed) c = unmirrored(c);
    std::sort(sorted_input.begin(), sorted_input.end());
    std::sort(sorted_displayed.begin(), sorted_displayed.end());
    IRI_FUZZ_CHECK(sorted_displayed == sorted_input);
}

void check_embedded(std::string_view text) {
    iri::text_result const lre = iri::display(text, {.form = iri::display_form::lre_pdf});
    iri::text_result const lri = iri::display(text, {.form = iri::display_form::lri_pdi});
    IRI_FUZZ_CHECK(lre.ok() == iri::is_valid(text) && lri.ok() == lre.ok());
    if (!lre.ok()) return;
    IRI_FUZZ_CHECK(lre.value() == "\u202A" + std::string(text) + "\u202C");
    IRI_FUZZ_CHECK(lri.value() == "\u2066" + std::string(text) + "\u2069");
}

void check(std::string_view text) {
    for (iri::bidi_notation notation :
         {iri::bidi_notation::none, iri::bidi_notation::hebrew, iri::bidi_notation::arabic}) {
        check_visual(text, notation, false);
        check_visual(text, notation, true);
    }
    check_embedded(text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
