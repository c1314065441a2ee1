// The RFC 3986 §5.2.4 table (dot_segment_table.hpp).
#include "dot_segment_table.hpp"

#include "output_buffer.hpp"
#include "text_command.hpp"

#include <algorithm>
#include <string_view>

namespace iri::tool {

namespace {

// A buffer as the table shows it: whole, or its first bytes, "…", its last
// bytes and " (N bytes)".
void append_buffer(std::string& out, std::string_view kept, std::size_t cut, std::size_t bytes) {
    if (cut == iri::dot_segment_step::whole) {
        append_shown(out, kept);
        return;
    }
    append_shown(out, kept.substr(0, cut));
    out += dot_table_ellipsis;
    append_shown(out, kept.substr(cut));
    out += " (";
    append_number(out, bytes);
    out += " bytes)";
}

}  // namespace

void write_dot_table(std::string& out, std::vector<iri::dot_segment_step> const& steps, std::size_t left_out,
                     std::size_t left_out_at, std::string_view indent) {
    // Each output buffer as shown, once: its width sets the input column,
    // and an elided one is short, so this stays linear in the table.
    std::vector<std::string> outputs;
    outputs.reserve(steps.size());
    std::size_t width = 22;  // "OUTPUT BUFFER" and the spaces up to "INPUT BUFFER"
    for (auto const& row : steps) {
        std::string& shown = outputs.emplace_back();
        append_buffer(shown, row.output, row.output_cut, row.output_bytes);
        // shown_column counts what append_shown shows; `shown` is shown already.
        width = std::max(width, shown_column(shown, shown.size()) + 2);
    }
    auto pad = [&](std::size_t used) { out.append(width - used, ' '); };
    out += indent;
    out += "      STEP   OUTPUT BUFFER";
    pad(13);
    out += "INPUT BUFFER\n\n";  // the RFC's blank line, without the indent
    for (std::size_t k = 0; k < steps.size(); ++k) {
        auto const& row = steps[k];
        if (left_out > 0 && k == left_out_at) {
            out += indent;
            out += "       ";
            out += dot_table_ellipsis;
            out += "   ";
            append_number(out, left_out);
            out += left_out == 1 ? " row left out\n" : " rows left out\n";
        }
        out += indent;
        out +=
            row.rule.size() == 1 ? "       " + std::string(row.rule) + " :" : "       " + std::string(row.rule) + ':';
        out += "   ";
        out += outputs[k];
        if (!row.input.empty()) {
            pad(shown_column(outputs[k], outputs[k].size()));
            append_buffer(out, row.input, row.input_cut, row.input_bytes);
        }
        while (out.back() == ' ') out.pop_back();  // row "1" of an empty path: no trailing spaces
        out += '\n';
    }
}

}  // namespace iri::tool
