// The list of `iri`'s commands and the overview `iri --help` prints, in one
// place: main.cpp dispatches on them, and iri_manual (manual.cpp) makes the
// man page and the bash completion from the same data, so the three cannot
// disagree.
#pragma once

#include "command.hpp"

#include <cstdio>
#include <span>
#include <string_view>

namespace iri::tool {

// Every command, in the order `iri --help` lists them.
std::span<command const* const> all_commands() noexcept;

// The command called `name`, or nullptr.
command const* find_command(std::string_view name) noexcept;

// The parts of `iri --help` that are about no single command, apart, so
// that the man page can put each in its own section.
struct overview_parts {
    std::string_view synopsis;  // after "Usage: "
    std::string_view description;  // one paragraph, no final newline
    std::string_view help_summary;  // the summary of `help` in the list of commands
    std::string_view options;  // the indented lines under "Options:"
    std::string_view more;  // where to read on, one line, no final newline
    std::string_view exit_status;  // the indented lines under "Exit status:"
};
extern overview_parts const overview;

// Prints `iri --help`: the overview with every command's summary.
void print_overview(std::FILE* to);

}  // namespace iri::tool
