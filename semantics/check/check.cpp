// The driver of <iri/check.hpp>: hands each component of a parsed reference
// to the families of checks that apply to it, then orders the findings,
// counts their code point offsets in one pass, and applies the caller's
// raising.
//
// The components are read from the spans the parse recorded; nothing is
// parsed again. Pure-ASCII components only meet the percent-encoding and
// scheme checks: ASCII is in every normalization form, has no
// right-to-left character, is one script and looks like itself.
#include <iri/check.hpp>

#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"
#include "semantics/span_text.hpp"

#include "grammar/schemes/productions.hpp"

#include "unicode/ascii_scan.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <optional>

namespace iri {
namespace semantics::checks {

void warning_sink::add(warning_code code, component const& where, std::string_view text,
                       std::optional<char32_t> code_point, std::string_view detail) {
    warning w;
    w.code = code;
    w.severity = default_severity(code);
    w.component = where.name;
    w.byte_offset =
        where.offset + (text.data() == nullptr ? 0 : static_cast<std::size_t>(text.data() - where.text.data()));
    w.text = text;
    w.detail = detail;
    if (code_point) {
        w.code_point = *code_point;
        w.has_code_point = true;
    } else if (!text.empty()) {
        // The code point of a text that is one character.
        char32_t c = static_cast<unsigned char>(text[0]);
        int n = 1;
        if (c >= 0x80) n = unicode::decode_utf8(text.data(), text.data() + text.size(), c);
        if (n != 0 && static_cast<std::size_t>(n) == text.size()) {
            w.code_point = c;
            w.has_code_point = true;
        }
    }
    keep(w);
}

bool comes_before(warning const& a, warning const& b) noexcept {
    if (a.byte_offset != b.byte_offset) return a.byte_offset < b.byte_offset;
    if (a.code != b.code) return a.code < b.code;
    if (a.text.size() != b.text.size()) return a.text.size() < b.text.size();
    return a.component < b.component;
}

// Unbounded, as it comes. Bounded, this call's warnings are a heap whose
// top is the last kept by position: a warning before it takes its place,
// so the ones kept are the first max_ whatever order the families find
// them in, in O(log max_) each and max_ warnings of memory.
void warning_sink::keep(warning const& w) {
    if (!bounded()) {
        out_->push_back(w);
        return;
    }
    if (raised_.contains(w.code) && (!first_raised_ || comes_before(w, *first_raised_))) first_raised_ = w;
    auto const first = static_cast<std::ptrdiff_t>(first_);
    if (out_->size() - first_ < max_) {
        out_->push_back(w);
        std::push_heap(out_->begin() + first, out_->end(), comes_before);
        return;
    }
    auto const heap = out_->begin() + first;
    ++omitted_;
    if (max_ == 0 || !comes_before(w, *heap)) return;
    std::pop_heap(heap, out_->end(), comes_before);
    out_->back() = w;
    std::push_heap(heap, out_->end(), comes_before);
}

namespace {

// What a component holds that makes checks worth running: a byte beyond
// ASCII, a "%". Asked of every component, most of them short ASCII
// without a triplet.
struct content {
    bool non_ascii = false;
    bool percent = false;
};

content scan(std::string_view s) noexcept {
    unicode::byte_content const found = unicode::scan_bytes(s.data(), s.size(), '%');
    return {found.non_ascii, found.has_c};
}

bool has_non_ascii(std::string_view s) noexcept { return scan(s).non_ascii; }

// Which families have an enabled code.
struct families {
    bool bidi = true, characters = true, scripts = true, percent = true;

