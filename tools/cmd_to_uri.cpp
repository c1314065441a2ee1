// `iri to-uri`: the URI each IRI maps to (RFC 3987 §3.1, iri::to_uri_into).
#include "command.hpp"
#include "conversion_steps.hpp"
#include "options.hpp"
#include "text_command.hpp"

#include <iri/convert_explain.hpp>
#include <iri/iri.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage =
    R"usage(Usage: iri to-uri [--lenient] [--idna[=uts46|idna2003|idna2003-creating|whatwg]]
                  [--from-charset NAME] [--query-charset NAME] [--explain] [--json]
                  [--jobs N] [--] [IRI...]

Prints the URI each IRI maps to (RFC 3987 section 3.1): every non-ASCII
character is replaced by the %HH triplets (uppercase hex) of its UTF-8
octets. Everything else, existing "%hh" included, is kept as it is. A URI
maps to itself.

An input that is not a valid IRI reference is an error, never a partly
converted string.

Input:
  Each IRI argument is one input; with none, one IRI per line from standard
  input (lines end at "\n", one trailing "\r" is removed, an empty line is
  the empty reference, the last line needs no "\n"). Put "--" before inputs
  that begin with "-".

Options:
  --lenient      first percent-encode the printable US-ASCII characters that
                 IRIs do not allow: space < > " { } | \ ^ `
                 ("%", "#", "[" and "]" are never encoded: that would change
                 the meaning); an input still invalid after that is an error
  --idna, --idna=uts46
                 for schemes whose hosts are DNS names (http, https, ws, wss,
                 ftp, coap, coaps, gopher, imap, ldap, nntp, pop, rtsp, snmp,
                 telnet), convert a host holding non-ASCII characters, "%HH"
                 or an "xn--" label with UTS #46 ToASCII (nontransitional,
                 STD3 rules, CheckBidi, CheckJoiners), so "résumé.example.org"
                 becomes "xn--rsum-bpad.example.org"; a host it rejects is an
                 error in production ireg-name that names the broken rule
                 (empty label, label over 63 or name over 253 octets,
                 disallowed character, Bidi rule, invalid "xn--" label...)
  --idna=idna2003
                 the same with IDNA2003 (RFC 3490) ToASCII, UseSTD3ASCIIRules
                 and AllowUnassigned as section 3.1 sets them for converting
                 an IRI: "ß" becomes "ss", and a code point unassigned in
                 Unicode 3.2 is accepted ("😀.example" is "xn--e28h.example")
  --idna=idna2003-creating
                 the same with AllowUnassigned false, section 3.1's rule for
                 creating IRIs: an unassigned code point is an error
  --idna=whatwg  what browsers do, which RFC 3987 does not allow: the URL
                 Standard's host parser, the code "iri url" runs, on every
                 reg-name of http, https, ws, wss and ftp, ASCII ones
                 included (lowercased): percent-decoded, then domain to
                 ASCII (UTS #46 nontransitional, CheckBidi, CheckJoiners,
                 but no STD3 rules, no hyphen or length checks; an ASCII
                 "xn--" label is kept even when not valid Punycode), then an
                 IPv4 address when it ends in a number ("0x7F.1" becomes
                 "127.0.0.1"): "ü_b.example" becomes "xn--_b-wka.example".
                 IP literals and dotted-decimal IPv4 addresses stay as they
                 are. Any " ` { } the result keeps is written %HH, as a URI
                 must. A host the Standard refuses is an error in ireg-name
                 at the first label refused on its own (else at the host),
                 saying why (a forbidden domain code point such as "%2F",
                 a joiner, the Bidi rule, no IPv4 address...)
  --from-charset NAME, --from-charset=NAME
                 the input is in charset NAME (iso-8859-1, macintosh,
                 windows-1252, Shift_JIS, KOI8-R, ...), not UTF-8: it is
                 converted to Unicode and normalized to NFC first (RFC 3987
                 section 3.1, variant b); error offsets then count in the
                 converted text. Bytes NAME cannot convert are an error in
                 IRI-reference at the first of them: byte M of the input,
                 character N the count of characters decoded before it.
                 UTF-8 input is never normalized. A NAME that does not
                 keep ASCII's bytes (UTF-16, UTF-32) is a usage error:
                 the input is read in lines, at the byte 0A.
  --query-charset NAME, --query-charset=NAME
                 write the query as a browser does for a URL in a page of
                 encoding NAME (not RFC 3987, which always uses UTF-8; the
                 WHATWG URL Standard, and the HTTP case of the 2011 IRI
                 processing draft): NAME is a label of the WHATWG Encoding
                 Standard (iso-8859-1 and latin1 mean windows-1252, so "€"
                 is %80). Only the query of http, https, ftp and file
                 changes (ws and wss: UTF-8, as the Standard says): the
                 Standard's query encoder, the code "iri url" runs, encodes
                 each character in NAME and writes each byte %HH when the
                 special-query percent-encode set holds it (controls, bytes
                 above 7E, space " # < > '), so "'" becomes %27 and
                 Shift_JIS "ト" (83 67) "%83g"; a character NAME lacks
                 becomes its numeric character reference ("€" in Shift_JIS
                 is "%26%238364%3B"). The one difference from the browser:
                 bytes it sends raw that a URI may not hold (RFC 3986 §2),
                 [ \ ] ^ ` { | } and a "%" that starts no triplet (from
                 ISO-2022-JP's JIS X 0208 pairs), are written %HH: Shift_JIS
                 "−" (81 7C) is "%81%7C" where the browser sends "%81|".
                 The browser's exact form: "iri url --encoding NAME" (the
                 library's iri::url::parse_in_encoding).
                 With --lenient, the characters it encodes are read as
                 written. With iso-8859-1, "?q=März" becomes "?q=M%E4rz".
                 utf-8, utf-16le, utf-16be: UTF-8
  --explain      show each step of section 3.1: step 1 (the input as UCS
                 characters: UTF-8 taken as it is, or --from-charset's
                 conversion and NFC), then, over the input in order, each
                 character step 2 percent-encodes ("U+00E9 is not allowed
                 in a URI: UTF-8 C3 A9 -> %C3%A9"), each run of text kept
                 as it is, the host --idna converted, the query characters
                 --query-charset wrote; with the byte offset of each.
                 The rows are written as they are formatted (about 70
                 bytes per input byte), not held until the input is done
  --json         print one JSON object per input, each on one line
  --jobs N       convert standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per input: the URI, or, when the input is not a valid IRI,
    error at character N (byte M) in PRODUCTION: MESSAGE
  where N counts code points and M bytes, both from 0.

Output (--json):
  One object per input, one line each, with exactly these fields in order:
    "input"    the input
    "output"   the URI, or null when the input is not a valid IRI
    "error"    null, or an object with "offset" (code points), "byte_offset",
               "production" (an ABNF name) and "message" (for people; its
               wording may change)
  With --explain, then "steps": [{"step", "byte_offset", "offset",
  "before", "after", "changed", "why"}...], the rows the text shows ("why"
  is for people; its wording may change); [] when not valid. After the
  step 1 row, the rows' "after" values joined are "output".

Exit status:
  0  every input was converted
  1  some input is not a valid IRI
  2  usage error (an unknown option, or a charset NAME neither option
     knows), or standard input or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--lenient"},
                                  {"--idna", option_spec::value_kind::optional},
                                  {"--from-charset", option_spec::value_kind::required, "charset NAME"},
                                  {"--query-charset", option_spec::value_kind::required, "charset NAME"},
                                  {"--explain"},
                                  {"--json"},
                                  jobs_option,
                                  help_option,
                                  short_help_option,
                              });

constexpr choice<iri::idna_mode> idna_rules[] = {{"uts46", iri::idna_mode::uts46},
                                                 {"idna2003", iri::idna_mode::idna2003},
                                                 {"idna2003-creating", iri::idna_mode::idna2003_creating},
                                                 {"whatwg", iri::idna_mode::whatwg}};

int run(command const& self, std::span<char const* const> args) {
    iri::to_uri_options options;
    text_pass_settings settings;
    std::vector<std::string_view> inputs;
    bool explain = false;
    auto const stop = parse_text_command_line(
        self, args, accepted_options, inputs, settings, [&](argument_cursor::argument const& arg) -> std::string {
            if (arg.option == "--lenient") {
                options.lenient = true;
            } else if (arg.option == "--explain") {
                explain = true;
            } else if (arg.option == "--from-charset" || arg.option == "--query-charset") {
                if (arg.value->empty()) return std::string(arg.option) + " needs a charset NAME";
                // Checked once here: an unknown name is a usage error, not a
                // failure of every input.
                bool const from = arg.option == "--from-charset";
                if (from) {
                    if (std::string problem = input_charset_problem(*arg.value); !problem.empty()) return problem;
                } else if (!iri::is_query_charset(*arg.value)) {
                    return "--query-charset: unknown charset \"" + std::string(*arg.value) +
                           "\" (not a label of the WHATWG Encoding Standard)";
                }
                (from ? options.from_charset : options.query_charset) = *arg.value;
            } else if (arg.option == "--idna") {
                // The value is optional, so only "--idna=RULES" gives one.
                return take_choice(arg.option, arg.value.value_or("uts46"), idna_rules, options.idna);
            }
            return {};
        });
    if (stop) return *stop;

    if (explain)
        return run_conversion_explained(self, inputs, settings,
                                        [&](std::string_view input) { return iri::explain_to_uri(input, options); });

    return run_text_pass(self, inputs, settings, [&](std::string_view input, std::string& out) {
        iri::diagnostic error;
        iri::to_uri_into(input, out, options, &error);
        return error;
    });
}

}  // namespace

command const to_uri_command{
    "to-uri",
    "the URI an IRI maps to (RFC 3987 section 3.1)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
