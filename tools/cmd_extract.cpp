// `iri extract`: the IRIs in plain text (RFC 3987 §7.3, iri::extract).
#include "command.hpp"
#include "json.hpp"
#include "line_engine.hpp"
#include "options.hpp"

#include <iri/iri.hpp>

#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri extract [--json] [--jobs N] [--] [TEXT...]

Finds the IRIs in plain text (RFC 3987 section 7.3): a non-ASCII character
does not end an IRI. An IRI starts at a scheme followed by "//", or at
mailto:, urn:, tel:, sip:, sips:, news:, xmpp:, geo: or data:; it ends at
whitespace, at < > " { } | \ ^ `, at characters no IRI holds, at bidi
controls, and at the delimiters that surround IRIs in text (CJK brackets
and punctuation, curly quotes, guillemets, the sentence marks of Arabic,
Devanagari, Armenian and Greek). Trailing . , ; : ! ? ' and an unbalanced
) or ] are left out. Only what parses as an IRI is reported.

Input:
  Each TEXT argument is one text; with none, each line of standard input
  is one (an IRI never spans lines here).

Options:
  --json         one JSON object per IRI found, each on one line
  --jobs N       search standard input on N threads (0: one per CPU);
                 the output is the same, in input order (default 1)
  -h, --help     show this help

Output (default):
  One line per IRI found, in order.

Output (--json):
  One object per IRI found, with exactly these fields in order:
    "input"        which text it was found in, from 1 (argument or line)
    "offset"       code points before it in that text
    "byte_offset"  bytes before it in that text
    "iri"          the IRI

Exit status:
  0  some IRI was found
  1  none was found
  2  usage error, or standard input or output failed
)usage";

constexpr auto accepted_options = documented_options(usage, {
                                                                {"--json"},
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    bool json = false;
    unsigned jobs = 1;
    std::vector<std::string_view> inputs;
    auto const stop = parse_command_line(self, args, accepted_options, inputs,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json") json = true;
                                             if (arg.option == "--jobs") return take_jobs(*arg.value, jobs);
                                             return {};
                                         });
    if (stop) return *stop;

    // Each IRI found counts as one "ok".
    auto handle = [&](std::string_view text, std::string& out, input_state& state) {
        // A worker's own list, reused from one text to the next.
        std::vector<iri::found_iri>& found = state.found;
        found.clear();
        if (iri::extract(text, found) != iri::errc::ok) throw std::bad_alloc();
        for (iri::found_iri const& f : found) {
            ++state.counts.ok;
            if (json) {
                json_object_writer object(out);
                object.number_field("input", state.number)
                    .number_field("offset", f.offset)
                    .number_field("byte_offset", f.byte_offset)
                    .string_field("iri", f.iri)
                    .end();
            } else {
                out += f.iri;
            }
            out += '\n';
        }
    };
    std::optional<input_counts> const counts = run_on_inputs(self, inputs, jobs, handle);
    if (!counts) return exit_usage;
    return counts->ok > 0 ? exit_all_valid : exit_some_invalid;
}

}  // namespace

command const extract_command{
    "extract",
    "find the IRIs in plain text (RFC 3987 section 7.3)",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
