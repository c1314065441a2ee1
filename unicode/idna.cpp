// IDNA through ICU: UTS #46 and IDNA2003 ToASCII for to_uri, label
// ToUnicode for to_iri, and UTS #46 mapping for scheme-based normalization.
// Every ICU processor is opened here, once, by open_uts46.
#include "unicode/idna.hpp"

#include <unicode/normalizer2.h>
#include <unicode/uidna.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>

#include <cstdint>
#include <memory>
#include <vector>

namespace iri::unicode {
namespace {

struct uidna_closer {
    void operator()(UIDNA* idna) const noexcept { uidna_close(idna); }
};

using uidna_ptr = std::unique_ptr<UIDNA, uidna_closer>;

uidna_ptr open_uts46(uint32_t options) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNA* opened = uidna_openUTS46(options, &status);
    return uidna_ptr(U_SUCCESS(status) ? opened : nullptr);
}

// The processors are immutable once opened and may be shared by threads.
UIDNA const* to_ascii_processor() {
    static uidna_ptr const idna =
        open_uts46(UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ);
    return idna.get();
}

// The URL Standard's processor: no UseSTD3ASCIIRules; CheckHyphens and
// VerifyDnsLength, which ICU cannot switch off, are masked from its errors.
UIDNA const* whatwg_processor() {
    static uidna_ptr const idna = open_uts46(UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ);
    return idna.get();
}

constexpr uint32_t whatwg_ignored_errors = UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN |
                                           UIDNA_ERROR_HYPHEN_3_4 | UIDNA_ERROR_EMPTY_LABEL |
                                           UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;

// Scheme-based normalization's: ToUnicode and ToASCII both
// nontransitional, without the STD3 rules (so "_" passes, as DNS allows).
UIDNA const* mapping_processor() {
    static uidna_ptr const idna = open_uts46(UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                             UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ);
    return idna.get();
}

UIDNA const* to_unicode_processor() {
    static uidna_ptr const idna =
        open_uts46(UIDNA_NONTRANSITIONAL_TO_UNICODE | UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ);
    return idna.get();
}

constexpr std::string_view icu_unavailable = "ICU's IDNA processor is unavailable";

// The first UTS #46 error bit, as a sentence (UTS #46 §4 step 4 and the
// validity criteria of §4.1, which ICU reports one bit each).
std::string_view describe_uts46_errors(uint32_t errors) noexcept {
    struct bit_text {
        uint32_t bit;
        std::string_view text;
    };
    static constexpr bit_text texts[] = {
        {UIDNA_ERROR_EMPTY_LABEL, "a label is empty (two dots in a row, or a dot first)"},
        {UIDNA_ERROR_LABEL_TOO_LONG, "a label is longer than 63 octets in ASCII"},
        {UIDNA_ERROR_DOMAIN_NAME_TOO_LONG, "the name is longer than 253 octets in ASCII"},
        {UIDNA_ERROR_DISALLOWED, "a character is disallowed in host names (UTS #46 with the STD3 rules)"},
        {UIDNA_ERROR_PUNYCODE, "an \"xn--\" label is not valid Punycode"},
        {UIDNA_ERROR_INVALID_ACE_LABEL, "an \"xn--\" label does not decode to a valid label"},
        {UIDNA_ERROR_BIDI, "the name breaks the Bidi rule for labels (RFC 5893)"},
        {UIDNA_ERROR_CONTEXTJ, "a ZERO WIDTH JOINER or NON-JOINER stands where RFC 5892 Appendix A forbids it"},
        {UIDNA_ERROR_LEADING_HYPHEN, "a label begins with '-'"},
        {UIDNA_ERROR_TRAILING_HYPHEN, "a label ends with '-'"},
        {UIDNA_ERROR_HYPHEN_3_4, "a label has \"--\" in its third and fourth positions"},
        {UIDNA_ERROR_LEADING_COMBINING_MARK, "a label begins with a combining mark"},
        {UIDNA_ERROR_LABEL_HAS_DOT, "a label contains a dot"},
        {UIDNA_ERROR_CONTEXTO_PUNCTUATION, "a punctuation character stands where RFC 5892 Appendix A forbids it"},
        {UIDNA_ERROR_CONTEXTO_DIGITS, "the name mixes Arabic-Indic digit sets (RFC 5892 Appendix A)"},
    };
    for (bit_text const& t : texts)
        if ((errors & t.bit) != 0) return t.text;
    return "IDNA reports an error in the name";
}

std::string_view uts46_to_ascii(std::string_view host, std::string& out, bool whatwg) {
    UIDNA const* const idna = whatwg ? whatwg_processor() : to_ascii_processor();
    uint32_t const ignored = whatwg ? whatwg_ignored_errors : 0;
    if (idna == nullptr) return icu_unavailable;
    auto const length = static_cast<int32_t>(host.size());
    // Punycode is longer than the UTF-8 it encodes only by the "xn--" and
    // the delimiter per label; retry once at ICU's exact size anyway.
    out.resize(host.size() + 64);
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        UIDNAInfo info = UIDNA_INFO_INITIALIZER;
        int32_t const written = uidna_nameToASCII_UTF8(idna, host.data(), length, out.data(),
                                                       static_cast<int32_t>(out.size()), &info, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(static_cast<std::size_t>(written));
            continue;
        }
        if (U_FAILURE(status)) return "ICU failed to convert the name";
        if ((info.errors & ~ignored) != 0) return describe_uts46_errors(info.errors & ~ignored);
        out.resize(static_cast<std::size_t>(written));
        if (whatwg) {
            if (out.empty()) return "the name is empty after mapping (URL Standard)";
            for (char c : out)
                if (is_forbidden_domain_byte(static_cast<unsigned char>(c)))
                    return "a forbidden domain code point remains after mapping (URL Standard)";
        }
        return {};
    }
    return "ICU failed to convert the name";
}

