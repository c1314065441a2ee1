// `iri explain`: the parse as a tree of RFC 3987 productions, for people
// learning the grammar (and, with --json, for tools that teach it). The
// tree comes from <iri/explain.hpp>; this file only lays it out.
#include "command.hpp"
#include "explain_json.hpp"
#include "explain_svg_dot.hpp"
#include "explain_tree_text.hpp"
#include "json.hpp"
#include "reference_json.hpp"
#include "line_engine.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "text_command.hpp"
#include "utf8.hpp"

#include <iri/iri.hpp>

#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri explain [--format FORMAT | --json] [--grammar NAME] [--entry NAME]
                   [--jobs N] [--] [REFERENCE...]
       iri explain --rule NAME [--grammar NAME | --scheme NAME] [--literal]
                   [--format FORMAT | --json] [--jobs N] [--] [INPUT...]

Shows how the grammar reads each input: the tree of RFC 3987 productions
that ran, each with the text it matched and where, the alternatives that
were tried and failed, and the matches that backtracking undid. The rules
are the parser's own, run with a tracer (grammar/diagnosis/trace.hpp), not a second
grammar.

Input:
  Each argument is one input; with none, one input per line from standard
  input (lines end at "\n", one trailing "\r" is removed, an empty line is
  an input). Put "--" before inputs that begin with "-".

Options:
  --entry NAME, --entry=NAME
                 the production each input must match, as in `iri parse`:
                 IRI-reference (default), IRI, absolute-IRI, irelative-ref,
                 URI-reference
  --grammar NAME, --grammar=NAME
                 the grammar, as in `iri parse`: rfc3987 (default), rfc3986,
                 or draft-01, the 2002 draft (grammar/draft01/); with
                 --rule, the grammar NAME is a production of
  --rule NAME, --rule=NAME
                 match one production of grammar/rfc3987/rfc3987.abnf or
                 grammar/rfc3986/rfc3986-uri.abnf on its own (dec-octet, ihost,
                 ipath-noscheme, IPv6address, ...), and show what an
                 unanchored parse of it would take. A NAME that is no
                 production of the grammar but of exactly one scheme's
                 grammar (below) is that scheme's: --rule NID, --rule
                 mediatype
  --scheme NAME, --scheme=NAME
                 with --rule: the production is one of the grammar of the
                 scheme NAME, as `iri parse --scheme-specific` runs it
                 (grammar/schemes/: urn, data, ...)
  --literal      with --rule: also run the literal ABNF transcription of
                 NAME, where the grammar had to depart from it for PEG
                 (grammar/README.md), and show the two results one after
                 the other: dec-octet, IPv4address, ihost, IPv6address,
                 ipath, IRI-reference
  --json         print one JSON object per input, each on one line (the
                 same as --format json)
  --format FORMAT, --format=FORMAT
                 text (default), json, dot or svg: see "Output" below
  --jobs N       explain standard input on N threads (0: one per CPU); the
                 output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  The input. If it is not valid: a "^" under the offending character and
    error at character N (byte M) in PRODUCTION: MESSAGE
  exactly as `iri parse` shows it. With --rule, two lines:
    NAME, anchored (all of the input): matches | no match
    NAME, unanchored (a plain parse): what a plain parse of the rule
                                      matches (entry points are anchored
                                      because a plain parse stops early)
  With --literal, those two lines for the shipped rule ("shipped NAME")
  and for the literal transcription ("literal NAME"), then the two trees,
  each under a heading.

  Then the tree, two spaces of indent per level, one line per rule:
    NAME  START..END  "TEXT"  -- NOTE
  START and END count code points from 0; when bytes differ they follow
  as (bytes B..E). TEXT is shown where the span differs from the parent's
  and on every rule with no rules inside it (at most 60 characters, then
  "..."). Between the children of a rule, a
  line with only a quoted text is a literal the rule itself matched, such
  as ":" or "//". NOTE says what happened to a rule that did not simply
  match:
    failed at once (at 'x')        failed on its first character; its
                                   children are not shown. Such failures
                                   in a row at one place share one line,
                                   their names joined by ", " ("h16 ×2"
                                   for two in a row)
    failed, stopped at N (at 'x')  got as far as N, then failed; the span
                                   and children show how far it got
    undone by backtracking         matched, but the rule around it then
                                   went back and tried something else
                                   (children not shown)
    matched only a prefix          the root: the input goes on after it
  "(at ...)" names the character there ('x', U+00E9 'é', U+0020, a byte
  that is not UTF-8) or says "(end of input)".
  To keep output bounded on any input, a run of one rule longer than
  three (the segments of a long path) shows its first three, a line
    ... N more NAME  START..END  "TEXT"
  and its last; and past 1000 recorded rules, each rule keeps its attempt
  on the way to where the parse got furthest, a line
    ... N more attempts not recorded (node limit)  START..END
  and its latest attempt; the tree is then followed by
    (node limit reached: N attempts not recorded)

  Inputs are separated by an empty line.

