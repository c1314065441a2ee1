// RFC 3986 §5.2.4's table, for the explained passes (semantics/dot_table.hpp):
// the loop of semantics/dot_segments_loop.hpp with each step recorded as a
// row. Teaching code: the core's remove_dot_segments never reaches it.
#include "semantics/dot_table.hpp"
#include "semantics/dot_segments_loop.hpp"

#include <string>
#include <utility>

namespace iri::semantics {
namespace {

// The first `bytes` bytes of `text`, ended before a UTF-8 continuation byte
// so that no character is cut.
std::string_view utf8_head(std::string_view text, std::size_t bytes) noexcept {
    while (bytes > 0 && bytes < text.size() && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
    return text.substr(0, bytes);
}

// The last `bytes` bytes of `text`, started at a character's first byte.
std::string_view utf8_tail(std::string_view text, std::size_t bytes) noexcept {
    std::size_t from = text.size() - bytes;
    while (from < text.size() && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) ++from;
    return text.substr(from);
}

// `into` becomes `buffer`, or, bounded and longer than whole_buffer_bytes,
// its first and last edge_bytes; `bytes` its length, `cut` where in `into`
// the bytes left out were (dot_segment_step::whole when none were).
void keep_buffer(std::string& into, std::size_t& bytes, std::size_t& cut, std::string_view buffer, bool bounded) {
    bytes = buffer.size();
    if (!bounded || buffer.size() <= dot_table_limits::whole_buffer_bytes) {
        into.assign(buffer);
        cut = dot_segment_step::whole;
        return;
    }
    std::string_view const head = utf8_head(buffer, dot_table_limits::edge_bytes);
    std::string_view const tail = utf8_tail(buffer, dot_table_limits::edge_bytes);
    into.assign(head);
    into.append(tail);
    cut = head.size();
}

}  // namespace

void dot_table_recorder::keep(dot_segment_step& into, std::string_view rule, std::string_view output,
                              std::string_view input) const {
    into.rule = rule;
    keep_buffer(into.output, into.output_bytes, into.output_cut, output, bounded_);
    keep_buffer(into.input, into.input_bytes, into.input_cut, input, bounded_);
}

void dot_table_recorder::row(std::string_view rule, std::string_view output, std::string_view input) {
    std::size_t const index = seen_++;
    if (!bounded_ || index < dot_table_limits::head_rows) {
        keep(rows_.emplace_back(), rule, output, input);
        return;
    }
    // Past the first rows: into the ring, over its oldest row (whose
    // strings keep their capacity, so a long table allocates nothing more).
    std::size_t const slot = (index - dot_table_limits::head_rows) % dot_table_limits::tail_rows;
    if (slot == ring_.size()) ring_.emplace_back();
    keep(ring_[slot], rule, output, input);
}

void dot_table_recorder::finish() {
    if (ring_.empty()) return;
    std::size_t const past_head = seen_ - dot_table_limits::head_rows;  // rows given to the ring
    left_out_ = past_head - ring_.size();
    std::size_t const oldest = past_head % ring_.size();  // ring_.size() < tail_rows only when nothing was overwritten
    for (std::size_t k = 0; k < ring_.size(); ++k) rows_.push_back(std::move(ring_[(oldest + k) % ring_.size()]));
    ring_.clear();
}

std::size_t remove_dot_segments_explained(char* path, std::size_t length, dot_table_recorder& rows) {
    // The table starts at step 1 with the whole path as input: no prefix is
    // skipped, so every 2E of the RFC's example shows as a row.
    rows.row("1", {}, std::string_view(path, length));
    auto record = [&](char rule, char const* buffer, std::size_t out, std::size_t in, std::size_t end) {
        static constexpr std::string_view rules[] = {"2A", "2B", "2C", "2D", "2E"};
        rows.row(rules[rule - 'A'], std::string_view(buffer, out), std::string_view(buffer + in, end - in));
    };
    std::size_t const kept = dot_segments::remove_from(path, 0, length, record);
    rows.finish();
    return kept;
}

}  // namespace iri::semantics
