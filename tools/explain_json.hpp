// The parse tree of `iri explain --json` (<iri/explain.hpp>), for the tool
// (cmd_explain.cpp) and the playground (site/playground), which compiles
// this file: both write a tree the same way.
#pragma once

#include <iri/explain.hpp>

#include <cstddef>
#include <string>

namespace iri::tool {

class json_object_writer;  // json.hpp

// A node's "text" holds at most this many code points: a long input would
// otherwise be written again at every level of the tree. `iri explain
// --help` gives the number.
inline constexpr std::size_t explain_json_text = 1024;

// Appends {"rule", "start", "end", "byte_start", "byte_end", "text",
// "matched", "undone", "folded", "children"}, the children written the
// same way in the order they ran; "rule" is null for the node-limit marker.
void write_explain_node_json(std::string& out, iri::explain_node const& node);

// The fields of one explanation, into `object`, which writes into `out`:
// "valid", "prefix", "byte_prefix", "error", "tree" (the node above, or
// null when memory ran out), "folded_at_limit".
void write_explanation_json_fields(json_object_writer& object, std::string& out, bool valid,
                                   iri::diagnostic const& error, iri::explanation const& e);

}  // namespace iri::tool
