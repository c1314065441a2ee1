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
#include "semantics/check/properties.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>

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

// Where each character of `text` but the triplets ends in
// without_triplets(text): the prefixes the bisection below tries.
void character_ends(std::string_view text, std::vector<std::size_t>& ends) {
    ends.clear();
    std::size_t shown = 0;
    for_each_character(text, [&](std::size_t, std::size_t length) { ends.push_back(shown += length); });
}

// The k-th character (from 1) of `text` but the triplets, as it is
// written in `text`.
std::string_view character_at(std::string_view text, std::size_t k) {
    std::string_view found;
    std::size_t seen = 0;
    for_each_character(text, [&](std::size_t start, std::size_t length) {
        if (++seen == k) found = text.substr(start, length);
    });
    return found;
}

// A set of ICU script codes (ICU's ScriptSet, in four words).
class script_set {
public:
    static constexpr script_set all() noexcept {
        script_set s;
        s.words_.fill(~std::uint64_t{0});
        return s;
    }
    constexpr void set(unsigned script) noexcept { words_[script / 64] |= std::uint64_t{1} << (script % 64); }
    constexpr bool test(unsigned script) const noexcept { return (words_[script / 64] >> (script % 64) & 1u) != 0; }
    bool empty() const noexcept { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
    void intersect(script_set const& other) noexcept {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= other.words_[i];
    }

private:
    std::array<std::uint64_t, 4> words_{};
};
static_assert(USCRIPT_CODE_LIMIT <= 256);

// UTS #39 §5.1: the augmented script set of a character, as ICU's
// SpoofImpl::getAugmentedScriptSet makes it from the Script_Extensions in
// `s`: Han adds Hanb, Jpan and Kore, Hiragana and Katakana add Jpan,
// Hangul adds Kore, Bopomofo adds Hanb.
constexpr script_set augmented(script_set s) noexcept {
    if (s.test(USCRIPT_HAN)) {
        s.set(USCRIPT_HAN_WITH_BOPOMOFO);
        s.set(USCRIPT_JAPANESE);
        s.set(USCRIPT_KOREAN);
    }
    if (s.test(USCRIPT_HIRAGANA) || s.test(USCRIPT_KATAKANA)) s.set(USCRIPT_JAPANESE);
    if (s.test(USCRIPT_HANGUL)) s.set(USCRIPT_KOREAN);
    if (s.test(USCRIPT_BOPOMOFO)) s.set(USCRIPT_HAN_WITH_BOPOMOFO);
    return s;
}

// The augmented set of a character of one script, for each script code:
// most characters have one (code_point_properties::script()).
constexpr std::array<script_set, 256> single_script_sets = [] {
    std::array<script_set, 256> sets{};
    for (unsigned script = 0; script < sets.size(); ++script) {
        script_set s;
        s.set(script);
        sets[script] = augmented(s);
    }
    return sets;
}();

// The augmented set of a character of several scripts (script() is
// several_scripts), from ICU; Common or Inherited among them stand for
// every script. nullopt when ICU fails.
std::optional<script_set> augmented_scripts_of_several(char32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode extensions[USCRIPT_CODE_LIMIT];
    int32_t const count = uscript_getScriptExtensions(static_cast<UChar32>(c), extensions, USCRIPT_CODE_LIMIT, &status);
    if (U_FAILURE(status)) return std::nullopt;
    script_set s;
    for (int32_t i = 0; i < count; ++i) {
        if (extensions[i] == USCRIPT_COMMON || extensions[i] == USCRIPT_INHERITED) return script_set::all();
        s.set(static_cast<unsigned>(extensions[i]));
    }
    return augmented(s);
}

// failed_checks() from the table of properties, without the spoof checker,
// which costs most of the time spent on non-ASCII text: the state after
// some characters of a text, and the checks its prefix so far fails.
// It is UTS #39 §5.2 and §5.3 as ICU 72's SpoofImpl::getRestrictionLevel
// and getNumerics compute them (every character is allowed: uspoof_open
// allows all):
//   - all ASCII: level ASCII, passes;
//   - the resolved script set (the intersection of the augmented sets,
//     §5.1) is not empty: single script, passes;
//   - the resolved set of the characters without Latin in their augmented
//     set holds Hanb, Jpan or Kore: highly restrictive, passes;
//   - it is not empty and holds no Cyrillic, Greek, Cherokee: moderately
//     restrictive, passes;
//   - else minimally restrictive: USPOOF_RESTRICTION_LEVEL fails.
// USPOOF_MIXED_NUMBERS fails when the decimal digits (General_Category Nd)
// are of two systems, told apart by their zero (code point minus value).
// tests/semantics/check/fast_paths.cpp compares this with ICU.
class restriction_state {
public:
    void add_ascii(unsigned char c) noexcept { add_ascii_groups(unicode::ascii_table[c]); }

