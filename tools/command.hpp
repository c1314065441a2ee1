// What a subcommand of `iri` is, and the exit statuses they all share.
//
// A new command is one file that defines a `command` plus one line in the
// table in commands.cpp; main.cpp and iri_manual know nothing else about it.
#pragma once

#include "option_spec.hpp"

#include <span>
#include <string_view>

namespace iri::tool {

// Exit statuses, the same for every command so that scripts can rely on them.
enum exit_status : int {
    exit_all_valid = 0,  // every input was valid (or help was printed)
    exit_some_invalid = 1,
    exit_usage = 2,  // bad command line, unreadable input, failed output
};

struct command {
    std::string_view name;  // "parse": what follows `iri` on the command line
    std::string_view summary;  // one line for `iri --help`
    std::string_view usage;  // the full text of `iri NAME --help`
    // The options it accepts: the table its parser uses (documented_options,
    // options.hpp), here so that the bash completion is made from it.
    std::span<option_spec const> options;
    // Runs the command on the arguments after its name; returns an exit_status.
    int (*run)(command const& self, std::span<char const* const> args);
};

// Prints "iri NAME: MESSAGE" and a pointer to --help on stderr; returns
// exit_usage so that callers can `return usage_error(...)`.
int usage_error(command const& cmd, std::string_view message);

// Prints the command's usage text on stdout; returns exit_all_valid.
int print_usage(command const& cmd);

// Flushes standard output (written with stdio) and gives exit_all_valid,
// or says "WHO: cannot write output: REASON" on stderr and gives
// exit_usage, as every command does when its output fails.
int finish_stdout(std::string_view who);

extern command const parse_command;  // cmd_parse.cpp
extern command const validate_command;  // cmd_validate.cpp
extern command const to_uri_command;  // cmd_to_uri.cpp
extern command const to_iri_command;  // cmd_to_iri.cpp
extern command const prepare_command;  // cmd_prepare.cpp
extern command const extract_command;  // cmd_extract.cpp
extern command const resolve_command;  // cmd_resolve.cpp
extern command const relativize_command;  // cmd_relativize.cpp
extern command const normalize_command;  // cmd_normalize.cpp
extern command const compare_command;  // cmd_compare.cpp
extern command const explain_command;  // cmd_explain.cpp
extern command const check_command;  // cmd_check.cpp
extern command const display_command;  // cmd_display.cpp
extern command const generate_command;  // cmd_generate.cpp
extern command const coverage_command;  // cmd_coverage.cpp
extern command const grammars_command;  // cmd_grammars.cpp
extern command const url_command;  // cmd_url.cpp

}  // namespace iri::tool
