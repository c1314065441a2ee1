// RFC 3986 §5.2.4 Remove Dot Segments, in place.
//
// Resolution and normalization both run it on a path they have just written
// into their output buffer, so it rewrites that buffer where it lies: one
// pass, the output growing behind the input, no vector of segments. The
// same loop with §5.2.4's table recorded, for the explained passes, is in
// semantics/dot_table.hpp.
#pragma once

#include <cstddef>
#include <string_view>

namespace iri::semantics {

// Removes the "." and ".." segments of path[0, length) as §5.2.4 says and
// returns the new length; the result is path[0, returned). Only complete
// segments "." and ".." count: ".g", "g..", and "%2E" are ordinary segments.
std::size_t remove_dot_segments(char* path, std::size_t length) noexcept;

// RFC 3986 §3.3: "If a URI does not contain an authority component, then
// the path cannot begin with two slash characters". When a path without an
// authority would, it is written after "/." (a "." segment, which resolution
// removes again), so that it is not read back as an authority.
inline bool needs_dot_guard(bool has_authority, std::string_view path) noexcept {
    return !has_authority && path.size() >= 2 && path[0] == '/' && path[1] == '/';
}

inline constexpr std::string_view dot_guard = "/.";

}  // namespace iri::semantics
