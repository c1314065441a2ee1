// `iri grammars`: which of the project's grammars accept each input, and
// where each of the others stops. The exhibit of docs/history.md: how the
// IRI grammar moved from the 2002 draft to RFC 3987, input by input.
#include "command.hpp"
#include "json.hpp"
#include "line_engine.hpp"
#include "output_buffer.hpp"
#include "options.hpp"
#include "reference_json.hpp"
#include "text_command.hpp"

#include <iri/grammars.hpp>
#include <iri/iri.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"(Usage: iri grammars [--json] [--] [REFERENCE...]

Shows, for each input, which of the project's grammars accept it, and for
each that does not, the production and the position where it stops:

  rfc3987   RFC 3987 §2.2 IRI-reference (with §4.1's ban on bidi
            formatting characters), what `iri parse` reads
  rfc3986   RFC 3986 §4.1 URI-reference: ASCII only
  draft-01  the 2002 draft, draft-duerst-iri-01 §2.2 IRI-reference
            (grammar/draft01/): space, "<", ">", DQUOTE, "{", "}", "|",
            "\", "^", "`", "%" and "#" are characters of an IRI there
  leiri     a Legacy Extended IRI (W3C Note, 2008): what
            `iri to-iri --from-leiri` maps to an IRI

docs/history.md explains the differences with these inputs.

Input:
  Each REFERENCE argument is one input; with none, one input per line from
  standard input (lines end at "\n", one trailing "\r" is removed). Put
  "--" before inputs that begin with "-".

Options:
  --json         one JSON object per input, each on one line:
                   {"input": ..., "grammars": [{"grammar": "rfc3987",
                   "entry": "IRI-reference", "valid": true, "error": null},
                   ...]} with "error" as in `iri parse --json`
  -h, --help     show this help

Output (default):
  The input, then one line per grammar: its name, "yes", or "no" and where
  it stops: "error at character N (byte M) in PRODUCTION: MESSAGE".

Exit status:
  0  every input is accepted by RFC 3987
  1  some input is not (the other grammars do not change the status)
  2  usage error, or standard input or output failed
)";

struct verdict {
    std::string_view grammar;
    std::string_view entry;
    iri::parse_result result;
};

// A LEIRI is what the Note's mapping turns into an IRI (<iri/leiri.hpp>);
// its diagnostic is on the LEIRI's own offsets.
iri::parse_result leiri_result(std::string_view input) {
    iri::diagnostic error;
    std::string mapped;
    if (iri::to_iri_from_leiri_into(input, mapped, &error) == iri::errc::ok) return iri::reference_view{};
    return error;
}

// Each grammar of the registry at its default entry point, in its order
// (the first, rfc3987, decides the exit status), then LEIRI.
std::vector<verdict> judge(std::string_view input) {
    std::vector<verdict> verdicts;
    verdicts.reserve(iri::grammars().size() + 1);
    for (iri::grammar_description const& g : iri::grammars())
        verdicts.push_back({g.name, g.entries.front().rule, iri::parse(input, g.entries.front().start)});
    verdicts.push_back({leiri_name, "LEIRI", leiri_result(input)});
    return verdicts;
}

void write_human(std::string& out, std::string_view input, std::vector<verdict> const& verdicts) {
    append_shown(out, input);
    out += '\n';
    for (verdict const& v : verdicts) {
        out += "  ";
        out += v.grammar;
        out.append(10 - v.grammar.size(), ' ');
        if (v.result) {
            out += "yes\n";
            continue;
        }
        out += "no   ";
        out += error_line(v.result.error());
        out += '\n';
    }
}

void write_json(std::string& out, std::string_view input, std::vector<verdict> const& verdicts) {
    json_object_writer object(out);
    object.string_field("input", input).raw_field("grammars", "[");
    bool first = true;
    for (verdict const& v : verdicts) {
        if (!first) out += ',';
        first = false;
        json_object_writer item(out);
        item.string_field("grammar", v.grammar).string_field("entry", v.entry).bool_field("valid", v.result.ok());
        if (v.result) {
            item.null_field("error");
        } else {
            write_error(item, v.result.error());
        }
        item.end();
    }
    out += ']';
    object.end();
    out += '\n';
}

constexpr auto accepted_options = documented_options(usage, {
                                                                {"--json"},
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    bool json = false;
    std::vector<std::string_view> inputs;
    auto const stop = parse_command_line(self, args, accepted_options, inputs,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json") json = true;
                                             return {};
                                         });
    if (stop) return *stop;

    auto handle = [&](std::string_view input, std::string& out, input_state& state) {
        auto const verdicts = judge(input);
        ++(verdicts.front().result ? state.counts.ok : state.counts.failed);
        if (json) {
            write_json(out, input, verdicts);
        } else {
            if (state.number > 1) out += '\n';  // inputs are separated by an empty line
            write_human(out, input, verdicts);
        }
    };
    return exit_status_of(run_on_inputs(self, inputs, 1, handle));
}

}  // namespace

command const grammars_command{
    "grammars",
    "show which grammars (RFC 3987, RFC 3986, the 2002 draft, LEIRI) accept each input, and where the others stop",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
