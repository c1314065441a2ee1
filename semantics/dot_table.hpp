// RFC 3986 §5.2.4's table, for the explained passes (resolve --explain,
// normalize --explain, explain_remove_dot_segments): remove_dot_segments'
// own loop (dot_segments_loop.hpp) with each step recorded as a row.
// Apart from remove_dot_segments.hpp, so that the passes that only remove
// dot segments do not see the teaching API's types.
#pragma once

#include <iri/resolve_explain.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace iri::semantics {

// Where remove_dot_segments_explained puts the rows of §5.2.4's table.
//
// Whole (bounded == false): every row, both buffers in full, as
// explain_remove_dot_segments promises. A path of n dot segments has about
// 2n rows of up to n bytes each: quadratic, for short paths only.
//
// Bounded: as iri::dot_table_limits says (resolve_explain.hpp): a buffer
// longer than whole_buffer_bytes is kept as its first and last edge_bytes
// (cut at UTF-8 character boundaries) with its length; past head_rows rows,
// only the last tail_rows are kept (in a ring, reused), and the rows in
// between are counted. So each row costs constant time and the table
// constant memory, whatever the path.
class dot_table_recorder {
public:
    dot_table_recorder(std::vector<dot_segment_step>& rows, bool bounded) : rows_(rows), bounded_(bounded) {}

    // One row: `rule` and the two buffers as the step left them.
    void row(std::string_view rule, std::string_view output, std::string_view input);
    // After the last row: puts the kept last rows after the first ones.
    void finish();
    // How many rows were left out, and the index in `rows` they were before.
    std::size_t left_out() const noexcept { return left_out_; }
    std::size_t left_out_at() const noexcept { return left_out_ == 0 ? 0 : dot_table_limits::head_rows; }

private:
    void keep(dot_segment_step& into, std::string_view rule, std::string_view output, std::string_view input) const;

    std::vector<dot_segment_step>& rows_;
    bool bounded_;
    std::size_t seen_ = 0;  // rows given so far
    // The last tail_rows rows past head_rows; the next to be overwritten,
    // the oldest, is at (seen_ - head_rows) % tail_rows.
    std::vector<dot_segment_step> ring_;
    std::size_t left_out_ = 0;
};

// The same algorithm (the same loop, with a recording step trace) run from
// the path's first segment, giving `rows` the rows of §5.2.4's table: "1"
// with the whole path as input, then one row per step ("2A" to "2E") with
// the buffers as that step left them; then rows.finish(). Throws
// std::bad_alloc.
std::size_t remove_dot_segments_explained(char* path, std::size_t length, dot_table_recorder& rows);

}  // namespace iri::semantics
