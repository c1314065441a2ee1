// NFC through ICU's Normalizer2, directly on UTF-8: no conversion to UTF-16
// and back. ASCII text is NFC already and skips ICU altogether.
#include "unicode/nfc.hpp"

#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"

#include <unicode/bytestream.h>
#include <unicode/edits.h>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <vector>

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

// UAX #15 §13, the Stream-Safe Text Format: text with no more than 30
// non-starters in a row, a limit far beyond what any real text needs, so
// that a normalizer's buffer stays bounded. The format inserts U+034F
// COMBINING GRAPHEME JOINER after 30; we insert nothing (nothing the user
// gave may change) but treat a longer segment apart, below, with the same
// result. Text within the limit goes to ICU as before.
constexpr std::size_t stream_safe_non_starters = 30;

// ICU's UTF-8 macros, which -Wconversion finds fault with inside.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wconversion"
// The code point at text[i], or a negative value for bytes that are not
// UTF-8; moves i past them.
UChar32 next_code_point(std::string_view text, std::size_t& i) noexcept {
    auto const n = static_cast<int32_t>(text.size());
    auto k = static_cast<int32_t>(i);
    UChar32 c = 0;
    U8_NEXT(text.data(), k, n, c);
    i = static_cast<std::size_t>(k);
    return c;
}

void append_code_point(std::string& out, UChar32 c) {
    char bytes[U8_MAX_LENGTH];
    int32_t length = 0;
    U8_APPEND_UNSAFE(bytes, length, c);
    out.append(bytes, static_cast<std::size_t>(length));
}
#pragma GCC diagnostic pop

// A segment: a character with a normalization boundary before it
// (Normalizer2::hasBoundaryBefore: normalize(s + t) == normalize(s) +
// normalize(t) whenever t starts with it), then every character up to the
// next such one. Normalizing segment by segment is normalizing the whole.
// Below U+0300 every character has one (no combining mark, nothing that
// composes with what precedes it), and so does a byte that is not UTF-8.
bool has_boundary_before(icu::Normalizer2 const& form, std::string_view text, std::size_t& i) {
    auto const lead = static_cast<unsigned char>(text[i]);
    if (lead < 0xC0) {  // ASCII or a stray continuation byte
        ++i;
        return true;
    }
    UChar32 const c = next_code_point(text, i);
    return c < 0x300 || form.hasBoundaryBefore(c);
}

// A filter before next_long_segment, bytes only: whether `text` has a run
// of more than the limit of characters that may lack a boundary before
// them. ASCII, U+0080 to U+02FF (leads C2 to CB) and U+4000 to U+9FFF
// (leads E4 to E9: CJK ideographs and Yijing symbols, none combining or
// composing with what precedes it) have one, so they end a run. Real text
// never gets past it, and pays for no decoding and no ICU call here.
//
// Text shorter than short_text goes to ICU at once: whatever it holds,
// ICU's work on it is bounded by a constant, so the total stays linear,
// and a path segment or a query value pays nothing for this.
constexpr std::size_t short_text = 128;

bool may_hold_long_segment(std::string_view text) noexcept {
    if (text.size() < short_text) return false;
    std::size_t run = 0;
    for (char const c : text) {
        auto const b = static_cast<unsigned char>(c);
        if (b < 0x80 || (b >= 0xC2 && b <= 0xCB) || (b >= 0xE4 && b <= 0xE9)) {
            run = 0;
        } else if ((b & 0xC0) != 0x80 && ++run > stream_safe_non_starters) {
            return true;
        }
    }
    return false;
}

struct byte_span {
    std::size_t begin;
    std::size_t end;
};

