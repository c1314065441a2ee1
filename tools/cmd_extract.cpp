// `iri extract`: the IRIs in plain text (RFC 3987 §7.3, iri::extract).
#include "command.hpp"
#include "json.hpp"
#include "line_reader.hpp"
#include "options.hpp"
#include "output_buffer.hpp"

#include <iri/iri.hpp>

#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri extract [--json] [--] [TEXT...]

Finds the IRIs in plain text (RFC 3987 section 7.3): a non-ASCII character
does not end an IRI. An IRI starts at a scheme followed by "//", or at
mailto:, urn:, tel:, sip:, sips:, news:, xmpp:, geo: or data:; it ends at
whitespace, at < > " { } | \ ^ `, at characters no IRI holds, and at the
delimiters that surround IRIs in text (CJK brackets and full stop, curly
quotes, guillemets). Trailing . , ; : ! ? ' and an unbalanced ) or ] are
left out. Only what parses as an IRI is reported.

Input:
  Each TEXT argument is one text; with none, each line of standard input
  is one (an IRI never spans lines here).

Options:
  --json         one JSON object per IRI found, each on one line
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

int run(command const& self, std::span<char const* const> args)
{
    bool json = false;
    std::vector<std::string_view> inputs;
    argument_cursor cursor(args);
    while (auto arg = cursor.next()) {
        if (!arg->is_option) {
            inputs.push_back(arg->text);
        } else if (arg->option == "--help" || arg->option == "-h") {
            return print_usage(self);
        } else if (arg->option == "--json" && !arg->inline_value) {
            json = true;
        } else {
            return usage_error(self, "unknown option \"" + std::string(arg->text) +
                                         "\" (put \"--\" before a text that begins with \"-\")");
        }
    }

    output_buffer out(STDOUT_FILENO);
    std::vector<iri::found_iri> found;
    std::size_t number = 0;
    bool any = false;
    auto handle = [&](std::string_view text) {
        ++number;
        found.clear();
        if (iri::extract(text, found) != iri::errc::ok) throw std::bad_alloc();
        for (iri::found_iri const& f : found) {
            any = true;
            if (json) {
                json_object_writer object(out.text());
                object.number_field("input", number)
                    .number_field("offset", f.offset)
                    .number_field("byte_offset", f.byte_offset)
                    .string_field("iri", f.iri)
                    .end();
            } else {
                out.append(f.iri);
            }
            out.append('\n');
        }
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
            std::fprintf(stderr, "iri extract: cannot read standard input: %s\n", std::strerror(lines.error()));
            return exit_usage;
        }
    }
    out.flush();
    if (!out.ok()) {
        std::fprintf(stderr, "iri extract: cannot write output: %s\n", std::strerror(out.error()));
        return exit_usage;
    }
    return any ? exit_all_valid : exit_some_invalid;
}

}  // namespace

command const extract_command{
    "extract",
    "find the IRIs in plain text (RFC 3987 section 7.3)",
    usage,
    run,
};

}  // namespace iri::tool
