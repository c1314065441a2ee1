// The RFC 3986 §5.2.4 table (dot_segment_table.hpp).
#include "dot_segment_table.hpp"

#include "json.hpp"
#include "text_command.hpp"

#include <algorithm>
#include <string_view>

namespace iri::tool {

void write_dot_table(std::string& out, std::vector<iri::dot_segment_step> const& steps, std::string_view indent) {
    std::size_t width = 22;  // "OUTPUT BUFFER" and the spaces up to "INPUT BUFFER"
    for (auto const& row : steps) width = std::max(width, shown_column(row.output, row.output.size()) + 2);
    auto pad = [&](std::size_t used) { out.append(width - used, ' '); };
    out += indent;
    out += "      STEP   OUTPUT BUFFER";
    pad(13);
    out += "INPUT BUFFER\n\n";  // the RFC's blank line, without the indent
    for (auto const& row : steps) {
        out += indent;
        out +=
            row.rule.size() == 1 ? "       " + std::string(row.rule) + " :" : "       " + std::string(row.rule) + ':';
        out += "   ";
        append_shown(out, row.output);
        if (!row.input.empty()) {
            pad(shown_column(row.output, row.output.size()));
            append_shown(out, row.input);
        }
        while (out.back() == ' ') out.pop_back();  // row "1" of an empty path: no trailing spaces
        out += '\n';
    }
}

std::string dot_table_json(std::vector<iri::dot_segment_step> const& steps) {
    std::string json = "[";
    for (auto const& row : steps) {
        if (json.size() > 1) json += ',';
        json_object_writer step(json);
        step.string_field("step", row.rule).string_field("output", row.output).string_field("input", row.input);
        step.end();
    }
    json += ']';
    return json;
}

}  // namespace iri::tool
