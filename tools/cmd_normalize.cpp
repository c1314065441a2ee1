// `iri normalize`: the normal form of each reference at one rung of the
// RFC 3987 §5.3 comparison ladder (iri::normalize_into).
#include "command.hpp"
#include "dot_segment_table.hpp"
#include "explain_stream.hpp"
#include "explain_text.hpp"
#include "json.hpp"
#include "reference_json.hpp"
#include "line_engine.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>
#include <iri/normalize_explain.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri normalize [--level syntax|scheme] [--nfc] [--explain] [--json] [--jobs N] [--] [REFERENCE...]

Prints each REFERENCE in normal form (RFC 3987 section 5.3). Two references
are equivalent at a level when their normal forms at that level are equal.

Levels:
  syntax   (default) section 5.3.2: the scheme and US-ASCII-only hosts in
           lowercase; "%hh" in uppercase; "%hh" that encode unreserved
           ASCII or ucschar (iprivate in the query) decoded, reserved
           characters such as %2F %3F %23 %26 left encoded; dot segments
           removed from the path of an IRI or an absolute path ("/.", not
           "//", starts a path without authority).
  scheme   section 5.3.3, after syntax: an empty port, or the scheme's
           default port (http 80, https 443, ws 80, wss 443, ftp 21, ...),
           removed; an empty path after an authority becomes "/" for http,
           https, ws, wss, ftp, coap, coaps; hosts of those schemes mapped by
           UTS #46 ToUnicode ("xn--rsum-bpad.example.org" becomes
           "résumé.example.org"); then the rules of a scheme's own RFC,
           when its grammar accepts the reference: urn's NID (RFC 8141),
           data's media type and parameter names (RFC 2045), mailto's
           domains (RFC 5321) in lowercase; "file://localhost/" becomes
           "file:///" (RFC 8089). Nothing is dropped: a URN keeps its
           r-, q- and f-components, which `iri compare` ignores.

Input:
  Each REFERENCE argument is one input; with none, one reference per line
  from standard input (lines end at "\n", one trailing "\r" is removed, an
  empty line is the empty reference, the last line needs no "\n"). Put "--"
  before references that begin with "-".

Options:
  --level LEVEL  syntax or scheme (default syntax)
  --nfc          also put the text into Unicode Normalization Form C
                 (section 5.3.2.2); by default IRIs are taken as they are
  --explain      show each step of section 5.3.2 (RFC 3986 section 6.2.2)
                 applied to each component, with the text before and after
                 it, and the remove_dot_segments table for the path
                 (docs/explain.md). Long tables are cut as in `iri resolve
                 --explain`: a buffer over 512 bytes shows its first and
                 last 120 bytes and its length, a table over 200 rows its
                 first 150 and last 50 rows and a line "N rows left out"
  --json         print one JSON object per input, each on one line
  --jobs N       normalize standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the normal form, or, when the reference is not valid,
    error at character N (byte M) in PRODUCTION: MESSAGE

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"    the reference
    "output"   the normal form, or null when the reference is not valid
    "error"    null, or an object with "offset", "byte_offset",
               "production" and "message" (as in `iri resolve --help`)
  With --explain, then "steps": [{"component", "rule", "before", "after",
  "changed", "remove_dot_segments"}...], the last null or the section
  5.2.4 rows [{"step", "output", "input"}...]; [] when not valid. A long
  table is cut as `iri resolve --help` says, and its step then also has
  "remove_dot_segments_left_out" and "remove_dot_segments_left_out_at".

Exit status:
  0  every reference was normalized
  1  some reference is not valid
  2  usage error (unknown option, missing or unknown LEVEL), or standard
     input or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--level", option_spec::value_kind::required, "LEVEL: syntax or scheme"},
                                  {"--nfc"},
                                  {"--explain"},
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

// The string rung is the input itself: nothing to normalize.
constexpr choice<iri::comparison_level> levels[] = {{"syntax", iri::comparison_level::syntax},
                                                    {"scheme", iri::comparison_level::scheme}};

// Each step: the component, the rule, and the text before -> after (or
// "unchanged"); the §5.2.4 table under a dot-segment step that changed.
void write_explanation_text(std::string& out, std::string_view input, iri::normalize_explanation const& e, bool first,
                            explain_stream& stream) {
    if (!first) out += '\n';
    append_labelled_line(out, "input", input);
    if (append_failure(out, e.error)) return;
    for (auto const& step : e.steps) {
        out += "  ";
        out += step.component;
        out.append(step.component.size() < 10 ? 10 - step.component.size() : 1, ' ');
        out += step.rule;
        out += ":\n            ";
        append_before_after(out, step.before, step.after, step.changed());
        if (step.changed() && !step.dot_steps.empty()) {
            out += '\n';
            write_dot_table(out, step.dot_steps, step.dot_steps_left_out, step.dot_steps_left_out_at, "      ");
            out += '\n';
        }
        stream.row_done();
    }
    append_labelled_line(out, "output", e.result);
}

void write_explanation_json(std::string& out, std::string_view input, iri::normalize_explanation const& e) {
    write_explanation_line(out, input, e, [](json_object_writer& row, auto const& step) {
        row.string_field("component", step.component)
            .string_field("rule", step.rule)
            .string_field("before", step.before)
            .string_field("after", step.after)
            .bool_field("changed", step.changed());
        if (step.dot_steps.empty())
            row.null_field("remove_dot_segments");
        else
            row.raw_field("remove_dot_segments", dot_table_json(step.dot_steps));
        if (step.dot_steps_left_out > 0)
            row.number_field("remove_dot_segments_left_out", step.dot_steps_left_out)
                .number_field("remove_dot_segments_left_out_at", step.dot_steps_left_out_at);
    });
}

int run(command const& self, std::span<char const* const> args) {
    iri::normalize_options options;
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    bool explain = false;
    auto const stop = parse_text_command_line(self, args, accepted_options, inputs, settings,
                                              [&](argument_cursor::argument const& arg) -> std::string {
                                                  if (arg.option == "--nfc") {
                                                      options.nfc = true;
                                                  } else if (arg.option == "--explain") {
                                                      explain = true;
                                                  } else if (arg.option == "--level") {
                                                      return take_choice(arg.option, *arg.value, levels, options.level);
                                                  }
                                                  return {};
                                              });
    if (stop) return *stop;

    if (explain) {
        auto handle = [&](std::string_view input, std::string& out, input_state& state, explain_stream& stream) {
            iri::normalize_explanation const e = iri::explain_normalize(input, options);
            ++(e.error ? state.counts.failed : state.counts.ok);
            if (settings.json)
                write_explanation_json(out, input, e);
            else
                write_explanation_text(out, input, e, state.number == 1, stream);
        };
        return exit_status_of(run_explained(self, inputs, settings.jobs, handle));
    }

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::parse_result const reference = iri::parse(input);
        if (!reference) return reference.error();
        iri::diagnostic error;
        iri::normalize_into(reference.value(), out, options, &error);
        return error;
    });
}

}  // namespace

command const normalize_command{
    "normalize",
    "the normal form of references (RFC 3987 section 5.3)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
