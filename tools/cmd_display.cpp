// `iri display`: bidi IRIs in the order they appear on screen (RFC 3987
// §4.1, §4.4; iri::display_into).
#include "command.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri display [--bidi-notation[=hebrew|arabic]] [--reorder-only] [--any-text]
                   [--embed[=lre|lri]] [--json] [--jobs N] [--] [IRI...]

Prints each IRI in visual order: the order in which its characters appear
on screen, from left to right, when an IRI holding right-to-left characters
(Hebrew, Arabic...) is rendered as RFC 3987 section 4.1 requires, with the
Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0) as if in a
left-to-right embedding. An IRI without right-to-left characters is
printed as it is; percent-encoded octets are shown as written.

The output is for a display that draws characters from left to right as
they come: a terminal without bidi support, a log, a fixed-width label. So
a right-to-left "(" is written as ")", the glyph it shows (UAX #9 rule L4),
and combining marks go back after their base character (rule L3). A
terminal that applies the bidi algorithm itself would reorder the output a
second time: there, use --embed, or read the IRI in --bidi-notation.

Input:
  Each IRI argument is one input; with none, one IRI per line from standard
  input (lines end at "\n", one trailing "\r" is removed, an empty line is
  the empty reference, the last line needs no "\n"). Put "--" before inputs
  that begin with "-".

Options:
  --bidi-notation, --bidi-notation=hebrew
                 the notation of RFC 3987 section 4.4: A-Z are right-to-left
                 letters (Bidi_Class R, as Hebrew), a-z left-to-right, so
                 "http://ab.CDEFGH.ij/kl/mn/op.html" displays as
                 "http://ab.HGFEDC.ij/kl/mn/op.html"
  --bidi-notation=arabic
                 A-Z are Arabic letters (Bidi_Class AL), after which digits
                 are Arabic numbers: the second picture of section 4.4
                 example 9
  --reorder-only only reorder (rule L2): no character is replaced by its
                 mirror glyph or moved after its base; the output is a
                 permutation of the input's characters
  --any-text     display any UTF-8 text, not only valid IRI references; text
                 with bidi formatting characters (which section 4.1 forbids
                 in IRIs) then shows what they do: "http://a/" followed by
                 U+202E RIGHT-TO-LEFT OVERRIDE and "fdp.exe" displays as
                 "http://a/" and U+202E followed by "exe.pdf"
  --embed, --embed=lre
                 do not reorder: print the IRI in logical order between LRE
                 (U+202A) and PDF (U+202C), the embedding of section 4.1, for
                 text that a program applying the bidi algorithm lays out
  --embed=lri    the same between LRI (U+2066) and PDI (U+2069), the isolate
                 UAX #9 has had since Unicode 6.3: the text around it sees
                 the IRI as one neutral character
  --json         print one JSON object per input, each on one line
  --jobs N       display standard input on N threads (0: one per CPU); the
                 output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the displayed IRI, or, when the input is not a valid
  IRI reference (with --any-text: not UTF-8),
    error at character N (byte M) in PRODUCTION: MESSAGE
  where N counts code points and M bytes, both from 0.

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"    the input
    "output"   the displayed IRI, or null on error
    "error"    null, or an object with "offset" (code points), "byte_offset",
               "production" (an ABNF name) and "message" (for people; its
               wording may change)

Exit status:
  0  every input was displayed
  1  some input is not a valid IRI reference (with --any-text: not UTF-8)
  2  usage error, or standard input or output failed
)usage";

constexpr auto accepted_options = documented_options(usage, {
                                                                {"--bidi-notation", option_spec::value_kind::optional},
                                                                {"--reorder-only"},
                                                                {"--any-text"},
                                                                {"--embed", option_spec::value_kind::optional},
                                                                {"--json"},
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

constexpr choice<iri::bidi_notation> notations[] = {{"hebrew", iri::bidi_notation::hebrew},
                                                    {"arabic", iri::bidi_notation::arabic}};
constexpr choice<iri::display_form> embeddings[] = {{"lre", iri::display_form::lre_pdf},
                                                    {"lri", iri::display_form::lri_pdi}};

int run(command const& self, std::span<char const* const> args) {
    iri::display_options options;
    bool visual_only = false;  // an option that only concerns the visual form was given
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    auto const stop = parse_text_command_line(
        self, args, accepted_options, inputs, settings, [&](argument_cursor::argument const& arg) -> std::string {
            // The values are optional: only "--bidi-notation=LETTERS" gives one.
            if (arg.option == "--bidi-notation") {
                visual_only = true;
                return take_choice(arg.option, arg.value.value_or("hebrew"), notations, options.notation);
            }
            if (arg.option == "--embed")
                return take_choice(arg.option, arg.value.value_or("lre"), embeddings, options.form);
            if (arg.option == "--reorder-only") {
                options.reorder_only = true;
                visual_only = true;
            }
            if (arg.option == "--any-text") options.any_text = true;
            return {};
        });
    if (stop) return *stop;
    if (visual_only && options.form != iri::display_form::visual)
        return usage_error(self,
                           "--embed keeps the logical order: --bidi-notation and --reorder-only "
                           "only apply to the visual order");

    settings.show_controls = true;  // --any-text shows any text
    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::diagnostic error;
        iri::display_into(input, out, options, &error);
        return error;
    });
}

}  // namespace

command const display_command{
    "display",
    "a bidi IRI in the order shown on screen (RFC 3987 section 4.1)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