Output (--json):
  One object per input, on one line, with these fields in order:
    "input"        the input
    "entry" or "rule"   the production run (with --rule, "rule")
    "valid"        true when it matches the whole input (for --entry, the
                   verdict of `iri parse`, which also rejects the bidi
                   formatting characters of RFC 3987 §4.1)
    "prefix", "byte_prefix"
                   code points and bytes an unanchored parse takes, or
                   null when the production fails
    "error"        null when valid, else {"offset", "byte_offset",
                   "production", "message"} as in `iri parse --json`
    "tree"         the root node, or null if memory ran out
    "folded_at_limit"  attempts left out at the node limit
    "literal"      only with --rule: null, or with --literal the same
                   "valid" ... "folded_at_limit" fields for the literal
                   transcription
  A node is
    {"rule", "start", "end", "byte_start", "byte_end", "text", "matched",
     "undone", "folded", "children"}
  with offsets as in the text output (for a failed rule, "end" is how far
  it got), "text" the input between them, "matched" false for a failed
  rule, "undone" true for a match undone by backtracking, "folded" 0 for a
  rule as it ran or the number of sibling attempts a marker stands for
  ("rule" null for the node-limit marker), and "children" in the order
  they ran. "text" is the whole span, but at most 1024 code points:
  compare its length with "end" - "start". Strings are UTF-8 as in
  `iri parse --json`.

Output (--format dot):
  One Graphviz digraph per input (render with `dot -Tsvg`), the tree as
  boxes: the graph's label is the production, the input and the verdict or
  error line; each box a rule with its span, text and what happened to it.
  Matched rules are green, failed ones red and dashed (on an invalid input,
  the deepest attempt and the alternatives tried on the way), matches
  undone by backtracking grey and dotted, folded attempts grey notes. As
  in the text output, rules that failed at once in a row at one place
  share a box, and a box shows at most 24 characters of input.
  Characters that could hide or reorder a label (controls, bidi formatting
  characters) are written U+XXXX, bytes that are not UTF-8 \xHH. A picture
  has at most 250 boxes: past them, the rest of a rule's children share a
  box "... N more attempts". With --literal, the shipped rule's tree only.

Output (--format svg):
  The same tree as an SVG document, drawn by iri itself (no Graphviz): a
  top-down tree of boxes with the same labels, colours and limits, and a
  heading with the input and the verdict or error line. One input only,
  given as an argument: an SVG file holds one drawing.

Exit status:
  0  every input is valid
  1  some input is invalid
  2  usage error (unknown option or production, --literal without --rule
     or for a production without a literal transcription), or standard
     input or output failed
)usage";

enum class output_format { text, json, dot, svg };

struct explain_options {
    bool json = false;
    output_format format = output_format::text;
    iri::entry start = iri::entry::IRI_reference;
    bool entry_given = false;
    iri::grammar_name grammar = iri::grammar_name::rfc3987;  // --grammar, for --rule
    iri::production_info const* rule = nullptr;  // --rule
    std::string_view scheme;  // --scheme, or the scheme whose grammar --rule names: empty for none
    bool literal = false;  // --literal
    unsigned jobs = 1;  // --jobs
};