    // A run of ASCII characters at once, by the union of their groups
    // (unicode::ascii_table): letters are Latin; digits and the rest
    // Common, and a run's digits are all of one system.
    void add_ascii_groups(std::uint16_t groups) noexcept {
        if ((groups & unicode::alpha) != 0) ascii_letters_ = true;
        if ((groups & unicode::digit) != 0) add_digit(U'0');
    }

    // False when ICU fails.
    bool add(char32_t c, code_point_properties props) {
        ascii_ = false;
        if (props.decimal_digit()) add_digit(c - props.digit_value());
        // Common and Inherited are every script: they intersect nothing
        // away. Intersecting with a set twice changes nothing, and sets
        // commute: the ASCII letters' {Latin} is intersected once, in
        // failed(), and a character of the script of the one before it is
        // skipped (most text is runs of one script).
        unsigned const script = props.script();
        if ((script == last_script_ && script != several_scripts) || script == any_script) return true;
        last_script_ = script;
        if (script != several_scripts) {
            intersect(single_script_sets[script]);
            return true;
        }
        std::optional<script_set> const scripts = augmented_scripts_of_several(c);
        if (!scripts) return false;
        intersect(*scripts);
        return true;
    }

    bool ascii_letters() const noexcept { return ascii_letters_; }

    int failed() const noexcept {
        int const numbers = mixed_numbers_ ? USPOOF_MIXED_NUMBERS : 0;
        // The ASCII letters' {Latin} intersected last: what is left of the
        // resolved set is empty unless it holds Latin.
        bool const resolved_empty = ascii_letters_ ? !resolved_.test(USCRIPT_LATIN) : resolved_.empty();
        if (ascii_ || !resolved_empty) return numbers;
        if (without_latin_.test(USCRIPT_HAN_WITH_BOPOMOFO) || without_latin_.test(USCRIPT_JAPANESE) ||
            without_latin_.test(USCRIPT_KOREAN))
            return numbers;
        if (!without_latin_.empty() && !without_latin_.test(USCRIPT_CYRILLIC) && !without_latin_.test(USCRIPT_GREEK) &&
            !without_latin_.test(USCRIPT_CHEROKEE))
            return numbers;
        return numbers | USPOOF_RESTRICTION_LEVEL;
    }

private:
    // §5.2: the resolved set is the intersection of the augmented sets; the
    // one of the characters without Latin in theirs is kept beside it.
    void intersect(script_set const& scripts) noexcept {
        resolved_.intersect(scripts);
        if (!scripts.test(USCRIPT_LATIN)) without_latin_.intersect(scripts);
    }

    void add_digit(char32_t zero) noexcept {
        mixed_numbers_ = mixed_numbers_ || (zero_ != 0 && zero_ != zero);
        zero_ = zero;
    }

