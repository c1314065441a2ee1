// `iri validate`: checks one reference per line of big files and reports only
// the invalid lines, in the FILE:LINE:COL form that editors and grep know.
//
// Built for dumps of millions of lines: lines are views into large read
// blocks, the validator of iri::is_valid (no components, no diagnostic)
// decides, and finds where a valid line ends as it goes (iri::match_length),
// and only rejected lines pay for iri::parse and a message. A valid line
// costs no allocation, no output and no search for its "\n".
#include "command.hpp"
#include "line_engine.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "text_command.hpp"

#include <iri/iri.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"(Usage: iri validate [--grammar NAME] [--entry NAME] [--jobs N] [--] [FILE...]

Checks one reference per line and reports the invalid ones.

Input:
  Each FILE, in order; standard input when there is no FILE or a FILE is
  "-". Lines end at "\n", one trailing "\r" is removed, an empty line is an
  input (the empty reference, which is valid), the last line needs no "\n",
  and lines may be of any length.

Options:
  --entry NAME, --entry=NAME
                 the production each line must match:
                   IRI-reference   an IRI or a relative reference (default)
                   IRI             scheme ":" ... with optional "#" fragment
                   absolute-IRI    scheme ":" ... without fragment
                   irelative-ref   a relative reference (no scheme)
                   URI-reference   the ASCII-only RFC 3986 grammar
  --grammar NAME, --grammar=NAME
                 the grammar: rfc3987 (default); rfc3986 (its one entry
                 point, URI-reference); draft-01, the 2002 draft grammar of
                 draft-duerst-iri-01 (entry points IRI-reference, the
                 default, absoluteIRI and relativeIRI; docs/history.md)
                 or leiri: a Legacy Extended IRI (W3C Note, 2008), one
                 that `iri to-iri --from-leiri` maps to an IRI
  --jobs N       check on N threads (0: one per CPU); the output is the
                 same, in input order (default 1)
  -h, --help     show this help

Output:
  One line per invalid input, nothing for valid ones:
    FILE:LINE:COLUMN: error: PRODUCTION: MESSAGE
  FILE is "<stdin>" for standard input; LINE counts lines from 1; COLUMN is
  the offending character's position in code points from 1 (a tab or
  control byte counts as one); PRODUCTION is the ABNF name of the
  production where the line stops matching; MESSAGE is for a person and
  its wording may change. Then, last, a summary:
    N valid, M invalid
  All output goes to standard output; errors about files go to standard
  error.

Exit status:
  0  every line is valid
  1  some line is invalid
  2  usage error (unknown option, missing or unknown --entry NAME), or a
     FILE could not be opened or read, or output failed; the other files
     are still checked
)";

// A LEIRI is judged by its mapping to an IRI (<iri/leiri.hpp>), whose
// diagnostic is given on the LEIRI's own offsets.
iri::diagnostic leiri_verdict(std::string_view line) {
    iri::diagnostic error;
    std::string mapped;
    if (iri::to_iri_from_leiri_into(line, mapped, &error) == iri::errc::ok) return {};
    return error;
}

// FILE:LINE:COLUMN: error: PRODUCTION: MESSAGE, with FILE as shown()
// gives it.
void report_invalid(std::string& out, std::string_view file, std::size_t line_number, std::string_view line,
                    iri::entry start, bool leiri) {
    iri::diagnostic const error = leiri ? leiri_verdict(line) : iri::diagnose(line, start);
    out += file;
    out += ':';
    append_number(out, line_number);
    out += ':';
    if (!error) {
        // is_valid() and diagnose() must agree; if they ever do not, say so
        // rather than count a line as invalid without a reason.
        out += "1: error: ";
        out += iri::to_string(start);
        out += ": iri::is_valid() rejected this line but iri::diagnose() found no error (library bug)\n";
        return;
    }
    append_number(out, error.offset + 1);
    out += ": error: ";
    out += error.production;
    out += ": ";
    append_shown(out, error.explanation());
    out += '\n';
}

// `file` as shown() gives it.
void report_file_error(output_buffer& out, std::string_view what, std::string_view file, int error) {
    out.flush();  // keep stdout and stderr in the order things happened
    std::fprintf(stderr, "iri validate: cannot %.*s %.*s: %s\n", static_cast<int>(what.size()), what.data(),
                 static_cast<int>(file.size()), file.data(), std::strerror(error));
}

