// Resource bounds on adversarial inputs (issues 6 and 13): each family of
// inputs of the issues (one repeated character, 4-byte UTF-8, %-heavy,
// "../" chains, "@"- and ":"-heavy authorities, very long hosts, many
// empty segments, long runs of combining marks, and more), at 64 KiB and
// 1 MiB (256 KiB under AddressSanitizer), through every pass, on a thread
// with a 128 KiB stack.
//
// The test (ctest fuzz_bounds): every pass completes on that stack with
// the answer the family is built to have: parse (every entry point, which
// is_valid agrees with), to_uri, to_iri, normalize (syntax, scheme, NFC),
// check, display, resolve (the input as the reference, and as the base;
// RFC 2396's algorithm too),
// relativize (the input as the target), and the explained passes the
// --explain options print (explain resolve as reference and as base,
// explain normalize with and without NFC, explain to_uri, explain to_iri
// with and without --idn-unicode) succeed exactly on valid input
// (prepare leaves a valid one as it is, extract runs on any text;
// coverage, what `iri coverage` runs per input, on a prefix: see
// coverage()), an
// invalid input fails where the family says and with the same diagnostic
// in every pass that parses it, and outputs have the sizes the passes
// promise (an explanation: at most a fixed multiple of the input). A stack overflow kills the process; a pass that never ends hits
// the ctest timeout.
//
// The report (stdout): per pass, time per byte (CPU time of the thread)
// at both sizes and their ratio. Linear time shows as a ratio near 1; a
// ratio that grows with size means superlinear work, and above 1.5 the
// test fails (issue 13: quadratic work gives about 16) if it stays above
// 1.5 each time it is measured again (see superlinear()). That ratio is
// the only timing that decides anything, and it compares the fastest of
// several runs on the same thread, the two sizes taking turns, not wall
// time against a limit: a shared machine slows both sizes alike, and a
// busy spell does not last through every measurement (bench/ measures
// speed, see DESIGN.md).
//
//   iri_fuzz_bounds [--pass NAME]...   only those passes (default: all)
//   iri_fuzz_bounds --part K/N          the K-th of N shares of the passes
//                                       (ctest runs fuzz_bounds_K_of_N)
#include "fuzz/check.hpp"

#include <iri/abnf.hpp>
#include <iri/convert_explain.hpp>
#include <iri/explain.hpp>
#include <iri/iri.hpp>
#include <iri/normalize_explain.hpp>
#include <iri/resolve_explain.hpp>

#include <pthread.h>
#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

#if defined(__SANITIZE_ADDRESS__)
#define IRI_BOUNDS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define IRI_BOUNDS_ASAN 1
#endif
#endif

// 128 KiB: far less than one byte of stack per input byte. AddressSanitizer
// inflates frames and adds redzones, so it gets more, still a constant.
// Timings under a sanitizer mean nothing: one run each, no repeats. There
// the larger size is 256 KiB: the sanitizer looks for memory errors, which
// do not wait for 1 MiB, and every byte costs ten times as much; the stack
// and the time per byte are judged in the normal build, at 1 MiB.
#ifdef IRI_BOUNDS_ASAN
constexpr std::size_t stack_size = 1024 * 1024;
constexpr int repeats = 1;
constexpr int remeasure_repeats = 1;
constexpr std::size_t sizes[] = {64 * 1024, 256 * 1024};
#else
constexpr std::size_t stack_size = 128 * 1024;
// The fastest of these runs, at each size: the first pays for cold caches.
// A screen: a ratio it finds above max_ratio is measured again with
// remeasure_repeats before anything fails (superlinear()).
constexpr int repeats = 2;
constexpr int remeasure_repeats = 3;
constexpr std::size_t sizes[] = {64 * 1024, 1024 * 1024};
#endif
// Above this ratio of time per byte between the two sizes (and again
// between 1 MiB and 4 MiB, see main), a pass is not linear on the family:
// a failure (issue 13), unless timings mean nothing.
constexpr double max_ratio = 1.5;
// A pass is measured again this many times at most before it fails; see
// superlinear().
constexpr int max_measurements = 3;
// Above this ratio, no working set outgrowing a cache explains it.
constexpr double steep_ratio = 4;
// Below this time per byte at 1 MiB (50 microseconds for the whole MiB,
// less than reading it takes) a pass stopped early (extract on "[", an
// error at the first byte) and its ratio is the noise of timing a few
// microseconds; no superlinear work is that fast.
constexpr double min_judged = 0.05;  // ns per byte
#ifdef IRI_BOUNDS_ASAN
constexpr bool timings_meaningless = true;
#else
constexpr bool timings_meaningless = false;
#endif

// Where an invalid family's error lies: at the first unit (just after the
// prefix), after the first unit, at the suffix, or at the end.
enum class at { units, second_unit, suffix, end };

// An input: prefix, then unit repeated up to the size, then suffix.
struct family {
    char const* name;
    std::string_view prefix, unit, suffix;
    bool valid;  // as an IRI-reference
    std::optional<iri::errc> code = std::nullopt;  // when invalid and known: the error
    std::optional<at> where = std::nullopt;  // ... and its place
};

