#include "conversion_steps.hpp"

#include "json.hpp"
#include "reference_json.hpp"
#include "text_command.hpp"

namespace iri::tool {

namespace {

// Columns on a terminal: one per character (the labels hold "§").
std::size_t width(std::string_view text) noexcept {
    std::size_t n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

void pad(std::string& out, std::size_t used, std::size_t column) { out.append(used < column ? column - used : 1, ' '); }

}  // namespace

void write_conversion_text(std::string& out, std::string_view input, iri::conversion_explanation const& e, bool first,
                           explain_stream& stream) {
    if (!first) out += '\n';
    out += "input      ";
    append_shown(out, input);
    out += '\n';
    if (e.error) {
        out += error_line(e.error);
        out += '\n';
        return;
    }
    for (auto const& step : e.steps) {
        out += "  ";
        out += step.step;
        pad(out, width(step.step), 17);
        std::string const at = "byte " + std::to_string(step.byte_offset);
        out += at;
        pad(out, at.size(), 11);
        out += '"';
        append_shown(out, step.before);
        if (step.changed()) {
            out += "\" -> \"";
            append_shown(out, step.after);
            out += "\"\n";
        } else {
            out += "\" unchanged\n";
        }
        out.append(19, ' ');
        append_shown(out, step.why);
        out += '\n';
        stream.row_done();
    }
    out += "output     ";
    append_shown(out, e.result);
    out += '\n';
}

void write_conversion_json(std::string& out, std::string_view input, iri::conversion_explanation const& e,
                           explain_stream& stream) {
    write_explanation_line(
        out, input, e,
        [](json_object_writer& row, iri::conversion_step const& step) {
            row.string_field("step", step.step)
                .number_field("byte_offset", step.byte_offset)
                .number_field("offset", step.offset)
                .string_field("before", step.before)
                .string_field("after", step.after)
                .bool_field("changed", step.changed())
                .string_field("why", step.why);
        },
        [&stream] { stream.row_done(); });
}

}  // namespace iri::tool
