#include "commands.hpp"

#include <array>

namespace iri::tool {
namespace {

// To add a command: write cmd_NAME.cpp defining a `command`, declare it in
// command.hpp, list it here.
constexpr std::array commands{
    &parse_command,   &validate_command,   &to_uri_command,    &to_iri_command,   &prepare_command, &extract_command,
    &resolve_command, &relativize_command, &normalize_command, &compare_command,  &explain_command, &check_command,
    &display_command, &generate_command,   &coverage_command,  &grammars_command, &url_command,
};

// One line of the "Commands:" list: the name in a column of ten.
void print_command_line(std::FILE* to, std::string_view name, std::string_view summary) {
    std::fprintf(to, "  %-10.*s %.*s\n", static_cast<int>(name.size()), name.data(), static_cast<int>(summary.size()),
                 summary.data());
}

}  // namespace

std::span<command const* const> all_commands() noexcept { return commands; }

command const* find_command(std::string_view name) noexcept {
    for (command const* cmd : commands)
        if (cmd->name == name) return cmd;
    return nullptr;
}

overview_parts const overview{
    "iri COMMAND [OPTION...] [ARGUMENT...]",
    "Parses and validates Internationalized Resource Identifiers (RFC 3987).",
    "show this help; `iri help COMMAND` shows a command's help",
    "  -h, --help  show this help\n"
    "  --version   print \"iri VERSION\" (the library's version) and exit\n",
    "Run `iri COMMAND --help` for a command's options, input rules and output.",
    "  0  every input is valid (or help was asked for)\n"
    "  1  some input is invalid\n"
    "  2  usage error (unknown command or option, missing argument),\n"
    "     unreadable input, or failed output\n",
};

void print_overview(std::FILE* to) {
    std::fprintf(to, "Usage: %.*s\n\n%.*s\n\nCommands:\n", static_cast<int>(overview.synopsis.size()),
                 overview.synopsis.data(), static_cast<int>(overview.description.size()), overview.description.data());
    for (command const* cmd : commands) print_command_line(to, cmd->name, cmd->summary);
    print_command_line(to, "help", overview.help_summary);
    std::fprintf(to, "\nOptions:\n%.*s\n%.*s\n\nExit status:\n%.*s", static_cast<int>(overview.options.size()),
                 overview.options.data(), static_cast<int>(overview.more.size()), overview.more.data(),
                 static_cast<int>(overview.exit_status.size()), overview.exit_status.data());
}

}  // namespace iri::tool
