// `iri`: the command-line face of the library. This file only dispatches:
// each command lives in its own cmd_*.cpp and is listed once below.
#include "command.hpp"
#include "output_buffer.hpp"

#include <iri/version.hpp>

#include <array>
#include <cstdio>
#include <exception>
#include <new>
#include <span>
#include <string>
#include <string_view>

namespace iri::tool {
namespace {

// To add a command: write cmd_NAME.cpp defining a `command`, declare it in
// command.hpp, list it here.
constexpr std::array commands{
    &parse_command,   &validate_command,   &to_uri_command,    &to_iri_command,   &prepare_command, &extract_command,
    &resolve_command, &relativize_command, &normalize_command, &compare_command,  &explain_command, &check_command,
    &display_command, &generate_command,   &coverage_command,  &grammars_command,
};

command const* find_command(std::string_view name) noexcept {
    for (command const* cmd : commands)
        if (cmd->name == name) return cmd;
    return nullptr;
}

void print_overview(std::FILE* to) {
    std::fputs(
        "Usage: iri COMMAND [OPTION...] [ARGUMENT...]\n"
        "\n"
        "Parses and validates Internationalized Resource Identifiers (RFC 3987).\n"
        "\n"
        "Commands:\n",
        to);
    for (command const* cmd : commands)
        std::fprintf(to, "  %-10.*s %.*s\n", static_cast<int>(cmd->name.size()), cmd->name.data(),
                     static_cast<int>(cmd->summary.size()), cmd->summary.data());
    std::fputs(
        "  help       show this help; `iri help COMMAND` shows a command's help\n"
        "\n"
        "Options:\n"
        "  -h, --help  show this help\n"
        "  --version   print \"iri VERSION\" (the library's version) and exit\n"
        "\n"
        "Run `iri COMMAND --help` for a command's options, input rules and output.\n"
        "\n"
        "Exit status:\n"
        "  0  every input is valid (or help was asked for)\n"
        "  1  some input is invalid\n"
        "  2  usage error (unknown command or option, missing argument),\n"
        "     unreadable input, or failed output\n",
        to);
}

int unknown_command(std::string_view name) {
    std::fprintf(stderr, "iri: unknown command \"%.*s\"\nTry 'iri --help'.\n", static_cast<int>(name.size()),
                 name.data());
    return exit_usage;
}

int dispatch(std::span<char const* const> args) {
    if (args.empty()) {
        print_overview(stderr);
        return exit_usage;
    }
    std::string_view first = args[0];
    if (first == "--version") {
        if (args.size() > 1) {
            std::fputs("iri --version: takes no arguments\nTry 'iri --help'.\n", stderr);
            return exit_usage;
        }
        std::printf("iri %.*s\n", static_cast<int>(iri::version().string.size()), iri::version().string.data());
        return finish_stdout("iri --version");
    }
    if (first == "help" || first == "--help" || first == "-h") {
        if (args.size() == 1) {
            print_overview(stdout);
            return finish_stdout("iri " + std::string(first));
        }
        if (command const* cmd = find_command(args[1]); cmd && args.size() == 2) return print_usage(*cmd);
        if (args.size() > 2) {
            std::fputs("iri help: too many arguments\nTry 'iri --help'.\n", stderr);
            return exit_usage;
        }
        return unknown_command(args[1]);
    }
    if (command const* cmd = find_command(first)) return cmd->run(*cmd, args.subspan(1));
    return unknown_command(first);
}

}  // namespace
}  // namespace iri::tool

int main(int argc, char** argv) {
    // The library never throws, but the tool allocates (arguments, messages,
    // buffers for long lines): report instead of terminating.
    iri::tool::end_on_termination_signals_between_writes();
    try {
        char const* const* args = argv;
        return iri::tool::dispatch(std::span(args + 1, static_cast<std::size_t>(argc > 0 ? argc - 1 : 0)));
    } catch (std::bad_alloc const&) {
        // The output holds every whole record before the input that needed
        // more memory, and nothing of that one's (line_engine.hpp).
        std::fputs("iri: out of memory\n", stderr);
    } catch (std::exception const& e) {
        std::fprintf(stderr, "iri: internal error: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "iri: internal error\n");
    }
    return iri::tool::exit_usage;
}
