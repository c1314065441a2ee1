// Reference resolution step by step, for people learning RFC 3986 §5.2 and
// for tools that teach it (`iri resolve --explain`; docs/explain.md).
//
//   auto e = iri::explain_resolve("http://a/b/c/d;p?q", "../g");
//   // e.branch == resolve_branch::merge, e.merged_path == "/b/c/../g",
//   // e.dot_steps: the §5.2.4 table, e.target == "http://a/b/g"
//
// The explanation is recorded by the same code that iri::resolve runs:
// its §5.2.2 transform and its §5.2.4 loop take a trace as a template
// parameter, and resolve() instantiates them with a trace that does
// nothing and compiles away. So e.target is resolve()'s answer, and the
// rows are the steps that produced it.
#pragma once

#include <iri/error.hpp>
#include <iri/resolve.hpp>

#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// One row of the RFC 3986 §5.2.4 table: the rule that applied ("1" for the
// initial state, then "2A" to "2E") and the two buffers after it.
struct dot_segment_step {
    std::string_view rule;
    std::string output;
    std::string input;
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
    std::vector<dot_segment_step> dot_steps;
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

// The §5.2.4 table for `path` on its own: row "1", then every step. The last
// row's output is remove_dot_segments(path). Empty when memory ran out.
std::vector<dot_segment_step> explain_remove_dot_segments(std::string_view path) noexcept;

}  // namespace iri

#pragma GCC visibility pop