// 4-byte UTF-8: U+10000 LINEAR B SYLLABLE B008 A (ucschar).
#define U10000 "\xF0\x90\x80\x80"
// U+E000, the first iprivate character.
#define UE000 "\xEE\x80\x80"
// COMBINING ACUTE ACCENT (class 230) and COMBINING GRAVE ACCENT BELOW (220).
#define U0301 "\xCC\x81"
#define U0316 "\xCC\x96"

using iri::errc;

constexpr family families[] = {
    // One repeated character.
    {"a", "", "a", "", true},
    {"/", "", "/", "", true},
    {".", "", ".", "", true},
    {"@ (a relative path)", "", "@", "", true},
    {"?", "", "?", "", true},
    {"#?", "#", "?", "", true},
    {":", "", ":", "", false, errc::unexpected_character, at::units},
    {"[", "", "[", "", false, errc::unexpected_character, at::units},
    {"#", "", "#", "", false, errc::unexpected_character, at::second_unit},
    {"%", "", "%", "", false, errc::invalid_percent_encoding, at::units},
    {"space", "", " ", "", false, errc::disallowed_character, at::units},
    {"continuation byte", "", "\x80", "", false, errc::invalid_utf8, at::units},
    {"a, then a space", "", "a", " ", false, errc::disallowed_character, at::suffix},
    {"a, then RLO", "", "a", "\xE2\x80\xAE", false, errc::bidi_formatting_character, at::suffix},
    // 4-byte UTF-8 and other non-ASCII.
    {"U+10000 path", "", U10000, "", true},
    {"U+10000 query", "http://h/?", U10000, "", true},
    {"U+10000, then a space", "", U10000, " ", false, errc::disallowed_character, at::suffix},
    {"U+10000, truncated at the end", "", U10000, "\xF0\x90\x80", false, errc::invalid_utf8, at::suffix},
    {"é path", "http://a/", "\xC3\xA9", "", true},
    {"private use query", "http://a?", UE000, "", true},
    {"private use path", "http://a/", UE000, "", false, errc::private_use_outside_iquery, at::units},
    {"LRM", "", "\xE2\x80\x8E", "", false, errc::bidi_formatting_character, at::units},
    // %-heavy.
    {"%41 path", "", "%41", "", true},
    {"%41 host", "http://", "%41", "/", true},
    {"%25 path", "http://a/", "%25", "", true},
    {"%C3%A9 path", "http://a/", "%C3%A9", "", true},
    {"%E2%80%AE path (encoded RLO)", "http://a/", "%E2%80%AE", "", true},
    {"%41, then %", "", "%41", "%", false, errc::invalid_percent_encoding, at::suffix},
    {"http://a/ chain, then %", "", "http://a/", "%", false, errc::invalid_percent_encoding, at::suffix},
    // Dot segments.
    {"../ chain", "", "../", "", true},
    {"./ chain after a scheme", "a:", "./", "", true},
    {"a/../ chain", "http://h/", "a/../", "", true},
    // Relative: resolution runs its path steps on them (RFC 2396 §5.2 step
    // 6c and 6e once erased at the front of the buffer, one pattern at a
    // time).
    {"./ chain, relative", "", "./", "", true},
    {"a/../ chain, relative", "", "a/../", "", true},
    {"/.. chain", "http://h", "/..", "", true},
    {"%2E%2E/ chain", "http://h/", "%2E%2E/", "", true},
    // Closing brackets that nothing opened: extract leaves them to the
    // sentence, one at a time from the end (counting the candidate's
    // brackets again for each was quadratic).
    {") chain", "http://h/", ")", "", true},
    // Authorities.
    {"@ authority", "http://", "@", "/", false},
    {"a@ authority", "http://", "a@", "/", false},
    {": authority", "http://", ":", "/", false},
    {": userinfo", "http://", ":", "@h/", true},
    {"a: then colons", "a:", ":", "", true},
    {"1: authority (unbracketed IPv6)", "http://", "1:", "/", false},
    {"1: IP literal", "http://[", "1:", "]/", false},
    {"1: IP literal, unclosed", "http://[", "1:", "", false},
    {"IPvFuture", "//[v1.", "x", "]", true},
    {"IPvFuture, unclosed", "//[v1.", "x", "", false, errc::unexpected_end_of_input, at::end},
    {"[ authority", "http://", "[", "", false},
    // Very long hosts, ports and schemes.
    {"reg-name", "http://", "a", "/", true},
    {"reg-name with a port", "http://", "a", ":80/", true},
    {"dotted reg-name", "//", "a.", "/", true},
    {"IPv4-like reg-name", "http://", "1.", "/", true},
    {"non-ASCII reg-name", "http://", "\xC3\xA9", "/", true},
    {"non-ASCII labels", "http://", "\xC3\xA9.", "/", true},
    {"xn-- labels", "http://", "xn--a.", "/", true},
    {"port", "http://h:", "8", "/", true},
    {"scheme", "a", "a", ":", true},
    // Many empty segments.
    {"empty segments", "http://h", "/", "", true},
    {"empty segments, no authority", "a:/.", "/", "", true},
    // Combining marks: one run of non-starters as long as the input, which
    // NFC must put in canonical order (UAX #15 §13 stream-safe text has
    // at most 30 in a row).
    {"e, then U+0301 U+0316 (out of order)", "http://a/e", U0301 U0316, "", true},
    {"e, then U+0316 U+0301 in the query", "http://a/?e", U0316 U0301, "", true},
    {"e, then U+0301 (in order, composes once)", "http://a/e", U0301, "", true},
    {"e, then U+0301 U+0316 in the host", "http://e", U0301 U0316, "/", true},
    {"=, then U+0338 (NFC would make U+2260)", "http://a/?a=", "\xCC\xB8", "", true},
    {"U+0F73 U+0F71 (marks that decompose)", "http://a/\xE0\xBD\x80", "\xE0\xBD\xB3\xE0\xBD\xB1", "", true},
    {"U+1100, then U+1161 (conjoining jamo)", "http://a/\xE1\x84\x80", "\xE1\x85\xA1", "", true},
    {"U+0301 U+0316, then a space", "http://a/e", U0301 U0316, " ", false, errc::disallowed_character, at::suffix},
};

