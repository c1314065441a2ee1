// The per-code-point table of properties.hpp.
//
// A direct-mapped table of 16,384 entries, each a code point and its
// properties in one 64-bit word: a lookup is a multiply, a load and a
// compare, where ICU's property lookups and the checks' per-string calls
// cost hundreds of instructions. Entries are written with relaxed atomic
// stores and read with relaxed atomic loads. What an entry holds is a pure
// function of the code point and ICU's data, so threads racing to fill the
// same entry write the same word for the same code point, and a reader sees
// either a whole entry for its code point or another (and computes). No
// lock, no allocation; the table is zero (empty) until used.
#include "semantics/check/properties.hpp"

#include "semantics/check/families.hpp"

#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>

#include <atomic>
#include <cstddef>

namespace iri::semantics::checks {
namespace {

static_assert(USCRIPT_CODE_LIMIT <= static_cast<int>(several_scripts), "script codes fit in one byte");

using detail::slot;
using detail::table;
using detail::valid_bit;

std::atomic<bool> fast{true};

}  // namespace

std::atomic<std::uint64_t> detail::table[std::size_t{1} << detail::table_bits];

code_point_properties compute_properties(char32_t c) {
    // The quick-check and combining-class queries below create ICU's NFC
    // and NFKC data lazily, behind ICU's own once-flag, which
    // ThreadSanitizer cannot see (ICU is not instrumented): a thread that
    // finds them made by another and then calls a normalizer looks like a
    // race. Fetching them first through unicode/nfc.hpp's statics makes
    // their creation a hand-over it can check.
    if (unicode::nfc_normalizer() == nullptr || unicode::nfkc_normalizer() == nullptr) throw icu_failure{};
    auto const u = static_cast<UChar32>(c);
    std::uint32_t bits = 0;
    UCharDirection const bidi_class = u_charDirection(u);
    switch (bidi_class) {
        case U_LEFT_TO_RIGHT: bits |= static_cast<std::uint32_t>(direction::ltr); break;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC: bits |= static_cast<std::uint32_t>(direction::rtl); break;
        case U_DIR_NON_SPACING_MARK: bits |= static_cast<std::uint32_t>(direction::mark); break;
        default: bits |= static_cast<std::uint32_t>(direction::other); break;
    }
    if (u_getIntPropertyValue(u, UCHAR_NFC_QUICK_CHECK) == UNORM_YES) bits |= code_point_properties::nfc_yes_bit;
    if (u_getIntPropertyValue(u, UCHAR_NFKC_QUICK_CHECK) == UNORM_YES) bits |= code_point_properties::nfkc_yes_bit;
    bits |= static_cast<std::uint32_t>(u_getCombiningClass(u)) << 8;
    auto const type = u_charType(u);
    if (type == U_UNASSIGNED) bits |= code_point_properties::unassigned_bit;
    if (type == U_DECIMAL_DIGIT_NUMBER)
        bits |= code_point_properties::digit_bit | (static_cast<std::uint32_t>(u_charDigitValue(u)) & 0xFu) << 16;
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
    bits |= static_cast<std::uint32_t>(script) << 20;
    return code_point_properties(bits);
}

code_point_properties detail::fill(char32_t c) {
    code_point_properties const p = compute_properties(c);
    // Into its slot when that is free, else into the other of the pair
    // (replacing what is there: the characters whose own slot that is
    // stay).
    std::size_t const home = slot(c);
    bool const home_free = (table[home].load(std::memory_order_relaxed) & valid_bit) == 0;
    table[home_free ? home : home ^ 1].store(std::uint64_t{c} << 32 | valid_bit | p.bits(), std::memory_order_relaxed);
    return p;
}

void remember(char32_t c, std::uint32_t bits) noexcept {
    for (std::size_t const at : {slot(c), slot(c) ^ 1}) {
        std::atomic<std::uint64_t>& entry = table[at];
        std::uint64_t seen = entry.load(std::memory_order_relaxed);
        // Only into the entry of `c`: another thread may have replaced it.
        while ((seen >> 32) == c && (seen & valid_bit) != 0 && (seen & bits) != bits)
            if (entry.compare_exchange_weak(seen, seen | bits, std::memory_order_relaxed)) return;
    }
}

bool fast_paths_enabled() noexcept { return fast.load(std::memory_order_relaxed); }
void enable_fast_paths(bool on) noexcept { fast.store(on, std::memory_order_relaxed); }

}  // namespace iri::semantics::checks