// RFC 3490 errors, as ICU's IDNA2003 API reports them.
std::string_view describe_idna2003_status(UErrorCode status) noexcept {
    switch (status) {
        case U_IDNA_PROHIBITED_ERROR: return "a character is prohibited by Nameprep (RFC 3491)";
        case U_IDNA_UNASSIGNED_ERROR: return "a character is unassigned in Unicode 3.2 (RFC 3491)";
        case U_IDNA_CHECK_BIDI_ERROR: return "a label breaks the bidi rules of RFC 3454 §6";
        case U_IDNA_STD3_ASCII_RULES_ERROR:
            return "a label breaks the STD3 rules (letters, digits, '-', not first or last)";
        case U_IDNA_ACE_PREFIX_ERROR: return "a label to be encoded already starts with \"xn--\"";
        case U_IDNA_VERIFICATION_ERROR: return "a label does not survive ToUnicode(ToASCII(label))";
        case U_IDNA_LABEL_TOO_LONG_ERROR: return "a label is longer than 63 octets in ASCII";
        case U_IDNA_ZERO_LENGTH_LABEL_ERROR: return "a label is empty (two dots in a row, or a dot first)";
        case U_IDNA_DOMAIN_NAME_TOO_LONG_ERROR: return "the name is longer than 255 octets in ASCII";
        default: return "ICU failed to convert the name (IDNA2003)";
    }
}

std::string_view idna2003_to_ascii(std::string_view host, bool allow_unassigned, std::string& out) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t utf16_length = 0;
    u_strFromUTF8(nullptr, 0, &utf16_length, host.data(), static_cast<int32_t>(host.size()), &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return "the name is not valid UTF-8";
    std::vector<UChar> utf16(static_cast<std::size_t>(utf16_length) + 1);
    status = U_ZERO_ERROR;
    u_strFromUTF8(utf16.data(), static_cast<int32_t>(utf16.size()), nullptr, host.data(),
                  static_cast<int32_t>(host.size()), &status);
    if (U_FAILURE(status)) return "the name is not valid UTF-8";
    std::vector<UChar> ascii(host.size() * 4 + 64);
    for (int attempt = 0; attempt < 2; ++attempt) {
        status = U_ZERO_ERROR;
        UParseError where;
        // RFC 3490 is what was asked for; ICU keeps this API, deprecated
        // since ICU 55, for exactly that.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        int32_t const written =
            uidna_IDNToASCII(utf16.data(), utf16_length, ascii.data(), static_cast<int32_t>(ascii.size()),
                             UIDNA_USE_STD3_RULES | (allow_unassigned ? UIDNA_ALLOW_UNASSIGNED : 0), &where, &status);
#pragma GCC diagnostic pop
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            ascii.resize(static_cast<std::size_t>(written) + 1);
            continue;
        }
        if (U_FAILURE(status)) return describe_idna2003_status(status);
        out.assign(static_cast<std::size_t>(written), '\0');
        for (int32_t i = 0; i < written; ++i) out[static_cast<std::size_t>(i)] = static_cast<char>(ascii[i]);
        return {};
    }
    return "ICU failed to convert the name (IDNA2003)";
}

}  // namespace

