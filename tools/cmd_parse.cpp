// `iri parse`: shows the components of each reference, or where and why it
// is not valid. For people (aligned text) and for programs (JSON Lines).
#include "command.hpp"
#include "line_engine.hpp"
#include "json.hpp"
#include "options.hpp"
#include "reference_json.hpp"
#include "scheme_json.hpp"
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
    R"(Usage: iri parse [--json] [--scheme-specific] [--grammar NAME] [--entry NAME] [--jobs N] [--]
                 [REFERENCE...]

Parses each REFERENCE and shows its components, or where and why it is not
valid.

Input:
  Each REFERENCE argument is one input; an empty argument is the empty
  reference, which is valid. With no REFERENCE, reads one reference per line
  from standard input: lines end at "\n", one trailing "\r" is removed, an
  empty line is an input (the empty reference), and the last line needs no
  "\n". Put "--" before references that begin with "-".

Options:
  --entry NAME, --entry=NAME
                 the production each input must match:
                   IRI-reference   an IRI or a relative reference (default)
                   IRI             scheme ":" ... with optional "#" fragment
                   absolute-IRI    scheme ":" ... without fragment
                   irelative-ref   a relative reference (no scheme)
                   URI-reference   the ASCII-only RFC 3986 grammar
  --grammar NAME, --grammar=NAME
                 the grammar: rfc3987 (default); rfc3986 (its one entry
                 point, URI-reference); draft-01, the 2002 draft grammar of
                 draft-duerst-iri-01 (entry points IRI-reference, the
                 default, absoluteIRI and relativeIRI; docs/history.md);
                 or leiri: a Legacy Extended IRI (W3C Note, 2008), with
                 the components of the IRI `iri to-iri --from-leiri` maps
                 it to, moved back onto the input
  --json         print one JSON object per input, each on one line
  --scheme-specific
                 also check each valid input against its scheme's own
                 grammar (urn, data, mailto, file, tel, geo, tag, http,
                 https, ws, wss, about: grammar/schemes/) and show the
                 scheme's components; an input the scheme's grammar
                 rejects counts as invalid for the exit status
  --jobs N       parse standard input on N threads (0: one per CPU); the
                 output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  A valid input is printed, then one line per component: scheme, userinfo,
  host with its kind (ipv6, ipvfuture, ipv4, reg-name), port, path with the
  production it matched (ipath-abempty, ipath-absolute, ipath-noscheme,
  ipath-rootless, ipath-empty), query, fragment. A component that is present
  is shown in double quotes, so "" is present but empty; a missing one is
  shown as (absent). The host of an IP literal keeps its brackets.

  An invalid input is printed, then a line with "^" under the offending
  character (one column per code point), then
    error at character N (byte M) in PRODUCTION: MESSAGE
  where N counts code points and M bytes, both from 0, and PRODUCTION is the
  ABNF name of the production where the input stops matching.

  With --scheme-specific, a valid input also gets the line
    scheme-specific: SCHEME (SOURCE)
  then one line per component, the scheme's production name and its text
  in double quotes, in the order of the text: the first 32, and past
  them one line, (N more components not listed), for the others, which
  make the input no less valid; or the line
    scheme-specific: SCHEME (SOURCE): error at character N (byte M) in PRODUCTION: MESSAGE
  or, for a scheme without a grammar here, the line
    scheme-specific: SCHEME (unknown scheme)
  and for a relative reference that line with (none) for SCHEME.

  Inputs are separated by an empty line. Control characters, which a
  terminal would act on, are shown escaped: C0 controls, DEL and bytes that
  are not UTF-8 as \xHH, C1 controls as \u00HH (also in messages).

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"       the input
    "valid"       true or false
    "kind"        "iri" (it has a scheme), "relative", or null when invalid
    "scheme", "userinfo", "host", "port", "path", "query", "fragment"
                  strings without their delimiters (no ":", "//", "@", "?",
                  "#"; an IP literal host keeps its brackets); "" when
                  present but empty, null when absent; all null when the
                  input is invalid
    "error"       null when valid, else an object:
                    "offset"       code points before the offending character
                    "byte_offset"  bytes before the offending character
                    "production"   the ABNF name, as above
                    "message"      what is wrong, for a person; its
                                   wording may change, so scripts should
                                   rely on the other three
    "warnings"    what `iri check` finds in a valid input (nothing raised),
                  [] for an invalid one: objects {"code", "severity",
                  "component", "offset", "byte_offset", "section",
                  "message"}, the first 100 by position; see `iri check
                  --help`
    "warnings_omitted"  only when an input has more than 100 warnings:
                  how many more
    "scheme_specific"  only with --scheme-specific, the last field: null
                  for an invalid input, else an object:
                    "scheme"      the scheme as written, null if none
                    "status"      "valid", "invalid" or "unknown" (no
                                  grammar for the scheme: not an error)
                    "grammar"     its source ("RFC 8141 §2"), null if unknown
                    "components"  {PRODUCTION: [TEXT, ...]}: the scheme's
                                  components by production name, every
                                  match in text order (the first 32 of
                                  them); {} when invalid or unknown
                    "components_omitted"  only when a valid input has
                                  more than 32 components: how many more
                                  there are, not listed
                    "error"       null, or as "error" above
  JSON text must be UTF-8, so in every string each byte that is not part of
  valid UTF-8 is replaced by U+FFFD; "byte_offset" still counts the bytes of
  the original input. Control characters (C0, DEL and C1) are escaped as
  \u00XX, and U+2028 and U+2029 as \u2028 and \u2029: one line per object.

Exit status:
  0  every input is valid
  1  some input is invalid (with --scheme-specific: or rejected by the
     grammar of its scheme)
  2  usage error (unknown option, missing or unknown --entry NAME), or
     standard input or output failed
)";

