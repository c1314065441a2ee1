// Preparing arbitrary text as an IRI reference, after
// draft-ietf-iri-3987bis processing (2011):
//
//   §4 step 1  remove leading and trailing SP, CR, LF, TAB (RFC 3987 §7.2);
//   §4 step 2  a single reference: blocks of spaces are removed, or each
//              space becomes "%20";
//   §4 step 3  text not in a Unicode encoding is transcoded (here: then
//              NFC, RFC 3987 §3.1 variant b);
//   §5.3-5.5   "If the path contains any characters not allowed by the
//              ABNF of RFC3987 Section 2.2 ... replace those characters
//              with their percent-encoding", and likewise for the query
//              and the fragment.
//
// The draft's "Percent-encode all characters present from the ucschar
// list" would make a URI, which is to_uri's job; prepare keeps ucschar, so
// its output is an IRI. The component boundaries are found the way the
// draft's §5 (and RFC 3986 Appendix B) find them: the fragment starts at
// the first "#", the query at the first "?" before it, the authority after
// a leading "scheme://" or "//".
#include <iri/convert.hpp>

#include <iri/parse.hpp>

#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/charset.hpp"
#include "unicode/hex.hpp"
#include "unicode/nfc.hpp"
#include "semantics/failure.hpp"
#include "semantics/percent_normalization.hpp"

#include <algorithm>
#include <new>
#include <optional>

namespace iri {
namespace {

bool is_ascii_whitespace(char c) noexcept { return c == ' ' || c == '\r' || c == '\n' || c == '\t'; }

// §4 step 1.
std::string_view trim(std::string_view text) noexcept {
    while (!text.empty() && is_ascii_whitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_ascii_whitespace(text.back())) text.remove_suffix(1);
    return text;
}

void append_encoded(std::string& out, char const* p, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
        unicode::append_triplet(out, static_cast<unsigned char>(p[i]));
    }
}

// Where the host of the authority lies, if the text has an authority:
// after "scheme://" or "//" and after the last "@" of the authority, up to
// the first "/", "?" or "#". Both offsets 0 when there is none.
struct host_bounds {
    std::size_t begin = 0, end = 0;
};

host_bounds find_host(std::string_view text) noexcept {
    std::size_t i = 0;
    if (!text.empty() && unicode::has(static_cast<unsigned char>(text[0]), unicode::alpha)) {
        std::size_t j = 1;
        while (j < text.size() && unicode::has(static_cast<unsigned char>(text[j]),
                                               unicode::alpha | unicode::digit | unicode::scheme_mark))
            ++j;
        if (j < text.size() && text[j] == ':') i = j + 1;
    }
    if (text.substr(i, 2) != "//") return {};
    std::size_t const authority = i + 2;
    std::size_t const end = std::min(text.find_first_of("/?#", authority), text.size());
    std::size_t const at = text.substr(authority, end - authority).rfind('@');
    return {at == std::string_view::npos ? authority : authority + at + 1, end};
}

// ASCII characters that stay as they are at a place; everything else is
// percent-encoded.
bool keeps_ascii(unsigned char c, bool in_host, bool after_fragment_start, std::string_view rest) noexcept {
    if (c < 0x20 || c == 0x7F || unicode::is_excluded_printable_ascii(c)) return false;
    switch (c) {
        case '[':
        case ']': return in_host;  // only IP literals hold them
        case '#': return !after_fragment_start;  // the first "#" starts the fragment; a second is data
        case '%':
            return rest.size() >= 3 && unicode::has(static_cast<unsigned char>(rest[1]), unicode::hexdig) &&
                   unicode::has(static_cast<unsigned char>(rest[2]), unicode::hexdig);
        default: return true;
    }
}

// The percent-encoding of §5.3-5.5 over the whole text.
void encode_disallowed(std::string_view text, std::string& out) {
    host_bounds const host = find_host(text);
    std::size_t const fragment_start = text.find('#');
    std::size_t const query_start = text.substr(0, fragment_start).find('?');
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    char const* p = begin;
    while (p != end) {
        auto const offset = static_cast<std::size_t>(p - begin);
        auto const c = static_cast<unsigned char>(*p);
        if (c < 0x80) {
            bool const in_host = offset >= host.begin && offset < host.end;
            bool const after_fragment_start = fragment_start != std::string_view::npos && offset > fragment_start;
            if (keeps_ascii(c, in_host, after_fragment_start, text.substr(offset)))
                out += static_cast<char>(c);
            else
                append_encoded(out, p, 1);
            ++p;
            continue;
        }
        char32_t cp = 0;
        int const n = unicode::decode_utf8(p, end, cp);
        if (n == 0) {
            append_encoded(out, p, 1);  // not UTF-8: the byte itself
            ++p;
            continue;
        }
        bool const in_query = query_start != std::string_view::npos && offset > query_start &&
                              (fragment_start == std::string_view::npos || offset < fragment_start);
        bool const allowed =
            !unicode::is_bidi_formatting(cp) && (unicode::is_ucschar(cp) || (in_query && unicode::is_iprivate(cp)));
        if (allowed)
            out.append(p, static_cast<std::size_t>(n));
        else
            append_encoded(out, p, static_cast<std::size_t>(n));
        p += n;
    }
}

diagnostic charset_error(errc code, std::string_view detail) noexcept {
    diagnostic d;
    d.code = code;
    d.detail = detail;
    return d;
}

// Step 3, which comes first here: trimming and splitting look for the
// bytes of U+0020 and the other ASCII characters, which only mean those
// characters once the text is Unicode. Text in `charset` (when one is
// given) is decoded into `unicode` and put in NFC, and `text` made to view
// it; a failure is returned, with its place in the text as given.
std::optional<diagnostic> decode_step(std::string_view& text, std::string_view charset, std::string& unicode) {
    if (charset.empty()) return std::nullopt;
    std::string decoded;
    switch (unicode::decode_charset(text, charset, decoded)) {
        case unicode::charset_status::ok: break;
        case unicode::charset_status::unknown_charset:
            return charset_error(errc::unknown_charset, "the input charset is not known");
        case unicode::charset_status::not_convertible:
            return semantics::charset_conversion_error(text, charset, "IRI-reference");
        case unicode::charset_status::out_of_memory: throw std::bad_alloc();
    }
    if (!unicode::append_nfc_keeping_delimiters(unicode, decoded)) throw std::bad_alloc();
    text = unicode;
    return std::nullopt;
}

}  // namespace

