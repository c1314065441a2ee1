#include "conversion_steps.hpp"

#include "explain_stream.hpp"
#include "explain_text.hpp"
#include "json.hpp"
#include "line_engine.hpp"
#include "reference_json.hpp"

namespace iri::tool {

namespace {

// Columns on a terminal: one per character (the labels hold "§").
std::size_t width(std::string_view text) noexcept {
    std::size_t n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

void pad(std::string& out, std::size_t used, std::size_t column) { out.append(used < column ? column - used : 1, ' '); }

// stream.row_done() after each row: the rows are about 70 bytes per input
// byte.
void write_conversion_text(std::string& out, std::string_view input, iri::conversion_explanation const& e, bool first,
                           explain_stream& stream) {
    if (!first) out += '\n';
    append_labelled_line(out, "input", input);
    if (append_failure(out, e.error)) return;
    for (auto const& step : e.steps) {
        out += "  ";
        out += step.step;
        pad(out, width(step.step), 17);
        std::string const at = "byte " + std::to_string(step.byte_offset);
        out += at;
        pad(out, at.size(), 11);
        append_before_after(out, step.before, step.after, step.changed());
        out.append(19, ' ');
        append_shown(out, step.why);
        out += '\n';
        stream.row_done();
    }
    append_labelled_line(out, "output", e.result);
}

// stream.row_done() after each step.
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

}  // namespace

int run_conversion_explained(command const& self, std::vector<std::string_view> const& inputs,
                             text_pass_settings const& settings,
                             std::function<iri::conversion_explanation(std::string_view input)> const& explain) {
    auto handle = [&](std::string_view input, std::string& out, input_state& state, explain_stream& stream) {
        iri::conversion_explanation const e = explain(input);
        ++(e.error ? state.counts.failed : state.counts.ok);
        if (settings.json)
            write_conversion_json(out, input, e, stream);
        else
            write_conversion_text(out, input, e, state.number == 1, stream);
    };
    return exit_status_of(run_explained(self, inputs, settings.jobs, handle));
}

}  // namespace iri::tool
