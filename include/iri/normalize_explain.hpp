// Normalization step by step (`iri normalize --explain`): each step of
// RFC 3987 §5.3.2 (RFC 3986 §6.2.2) applied to each component, with the
// text before and after it, and the §5.2.4 table for the path.
//
//   auto e = iri::explain_normalize("HTTP://Example.ORG/a/./%7e/../b");
//   // steps: scheme case "HTTP" -> "http", host case, path dot segments
//   // (with the remove_dot_segments rows), path percent-encoding ...
//   // e.result == iri::normalize(...) == "http://example.org/a/b"
//
// The steps are those of normalize()'s own pass, which tells a recorder
// each one as it applies it (semantics/normalize_trace.hpp);
// tests/semantics/normalize_explain.cpp checks that the result is
// normalize()'s over the normalization tests' inputs and generated
// references.
#pragma once

#include <iri/error.hpp>
#include <iri/normalize.hpp>
#include <iri/resolve_explain.hpp>

#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

struct normalize_step {
    std::string_view component;  // "scheme", "userinfo", "host", "path", "query", "fragment", "reference"
    std::string_view rule;  // "RFC 3987 §5.3.2.1 case normalization", ...
    std::string before, after;  // the component's text before and after the step
    // For remove_dot_segments steps: the §5.2.4 rows, bounded as
    // dot_table_limits says (resolve_explain.hpp): dot_steps_left_out rows
    // left out before dot_steps[dot_steps_left_out_at] when there were more.
    std::vector<dot_segment_step> dot_steps;
    std::size_t dot_steps_left_out = 0;
    std::size_t dot_steps_left_out_at = 0;
    bool changed() const noexcept { return before != after; }
};

struct normalize_explanation {
    std::vector<normalize_step> steps;  // in the order they apply
    std::string result;  // equal to iri::normalize(reference, options)
    diagnostic error;  // the parse error, or errc::out_of_memory
};

normalize_explanation explain_normalize(std::string_view reference, normalize_options options = {}) noexcept;

}  // namespace iri

#pragma GCC visibility pop