text_result prepare(std::string_view text, prepare_options options) noexcept {
    try {
        std::string unicode;
        if (std::optional<diagnostic> const failed = decode_step(text, options.from_charset, unicode)) return *failed;
        // Steps 1 and 2.
        std::string_view const trimmed = trim(text);
        std::string spaced;
        spaced.reserve(trimmed.size());
        for (char c : trimmed) {
            if (c != ' ')
                spaced += c;
            else if (options.spaces == inner_spaces::encode)
                spaced += "%20";
        }
        std::string out;
        out.reserve(spaced.size());
        encode_disallowed(spaced, out);
        parse_result const parsed = parse(out, entry::IRI_reference);
        if (!parsed) return parsed.error();
        return text_result(std::move(out));
    } catch (std::bad_alloc const&) {
        diagnostic d;
        d.code = errc::out_of_memory;
        return d;
    }
}

}  // namespace iri

namespace iri {
namespace {

diagnostic invalid_unicode_at(std::size_t index) noexcept {
    diagnostic d;
    d.code = errc::invalid_unicode_string;
    d.byte_offset = index;
    d.offset = index;
    return d;
}

bool is_surrogate(char32_t c) noexcept { return c >= 0xD800 && c <= 0xDFFF; }

}  // namespace

text_result prepare(std::u16string_view text, prepare_options options) noexcept {
    try {
        std::string utf8;
        utf8.reserve(text.size() * 3);
        for (std::size_t i = 0; i < text.size(); ++i) {
            char32_t c = text[i];
            if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (text[i + 1] - 0xDC00);
                ++i;
            } else if (is_surrogate(c)) {
                return invalid_unicode_at(i);
            }
            unicode::append_utf8(utf8, c);
        }
        return prepare(std::string_view(utf8), options);
    } catch (std::bad_alloc const&) {
        diagnostic d;
        d.code = errc::out_of_memory;
        return d;
    }
}

text_result prepare(std::u32string_view text, prepare_options options) noexcept {
    try {
        std::string utf8;
        utf8.reserve(text.size() * 4);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] > 0x10FFFF || is_surrogate(text[i])) return invalid_unicode_at(i);
            unicode::append_utf8(utf8, text[i]);
        }
        return prepare(std::string_view(utf8), options);
    } catch (std::bad_alloc const&) {
        diagnostic d;
        d.code = errc::out_of_memory;
        return d;
    }
}

std::vector<text_result> prepare_each(std::string_view text, prepare_options options) noexcept {
    std::vector<text_result> results;
    try {
        std::string unicode;
        if (std::optional<diagnostic> const failed = decode_step(text, options.from_charset, unicode)) {
            results.push_back(*failed);
            return results;
        }
        options.from_charset = {};  // decoded once, for every piece
        // §4 step 2: "split the string into substrings on blocks of
        // contiguous U+0020 SPACE characters", each "an independent
        // reference-string": prepare trims its own CR, LF and TAB at its
        // ends (step 1), and one with nothing else is no reference.
        std::size_t i = 0;
        while (i < text.size()) {
            while (i < text.size() && text[i] == ' ') ++i;
            std::size_t const start = i;
            while (i < text.size() && text[i] != ' ') ++i;
            std::string_view const piece = text.substr(start, i - start);
            if (!trim(piece).empty()) results.push_back(prepare(piece, options));
        }
    } catch (std::bad_alloc const&) {
        diagnostic d;
        d.code = errc::out_of_memory;
        results.clear();
        results.push_back(d);
    }
    return results;
}

}  // namespace iri
