// `iri resolve`: resolves references against one base (RFC 3986 §5.2, on
// IRIs as RFC 3987 §6.5 says). The base is parsed once; each reference is
// parsed and resolved into one reused buffer (iri::resolve_into).
#include "base_option.hpp"
#include "command.hpp"
#include "dot_segment_table.hpp"
#include "explain_stream.hpp"
#include "explain_text.hpp"
#include "json.hpp"
#include "reference_json.hpp"
#include "resolve_json.hpp"
#include "line_engine.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri resolve --base BASE [--algorithm rfc3986|rfc2396] [--non-strict] [--explain]
                   [--json] [--jobs N] [--] [REFERENCE...]

Resolves each REFERENCE against BASE (RFC 3986 section 5.2, applied to IRIs
as RFC 3987 section 6.5 says) and prints the target IRI.

The algorithm is followed literally: the base is not normalized first,
"%2E" is not a dot segment, ".." above the root is dropped, and nothing is
percent-encoded. A target without an authority whose path would begin with
"//" is written with "/." before the path ("s:/a" + "..//x" gives
"s:/.//x"), so that it does not read back as an authority.

Input:
  Each REFERENCE argument is one input. With no REFERENCE, reads one
  reference per line from standard input: lines end at "\n", one trailing
  "\r" is removed, an empty line is an input (the empty reference), and the
  last line needs no "\n". Put "--" before references that begin with "-".

