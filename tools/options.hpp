// Command-line option handling shared by the commands.
#pragma once

#include <iri/parse.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace iri::tool {

// The grammar entry point named NAME on the command line ("IRI-reference",
// "IRI", "absolute-IRI", "irelative-ref", "URI-reference"); the names are the
// library's own (iri::to_string(entry)), so they read like the RFC.
std::optional<iri::entry> entry_from_name(std::string_view name) noexcept;

// The accepted names, comma-separated, for error messages.
std::string_view entry_names() noexcept;

// Walks argv in order. Options may appear anywhere before "--"; everything
// after "--", and "-" on its own, is an operand. Anything else starting with
// '-' is an option: a relative reference such as "-a" must follow "--".
class argument_cursor {
public:
    explicit argument_cursor(std::span<char const* const> args) noexcept : args_(args) {}

    struct argument {
        std::string_view text;     // as given
        bool is_option = false;
        std::string_view option;   // for an option: its name, "--entry"
        std::optional<std::string_view> inline_value;   // "IRI" of "--entry=IRI"
    };

    // The next argument, or nullopt when there are no more. A "--" is
    // consumed here and never returned.
    std::optional<argument> next() noexcept;

    // The value of an option that takes one: its inline "=value" or the next
    // argument. nullopt when the command line ends first.
    std::optional<std::string_view> value_for(argument const& option) noexcept;

private:
    std::span<char const* const> args_;
    std::size_t next_ = 0;
    bool only_operands_ = false;   // after "--"
};

// Reads the NAME of an "--entry" option into `start`. Returns what is wrong
// with it, for a usage error, or "" when all is well.
std::string take_entry(argument_cursor& cursor, argument_cursor::argument const& option,
                       iri::entry& start);

}  // namespace iri::tool