    // Most callers enable every code (check_options' default): then no
    // family's codes need looking up.
    explicit families(code_set enabled) noexcept {
        if (enabled == code_set::all()) return;
        bidi = enabled.intersects(code_set::of(check_family::bidi));
        characters = enabled.intersects(code_set::of(check_family::characters));
        scripts = enabled.contains(warning_code::mixed_script) || enabled.contains(warning_code::confusable_with_ascii);
        percent = enabled.intersects(code_set::of(check_family::percent_encoding));
    }
};

// What the checks ask of the whole line first, gathered once: what the
// registry and the scheme grammars know of the scheme (one look-up, asked
// of nearly every line), and whether the line is ASCII without a "%" and
// has a "/.". Every family but the authority's, the dot segments' and the
// scheme's looks only at non-ASCII characters (whole(): characters, bidi,
// scripts) or at triplets (percent-encoding): on a line of ASCII without a
// "%", most lines of most corpora, those three are all there is to check.
struct line_facts {
    known_scheme scheme;
    unicode::plain_content content;
};

line_facts facts_of(reference_view const& reference) noexcept {
    std::string_view const text = reference.text();
    span const scheme = reference.parts().scheme;
    return {scheme.present ? find_known_scheme(text_of(reference, scheme)) : known_scheme{},
            unicode::scan_plain(text.data(), text.size(), '%', '/', '.')};
}

// Whether the three checks of a plain line (line_facts) surely find
// nothing, asked before a sink or buffers are set up: no dot segment
// (RFC 3987 §5.3.2.4) can start the path or follow a "/"; there is no
// port to be empty, out of range or the default (RFC 3986 §3.2.3); the
// host is not empty and, where the scheme names DNS hosts, a name UTS #46
// surely accepts (RFC 3987 §3.1); the scheme's grammar accepts the line by
// the generic parse or one plain run (RFC 3986 §3.1). Most plain lines;
// for the others, false: the families run and say what they find.
[[gnu::always_inline]] inline bool plainly_nothing_to_report(reference_view const& reference,
                                                             line_facts const& line) noexcept {
    components const& parts = reference.parts();
    if (line.content.has_pair || parts.port.present || reference.path().starts_with('.')) return false;
    if (parts.authority.present && parts.host_type == host_kind::reg_name) {
        if (parts.host.length == 0) return false;
        std::string_view const text = reference.text();
        if (line.scheme.rules != nullptr && line.scheme.rules->dns_host) {
            if (!plainly_valid_dns_name(text_of(reference, parts.host), text.data() + text.size())) return false;
            // A known scheme (it has rules), a host that is not empty and
            // no port: all that the grammars of http and https ask beyond
            // the generic parse (RFC 9110 §4.2.1-4.2.2), which
            // known_valid_with_host then need not ask again. Most lines of
            // most corpora are http or https.
            return line.scheme.grammar != nullptr &&
                   grammar::schemes::known_valid_with_host(reference, *line.scheme.grammar);
        }
    }
    return !parts.scheme.present ||
           (line.scheme.grammar != nullptr && grammar::schemes::known_valid(reference, *line.scheme.grammar));
}

class driver {
public:
    // The reference's spans are inside its text: only a parse makes a
    // reference_view.
    driver(reference_view const& reference, line_facts const& line, std::vector<warning>& out,
           check_options const& options) noexcept
        : reference_(reference), line_(line), sink_(out, options), want_(options.enabled) {}

    warning_sink const& sink() const noexcept { return sink_; }

    void run() {
        components const& parts = reference_.parts();
        known_scheme const& scheme = line_.scheme;
        if (line_.content.plain) {
            check_authority(reference_, scheme.rules, sink_, buffers_);
            ascii_dot_segments(line_.content.has_pair);
            check_scheme_syntax(reference_, scheme.grammar, sink_);
            return;
        }
        if (parts.userinfo.present) check_text(piece(parts.userinfo, "iuserinfo", ""));
        std::optional<host_verdict> host;
        if (parts.host.present && reference_.host_type() == host_kind::reg_name)
            check_text<with_host_verdict>(piece(parts.host, "ireg-name", "."), &host);
        check_authority(reference_, scheme.rules, sink_, buffers_, host ? &*host : nullptr);
        path();
        if (parts.query.present) check_text(piece(parts.query, "iquery", "&;="));
        if (parts.fragment.present) check_text(piece(parts.fragment, "ifragment", ""));
        check_scheme_syntax(reference_, scheme.grammar, sink_);
    }

private:
    component piece(span s, std::string_view name, std::string_view separators) const noexcept {
        return {text_of(reference_, s), s.offset, name, separators};
    }

    // Out of line: most lines are ASCII and never get here, and inlined
    // it made path() too big to be inlined in run() for those lines.
    //
    // With with_host_verdict, for a reg-name, `host` is where to tell its
    // labels for UTS #46 (host_verdict), as they are summarized anyway; it
    // is left empty when the host is ASCII (plainly_valid_dns_name's
    // business) or has triplets (which UTS #46 decodes first). A separate
    // instance: the other components do not pay for it.
    static constexpr bool with_host_verdict = true;

    // What whole() looks at, asked here, inline: most components and path
    // segments hold neither a byte beyond ASCII nor a "%", and have nothing
    // for it to check; the call is for the others.
    template <bool WithHostVerdict = false>
    void check_text(component const& c, std::optional<host_verdict>* host = nullptr) {
        content const holds = scan(c.text);
        if (holds.non_ascii || holds.percent) whole<WithHostVerdict>(c, holds, host);
    }

