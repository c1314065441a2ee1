// NFC through ICU's Normalizer2, directly on UTF-8: no conversion to UTF-16
// and back. ASCII text is NFC already and skips ICU altogether.
#include "unicode/nfc.hpp"

#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>

#include <algorithm>
#include <climits>

namespace iri::unicode {

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

// ASCII other than unreserved (RFC 3986 §2.3): a delimiter, "%", or a
// character no IRI holds. NFC does not run across one.
bool is_boundary(char c) noexcept {
    bool const unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                            c == '-' || c == '.' || c == '_' || c == '~';
    return static_cast<unsigned char>(c) < 0x80 && !unreserved;
}

// NFC of a stretch without boundaries. A boundary in its NFC form is one
// that NFC made out of a non-ASCII character: percent-encoded.
bool append_nfc_of_stretch(std::string& out, std::string_view stretch) {
    std::size_t const from = out.size();
    if (!append_nfc(out, stretch)) return false;
    if (std::none_of(out.begin() + static_cast<std::ptrdiff_t>(from), out.end(), is_boundary)) return true;
    std::string const normalized = out.substr(from);
    out.resize(from);
    for (char c : normalized) {
        if (is_boundary(c))
            append_triplet(out, static_cast<unsigned char>(c));
        else
            out += c;
    }
    return true;
}

}  // namespace

bool append_nfc_keeping_delimiters(std::string& out, std::string_view text) {
    std::size_t stretch = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const c = text[i];
        if (!is_boundary(c)) continue;
        if (!append_nfc_of_stretch(out, text.substr(stretch, i - stretch))) return false;
        std::size_t const kept = c == '%' && text.size() - i >= 3 && has(static_cast<unsigned char>(text[i + 1]), hexdig) &&
                                         has(static_cast<unsigned char>(text[i + 2]), hexdig)
                                     ? 3
                                     : 1;
        out.append(text, i, kept);
        i += kept - 1;
        stretch = i + 1;
    }
    return append_nfc_of_stretch(out, text.substr(stretch));
}

}  // namespace iri::unicode
