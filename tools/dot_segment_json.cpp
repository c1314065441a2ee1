// The RFC 3986 §5.2.4 table as JSON rows (dot_segment_table.hpp). Apart
// from the text table: the playground (site/playground) compiles this file,
// and text_command.cpp, which the text table needs, is not for WebAssembly.
#include "dot_segment_table.hpp"

#include "json.hpp"

namespace iri::tool {

std::string dot_table_json(std::vector<iri::dot_segment_step> const& steps) {
    std::string json = "[";
    std::string output, input;
    for (auto const& row : steps) {
        if (json.size() > 1) json += ',';
        // Raw text for JSON (its own escaping): "head…tail" when elided.
        auto joined = [](std::string& into, std::string_view kept, std::size_t cut) {
            into.assign(kept.substr(0, cut == iri::dot_segment_step::whole ? kept.size() : cut));
            if (cut == iri::dot_segment_step::whole) return;
            into += dot_table_ellipsis;
            into += kept.substr(cut);
        };
        joined(output, row.output, row.output_cut);
        joined(input, row.input, row.input_cut);
        json_object_writer step(json);
        step.string_field("step", row.rule).string_field("output", output).string_field("input", input);
        if (row.output_elided()) step.number_field("output_bytes", row.output_bytes);
        if (row.input_elided()) step.number_field("input_bytes", row.input_bytes);
        step.end();
    }
    json += ']';
    return json;
}

}  // namespace iri::tool
