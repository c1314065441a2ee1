// NFC through ICU's Normalizer2, directly on UTF-8: no conversion to UTF-16
// and back. ASCII text is NFC already and skips ICU altogether.
#include "semantics/nfc.hpp"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>

#include <algorithm>
#include <climits>

namespace iri::semantics {

namespace {

icu::Normalizer2 const* fetch(icu::Normalizer2 const* (*get)(UErrorCode&)) noexcept {
    UErrorCode status = U_ZERO_ERROR;
    icu::Normalizer2 const* const instance = get(status);
    return U_SUCCESS(status) ? instance : nullptr;
}

}  // namespace

icu::Normalizer2 const* nfc_normalizer() noexcept {
    static icu::Normalizer2 const* const nfc = fetch(icu::Normalizer2::getNFCInstance);
    return nfc;
}

icu::Normalizer2 const* nfkc_normalizer() noexcept {
    static icu::Normalizer2 const* const nfkc = fetch(icu::Normalizer2::getNFKCInstance);
    return nfkc;
}

namespace {

bool append_nfc(std::string& out, std::string_view utf8) {
    bool const ascii = std::all_of(utf8.begin(), utf8.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii) {
        out.append(utf8);
        return true;
    }
    if (utf8.size() > static_cast<std::size_t>(INT_MAX)) return false;   // ICU counts in int32_t
    icu::Normalizer2 const* const nfc = nfc_normalizer();
    if (!nfc) return false;
    UErrorCode status = U_ZERO_ERROR;
    icu::StringPiece const text(utf8.data(), static_cast<int32_t>(utf8.size()));
    icu::StringByteSink<std::string> sink(&out);
    nfc->normalizeUTF8(0, text, sink, nullptr, status);
    return U_SUCCESS(status);
}

bool is_hex_digit(char c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

}  // namespace

bool append_nfc_outside_triplets(std::string& out, std::string_view text) {
    std::size_t run = 0;
    for (std::size_t i = text.find('%'); i != std::string_view::npos; i = text.find('%', i + 1)) {
        if (text.size() - i < 3 || !is_hex_digit(text[i + 1]) || !is_hex_digit(text[i + 2])) continue;
        if (!append_nfc(out, text.substr(run, i - run))) return false;
        out.append(text, i, 3);
        run = i + 3;
        i += 2;
    }
    return append_nfc(out, text.substr(run));
}

}  // namespace iri::semantics