std::optional<output_format> format_from_name(std::string_view name) {
    if (name == "text") return output_format::text;
    if (name == "json") return output_format::json;
    if (name == "dot") return output_format::dot;
    if (name == "svg") return output_format::svg;
    return std::nullopt;
}

std::string_view format_name(output_format format) {
    switch (format) {
        case output_format::text: return "text";
        case output_format::json: return "json";
        case output_format::dot: return "dot";
        case output_format::svg: return "svg";
    }
    return "";
}

// The names of the schemes with a grammar.
std::string scheme_names() {
    std::string names;
    for (std::string_view const name : iri::scheme_grammars()) {
        if (!names.empty()) names += ", ";
        names += name;
    }
    return names;
}

// The names of a scheme grammar's productions.
std::string scheme_production_names(std::string_view scheme) {
    std::string names;
    for (auto const& p : iri::scheme_productions(scheme)) {
        if (!names.empty()) names += ", ";
        names += p.name;
    }
    return names;
}

// The production of a scheme grammar named `name`, if it is in exactly one;
// `scheme` gets that scheme, or several names when it is in more.
iri::production_info const* only_scheme_production(std::string_view name, std::string& scheme) {
    iri::production_info const* found = nullptr;
    std::size_t count = 0;
    scheme.clear();
    for (std::string_view const s : iri::scheme_grammars())
        for (auto const& p : iri::scheme_productions(s))
            if (p.name == name) {
                if (count++ > 0) scheme += ", ";
                scheme += s;
                found = &p;
            }
    return count == 1 ? found : nullptr;
}

// The names of the productions, or of those with a literal transcription.
std::string production_names(iri::grammar_name grammar, bool literal_only) {
    std::string names;
    for (auto const& p : iri::productions(grammar)) {
        if (literal_only && !p.has_literal_transcription) continue;
        if (!names.empty()) names += ", ";
        names += p.name;
    }
    return names;
}

void write_caret_and_error(std::string& out, std::string_view input, iri::diagnostic const& error) {
    out.append(shown_column(input, error.byte_offset), ' ');
    out.append("^\n");
    out.append(error_line(error));
    out += '\n';
}

// For --rule: whether the production matches all of the input, and what a
// plain parse of it, which stops where the rule stops, calls a match.
void write_verdicts(std::string& out, std::string_view input, std::string_view label, iri::explanation const& e) {
    out.append(label);
    out.append(e.matches ? ", anchored (all of the input): matches\n" : ", anchored (all of the input): no match\n");
    out.append(label);
    out.append(", unanchored (a plain parse): ");
    auto const taken = static_cast<std::size_t>(e.byte_prefix);
    if (e.prefix < 0) {
        out.append("no match\n");
    } else if (taken == input.size()) {
        out.append("matches all of it\n");
    } else {
        out.append("matches ");
        append_quoted(out, input.substr(0, taken));
        out.append(" and stops before ");
        append_quoted(out, input.substr(taken));
        out += '\n';
    }
}

class explainer {
public:
    // `first`: nothing was printed before, so no empty line separates it.
    explainer(explain_options const& options, std::string& out, bool first)
        : options_(options), out_(out), first_(first) {}

    // Explains one input; returns whether it is valid.
    bool operator()(std::string_view input) {
        if (options_.rule) return rule(input);
        return entry(input);
    }

private:
    bool entry(std::string_view input) {
        iri::parse_result const result = iri::parse(input, options_.start);
        iri::explanation const e = iri::explain(input, options_.start);
        iri::diagnostic const error = result ? iri::diagnostic{} : result.error();
        if (picture(input, iri::to_string(options_.start), result.ok(), error, e)) return result.ok();
        if (options_.json) {
            json_object_writer object(out_);
            object.string_field("input", input).string_field("entry", iri::to_string(options_.start));
            write_explanation_json_fields(object, out_, result.ok(), error, e);
            object.end();
            out_ += '\n';
        } else {
            separate();
            append_shown(out_, input);
            out_ += '\n';
            if (!result) write_caret_and_error(out_, input, error);
            write_explain_tree_text(out_, input, e);
        }
        return result.ok();
    }

