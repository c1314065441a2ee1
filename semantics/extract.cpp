// Finding IRIs in plain text, RFC 3987 §7.3: the heuristics of URI
// detection, upgraded to the IRI syntax, so that "http://例え.テスト/パス"
// is found whole instead of ending at the first non-ASCII character.
//
// A heuristic cannot be exact; this one is conservative where text and
// IRIs overlap: typographic and CJK delimiters end an IRI although they
// are ucschar (an IRI in Japanese text is followed by "。" more often than
// it contains one), and sentence punctuation at the end is left to the
// sentence. What is reported always parses as an IRI.
#include <iri/convert.hpp>

#include <iri/parse.hpp>

#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <new>

namespace iri {
namespace {

bool is_scheme_char(unsigned char c) noexcept {
    return unicode::has(c, unicode::alpha | unicode::digit | unicode::scheme_mark);
}

// Schemes written without "//" that are common in text.
bool is_opaque_scheme(std::string_view scheme) noexcept {
    static constexpr std::array<std::string_view, 9> names{"mailto", "urn",  "tel", "sip", "sips",
                                                           "news",   "xmpp", "geo", "data"};
    for (std::string_view name : names) {
        if (name.size() != scheme.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < name.size() && same; ++i) same = (scheme[i] | 0x20) == name[i];
        if (same) return true;
    }
    return false;
}

// Unicode's White_Space characters beyond ASCII: the no-break spaces that
// French puts before "!" and inside guillemets, the spaces of typography
// (U+2000..U+200A), the line and paragraph separators. A candidate ends at
// whitespace; these are ucschar, and would carry it into the next word.
bool is_unicode_space(char32_t cp) noexcept {
    return cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
           cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Characters that end an IRI in running text although they are ucschar:
// CJK punctuation and brackets, with the fullwidth forms of "!" "," ":" ";"
// "?" and the halfwidth ideographic full stop and comma; typographic quotes
// and guillemets; the sentence marks of Arabic (comma, question mark, full
// stop), Devanagari (danda, double danda), Armenian (full stop) and Greek
// (ano teleia).
bool is_text_delimiter(char32_t cp) noexcept {
    static constexpr char32_t marks[] = {0xAB,   0xBB,   0x0387, 0x0589, 0x060C, 0x061F, 0x06D4, 0x0964, 0x0965,
                                         0xFF01, 0xFF08, 0xFF09, 0xFF0C, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF61, 0xFF64};
    return (cp >= 0x3001 && cp <= 0x3002) || (cp >= 0x300C && cp <= 0x300F) || (cp >= 0x2018 && cp <= 0x201F) ||
           std::find(std::begin(marks), std::end(marks), cp) != std::end(marks);
}

// Length of the character at p if it may continue an IRI, else 0.
std::size_t iri_character_length(char const* p, char const* end) noexcept {
    auto const c = static_cast<unsigned char>(*p);
    if (c < 0x80) return c < 0x20 || c == 0x7F || unicode::is_excluded_printable_ascii(c) ? 0 : 1;
    char32_t cp = 0;
    int const n = unicode::decode_utf8(p, end, cp);
    // The bidi controls are no part of an IRI (RFC 3987 §4.1), and a
    // formatter that isolates an IRI puts FSI before it and PDI after it.
    if (n == 0 || is_unicode_space(cp) || is_text_delimiter(cp) || unicode::is_bidi_formatting(cp) ||
        unicode::is_later_bidi_control(cp))
        return 0;
    if (!unicode::is_ucschar(cp) && !unicode::is_iprivate(cp)) return 0;
    return static_cast<std::size_t>(n);
}

// Drops what belongs to the sentence rather than the IRI: punctuation at
// the end, and a closing bracket at the end that no opening one in the
// candidate matches. The brackets are counted once, and the counts updated
// as closing brackets come off the end: counting the whole candidate again
// for each one took time quadratic in a run of ")" ("http://a/" and then
// 1 MiB of ")" took minutes).
std::string_view trim_trailing_punctuation(std::string_view candidate) noexcept {
    // "(" less ")" and "[" less "]" in the candidate, once counted.
    std::ptrdiff_t parentheses = 0, square_brackets = 0;
    bool counted = false;
    while (!candidate.empty()) {
        char const last = candidate.back();
        if (last == '.' || last == ',' || last == ';' || last == ':' || last == '!' || last == '?' || last == '\'') {
            candidate.remove_suffix(1);
            continue;
        }
        if (last == ')' || last == ']') {
            if (!counted) {
                for (char c : candidate) {
                    parentheses += c == '(' ? 1 : c == ')' ? -1 : 0;
                    square_brackets += c == '[' ? 1 : c == ']' ? -1 : 0;
                }
                counted = true;
            }
            std::ptrdiff_t& balance = last == ')' ? parentheses : square_brackets;
            if (balance < 0) {
                ++balance;  // the closing bracket removed
                candidate.remove_suffix(1);
                continue;
            }
        }
        break;
    }
    return candidate;
}

// How many candidates may fail in one run of IRI characters before the
// rest of the run is given up. Each candidate runs to the end of the run,
// so retrying at every colon of a long run that never parses ("http://a/"
// repeated, then a lone "%") would take time quadratic in its length.
constexpr std::size_t failed_candidates_per_run = 16;

}  // namespace

errc extract(std::string_view text, std::vector<found_iri>& out) noexcept {
    try {
        char const* const begin = text.data();
        char const* const end = begin + text.size();
        std::size_t i = 0;
        std::size_t counted_bytes = 0, counted_code_points = 0;  // code points before counted_bytes
        // The run of IRI characters the last candidate ran to, and how many
        // candidates in it failed: every colon inside a run ends there too.
        std::size_t run_end = 0, failed_in_run = 0;
        while (true) {
            std::size_t const colon = text.find(':', i);
            if (colon == std::string_view::npos) break;
            // The scheme: the scheme characters right before the colon,
            // starting with a letter and not glued to a word before it.
            std::size_t start = colon;
            while (start > 0 && is_scheme_char(static_cast<unsigned char>(text[start - 1]))) --start;
            while (start < colon && !unicode::has(static_cast<unsigned char>(text[start]), unicode::alpha)) ++start;
            std::string_view const scheme = text.substr(start, colon - start);
            bool const hierarchical = text.substr(colon + 1, 2) == "//";
            if (start < i || scheme.empty() || (!hierarchical && !is_opaque_scheme(scheme))) {
                i = colon + 1;
                continue;
            }
            if (colon >= run_end) {
                char const* p = begin + colon + 1;
                while (p != end) {
                    std::size_t const n = iri_character_length(p, end);
                    if (n == 0) break;
                    p += n;
                }
                run_end = static_cast<std::size_t>(p - begin);
                failed_in_run = 0;
            }
            std::string_view const candidate = trim_trailing_punctuation(text.substr(start, run_end - start));
            // Something must follow "scheme:" (and "//"): a bare "http://" in
            // text is a mention of the scheme, not a reference.
            std::size_t const prefix = scheme.size() + (hierarchical ? 3 : 1);
            if (candidate.size() > prefix && is_valid(candidate, entry::IRI)) {
                counted_code_points += unicode::count_code_points(text.substr(counted_bytes, start - counted_bytes));
                counted_bytes = start;
                out.push_back({start, counted_code_points, candidate});
                i = start + candidate.size();
            } else {
                i = ++failed_in_run < failed_candidates_per_run ? colon + 1 : run_end;
            }
        }
        return errc::ok;
    } catch (std::bad_alloc const&) {
        return errc::out_of_memory;
    }
}

}  // namespace iri
