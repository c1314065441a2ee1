#include "options.hpp"

#include <algorithm>
#include <charconv>
#include <string>
#include <thread>

#include <sched.h>

namespace iri::tool {

namespace {

// The CPUs this process may run on: taskset, cgroup cpusets and the slots a
// cluster scheduler hands out show here, not in the machine's total.
unsigned available_cpus() noexcept {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int const count = CPU_COUNT(&set);
        if (count > 0) return static_cast<unsigned>(count);
    }
    unsigned const all = std::thread::hardware_concurrency();
    return all > 0 ? all : 1;
}

}  // namespace

std::optional<iri::entry> entry_from_name(std::string_view name) noexcept {
    return iri::find_entry(iri::grammars().front().family, name);
}

std::string entry_names(std::string_view separator) {
    std::string names;
    for (iri::grammar_description const& g : iri::grammars()) {
        if (g.family != iri::grammars().front().family) continue;
        for (iri::entry_point const& point : g.entries) {
            if (!names.empty()) names += separator;
            names += point.rule;
        }
    }
    return names;
}

std::string grammar_names(std::string_view separator, bool with_leiri) {
    std::string names;
    for (iri::grammar_description const& g : iri::grammars()) {
        if (!names.empty()) names += separator;
        names += g.name;
    }
    if (with_leiri) (names += separator) += leiri_name;
    return names;
}

std::optional<argument_cursor::argument> argument_cursor::next() {
    if (next_ == args_.size()) return std::nullopt;
    argument arg;
    arg.text = args_[next_++];
    if (only_operands_ || arg.text.size() < 2 || arg.text[0] != '-') return arg;
    if (arg.text == "--") {
        only_operands_ = true;
        return next();
    }
    std::string_view name = arg.text;
    std::optional<std::string_view> inline_value;
    if (std::size_t equals = arg.text.find('='); arg.text.starts_with("--") && equals != std::string_view::npos) {
        name = arg.text.substr(0, equals);
        inline_value = arg.text.substr(equals + 1);
    }
    option_spec const* spec = nullptr;
    for (option_spec const& option : options_)
        if (option.name == name) spec = &option;
    if (!spec) {
        arg.problem =
            "unknown option \"" + std::string(arg.text) + "\" (put \"--\" before an operand that begins with \"-\")";
        return arg;
    }
    arg.option = spec->name;
    switch (spec->value) {
        case option_spec::value_kind::none:
            if (inline_value) arg.problem = std::string(name) + " takes no value";
            break;
        case option_spec::value_kind::optional: arg.value = inline_value; break;
        case option_spec::value_kind::required:
            arg.value = inline_value;
            if (!arg.value && next_ < args_.size()) arg.value = args_[next_++];
            if (!arg.value) arg.problem = std::string(name) + " needs a " + std::string(spec->value_name);
            break;
    }
    return arg;
}

std::optional<int> parse_command_line(command const& self, std::span<char const* const> args,
                                      std::span<option_spec const> options, std::vector<std::string_view>& operands,
                                      option_handler const& on_option) {
    argument_cursor cursor(args, options);
    while (auto arg = cursor.next()) {
        if (!arg->problem.empty()) return usage_error(self, arg->problem);
        if (arg->is_operand()) {
            operands.push_back(arg->text);
        } else if (arg->option == help_option.name || arg->option == short_help_option.name) {
            return print_usage(self);
        } else if (std::string problem = on_option(*arg); !problem.empty()) {
            return usage_error(self, problem);
        }
    }
    return std::nullopt;
}

std::string take_entry(std::string_view name, iri::entry& start) {
    std::optional<iri::entry> named = entry_from_name(name);
    if (!named) return "unknown --entry NAME \"" + std::string(name) + "\"; expected one of " + entry_names();
    start = *named;
    return {};
}

std::string grammar_selection::take(std::string_view option, std::string_view value) {
    if (option == "--entry") {
        entry = value;
    } else if (option == "--grammar") {
        if (!iri::find_grammar(value) && value != leiri_name)
            return "unknown --grammar NAME \"" + std::string(value) + "\"; expected one of " +
                   grammar_names(", ", true);
        grammar = value;
    }
    return {};
}

std::string grammar_selection::resolve(iri::entry& start, bool leiri_allowed) const {
    if (is_leiri()) {
        // The W3C Note defines a LEIRI by its mapping to an IRI
        // (<iri/leiri.hpp>), not by a grammar of its own.
        if (!leiri_allowed)
            return "--grammar leiri has no grammar of its own to show (the W3C Note defines a LEIRI by its "
                   "mapping to an IRI): explain the IRI `iri to-iri --from-leiri` maps it to";
        if (entry) return "--grammar leiri has no --entry";
        return {};
    }
    iri::grammar_description const& g = *iri::find_grammar(grammar);  // take() lets no other name through
    if (!entry) {
        start = g.entries.front().start;
        return {};
    }
    // The default grammar takes what --entry alone takes: URI-reference too.
    if (&g == &iri::grammars().front()) return take_entry(*entry, start);
    if (std::optional<iri::entry> const named = iri::find_entry(g, *entry)) {
        start = *named;
        return {};
    }
    // "--grammar rfc3986 has one entry point, URI-reference; not ...",
    // "--grammar draft-01 has the entry points IRI-reference, absoluteIRI
    // and relativeIRI; not ...".
    std::string problem = "--grammar " + std::string(g.name);
    problem += g.entries.size() == 1 ? " has one entry point, " : " has the entry points ";
    for (std::size_t i = 0; i < g.entries.size(); ++i) {
        if (i > 0) problem += i + 1 == g.entries.size() ? " and " : ", ";
        problem += g.entries[i].rule;
    }
    return problem + "; not \"" + std::string(*entry) + "\"";
}

std::string take_jobs(std::string_view n, unsigned& jobs) {
    unsigned value = 0;
    auto const [end, error] = std::from_chars(n.data(), n.data() + n.size(), value);
    if (error != std::errc() || end != n.data() + n.size() || value > max_jobs)
        return "--jobs takes a number of threads from 1 to " + std::to_string(max_jobs) +
               ", or 0 for one per CPU; not \"" + std::string(n) + "\"";
    jobs = value == 0 ? std::min(available_cpus(), max_jobs) : value;
    return {};
}

}  // namespace iri::tool
