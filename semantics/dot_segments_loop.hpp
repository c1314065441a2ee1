// RFC 3986 §5.2.4 Remove Dot Segments.
//
// The RFC describes two buffers: an input buffer that loses a prefix at each
// step and an output buffer that grows at its end. Both fit in the path's
// own storage: every step removes at least as many characters from the input
// as it adds to the output, so the output, written from the start of the
// path, never overtakes the input still to be read. "Replace that prefix
// with "/"" (steps 2B, 2C) needs no write either: the "/" is the last
// character of the prefix, or for a final "/." or "/.." the first one, and
// the input simply resumes there.
//
// The loop itself, shared by the plain pass (remove_dot_segments.cpp, with
// a step trace that compiles away) and the teaching pass that records
// §5.2.4's table (dot_table.cpp): one implementation, two traces.
#pragma once

#include "unicode/ascii_scan.hpp"

#include <cstddef>
#include <cstring>
#include <type_traits>

namespace iri::semantics::dot_segments {

// What remove_from() reports after each step: the rule that applied ('A'
// to 'E' of step 2) and the buffers it left, output path[0, out) and input
// path[in, end). The plain algorithm passes this no-op, which compiles
// away; the explained one (dot_table.cpp) records the rows of §5.2.4's table.
struct no_step_trace {
    void operator()(char, char const*, std::size_t, std::size_t, std::size_t) const noexcept {}
};

// Where the algorithm has work to do: the start of the first complete "."
// or ".." segment, counting its leading "/" (or 0 when it is the path's
// first segment); `length` when there is none. Everything before it is
// copied unchanged by step 2E, so the loop below starts there. Most paths
// have no dot segment, and this memchr walk is all they cost.
inline std::size_t first_dot_segment(char const* path, std::size_t length) noexcept {
    char const* const end = path + length;
    char const* p = path;
    while (p != end) {
        p = static_cast<char const*>(std::memchr(p, '.', static_cast<std::size_t>(end - p)));
        if (p == nullptr) return length;
        if (p == path || p[-1] == '/') {
            char const* after = p + 1;
            if (after != end && *after == '.') ++after;
            if (after == end || *after == '/') return p == path ? 0 : static_cast<std::size_t>(p - 1 - path);
        }
        ++p;
    }
    return length;
}

// Step 2 from input position `in` on, the output being path[0, in).
//
// The RFC tries 2A to 2E in order, but at most one of them can match a
// given input: 2A needs it to start with ".", 2B and 2C with "/.", 2D to be
// "." or ".." exactly (which 2A cannot match, having no "/"). So the loop
// looks at the first characters once and goes to the one step that applies.
template <class StepTrace>
[[gnu::noinline]] std::size_t remove_from(char* path, std::size_t in, std::size_t end, StepTrace& trace) noexcept(
    std::is_nothrow_invocable_v<StepTrace&, char, char const*, std::size_t, std::size_t, std::size_t>) {
    std::size_t out = in;

    // How many dots (1 or 2) make a complete "." or ".." segment at
    // path[at, end), one that the end or a "/" follows; 0 for any other
    // segment.
    auto dots_at = [&](std::size_t at) -> std::size_t {
        std::size_t n = 0;
        while (n < 2 && at + n < end && path[at + n] == '.') ++n;
        if (n == 0) return 0;
        return at + n == end || path[at + n] == '/' ? n : 0;
    };
    // "remove the last segment and its preceding "/" (if any) from the
    // output buffer"
    auto remove_last_output_segment = [&] {
        std::size_t const slash = unicode::last_byte(path, out, '/');
        out = slash == out ? 0 : slash;
    };

    // 2. While the input buffer is not empty, loop as follows:
    while (in < end) {
        if (path[in] == '.') {
            if (std::size_t const n = dots_at(in)) {
                // 2A. If the input buffer begins with a prefix of "../" or
                //     "./", then remove that prefix from the input buffer;
                // 2D. if the input buffer consists only of "." or "..",
                //     then remove that from the input buffer.
                bool const whole_input = in + n == end;
                in = whole_input ? end : in + n + 1;
                trace(whole_input ? 'D' : 'A', path, out, in, end);
                continue;
            }
        } else if (path[in] == '/') {
            if (std::size_t const n = dots_at(in + 1)) {
                // 2B. If the input buffer begins with a prefix of "/./" or
                //     "/.", where "." is a complete path segment, then
                //     replace that prefix with "/" in the input buffer;
                // 2C. if the input buffer begins with a prefix of "/../" or
                //     "/..", where ".." is a complete path segment, then
                //     replace that prefix with "/" in the input buffer and
                //     remove the last segment and its preceding "/" (if
                //     any) from the output buffer.
                std::size_t const after = in + 1 + n;
                if (after == end)
                    end = in + 1;  // "/." or "/..": the input is now its first "/"
                else
                    in = after;  // "/./" or "/../": the input resumes at its last "/"
                if (n == 2) remove_last_output_segment();
                trace(n == 2 ? 'C' : 'B', path, out, in, end);
                continue;
            }
        }
        // 2E. Move the first path segment in the input buffer to the end of
        //     the output buffer, including the initial "/" character (if
        //     any) and any subsequent characters up to, but not including,
        //     the next "/" character or the end of the input buffer.
        auto const* slash = static_cast<char const*>(std::memchr(path + in + 1, '/', end - in - 1));
        std::size_t const segment_end = slash ? static_cast<std::size_t>(slash - path) : end;
        if (out != in) std::memmove(path + out, path + in, segment_end - in);
        out += segment_end - in;
        in = segment_end;
        trace('E', path, out, in, end);
    }
    // 3. Finally, the output buffer is returned as the result.
    return out;
}

}  // namespace iri::semantics::dot_segments
