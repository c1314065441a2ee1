// Command-line option handling shared by the commands.
//
// Each command lists the options it accepts once, in a table of
// option_spec made by documented_options, which checks when compiling that
// the command's --help text describes each one. The table drives
// argument_cursor: anything not in it is a usage error, and values are
// fetched and checked the same way everywhere.
#pragma once

#include "command.hpp"
#include "option_spec.hpp"

#include <iri/grammars.hpp>
#include <iri/parse.hpp>

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

// Whether `usage`'s "Options:" section names every option of `options`
// (as a word of its own: "-h" does not count as found inside "--help").
constexpr bool usage_names_every_option(std::string_view usage, std::span<option_spec const> options) {
    constexpr std::string_view heading = "\nOptions:\n";
    std::size_t const start = usage.find(heading);
    if (start == std::string_view::npos) return options.empty();
    // The section runs to the next line that does not begin with a space.
    std::string_view section = usage.substr(start + heading.size());
    for (std::size_t i = 0; i < section.size(); ++i)
        if (section[i] == '\n' && i + 1 < section.size() && section[i + 1] != ' ' && section[i + 1] != '\n') {
            section = section.substr(0, i + 1);
            break;
        }
    auto is_name_char = [](char c) {
        return c == '-' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    };
    for (option_spec const& option : options) {
        bool found = false;
        for (std::size_t at = section.find(option.name); !found && at != std::string_view::npos;
             at = section.find(option.name, at + 1)) {
            std::size_t const end = at + option.name.size();
            found =
                (at == 0 || !is_name_char(section[at - 1])) && (end == section.size() || !is_name_char(section[end]));
        }
        if (!found) return false;
    }
    return true;
}

// A command's option table, checked against its --help text when
// compiling: a table with an option that the "Options:" section of `usage`
// does not describe is not a constant expression, so it does not compile.
template <std::size_t N>
consteval std::array<option_spec, N> documented_options(std::string_view usage, option_spec const (&options)[N]) {
    if (!usage_names_every_option(usage, options))
        throw "the Options: section of the command's --help must name every option of its table";
    return std::to_array(options);
}

// The grammar entry point named NAME by "--entry NAME" alone (or with the
// default grammar, "--grammar rfc3987"): one of the default grammar's
// family, iri::grammars().front().family, as the library names them
// (iri::to_string(entry)), so they read like the RFCs: "IRI-reference",
// "IRI", "absolute-IRI", "irelative-ref", and rfc3986's "URI-reference",
// which --entry named before there was a --grammar.
std::optional<iri::entry> entry_from_name(std::string_view name) noexcept;

// Those names, joined by `separator`: ", " for error messages.
std::string entry_names(std::string_view separator = ", ");

// "--grammar leiri": not a grammar but a mapping to an IRI (the W3C Note
// defines a LEIRI by it, <iri/leiri.hpp>), which parse and validate take
// beside the grammars of iri::grammars(), and `iri grammars` shows after
// them. The one name the tool gives it.
inline constexpr std::string_view leiri_name = "leiri";

// The names --grammar takes, those of iri::grammars() and then, with
// `with_leiri`, leiri, joined by `separator`.
std::string grammar_names(std::string_view separator, bool with_leiri);

// Walks argv in order. Options may appear anywhere before "--"; everything
// after "--", and "-" on its own, is an operand. Anything else starting with
// '-' is an option, which must be in the command's table: a relative
// reference such as "-a" must follow "--".
class argument_cursor {
public:
    argument_cursor(std::span<char const* const> args, std::span<option_spec const> options) noexcept
        : args_(args), options_(options) {}

    struct argument {
        std::string_view text;  // as given ("--entry=IRI")
        std::string_view option;  // an option's name from the table ("--entry"); empty for an operand
        std::optional<std::string_view> value;  // an option's value, inline or the next argument
        // Why this argument is not acceptable (an unknown option, a missing
        // value, a value given to a flag): a usage error. Empty when it is.
        std::string problem;

