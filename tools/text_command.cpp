#include "text_command.hpp"

#include "json.hpp"
#include "reference_json.hpp"
#include "line_engine.hpp"
#include "utf8.hpp"

#include <iri/convert.hpp>
#include <iri/parse.hpp>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

namespace iri::tool {

std::string error_line(iri::diagnostic const& error) {
    stop_if_out_of_memory(error);
    std::string line =
        "error at character " + std::to_string(error.offset) + " (byte " + std::to_string(error.byte_offset) + ") in ";
    line += production_name(error);
    line += ": ";
    append_shown(line, error.explanation());
    return line;
}

namespace {

// How append_shown writes the character at text[i]: its length in bytes,
// and the escape ("" when it is shown as it is).
struct shown_character {
    std::size_t length;
    char escape[8];
};

shown_character shown_at(std::string_view text, std::size_t i) noexcept {
    static constexpr char hex[] = "0123456789ABCDEF";
    auto const b = static_cast<unsigned char>(text[i]);
    shown_character c{1, {}};
    if (b >= 0x20 && b < 0x7F) return c;
    utf8_character const character = decode_utf8_at(text, i);
    if (b < 0x20 || b == 0x7F || character.length == 0) {
        c.escape[0] = '\\';
        c.escape[1] = 'x';
        c.escape[2] = hex[b >> 4];
        c.escape[3] = hex[b & 0xF];
        return c;
    }
    c.length = character.length;
    if (char32_t const cp = character.code_point; cp < 0xA0) {  // the C1 controls, U+0080 to U+009F
        std::memcpy(c.escape, "\\u00", 4);
        c.escape[4] = hex[cp >> 4];
        c.escape[5] = hex[cp & 0xF];
    }
    return c;
}

}  // namespace

namespace {

// Whether the eight bytes at p are all printable ASCII, 0x20 to 0x7E, in a
// few word operations rather than eight tests ("SIMD within a register"):
// a byte below 0x20 borrows, with its high bit clear before, when 0x20 is
// taken from it; a byte of 0x7F or more has its high bit set once 1 is
// added, or before. A carry or borrow from one byte into the next comes
// only from a byte that is itself caught, so the answer for all eight is
// exact.
bool eight_printable(char const* p) noexcept {
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    constexpr std::uint64_t ones = 0x0101010101010101u;
    constexpr std::uint64_t high_bits = ones * 0x80;
    std::uint64_t const below_space = (word - ones * 0x20) & ~word;
    std::uint64_t const delete_or_above = (word + ones) | word;
    return ((below_space | delete_or_above) & high_bits) == 0;
}

}  // namespace

void append_shown(std::string& out, std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t run = i;  // plain ASCII: at once
        while (text.size() - run >= 8 && eight_printable(text.data() + run)) run += 8;
        while (run < text.size() && static_cast<unsigned char>(text[run]) >= 0x20 &&
               static_cast<unsigned char>(text[run]) < 0x7F)
            ++run;
        out.append(text, i, run - i);
        if (run == text.size()) return;
        shown_character const c = shown_at(text, run);
        if (c.escape[0] != '\0')
            out.append(c.escape);
        else
            out.append(text, run, c.length);
        i = run + c.length;
    }
}

std::string shown(std::string_view text) {
    std::string out;
    append_shown(out, text);
    return out;
}

std::string input_charset_problem(std::string_view name) {
    if (!iri::is_input_charset(name)) return "--from-charset: unknown charset \"" + std::string(name) + "\"";
    // Asked of the library: in an ASCII-compatible charset these bytes
    // are the same characters, the space and LF percent-encoded.
    iri::text_result const probe = iri::prepare(std::string_view("x:a b\nc"), {.from_charset = name});
    if (probe && probe.value() == "x:a%20b%0Ac") return {};
    return "--from-charset: \"" + std::string(name) +
           "\" does not keep ASCII's bytes (lines are read at the byte 0A); convert the input to UTF-8 first";
}

std::size_t shown_column(std::string_view text, std::size_t byte_offset) {
    std::size_t column = 0;
    for (std::size_t i = 0; i < text.size() && i < byte_offset;) {
        shown_character const c = shown_at(text, i);
        column += c.escape[0] != '\0' ? std::strlen(c.escape) : 1;
        i += c.length;
    }
    return column;
}

namespace {

void write_json(std::string& out, std::string_view input, iri::diagnostic const& error, std::string const& output) {
    json_object_writer object(out);
    object.string_field("input", input);
    if (!error) {
        object.string_field("output", output).null_field("error");
    } else {
        object.null_field("output");
        write_error(object, error);
    }
    object.end();
    out += '\n';
}

}  // namespace

std::optional<int> parse_text_command_line(command const& self, std::span<char const* const> args,
                                           std::span<option_spec const> options, std::vector<std::string_view>& inputs,
                                           text_pass_settings& settings, option_handler const& on_option) {
    return parse_command_line(self, args, options, inputs, [&](argument_cursor::argument const& option) {
        if (option.option == "--json") {
            settings.json = true;
            return std::string();
        }
        if (option.option == jobs_option.name) return take_jobs(*option.value, settings.jobs);
        return on_option(option);
    });
}

int run_text_pass(command const& self, std::vector<std::string_view> const& inputs, text_pass_settings const& settings,
                  text_pass const& pass) {
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
            else if (settings.show_controls)
                append_shown(out, output);
            else
                out += output;
            out += '\n';
        }
    };
    auto handle_input = [&](std::string_view input, std::string& out, input_state& state) {
        if (!settings.split_on_spaces) return handle(input, out, state);
        // On blocks of U+0020 only, as iri::prepare_each (the draft's §4
        // step 2); a TAB, CR or LF at a piece's end goes with step 1, and a
        // piece of nothing else is no reference.
        std::size_t i = 0;
        while (i < input.size()) {
            while (i < input.size() && input[i] == ' ') ++i;
            std::size_t const start = i;
            while (i < input.size() && input[i] != ' ') ++i;
            std::string_view const piece = input.substr(start, i - start);
            if (piece.find_first_not_of("\t\r\n") != std::string_view::npos) handle(piece, out, state);
        }
    };
    return exit_status_of(run_on_inputs(self, inputs, settings.jobs, handle_input));
}

}  // namespace iri::tool
