// What `iri resolve`, `iri relativize` and `iri normalize` share: each
// turns every input into one output text or one error, and they take their
// inputs and print their answers the same way.
#pragma once

#include "command.hpp"
#include "json.hpp"
#include "options.hpp"

#include <iri/error.hpp>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

// Computes the output for one input into `out` (a buffer reused across
// inputs); returns a diagnostic whose code is errc::ok on success. With
// --jobs it runs on several threads at once: it must not change what it
// captured.
using text_pass = std::function<iri::diagnostic(std::string_view input, std::string& out)>;

struct text_pass_settings {
    bool json = false;
    // Each run of text between spaces, tabs, CR or LF in an input is an
    // input of its own (a list of references typed in one field, the 2011
    // draft's §4 step 2).
    bool split_on_spaces = false;
    unsigned jobs = 1;  // threads for standard input (line_engine.hpp)
    // The human output goes through append_shown: for outputs that may hold
    // control characters (display --any-text), not for IRIs, which cannot.
    bool show_controls = false;
};

// parse_command_line for a text pass: also reads --json and --jobs N into
// `settings` (the commands list them in their tables); other options go to
// `on_option`.
std::optional<int> parse_text_command_line(command const& self, std::span<char const* const> args,
                                           std::span<option_spec const> options, std::vector<std::string_view>& inputs,
                                           text_pass_settings& settings, option_handler const& on_option);

// Runs `pass` over `inputs`, or over the lines of standard input when there
// are none (the line rules of line_reader.hpp), and prints per input:
//   - by default one line: the output, or
//       error at character N (byte M) in PRODUCTION: MESSAGE
//     (an IRI never contains a space, so the two cannot be confused);
//   - with `json`, one object on one line:
//       {"input": ..., "output": string or null,
//        "error": null or {"offset", "byte_offset", "production", "message"}}
// Returns exit_all_valid, exit_some_invalid, or exit_usage when standard
// input or output fails.
int run_text_pass(command const& self, std::vector<std::string_view> const& inputs, text_pass_settings const& settings,
                  text_pass const& pass);

// "error at character N (byte M) in PRODUCTION: MESSAGE", for the human
// output and for errors about an option's value; the message as
// append_shown shows it. errc::out_of_memory is no input's error: it
// throws std::bad_alloc instead (stop_if_out_of_memory, json.hpp).
std::string error_line(iri::diagnostic const& error);

// Appends `text` for a terminal, which acts on control characters rather
// than show them (ESC starts sequences that retitle the window or rewrite
// the screen; the C1 controls, and bytes that are not UTF-8, do the same
// on some terminals): each C0 control, DEL and byte that is not UTF-8 as
// "\xHH", each C1 control (U+0080 to U+009F) as "\u0085"; the rest as it is.
// For the human output of every command that echoes its input.
void append_shown(std::string& out, std::string_view text);

// `text` as append_shown shows it: for every message that echoes a name or
// value the user gave (a command, an option, its value, a file name),
// which may hold ESC or BEL as well as any input line.
std::string shown(std::string_view text);

// Why `name` cannot be the --from-charset of a command that reads lines,
// or nothing when it can: a charset the library does not know, and one in
// which the bytes 0A and 20 are not LF and U+0020 (UTF-16, UTF-32,
// EBCDIC), since the tool cuts its input into lines at the byte 0A (and
// prepare --split into pieces at the byte 20), which would fall inside
// such a charset's characters.
std::string input_charset_problem(std::string_view name);

// The column at which append_shown shows byte `byte_offset` of `text`
// (one per character, more for an escape): where a caret goes under it.
std::size_t shown_column(std::string_view text, std::size_t byte_offset);

}  // namespace iri::tool
