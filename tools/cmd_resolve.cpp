// `iri resolve`: resolves references against one base (RFC 3986 §5.2, on
// IRIs as RFC 3987 §6.5 says). The base is parsed once; each reference is
// parsed and resolved into one reused buffer (iri::resolve_into).
#include "command.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri resolve --base BASE [--non-strict] [--json] [--jobs N] [--] [REFERENCE...]

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
  --non-strict   ignore a scheme in a reference that equals the base's
                 (RFC 3986 section 5.2.2): "http:g" against an http base is
                 read as "g"
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

Exit status:
  0  every reference was resolved
  1  some reference is not valid
  2  usage error (unknown option, no --base, a BASE that is not a valid
     absolute IRI), or standard input or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--base", option_spec::value_kind::required, "BASE, an absolute IRI"},
                                  {"--non-strict"},
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

int run(command const& self, std::span<char const* const> args) {
    std::optional<std::string_view> base_text;
    text_pass_settings settings;
    iri::resolve_options options;
    std::vector<std::string_view> inputs;
    auto const stop = parse_text_command_line(self, args, accepted_options, inputs, settings,
                                              [&](argument_cursor::argument const& arg) -> std::string {
                                                  if (arg.option == "--non-strict")
                                                      options.strict = false;
                                                  else if (arg.option == "--base")
                                                      base_text = arg.value;
                                                  return {};
                                              });
    if (stop) return *stop;
    if (!base_text) return usage_error(self, "--base BASE is required");

    iri::parse_result const base = iri::parse(*base_text);
    if (!base) return usage_error(self, "--base is not a valid IRI: " + error_line(base.error()));
    if (base->is_relative())
        return usage_error(self, "--base must be an absolute IRI, with a scheme; \"" + std::string(*base_text) +
                                     "\" is a relative reference");

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::parse_result const reference = iri::parse(input);
        if (!reference) return reference.error();
        iri::diagnostic result;
        result.code = iri::resolve_into(base.value(), reference.value(), out, options);
        result.production = "IRI-reference";
        return result;
    });
}

}  // namespace

command const resolve_command{
    "resolve",
    "resolve references against a base IRI",
    usage,
    run,
};

}  // namespace iri::tool