    bool rule(std::string_view input) {
        iri::explanation const shipped = options_.scheme.empty()
                                             ? *iri::explain_rule(input, options_.rule->name, options_.grammar)
                                             : *iri::explain_scheme_rule(input, options_.rule->name, options_.scheme);
        iri::explanation literal;
        if (options_.literal) literal = *iri::explain_literal_rule(input, options_.rule->name);
        if (picture(input, options_.rule->name, shipped.matches, shipped.error, shipped)) return shipped.matches;
        if (options_.json) {
            json_object_writer object(out_);
            object.string_field("input", input).string_field("rule", options_.rule->name);
            write_explanation_json_fields(object, out_, shipped.matches, shipped.error, shipped);
            if (!options_.literal) {
                object.null_field("literal");
            } else {
                json_object_writer nested = object.object_field("literal");
                write_explanation_json_fields(nested, out_, literal.matches, literal.error, literal);
                nested.end();
            }
            object.end();
            out_ += '\n';
            return shipped.matches;
        }
        separate();
        append_shown(out_, input);
        out_ += '\n';
        if (!shipped.matches) write_caret_and_error(out_, input, shipped.error);
        if (!options_.literal) {
            write_verdicts(out_, input, options_.rule->name, shipped);
            write_explain_tree_text(out_, input, shipped);
            return shipped.matches;
        }
        std::string const shipped_label = "shipped " + std::string(options_.rule->name);
        std::string const literal_label = "literal " + std::string(options_.rule->name);
        write_verdicts(out_, input, shipped_label, shipped);
        write_verdicts(out_, input, literal_label, literal);
        out_.append("\nshipped rule (grammar/*_def.hpp):\n");
        write_explain_tree_text(out_, input, shipped);
        out_.append("\nliteral transcription (grammar/rfc3987/literal_def.hpp):\n");
        write_explain_tree_text(out_, input, literal);
        return shipped.matches;
    }

    void separate() {
        if (!first_) out_ += '\n';
        first_ = false;
    }

    // --format dot or svg: writes the picture and returns true.
    bool picture(std::string_view input, std::string_view production, bool valid, iri::diagnostic const& error,
                 iri::explanation const& e) {
        if (options_.format != output_format::dot && options_.format != output_format::svg) return false;
        explain_picture const what{input, production, valid, &error, &e};
        if (options_.format == output_format::dot) {
            separate();
            write_explain_dot(out_, what);
        } else {
            write_explain_svg(out_, what);
        }
        return true;
    }

    explain_options const& options_;
    std::string& out_;
    bool first_;
};

