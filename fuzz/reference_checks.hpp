// What more than one pass's target checks.
#pragma once

#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <string_view>
#include <vector>

namespace iri_fuzz {

// The pieces of `text` between `separator`s: path segments, host labels.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> pieces;
    for (std::size_t start = 0;;) {
        std::size_t const at = text.find(separator, start);
        pieces.push_back(text.substr(start, at == std::string_view::npos ? at : at - start));
        if (at == std::string_view::npos) return pieces;
        start = at + 1;
    }
}

// Whether `path` holds a complete "." or ".." segment (RFC 3986 §3.3),
// other than the "/." that resolution and normalization put before a path
// starting with "//" when there is no authority (resolve.hpp), so that it
// does not read as one.
inline bool has_dot_segment(std::string_view path, bool has_authority) {
    if (!has_authority && path.starts_with("/.//")) path.remove_prefix(2);
    for (std::string_view const segment : split(path, '/'))
        if (segment == "." || segment == "..") return true;
    return false;
}

// What RFC 3986 §5.2.4 leaves: no dot segment in the path of `ref`.
inline void check_no_dot_segments(iri::reference_view const& ref) {
    IRI_FUZZ_CHECK(!has_dot_segment(ref.path(), ref.has_authority()));
}

// resolve() and relativize() take a base and a second reference (the
// reference, the target); their errors come in resolve.hpp's order: an
// invalid base gives errc::invalid_base with the parser's diagnostic on
// the base, a relative base errc::base_not_absolute, an invalid second
// input the parser's diagnostic on it. Checks `r` against that and says
// whether one of those errors was due.
inline bool check_input_errors(iri::text_result const& r, std::string_view base, iri::parse_result const& b,
                               std::string_view second, iri::parse_result const& s) {
    if (!b.ok()) {
        IRI_FUZZ_CHECK(!r.ok() && r.error().code == iri::errc::invalid_base);
        check_diagnostic(r.error(), base);
        iri::diagnostic as_parsed = r.error();
        as_parsed.code = b.error().code;
        IRI_FUZZ_CHECK(same_diagnostic(as_parsed, b.error()));
        return true;
    }
    if (b->is_relative()) {
        IRI_FUZZ_CHECK(!r.ok() && r.error().code == iri::errc::base_not_absolute);
        check_diagnostic(r.error(), base);
        return true;
    }
    if (!s.ok()) {
        IRI_FUZZ_CHECK(!r.ok());
        check_diagnostic(r.error(), second);
        IRI_FUZZ_CHECK(same_diagnostic(r.error(), s.error()));
        return true;
    }
    return false;
}

}  // namespace iri_fuzz
