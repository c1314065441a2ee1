#include "command.hpp"

#include <cstdio>

namespace iri::tool {

int usage_error(command const& cmd, std::string_view message)
{
    std::fprintf(stderr, "iri %.*s: %.*s\nTry 'iri %.*s --help'.\n",
                 static_cast<int>(cmd.name.size()), cmd.name.data(),
                 static_cast<int>(message.size()), message.data(),
                 static_cast<int>(cmd.name.size()), cmd.name.data());
    return exit_usage;
}

int print_usage(command const& cmd)
{
    std::fwrite(cmd.usage.data(), 1, cmd.usage.size(), stdout);
    return std::fflush(stdout) == 0 ? exit_all_valid : exit_usage;
}

}  // namespace iri::tool