std::string_view idna_to_ascii(std::string_view host, idna_rules rules, std::string& out) {
    if (host.size() > longest_idna_name) return "the name is too long to be a DNS name";
    switch (rules) {
        case idna_rules::uts46: return uts46_to_ascii(host, out, false);
        case idna_rules::whatwg: return uts46_to_ascii(host, out, true);
        case idna_rules::idna2003: return idna2003_to_ascii(host, true, out);
        case idna_rules::idna2003_creating: return idna2003_to_ascii(host, false, out);
    }
    return "unknown IDNA rules";
}

bool idna_label_to_unicode(std::string_view label, std::string& out) {
    UIDNA const* const idna = to_unicode_processor();
    if (idna == nullptr || label.size() > 255) return false;
    out.resize(label.size() * 4 + 16);
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t const written = uidna_labelToUnicodeUTF8(idna, label.data(), static_cast<int32_t>(label.size()), out.data(),
                                                     static_cast<int32_t>(out.size()), &info, &status);
    if (U_FAILURE(status) || info.errors != 0) return false;
    out.resize(static_cast<std::size_t>(written));
    // RFC 3490 §4.2, ToUnicode's steps 7 and 8: ToASCII of the result must
    // give the label back (ASCII case aside), or the label stays as it is.
    // UTS #46 ToUnicode checks no length, so a label longer than 63
    // octets would otherwise come out as Unicode that no ToASCII accepts.
    UIDNA const* const to_ascii = to_ascii_processor();
    if (to_ascii == nullptr) return false;
    std::string ascii(label.size(), '\0');
    status = U_ZERO_ERROR;
    info = UIDNA_INFO_INITIALIZER;
    int32_t const ascii_length =
        uidna_labelToASCII_UTF8(to_ascii, out.data(), static_cast<int32_t>(out.size()), ascii.data(),
                                static_cast<int32_t>(ascii.size()), &info, &status);
    if (U_FAILURE(status) || info.errors != 0 || static_cast<std::size_t>(ascii_length) != label.size()) return false;
    auto const lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; };
    for (std::size_t i = 0; i < label.size(); ++i)
        if (lower(ascii[i]) != lower(label[i])) return false;
    return true;
}

bool uts46_to_unicode(std::string_view host, std::string& out) {
    UIDNA const* const idna = mapping_processor();
    if (idna == nullptr || host.size() > longest_idna_name) return false;
    auto const length = static_cast<int32_t>(host.size());
    // Punycode labels decode to at most as many code points as they have
    // ASCII letters, each at most 4 bytes of UTF-8; mapping can lengthen a
    // name too, so start generously and retry once at ICU's exact size.
    out.resize(host.size() * 4 + 16);
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        UIDNAInfo info = UIDNA_INFO_INITIALIZER;
        int32_t const written = uidna_nameToUnicodeUTF8(idna, host.data(), length, out.data(),
                                                        static_cast<int32_t>(out.size()), &info, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(static_cast<std::size_t>(written));
            continue;
        }
        if (U_FAILURE(status) || info.errors != 0) return false;
        out.resize(static_cast<std::size_t>(written));
        return true;
    }
    return false;
}

bool uts46_maps_to_itself(char32_t c) {
    static icu::Normalizer2 const* const uts46 = [] {
        UErrorCode status = U_ZERO_ERROR;
        icu::Normalizer2 const* const n = icu::Normalizer2::getInstance(nullptr, "uts46", UNORM2_COMPOSE, status);
        return U_SUCCESS(status) ? n : nullptr;
    }();
    if (uts46 == nullptr || c == 0xFFFD) return false;
    UErrorCode status = U_ZERO_ERROR;
    bool const same = uts46->isNormalized(icu::UnicodeString(static_cast<UChar32>(c)), status);
    return U_SUCCESS(status) && same;
}

}  // namespace iri::unicode