    script_set resolved_ = script_set::all(), without_latin_ = script_set::all();
    bool ascii_letters_ = false;
    bool ascii_ = true;
    unsigned last_script_ = any_script;
    char32_t zero_ = 0;  // of the decimal digits seen, 0 when none
    bool mixed_numbers_ = false;
};

// The restriction checks over `text`, skipping its "%HH" triplets when
// `triplets` (so over what without_triplets() would make of it), what
// check_characters asks of the whole (the NFC and NFKC quick checks), and
// whether `text` holds an R or AL character or a later bidi control;
// nullopt when `text` is not UTF-8 (then ICU, which reads U+FFFD there,
// decides). `facts` is told of each run of ASCII and each other character
// as they come: nothing (no_facts), or what UTS #46 asks of a label
// (idna_label).
struct no_facts {
    void add_ascii_run(char const*, char const*, char32_t) noexcept {}
    void add(char32_t, code_point_properties) noexcept {}
};

template <typename Facts>
std::optional<part_summary> summarize(std::string_view text, bool triplets, char32_t previous, Facts& facts) {
    part_summary summary;
    normalization_quick_check normalization;
    std::uint64_t first_bits = 0;  // the properties of the first non-ASCII character
    restriction_state restriction;
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    for (char const* p = begin; p != end;) {
        auto const lead = static_cast<unsigned char>(*p);
        if (lead < 0x80) {
            normalization.add_ascii();
            if (triplets && lead == '%' && triplet_octet(text, static_cast<std::size_t>(p - begin)) >= 0) {
                summary.triplet_letters = summary.triplet_letters ||
                                          unicode::has(static_cast<unsigned char>(p[1]), unicode::alpha) ||
                                          unicode::has(static_cast<unsigned char>(p[2]), unicode::alpha);
                previous = static_cast<unsigned char>(p[2]);
                p += 3;
                continue;
            }
            // The ASCII run up to the next non-ASCII character or "%", at
            // once: ASCII is class 0, NFC and NFKC.
            std::uint16_t groups = 0;
            char const* const run = p;
            do {
                groups |= unicode::ascii_table[static_cast<unsigned char>(*p)];
                ++p;
            } while (p != end && static_cast<unsigned char>(*p) < 0x80 && (!triplets || *p != '%'));
            facts.add_ascii_run(run, p, previous);
            previous = static_cast<unsigned char>(p[-1]);
            restriction.add_ascii_groups(groups);
            continue;
        }
        char32_t c = 0;
        int const n = unicode::decode_utf8(p, end, c);
        if (n == 0) return std::nullopt;
        p += n;
        code_point_properties const props = properties_of(c);
        // Those of the first non-ASCII character: a scalar value's bits are
        // never 0 (its script() is not).
        first_bits = first_bits != 0 ? first_bits : props.bits();
        normalization.add(previous, c, props);  // as check_characters' own look at the whole
        facts.add(c, props);
        previous = c;
        summary.any_bits |= props.bits();
        if (!restriction.add(c, props)) return std::nullopt;
    }
    summary.first_looks_ascii = code_point_properties(first_bits).skeleton_ascii_word();
    summary.nfc = normalization.nfc;
    summary.nfkc = normalization.nfkc;
    summary.right_to_left_or_control = (summary.any_bits & code_point_properties::right_to_left_or_control_bit) != 0;
    summary.failed = restriction.failed();
    summary.ascii_letters = restriction.ascii_letters();
    return summary;
}

// The first prefix of `text` that fails the restriction checks, found in
// one pass: adding characters never makes a text more restrictive. Its
// length in characters and its last character, as written in `text`;
// "%HH" triplets are skipped when `triplets` (as without_triplets() would
// leave them out). nullopt when the properties do not decide (not UTF-8,
// ICU fails) or no prefix fails.
struct first_failure {
    std::size_t characters;
    std::string_view last;
};

std::optional<first_failure> find_first_failure(std::string_view text, bool triplets) {
    restriction_state restriction;
    char const* const end = text.data() + text.size();
    std::size_t count = 0;
    for (char const* p = text.data(); p != end;) {
        auto const lead = static_cast<unsigned char>(*p);
        if (triplets && lead == '%' && triplet_octet(text, static_cast<std::size_t>(p - text.data())) >= 0) {
            p += 3;
            continue;
        }
        ++count;
        char const* const at = p;
        if (lead < 0x80) {
            restriction.add_ascii(lead);
            ++p;
        } else {
            char32_t c = 0;
            int const n = unicode::decode_utf8(p, end, c);
            if (n == 0 || !restriction.add(c, properties_of(c))) return std::nullopt;
            p += n;
        }
        if (restriction.failed() != 0)
            return first_failure{count, std::string_view(at, static_cast<std::size_t>(p - at))};
    }
    return std::nullopt;
}

std::optional<int> failed_checks_by_properties(std::string_view shown) {
    no_facts none;
    std::optional<part_summary> const summary = summarize(shown, false, 0, none);
    if (!summary) return std::nullopt;
    return summary->failed;
}

// The failed checks, from the properties when the fast paths are on.
int failed_checks_of(std::string_view shown) {
    if (fast_paths_enabled())
        if (std::optional<int> const failed = failed_checks_by_properties(shown)) return *failed;
    return failed_checks(shown);
}

// What the UTS #39 skeleton of one character (its UTF-8 `bytes`) is made
// of: ASCII, and ASCII letters and digits only. From the table of
// properties when the fast paths are on.
struct character_skeleton {
    bool ascii;
    bool ascii_word;
};

character_skeleton skeleton_by_icu(std::string_view bytes, std::string& buffer) {
    skeleton(bytes, buffer);
    return {is_ascii(buffer), is_ascii(buffer) && count_ascii_non_alphanumerics(buffer) == 0};
}

character_skeleton skeleton_of(char32_t c, std::string_view bytes, std::string& buffer) {
    if (!fast_paths_enabled()) return skeleton_by_icu(bytes, buffer);
    code_point_properties const props = properties_of(c);
    return {props.skeleton_ascii(), props.skeleton_ascii_word()};
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
    return skeleton_of(c, shown.substr(i, static_cast<std::size_t>(n)), buffer).ascii_word;
}

// What the skeleton of each ASCII character holds: whether it is ASCII,
// and how many ASCII characters other than letters and digits. From ICU,
// once for the program.
struct ascii_skeleton {
    bool ascii = false;  // false also for the characters not asked about
    int non_alphanumerics = 0;
};

std::array<ascii_skeleton, 128> const& ascii_skeletons() {
    static std::array<ascii_skeleton, 128> const table = [] {
        std::array<ascii_skeleton, 128> t{};
        std::string buffer;
        for (char c = 0x21; c < 0x7F; ++c) {
            skeleton(std::string_view(&c, 1), buffer);
            t[static_cast<unsigned char>(c)] = {is_ascii(buffer),
                                                static_cast<int>(count_ascii_non_alphanumerics(buffer))};
        }
        return t;
    }();
    return table;
}

// passes_for_ascii_words(shown, skeleton(shown)) from the skeletons of the
// characters, without the skeleton of the whole; nullopt when they do not
// decide (ICU then computes the whole). UTS #39 §4: the skeleton is
// NFD(map(NFD(text))), and NFD(text) is the NFD of each character,
// reordered, so the skeleton holds exactly the code points of the
// characters' own skeletons: it is ASCII when each of theirs is, and its
// ASCII non-alphanumerics are the sum of theirs.
std::optional<bool> passes_for_ascii_words_by_characters(std::string_view shown, std::string& buffer) {
    std::array<ascii_skeleton, 128> const& ascii = ascii_skeletons();
    int balance = 0;  // non-alphanumerics in the skeleton, less those shown
    char const* const end = shown.data() + shown.size();
    for (char const* p = shown.data(); p != end;) {
        auto const lead = static_cast<unsigned char>(*p);
        if (lead < 0x80) {
            ++p;
            if (!ascii[lead].ascii) return std::nullopt;
            balance += ascii[lead].non_alphanumerics - (unicode::has(lead, unicode::alpha | unicode::digit) ? 0 : 1);
            continue;
        }
        char32_t c = 0;
        int const n = unicode::decode_utf8(p, end, c);
        if (n == 0) return std::nullopt;
        character_skeleton const k = skeleton_of(c, std::string_view(p, static_cast<std::size_t>(n)), buffer);
        p += n;
        if (!k.ascii) return false;
        // An ASCII skeleton with punctuation: how much is not remembered.
        if (!k.ascii_word) return std::nullopt;
    }
    return balance == 0;
}

}  // namespace

