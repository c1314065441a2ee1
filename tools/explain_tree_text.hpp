// `iri explain`'s tree as text (explain_tree_text.cpp).
#pragma once

#include <iri/explain.hpp>

#include <string>
#include <string_view>

namespace iri::tool {

// The tree of `e`, an explanation of `input`, one rule a line, then the
// note on the node limit when it was reached; or "(out of memory: no
// tree)".
void write_explain_tree_text(std::string& out, std::string_view input, iri::explanation const& e);

// `text` in double quotes for a terminal: control characters as
// append_shown writes them, '"' and '\\' as \xHH, and at most 60
// characters, then "...".
void append_quoted(std::string& out, std::string_view text);

}  // namespace iri::tool