Options:
  --base BASE    the absolute IRI to resolve against (required); a fragment
                 of BASE is ignored
  --algorithm A  rfc3986 (the default) or rfc2396: RFC 2396 section 5.2,
                 the algorithm of the 2002 IRI draft. It removes "." and
                 ".." only from relative paths, keeps ".." above the root
                 ("../../../g" against http://a/b/c/d gives http://a/../g),
                 merges "?y" with the base's directory (http://a/b/c/?y),
                 and reads "" and "#f" as the current document
  --non-strict   ignore a scheme in a reference that equals the base's
                 (RFC 3986 section 5.2.2; RFC 2396 appendix C.2's "backwards
                 compatibility"): "http:g" against an http base is read as "g"
  --explain      show how each target was found: the branch of RFC 3986
                 section 5.2.2 taken, the merge of section 5.2.3, and the
                 section 5.2.4 remove_dot_segments table, step by step, in
                 the layout of the RFC's own example (docs/explain.md).
                 Long tables are cut to stay readable: a buffer over 512
                 bytes shows its first and last 120 bytes and its length
                 ("/a/b…/y/z (40012 bytes)"); a table over 200 rows shows
                 its first 150 and last 50 rows and a line "N rows left
                 out" between them. With --algorithm rfc2396, each step of
                 RFC 2396 section 5.2 taken and the path buffer after it
  --json         print one JSON object per input, each on one line
  --jobs N       resolve standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the target IRI, or, when the reference is not valid,
    error at character N (byte M) in PRODUCTION: MESSAGE
  where N counts code points and M bytes, both from 0. An IRI never
  contains a space, so an error line cannot be mistaken for a target.

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"    the reference
    "output"   the target IRI, or null when the reference is not valid
    "error"    null, or an object:
                 "offset"       code points before the offending character
                 "byte_offset"  bytes before the offending character
                 "production"   the ABNF name of the production that stopped
                 "message"      what is wrong, for a person
  Strings are UTF-8; a byte that is not part of valid UTF-8 is shown as
  U+FFFD (byte offsets still count the input's bytes).

Output (--explain --json):
  One object per input, one line each: "input", "base", "output" and
  "error" as above, then (null or false when the reference is not valid)
    "branch"           "scheme", "authority", "empty_path",
                       "absolute_path" or "merge": the section 5.2.2 branch
    "scheme_ignored"   true when --non-strict undefined R.scheme
    "query_from_base"  true when T.query = Base.query
    "merge"            null, or {"case": "authority_and_empty_path" or
                       "all_but_last_segment", "prefix", "reference_path",
                       "result"}
    "remove_dot_segments"  null (T.path = Base.path), or {"input",
                       "steps": [{"step", "output", "input"}...], "output"};
                       "step" is "1", then "2A" to "2E" as in the RFC.
                       Long tables are cut as the text's are: an elided
                       buffer reads "first…last" and its row gets
                       "output_bytes" or "input_bytes" (its length); rows
                       left out are counted in "steps_left_out", before
                       the row at index "steps_left_out_at"
    "dot_guard"        true when "/." was written before the path
  With --algorithm rfc2396: "input", "base", "output", "error", then
    "current_document" true when step 2 found a reference to the current
                       document
    "steps"            [{"step": "1" ... "7", "6a" ... "6h", "what",
                       "buffer"}...], the steps taken in order

Exit status:
  0  every reference was resolved
  1  some reference is not valid
  2  usage error (unknown option, no --base, a BASE that is not a valid
     absolute IRI), or standard input or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  base_option,
                                  {"--algorithm", option_spec::value_kind::required, "rfc3986 or rfc2396"},
                                  {"--non-strict"},
                                  {"--explain"},
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

void append_quoted(std::string& out, std::string_view text) {
    out += '"';
    append_shown(out, text);
    out += '"';
}

// One explanation as text: each condition of the §5.2.2 pseudo-code in
// order until the one that held, what T takes from where, the merge, the
// table, the target.
void write_explanation_text(std::string& out, std::string_view base, std::string_view reference,
                            iri::resolve_explanation const& e, bool first, explain_stream& stream) {
    if (!first) out += '\n';
    append_labelled_line(out, "base", base);
    append_labelled_line(out, "reference", reference);
    if (append_failure(out, e.error)) return;
    using iri::resolve_branch;
    out += "\nRFC 3986 section 5.2.2, transform references:\n";
    if (e.scheme_ignored) out += "  not strict and R.scheme == Base.scheme: undefine(R.scheme)\n";
    auto condition = [&](std::string_view test, bool holds) {
        out += "  if ";
        out += test;
        out += holds ? "  -- yes\n" : "  -- no\n";
    };
    condition("defined(R.scheme)", e.branch == resolve_branch::reference_scheme);
    if (e.branch != resolve_branch::reference_scheme)
        condition("defined(R.authority)", e.branch == resolve_branch::reference_authority);
    if (e.branch > resolve_branch::reference_authority)
        condition("(R.path == \"\")", e.branch == resolve_branch::empty_path);
    if (e.branch == resolve_branch::empty_path) condition("defined(R.query)", !e.query_from_base);
    if (e.branch > resolve_branch::empty_path)
        condition("(R.path starts-with \"/\")", e.branch == resolve_branch::absolute_path);
    switch (e.branch) {
        case resolve_branch::reference_scheme:
            out +=
                "  T.scheme = R.scheme; T.authority = R.authority; T.path = remove_dot_segments(R.path);\n"
                "  T.query = R.query\n";
            break;
        case resolve_branch::reference_authority:
            out +=
                "  T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;\n"
                "  T.scheme = Base.scheme\n";
            break;
        case resolve_branch::empty_path:
            out += e.query_from_base ? "  T.path = Base.path; T.query = Base.query;\n"
                                     : "  T.path = Base.path; T.query = R.query;\n";
            out += "  T.authority = Base.authority; T.scheme = Base.scheme\n";
            break;
        case resolve_branch::absolute_path:
            out +=
                "  T.path = remove_dot_segments(R.path); T.query = R.query;\n"
                "  T.authority = Base.authority; T.scheme = Base.scheme\n";
            break;
        case resolve_branch::merge:
            out +=
                "  T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path); T.query = R.query;\n"
                "  T.authority = Base.authority; T.scheme = Base.scheme\n";
            break;
    }
    out += "  T.fragment = R.fragment\n";
    if (e.branch == resolve_branch::merge) {
        out += "\nRFC 3986 section 5.2.3, merge paths:\n  ";
        if (e.merge == iri::merge_case::authority_and_empty_path)
            out += "the base has an authority and an empty path: \"/\" + R.path";
        else
            out += "the base path up to its right-most \"/\" + R.path";
        out += "\n  ";
        append_quoted(out, e.merge_prefix);
        out += " + ";
        append_quoted(out, reference_path(e));
        out += " = ";
        append_quoted(out, e.dot_input);
        out += '\n';
    }
    if (e.dots_removed) {
        out += "\nRFC 3986 section 5.2.4, remove_dot_segments(";
        append_quoted(out, e.dot_input);
        out += "):\n\n";
        stream.row_done();
        write_dot_table(out, e.dot_steps, e.dot_steps_left_out, e.dot_steps_left_out_at);
        stream.row_done();
        out += "\n  result: ";
        append_quoted(out, e.dot_output);
        out += '\n';
    }
    if (e.dot_guard)
        out +=
            "\nThe path begins with \"//\" and T has no authority (RFC 3986 section 3.3):\n"
            "  \"/.\" is written before it\n";
    out += '\n';
    append_labelled_line(out, "target", e.target);
}

void write_explanation_json(std::string& out, std::string_view base, std::string_view reference,
                            iri::resolve_explanation const& e) {
    json_object_writer object(out);
    object.string_field("input", reference).string_field("base", base);
    if (e.error) {
        object.null_field("output");
        write_error(object, e.error);
        // The same fields as a resolved reference's, with nothing to say.
        object.null_field("branch")
            .bool_field("scheme_ignored", false)
            .bool_field("query_from_base", false)
            .null_field("merge")
            .null_field("remove_dot_segments")
            .bool_field("dot_guard", false);
        object.end();
        out += '\n';
        return;
    }
    write_resolution_fields(object, e, /*with_reference_path=*/true);
    object.end();
    out += '\n';
}

// RFC 2396 §5.2: each step taken, what it did, the path buffer after it.
void write_rfc2396_text(std::string& out, std::string_view base, std::string_view reference,
                        iri::rfc2396_result const& r, bool first) {
    if (!first) out += '\n';
    append_labelled_line(out, "base", base);
    append_labelled_line(out, "reference", reference);
    if (append_failure(out, r.error)) return;
    out += "\nRFC 2396 section 5.2:\n";
    for (auto const& step : r.steps) {
        out += "  ";
        out += step.step;
        out.append(4 - std::min<std::size_t>(step.step.size(), 3), ' ');
        out += step.what;
        if (step.step.size() == 2 || step.step == "4" || step.step == "5") {  // "6a".."6h", and a path kept as is
            if (!step.buffer.empty() || step.step.size() == 2) {
                out += ": ";
                append_quoted(out, step.buffer);
            }
        }
        out += '\n';
    }
    out += "\ntarget     ";
    append_shown(out, r.target);
    if (r.current_document) out += "  (the current document)";
    out += '\n';
}

void write_rfc2396_json(std::string& out, std::string_view base, std::string_view reference,
                        iri::rfc2396_result const& r) {
    json_object_writer object(out);
    object.string_field("input", reference).string_field("base", base);
    if (!r) {
        object.null_field("output");
        write_error(object, r.error);
        object.bool_field("current_document", false).raw_field("steps", "[]");
    } else {
        object.string_field("output", r.target).null_field("error").bool_field("current_document", r.current_document);
        std::string steps = "[";
        for (auto const& step : r.steps) {
            if (steps.size() > 1) steps += ',';
            json_object_writer row(steps);
            row.string_field("step", step.step).string_field("what", step.what).string_field("buffer", step.buffer);
            row.end();
        }
        steps += ']';
        object.raw_field("steps", steps);
    }
    object.end();
    out += '\n';
}

int run(command const& self, std::span<char const* const> args) {
    std::optional<std::string_view> base_text;
    text_pass_settings settings;
    iri::resolve_options options;
    std::vector<std::string_view> inputs;
    bool explain = false;
    bool rfc2396 = false;
    auto const stop = parse_text_command_line(
        self, args, accepted_options, inputs, settings, [&](argument_cursor::argument const& arg) -> std::string {
            if (arg.option == "--non-strict")
                options.strict = false;
            else if (arg.option == "--explain")
                explain = true;
            else if (arg.option == "--algorithm") {
                if (*arg.value == "rfc2396")
                    rfc2396 = true;
                else if (*arg.value != "rfc3986")
                    return "--algorithm takes rfc3986 or rfc2396, not \"" + std::string(*arg.value) + "\"";
            } else if (arg.option == "--base")
                base_text = arg.value;
            return {};
        });
    if (stop) return *stop;
    iri::reference_view base;
    if (std::string const problem = take_base(base_text, base); !problem.empty()) return usage_error(self, problem);

    if (rfc2396) {
        iri::rfc2396_options const old{.strict = options.strict};
        if (explain) {
            auto handle = [&](std::string_view input, std::string& out, input_state& state) {
                iri::rfc2396_result const r = iri::resolve_rfc2396(*base_text, input, old, true);
                ++(r ? state.counts.ok : state.counts.failed);
                if (settings.json)
                    write_rfc2396_json(out, *base_text, input, r);
                else
                    write_rfc2396_text(out, *base_text, input, r, state.number == 1);
            };
            return exit_status_of(run_on_inputs(self, inputs, settings.jobs, handle));
        }
        return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
            iri::rfc2396_result r = iri::resolve_rfc2396(*base_text, input, old);
            out = std::move(r.target);
            return r.error;
        });
    }

    if (explain) {
        auto handle = [&](std::string_view input, std::string& out, input_state& state, explain_stream& stream) {
            iri::resolve_explanation const e = iri::explain_resolve(*base_text, input, options);
            ++(e.error ? state.counts.failed : state.counts.ok);
            if (settings.json)
                write_explanation_json(out, *base_text, input, e);
            else
                write_explanation_text(out, *base_text, input, e, state.number == 1, stream);
        };
        return exit_status_of(run_explained(self, inputs, settings.jobs, handle));
    }

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::parse_result const reference = iri::parse(input);
        if (!reference) return reference.error();
        iri::diagnostic error;
        iri::resolve_into(base, reference.value(), out, options, &error);
        return error;
    });
}

}  // namespace

command const resolve_command{
    "resolve",
    "resolve references against a base IRI",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
