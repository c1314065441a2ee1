// `iri relativize`: the shortest reference that resolves, against one base,
// to each target (iri::relativize_into).
#include "base_option.hpp"
#include "command.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri relativize --base BASE [--json] [--jobs N] [--] [TARGET...]

Prints, for each TARGET, the shortest reference R such that
`iri resolve --base BASE R` prints TARGET exactly (strict resolution,
RFC 3986 section 5.2). Ties go to the first of: a reference without path
("", "?query", "#fragment"), a relative path, an absolute path, a
network-path reference ("//host/..."), TARGET itself.

Input:
  Each TARGET argument is one input; with none, one target per line from
  standard input (lines end at "\n", one trailing "\r" is removed, the last
  line needs no "\n"). Put "--" before targets that begin with "-".

Options:
  --base BASE    the absolute IRI the references are relative to (required)
  --json         print one JSON object per input, each on one line
  --jobs N       relativize standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the reference (possibly empty: TARGET is BASE
  without its fragment), or, when there is none,
    error at character N (byte M) in PRODUCTION: MESSAGE
  A TARGET must be a valid absolute IRI. One whose path keeps dot segments
  ("http://a/./b") is reached by no reference, since resolution removes
  them, unless it is BASE's own path.

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"    the target
    "output"   the reference, or null
    "error"    null, or an object with "offset", "byte_offset",
               "production" and "message" (as in `iri resolve --help`)

Exit status:
  0  every target was relativized
  1  some target is not a valid absolute IRI, or no reference reaches it
  2  usage error (unknown option, no --base, a BASE that is not a valid
     absolute IRI), or standard input or output failed
)usage";

constexpr auto accepted_options = documented_options(usage, {
                                                                base_option,
                                                                {"--json"},
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    std::optional<std::string_view> base_text;
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    auto const stop = parse_text_command_line(self, args, accepted_options, inputs, settings,
                                              [&](argument_cursor::argument const& arg) -> std::string {
                                                  if (arg.option == "--base") base_text = arg.value;
                                                  return {};
                                              });
    if (stop) return *stop;
    iri::reference_view base;
    if (std::string const problem = take_base(base_text, base); !problem.empty()) return usage_error(self, problem);

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::parse_result const target = iri::parse(input);
        if (!target) return target.error();
        iri::diagnostic error;
        iri::relativize_into(base, target.value(), out, &error);
        return error;
    });
}

}  // namespace

command const relativize_command{
    "relativize",
    "the shortest reference from a base IRI to each target",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
