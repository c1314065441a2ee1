// The properties of each code point, by ICU (compute_properties), and
// whether the table made from them (property_table.cpp) may be used.
#include "semantics/check/properties.hpp"

#include "semantics/check/families.hpp"

#include "unicode/bidi_controls.hpp"
#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

#include <atomic>
#include <cstring>

namespace iri::semantics::checks {
namespace {

static_assert(USCRIPT_CODE_LIMIT <= static_cast<int>(several_scripts), "script codes fit in one byte");

// The table is ICU's data at the version it was made from: another ICU
// (a newer Unicode, other confusables) may say otherwise of some
// characters, and then every check asks ICU itself.
bool table_is_for_running_icu() noexcept {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    return std::strcmp(text, detail::table_icu_version) == 0;
}

}  // namespace

std::atomic<bool> detail::fast_paths{table_is_for_running_icu()};

code_point_properties compute_properties(char32_t c) {
    // The quick-check and combining-class queries below create ICU's NFC
    // and NFKC data lazily, behind ICU's own once-flag, which
    // ThreadSanitizer cannot see (ICU is not instrumented): a thread that
    // finds them made by another and then calls a normalizer looks like a
    // race. Fetching them first through unicode/nfc.hpp's statics makes
    // their creation a hand-over it can check.
    if (unicode::nfc_normalizer() == nullptr || unicode::nfkc_normalizer() == nullptr) throw icu_failure{};
    auto const u = static_cast<UChar32>(c);
    std::uint64_t bits = 0;
    UCharDirection const bidi_class = u_charDirection(u);
    switch (bidi_class) {
        case U_LEFT_TO_RIGHT:
            bits |= static_cast<std::uint64_t>(direction::ltr) | code_point_properties::left_to_right_bit;
            break;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
            bits |= static_cast<std::uint64_t>(direction::rtl) | code_point_properties::right_to_left_or_control_bit;
            break;
        case U_DIR_NON_SPACING_MARK: bits |= static_cast<std::uint64_t>(direction::mark); break;
        default: bits |= static_cast<std::uint64_t>(direction::other); break;
    }
    if (unicode::is_later_bidi_control(c))
        bits |= code_point_properties::right_to_left_or_control_bit | code_point_properties::later_bidi_control_bit;
    if (u_getIntPropertyValue(u, UCHAR_NFC_QUICK_CHECK) == UNORM_YES) bits |= code_point_properties::nfc_yes_bit;
    if (u_getIntPropertyValue(u, UCHAR_NFKC_QUICK_CHECK) == UNORM_YES) bits |= code_point_properties::nfkc_yes_bit;
    bits |= static_cast<std::uint64_t>(u_getCombiningClass(u)) << 8;
    auto const type = u_charType(u);
    if (type == U_UNASSIGNED) bits |= code_point_properties::unassigned_bit;
    if (type == U_DECIMAL_DIGIT_NUMBER)
        bits |= code_point_properties::digit_bit | (static_cast<std::uint64_t>(u_charDigitValue(u)) & 0xFu) << 16;
    // In a host with NFKC mappings looked at, a character is a look-alike
    // whenever it is one in any component (the other components and text
    // in NFKC only leave some out).
    if (find_delimiter_lookalike(c, "ireg-name", true)) bits |= code_point_properties::lookalike_bit;
    // U+2260, U+226E, U+226F (≠ ≮ ≯) are disallowed_STD3_valid in
    // IdnaMappingTable.txt: ICU keeps them through mapping and rejects them
    // under UseSTD3ASCIIRules, for the "=", "<", ">" of their decompositions.
    bool const std3_disallowed = c == 0x2260 || c == 0x226E || c == 0x226F;
    if (c != 0x200C && c != 0x200D && !std3_disallowed && bidi_class != U_ARABIC_NUMBER &&
        unicode::uts46_maps_to_itself(c))
        bits |= code_point_properties::idna_plain_bit;
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode extensions[2];
    int32_t const count = uscript_getScriptExtensions(u, extensions, 2, &status);
    unsigned script = several_scripts;
    if (U_SUCCESS(status) && count == 1)
        script = extensions[0] == USCRIPT_COMMON || extensions[0] == USCRIPT_INHERITED
                     ? any_script
                     : static_cast<unsigned>(extensions[0]);
    bits |= static_cast<std::uint64_t>(script) << 20;
    return code_point_properties(bits | skeleton_properties(c));
}

void enable_fast_paths(bool on) noexcept {
    detail::fast_paths.store(on && table_is_for_running_icu(), std::memory_order_relaxed);
}

}  // namespace iri::semantics::checks