constexpr auto accepted_options =
    documented_options(usage, {
                                  entry_option,
                                  grammar_option,
                                  {"--rule", option_spec::value_kind::required, "production NAME"},
                                  {"--scheme", option_spec::value_kind::required, "scheme NAME"},
                                  {"--literal"},
                                  {"--json"},
                                  {"--format", option_spec::value_kind::required, "FORMAT"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

int run(command const& self, std::span<char const* const> args) {
    explain_options options;
    grammar_selection selection;
    std::optional<std::string_view> rule_name;
    std::optional<std::string_view> scheme_name;
    bool literal = false;
    bool json_flag = false, format_given = false;
    std::vector<std::string_view> inputs;
    auto const stop = parse_command_line(
        self, args, accepted_options, inputs, [&](argument_cursor::argument const& arg) -> std::string {
            if (arg.option == "--json") json_flag = true;
            if (arg.option == "--format") {
                format_given = true;
                auto const format = format_from_name(*arg.value);
                if (!format)
                    return "unknown format \"" + std::string(*arg.value) + "\"; the formats are: text, json, dot, svg";
                options.format = *format;
            }
            if (arg.option == "--literal") literal = true;
            if (arg.option == "--jobs") return take_jobs(*arg.value, options.jobs);
            if (arg.option == "--entry") options.entry_given = true;
            if (arg.option == "--entry" || arg.option == "--grammar") return selection.take(arg.option, *arg.value);
            if (arg.option == "--rule") rule_name = *arg.value;
            if (arg.option == "--scheme") scheme_name = *arg.value;
            return {};
        });
    if (stop) return *stop;
    if (std::string problem = selection.resolve(options.start, false); !problem.empty())
        return usage_error(self, problem);
    std::string rule_scheme;  // the scheme whose grammar --rule names
    if (scheme_name) {
        if (!rule_name) return usage_error(self, "--scheme needs --rule NAME");
        if (iri::scheme_productions(*scheme_name).empty())
            return usage_error(self, "no grammar for the scheme \"" + std::string(*scheme_name) +
                                         "\"; the schemes with one are: " + scheme_names());
        for (std::string_view const s : iri::scheme_grammars())  // its name as the table spells it
            if (iri::scheme_productions(s).data() == iri::scheme_productions(*scheme_name).data()) rule_scheme = s;
        for (auto const& p : iri::scheme_productions(rule_scheme))
            if (p.name == *rule_name) options.rule = &p;
        if (!options.rule)
            return usage_error(self, "unknown production \"" + std::string(*rule_name) + "\" of the " + rule_scheme +
                                         " grammar; its productions are: " + scheme_production_names(rule_scheme));
    } else if (rule_name) {
        options.grammar = iri::grammar_of(options.start);
        options.rule = iri::find_production(*rule_name, options.grammar);
        if (!options.rule) {
            options.rule = only_scheme_production(*rule_name, rule_scheme);
            if (!options.rule && rule_scheme.find(',') != std::string::npos)
                return usage_error(self, "\"" + std::string(*rule_name) +
                                             "\" is a production of the grammars of several schemes (" + rule_scheme +
                                             "): choose one with --scheme NAME");
            if (!options.rule)
                return usage_error(self, "unknown production \"" + std::string(*rule_name) +
                                             "\"; the productions are: " + production_names(options.grammar, false) +
                                             "; and those of the scheme grammars (" + scheme_names() + ")");
        }
    }
    options.scheme = rule_scheme;
    if (json_flag) {
        if (format_given && options.format != output_format::json)
            return usage_error(
                self, "--json and --format " + std::string(format_name(options.format)) + " cannot be used together");
        options.format = output_format::json;
    }
    options.json = options.format == output_format::json;
    if (options.format == output_format::svg && inputs.size() != 1)
        return usage_error(self, "--format svg draws one input: give exactly one as an argument");
    if (options.rule && options.entry_given) return usage_error(self, "--entry and --rule cannot be used together");
    if (literal) {
        if (!options.rule) return usage_error(self, "--literal needs --rule NAME");
        if (!options.scheme.empty())
            return usage_error(self, "--literal is for the productions of RFC 3987 and RFC 3986, not of the " +
                                         std::string(options.scheme) + " grammar");
        options.literal = options.rule->has_literal_transcription;
        if (!options.literal)
            return usage_error(self, "grammar/rfc3987/literal_def.hpp has no literal transcription of " +
                                         std::string(options.rule->name) +
                                         "; it has one of: " + production_names(options.grammar, true));
    }

    auto handle = [&](std::string_view input, std::string& out, input_state& state) {
        ++(explainer(options, out, state.number == 1)(input) ? state.counts.ok : state.counts.failed);
    };
    return exit_status_of(run_on_inputs(self, inputs, options.jobs, handle));
}

}  // namespace

command const explain_command{
    "explain",
    "show the tree of productions an input parses as, or where each attempt stopped",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
