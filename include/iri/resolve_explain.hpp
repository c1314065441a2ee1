// Reference resolution step by step, for people learning RFC 3986 §5.2 and
// for tools that teach it (`iri resolve --explain`; docs/explain.md).
//
//   auto e = iri::explain_resolve("http://a/b/c/d;p?q", "../g");
//   // e.branch == resolve_branch::merge, e.merge_prefix == "/b/c/",
//   // e.dot_input == "/b/c/../g", e.dot_steps: the §5.2.4 table,
//   // e.target == "http://a/b/g"
//
// The explanation is recorded by the same code that iri::resolve runs:
// its §5.2.2 transform and its §5.2.4 loop take a trace as a template
// parameter, and resolve() instantiates them with a trace that does
// nothing and compiles away. So e.target is resolve()'s answer, and the
// rows are the steps that produced it.
#pragma once

#include <iri/error.hpp>
#include <iri/resolve.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// One row of the RFC 3986 §5.2.4 table: the rule that applied ("1" for the
// initial state, then "2A" to "2E") and the two buffers after it.
//
// In explain_resolve and explain_normalize a buffer longer than
// dot_table_limits::whole_buffer_bytes is elided: `output` (`input`) then
// holds its first and last bytes only, joined, `output_cut` (`input_cut`)
// says where in it the bytes left out were, and `output_bytes`
// (`input_bytes`) is the whole buffer's length. A buffer kept whole has
// cut == whole and bytes == its size.
struct dot_segment_step {
    static constexpr std::size_t whole = static_cast<std::size_t>(-1);

    std::string_view rule;
    std::string output;
    std::string input;
    std::size_t output_bytes = 0, output_cut = whole;
    std::size_t input_bytes = 0, input_cut = whole;

    bool output_elided() const noexcept { return output_cut != whole; }
    bool input_elided() const noexcept { return input_cut != whole; }
};

// How much of the §5.2.4 table explain_resolve and explain_normalize keep.
// Each row holds both buffers, and a path of n dot segments makes about 2n
// rows of up to n bytes: kept whole, a 40 KB path of "./../" would make a
// table of 320 MB. Bounded, the table takes constant memory and constant
// time per row, and reads the same as before for any path with at most
// whole_rows rows and buffers of at most whole_buffer_bytes.
struct dot_table_limits {
    // A buffer up to this long is kept whole; a longer one as its first
    // and last edge_bytes (fewer where a UTF-8 character would be cut).
    // 512: longer than any IRI of the bench corpora (../shared/bench-data),
    // non-ASCII paths of 200 bytes included.
    static constexpr std::size_t whole_buffer_bytes = 512;
    static constexpr std::size_t edge_bytes = 120;
    // A table of up to head_rows + tail_rows rows is kept whole; a longer
    // one as its first head_rows and last tail_rows, with the count of the
    // rows between (left out).
    static constexpr std::size_t head_rows = 150;
    static constexpr std::size_t tail_rows = 50;
};

// Which `if` of the RFC 3986 §5.2.2 pseudo-code was taken.
enum class resolve_branch : unsigned char {
    reference_scheme,  // R.scheme defined: T is R, its path dot-removed
    reference_authority,  // R.authority defined: Base.scheme, the rest from R
    empty_path,  // R.path == "": Base's path (and query, unless R has one)
    absolute_path,  // R.path starts with "/": remove_dot_segments(R.path)
    merge,  // otherwise: remove_dot_segments(merge(Base.path, R.path))
};

// Which case of §5.2.3 merge() applied (branch merge only).
enum class merge_case : unsigned char {
    none,  // no merge
    authority_and_empty_path,  // "/" + R.path
    all_but_last_segment,  // Base.path up to its right-most "/", + R.path
};

struct resolve_explanation {
    // §5.2.2's "if ((not strict) and (R.scheme == Base.scheme))": the
    // reference's scheme was undefined because it equals the base's.
    bool scheme_ignored = false;
    resolve_branch branch = resolve_branch::reference_scheme;
    // Branch empty_path without R.query: T.query = Base.query.
    bool query_from_base = false;
    merge_case merge = merge_case::none;
    // The part of Base.path that merge() kept (all_but_last_segment), or "/"
    // (authority_and_empty_path); the merged path is it + R.path.
    std::string merge_prefix;
    // The path remove_dot_segments() ran on, and its rows (empty, and
    // dots_removed false, for branch empty_path: T.path = Base.path as is).
    bool dots_removed = false;
    std::string dot_input;
    // Bounded by dot_table_limits: when the table had more rows than it
    // keeps, dot_steps_left_out rows were left out, between
    // dot_steps[dot_steps_left_out_at - 1] and dot_steps[dot_steps_left_out_at].
    std::vector<dot_segment_step> dot_steps;
    std::size_t dot_steps_left_out = 0;
    std::size_t dot_steps_left_out_at = 0;
    std::string dot_output;
    // The "/." written before a path that would read as an authority
    // (resolve.hpp, resolve_into).
    bool dot_guard = false;
    // The target T (§5.3), equal to iri::resolve(base, reference, options).
    std::string target;
    // errc::ok, or why there is no explanation (as iri::resolve reports it;
    // errc::out_of_memory when recording ran out).
    diagnostic error;
};

// Resolves `reference` against `base` like iri::resolve and records how.
resolve_explanation explain_resolve(std::string_view base, std::string_view reference,
                                    resolve_options options = {}) noexcept;

// The §5.2.4 table for `path` on its own: row "1", then every step, every
// buffer whole (no dot_table_limits: memory grows with the square of the
// number of dot segments, so for short paths). The last row's output is
// remove_dot_segments(path). Empty when memory ran out.
std::vector<dot_segment_step> explain_remove_dot_segments(std::string_view path) noexcept;

}  // namespace iri

#pragma GCC visibility pop
