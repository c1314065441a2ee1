// `iri`: the command-line face of the library. This file only dispatches:
// each command lives in its own cmd_*.cpp and is listed once in commands.cpp.
#include "command.hpp"
#include "commands.hpp"
#include "output_buffer.hpp"
#include "text_command.hpp"

#include <iri/version.hpp>

#include <csignal>
#include <cstdio>
#include <exception>
#include <new>
#include <span>
#include <string>
#include <string_view>

namespace iri::tool {
namespace {

int unknown_command(std::string_view typed) {
    std::string const name = shown(typed);  // what was typed may hold ESC or BEL
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
    iri::tool::end_on_termination_signals_between_writes();
    // A reader that goes away (`iri parse < big | head -1`) would otherwise
    // kill the process silently with SIGPIPE; ignored, the write fails with
    // EPIPE instead, and the command says "iri COMMAND: cannot write
    // output" and ends with status 2, as for a full disk.
    std::signal(SIGPIPE, SIG_IGN);
    // The library never throws, but the tool allocates (arguments, messages,
    // buffers for long lines): report instead of terminating.
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
