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

// The same algorithm (the same loop, with a recording step trace) run from
// the path's first segment, appending to `steps` the rows of §5.2.4's table:
// "1" with the whole path as input, then one row per step ("2A" to "2E")
// with the buffers as that step left them. Throws std::bad_alloc.
std::size_t remove_dot_segments_explained(char* path, std::size_t length, std::vector<dot_segment_step>& steps);

// RFC 3986 §3.3: "If a URI does not contain an authority component, then
// the path cannot begin with two slash characters". When a path without an
// authority would, it is written after "/." (a "." segment, which resolution
// removes again), so that it is not read back as an authority.
inline bool needs_dot_guard(bool has_authority, std::string_view path) noexcept {
    return !has_authority && path.size() >= 2 && path[0] == '/' && path[1] == '/';
}

inline constexpr std::string_view dot_guard = "/.";

}  // namespace iri::semantics