// The first segment at or after `from` with more characters than the
// stream-safe limit after its first, or nullopt.
std::optional<byte_span> next_long_segment(icu::Normalizer2 const& form, std::string_view text, std::size_t from) {
    std::size_t start = from;
    std::size_t after_start = 0;  // characters of the segment after its first
    std::size_t i = from;
    while (i < text.size()) {
        std::size_t const at = i;
        if (has_boundary_before(form, text, i)) {
            if (after_start > stream_safe_non_starters) return byte_span{start, at};
            start = at;
            after_start = 0;
        } else {
            ++after_start;
        }
    }
    if (after_start > stream_safe_non_starters) return byte_span{start, text.size()};
    return std::nullopt;
}

// ICU on text with no long segment: linear there.
bool icu_append(icu::Normalizer2 const& form, std::string& out, std::string_view utf8) {
    UErrorCode status = U_ZERO_ERROR;
    icu::StringByteSink<std::string> sink(&out);
    form.normalizeUTF8(0, icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())), sink, nullptr, status);
    return U_SUCCESS(status);
}

// A character of a long segment, decomposed: its code point and canonical
// combining class, or (code point < 0) a byte that is not UTF-8, kept as it is.
struct decomposed {
    UChar32 c;
    uint8_t ccc;
};

// One long segment. ICU's reordering inserts each mark where its class
// sorts it, one at a time: quadratic in a run of marks out of order. So the
// segment is brought into its full decomposition (NFD, or NFKD for NFKC)
// here, with the Canonical Ordering Algorithm (Unicode §3.11, D109; UAX #15
// §1.3) done as a stable counting sort of each run of non-starters by
// class: linear. ICU then composes text that is in order already, which it
// does in one pass. NFC(x) = NFC(NFD(x)) (and NFKC(x) = NFKC(NFKD(x))), so
// the result is exactly ICU's on the segment, adversarial or not.
bool append_long_segment(icu::Normalizer2 const& form, std::string& out, std::string_view segment) {
    std::vector<decomposed> chars;
    chars.reserve(segment.size());
    icu::UnicodeString mapping;
    for (std::size_t i = 0; i < segment.size();) {
        std::size_t const at = i;
        UChar32 const c = next_code_point(segment, i);
        if (c < 0) {
            for (std::size_t k = at; k < i; ++k) chars.push_back({-1 - static_cast<unsigned char>(segment[k]), 0});
            continue;
        }
        if (!form.getDecomposition(c, mapping)) {
            chars.push_back({c, form.getCombiningClass(c)});
            continue;
        }
        for (int32_t k = 0; k < mapping.length();) {
            UChar32 const d = mapping.char32At(k);
            chars.push_back({d, form.getCombiningClass(d)});
            k += U16_LENGTH(d);
        }
    }
    std::vector<decomposed> sorted;
    for (std::size_t run = 0; run < chars.size();) {
        if (chars[run].ccc == 0) {
            ++run;
            continue;
        }
        std::size_t end = run;
        while (end < chars.size() && chars[end].ccc != 0) ++end;
        std::array<std::size_t, 257> first{};  // where each class starts in the sorted run
        for (std::size_t k = run; k < end; ++k) ++first[chars[k].ccc + 1u];
        for (std::size_t k = 1; k < first.size(); ++k) first[k] += first[k - 1];
        sorted.resize(end - run);
        for (std::size_t k = run; k < end; ++k) sorted[first[chars[k].ccc]++] = chars[k];
        std::copy(sorted.begin(), sorted.end(), chars.begin() + static_cast<std::ptrdiff_t>(run));
        run = end;
    }
    std::string ordered;
    ordered.reserve(segment.size() * 2);
    for (decomposed const& d : chars) {
        if (d.c < 0) {
            ordered += static_cast<char>(-1 - d.c);
            continue;
        }
        append_code_point(ordered, d.c);
    }
    if (ordered.size() > static_cast<std::size_t>(INT32_MAX)) return false;
    return icu_append(form, out, ordered);
}

// Output ICU writes and nobody reads: only the edits matter.
class discarding_sink : public icu::ByteSink {
public:
    void Append(char const*, int32_t) override {}
};

