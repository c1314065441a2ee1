// `iri to-iri`: the IRI each URI converts to (RFC 3987 §3.2,
// iri::to_iri_into).
#include "command.hpp"
#include "conversion_steps.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/convert_explain.hpp>
#include <iri/iri.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri to-iri [--idn-unicode | --from-leiri] [--explain] [--json]
                  [--jobs N] [--] [URI...]

Prints the IRI each URI converts to (RFC 3987 section 3.2). Decoded:
"%HH" triplets of unreserved ASCII characters (letters, digits, "-", ".",
"_", "~"; "%7Euser" becomes "~user", "%2E%2E" becomes "..", no dot
segments are removed), and triplets that spell, in strictly valid UTF-8,
a character an IRI may hold at that place. Kept encoded: every other ASCII
octet ("%25", "%2F", "%20"), octets that are not valid UTF-8 ("%FC",
"%C0%AF"), characters that are not ucschar, private-use characters outside
the query, the bidi formatting characters of section 4.1 ("%E2%80%AE"),
and the bidi controls Unicode added since (ALM, LRI, RLI, FSI, PDI, U+2028,
U+2029); and a host whose decoded form would read as an IPv4 address.
Octets kept encoded because of the non-ASCII rules are written in
uppercase hex.

So `iri to-uri` gives back a URI equivalent to the input under RFC 3986
section 6.2.2 (hex case, unreserved characters decoded); the input itself
when it had no triplet of an unreserved character and its hex digits were
uppercase. An IRI given as input keeps its characters, and converting the
output again changes nothing.

Input:
  Each URI argument is one input; with none, one URI per line from standard
  input (lines end at "\n", one trailing "\r" is removed, an empty line is
  the empty reference, the last line needs no "\n"). Put "--" before inputs
  that begin with "-".

Options:
  --from-leiri   the inputs are Legacy Extended IRIs (W3C Note, 2008: XML
                 system identifiers, XLink hrefs), not URIs: percent-encode
                 what a LEIRI allows and an IRI does not (space < > " { } |
                 \ ^ ` and controls, private-use characters outside the
                 query and other non-ucschar characters, and the bidi
                 formatting characters), nothing else; an input that is
                 still not an IRI is an error
  --idn-unicode  also turn each "xn--" label of a host into Unicode (UTS #46
                 ToUnicode; section 3.2.1): "xn--99zt52a.example.org" becomes
                 "納豆.example.org"; a label that does not decode is kept
  --explain      show each step of section 3.2 over the input in order:
                 step 1 (the URI as octets), then each "%HH" with its
                 verdict, "%41 is "A", unreserved US-ASCII: decoded" (step
                 2), "%2F is "/", reserved: kept", "%E9 is not part of
                 strictly legal UTF-8: kept encoded" (step 3), "U+202E is a
                 bidi formatting character (§4.1): kept encoded"
                 (step 4), each run of text kept as it is, the labels
                 --idn-unicode converted; with the byte offset of each.
                 Not with --from-leiri. The rows are written as they are
                 formatted, not held until the input is done
  --json         print one JSON object per input, each on one line
  --jobs N       convert standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the IRI, or, when the input is not a valid URI or IRI,
    error at character N (byte M) in PRODUCTION: MESSAGE

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input", "output" (null on error), "error" (null, or an object with
    "offset", "byte_offset", "production" and "message"), as for
    `iri to-uri --help`
  With --explain, then "steps": [{"step", "byte_offset", "offset",
  "before", "after", "changed", "why"}...], as for `iri to-uri --help`.

Exit status:
  0  every input was converted
  1  some input is not valid
  2  usage error, or standard input or output failed
)usage";

constexpr auto accepted_options = documented_options(usage, {
                                                                {"--idn-unicode"},
                                                                {"--from-leiri"},
                                                                {"--explain"},
                                                                {"--json"},
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    iri::to_iri_options options;
    bool from_leiri = false;
    bool explain = false;
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    auto const stop = parse_text_command_line(self, args, accepted_options, inputs, settings,
                                              [&](argument_cursor::argument const& arg) -> std::string {
                                                  if (arg.option == "--idn-unicode") options.idn_unicode = true;
                                                  if (arg.option == "--from-leiri") from_leiri = true;
                                                  if (arg.option == "--explain") explain = true;
                                                  return {};
                                              });
    if (stop) return *stop;
    if (from_leiri && options.idn_unicode) return usage_error(self, "--from-leiri and --idn-unicode do not combine");
    if (from_leiri && explain) return usage_error(self, "--from-leiri and --explain do not combine");

    if (explain)
        return run_conversion_explained(self, inputs, settings,
                                        [&](std::string_view input) { return iri::explain_to_iri(input, options); });

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::diagnostic error;
        if (from_leiri)
            iri::to_iri_from_leiri_into(input, out, &error);
        else
            iri::to_iri_into(input, out, options, &error);
        return error;
    });
}

}  // namespace

command const to_iri_command{
    "to-iri",
    "the IRI a URI converts to (RFC 3987 section 3.2)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