// What one pass did with one input.
struct result {
    bool ok = false;
    std::size_t output_size = 0;
    iri::diagnostic error;
    bool consistent = true;  // the pass's own cross-checks (parse: entries, is_valid, components)
    double seconds = 0;
};

result of(iri::text_result const& r) {
    result out;
    out.ok = r.ok();
    if (r.ok())
        out.output_size = r.value().size();
    else
        out.error = r.error();
    return out;
}

constexpr std::string_view base = "http://a/b/c/d;p?q";  // RFC 3986 §5.4

// Every entry point, is_valid agreeing, and on success components that
// put together give the input back (RFC 3986 §5.3).
// A parse_result as a result; the diagnostic's message is built too.
result of(iri::parse_result const& r) {
    result out;
    out.ok = r.ok();
    if (!out.ok) {
        out.error = r.error();
        (void)r.error().message();
    }
    return out;
}

// `iri explain` (any --format draws this tree): the traced parse, its
// tree bounded by explain_limits whatever the input's length.
constexpr std::size_t explain_max_tree_nodes = 100000;

std::size_t nodes_in(iri::explain_node const& n) {
    std::size_t count = 1;
    for (auto const& child : n.children) count += nodes_in(child);
    return count;
}

result explain_tree(std::string_view text) {
    iri::explanation const e = iri::explain(text);
    result out;
    out.ok = e.matches;
    if (!out.ok) out.error = e.error;
    out.output_size = nodes_in(e.tree);
    // The tree is the ABNF's (the bidi formatting characters that §4.1
    // forbids in prose are ucschar to the grammar), the verdict and the
    // error parse()'s.
    iri::parse_result const parsed = iri::parse(text);
    bool const same_error = parsed.ok() || (e.error.code == parsed.error().code &&
                                            e.error.byte_offset == parsed.error().byte_offset);
    out.consistent = e.complete && out.output_size <= explain_max_tree_nodes && e.matches == parsed.ok() && same_error;
    return out;
}

// `iri parse --scheme-specific`: the generic parse, then the scheme's own
// grammar (the families' "http://a/" prefixes reach http's).
result scheme_specific(std::string_view text) {
    iri::parse_result const r = iri::parse(text);
    result out = of(r);
    if (!out.ok) return out;
    iri::scheme_result const s = iri::parse_scheme_specific(r.value());
    out.output_size = s.components().size() + s.omitted();
    return out;
}

// Every entry point of the rfc3987 family (<iri/grammars.hpp>): RFC 3987's
// and RFC 3986's URI-reference. The 2002 draft's has a line of its own
// below ("parse draft-01").
result parse_everywhere(std::string_view text) {
    result out;
    for (iri::grammar_description const& g : iri::grammars()) {
        if (g.family != iri::grammar_name::rfc3987) continue;
        for (iri::entry_point const& point : g.entries) {
            iri::entry const e = point.start;
            iri::parse_result const r = iri::parse(text, e);
            out.consistent = out.consistent && iri::is_valid(text, e) == r.ok();
            if (e != iri::entry::IRI_reference) continue;
            out.ok = r.ok();
            if (!r.ok()) {
                out.error = r.error();
                (void)r.error().message();  // the diagnostic path too
                continue;
            }
            out.consistent = out.consistent && iri_fuzz::recomposed(r.value()) == text;
        }
    }
    return out;
}