    template <bool WithHostVerdict = false>
    [[gnu::noinline]] void whole(component const& c, content holds, std::optional<host_verdict>* host) {
        if (want_.percent && holds.percent) check_percent_encoding(c, sink_);
        if (!holds.non_ascii) return;
        host_verdict* verdict = nullptr;  // told the labels, when `host` is to be
        if (WithHostVerdict && !holds.percent && sink_.wants(warning_code::host_fails_uts46))
            verdict = &host->emplace();
        // Each part once, each character decoded and looked up once for the
        // bidi, script and character checks; what the characters check asks
        // of the whole is what its parts say (the separators are ASCII:
        // class 0, Quick_Check Yes), so it runs last (the order of the
        // findings is the sink's business, not the families').
        characters_look look;
        look.decided = true;
        for_each_part(c, [&](component const& part) {
            char32_t const previous =
                part.text.data() == c.text.data() ? 0 : static_cast<unsigned char>(part.text.data()[-1]);
            if (!has_non_ascii(part.text)) {
                if (WithHostVerdict && verdict != nullptr) verdict->add_ascii(part.text);
                return;
            }
            // Made in place: a copy of it, per part, showed.
            std::optional<part_summary> const summary = [&]() -> std::optional<part_summary> {
                if (!WithHostVerdict || verdict == nullptr) return summarize_part(part.text, previous);
                idna_label facts;
                std::optional<part_summary> label = summarize_label(part.text, previous, facts);
                if (label)
                    verdict->add(part.text, *label, facts);
                else
                    verdict->add_undecided();
                return label;
            }();
            if (summary) {
                look.nfc = look.nfc && summary->nfc;
                look.nfkc = look.nfkc && summary->nfkc;
                look.per_character =
                    look.per_character || (summary->any_bits & (code_point_properties::unassigned_bit |
                                                                code_point_properties::lookalike_bit)) != 0;
            } else {
                look.decided = false;
            }
            // Most right-to-left parts are words of one direction, and most
            // parts whose first character looks like ASCII have another
            // that does not: the summary says so, and the check need not
            // read the part again.
            if (want_.bidi &&
                (!summary || (summary->right_to_left_or_control && !surely_passes_bidi(part.text, *summary))))
                check_bidi(part, sink_, summary.has_value());
            if (want_.scripts && (!summary || summary->failed != 0 ||
                                  (summary->first_looks_ascii &&
                                   (summary->any_bits & code_point_properties::skeleton_not_ascii_bit) == 0)))
                check_scripts(part, sink_, buffers_, summary ? &*summary : nullptr);
        });
        if (want_.characters && !look.finds_nothing())
            check_characters(c, sink_, look.decided ? std::optional(look) : std::nullopt);
    }

    // The segments, each named by the production it matched (RFC 3987
    // §2.2): the first of an ipath-noscheme is an isegment-nz-nc, the first
    // of an ipath-absolute or ipath-rootless an isegment-nz, every other an
    // isegment.
    std::string_view first_segment_name() const noexcept {
        switch (reference_.path_type()) {
            case path_kind::noscheme: return "isegment-nz-nc";
            case path_kind::absolute:
            case path_kind::rootless: return "isegment-nz";
            case path_kind::abempty:
            case path_kind::empty: break;
        }
        return "isegment";
    }

    // Each segment, whole() and for dot segments.
    void path() {
        component const all = piece(reference_.parts().path, "ipath", "");
        std::string_view rest = all.text;
        if (rest.starts_with('/'))
            rest.remove_prefix(1);
        else if (rest.empty())
            return;
        for (std::string_view name = first_segment_name();; name = "isegment") {
            // Inline, a word or sixteen bytes at a time: most segments are
            // shorter than what a call of memchr costs.
            std::size_t const slash = unicode::first_of(rest.data(), rest.size(), "/");
            std::string_view const text = rest.substr(0, slash);
            component const segment{text, all.offset + static_cast<std::size_t>(text.data() - all.text.data()), name,
                                    "."};
            check_text(segment);
            // A dot segment starts with "." or "%2E"; most segments do not.
            if (text.starts_with('.') || text.starts_with('%')) check_dot_segment(reference_, segment, sink_);
            if (slash == rest.size()) return;
            rest.remove_prefix(slash + 1);
        }
    }

    // The dot segments of a path of ASCII without triplets: there a dot
    // segment starts with a "." that starts a segment, so only the
    // segments at such a "." are looked at (most paths have one "." or
    // none, and several segments). `slash_dot`: the line has a "/.".
    void ascii_dot_segments(bool slash_dot) {
        component const all = piece(reference_.parts().path, "ipath", "");
        // Most paths have neither "/." nor a "." first.
        if (!slash_dot && !all.text.starts_with('.')) return;
        std::size_t const first = all.text.starts_with('/') ? 1 : 0;  // where the first segment starts
        for (std::size_t dot = all.text.find('.', first); dot != std::string_view::npos;
             dot = all.text.find('.', dot + 1)) {
            if (dot != first && all.text[dot - 1] != '/') continue;
            std::string_view const text = all.text.substr(dot, all.text.find('/', dot) - dot);
            component const segment{text, all.offset + dot, dot == first ? first_segment_name() : "isegment", "."};
            check_dot_segment(reference_, segment, sink_);
            dot += text.size();
        }
    }

