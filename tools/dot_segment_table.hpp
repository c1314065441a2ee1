// The RFC 3986 §5.2.4 table of remove_dot_segments steps, as text and as
// JSON rows, for `resolve --explain` and `normalize --explain`.
//
// The tables come bounded from the library (iri::dot_table_limits,
// resolve_explain.hpp): a buffer longer than 512 bytes is shown as its
// first and last 120 bytes, "…" between them, and its length
// ("/a/b…/y/z (40012 bytes)"); a table of more than 200 rows as its first
// 150 and last 50 rows with, between them, a line counting the rows left
// out. Smaller tables read exactly as before.
#pragma once

#include <iri/resolve_explain.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

// What stands for the bytes left out of an elided buffer.
inline constexpr std::string_view dot_table_ellipsis = "…";

// Laid out as the RFC's example for "/a/b/c/./../../g": the step in a
// column ending at ":", the output buffer from column 13 and the input
// buffer from column 35 (further right when an output buffer is longer),
// a blank line after the heading. Every line starts with `indent`. When
// `left_out` rows were left out, a line "       …   N rows left out" stands
// before row `left_out_at`.
void write_dot_table(std::string& out, std::vector<iri::dot_segment_step> const& steps, std::size_t left_out,
                     std::size_t left_out_at, std::string_view indent = "");

// [{"step", "output", "input"}...]; an elided buffer is written as the
// text shows it ("head…tail") and the row gets "output_bytes" (or
// "input_bytes"), the whole buffer's length. In dot_segment_json.cpp.
std::string dot_table_json(std::vector<iri::dot_segment_step> const& steps);

}  // namespace iri::tool
