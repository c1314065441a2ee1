// `iri compare`: whether two references are equivalent, and at which rung
// of the RFC 3987 §5.3 comparison ladder (iri::compare).
#include "command.hpp"
#include "json.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri compare [--level string|syntax|scheme] [--nfc] [--json] [--] A B

Tells whether A and B are equivalent (RFC 3987 section 5.3), climbing the
comparison ladder from the bottom up to LEVEL and stopping at the first
rung where they become equal:
  string   section 5.3.1: the same bytes
  syntax   section 5.3.2: the same after syntax-based normalization
           (see `iri normalize --help`)
  scheme   section 5.3.3: the same after scheme-based normalization
           (see `iri normalize --help`); for a URN, without its r-, q-
           and f-components, which RFC 8141 section 3.1 leaves out of
           URN-equivalence

Options:
  --level LEVEL  the highest rung to try (default syntax)
  --nfc          character normalization (NFC) at the syntax rung
  --json         print one JSON object on one line
  -h, --help     show this help

Output (default):
  "equivalent (LEVEL)" with the rung where they became equal, or
  "different". When A or B is not a valid reference (needed above the
  string rung):
    A: error at character N (byte M) in PRODUCTION: MESSAGE
  (or B:).

Output (--json):
  {"equivalent": true or false, "level": "string", "syntax", "scheme" or
   null, "error": null or {"input": "A" or "B", "offset", "byte_offset",
   "production", "message"}}

Exit status:
  0  compared (equivalent or not)
  1  A or B is not a valid reference
  2  usage error (unknown option, unknown LEVEL, not exactly two operands),
     or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--level", option_spec::value_kind::required, "LEVEL: string, syntax or scheme"},
                                  {"--nfc"},
                                  {"--json"},
                                  help_option,
                                  short_help_option,
                              });

constexpr choice<iri::comparison_level> levels[] = {{"string", iri::comparison_level::string},
                                                    {"syntax", iri::comparison_level::syntax},
                                                    {"scheme", iri::comparison_level::scheme}};

int run(command const& self, std::span<char const* const> args) {
    iri::normalize_options options;
    bool json = false;
    std::vector<std::string_view> operands;
    auto const stop = parse_command_line(self, args, accepted_options, operands,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json") {
                                                 json = true;
                                             } else if (arg.option == "--nfc") {
                                                 options.nfc = true;
                                             } else if (arg.option == "--level") {
                                                 return take_choice(arg.option, *arg.value, levels, options.level);
                                             }
                                             return {};
                                         });
    if (stop) return *stop;
    if (operands.size() != 2)
        return usage_error(self, "needs exactly two references, A and B; got " + std::to_string(operands.size()));

    iri::comparison const result = iri::compare(operands[0], operands[1], options);
    stop_if_out_of_memory(result.error);  // the run's failure, not A's or B's
    std::string_view const which = result.invalid_input == 1 ? "A" : "B";
    output_buffer out(STDOUT_FILENO);
    if (json) {
        json_object_writer object(out.text());
        object.bool_field("equivalent", result.equivalent);
        if (result.level)
            object.string_field("level", iri::to_string(*result.level));
        else
            object.null_field("level");
        if (!result.error) {
            object.null_field("error");
        } else {
            json_object_writer details = object.object_field("error");
            details.string_field("input", which)
                .number_field("offset", result.error.offset)
                .number_field("byte_offset", result.error.byte_offset)
                .string_field("production", production_name(result.error))
                .string_field("message", result.error.explanation())
                .end();
        }
        object.end();
        out.append('\n');
    } else if (result.error) {
        out.append(which);
        out.append(": ");
        out.append(error_line(result.error));
        out.append('\n');
    } else if (result.equivalent) {
        out.append("equivalent (");
        out.append(iri::to_string(*result.level));
        out.append(")\n");
    } else {
        out.append("different\n");
    }
    out.flush();
    if (!out.ok()) {
        std::fprintf(stderr, "iri compare: cannot write output: %s\n", std::strerror(out.error()));
        return exit_usage;
    }
    return result.error ? exit_some_invalid : exit_all_valid;
}

}  // namespace

command const compare_command{
    "compare",
    "whether two references are equivalent, and at which level (RFC 3987 section 5.3)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