// The --explain passes, as `iri resolve --explain`, `normalize --explain`,
// `to-uri --explain` and `to-iri --explain` run them: their size is every
// byte of text the explanation holds, which the CLI prints (once, or twice
// in the RFC 3986 §5.2.4 table's two columns). It must stay within
// explain_bytes_per_input_byte times the input plus explain_fixed_bytes
// (check() below): the §5.2.4 table once held both buffers whole on every
// row, n rows of n bytes for a path of n dot segments, and 40 KB of
// "./../" made 320 MB (dot_table_limits, resolve_explain.hpp, bounds it).
constexpr std::size_t explain_bytes_per_input_byte = 64;
constexpr std::size_t explain_fixed_bytes = std::size_t{256} << 10;

std::size_t table_bytes(std::vector<iri::dot_segment_step> const& rows) {
    std::size_t n = 0;
    for (auto const& row : rows) n += row.rule.size() + row.output.size() + row.input.size();
    return n;
}

result of(iri::resolve_explanation const& e) {
    result out;
    out.ok = !e.error;
    if (!out.ok) {
        out.error = e.error;
        return out;
    }
    out.output_size =
        e.merge_prefix.size() + e.dot_input.size() + e.dot_output.size() + e.target.size() + table_bytes(e.dot_steps);
    // The table ends where remove_dot_segments() did: its last row's output
    // is the result (its first and last bytes, when elided).
    if (e.dots_removed && !e.dot_steps.empty()) {
        iri::dot_segment_step const& last = e.dot_steps.back();
        std::string_view const result = e.dot_output;
        out.consistent = last.output_bytes == result.size() &&
                         (last.output_elided() ? result.starts_with(std::string_view(last.output).substr(0, last.output_cut)) &&
                                                     result.ends_with(std::string_view(last.output).substr(last.output_cut))
                                               : last.output == result);
    }
    return out;
}

// An explanation with {error, result, steps}: its size is the result and
// `step_bytes` of every step.
template <typename Explanation, typename StepBytes>
result of_explanation(Explanation const& e, StepBytes step_bytes) {
    result out;
    out.ok = !e.error;
    if (!out.ok) {
        out.error = e.error;
        return out;
    }
    out.output_size = e.result.size();
    for (auto const& step : e.steps) out.output_size += step_bytes(step);
    return out;
}

result of(iri::normalize_explanation const& e) {
    return of_explanation(e, [](iri::normalize_step const& step) {
        return step.before.size() + step.after.size() + table_bytes(step.dot_steps);
    });
}

result of(iri::conversion_explanation const& e) {
    return of_explanation(
        e, [](iri::conversion_step const& step) { return step.before.size() + step.after.size() + step.why.size(); });
}

// What `iri coverage` does with one input (tools/cmd_coverage.cpp): the
// parser's trace, its verdict, the ABNF engine's verdict and, on a match,
// the alternatives the derivations use. The ABNF engine's evaluation of a
// repetition and its walk over the derivations were quadratic in the
// length of a run ("*ipchar": a 64 KiB line took over a minute).
//
// The ABNF engine is a teaching tool, general and slow (some 25 us and
// 2 KB per byte): it runs on the first 1/coverage_share of each input
// (512 bytes and 8 KiB), which keeps the harness within its time and still
// tells linear work (a ratio near 1) from quadratic (16) between the two
// sizes. The prefix may not be what the family is built to be (an invalid
// suffix cut off), and the two may disagree (the ABNF does not forbid
// the bidi controls of §4.1; coverage counts such disagreements), so the
// checks are that the trace matched what the parser accepts (the trace
// does not run the checks after the grammar, such as §4.1's) and that an
// input the ABNF accepts has a derivation; ok says the pass completed.
constexpr std::size_t coverage_share = 128;

iri::abnf::loaded_grammar const& rfc3987_abnf() {
    static std::unique_ptr<iri::abnf::loaded_grammar> const g = iri::abnf::loaded_grammar::builtin("rfc3987");
    return *g;
}

result coverage(std::string_view whole) {
    // Cut before a UTF-8 continuation byte: no character is split.
    std::size_t cut = whole.size() / coverage_share;
    while (cut > 0 && (static_cast<unsigned char>(whole[cut]) & 0xC0) == 0x80) --cut;
    std::string_view const text = whole.substr(0, cut);
    iri::abnf::loaded_grammar const& g = rfc3987_abnf();
    std::size_t const rule = g.rules().find("IRI-reference");
    iri::explanation const trace = iri::explain(text, iri::entry::IRI_reference);
    bool const parser = iri::is_valid(text);
    bool const abnf = g.accepts(text, rule);
    result out;
    out.ok = true;
    out.consistent = !parser || trace.matches;
    if (!abnf) return out;
    auto session = g.engine().start(*iri::abnf::decode_utf8(text));
    out.output_size = session.alternatives_used(rule).size();
    // Every rule a derivation uses has an alternative listed: at least
    // IRI-reference's own.
    out.consistent = out.consistent && out.output_size > 0;
    return out;
}

struct pass {
    char const* name;
    // Its share of the run's CPU time at -O3 (per cent, rounded up; see
    // part_of()): only how the passes are shared among ctest's parts.
    int cost;
    result (*run)(std::string_view text);
};

