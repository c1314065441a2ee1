// Scripts and look-alikes, by ICU's spoof checker (UTS #39), on one
// component in the sense of RFC 3987 §4.2 that holds a non-ASCII character.
//
// RFC 3987 §7.5: "In order to avoid such cases [Latin A, Greek Alpha,
// Cyrillic A], IRIs should be created only with all the characters in a
// single component in the same script or language ... there are languages
// (such as Japanese) that mix characters from different scripts." UTS #39's
// restriction levels say which mixtures are languages: "moderately
// restrictive" (ICU's recommendation) allows a single script, Latin with
// Han and Hiragana/Katakana, Bopomofo or Hangul, and Latin with any one
// other script except Cyrillic, Greek and Cherokee, the scripts whose
// letters pass for Latin ones. Digits from two numbering systems ("١2")
// are a mixture too (UTS #39 §5.3).
//
// §8: a component spelled in another script may still look like ASCII
// ("раураl" in Cyrillic). UTS #39 §4 maps each character to a prototype
// (its skeleton); a non-ASCII component whose skeleton is pure ASCII can be
// mistaken for ASCII text.
//
// "%HH" triplets are left out of both: they are ASCII on screen, and the
// Latin letters of their hex digits would make every encoded Cyrillic or
// Greek component "mixed".
#include "semantics/check/families.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <climits>
#include <memory>

namespace iri::semantics::checks {
namespace {

struct spoof_closer {
    void operator()(USpoofChecker* checker) const noexcept { uspoof_close(checker); }
};

// One checker for the program. ICU: "functions that take a const
// USpoofChecker parameter are thread safe" (uspoof.h, Thread Safety), so
// all threads share it once set up. nullptr if ICU cannot open it.
USpoofChecker const* checker() {
    static std::unique_ptr<USpoofChecker, spoof_closer> const instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<USpoofChecker, spoof_closer> sc(uspoof_open(&status));
        uspoof_setChecks(sc.get(), USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, &status);
        uspoof_setRestrictionLevel(sc.get(), USPOOF_MODERATELY_RESTRICTIVE);
        if (U_FAILURE(status)) sc.reset();
        return sc;
    }();
    if (instance == nullptr) throw icu_failure{};
    return instance.get();
}

// The characters of `text` other than "%HH" triplets, one by one: f(start,
// length) with byte positions in `text`.
template <typename F>
void for_each_character(std::string_view text, F&& f) {
    char const* const end = text.data() + text.size();
    for (std::size_t i = 0; i < text.size();) {
        if (triplet_octet(text, i) >= 0) {
            i += 3;
            continue;
        }
        char32_t c = 0;
        int n = static_cast<unsigned char>(text[i]) < 0x80 ? 1 : unicode::decode_utf8(&text[i], end, c);
        if (n == 0) n = 1;
        f(i, static_cast<std::size_t>(n));
        i += static_cast<std::size_t>(n);
    }
}

// The failed checks (USPOOF_RESTRICTION_LEVEL, USPOOF_MIXED_NUMBERS) of
// UTF-8 text.
int failed_checks(std::string_view utf8) {
    UErrorCode status = U_ZERO_ERROR;
    int const failed = uspoof_check2UTF8(checker(), utf8.data(), static_cast<int32_t>(utf8.size()), nullptr, &status);
    if (U_FAILURE(status)) throw icu_failure{};
    return failed;
}

void skeleton(std::string_view utf8, std::string& out) {
    out.resize(utf8.size() * 3 + 16);
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t const n = uspoof_getSkeletonUTF8(checker(), 0, utf8.data(), static_cast<int32_t>(utf8.size()),
                                                 out.data(), static_cast<int32_t>(out.size()), &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(static_cast<std::size_t>(n));
            continue;
        }
        if (U_FAILURE(status)) throw icu_failure{};
        out.resize(static_cast<std::size_t>(n));
        return;
    }
    throw icu_failure{};
}

bool is_ascii(std::string_view s) noexcept {
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

std::size_t count_ascii_non_alphanumerics(std::string_view s) noexcept {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
        return static_cast<unsigned char>(c) < 0x80 &&
               !unicode::has(static_cast<unsigned char>(c), unicode::alpha | unicode::digit);
    }));
}

// Whether text with a non-ASCII character, whose skeleton is `skeleton`,
// passes for ASCII letters and digits: the skeleton is ASCII, and its
// non-ASCII characters became letters or digits, not punctuation. (Hebrew
// YOD's prototype is an apostrophe: Hebrew words are not ASCII look-alikes
// for that. Look-alikes of delimiters are delimiter_lookalike's business.)
bool passes_for_ascii_words(std::string_view shown, std::string_view skeleton) noexcept {
    return is_ascii(skeleton) && count_ascii_non_alphanumerics(skeleton) == count_ascii_non_alphanumerics(shown);
}

// `text` without its "%HH" triplets: `text` itself when it has none, else
// a copy in `buffer`.
std::string_view without_triplets(std::string_view text, std::string& buffer) {
    if (text.find('%') == std::string_view::npos) return text;
    buffer.clear();
    for_each_character(text, [&](std::size_t start, std::size_t length) { buffer.append(text.substr(start, length)); });
    return buffer;
}

// Where each character of `text` but the triplets starts in `text`
// (starts[k]), and where it ends in without_triplets(text) (ends[k]).
void character_places(std::string_view text, std::vector<std::size_t>& starts, std::vector<std::size_t>& ends) {
    starts.clear();
    ends.clear();
    std::size_t shown = 0;
    for_each_character(text, [&](std::size_t start, std::size_t length) {
        starts.push_back(start);
        ends.push_back(shown += length);
    });
}

