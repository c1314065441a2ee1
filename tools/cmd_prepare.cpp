// `iri prepare`: arbitrary text made into an IRI reference
// (draft-ietf-iri-3987bis processing §4 and §5, iri::prepare).
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

constexpr std::string_view usage =
    R"usage(Usage: iri prepare [--split | --remove-spaces] [--from-charset NAME] [--json] [--jobs N]
                   [--] [TEXT...]

Makes each TEXT (typed or pasted by a person) into an IRI reference, as the
2011 draft "IRI processing" describes (RFC 3987 section 7.2):
  1. leading and trailing space, CR, LF and TAB are removed;
  2. each inner space becomes "%20" (or, with --remove-spaces, is removed);
  3. with --from-charset, the text is converted to Unicode and NFC;
  4. every character not allowed where it stands is percent-encoded in
     UTF-8: controls, " < > \ ^ ` { | }, "[" "]" outside the host, a second
     "#", a "%" that starts no "%HH" ("%25"), bytes that are not UTF-8,
     characters that are not ucschar, private use outside the query, bidi
     formatting characters. Other non-ASCII characters are kept: the result
     is an IRI (`iri to-uri` makes a URI of it).
Text that is still not an IRI reference (a port that is not a number, a
broken IP literal) is an error, with offsets into the prepared text.

Input:
  Each TEXT argument is one input; with none, one per line from standard
  input (lines end at "\n", one trailing "\r" is removed). Put "--" before
  inputs that begin with "-".

Options:
  --split                  the input is a list: each run of text between
                           spaces is a reference of its own, prepared and
                           printed on its own line
  --remove-spaces          remove inner spaces instead of encoding them
                           (not with --split)
  --from-charset NAME      the input is in charset NAME, not UTF-8; an
                           unknown NAME, or one that does not keep ASCII's
                           bytes (UTF-16, UTF-32: the input is read in
                           lines), is a usage error (status 2); bytes
                           NAME cannot convert are an error at the first of
                           them (byte M of the input, after N characters)
  --json                   one JSON object per input, as `iri to-uri --json`
  --jobs N                 prepare standard input on N threads (0: one per
                           CPU); the output is the same, in input order
  -h, --help               show this help

Output:
  One line per input: the IRI reference, or
    error at character N (byte M) in PRODUCTION: MESSAGE

Exit status:
  0  every input was prepared
  1  some input could not be
  2  usage error, or standard input or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--split"},
                                  {"--remove-spaces"},
                                  {"--from-charset", option_spec::value_kind::required, "charset NAME"},
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

int run(command const& self, std::span<char const* const> args) {
    iri::prepare_options options;
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    auto const stop = parse_text_command_line(
        self, args, accepted_options, inputs, settings, [&](argument_cursor::argument const& arg) -> std::string {
            if (arg.option == "--split") {
                settings.split_on_spaces = true;
            } else if (arg.option == "--remove-spaces") {
                options.spaces = iri::inner_spaces::remove;
            } else if (arg.option == "--from-charset") {
                if (arg.value->empty()) return "--from-charset needs a charset NAME";
                // Checked once here: an unknown name is a usage error, not a
                // failure of every input.
                if (std::string problem = input_charset_problem(*arg.value); !problem.empty()) return problem;
                options.from_charset = *arg.value;
            }
            return {};
        });
    if (stop) return *stop;
    // --split makes each run between spaces an input of its own, so there
    // are no inner spaces left for --remove-spaces to remove: taking both
    // would silently ignore one.
    if (settings.split_on_spaces && options.spaces == iri::inner_spaces::remove)
        return usage_error(self, "--split and --remove-spaces do not combine");

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::text_result result = iri::prepare(input, options);
        if (!result) return result.error();
        out = std::move(result).value();
        return iri::diagnostic{};
    });
}

}  // namespace

command const prepare_command{
    "prepare",
    "make typed or pasted text into an IRI reference (RFC 3987 section 7.2)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
