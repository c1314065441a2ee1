// RFC 3986 §5.2.4 Remove Dot Segments, in place.
//
// Resolution and normalization both run it on a path they have just written
// into their output buffer, so it rewrites that buffer where it lies: one
// pass, the output growing behind the input, no vector of segments.
#pragma once

#include <iri/resolve_explain.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace iri::semantics {

// Removes the "." and ".." segments of path[0, length) as §5.2.4 says and
// returns the new length; the result is path[0, returned). Only complete
// segments "." and ".." count: ".g", "g..", and "%2E" are ordinary segments.
std::size_t remove_dot_segments(char* path, std::size_t length) noexcept;

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

// RFC 3986 §3.3: "If a URI does not contain an authority component, then
// the path cannot begin with two slash characters". When a path without an
// authority would, it is written after "/." (a "." segment, which resolution
// removes again), so that it is not read back as an authority.
inline bool needs_dot_guard(bool has_authority, std::string_view path) noexcept {
    return !has_authority && path.size() >= 2 && path[0] == '/' && path[1] == '/';
}

inline constexpr std::string_view dot_guard = "/.";

}  // namespace iri::semantics
