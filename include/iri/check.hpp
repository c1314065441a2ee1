// Checks beyond the grammar: the SHOULDs of RFC 3987 (and of RFC 3986 and
// the scheme specifications it defers to) that a valid IRI may still break.
//
//   std::vector<iri::warning> warnings;
//   auto r = iri::parse("http://ab.cd.ef/GH1/2IJ/KL.html");   // with Hebrew for GH, IJ
//   iri::check(r.value(), warnings);
//   for (auto const& w : warnings)
//       std::cout << iri::to_string(w.code) << " at " << w.offset << ": " << w.message() << '\n';
//
// Each finding is a warning with a stable code, a severity, the component it
// is about (its ABNF name), byte and code point offsets, and the RFC section.
// The reference stays valid: a warning is advice. A caller that wants some
// codes (or all) to be errors raises them (check_options::raised); check()
// then returns the first raised one as a diagnostic (errc::raised_warning).
//
// The codes, with an example of each, are listed in docs/checks.md.
#pragma once

#include <iri/ast.hpp>
#include <iri/error.hpp>
#include <iri/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// Stable codes: values never change meaning once released, new codes are
// added at the end. to_string() gives the name used in JSON and on the
// command line.
enum class warning_code : std::uint8_t {
    // RFC 3987 §4.2, per component in the sense of §4.2 (see check()).
    bidi_mixed_direction = 1,  // right-to-left and left-to-right characters in one component
    bidi_rtl_boundary = 2,  // a component using right-to-left characters does not start or end with one
    // Characters (RFC 3987 §5.3.2.2, §6.1, §7.5, §8).
    not_nfc = 3,  // the component is not in Unicode Normalization Form C
    not_nfkc = 4,  // in NFC, but not in NFKC: compatibility characters (U+FB01, full-width Latin)
    mixed_script = 5,  // scripts mixed beyond UTS #39's "moderately restrictive", or mixed digit sets
    confusable_with_ascii = 6,  // non-ASCII text whose UTS #39 skeleton is ASCII: it looks like ASCII text
    unassigned_code_point = 7,  // a code point unassigned in the Unicode version of ICU's data
    delimiter_lookalike = 8,  // a character whose NFKC form holds a delimiter (U+FF0F), or an IDNA dot in a host
    // Percent-encoding (RFC 3986 §2, RFC 3987 §5.3.2.1, §5.3.2.3, §6.4, §8).
    lowercase_percent_hex = 9,  // "%e2": hex digits should be uppercase
    needless_percent_encoding = 10,  // "%41": an unreserved character percent-encoded
    percent_not_utf8 = 11,  // "%E9": encoded octets that are not UTF-8 (allowed, §6.4)
    percent_overlong_utf8 = 12,  // "%C0%AF": an overlong UTF-8 form, read as "/" by lax decoders
    // Scheme level (RFC 3986 §3.2, RFC 3987 §3.1, §5.3.2.4, §5.3.3, RFC 9110 §4.2).
    port_out_of_range = 13,  // a port beyond 65535
    default_port = 14,  // the scheme's default port written out
    empty_port = 15,  // ":" with no port after it
    empty_host = 16,  // http or https with an empty host
    host_fails_uts46 = 17,  // a host of a DNS scheme that UTS #46 ToASCII rejects
    dot_segment = 18,  // "." or ".." segments where resolution removes them
    // RFC 3987 §4.1, for the invisible controls its list of forbidden
    // characters does not name (the parser rejects the ones it names).
    bidi_control_character = 19,  // ALM, LRI, RLI, FSI, PDI (Unicode 6.3), U+2028, U+2029
    // RFC 3986 §3.1 ("each scheme ... may further restrict the syntax"):
    // the grammar of the reference's scheme (<iri/scheme_specific.hpp>)
    // rejects it. The warning's component is the scheme's production that
    // failed ("NID"), its offsets are the scheme diagnostic's, its detail
    // the diagnostic's message. Only schemes with a grammar here are run.
    scheme_syntax = 20,  // "urn:x:y": the scheme's own grammar (RFC 8141 for urn) rejects it
};

// The last code: code_set::all() covers 1 to this.
inline constexpr warning_code last_warning_code = warning_code::scheme_syntax;

// How much a finding matters. `error` only ever appears on a raised warning.
enum class severity : std::uint8_t {
    info,  // allowed, but worth knowing (RFC 3987 §6.4: non-UTF-8 octets)
    warning,  // a SHOULD (or a scheme's MUST) is not followed
    error,  // raised by the caller (check_options::raised)
};

// Checks come in four families; each can be switched off.
enum class check_family : std::uint8_t {
    bidi,  // RFC 3987 §4.2, and the controls §4.1 does not name
    characters,  // normalization forms, scripts, confusables, unassigned, look-alikes
    percent_encoding,  // case, needless encoding, UTF-8 of the octets
    scheme,  // port, host, dot segments, the scheme's own syntax
};

// "bidi_mixed_direction", ...; "unknown" for a value that is no code.
std::string_view to_string(warning_code code) noexcept;
// "info", "warning", "error".
std::string_view to_string(severity level) noexcept;
// "bidi", "characters", "percent-encoding", "scheme".
std::string_view to_string(check_family family) noexcept;

// The code named `name` (as to_string gives it), if any.
std::optional<warning_code> warning_code_from_string(std::string_view name) noexcept;

// Every code the library can emit, in numeric order.
std::span<warning_code const> warning_codes() noexcept;

// Facts about a code: the section that asks for what it checks
// ("RFC 3987 §4.2"), its severity before any raising, its family, and one
// static sentence saying what it means.
std::string_view section(warning_code code) noexcept;
severity default_severity(warning_code code) noexcept;
check_family family(warning_code code) noexcept;
std::string_view summary(warning_code code) noexcept;

