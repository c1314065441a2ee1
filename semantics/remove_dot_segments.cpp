// RFC 3986 §5.2.4 Remove Dot Segments: the plain pass, whose step trace
// compiles away. The loop and how it keeps both buffers in the path's own
// storage are in semantics/dot_segments_loop.hpp.
#include "semantics/remove_dot_segments.hpp"
#include "semantics/dot_segments_loop.hpp"

namespace iri::semantics {

std::size_t remove_dot_segments(char* path, std::size_t length) noexcept {
    // 1. The input buffer is initialized with the now-appended path
    //    components and the output buffer is initialized to the empty
    //    string -- here both start past the prefix that 2E would only copy.
    std::size_t const in = dot_segments::first_dot_segment(path, length);
    if (in == length) return length;
    dot_segments::no_step_trace no_trace;
    return dot_segments::remove_from(path, in, length, no_trace);
}

}  // namespace iri::semantics
