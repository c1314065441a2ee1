// Checks on a reference that more than one pass's target makes.
#pragma once

#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <string_view>

namespace iri_fuzz {

// Whether `path` holds a complete "." or ".." segment (RFC 3986 §3.3),
// other than the "/." that resolution and normalization put before a path
// starting with "//" when there is no authority (resolve.hpp), so that it
// does not read as one.
inline bool has_dot_segment(std::string_view path, bool has_authority) {
    if (!has_authority && path.starts_with("/.//")) path.remove_prefix(2);
    for (std::size_t start = 0; start <= path.size();) {
        std::size_t const slash = path.find('/', start);
        std::string_view const segment = path.substr(start, slash == std::string_view::npos ? slash : slash - start);
        if (segment == "." || segment == "..") return true;
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    return false;
}

// What RFC 3986 §5.2.4 leaves: no dot segment in the path of `ref`.
inline void check_no_dot_segments(iri::reference_view const& ref) {
    IRI_FUZZ_CHECK(!has_dot_segment(ref.path(), ref.has_authority()));
}

}  // namespace iri_fuzz