int restriction_failures_by_icu(std::string_view utf8) { return failed_checks(utf8); }
std::optional<int> restriction_failures_by_properties(std::string_view utf8) {
    return failed_checks_by_properties(utf8);
}

std::uint64_t skeleton_properties(char32_t c) {
    std::string bytes, buffer;
    unicode::append_utf8(bytes, c);
    character_skeleton const k = skeleton_by_icu(bytes, buffer);
    return (k.ascii ? code_point_properties::skeleton_ascii_bit : code_point_properties::skeleton_not_ascii_bit) |
           (k.ascii_word ? code_point_properties::skeleton_word_bit : 0);
}

std::string shown_skeleton(std::string_view text) {
    std::string buffer, out;
    skeleton(without_triplets(text, buffer), out);
    return out;
}

std::optional<part_summary> summarize_part(std::string_view text, char32_t previous) {
    if (!fast_paths_enabled()) return std::nullopt;
    no_facts none;
    return summarize(text, true, previous, none);
}

std::optional<part_summary> summarize_label(std::string_view label, char32_t previous, idna_label& facts) {
    if (!fast_paths_enabled()) return std::nullopt;
    return summarize(label, false, previous, facts);
}

void check_scripts(component const& part, warning_sink& sink, scratch& buffers, part_summary const* summary) {
    bool const want_mixed = sink.wants(warning_code::mixed_script);
    bool const want_confusable = sink.wants(warning_code::confusable_with_ascii);
    if ((!want_mixed && !want_confusable) || part.text.size() > static_cast<std::size_t>(INT32_MAX) / 3) return;

    // The text without its triplets, made when needed: with `summary`
    // (which the driver only has of a part with a non-ASCII character)
    // neither the restriction checks nor the first non-ASCII character need
    // it.
    std::string_view shown;
    bool made = false;
    auto const shown_text = [&] {
        if (!made) shown = without_triplets(part.text, buffers.text);
        made = true;
        return shown;
    };
    if (summary == nullptr && is_ascii(shown_text())) return;

    if (int const failed = !want_mixed          ? 0
                           : summary != nullptr ? summary->failed
                                                : failed_checks_of(shown_text());
        failed != 0) {
        // Adding characters never makes text more restrictive, so the first
        // character after which the prefix fails is found in one pass over
        // the properties or, where they do not decide, by bisection with
        // ICU: the prefix of `hi` characters fails, that of lo - 1 passes.
        // With `summary`, the part is UTF-8 but for its triplets: the pass
        // reads it as it is, skipping them, and names the character itself.
        std::optional<first_failure> const found = !fast_paths_enabled() ? std::nullopt
                                                   : summary != nullptr  ? find_first_failure(part.text, true)
                                                                         : find_first_failure(shown_text(), false);
        std::string_view character;
        if (found) {
            character = summary != nullptr ? found->last : character_at(part.text, found->characters);
        } else {
            shown_text();
            std::vector<std::size_t>& ends = buffers.ends;
            character_ends(part.text, ends);
            std::size_t lo = 1;
            std::size_t hi = ends.size();
            while (lo < hi) {
                std::size_t const mid = lo + (hi - lo) / 2;
                if (failed_checks_of(shown.substr(0, ends[mid - 1])) != 0)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            character = character_at(part.text, hi);
        }
        sink.add(warning_code::mixed_script, part, character, std::nullopt,
                 (failed & USPOOF_RESTRICTION_LEVEL) != 0 ? "scripts" : "digits");
    }

    if (want_confusable &&
        (summary != nullptr ? summary->first_looks_ascii : first_passes_for_ascii(shown_text(), buffers.other))) {
        shown_text();
        std::optional<bool> passes;
        if (fast_paths_enabled()) passes = passes_for_ascii_words_by_characters(shown, buffers.other);
        if (!passes) {
            skeleton(shown, buffers.other);
            passes = passes_for_ascii_words(shown, buffers.other);
        }
        if (*passes) {
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
