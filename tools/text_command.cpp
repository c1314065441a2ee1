#include "text_command.hpp"

#include "json.hpp"
#include "line_engine.hpp"

#include <iri/parse.hpp>

#include <optional>
#include <string>

namespace iri::tool {

std::string_view production_name(iri::diagnostic const& error) noexcept
{
    return error.production.empty() ? std::string_view("IRI-reference") : error.production;
}

std::string error_line(iri::diagnostic const& error)
{
    std::string line = "error at character " + std::to_string(error.offset) + " (byte " +
                       std::to_string(error.byte_offset) + ") in ";
    line += production_name(error);
    line += ": ";
    line += error.explanation();
    return line;
}

namespace {

void write_json(std::string& out, std::string_view input, iri::diagnostic const& error,
                std::string const& output)
{
    json_object_writer object(out);
    object.string_field("input", input);
    if (!error) {
        object.string_field("output", output).null_field("error");
    } else {
        object.null_field("output");
        json_object_writer details = object.object_field("error");
        details.number_field("offset", error.offset)
            .number_field("byte_offset", error.byte_offset)
            .string_field("production", production_name(error))
            .string_field("message", error.explanation())
            .end();
    }
    object.end();
    out += '\n';
}

}  // namespace

std::optional<int> parse_text_command_line(command const& self, std::span<char const* const> args,
                                           std::span<option_spec const> options,
                                           std::vector<std::string_view>& inputs, text_pass_settings& settings,
                                           option_handler const& on_option)
{
    return parse_command_line(self, args, options, inputs, [&](argument_cursor::argument const& option) {
        if (option.option == "--json") {
            settings.json = true;
            return std::string();
        }
        if (option.option == jobs_option.name) return take_jobs(*option.value, settings.jobs);
        return on_option(option);
    });
}

int run_text_pass(command const& self, std::vector<std::string_view> const& inputs,
                  text_pass_settings const& settings, text_pass const& pass)
{
    auto handle = [&](std::string_view input, std::string& out, input_state& state) {
        std::string& output = state.scratch;
        output.clear();
        iri::diagnostic const error = pass(input, output);
        ++(error ? state.counts.failed : state.counts.ok);
        if (settings.json) {
            write_json(out, input, error, output);
        } else {
            if (error)
                out += error_line(error);
            else
                out += output;
            out += '\n';
        }
    };
    auto handle_input = [&](std::string_view input, std::string& out, input_state& state) {
        if (!settings.split_on_spaces) return handle(input, out, state);
        auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
        std::size_t i = 0;
        while (i < input.size()) {
            while (i < input.size() && is_space(input[i])) ++i;
            std::size_t const start = i;
            while (i < input.size() && !is_space(input[i])) ++i;
            if (i > start) handle(input.substr(start, i - start), out, state);
        }
    };
    return exit_status_of(run_on_inputs(self, inputs, settings.jobs, handle_input));
}

}  // namespace iri::tool
