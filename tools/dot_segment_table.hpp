// The RFC 3986 §5.2.4 table of remove_dot_segments steps, as text and as
// JSON rows, for `resolve --explain` and `normalize --explain`.
#pragma once

#include <iri/resolve_explain.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

// Laid out as the RFC's example for "/a/b/c/./../../g": the step in a
// column ending at ":", the output buffer from column 13 and the input
// buffer from column 35 (further right when an output buffer is longer),
// a blank line after the heading. Every line starts with `indent`.
void write_dot_table(std::string& out, std::vector<iri::dot_segment_step> const& steps, std::string_view indent = "");

// [{"step", "output", "input"}...]
std::string dot_table_json(std::vector<iri::dot_segment_step> const& steps);

}  // namespace iri::tool