        bool is_operand() const noexcept { return option.empty() && problem.empty(); }
    };

    // The next argument, or nullopt when there are no more. A "--" is
    // consumed here and never returned.
    std::optional<argument> next();

private:
    std::span<char const* const> args_;
    std::span<option_spec const> options_;
    std::size_t next_ = 0;
    bool only_operands_ = false;  // after "--"
};

// "--entry NAME" of `parse` and `validate`. The value names of this and of
// grammar_option are what the tool prints when the value is missing; being
// constants, they are held to the registry by iri_manual (check_tables).
inline constexpr option_spec entry_option{"--entry", option_spec::value_kind::required,
                                          "NAME: IRI-reference, IRI, absolute-IRI, irelative-ref, URI-reference"};

// "--grammar NAME" of `parse`, `validate` and `explain`.
inline constexpr option_spec grammar_option{"--grammar", option_spec::value_kind::required,
                                            "NAME: rfc3987, rfc3986, draft-01, leiri"};

// --grammar and --entry together: which grammar, and which of its entry
// points. Read as the options come, resolved once all are read, since
// either may come first.
struct grammar_selection {
    std::string_view grammar = iri::grammars().front().name;  // a name of iri::grammars(), or leiri_name
    std::optional<std::string_view> entry;

    // Takes --grammar or --entry; "" or a usage problem.
    std::string take(std::string_view option, std::string_view value);
    bool is_leiri() const noexcept { return grammar == leiri_name; }
    // The entry point named, or a usage problem. With leiri, which has no
    // grammar of its own, `start` is not set: `leiri_allowed` says whether
    // the command handles it.
    std::string resolve(iri::entry& start, bool leiri_allowed) const;
};
// "-h" and "--help", which every command accepts.
inline constexpr option_spec help_option{"--help"};
inline constexpr option_spec short_help_option{"-h"};

// The argument loop of every command: operands are appended to `operands`,
// "-h" and "--help" print the usage, an argument the cursor finds wrong is
// a usage error, and every other option of `options` goes to `on_option`,
// which returns "" or what is wrong with it (a usage error too). Returns
// the exit status when the command must stop there (0 after the help, 2
// after a usage error), nullopt when it should go on and run.
using option_handler = std::function<std::string(argument_cursor::argument const& option)>;
std::optional<int> parse_command_line(command const& self, std::span<char const* const> args,
                                      std::span<option_spec const> options, std::vector<std::string_view>& operands,
                                      option_handler const& on_option);

// One of the few values an option names: "--level syntax", "--idna=uts46".
template <class T>
struct choice {
    std::string_view name;
    T value;
};

// Sets `into` to the value of the choice called `name`. Returns what is
// wrong, for a usage error ("--level takes string, syntax or scheme, not
// \"x\""), or "" when all is well.
template <class T, std::size_t N>
std::string take_choice(std::string_view option, std::string_view name, choice<T> const (&choices)[N], T& into) {
    for (choice<T> const& c : choices) {
        if (c.name == name) {
            into = c.value;
            return {};
        }
    }
    std::string problem = std::string(option) + " takes ";
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) problem += i + 1 == N ? " or " : ", ";
        problem += choices[i].name;
    }
    return problem + ", not \"" + std::string(name) + "\"";
}

// Reads the NAME of an "--entry" option into `start`. Returns what is wrong
// with it, for a usage error, or "" when all is well.
std::string take_entry(std::string_view name, iri::entry& start);

// The "--jobs N" option of the line-oriented commands.
inline constexpr option_spec jobs_option{"--jobs", option_spec::value_kind::required, "number N"};
// Reads N of "--jobs N" into `jobs`: 1 to max_jobs, or 0 for one per CPU
// this process may run on. Returns what is wrong with it, or "".
std::string take_jobs(std::string_view n, unsigned& jobs);
inline constexpr unsigned max_jobs = 256;

}  // namespace iri::tool