constexpr pass passes[] = {
    {"parse", 3, parse_everywhere},
    {"to_uri", 1, [](std::string_view t) { return of(iri::to_uri(t)); }},
    {"to_uri idna", 1,
     [](std::string_view t) {
         iri::to_uri_options options;
         options.idna = iri::idna_mode::uts46;
         return of(iri::to_uri(t, options));
     }},
    {"to_iri", 1, [](std::string_view t) { return of(iri::to_iri(t)); }},
    {"to_iri idn", 1, [](std::string_view t) { return of(iri::to_iri(t, {.idn_unicode = true})); }},
    {"normalize", 1, [](std::string_view t) { return of(iri::normalize(t)); }},
    {"normalize scheme", 2,
     [](std::string_view t) { return of(iri::normalize(t, {.level = iri::comparison_level::scheme, .nfc = false})); }},
    {"normalize nfc", 3,
     [](std::string_view t) { return of(iri::normalize(t, {.level = iri::comparison_level::syntax, .nfc = true})); }},
    {"resolve (reference)", 1, [](std::string_view t) { return of(iri::resolve(base, t)); }},
    {"resolve (base)", 1, [](std::string_view t) { return of(iri::resolve(t, "../g")); }},
    {"resolve rfc2396 (reference)", 1,
     [](std::string_view t) {
         iri::rfc2396_result const r = iri::resolve_rfc2396(base, t);
         result out;
         out.ok = static_cast<bool>(r);
         if (out.ok)
             out.output_size = r.target.size();
         else
             out.error = r.error;
         return out;
     }},
    {"relativize (target)", 1, [](std::string_view t) { return of(iri::relativize(base, t)); }},
    {"prepare", 3, [](std::string_view t) { return of(iri::prepare(t)); }},
    // As the CLI runs it: at most 100 warnings kept, the rest counted.
    // Unbounded, its memory is linear (some 80 bytes a warning, one every
    // few bytes of "/./"), and a working set that outgrows the caches
    // between 64 KiB and 1 MiB shows as a ratio of 2 without superlinear
    // work; tests/semantics/check_api.cpp checks that both agree.
    {"check", 3,
     [](std::string_view t) {
         iri::check_options options;
         options.max_warnings = 100;
         iri::check_result const r = iri::check(t, options);
         result out;
         out.ok = static_cast<bool>(r);
         if (out.ok)
             out.output_size = r.warnings.size() + r.omitted;
         else
             out.error = r.error;
         for (std::size_t k = 0; k < r.warnings.size() && k < 16; ++k) (void)r.warnings[k].message();
         return out;
     }},
    {"explain resolve (reference)", 3, [](std::string_view t) { return of(iri::explain_resolve(base, t)); }},
    {"explain resolve (base)", 2, [](std::string_view t) { return of(iri::explain_resolve(t, "../g")); }},
    {"explain normalize", 4, [](std::string_view t) { return of(iri::explain_normalize(t)); }},
    {"explain normalize nfc", 5,
     [](std::string_view t) {
         return of(iri::explain_normalize(t, {.level = iri::comparison_level::syntax, .nfc = true}));
     }},
    {"explain to_uri", 13, [](std::string_view t) { return of(iri::explain_to_uri(t)); }},
    {"explain to_iri", 4, [](std::string_view t) { return of(iri::explain_to_iri(t)); }},
    {"explain to_iri idn", 5, [](std::string_view t) { return of(iri::explain_to_iri(t, {.idn_unicode = true})); }},
    {"display", 1, [](std::string_view t) { return of(iri::display(t)); }},
    {"display notation", 2,
     [](std::string_view t) { return of(iri::display(t, {.notation = iri::bidi_notation::hebrew})); }},
    {"extract", 1,
     [](std::string_view t) {
         std::vector<iri::found_iri> found;
         result r;
         r.ok = iri::extract(t, found) == errc::ok;
         r.output_size = found.size();
         return r;
     }},
    // `iri parse --grammar draft-01`, `iri grammars` (which also runs the
    // LEIRI mapping) and `iri parse --scheme-specific`.
    {"parse draft-01", 18, [](std::string_view t) { return of(iri::parse(t, iri::entry::draft01_IRI_reference)); }},
    {"parse leiri", 4,
     [](std::string_view t) {
         std::string mapped;
         return of(iri::parse_leiri(t, mapped));
     }},
    {"scheme-specific", 1, scheme_specific},
    {"explain", 4, explain_tree},
    {"coverage", 20, coverage},
};

std::string make_input(family const& f, std::size_t size) {
    std::string s(f.prefix);
    while (s.size() + f.unit.size() + f.suffix.size() <= size) s.append(f.unit);
    s.append(f.suffix);
    return s;
}

struct job {
    std::vector<std::string> const* inputs;
    std::vector<pass const*> const* passes;
    int repeats;
    std::vector<std::vector<result>> results;  // [input][pass]
};

