// `iri check`: what RFC 3987 recommends beyond its grammar, as warnings
// with stable codes; for people (one line per finding) and for programs
// (the JSON object of `iri parse --json`).
#include "command.hpp"
#include "line_engine.hpp"
#include "options.hpp"
#include "reference_json.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"(Usage: iri check [--json] [--error CODE|all]... [--entry NAME] [--jobs N] [--] [REFERENCE...]

Checks each REFERENCE against what RFC 3987 (and RFC 3986, UTS #39,
UTS #46, the scheme's specification) recommends beyond the grammar, and
reports each finding as a warning with a stable code. A reference with
warnings is still valid, unless its warnings are raised to errors.

Input:
  Each REFERENCE argument is one input. With no REFERENCE, reads one
  reference per line from standard input: lines end at "\n", one trailing
  "\r" is removed, an empty line is an input, and the last line needs no
  "\n". Put "--" before references that begin with "-".

Options:
  --error CODE, --error=CODE
                 treat the warnings with this code as errors: an input with
                 one is invalid. Repeatable; "all" raises every code
  --entry NAME, --entry=NAME
                 the production each input must match: IRI-reference
                 (default), IRI, absolute-IRI, irelative-ref, URI-reference
  --json         print one JSON object per input, each on one line
  --jobs N       check standard input on N threads (0: one per CPU); the
                 output is the same, in input order (default 1)
  -h, --help     show this help

Checks, by family (code, severity; docs/checks.md has an example of each):
  bidi, RFC 3987 §4.2 (and §4.1), per component: the iuserinfo, each label
  of a host, each part of a path segment between "." (name and extensions),
  each name and value of the query, the ifragment
    bidi_mixed_direction       warning  right-to-left and left-to-right characters
    bidi_rtl_boundary          warning  a right-to-left component starts or ends otherwise
    bidi_control_character     warning  an invisible control §4.1 does not name (U+2067 RLI)
  characters (RFC 3987 §5.3.2.2, §6.1, §7.5, §8)
    not_nfc                    warning  not in Unicode Normalization Form C
    not_nfkc                   warning  compatibility characters (U+FB01, full-width Latin)
    mixed_script               warning  scripts (or digit sets) UTS #39 keeps apart
    confusable_with_ascii      warning  non-ASCII text that looks like ASCII (UTS #39)
    unassigned_code_point      warning  a code point Unicode has not assigned
    delimiter_lookalike        warning  a character that passes for a delimiter (U+FF0F)
  percent-encoding (RFC 3986 §2, RFC 3987 §5.3.2, §6.4, §8)
    lowercase_percent_hex      warning  "%e2" rather than "%E2"
    needless_percent_encoding  warning  "%41" rather than "A"
    percent_not_utf8           info     octets that are not UTF-8 (allowed)
    percent_overlong_utf8      warning  an overlong UTF-8 form such as "%C0%AF"
  scheme (RFC 3986 §3.1, §3.2, RFC 3987 §3.1, §5.3.2.4, RFC 9110 §4.2)
    port_out_of_range          warning  a port beyond 65535
    default_port               warning  the scheme's default port written out
    empty_port                 warning  ":" without a port
    empty_host                 warning  http or https with an empty host
    host_fails_uts46           warning  a DNS host that UTS #46 ToASCII rejects
    dot_segment                warning  "." or ".." where resolution removes it
    scheme_syntax              warning  its scheme's own grammar (urn, mailto, ...) rejects it
  Each code is reported at most once per component, at its first place.

Output (default):
  Each input, then one line per finding, in order of position:
      SEVERITY CODE at character N (byte M) in COMPONENT (SECTION): MESSAGE
  where SEVERITY is info, warning, or error (a raised code), N counts code
  points and M bytes from 0, COMPONENT is the ABNF name of the component
  (iuserinfo, ihost, ireg-name, port, isegment, isegment-nz,
  isegment-nz-nc, iquery, ifragment), and MESSAGE says what is wrong, then
  "fix: " and what to do. "  no warnings" when there is nothing; at most
  100 per input, then "  and N more warnings, not shown" (the first raised
  one is always shown). An
  invalid input is followed by a line with "^" under the offending
  character and
      error at character N (byte M) in PRODUCTION: MESSAGE
  Control characters are shown escaped, as `iri parse` shows them.

Output (--json):
  One object per input, one line each: the object of `iri parse --json`
  ("input", "valid", "kind", "scheme", "userinfo", "host", "port", "path",
  "query", "fragment", "error", "warnings"), where "warnings" lists
  {"code", "severity", "component", "offset", "byte_offset", "section",
  "message"} (at most 100, and then "warnings_omitted": how many more).
  When a warning is raised, "valid" is false and "error" is
  the first raised warning ("production" is its component); the
  components are still given.

Exit status:
  0  every input is valid and no warning is raised
  1  some input is invalid, or has a raised warning
  2  usage error (unknown option, unknown --error CODE or --entry NAME),
     or standard input or output failed
)";

struct check_settings {
    bool json = false;
    iri::entry start = iri::entry::IRI_reference;
    iri::check_options options;
    unsigned jobs = 1;
};

// Reads the CODE of an "--error" option into `raised`. Returns what is
// wrong with it, for a usage error, or "" when all is well.
std::string take_error_code(std::string_view name, iri::code_set& raised) {
    if (name == "all") {
        raised = iri::code_set::all();
        return {};
    }
    std::optional<iri::warning_code> code = iri::warning_code_from_string(name);
    if (!code) {
        std::string valid = "all";
        for (iri::warning_code c : iri::warning_codes()) valid.append(", ").append(iri::to_string(c));
        return "unknown --error CODE \"" + std::string(name) + "\"; expected one of " + valid;
    }
    raised.insert(*code);
    return {};
}

// "  warning CODE at character N (byte M) in COMPONENT (SECTION): MESSAGE"
void write_warning(std::string& out, iri::warning const& w) {
    out.append("  ").append(iri::to_string(w.severity)).append(" ").append(iri::to_string(w.code));
    out.append(" at character ").append(std::to_string(w.offset));
    out.append(" (byte ").append(std::to_string(w.byte_offset)).append(") in ").append(w.component);
    out.append(" (").append(iri::section(w.code)).append("): ");
    append_shown(out, w.message());
    out.append("\n");
}

// The output for one input, appended to `out`; whether the input passes
// (valid, nothing raised). The warnings vector is reused from one input to
// the next, one per thread (--jobs).
bool check_input(std::string_view input, check_settings const& settings, std::string& out,
                 std::vector<iri::warning>& warnings) {
    warnings.clear();
    iri::parse_result const result = iri::parse(input, settings.start);
    std::size_t omitted = 0;
    if (result && iri::check(result.value(), warnings, omitted, settings.options).code == iri::errc::out_of_memory)
        throw std::bad_alloc();
    iri::warning const* first_raised = nullptr;
    for (iri::warning const& w : warnings)
        if (first_raised == nullptr && w.severity == iri::severity::error) first_raised = &w;

    if (settings.json) {
        write_reference_json(out, input, result, warnings, first_raised, omitted);
        out.push_back('\n');
        return result && first_raised == nullptr;
    }
    append_shown(out, input);
    out.push_back('\n');
    if (!result) {
        // Terminals show characters, not bytes: one column per code point,
        // and an escaped control as its escape.
        out.append(shown_column(input, result.error().byte_offset), ' ')
            .append("^\n  ")
            .append(error_line(result.error()))
            .push_back('\n');
        return false;
    }
    if (warnings.empty()) out.append("  no warnings\n");
    for (iri::warning const& w : warnings) write_warning(out, w);
    if (omitted != 0) {
        out.append("  and ");
        append_number(out, omitted);
        out.append(omitted == 1 ? " more warning, not shown\n" : " more warnings, not shown\n");
    }
    return first_raised == nullptr;
}

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--error", option_spec::value_kind::required, "CODE (or all)"},
                                  entry_option,
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

int run(command const& self, std::span<char const* const> args) {
    check_settings settings;
    settings.options.max_warnings = max_warnings_shown;
    std::vector<std::string_view> inputs;
    auto const stop = parse_command_line(self, args, accepted_options, inputs,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json") settings.json = true;
                                             if (arg.option == "--entry") return take_entry(*arg.value, settings.start);
                                             if (arg.option == "--error")
                                                 return take_error_code(*arg.value, settings.options.raised);
                                             if (arg.option == "--jobs") return take_jobs(*arg.value, settings.jobs);
                                             return {};
                                         });
    if (stop) return *stop;

    auto handle = [&](std::string_view input, std::string& out, input_state& state) {
        ++(check_input(input, settings, out, state.warnings) ? state.counts.ok : state.counts.failed);
    };
    return exit_status_of(run_on_inputs(self, inputs, settings.jobs, handle));
}

}  // namespace

command const check_command{
    "check",
    "report what RFC 3987 recommends beyond the grammar, as coded warnings",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