constexpr auto accepted_options = documented_options(usage, {
                                                                entry_option,
                                                                grammar_option,
                                                                jobs_option,
                                                                help_option,
                                                                short_help_option,
                                                            });

int run(command const& self, std::span<char const* const> args) {
    iri::entry start = iri::entry::IRI_reference;
    grammar_selection selection;
    unsigned jobs = 1;
    std::vector<std::string_view> files;
    auto const stop = parse_command_line(self, args, accepted_options, files,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--entry" || arg.option == "--grammar")
                                                 return selection.take(arg.option, *arg.value);
                                             if (arg.option == "--jobs") return take_jobs(*arg.value, jobs);
                                             return {};
                                         });
    if (stop) return *stop;
    if (std::string problem = selection.resolve(start, true); !problem.empty()) return usage_error(self, problem);
    bool const leiri = selection.is_leiri();
    if (files.empty()) files.push_back("-");

    output_buffer out(STDOUT_FILENO);
    line_engine engine(jobs, out, self.name);
    bool input_failed = false;
    for (std::string_view file : files) {
        bool is_stdin = file == "-";
        // A file name may hold ESC or BEL: escaped once here for every
        // message that names the file.
        std::string const shown_name = is_stdin ? std::string("<stdin>") : shown(file);
        int fd = STDIN_FILENO;
        if (!is_stdin) {
            // argv strings are NUL-terminated, so data() is a C string.
            fd = ::open(file.data(), O_RDONLY | O_CLOEXEC);
            if (fd < 0) {
                report_file_error(out, "open", shown_name, errno);
                input_failed = true;
                continue;
            }
        }
        // iri::is_valid (no components, no diagnostic) decides; only
        // rejected lines pay for iri::parse and a message.
        auto const report_rejected = [&](std::string_view line, std::string& text, input_state& state) {
            ++state.counts.failed;
            report_invalid(text, shown_name, state.number, line, start, leiri);
        };
        auto const check_line = [&](std::string_view line, std::string& text, input_state& state) {
            if (leiri ? iri::is_valid_leiri(line) : iri::is_valid(line, start)) {
                ++state.counts.ok;
                return;
            }
            report_rejected(line, text, state);
        };
        // The same answers, with no search for each line's "\n" first: the
        // RFC 3987 grammar's validator, run over the rest of the block,
        // stops at the "\n" or "\r" that ends a valid line, which no
        // production admits (iri::match_length says why that is the answer
        // of is_valid on the line alone). A line it does not take whole is
        // invalid by the same contract, so it is cut by memchr and reported
        // without a second is_valid on it alone, and ends the call, so that
        // the engine writes the output out as often as before. Not for
        // draft-01, whose IRI-reference would read all the
        // rest of the block to its first "#", nor for a LEIRI, which may
        // hold control characters.
        auto const check_lines = [&](line_batch const& lines, std::string& text, input_state& state) {
            iri::entry const production = start;
            std::string_view rest = lines.text;
            std::size_t valid = 0;
            while (!rest.empty()) {
                std::size_t const taken = length_with_line_ending(rest, iri::match_length(rest, production));
                if (taken == 0) break;
                rest.remove_prefix(taken);
                ++valid;
            }
            state.counts.ok += valid;
            state.number = lines.first_number + valid - 1;  // the last line taken
            if (rest.empty()) return lines.text.size();
            ++state.number;
            whole_record(report_rejected, take_line(rest), text, state);
            return lines.text.size() - rest.size();
        };
        bool const validator_finds_line_ends = !leiri && iri::grammar_of(start) == iri::grammar_name::rfc3987;
        int const read_error =
            validator_finds_line_ends ? engine.run_blocks(fd, check_lines) : engine.run(fd, check_line);
        if (read_error != 0) {
            report_file_error(out, "read", shown_name, read_error);
            input_failed = true;
        }
        if (!is_stdin) ::close(fd);
    }

    std::string& summary = out.text();
    append_number(summary, engine.counts().ok);
    summary += " valid, ";
    append_number(summary, engine.counts().failed);
    summary += " invalid\n";
    out.flush();
    if (!out.ok()) {
        std::fprintf(stderr, "iri validate: cannot write output: %s\n", std::strerror(out.error()));
        return exit_usage;
    }
    if (input_failed) return exit_usage;
    return engine.counts().failed == 0 ? exit_all_valid : exit_some_invalid;
}

}  // namespace

command const validate_command{
    "validate",
    "check one reference per line of files; report the invalid lines",
    usage,
    accepted_options,
    run,
};

}  // namespace iri::tool
