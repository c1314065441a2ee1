// Characters that a valid IRI may hold but should not (RFC 3987 §5.3.2.2,
// §6.1, §7.5, §8), on a whole component that holds a non-ASCII character.
// ASCII text is in every normalization form, assigned, and holds no
// look-alike, so the driver never calls this for it.
#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/nfc.hpp"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/unistr.h>

#include <climits>
#include <cstdint>
#include <optional>

namespace iri::semantics::checks {
namespace {

icu::Normalizer2 const& instance(icu::Normalizer2 const* n) {
    if (n == nullptr) throw icu_failure{};
    return *n;
}

icu::Normalizer2 const& nfc() { return instance(unicode::nfc_normalizer()); }
icu::Normalizer2 const& nfkc() { return instance(unicode::nfkc_normalizer()); }

// Byte index of the first character that normalizing `text` changes (the
// start of the first changed span, always a character boundary), or
// nullopt when `text` is in that form. Linear in the text (nfc.hpp).
std::optional<std::size_t> first_change(icu::Normalizer2 const& form, std::string_view text) {
    std::optional<std::size_t> change;
    if (!unicode::find_first_unnormalized(form, text, change)) throw icu_failure{};
    return change;
}

// The ASCII characters that delimit IRI components and subcomponents
// (RFC 3986 §2.2 gen-delims and sub-delims) and "%", which starts a triplet.
constexpr std::string_view delimiters = ":/?#[]@!$&'()*+,;=%";

// Characters that are not NFKC-equivalent to a delimiter but that UTS #39
// (confusables.txt) maps to one, and that are punctuation or symbols (no
// letter of a living script, which would flag ordinary words): the slashes
// and colons used to fake a path or a port in a host.
// tests/semantics/check/characters.cpp confirms each against ICU's
// skeletons, and that every punctuation mark or symbol with such a
// skeleton is here.
constexpr confusable_delimiter confusable_delimiters[] = {
    {0x02F8, ':'},  // MODIFIER LETTER RAISED COLON
    {0x0589, ':'},  // ARMENIAN FULL STOP
    {0x05C3, ':'},  // HEBREW PUNCTUATION SOF PASUQ
    {0x0703, ':'},  // SYRIAC SUPRALINEAR COLON
    {0x0704, ':'},  // SYRIAC SUBLINEAR COLON
    {0x16EC, ':'},  // RUNIC MULTIPLE PUNCTUATION
    {0x1735, '/'},  // PHILIPPINE SINGLE PUNCTUATION
    {0x1803, ':'},  // MONGOLIAN FULL STOP
    {0x1809, ':'},  // MONGOLIAN MANCHU FULL STOP
    {0x2041, '/'},  // CARET INSERTION POINT
    {0x2044, '/'},  // FRACTION SLASH
    {0x205A, ':'},  // TWO DOT PUNCTUATION
    {0x2215, '/'},  // DIVISION SLASH
    {0x2236, ':'},  // RATIO
    {0x2571, '/'},  // BOX DRAWINGS LIGHT DIAGONAL UPPER RIGHT TO LOWER LEFT
    {0x27CB, '/'},  // MATHEMATICAL RISING DIAGONAL
    {0x29F8, '/'},  // BIG SOLIDUS
    {0x2F03, '/'},  // KANGXI RADICAL SLASH
    {0x31D3, '/'},  // CJK STROKE SP
    {0xA789, ':'},  // MODIFIER LETTER COLON
    {0xFE30, ':'},  // PRESENTATION FORM FOR VERTICAL TWO DOT LEADER
    {0x1D23A, '/'},  // GREEK INSTRUMENTAL NOTATION SYMBOL-47
};

// RFC 3490 §3.1: "U+3002 (ideographic full stop), U+FF0E (fullwidth full
// stop), U+FF61 (halfwidth ideographic full stop)" are label separators,
// as UTS #46 maps them: in a host, each fakes a ".". (In a path, U+3002 is
// the Japanese full stop and nothing else; U+FF0E is "." under NFKC.)
constexpr bool is_idna_dot(char32_t c) noexcept { return c == 0x3002 || c == 0xFF0E || c == 0xFF61; }

// Whether a character `c` of Quick_Check Maybe (UAX #15 §9) and class
// `cc`, after `previous` (0 at the start of the text) of class
// `previous_class`, leaves the text in the form `form`. Such a character
// changes the text only by composing with the last starter before it, from
// which any character between them of class 0, or of a class at least its
// own, blocks it (UAX #15 §1.3). So:
// - after a starter (class 0), that one is the last, and composes with `c`
//   only if `form` has a primary composite of the two
//   (Normalizer2::composePair, Hangul included). This decides the vowel
//   signs of Tamil, Bengali, Sinhala... (U+0BBE, U+0DCF; class 0). A mark
//   (the Sinhala al-lakuna U+0DCA, the Devanagari nukta U+093C) is decided
//   so only after a starter that does not decompose: a decomposed starter
//   ends in marks that canonical ordering may move `c` before, and "é"
//   U+0323 is "ẹ" U+0301 in NFC;
// - after a mark of a class at least its own, `c` is blocked (a `c` of
//   class 0 by any mark; after a mark of a greater class than its own, the
//   marks are out of order, which the caller sees anyway);
// - after a mark of a lower class, `c` may compose with a starter further
//   back: left to ICU, as is a No.
bool stays_after(icu::Normalizer2 const& form, UProperty quick_check, char32_t previous, unsigned previous_class,
                 char32_t c, unsigned cc) {
    if (u_getIntPropertyValue(static_cast<UChar32>(c), quick_check) != UNORM_MAYBE) return false;
    if (previous_class != 0) return previous_class >= cc;
    if (previous == 0) return true;
    if (cc != 0 && u_getIntPropertyValue(static_cast<UChar32>(previous), UCHAR_DECOMPOSITION_TYPE) != U_DT_NONE)
        return false;
    return form.composePair(static_cast<UChar32>(previous), static_cast<UChar32>(c)) < 0;
}

characters_look look(std::string_view text) {
    characters_look q;
    if (!fast_paths_enabled()) return q;
    normalization_quick_check normalization;
    char32_t previous = 0;  // the character before, 0 at the start
    std::uint64_t any = 0;
    char const* const end = text.data() + text.size();
    for (char const* p = text.data(); p != end;) {
        if (static_cast<unsigned char>(*p) < 0x80) {
            previous = static_cast<unsigned char>(*p);
            ++p;
            normalization.add_ascii();
            continue;
        }
        char32_t c = 0;
        int const n = unicode::decode_utf8(p, end, c);
        if (n == 0) return q;
        p += n;
        code_point_properties const props = properties_of(c);
        normalization.add(previous, c, props);
        previous = c;
        any |= props.bits();
    }
    q.nfc = normalization.nfc;
    q.nfkc = normalization.nfkc;
    q.per_character = (any & (code_point_properties::unassigned_bit | code_point_properties::lookalike_bit)) != 0;
    q.decided = true;
    return q;
}

}  // namespace

bool maybe_stays_after(bool nfkc_form, char32_t previous, unsigned previous_class, char32_t c, unsigned cc) {
    return nfkc_form ? stays_after(nfkc(), UCHAR_NFKC_QUICK_CHECK, previous, previous_class, c, cc)
                     : stays_after(nfc(), UCHAR_NFC_QUICK_CHECK, previous, previous_class, c, cc);
}

void check_characters(component const& whole, warning_sink& sink, std::optional<characters_look> known) {
    std::string_view const text = whole.text;
    if (text.size() > static_cast<std::size_t>(INT32_MAX)) return;  // ICU counts in int32_t
    // §5.3.2.2: "IRIs SHOULD be created using NFC." §7.5: new names
    // "should generally be in NFKC [UTR15] (which means that they are also
    // in NFC)"; text not in NFC has its warning already, so not_nfkc is
    // about text in NFC only.
    characters_look const quick = known ? *known : look(text);
    std::optional<std::size_t> const nfc_change = quick.decided && quick.nfc ? std::nullopt : first_change(nfc(), text);
    bool const in_nfc = !nfc_change;
    if (!in_nfc && sink.wants(warning_code::not_nfc))
        sink.add(warning_code::not_nfc, whole, character_starting_at(text, *nfc_change));
    std::optional<std::size_t> const nfkc_change =
        !in_nfc || (quick.decided && quick.nfkc) ? std::nullopt : first_change(nfkc(), text);
    bool const in_nfkc = in_nfc && !nfkc_change;
    if (in_nfc && !in_nfkc && sink.wants(warning_code::not_nfkc))
        sink.add(warning_code::not_nfkc, whole, character_starting_at(text, *nfkc_change));

    if (quick.decided && !quick.per_character) return;
    bool want_unassigned = sink.wants(warning_code::unassigned_code_point);
    bool want_lookalike = sink.wants(warning_code::delimiter_lookalike);
    char const* const end = text.data() + text.size();
    for (char const* p = text.data(); p != end && (want_unassigned || want_lookalike);) {
        char32_t c = 0;
        int const n = static_cast<unsigned char>(*p) < 0x80 ? 0 : unicode::decode_utf8(p, end, c);
        if (n == 0) {
            ++p;
            continue;
        }
        std::string_view const here(p, static_cast<std::size_t>(n));
        p += n;
        // §5.3.2.2 rests on normalization, which UAX #15 keeps stable only
        // for assigned characters.
        if (want_unassigned && u_charType(static_cast<UChar32>(c)) == U_UNASSIGNED) {
            sink.add(warning_code::unassigned_code_point, whole, here);
            want_unassigned = false;
        }
        // §8 and §6.1 b: look-alikes of "delims" are spoofing risks.
        if (want_lookalike && find_delimiter_lookalike(c, whole.name, !in_nfkc)) {
            sink.add(warning_code::delimiter_lookalike, whole, here);
            want_lookalike = false;
        }
    }
}

std::span<confusable_delimiter const> confusable_delimiter_table() noexcept { return confusable_delimiters; }

std::optional<delimiter_lookalike> find_delimiter_lookalike(char32_t c, std::string_view component_name, bool by_nfkc) {
    if (c < 0x80) return std::nullopt;
    // "." delimits the labels of a host and the name and extensions of a
    // segment; the IDNA dots only in a host.
    bool const host = component_name == "ireg-name";
    bool const dots = host || component_name.starts_with("isegment");
    if (host && is_idna_dot(c)) return delimiter_lookalike{'.', lookalike_source::idna_dot};
    for (confusable_delimiter const& l : confusable_delimiters)
        if (l.character == c) return delimiter_lookalike{l.delimiter, lookalike_source::confusables};
    if (!by_nfkc) return std::nullopt;
    // Most characters have no mapping, and most mappings hold no delimiter
    // ("é" is "e" U+0301). For the others, the NFKC form of the character,
    // not its mapping, decides: U+2260 NOT EQUAL TO decomposes to "="
    // U+0338, which composes back.
    auto is_delimiter = [dots](char16_t u) {
        return u < 0x80 && (delimiters.find(static_cast<char>(u)) != std::string_view::npos || (dots && u == '.'));
    };
    icu::UnicodeString mapping;
    if (!nfkc().getDecomposition(static_cast<UChar32>(c), mapping)) return std::nullopt;
    bool any = false;
    for (int32_t i = 0; i < mapping.length() && !any; ++i) any = is_delimiter(mapping.charAt(i));
    if (!any) return std::nullopt;
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString const normalized = nfkc().normalize(icu::UnicodeString(static_cast<UChar32>(c)), status);
    if (U_FAILURE(status)) throw icu_failure{};
    for (int32_t i = 0; i < normalized.length(); ++i)
        if (is_delimiter(normalized.charAt(i)))
            return delimiter_lookalike{static_cast<char>(normalized.charAt(i)), lookalike_source::nfkc};
    return std::nullopt;
}

}  // namespace iri::semantics::checks