// Whether `shown` surely passes both checks of failed_checks(), decided
// without ICU's spoof checker, which costs most of the time spent on
// non-ASCII text: every character belongs to one script S by its
// Script_Extensions (ASCII letters to Latin; characters whose extensions
// are only Common or Inherited to none), and S is Latin, or there is no
// ASCII letter, or S may join Latin (UTS #39 §5.2: not Cyrillic, Greek,
// Cherokee); all decimal digits are of one numbering system. Anything else
// (Japanese, characters of several scripts, a mixture) is left to ICU.
bool surely_one_script(std::string_view shown) noexcept {
    UScriptCode script = USCRIPT_COMMON;
    bool ascii_letters = false;
    char32_t zero = 0;  // of the decimal digits seen, 0 when none
    char const* const end = shown.data() + shown.size();
    for (char const* p = shown.data(); p != end;) {
        auto const lead = static_cast<unsigned char>(*p);
        char32_t c = lead;
        int n = 1;
        if (lead >= 0x80 && (n = unicode::decode_utf8(p, end, c)) == 0) return false;
        p += n;
        if (lead < 0x80) {
            ascii_letters = ascii_letters || unicode::has(lead, unicode::alpha);
            if (unicode::has(lead, unicode::digit)) {
                if (zero != 0 && zero != U'0') return false;
                zero = U'0';
            }
            continue;
        }
        if (u_charType(static_cast<UChar32>(c)) == U_DECIMAL_DIGIT_NUMBER) {
            char32_t const z = c - static_cast<char32_t>(u_charDigitValue(static_cast<UChar32>(c)));
            if (zero != 0 && zero != z) return false;
            zero = z;
        }
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode extensions[2];
        int32_t const count = uscript_getScriptExtensions(static_cast<UChar32>(c), extensions, 2, &status);
        if (U_FAILURE(status) || count != 1) return false;
        UScriptCode const s = extensions[0];
        if (s == USCRIPT_COMMON || s == USCRIPT_INHERITED) continue;
        if (script != USCRIPT_COMMON && script != s) return false;
        script = s;
    }
    return script == USCRIPT_COMMON || script == USCRIPT_LATIN || !ascii_letters ||
           (script != USCRIPT_CYRILLIC && script != USCRIPT_GREEK && script != USCRIPT_CHEROKEE);
}

// Whether the first non-ASCII character of `shown` has a skeleton of ASCII
// letters and digits: if not, neither has the whole (UTS #39 maps the
// characters of NFD(text) one by one), and the whole need not be computed.
bool first_passes_for_ascii(std::string_view shown, std::string& buffer) {
    std::size_t i = 0;
    while (i < shown.size() && static_cast<unsigned char>(shown[i]) < 0x80) ++i;
    char32_t c = 0;
    int const n = i < shown.size() ? unicode::decode_utf8(&shown[i], shown.data() + shown.size(), c) : 0;
    if (n == 0) return false;
    std::string_view const first = shown.substr(i, static_cast<std::size_t>(n));
    skeleton(first, buffer);
    return is_ascii(buffer) && count_ascii_non_alphanumerics(buffer) == 0;
}

}  // namespace

std::string shown_skeleton(std::string_view text) {
    std::string buffer, out;
    skeleton(without_triplets(text, buffer), out);
    return out;
}

void check_scripts(component const& part, warning_sink& sink, scratch& buffers) {
    bool const want_mixed = sink.wants(warning_code::mixed_script);
    bool const want_confusable = sink.wants(warning_code::confusable_with_ascii);
    if ((!want_mixed && !want_confusable) || part.text.size() > static_cast<std::size_t>(INT32_MAX) / 3) return;

    std::string_view const shown = without_triplets(part.text, buffers.text);
    if (is_ascii(shown)) return;

    if (int const failed = want_mixed && !surely_one_script(shown) ? failed_checks(shown) : 0; failed != 0) {
        // Adding characters never makes text more restrictive, so the first
        // character after which the prefix fails is found by bisection:
        // the prefix of `hi` characters fails, that of lo - 1 passes.
        std::vector<std::size_t>& starts = buffers.positions;
        std::vector<std::size_t>& ends = buffers.ends;
        character_places(part.text, starts, ends);
        std::size_t lo = 1, hi = starts.size();
        while (lo < hi) {
            std::size_t const mid = lo + (hi - lo) / 2;
            if (failed_checks(shown.substr(0, ends[mid - 1])) != 0)
                hi = mid;
            else
                lo = mid + 1;
        }
        std::size_t const length = ends[hi - 1] - (hi >= 2 ? ends[hi - 2] : 0);
        sink.add(warning_code::mixed_script, part, part.text.substr(starts[hi - 1], length), std::nullopt,
                 (failed & USPOOF_RESTRICTION_LEVEL) != 0 ? "scripts" : "digits");
    }

    if (want_confusable && first_passes_for_ascii(shown, buffers.other)) {
        skeleton(shown, buffers.other);
        if (passes_for_ascii_words(shown, buffers.other)) {
            // About the whole component; the character named is its first
            // non-ASCII one.
            std::size_t first = 0;
            while (static_cast<unsigned char>(part.text[first]) < 0x80) ++first;
            char32_t c = 0;
            unicode::decode_utf8(&part.text[first], part.text.data() + part.text.size(), c);
            sink.add(warning_code::confusable_with_ascii, part, part.text, c);
        }
    }
}

}  // namespace iri::semantics::checks
