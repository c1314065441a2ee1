// Relativization: the inverse of resolution. Given a base and a target, the
// shortest reference r with resolve(base, r) == target.
//
// RFC 3986 defines no such operation, so the definition is resolution's:
// each kind of reference §5.2.2 distinguishes gives at most one natural
// candidate (no path, a relative path, an absolute path, a network path,
// the target itself); each candidate is checked by resolving it, and the
// shortest that gives the target back wins. Checking by resolution, rather
// than trusting the construction, keeps the answer right in the corners of
// §5.2.4 (".." above the root, a base path with dot segments, a rootless
// base path) at the price of a few resolutions, which is fine off the hot
// path.
#include <iri/resolve.hpp>

#include <iri/parse.hpp>

#include "semantics/failure.hpp"
#include "semantics/remove_dot_segments.hpp"

#include <new>
#include <stdexcept>

namespace iri {
namespace {

// "?query#fragment" as the target has them: every candidate with a path
// ends with it, since then T.query = R.query and T.fragment = R.fragment.
std::string query_and_fragment(reference_view const& target) {
    std::string s;
    if (auto q = target.query()) s.append("?").append(*q);
    if (auto f = target.fragment()) s.append("#").append(*f);
    return s;
}

// The directory that §5.2.3 merges a relative path into, after §5.2.4 has
// run over it: the merged path "directory + x" comes out of
// remove_dot_segments as "effective directory + x" for an ordinary segment
// x, so that is how it is computed.
std::string effective_directory(reference_view const& base) {
    std::string_view const path = base.path();
    std::string merged;
    if (base.has_authority() && path.empty()) {
        merged = "/";
    } else {
        std::size_t const slash = path.rfind('/');
        if (slash != std::string_view::npos) merged = path.substr(0, slash + 1);
    }
    merged += 'x';
    merged.resize(semantics::remove_dot_segments(merged.data(), merged.size()));
    merged.pop_back();
    return merged;
}

// The relative path that climbs from the effective directory to the target
// path: "../" once per directory left below their common prefix, then the
// rest of the target path.
std::string relative_path(std::string_view directory, std::string_view target_path) {
    std::size_t common = 0;  // ends just after a "/" shared by both, or 0
    for (std::size_t i = 0; i < directory.size() && i < target_path.size() && directory[i] == target_path[i]; ++i)
        if (directory[i] == '/') common = i + 1;
    std::size_t ups = 0;
    for (std::size_t i = common; i < directory.size(); ++i) ups += directory[i] == '/';
    std::string_view const rest = target_path.substr(common);

    std::string r;
    if (rest.empty()) {
        // The target is a directory on the way up: "." or ".." name it, the
        // final "/" coming from §5.2.4 steps 2B and 2C.
        if (ups == 0) return ".";
        for (std::size_t i = 1; i < ups; ++i) r += "../";
        return r += "..";
    }
    for (std::size_t i = 0; i < ups; ++i) r += "../";
    if (ups == 0) {
        // RFC 3986 §4.2: a first segment containing ":" "must be preceded by
        // a dot-segment (e.g., "./this:that")"; a leading "/" would make an
        // absolute-path reference. "./" keeps it a relative path.
        std::string_view const first = rest.substr(0, rest.find('/'));
        if (rest.front() == '/' || first.find(':') != std::string_view::npos) r += "./";
    }
    return r += rest;
}

struct search {
    reference_view base;
    reference_view target;
    std::string best;
    bool found = false;
    std::string scratch;

    // Keeps `candidate` if it is shorter than the best so far and resolves
    // to the target. Candidates come in order of preference, so a tie keeps
    // the earlier one.
    void consider(std::string const& candidate) {
        if (found && candidate.size() >= best.size()) return;
        parse_result const parsed = parse(candidate);
        if (!parsed) return;
        if (resolve_into(base, parsed.value(), scratch) != errc::ok) return;
        if (scratch != target.text()) return;
        best = candidate;
        found = true;
    }
};

void relativize_candidates(search& s) {
    reference_view const& base = s.base;
    reference_view const& target = s.target;
    bool const same_scheme = base.scheme() == target.scheme();
    bool const same_authority = base.authority() == target.authority();
    std::string const tail = query_and_fragment(target);

    if (same_scheme && same_authority) {
        // No path: T.path = Base.path, T.query = R.query or else Base.query.
        if (base.path() == target.path()) {
            std::string const fragment = target.fragment() ? "#" + std::string(*target.fragment()) : "";
            if (base.query() == target.query()) s.consider(fragment);
            if (target.query()) s.consider("?" + std::string(*target.query()) + fragment);
        }
        // A relative path, merged with the base's (§5.2.3). It is computed
        // for the path the target names: without the "/." that resolution
        // puts before a path starting with "//" when there is no authority.
        std::string_view named_path = target.path();
        if (!target.has_authority() && named_path.starts_with("/.//")) named_path.remove_prefix(2);
        s.consider(relative_path(effective_directory(base), named_path) + tail);
        // An absolute path: the target's, behind "/." if it starts with "//"
        // (which would read as an authority).
        std::string_view const path = target.path();
        if (!path.empty() && path.front() == '/')
            s.consider((path.starts_with("//") ? "/." : "") + std::string(path) + tail);
    }
    // A network-path reference: everything but the scheme.
    if (same_scheme && target.has_authority())
        s.consider("//" + std::string(*target.authority()) + std::string(target.path()) + tail);
    // The target itself, which resolves to itself unless its path has dot
    // segments.
    s.consider(std::string(target.text()));
}

}  // namespace

errc relativize_into(reference_view const& base, reference_view const& target, std::string& out,
                     diagnostic* error) noexcept {
    auto const failed = [&](errc code) {
        return semantics::fail(semantics::whole_input_error(code, "IRI"), out, error);
    };
    if (!base.parts().scheme.present) return failed(errc::base_not_absolute);
    if (!target.parts().scheme.present) return failed(errc::target_not_absolute);
    try {
        search s{base, target, {}, false, {}};
        relativize_candidates(s);
        if (!s.found) return failed(errc::unreachable_target);
        out = std::move(s.best);
    } catch (std::bad_alloc const&) {
        return failed(errc::out_of_memory);
    } catch (std::length_error const&) {
        return failed(errc::out_of_memory);
    }
    return errc::ok;
}

text_result relativize(std::string_view base, std::string_view target) noexcept {
    parse_result const parsed_base = semantics::parse_base(base);
    if (!parsed_base) return parsed_base.error();
    parse_result const parsed_target = parse(target);
    if (!parsed_target) return parsed_target.error();
    std::string out;
    diagnostic error;
    if (relativize_into(parsed_base.value(), parsed_target.value(), out, &error) != errc::ok) return error;
    return out;
}

}  // namespace iri
