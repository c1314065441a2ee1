#include "explain_json.hpp"

#include "json.hpp"
#include "utf8.hpp"

namespace iri::tool {

void write_explain_node_json(std::string& out, iri::explain_node const& node) {
    json_object_writer object(out);
    if (node.rule.empty())
        object.null_field("rule");
    else
        object.string_field("rule", node.rule);
    object.number_field("start", node.start)
        .number_field("end", node.end)
        .number_field("byte_start", node.byte_start)
        .number_field("byte_end", node.byte_end)
        .string_field("text", first_code_points(node.text, explain_json_text))
        .bool_field("matched", node.matched)
        .bool_field("undone", node.undone)
        .number_field("folded", node.folded)
        // The children are written straight after the opening bracket.
        .raw_field("children", "[");
    for (std::size_t i = 0; i < node.children.size(); ++i) {
        if (i > 0) out.push_back(',');
        write_explain_node_json(out, node.children[i]);
    }
    out.push_back(']');
    object.end();
}

void write_explanation_json_fields(json_object_writer& object, std::string& out, bool valid, iri::diagnostic const& error,
                       iri::explanation const& e) {
    object.bool_field("valid", valid);
    if (e.prefix < 0) {
        object.null_field("prefix").null_field("byte_prefix");
    } else {
        object.number_field("prefix", static_cast<std::size_t>(e.prefix))
            .number_field("byte_prefix", static_cast<std::size_t>(e.byte_prefix));
    }
    if (valid) {
        object.null_field("error");
    } else {
        write_error(object, error);
    }
    if (!e.complete) {
        object.null_field("tree");
    } else {
        object.raw_field("tree", "");
        write_explain_node_json(out, e.tree);
    }
    object.number_field("folded_at_limit", e.folded_at_limit);
}

}  // namespace iri::tool