// CPU time of this thread, not wall time: on a machine shared with other
// jobs, a pass longer than a scheduler time slice (1 MiB of "/" is) waits
// for the CPU in mid-run, and wall time per byte then jumps at the size
// where that starts, which reads as superlinear work that is not there.
double thread_seconds() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Runs every pass on every input, keeping the fastest of the repeats. The
// inputs take turns within each repeat, so that a busy spell of the
// machine slows runs of every size rather than all runs of one.
void* run(void* arg) {
    auto& j = *static_cast<job*>(arg);
    j.results.assign(j.inputs->size(), std::vector<result>(j.passes->size()));
    for (int rep = 0; rep < j.repeats; ++rep)
        for (std::size_t i = 0; i < j.inputs->size(); ++i)
            for (std::size_t k = 0; k < j.passes->size(); ++k) {
                double const start = thread_seconds();
                result r = (*j.passes)[k]->run((*j.inputs)[i]);
                r.seconds = thread_seconds() - start;
                result& best = j.results[i][k];
                if (rep == 0 || r.seconds < best.seconds) best = r;
            }
    return nullptr;
}

// Runs `j` on a fresh thread with the small stack; false if it cannot start.
bool run_on_small_stack(job& j) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return false;
    bool ok = pthread_attr_setstacksize(&attr, stack_size) == 0;
    pthread_t thread;
    ok = ok && pthread_create(&thread, &attr, run, &j) == 0;
    pthread_attr_destroy(&attr);
    return ok && pthread_join(thread, nullptr) == 0;
}

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (char const c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

std::size_t high_bytes(std::string_view s) {
    std::size_t n = 0;
    for (char const c : s) n += static_cast<unsigned char>(c) >> 7;
    return n;
}

int failures = 0;

void fail(family const& f, std::string const& input, char const* pass, char const* what) {
    std::printf("FAIL %s, %zu bytes, %s: %s\n", f.name, input.size(), pass, what);
    ++failures;
}

// Whether each pass gave the answer the family is built to have.
void check(family const& f, std::string const& input, std::vector<pass const*> const& chosen,
           std::vector<result> const& results) {
    iri::parse_result const parsed = iri::parse(input);
    if (parsed.ok() != f.valid)
        fail(f, input, "parse", f.valid ? "invalid, unlike its family" : "valid, unlike its family");
    bool const absolute = parsed.ok() && parsed->scheme().has_value();
    if (!parsed.ok()) {
        iri::diagnostic const& e = parsed.error();
        if (e.byte_offset > input.size() || e.offset != code_points(std::string_view(input).substr(0, e.byte_offset)))
            fail(f, input, "parse", "the error's offsets do not fit the input");
        if (f.code && e.code != *f.code) fail(f, input, "parse", "not the family's error");
        if (f.where) {
            std::size_t const place = *f.where == at::units         ? f.prefix.size()
                                      : *f.where == at::second_unit ? f.prefix.size() + f.unit.size()
                                      : *f.where == at::suffix      ? input.size() - f.suffix.size()
                                                                    : input.size();
            if (e.byte_offset != place) fail(f, input, "parse", "the error is not where the family puts it");
        }
    }
    for (std::size_t k = 0; k < chosen.size(); ++k) {
        std::string_view const name = chosen[k]->name;
        result const& r = results[k];
        if (!r.consistent) fail(f, input, chosen[k]->name, "its cross-checks disagree");
        // Text, not references: extract finds what it finds, prepare makes
        // what it can of any text and leaves an IRI-reference as it is.
        if (name == "extract") {
            if (!r.ok) fail(f, input, chosen[k]->name, "failed");
            continue;
        }
        if (name == "prepare") {
            if (f.valid && (!r.ok || r.output_size != input.size()))
                fail(f, input, chosen[k]->name, "changed a valid IRI-reference");
            continue;
        }
        // Languages other than RFC 3987's (the 2002 draft, LEIRI, and the
        // ABNF without §4.1's prose for explain, checked in explain_tree):
        // their verdict is their own; a rejection still says where.
        if (name == "parse draft-01" || name == "parse leiri" || name == "explain") {
            if (!r.ok && r.error.byte_offset > input.size())
                fail(f, input, chosen[k]->name, "the error's offset is past the input");
            continue;
        }
        if (name == "coverage") {
            // On a prefix of the input: see coverage().
            if (!r.ok) fail(f, input, chosen[k]->name, "failed");
            continue;
        }
        bool const as_base = name == "resolve (base)" || name == "explain resolve (base)",
                   as_target = name == "relativize (target)";
        if (as_target && absolute) {
            // Found, or unreachable for a target with dot segments.
            if (!r.ok && r.error.code != errc::unreachable_target) fail(f, input, chosen[k]->name, "failed");
            continue;
        }
        // A host that ToASCII rejects: no DNS name.
        if (name == "to_uri idna" && f.valid && !r.ok && r.error.code == errc::invalid_host_name) continue;
        bool const expected = f.valid && (!(as_base || as_target) || absolute);
        if (r.ok != expected) {
            fail(f, input, chosen[k]->name, expected ? "failed on valid input" : "succeeded on invalid input");
            continue;
        }
        if (!r.ok) {
            // A relative base or target, or the parser's diagnostic (for a
            // base under its own code, invalid_base).
            if (f.valid) {
                errc const code = as_base ? errc::base_not_absolute : errc::target_not_absolute;
                if (r.error.code != code) fail(f, input, chosen[k]->name, "not the error for a relative input");
            } else if ((as_base ? r.error.code != errc::invalid_base : r.error.code != parsed.error().code) ||
                       r.error.byte_offset != parsed.error().byte_offset || r.error.offset != parsed.error().offset) {
                fail(f, input, chosen[k]->name, "another error than the parser's");
            }
            continue;
        }
        // Sizes the passes promise.
        if (name == "to_uri" && r.output_size != input.size() + 2 * high_bytes(input))
            fail(f, input, chosen[k]->name, "the URI is not the input with each octet >= 0x80 as %HH");
        if (name == "to_iri" && r.output_size > input.size()) fail(f, input, chosen[k]->name, "the IRI grew");
        if (name.starts_with("explain ") &&
            r.output_size > explain_bytes_per_input_byte * input.size() + explain_fixed_bytes)
            fail(f, input, chosen[k]->name, "the explanation is larger than a fixed multiple of the input");
    }
}

double per_byte(result const& r, std::string const& input) {
    return r.seconds / static_cast<double>(input.size()) * 1e9;
}

// The ratio of time per byte of one pass from a smaller input of the
// family to a larger one, the two measured in turns; 0 if the pass did
// not complete (reported by the first measurement already).
double ratio_of(pass const& p, family const& f, std::size_t smaller, std::size_t larger) {
    std::vector<std::string> const inputs{make_input(f, smaller), make_input(f, larger)};
    std::vector<pass const*> const one{&p};
    job j{&inputs, &one, remeasure_repeats, {}};
    if (!run_on_small_stack(j)) return 0.0;
    double const small = per_byte(j.results[0][0], inputs[0]);
    return small > 0 ? per_byte(j.results[1][0], inputs[1]) / small : 0.0;
}

// Whether a pass whose ratio from 64 KiB to 1 MiB came out above
// max_ratio is superlinear on the family, measured again from scratch.
// Superlinear work shows in every measurement: quadratic work gives a
// ratio near 16 (1 MiB / 64 KiB), n^1.5 gives 4, n log n only 1.25. A busy
// spell of a shared machine shows in one and not in the next, so any
// measurement at or below max_ratio clears the pass. A pass whose working
// set (a vector of warnings, an output) outgrows the caches between the
// two sizes also gives one ratio above max_ratio, and then stays flat:
// so a ratio below steep_ratio is measured once more from 1 MiB to 4 MiB,
// where superlinear work grows again (quadratic: 4) and a cache step does
// not. Above steep_ratio no cache step explains it, and 4 MiB of
// quadratic work would take hours.
bool superlinear(pass const& p, family const& f) {
    bool every_time = true;
    for (int m = 0; m < max_measurements && every_time; ++m) {
        double const again = ratio_of(p, f, sizes[0], sizes[1]);
        std::printf(", then %.2f", again);
        every_time = again > max_ratio;
        if (every_time && again <= steep_ratio) {
            double const larger = ratio_of(p, f, sizes[1], 4 * sizes[1]);
            std::printf(" (%.2f to 4 MiB)", larger);
            every_time = larger > max_ratio;
        }
    }
    std::printf("\n");
    return every_time;
}

}  // namespace