// A set of codes, for check_options.
class code_set {
public:
    constexpr code_set() noexcept = default;

    static constexpr code_set all() noexcept {
        code_set s;
        for (unsigned c = 1; c <= static_cast<unsigned>(last_warning_code); ++c) s.bits_ |= std::uint64_t{1} << c;
        return s;
    }
    // The codes of one family.
    static code_set of(check_family f) noexcept;

    constexpr code_set& insert(warning_code c) noexcept {
        bits_ |= bit(c);
        return *this;
    }
    constexpr code_set& insert(code_set other) noexcept {
        bits_ |= other.bits_;
        return *this;
    }
    constexpr code_set& erase(warning_code c) noexcept {
        bits_ &= ~bit(c);
        return *this;
    }
    constexpr bool contains(warning_code c) const noexcept { return (bits_ & bit(c)) != 0; }
    constexpr bool intersects(code_set other) const noexcept { return (bits_ & other.bits_) != 0; }
    constexpr bool empty() const noexcept { return bits_ == 0; }

    friend constexpr bool operator==(code_set, code_set) = default;

private:
    static constexpr std::uint64_t bit(warning_code c) noexcept {
        auto const n = static_cast<unsigned>(c);
        return n < 64 ? std::uint64_t{1} << n : 0;
    }
    std::uint64_t bits_ = 0;
};

struct check_options {
    // The codes to look for; the others are neither computed nor reported.
    // code_set::of(check_family::bidi) runs one family.
    code_set enabled = code_set::all();
    // The codes that are errors for this caller: their warnings get
    // severity::error, and check() returns the first of them.
    code_set raised;
    // At most this many warnings per call, the first in order of position
    // (and the first raised one, if it comes later); the others are only
    // counted (check_result::omitted, the `omitted` argument). A component
    // may hold a warning every few bytes (a path of "/%e9"): this bounds
    // the memory of a call whatever the input. By default, no limit.
    std::size_t max_warnings = static_cast<std::size_t>(-1);
};

// One finding. Views into the checked text (like reference_view): keep the
// text alive while the warning is used.
struct warning {
    warning_code code = warning_code::bidi_mixed_direction;
    iri::severity severity = iri::severity::warning;
    // The ABNF name of the component: "iuserinfo", "ihost", "ireg-name",
    // "port", "isegment", "isegment-nz", "isegment-nz-nc", "iquery",
    // "ifragment"; for scheme_syntax, the scheme's production ("NID").
    // Static text.
    std::string_view component;
    std::size_t byte_offset = 0;  // into the checked text, in bytes
    std::size_t offset = 0;  // the same in code points
    // What the finding is about, a view into the checked text: the
    // character, the "%HH" triplets, the port, the host label, the segment,
    // or the whole §4.2 component for bidi_rtl_boundary... starting at
    // byte_offset (possibly empty: empty_port, empty_host).
    std::string_view text;
    char32_t code_point = 0;  // the character at byte_offset (or the value an overlong form encodes)
    bool has_code_point = false;
    std::string_view detail;  // static text: which rule exactly, or the scheme's name

    // What is wrong, one line, for a person: "U+05D0 'א' is right-to-left
    // but this component also holds left-to-right characters ...".
    std::string explanation() const;
    // What to do about it: "split the component ...".
    std::string fix() const;
    // explanation() + "; " + fix(). Wording may change; codes do not.
    std::string message() const;
};

// Runs the enabled checks over a parsed reference and appends what they find
// to `out`, in order of position (ties by code). The §4.2 components are:
// the iuserinfo; each dot-separated label of an ireg-name (for every scheme:
// RFC 3986 §3.2.2 asks that reg-names follow DNS syntax even where DNS is not
// used); each path segment, further split at "." (§4.2: "extensions in a
// resource name can be treated as separate components", which is what makes
// §4.4 example 4, "IJ/KL.html", legal); each name and each value of the
// query, split at "&", ";" and "="; the ifragment. The bidi family
// (bidi_control_character too), mixed_script and confusable_with_ascii use
// these components; the other checks work on whole components (iuserinfo,
// ireg-name, each segment, iquery, ifragment). Each code is reported at most
// once per component, at its first occurrence. "%HH" triplets count as the
// three ASCII characters they are displayed as; they are never decoded for
// the §4.2 and script checks.
//
// Returns a diagnostic whose code is errc::ok; errc::raised_warning for the
// first warning whose code is in options.raised (offsets, component as
// production, character, and the code's summary as detail); or
// errc::out_of_memory, with `out` as it was before the call. Pure-ASCII
// components cost no ICU call and, once `out` has capacity, no allocation.
diagnostic check(reference_view const& reference, std::vector<warning>& out,
                 check_options const& options = {}) noexcept;
// The same, and `omitted` is set to the number of warnings that
// options.max_warnings left out.
diagnostic check(reference_view const& reference, std::vector<warning>& out, std::size_t& omitted,
                 check_options const& options = {}) noexcept;

// The outcome of checking a text.
struct check_result {
    parse_result parse = diagnostic{};  // the parse; its error when the text is not valid
    std::vector<warning> warnings;  // empty when the parse failed
    std::size_t omitted = 0;  // warnings beyond check_options::max_warnings
    // errc::ok; the parse's diagnostic; the first raised warning
    // (errc::raised_warning); or errc::out_of_memory.
    diagnostic error;

    explicit operator bool() const noexcept { return !error; }
};

// Parses `text` at `start` and checks it.
check_result check(std::string_view text, check_options const& options = {},
                   entry start = entry::IRI_reference) noexcept;

// The diagnostic a raised warning becomes (what check() returns for it).
diagnostic to_diagnostic(warning const& w) noexcept;

}  // namespace iri

#pragma GCC visibility pop
