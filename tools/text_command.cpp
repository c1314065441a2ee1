#include "text_command.hpp"

#include "json.hpp"
#include "line_reader.hpp"
#include "output_buffer.hpp"

#include <iri/parse.hpp>

#include <cstdio>
#include <cstring>
#include <string>

#include <unistd.h>

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

void write_json(output_buffer& out, std::string_view input, iri::diagnostic const& error,
                std::string const& output)
{
    json_object_writer object(out.text());
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
    out.append('\n');
}

}  // namespace

int run_text_pass(command const& self, std::vector<std::string_view> const& inputs, bool json,
                  text_pass const& pass, bool split_on_spaces)
{
    output_buffer out(STDOUT_FILENO);
    std::string output;
    bool all_ok = true;
    auto handle = [&](std::string_view input) {
        output.clear();
        iri::diagnostic const error = pass(input, output);
        all_ok = all_ok && !error;
        if (json) {
            write_json(out, input, error, output);
        } else {
            if (error)
                out.append(error_line(error));
            else
                out.append(output);
            out.append('\n');
        }
        out.flush_if_full();
    };
    auto handle_input = [&](std::string_view input) {
        if (!split_on_spaces) return handle(input);
        auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
        std::size_t i = 0;
        while (i < input.size()) {
            while (i < input.size() && is_space(input[i])) ++i;
            std::size_t const start = i;
            while (i < input.size() && !is_space(input[i])) ++i;
            if (i > start) handle(input.substr(start, i - start));
        }
    };

    if (!inputs.empty()) {
        for (std::string_view input : inputs) handle_input(input);
    } else {
        line_reader lines(STDIN_FILENO, [&] { out.flush(); });
        std::string_view line;
        while (lines.next(line)) handle_input(line);
        if (lines.error() != 0) {
            out.flush();
            std::fprintf(stderr, "iri %.*s: cannot read standard input: %s\n",
                         static_cast<int>(self.name.size()), self.name.data(), std::strerror(lines.error()));
            return exit_usage;
        }
    }
    out.flush();
    if (!out.ok()) {
        std::fprintf(stderr, "iri %.*s: cannot write output: %s\n", static_cast<int>(self.name.size()),
                     self.name.data(), std::strerror(out.error()));
        return exit_usage;
    }
    return all_ok ? exit_all_valid : exit_some_invalid;
}

}  // namespace iri::tool
