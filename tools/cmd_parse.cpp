// `iri parse`: shows the components of each reference, or where and why it
// is not valid. For people (aligned text) and for programs (JSON Lines).
#include "command.hpp"
#include "line_reader.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "reference_json.hpp"

#include <iri/iri.hpp>

#include <cstdio>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"(Usage: iri parse [--json] [--entry NAME] [--] [REFERENCE...]

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
  --json         print one JSON object per input, each on one line
  -h, --help     show this help

Output (default):
  A valid input is printed, then one line per component: scheme, userinfo,
  host with its kind (ipv6, ipvfuture, ipv4, reg-name), port, path with the
  production it matched (ipath-abempty, ipath-absolute, ipath-noscheme,
  ipath-rootless, ipath-empty), query, fragment. A component that is present
  is shown in double quotes, so "" is present but empty; a missing one is
  shown as (absent). The host of an IP literal keeps its brackets.

  An invalid input is printed, then a line with "^" under the offending
  character (one column per code point; a tab or control byte counts as one
  column), then
    error at character N (byte M) in PRODUCTION: MESSAGE
  where N counts code points and M bytes, both from 0, and PRODUCTION is the
  ABNF name of the production where the input stops matching.

  Inputs are separated by an empty line.

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
                  "message"}; see `iri check --help`
  JSON text must be UTF-8, so in every string each byte that is not part of
  valid UTF-8 is replaced by U+FFFD; "byte_offset" still counts the bytes of
  the original input. Control characters are escaped as \u00XX.

Exit status:
  0  every input is valid
  1  some input is invalid
  2  usage error (unknown option, missing or unknown --entry NAME), or
     standard input or output failed
)";

struct parse_options {
    bool json = false;
    iri::entry start = iri::entry::IRI_reference;
};

// "  host      "example.org" (reg-name)": the label padded so the values line
// up. Valid components cannot contain '"' or control characters, so plain
// quotes are unambiguous.
void write_component(output_buffer& out, std::string_view label,
                     std::optional<std::string_view> value, std::string_view kind = {})
{
    out.append("  ");
    out.append(label);
    out.text().append(10 - label.size(), ' ');
    if (!value) {
        out.append("(absent)\n");
        return;
    }
    out.append('"');
    out.append(*value);
    out.append('"');
    if (!kind.empty()) {
        out.append(" (");
        out.append(kind);
        out.append(')');
    }
    out.append('\n');
}

void write_human(output_buffer& out, std::string_view input, iri::parse_result const& result)
{
    out.append(input);
    out.append('\n');
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
    // Terminals show characters, not bytes: one column per code point.
    out.text().append(error.offset, ' ');
    out.append("^\nerror at character ");
    out.append_number(error.offset);
    out.append(" (byte ");
    out.append_number(error.byte_offset);
    out.append(") in ");
    out.append(error.production);
    out.append(": ");
    out.append(error.explanation());
    out.append('\n');
}

// The JSON object, with the warnings of iri::check (no code raised).
void write_json(output_buffer& out, std::string_view input, iri::parse_result const& result,
                std::vector<iri::warning>& warnings)
{
    warnings.clear();
    if (result && iri::check(result.value(), warnings).code == iri::errc::out_of_memory) throw std::bad_alloc();
    write_reference_json(out.text(), input, result, warnings);
    out.append('\n');
}

int run(command const& self, std::span<char const* const> args)
{
    parse_options options;
    std::vector<std::string_view> inputs;
    argument_cursor cursor(args);
    while (auto arg = cursor.next()) {
        if (!arg->is_option) {
            inputs.push_back(arg->text);
        } else if (arg->option == "--help" || arg->option == "-h") {
            return print_usage(self);
        } else if (arg->option == "--json" && !arg->inline_value) {
            options.json = true;
        } else if (arg->option == "--entry") {
            if (std::string problem = take_entry(cursor, *arg, options.start); !problem.empty())
                return usage_error(self, problem);
        } else {
            return usage_error(self, "unknown option \"" + std::string(arg->text) +
                                         "\" (put \"--\" before a reference that begins with \"-\")");
        }
    }

    output_buffer out(STDOUT_FILENO);
    std::vector<iri::warning> warnings;
    bool all_valid = true;
    bool first = true;
    auto handle = [&](std::string_view input) {
        iri::parse_result result = iri::parse(input, options.start);
        all_valid = all_valid && result.ok();
        if (options.json) {
            write_json(out, input, result, warnings);
        } else {
            if (!first) out.append('\n');
            write_human(out, input, result);
        }
        first = false;
        out.flush_if_full();
    };

    if (!inputs.empty()) {
        for (std::string_view input : inputs) handle(input);
    } else {
        line_reader lines(STDIN_FILENO, [&] { out.flush(); });
        std::string_view line;
        while (lines.next(line)) handle(line);
        if (lines.error() != 0) {
            out.flush();
            std::fprintf(stderr, "iri parse: cannot read standard input: %s\n",
                         std::strerror(lines.error()));
            return exit_usage;
        }
    }
    out.flush();
    if (!out.ok()) {
        std::fprintf(stderr, "iri parse: cannot write output: %s\n", std::strerror(out.error()));
        return exit_usage;
    }
    return all_valid ? exit_all_valid : exit_some_invalid;
}

}  // namespace

command const parse_command{
    "parse",
    "show the components of references, or where and why they are invalid",
    usage,
    run,
};

}  // namespace iri::tool
