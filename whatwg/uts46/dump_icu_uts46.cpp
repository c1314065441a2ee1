// Prints ICU's UTS #46 mapping of every code point, the input of
// whatwg/uts46/generate_update.py, which compares it with the newer
// IdnaMappingTable the URL Standard's tests follow.
//
//   dump_icu_uts46 > FILE
//
// First line: "icu VERSION unicode VERSION". Then one line per code point
// that ICU does not keep as it is: "CP" and the hexadecimal code points it
// maps to (none when ignored). ICU's "uts46" normalization data maps every
// disallowed code point (unassigned ones too) to U+FFFD, which its UTS #46
// processing then reports as disallowed (UIDNA_ERROR_DISALLOWED): a
// disallowed run is printed as one line "FIRST..LAST FFFD".
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

#include <cstdio>
#include <string>

namespace {

constexpr UChar32 code_point_limit = 0x110000;
constexpr UChar32 replacement = 0xFFFD;

// What ICU's uts46 normalizer makes of `c` alone, as code points.
std::u32string mapping_of(icu::Normalizer2 const& uts46, UChar32 c) {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString const mapped = uts46.normalize(icu::UnicodeString(c), status);
    std::u32string out;
    if (U_FAILURE(status)) return std::u32string(1, replacement);
    for (int32_t i = 0; i < mapped.length(); i += U16_LENGTH(mapped.char32At(i)))
        out.push_back(static_cast<char32_t>(mapped.char32At(i)));
    return out;
}

bool is_disallowed(std::u32string const& mapping, UChar32 c) {
    return c != replacement && mapping == std::u32string(1, replacement);
}

}  // namespace

int main() {
    UErrorCode status = U_ZERO_ERROR;
    icu::Normalizer2 const* uts46 = icu::Normalizer2::getInstance(nullptr, "uts46", UNORM2_COMPOSE, status);
    if (U_FAILURE(status) || uts46 == nullptr) {
        std::fprintf(stderr, "dump_icu_uts46: ICU has no uts46 data: %s\n", u_errorName(status));
        return 1;
    }
    UVersionInfo icu_version, unicode_version;
    u_getVersion(icu_version);
    u_getUnicodeVersion(unicode_version);
    std::printf("icu %d.%d unicode %d.%d\n", icu_version[0], icu_version[1], unicode_version[0], unicode_version[1]);
    for (UChar32 c = 0; c < code_point_limit;) {
        if (c >= 0xD800 && c <= 0xDFFF) {  // surrogates: no scalar value, never decoded from UTF-8
            c = 0xE000;
            continue;
        }
        std::u32string const mapping = mapping_of(*uts46, c);
        if (is_disallowed(mapping, c)) {
            UChar32 last = c;
            while (last + 1 < code_point_limit && !(last + 1 >= 0xD800 && last + 1 <= 0xDFFF) &&
                   is_disallowed(mapping_of(*uts46, last + 1), last + 1))
                ++last;
            std::printf("%04X..%04X FFFD\n", static_cast<unsigned>(c), static_cast<unsigned>(last));
            c = last + 1;
            continue;
        }
        if (mapping != std::u32string(1, static_cast<char32_t>(c))) {
            std::printf("%04X", static_cast<unsigned>(c));
            for (char32_t m : mapping) std::printf(" %04X", static_cast<unsigned>(m));
            std::printf("\n");
        }
        ++c;
    }
    return 0;
}
