// The RFC 3987 §3 mappings step by step: to_uri.cpp's and to_iri.cpp's own
// passes, run with a conversion_recorder instead of the trace that does
// nothing. The recorder turns each decision the pass reports into a row;
// the text between two decisions, copied as it is, becomes one row of its
// own. Nothing here decides anything about the conversion: the rows say
// what the pass did, and the result is the pass's output.
#include <iri/convert_explain.hpp>

#include "semantics/convert_trace.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <iterator>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

namespace iri {
namespace {

using semantics::triplet_verdict;

constexpr std::string_view uri_step1 = "§3.1 step 1";
constexpr std::string_view uri_step2 = "§3.1 step 2";
constexpr std::string_view uri_host = "§3.1 ireg-name";
constexpr std::string_view uri_query = "query charset";
constexpr std::string_view iri_step1 = "§3.2 step 1";
constexpr std::string_view iri_step2 = "§3.2 step 2";
constexpr std::string_view iri_step3 = "§3.2 step 3";
constexpr std::string_view iri_step4 = "§3.2 step 4";
constexpr std::string_view iri_host = "§3.2.1 ireg-name";
constexpr std::string_view ipv4_rule = "RFC 3986 §3.2.2";

// "C3 A9"
std::string octets_in_hex(std::string_view octets) {
    std::string out;
    for (char c : octets) {
        auto const octet = static_cast<unsigned char>(c);
        if (!out.empty()) out += ' ';
        out += unicode::upper_hex_digits[octet >> 4];
        out += unicode::upper_hex_digits[octet & 0xF];
    }
    return out;
}

// The character a printable ASCII octet is, quoted; controls by name.
std::string quoted_ascii(unsigned char c) {
    if (c < 0x20 || c == 0x7F) return "a control character";
    return std::string("\"") + static_cast<char>(c) + "\"";
}

bool is_reserved(unsigned char c) noexcept {
    // RFC 3986 §2.2: gen-delims and sub-delims.
    return std::string_view(":/?#[]@!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos;
}

bool has_non_ascii(std::string_view text) noexcept {
    return std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

std::string_view idna_name(idna_mode mode) noexcept {
    switch (mode) {
        case idna_mode::idna2003: return "IDNA2003 (RFC 3490) ToASCII, AllowUnassigned";
        case idna_mode::idna2003_creating: return "IDNA2003 (RFC 3490) ToASCII, no unassigned code points";
        case idna_mode::whatwg: return "the URL Standard's host parser (not RFC 3987)";
        default: return "UTS #46 ToASCII";
    }
}

// Step 4's reason for keeping `cp` encoded (to_iri.cpp, allowed_unencoded).
std::string not_allowed_reason(char32_t cp, bool in_query) {
    std::string const name = unicode::code_point_notation(cp);
    if (unicode::is_bidi_formatting(cp)) return name + " is a bidi formatting character (§4.1)";
    if (unicode::is_later_bidi_control(cp)) return name + " is an invisible bidi control, kept like those of §4.1";
    if (unicode::is_iprivate(cp) && !in_query) return name + " is private use, allowed only in the query (§2.2)";
    return name + " is not ucschar (§2.2)";
}

}  // namespace

namespace semantics {

// Records the rows of a conversion_explanation: what each call of
// conversion_trace (semantics/convert_trace.hpp) means is said there.
class conversion_recorder final : public conversion_trace {
public:
    conversion_recorder(conversion_explanation& e, to_uri_options const& options) : e_(e), uri_options_(options) {}
    explicit conversion_recorder(conversion_explanation& e) : e_(e), to_iri_(true) {}

    void input_charset(std::string_view input, std::string_view unicode) override;
    void source(std::string_view source) override;
    void excluded(std::size_t source_offset) override;
    void text(std::string_view text) override;
    void encoded(char const* from, char const* to, char const* written) override;
    void query_character(char const* from, char const* to, std::string_view written, char32_t cp,
                         bool reference) override;
    void query_end(char const* at, std::string_view written) override;
    void replaced(span where, std::string_view text, replaced_component component) override;

    void triplets(char const* from, char const* to, char const* written, char const* written_end,
                  triplet_verdict verdict, char32_t cp, bool in_query) override;
    void host_label(char const* from, char const* to, std::string_view unicode) override;
    void ipv4_guard(char const* from, char const* to) override;

    void finish(std::string_view result) override;

private:
    struct row {
        std::string_view step;
        std::size_t begin, end;  // in the text step 2 ran on
        std::string after, why;
        bool kept_run = false;  // a run of text copied unchanged
    };
    void kept_until(std::size_t end);
    void replace_span(std::size_t begin, std::size_t end, row replacement);
    void push(std::string_view step, std::size_t begin, std::size_t end, std::string after, std::string why);
    std::size_t at(char const* p) const noexcept { return static_cast<std::size_t>(p - text_.data()); }
    std::size_t source_offset(std::size_t text_offset) const noexcept;

    conversion_explanation& e_;
    to_uri_options uri_options_;
    bool to_iri_ = false;
    std::string input_;  // variant b: the input before step 1
    bool charset_step_ = false;
    std::string_view source_, text_;
    std::vector<std::size_t> escaped_;  // text offsets of the triplets --lenient wrote
    std::vector<row> rows_;
    std::vector<row> query_rows_;  // written before the rows that precede them
    std::size_t cursor_ = 0;  // the text before it has rows
};

void conversion_recorder::input_charset(std::string_view input, std::string_view) {
    charset_step_ = true;
    input_ = std::string(input);
}

void conversion_recorder::source(std::string_view source) { source_ = source; }

void conversion_recorder::excluded(std::size_t source_offset) {
    // Each character encoded before this one moved it two bytes on.
    escaped_.push_back(source_offset + 2 * escaped_.size());
}

void conversion_recorder::text(std::string_view text) {
    text_ = text;
    rows_.clear();
    cursor_ = 0;
}

void conversion_recorder::push(std::string_view step, std::size_t begin, std::size_t end, std::string after,
                               std::string why) {
    kept_until(begin);
    rows_.push_back({step, begin, end, std::move(after), std::move(why)});
    cursor_ = end;
}

// The text from the cursor to `end` was copied unchanged: one row, or, where
// --lenient encoded characters in it, one row per piece and per character.
void conversion_recorder::kept_until(std::size_t end) {
    auto const kept = [&](std::size_t from, std::size_t to) {
        if (from == to) return;
        std::string_view const piece = text_.substr(from, to - from);
        std::string why;
        if (to_iri_)
            why = has_non_ascii(piece) ? "no percent-encoding (IRI characters stay as they are): kept"
                                       : "no percent-encoding: kept";
        else
            why = piece.find('%') != std::string_view::npos ? "US-ASCII (its \"%HH\" included): kept as it is"
                                                            : "US-ASCII: kept as it is";
        rows_.push_back({to_iri_ ? iri_step2 : uri_step2, from, to, std::string(piece), std::move(why), true});
    };
    if (end <= cursor_) return;
    // escaped_ is in text order: only the escapes in [cursor_, end) are
    // visited, so a long --lenient input costs a search per row, not a
    // walk over every escape.
    for (auto it = std::lower_bound(escaped_.begin(), escaped_.end(), cursor_); it != escaped_.end() && *it < end;
         ++it) {
        std::size_t const escape = *it;
        kept(cursor_, escape);
        auto const c = static_cast<unsigned char>(source_[source_offset(escape)]);
        std::string const triplet(text_.substr(escape, 3));
        rows_.push_back(
            {uri_step2, escape, escape + 3, triplet,
             quoted_ascii(c) + " is printable US-ASCII that URIs do not allow: " + triplet + " (--lenient)"});
        cursor_ = escape + 3;
    }
    kept(cursor_, end);
    cursor_ = end;
}

std::size_t conversion_recorder::source_offset(std::size_t text_offset) const noexcept {
    // The escapes before text_offset (escaped_ is in text order): a binary
    // search, since finish() asks once per row.
    auto const before =
        static_cast<std::size_t>(std::lower_bound(escaped_.begin(), escaped_.end(), text_offset) - escaped_.begin());
    return text_offset - 2 * before;
}

void conversion_recorder::encoded(char const* from, char const* to, char const* written) {
    auto const length = static_cast<std::size_t>(to - from);
    std::string_view const octets(from, length);
    char32_t cp = 0;
    unicode::decode_utf8(from, to, cp);
    std::string after(written, 3 * length);
    std::string why =
        unicode::code_point_notation(cp) + " is not allowed in a URI: UTF-8 " + octets_in_hex(octets) + " -> " + after;
    push(uri_step2, at(from), at(to), std::move(after), std::move(why));
}

void conversion_recorder::query_character(char const* from, char const* to, std::string_view written, char32_t cp,
                                          bool reference) {
    if (written == std::string_view(from, static_cast<std::size_t>(to - from))) return;
    std::string const charset(uri_options_.query_charset);
    std::string why = reference
                          ? unicode::code_point_notation(cp) + " is not in " + charset +
                                ": its numeric character reference &#" +
                                std::to_string(static_cast<std::uint32_t>(cp)) + "; percent-encoded (URL Standard)"
                          : unicode::code_point_notation(cp) + " in " + charset +
                                ", its octets percent-encoded as the URL Standard's query state does (not RFC 3987), "
                                "and those a URI may not hold";
    query_rows_.push_back({uri_query, at(from), at(to), std::string(written), std::move(why)});
}

void conversion_recorder::query_end(char const* at_end, std::string_view written) {
    query_rows_.push_back({uri_query, at(at_end), at(at_end), std::string(written),
                           "the encoder returns to its initial state (URL Standard)"});
}

void conversion_recorder::replaced(span where, std::string_view text, replaced_component component) {
    std::size_t const end = where.offset + where.length;
    if (component == replaced_component::host) {
        push(uri_host, where.offset, end, std::string(text),
             std::string("converted by ") + std::string(idna_name(uri_options_.idna)) +
                 " (--idna; §3.1, before step 2)");
        return;
    }
    for (row& r : query_rows_) push(r.step, r.begin, r.end, std::move(r.after), std::move(r.why));
    query_rows_.clear();
    kept_until(end);
}

void conversion_recorder::triplets(char const* from, char const* to, char const* written, char const* written_end,
                                   triplet_verdict verdict, char32_t cp, bool in_query) {
    std::string_view const triplets(from, static_cast<std::size_t>(to - from));
    std::string after(written, written_end);
    std::string why;
    std::string_view step = iri_step2;
    auto const octet = static_cast<unsigned char>(cp);
    switch (verdict) {
        case triplet_verdict::unreserved:
            why = std::string(triplets) + " is " + quoted_ascii(octet) + ", unreserved US-ASCII: decoded";
            break;
        case triplet_verdict::ascii_kept:
            if (octet == '%')
                why = std::string(triplets) + " is \"%\": kept";
            else if (is_reserved(octet))
                why = std::string(triplets) + " is " + quoted_ascii(octet) + ", reserved: kept";
            else
                why = std::string(triplets) + " is " + quoted_ascii(octet) + ", US-ASCII not allowed in URIs: kept";
            break;
        case triplet_verdict::character:
            why = std::string(triplets) + " is strictly legal UTF-8 (step 3) of " + unicode::code_point_notation(cp) +
                  ", allowed here (step 4): decoded";
            break;
        case triplet_verdict::not_utf8:
            step = iri_step3;
            why = std::string(triplets) + " is not part of strictly legal UTF-8: kept encoded";
            break;
        case triplet_verdict::not_allowed:
            step = iri_step4;
            why = not_allowed_reason(cp, in_query) + ": kept encoded";
            break;
    }
    if ((verdict == triplet_verdict::not_utf8 || verdict == triplet_verdict::not_allowed) && after != triplets)
        why += " (hex digits in uppercase)";
    push(step, at(from), at(to), std::move(after), std::move(why));
}

// The rows over [begin, end) give way to one row (a label ToUnicode
// converted, a host kept whole); a row of kept text that runs into the
// span is cut at its edges.
//
// The rows are in text order and the span is the text just converted, so
// only the rows from the last one ending after `begin` are rebuilt: a host
// of many labels costs time in proportion to its rows, where rebuilding
// every row for each label was quadratic.
void conversion_recorder::replace_span(std::size_t begin, std::size_t end, row replacement) {
    kept_until(end);
    std::size_t first = rows_.size();
    while (first > 0 && rows_[first - 1].end > begin) --first;
    std::vector<row> rows;
    rows.reserve(rows_.size() - first + 2);
    bool placed = false;
    for (auto it = rows_.begin() + static_cast<std::ptrdiff_t>(first); it != rows_.end(); ++it) {
        row& r = *it;
        if (r.end <= begin || r.begin >= end) {
            if (r.begin >= end && !placed) rows.push_back(std::move(replacement)), placed = true;
            rows.push_back(std::move(r));
            continue;
        }
        if (!r.kept_run) continue;  // a decision inside the span, superseded
        if (r.begin < begin) rows.push_back({r.step, r.begin, begin, r.after.substr(0, begin - r.begin), r.why, true});
        if (r.end > end) {
            if (!placed) rows.push_back(std::move(replacement)), placed = true;
            rows.push_back({r.step, end, r.end, r.after.substr(end - r.begin), r.why, true});
        }
    }
    if (!placed) rows.push_back(std::move(replacement));
    rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(first), rows_.end());
    std::move(rows.begin(), rows.end(), std::back_inserter(rows_));
}

void conversion_recorder::host_label(char const* from, char const* to, std::string_view unicode) {
    // Appended, not "literal" + std::string: GCC bug 105329 (-Wrestrict).
    std::string why = "\"";
    why.append(from, to);
    why += "\" is Punycode: ToUnicode (--idn-unicode; §3.2.1)";
    replace_span(at(from), at(to), {iri_host, at(from), at(to), std::string(unicode), std::move(why)});
}

void conversion_recorder::ipv4_guard(char const* from, char const* to) {
    replace_span(at(from), at(to),
                 {ipv4_rule, at(from), at(to), std::string(from, to),
                  "decoded, this reg-name would read as an IPv4address: kept as written"});
}

void conversion_recorder::finish(std::string_view result) {
    kept_until(text_.size());
    std::vector<conversion_step>& steps = e_.steps;
    steps.clear();
    steps.reserve(rows_.size() + 1);
    if (to_iri_) {
        steps.push_back({iri_step1, 0, 0, std::string(source_), std::string(source_),
                         has_non_ascii(source_) ? "the URI as octets (its non-ASCII characters, an IRI's, are kept)"
                                                : "the URI as a sequence of US-ASCII octets"});
    } else if (charset_step_) {
        steps.push_back({uri_step1, 0, 0, input_, std::string(source_),
                         "variant b: the input in " + std::string(uri_options_.from_charset) +
                             " converted to UCS (UTF-8) and normalized to NFC"});
    } else {
        steps.push_back({uri_step1, 0, 0, std::string(source_), std::string(source_),
                         "variant c: UTF-8 input, taken as it is (not normalized)"});
    }
    std::size_t counted = 0, code_points = 0;
    for (row& r : rows_) {
        std::size_t const begin = source_offset(r.begin);
        std::size_t const end = source_offset(r.end);
        code_points += unicode::count_code_points(source_.substr(counted, begin - counted));
        counted = begin;
        steps.push_back({r.step, begin, code_points, std::string(source_.substr(begin, end - begin)),
                         std::move(r.after), std::move(r.why)});
    }
    rows_.clear();
    e_.result = std::string(result);
}

}  // namespace semantics

namespace {

template <class Convert>
conversion_explanation explained(Convert convert) noexcept {
    conversion_explanation e;
    try {
        std::string out;
        if (convert(e, out) != errc::ok) {
            e.steps.clear();
            e.result.clear();
        }
    } catch (std::bad_alloc const&) {
        e = conversion_explanation{};
        e.error.code = errc::out_of_memory;
    } catch (std::length_error const&) {
        e = conversion_explanation{};
        e.error.code = errc::out_of_memory;
    }
    return e;
}

}  // namespace

conversion_explanation explain_to_uri(std::string_view iri, to_uri_options options) noexcept {
    return explained([&](conversion_explanation& e, std::string& out) {
        semantics::conversion_recorder trace(e, options);
        return semantics::to_uri_recorded(iri, out, options, &e.error, trace);
    });
}

conversion_explanation explain_to_iri(std::string_view uri, to_iri_options options) noexcept {
    return explained([&](conversion_explanation& e, std::string& out) {
        semantics::conversion_recorder trace(e);
        return semantics::to_iri_recorded(uri, out, options, &e.error, trace);
    });
}

}  // namespace iri
