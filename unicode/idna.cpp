// UTS #46 ToUnicode through ICU's uidna_nameToUnicodeUTF8.
#include "unicode/idna.hpp"

#include <unicode/uidna.h>

#include <memory>

namespace iri::unicode {
namespace {

struct uidna_closer {
    void operator()(UIDNA* idna) const noexcept { uidna_close(idna); }
};

// One UTS #46 processor for the program: ICU's UIDNA is immutable once
// opened and may be shared between threads. nullptr if ICU cannot open it.
UIDNA const* processor() {
    static std::unique_ptr<UIDNA, uidna_closer> const idna = [] {
        UErrorCode status = U_ZERO_ERROR;
        UIDNA* opened = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                            UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ,
                                        &status);
        return std::unique_ptr<UIDNA, uidna_closer>(U_SUCCESS(status) ? opened : nullptr);
    }();
    return idna.get();
}

}  // namespace

bool uts46_to_unicode(std::string_view host, std::string& out) {
    UIDNA const* const idna = processor();
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

}  // namespace iri::unicode
