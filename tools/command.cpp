#include "command.hpp"

#include "text_command.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace iri::tool {

int usage_error(command const& cmd, std::string_view message) {
    // Most messages echo what was typed (an unknown option, an option's
    // value), which may hold control characters: all of them are shown
    // escaped here, once, rather than at each place that writes one.
    // (append_shown leaves text it has already shown as it is.)
    std::string const text = shown(message);
    std::fprintf(stderr, "iri %.*s: %.*s\nTry 'iri %.*s --help'.\n", static_cast<int>(cmd.name.size()), cmd.name.data(),
                 static_cast<int>(text.size()), text.data(), static_cast<int>(cmd.name.size()), cmd.name.data());
    return exit_usage;
}

int finish_stdout(std::string_view who) {
    // fflush reports a failed write of anything buffered; ferror one that
    // failed before (a full buffer written while printing).
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return exit_all_valid;
    int const error = errno;
    std::fprintf(stderr, "%.*s: cannot write output: %s\n", static_cast<int>(who.size()), who.data(),
                 std::strerror(error));
    return exit_usage;
}

int print_usage(command const& cmd) {
    std::fwrite(cmd.usage.data(), 1, cmd.usage.size(), stdout);
    std::string who = "iri ";
    who += cmd.name;
    return finish_stdout(who);
}

}  // namespace iri::tool