    reference_view const& reference_;
    line_facts const line_;
    warning_sink sink_;
    families want_;
    scratch buffers_;
};

// Sets the code point offsets of `found`, sorted by byte offset, in one
// pass over `text`.
void count_code_points(std::string_view text, std::span<warning> found) noexcept {
    std::size_t byte = 0, code_points = 0;
    for (warning& w : found) {
        std::size_t const target = std::min(w.byte_offset, text.size());
        code_points += unicode::count_code_points(text.substr(byte, target - byte));
        byte = target;
        w.offset = code_points;
    }
}

}  // namespace
}  // namespace semantics::checks

namespace {

// The body of both overloads of check() below, inlined into each: the
// overload without `omitted`, which most callers use, calling the other
// cost every line a second call and frame (10 instructions a plain line).
// plainly_nothing_to_report() is inlined into both too, as it was into
// the one body: GCC leaves it out of line once it has two callers, and a
// plain line then pays that call instead.
[[gnu::always_inline]] inline diagnostic check_reference(reference_view const& reference, std::vector<warning>& out,
                                                         std::size_t& omitted, check_options const& options) noexcept {
    using semantics::checks::comes_before;
    omitted = 0;
    // One result, returned from every path, so that it is built in the
    // caller's storage (NRVO): asked of every line, its copy showed.
    diagnostic raised;
    // Most lines: plain, and nothing to report.
    semantics::checks::line_facts const line = semantics::checks::facts_of(reference);
    if (line.content.plain && semantics::checks::plainly_nothing_to_report(reference, line)) return raised;
    std::size_t const first = out.size();
    try {
        semantics::checks::driver checks(reference, line, out, options);
        checks.run();
        semantics::checks::warning_sink const& sink = checks.sink();
        omitted = sink.omitted();
        // The first raised warning is kept even beyond the limit: it is
        // the error check() returns.
        // out[first] is the heap's top: the last kept.
        if (sink.omitted() > 0 && sink.first_raised() &&
            (out.size() == first || comes_before(out[first], *sink.first_raised()))) {
            out.push_back(*sink.first_raised());
            --omitted;
        }
    } catch (...) {
        // What is thrown: std::bad_alloc, and icu_failure when ICU cannot
        // allocate, both "out of memory". Nothing else is (std::length_error
        // would need a text longer than memory); were it, the promise is no
        // exception, and the fuzz target (fuzz/check.cpp) reports any code
        // but ok.
        out.resize(first);
        omitted = 0;
        raised.code = errc::out_of_memory;
        return raised;
    }
    if (out.size() == first) return raised;  // most lines: nothing found
    auto const found = std::span(out).subspan(first);
    // In order of position. Families mostly find them in order already
    // (one warning per dot segment of a long path): then no sort, whose
    // n log n over a large vector made check superlinear on such paths.
    if (!std::is_sorted(found.begin(), found.end(), comes_before)) std::sort(found.begin(), found.end(), comes_before);
    semantics::checks::count_code_points(reference.text(), found);
    for (warning& w : found) {
        if (!options.raised.contains(w.code)) continue;
        w.severity = severity::error;
        if (!raised) raised = to_diagnostic(w);
    }
    return raised;
}

}  // namespace

diagnostic check(reference_view const& reference, std::vector<warning>& out, std::size_t& omitted,
                 check_options const& options) noexcept {
    return check_reference(reference, out, omitted, options);
}

diagnostic check(reference_view const& reference, std::vector<warning>& out, check_options const& options) noexcept {
    std::size_t omitted = 0;
    return check_reference(reference, out, omitted, options);
}

check_result check(std::string_view text, check_options const& options, entry start) noexcept {
    check_result result;
    result.parse = parse(text, start);
    if (!result.parse) {
        result.error = result.parse.error();
        return result;
    }
    result.error = check(result.parse.value(), result.warnings, result.omitted, options);
    return result;
}

diagnostic to_diagnostic(warning const& w) noexcept {
    diagnostic d;
    d.code = errc::raised_warning;
    d.byte_offset = w.byte_offset;
    d.offset = w.offset;
    d.production = w.component;
    d.code_point = w.code_point;
    d.has_code_point = w.has_code_point;
    d.byte = w.text.empty() ? 0 : static_cast<unsigned char>(w.text[0]);
    d.detail = summary(w.code);
    return d;
}

}  // namespace iri