// ICU on text with no long segment: the first change, if any.
bool icu_first_change(icu::Normalizer2 const& form, std::string_view utf8, std::optional<std::size_t>& change) {
    UErrorCode status = U_ZERO_ERROR;
    icu::StringPiece const text(utf8.data(), static_cast<int32_t>(utf8.size()));
    change.reset();
    if (form.isNormalizedUTF8(text, status)) return U_SUCCESS(status);
    if (U_FAILURE(status)) return false;
    discarding_sink sink;
    icu::Edits edits;
    form.normalizeUTF8(U_OMIT_UNCHANGED_TEXT, text, sink, &edits, status);
    if (U_FAILURE(status)) return false;
    icu::Edits::Iterator it = edits.getCoarseChangesIterator();
    while (it.next(status)) {
        if (it.hasChange()) {
            change = static_cast<std::size_t>(it.sourceIndex());
            return true;
        }
    }
    change = 0;  // isNormalized said no; cannot happen, point at the start
    return U_SUCCESS(status);
}

}  // namespace

bool append_normalized(icu::Normalizer2 const& form, std::string& out, std::string_view utf8) {
    if (utf8.size() > static_cast<std::size_t>(INT32_MAX)) return false;  // ICU counts in int32_t
    if (!may_hold_long_segment(utf8)) return icu_append(form, out, utf8);
    std::size_t pos = 0;
    for (;;) {
        std::optional<byte_span> const long_segment = next_long_segment(form, utf8, pos);
        std::size_t const short_end = long_segment ? long_segment->begin : utf8.size();
        if (short_end > pos && !icu_append(form, out, utf8.substr(pos, short_end - pos))) return false;
        if (!long_segment) return true;
        if (!append_long_segment(form, out, utf8.substr(long_segment->begin, long_segment->end - long_segment->begin)))
            return false;
        pos = long_segment->end;
    }
}

bool find_first_unnormalized(icu::Normalizer2 const& form, std::string_view utf8, std::optional<std::size_t>& change) {
    change.reset();
    if (utf8.size() > static_cast<std::size_t>(INT32_MAX)) return false;
    if (!may_hold_long_segment(utf8)) return icu_first_change(form, utf8, change);
    std::size_t pos = 0;
    std::string normalized;
    for (;;) {
        std::optional<byte_span> const long_segment = next_long_segment(form, utf8, pos);
        std::size_t const short_end = long_segment ? long_segment->begin : utf8.size();
        if (short_end > pos) {
            if (!icu_first_change(form, utf8.substr(pos, short_end - pos), change)) return false;
            if (change) {
                *change += pos;
                return true;
            }
        }
        if (!long_segment) return true;
        std::string_view const segment = utf8.substr(long_segment->begin, long_segment->end - long_segment->begin);
        normalized.clear();
        if (!append_long_segment(form, normalized, segment)) return false;
        if (normalized != segment) {
            // At the segment's first character: ICU too starts a change
            // at a boundary before it, mostly this one (it may find a
            // later one, only in text beyond the stream-safe limit).
            change = long_segment->begin;
            return true;
        }
        pos = long_segment->end;
    }
}

namespace {

bool append_nfc(std::string& out, std::string_view utf8) {
    bool const ascii =
        std::all_of(utf8.begin(), utf8.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii) {
        out.append(utf8);
        return true;
    }
    icu::Normalizer2 const* const nfc = nfc_normalizer();
    return nfc != nullptr && append_normalized(*nfc, out, utf8);
}

// ASCII other than unreserved (RFC 3986 §2.3): a delimiter, "%", or a
// character no IRI holds. NFC does not run across one.
bool is_boundary(char c) noexcept {
    bool const unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                            c == '.' || c == '_' || c == '~';
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
        std::size_t const kept = c == '%' && text.size() - i >= 3 &&
                                         has(static_cast<unsigned char>(text[i + 1]), hexdig) &&
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
