#include "command.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace iri::tool {

int usage_error(command const& cmd, std::string_view message) {
    std::fprintf(stderr, "iri %.*s: %.*s\nTry 'iri %.*s --help'.\n", static_cast<int>(cmd.name.size()), cmd.name.data(),
                 static_cast<int>(message.size()), message.data(), static_cast<int>(cmd.name.size()), cmd.name.data());
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
