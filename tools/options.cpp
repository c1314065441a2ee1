#include "options.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>
#include <thread>

#include <sched.h>

namespace iri::tool {

namespace {

constexpr std::array all_entries{
    iri::entry::IRI_reference, iri::entry::IRI,           iri::entry::absolute_IRI,
    iri::entry::irelative_ref, iri::entry::URI_reference,
};

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
    for (iri::entry e : all_entries)
        if (iri::to_string(e) == name) return e;
    return std::nullopt;
}

std::string_view entry_names() noexcept { return "IRI-reference, IRI, absolute-IRI, irelative-ref, URI-reference"; }

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
    if (!named)
        return "unknown --entry NAME \"" + std::string(name) + "\"; expected one of " + std::string(entry_names());
    start = *named;
    return {};
}

std::string grammar_selection::take(std::string_view option, std::string_view value) {
    if (option == "--entry") {
        entry = value;
    } else if (option == "--grammar") {
        if (value != "rfc3987" && value != "rfc3986" && value != "draft-01" && value != "leiri")
            return "unknown --grammar NAME \"" + std::string(value) +
                   "\"; expected one of rfc3987, rfc3986, draft-01, leiri";
        grammar = value;
    }
    return {};
}

std::string grammar_selection::resolve(iri::entry& start, bool leiri_allowed) const {
    if (grammar == "rfc3987") return entry ? take_entry(*entry, start) : (start = iri::entry::IRI_reference, "");
    if (grammar == "rfc3986") {
        if (entry && *entry != "URI-reference")
            return "--grammar rfc3986 has one entry point, URI-reference; not \"" + std::string(*entry) + "\"";
        start = iri::entry::URI_reference;
        return {};
    }
    if (grammar == "draft-01") {
        static constexpr std::array draft01_entries{iri::entry::draft01_IRI_reference, iri::entry::draft01_absoluteIRI,
                                                    iri::entry::draft01_relativeIRI};
        for (iri::entry e : draft01_entries)
            if (!entry || iri::to_string(e) == *entry) {
                start = e;
                return {};
            }
        return "--grammar draft-01 has the entry points IRI-reference, absoluteIRI and relativeIRI; not \"" +
               std::string(*entry) + "\"";
    }
    // leiri: the W3C Note defines a LEIRI by its mapping to an IRI
    // (<iri/leiri.hpp>), not by a grammar of its own.
    if (!leiri_allowed)
        return "--grammar leiri has no grammar of its own to show (the W3C Note defines a LEIRI by its mapping "
               "to an IRI): explain the IRI `iri to-iri --from-leiri` maps it to";
    if (entry) return "--grammar leiri has no --entry";
    return {};
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