struct parse_options {
    bool json = false;
    bool scheme_specific = false;
    iri::entry start = iri::entry::IRI_reference;
    unsigned jobs = 1;
};

// "  host      "example.org" (reg-name)": the label padded so the values line
// up. Valid components cannot contain '"' or control characters, so plain
// quotes are unambiguous.
void write_component(std::string& out, std::string_view label, std::optional<std::string_view> value,
                     std::string_view kind = {}) {
    out += "  ";
    out += label;
    out.append(10 - label.size(), ' ');
    if (!value) {
        out += "(absent)\n";
        return;
    }
    out += '"';
    out += *value;
    out += '"';
    if (!kind.empty()) {
        out += " (";
        out += kind;
        out += ')';
    }
    out += '\n';
}

// The lines of --scheme-specific (<iri/scheme_specific.hpp>).
void write_scheme_human(std::string& out, iri::scheme_result const& s) {
    out += "  scheme-specific: ";
    if (s.scheme().empty()) {
        out += "(none)\n";
        return;
    }
    append_shown(out, s.scheme());
    if (!s.known()) {
        out += " (unknown scheme)\n";
        return;
    }
    out += " (";
    out += s.grammar();
    out += ')';
    if (!s.ok()) {
        out += ": ";
        out += error_line(s.error());
        out += '\n';
        return;
    }
    out += '\n';
    for (iri::scheme_component const& c : s.components()) {
        out += "    ";
        out += c.name;
        if (c.name.size() < 14) out.append(14 - c.name.size(), ' ');
        out += " \"";
        append_shown(out, s.text().substr(c.where.offset, c.where.length));
        out += "\"\n";
    }
    // A result lists only the first max_components; the input is no less
    // valid, and the count says that the list is not all of it.
    if (s.omitted() > 0) {
        out += "    (";
        out += std::to_string(s.omitted());
        out += " more components not listed)\n";
    }
}

void write_human(std::string& out, std::string_view input, iri::parse_result const& result) {
    append_shown(out, input);
    out += '\n';
    if (result) {
        iri::reference_view const& ref = result.value();
        write_component(out, "scheme", ref.scheme());
        write_component(out, "userinfo", ref.userinfo());
        write_component(out, "host", ref.host(), iri::to_string(ref.host_type()));
        write_component(out, "port", ref.port());
        write_component(out, "path", ref.path(), iri::to_string(ref.path_type()));
        write_component(out, "query", ref.query());
        write_component(out, "fragment", ref.fragment());
        return;
    }
    iri::diagnostic const& error = result.error();
    // Terminals show characters, not bytes: one column per code point,
    // and an escaped control as its escape.
    out.append(shown_column(input, error.byte_offset), ' ');
    out += "^\n";
    out += error_line(error);
    out += '\n';
}

// The JSON object, with the warnings of iri::check (no code raised). The
// warnings vector is reused from one input to the next, one per thread
// (--jobs): input_state's.
void write_json(std::string& out, std::string_view input, iri::parse_result const& result,
                std::vector<iri::warning>& warnings, iri::scheme_result const* scheme, bool scheme_specific) {
    warnings.clear();
    iri::check_options options;
    options.max_warnings = max_warnings_shown;
    std::size_t omitted = 0;
    if (result && iri::check(result.value(), warnings, omitted, options).code == iri::errc::out_of_memory)
        throw std::bad_alloc();
    write_reference_json(out, input, result, warnings, nullptr, omitted);
    if (scheme_specific) {
        // The object just written ends with its "}": the last field goes before it.
        out.pop_back();
        out += ",\"scheme_specific\":";
        if (scheme != nullptr)
            write_scheme_json(out, *scheme);
        else
            out += "null";
        out += '}';
    }
    out += '\n';
}

constexpr auto accepted_options = documented_options(usage, {
                                                                entry_option,
                                                                grammar_option,
                                                                {"--json"},
                                                                {"--scheme-specific"},
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    parse_options options;
    grammar_selection selection;
    std::vector<std::string_view> inputs;
    auto const stop = parse_command_line(self, args, accepted_options, inputs,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json") options.json = true;
                                             if (arg.option == "--scheme-specific") options.scheme_specific = true;
                                             if (arg.option == "--entry" || arg.option == "--grammar")
                                                 return selection.take(arg.option, *arg.value);
                                             if (arg.option == "--jobs") return take_jobs(*arg.value, options.jobs);
                                             return {};
                                         });
    if (stop) return *stop;
    if (std::string problem = selection.resolve(options.start, true); !problem.empty())
        return usage_error(self, problem);
    bool const leiri = selection.is_leiri();

    auto handle = [&](std::string_view input, std::string& out, input_state& state) {
        std::string mapped;  // --grammar leiri: the IRI the LEIRI maps to
        iri::parse_result result = leiri ? iri::parse_leiri(input, mapped) : iri::parse(input, options.start);
        std::optional<iri::scheme_result> scheme;
        if (options.scheme_specific && result) scheme = iri::parse_scheme_specific(result.value());
        ++(result && (!scheme || scheme->ok()) ? state.counts.ok : state.counts.failed);
        if (options.json) {
            write_json(out, input, result, state.warnings, scheme ? &*scheme : nullptr, options.scheme_specific);
        } else {
            if (state.number > 1) out += '\n';  // inputs are separated by an empty line
            write_human(out, input, result);
            if (scheme) write_scheme_human(out, *scheme);
        }
    };
    return exit_status_of(run_on_inputs(self, inputs, options.jobs, handle));
}

}  // namespace

command const parse_command{
    "parse",
    "show the components of references, or where and why they are invalid",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