// Part `k` of `n` (1-based) of the pass table, for ctest to run the parts
// side by side: the passes by decreasing cost, each given to the part
// with the least cost so far (the longest-first rule). Every pass is in
// exactly one part, whatever the costs say.
std::vector<pass const*> part_of(int k, int n) {
    std::vector<pass const*> order;
    for (pass const& p : passes) order.push_back(&p);
    std::stable_sort(order.begin(), order.end(), [](pass const* a, pass const* b) { return a->cost > b->cost; });
    std::vector<int> load(static_cast<std::size_t>(n), 0);
    std::vector<pass const*> mine;
    for (pass const* p : order) {
        auto const least = std::min_element(load.begin(), load.end());
        *least += p->cost;
        if (least - load.begin() == k - 1) mine.push_back(p);
    }
    return mine;
}

// "K/N" with 1 <= K <= N <= 64.
bool read_part(char const* text, int& k, int& n) {
    char tail = 0;
    return std::sscanf(text, "%d/%d%c", &k, &n, &tail) == 2 && 1 <= k && k <= n && n <= 64;
}

int usage(char const* program) {
    std::fprintf(stderr, "usage: %s [--pass NAME]... | --part K/N\n", program);
    return 2;
}

int main(int argc, char** argv) {
#ifdef __GLIBC__
    // Outputs of a few MiB come from the heap and stay there between
    // repeats: otherwise each is a fresh mmap whose page faults the 1 MiB
    // runs pay every time and the 64 KiB ones never, which reads as
    // superlinear work that is not there.
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
    // Those two settings are the main arena's. The passes run on a thread
    // of their own (run_on_small_stack), which glibc would give an arena
    // of its own, made of 64 MiB heaps mapped and unmapped as it grows and
    // shrinks: an explanation of 1 MiB (some 200 bytes per input byte)
    // then paid fresh page faults in every repeat, and explain to_uri on
    // "non-ASCII labels" read as 8 times slower per byte than at 64 KiB
    // with the same instructions per byte (callgrind). One arena for every
    // thread keeps the measuring thread on the main one.
    mallopt(M_ARENA_MAX, 1);
#endif
    std::vector<pass const*> chosen;
    if (argc == 3 && std::strcmp(argv[1], "--part") == 0) {
        int k = 0, n = 0;
        if (!read_part(argv[2], k, n)) return usage(argv[0]);
        chosen = part_of(k, n);
        if (chosen.empty()) {
            std::fprintf(stderr, "%s: part %d/%d has no pass: fewer parts\n", argv[0], k, n);
            return 2;
        }
    } else {
        for (int i = 1; i < argc; i += 2) {
            if (std::strcmp(argv[i], "--pass") != 0 || i + 1 == argc) return usage(argv[0]);
            auto const named = std::find_if(std::begin(passes), std::end(passes),
                                            [&](pass const& p) { return std::strcmp(p.name, argv[i + 1]) == 0; });
            if (named == std::end(passes)) {
                std::fprintf(stderr, "%s: no pass named \"%s\"\n", argv[0], argv[i + 1]);
                return 2;
            }
            chosen.push_back(named);
        }
        if (chosen.empty())
            for (pass const& p : passes) chosen.push_back(&p);
    }

    // ns_per_byte[family][size][pass]
    std::vector<std::vector<std::vector<double>>> ns_per_byte(std::size(families));
    for (std::size_t fi = 0; fi < std::size(families); ++fi) {
        family const& f = families[fi];
        std::vector<std::string> inputs;
        for (std::size_t const size : sizes) inputs.push_back(make_input(f, size));
        job j{&inputs, &chosen, repeats, {}};
        if (!run_on_small_stack(j)) {
            std::printf("FAIL %s: the passes did not complete\n", f.name);
            ++failures;
            ns_per_byte[fi].assign(inputs.size(), std::vector<double>(chosen.size(), 0.0));
            continue;
        }
        for (std::size_t k = 0; k < inputs.size(); ++k) {
            check(f, inputs[k], chosen, j.results[k]);
            std::vector<double> per_pass;
            for (result const& r : j.results[k]) per_pass.push_back(per_byte(r, inputs[k]));
            ns_per_byte[fi].push_back(per_pass);
        }
    }

    std::printf("time per byte (ns/B) at %zu KiB and %zu KiB, and their ratio; a %zu KiB stack%s\n", sizes[0] / 1024,
                sizes[1] / 1024, stack_size / 1024,
#ifdef IRI_BOUNDS_ASAN
                " (AddressSanitizer: timings meaningless)"
#else
                ""
#endif
    );
    struct suspect {
        std::size_t pass, family;
        double ratio;
    };
    std::vector<suspect> suspects;
    for (std::size_t p = 0; p < chosen.size(); ++p) {
        std::printf("\n%-42s %7zuKiB %7zuKiB %7s\n", chosen[p]->name, sizes[0] / 1024, sizes[1] / 1024, "ratio");
        for (std::size_t fi = 0; fi < std::size(families); ++fi) {
            double const small = ns_per_byte[fi][0][p], large = ns_per_byte[fi][1][p];
            double const ratio = small > 0 ? large / small : 0.0;
            std::printf("  %-40s %10.2f %10.2f %7.2f\n", families[fi].name, small, large, ratio);
            if (ratio > max_ratio && large >= min_judged && !timings_meaningless) suspects.push_back({p, fi, ratio});
        }
    }
    if (!suspects.empty())
        std::printf("\nabove %.1f, measured again (%d times at most; then from 1 MiB to 4 MiB when below %.0f):\n",
                    max_ratio, max_measurements, steep_ratio);
    for (suspect const& s : suspects) {
        family const& f = families[s.family];
        std::printf("  %-20s %-40s %7.2f", chosen[s.pass]->name, f.name, s.ratio);
        if (superlinear(*chosen[s.pass], f)) {
            std::printf("FAIL %s, %s: time per byte grows more than %.1f times with the size, every time measured\n",
                        chosen[s.pass]->name, f.name, max_ratio);
            ++failures;
        }
    }
    if (failures != 0) {
        std::printf("\n%d failure(s)\n", failures);
        return 1;
    }
    std::printf("\nall %zu families, %zu passes, at %zu and %zu bytes: completed with the expected answers\n",
                std::size(families), chosen.size(), sizes[0], sizes[1]);
    return 0;
}
