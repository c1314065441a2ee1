// RFC 2396 §5.2 "Resolving Relative References to Absolute Form", steps 1
// to 7, each as the RFC words it (quoted before the code that does it).
//
// This is the legacy algorithm, kept for what the 2002 IRI draft built on;
// it is written for clarity, on std::string components, not for speed:
// resolve.cpp is the RFC 3986 hot path. Step 6's string operations give
// the results the RFC's wording gives (c to f on the whole buffer, e as if
// repeated leftmost first), not RFC 3986's remove_dot_segments, whose
// results differ; c and e take one pass each, so that the whole is linear
// in the length of the paths.
#include <iri/parse.hpp>
#include <iri/resolve_rfc2396.hpp>

#include "semantics/failure.hpp"
#include "semantics/remove_dot_segments.hpp"

#include <new>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace iri {
namespace {

struct parts {
    std::optional<std::string> scheme, authority;
    std::string path;
    std::optional<std::string> query, fragment;
};

std::optional<std::string> component(std::string_view text, span s) {
    if (!s.present) return std::nullopt;
    return std::string(text.substr(s.offset, s.length));
}

// Step 1: "Parse the URI reference into the potential four components and
// fragment identifier, as described in Section 4.3."
parts split(reference_view const& r) {
    components const& c = r.parts();
    std::string_view const text = r.text();
    return {component(text, c.scheme), component(text, c.authority),
            std::string(text.substr(c.path.offset, c.path.length)), component(text, c.query),
            component(text, c.fragment)};
}

bool same_scheme(std::string const& a, std::string const& b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if ((a[i] | 0x20) != (b[i] | 0x20)) return false;  // ALPHA DIGIT + - . only (§3.1)
    return true;
}

// Step 6's buffer as its patterns see it: an abs_path's leading "/", which
// has no segment before it (RFC 2396 §3.3), then complete path segments,
// each but the last followed by "/".
struct segmented {
    bool leading_slash = false;
    std::vector<std::string_view> segments;  // into the buffer they came from
};

segmented segments_of(std::string_view buffer) {
    segmented s;
    s.leading_slash = !buffer.empty() && buffer[0] == '/';
    std::size_t start = s.leading_slash ? 1 : 0;
    for (std::size_t slash; (slash = buffer.find('/', start)) != std::string_view::npos; start = slash + 1)
        s.segments.push_back(buffer.substr(start, slash - start));
    s.segments.push_back(buffer.substr(start));
    return s;
}

std::string joined(bool leading_slash, std::vector<std::string_view> const& segments) {
    std::string out = leading_slash ? "/" : "";
    for (std::size_t i = 0; i < segments.size(); ++i) {
        if (i > 0) out += '/';
        out += segments[i];
    }
    return out;
}

// "c) All occurrences of "./", where "." is a complete path segment, are
// removed from the buffer string." Removing one "./" leaves every other
// segment whole, so one pass removes them all: every "." segment but the
// last, which no "/" follows.
std::string without_dot_slash(std::string_view buffer) {
    segmented const s = segments_of(buffer);
    std::vector<std::string_view> kept;
    kept.reserve(s.segments.size());
    for (std::size_t i = 0; i < s.segments.size(); ++i)
        if (s.segments[i] != "." || i + 1 == s.segments.size()) kept.push_back(s.segments[i]);
    return joined(s.leading_slash, kept);
}

// "e) All occurrences of "<segment>/../", where <segment> is a complete
// path segment not equal to "..", are removed from the buffer string.
// Removal of these path segments is performed iteratively, removing the
// leftmost matching pattern on each iteration, until no matching pattern
// remains." A removal joins what stood before <segment> to what followed
// "/../", as a closing bracket cancels the nearest open one, so one pass
// with a stack of the segments kept gives the same buffer in linear time:
// a ".." that a "/" follows takes back the last segment kept, unless there
// is none or it is a ".." itself.
std::string without_segment_dotdot(std::string_view buffer) {
    segmented const s = segments_of(buffer);
    std::vector<std::string_view> kept;
    kept.reserve(s.segments.size());
    for (std::size_t i = 0; i < s.segments.size(); ++i) {
        bool const followed_by_slash = i + 1 < s.segments.size();
        if (s.segments[i] == ".." && followed_by_slash && !kept.empty() && kept.back() != "..")
            kept.pop_back();
        else
            kept.push_back(s.segments[i]);
    }
    return joined(s.leading_slash, kept);
}

// A complete path segment starts at the beginning of the buffer (unless
// the buffer starts with "/") or right after a "/": for steps d and f.
bool segment_starts_at(std::string const& buffer, std::size_t at) noexcept {
    return at == 0 ? buffer.empty() || buffer[0] != '/' : buffer[at - 1] == '/';
}

// Where step 6f's "<segment>/.." at the end of the buffer starts, its
// <segment> a complete segment other than "..": {start of the segment,
// start of the "/.."}, or {npos, npos}.
struct segment_match {
    std::size_t start, dotdot;
};

segment_match segment_before(std::string const& buffer, std::size_t dotdot) noexcept {
    // "/.." at the start of an abs_path has no segment before it (§3.3).
    if (dotdot == 0) return {std::string::npos, std::string::npos};
    std::size_t const slash = buffer.rfind('/', dotdot - 1);
    std::size_t const start = slash == std::string::npos ? 0 : slash + 1;
    if (buffer.compare(start, dotdot - start, "..") == 0) return {std::string::npos, std::string::npos};
    return {start, dotdot};
}

class resolver {
public:
    explicit resolver(bool record) : record_(record) {}

    void note(std::string_view step, std::string what, std::string const& buffer = {}) {
        if (record_) steps_.push_back({step, std::move(what), buffer});
    }
    std::vector<rfc2396_step> take_steps() { return std::move(steps_); }

private:
    bool record_;
    std::vector<rfc2396_step> steps_;
};

// Step 6, a to h, on the base's path and the reference's.
std::string merge_relative_path(std::string const& base_path, bool base_has_authority, std::string const& ref_path,
                                rfc2396_above_root above_root, resolver& r) {
    // "a) All but the last segment of the base URI's path component is
    // copied to the buffer. In other words, any characters after the last
    // (right-most) slash character, if any, are excluded."
    std::size_t const last_slash = base_path.rfind('/');
    std::string buffer = last_slash == std::string::npos ? std::string() : base_path.substr(0, last_slash + 1);
    // RFC 2396 says nothing of a base with an authority and no path
    // ("http://a"): its net_path's abs_path is optional (§3). Copied
    // literally, "g" would give "http://ag", another authority; the path is
    // taken to be "/" instead, as RFC 3986 §5.2.3 later wrote down.
    if (base_has_authority && base_path.empty()) buffer.assign(1, '/');  // not = "/": GCC bug 105329
    r.note("6a", "all but the last segment of the base path", buffer);

    // "b) The reference's path component is appended to the buffer string."
    buffer += ref_path;
    r.note("6b", "the reference's path appended", buffer);

    // "c) All occurrences of "./", where "." is a complete path segment,
    // are removed from the buffer string."
    buffer = without_dot_slash(buffer);
    r.note("6c", "every \"./\" of a complete \".\" segment removed", buffer);

    // "d) If the buffer string ends with "." as a complete path segment,
    // that "." is removed."
    if (!buffer.empty() && buffer.back() == '.' && segment_starts_at(buffer, buffer.size() - 1)) buffer.pop_back();
    r.note("6d", "a final \".\" segment removed", buffer);

    // "e) All occurrences of "<segment>/../", where <segment> is a complete
    // path segment not equal to "..", are removed from the buffer string.
    // [...] iteratively, [...] leftmost [...] first"
    buffer = without_segment_dotdot(buffer);
    r.note("6e", "every \"<segment>/../\" removed, leftmost first", buffer);

    // "f) If the buffer string ends with "<segment>/..", where <segment> is
    // a complete path segment not equal to "..", that "<segment>/.." is
    // removed."
    if (buffer.size() >= 3 && buffer.compare(buffer.size() - 3, 3, "/..") == 0)
        if (segment_match const m = segment_before(buffer, buffer.size() - 3); m.start != std::string::npos)
            buffer.erase(m.start);
    r.note("6f", "a final \"<segment>/..\" removed", buffer);

    // "g) If the resulting buffer string still begins with one or more
    // complete path segments of "..", then the reference is considered to
    // be in error." The leading "/" of an abs_path comes before them.
    std::size_t const first = !buffer.empty() && buffer[0] == '/' ? 1 : 0;
    auto dotdot_at = [&](std::size_t at) {
        return buffer.compare(at, 2, "..") == 0 && (at + 2 == buffer.size() || buffer[at + 2] == '/');
    };
    if (dotdot_at(first)) {
        if (above_root == rfc2396_above_root::remove) {
            std::size_t at = first;
            while (at < buffer.size() && dotdot_at(at)) at += at + 2 == buffer.size() ? 2 : 3;
            buffer.erase(first, at - first);
            r.note("6g", "leading \"..\" segments: removed", buffer);
        } else {
            r.note("6g", "leading \"..\" segments: retained in the path", buffer);
        }
    }
    // "h) The remaining buffer string is the reference URI's new path
    // component."
    r.note("6h", "the buffer is the new path", buffer);
    return buffer;
}

// Step 7: "The resulting URI components, including any inherited from the
// base URI, are recombined to give the absolute form of the URI
// reference." (the pseudo-code of §7 of that step)
std::string recombine(parts const& t) {
    std::string result;
    if (t.scheme) result += *t.scheme + ':';
    if (t.authority) result += "//" + *t.authority;
    // A path without an authority that begins with "//" would read back as
    // one (RFC 3986 §3.3; RFC 2396 §3's grammar cannot produce it either):
    // "/." goes in front, the same path, as iri::resolve writes it
    // (resolve.hpp). Only step 6g's removal or a base path "//..." leads
    // here.
    if (semantics::needs_dot_guard(t.authority.has_value(), t.path)) result += semantics::dot_guard;
    result += t.path;
    if (t.query) result += '?' + *t.query;
    if (t.fragment) result += '#' + *t.fragment;
    return result;
}

rfc2396_result run(reference_view const& base_view, reference_view const& ref_view, rfc2396_options options,
                   bool record) {
    resolver r(record);
    rfc2396_result result;
    parts const base = split(base_view);
    parts ref = split(ref_view);
    r.note("1", "the reference parsed into scheme, authority, path, query and fragment");

    // "2) If the path component is empty and the scheme, authority, and
    // query components are undefined, then it is a reference to the
    // current document and we are done."
    if (ref.path.empty() && !ref.scheme && !ref.authority && !ref.query) {
        parts current = base;
        current.fragment = ref.fragment;
        result.current_document = true;
        result.target = recombine(current);
        r.note("2", "empty path, no scheme, authority or query: the current document");
        result.steps = r.take_steps();
        return result;
    }
    // "Otherwise, the reference URI's query and fragment components are
    // defined as found (or not found) within the URI reference and not
    // inherited from the base URI."
    r.note("2", "the query and fragment are the reference's");

    // "3) If the scheme component is defined, indicating that the reference
    // starts with a scheme name, then the reference is interpreted as an
    // absolute URI and we are done." (The loophole of Appendix C.2 when
    // not strict.)
    if (ref.scheme && !options.strict && same_scheme(*ref.scheme, *base.scheme)) {
        ref.scheme.reset();
        r.note("3", "the scheme equals the base's: ignored (backwards compatibility)");
    }
    if (ref.scheme) {
        r.note("3", "the scheme is defined: an absolute URI, taken as it is");
        result.target = recombine(ref);
        r.note("7", "recombined");
        result.steps = r.take_steps();
        return result;
    }
    // "Otherwise, the reference URI's scheme is inherited from the base
    // URI's scheme component."
    ref.scheme = base.scheme;
    r.note("3", "no scheme: the base's is inherited");

    // "4) If the authority component is defined, then the reference is a
    // network-path and we skip to step 7. Otherwise, the reference URI's
    // authority is inherited from the base URI's authority component".
    if (ref.authority) {
        r.note("4", "the authority is defined: a network-path, on to step 7", ref.path);
    } else {
        ref.authority = base.authority;
        r.note("4", "no authority: the base's is inherited");
        // "5) If the path component begins with a slash character ("/"),
        // then the reference is an absolute-path and we skip to step 7."
        if (!ref.path.empty() && ref.path[0] == '/') {
            r.note("5", "the path begins with \"/\": an absolute-path, on to step 7", ref.path);
        } else {
            // "6) If we reach this point, then the reference is a
            // relative-path and we need to merge the reference's path with
            // the base URI's path to obtain the target path."
            r.note("5", "the path is relative: on to step 6");
            ref.path = merge_relative_path(base.path, base.authority.has_value(), ref.path, options.above_root, r);
        }
    }
    result.target = recombine(ref);
    r.note("7", "recombined");
    result.steps = r.take_steps();
    return result;
}

diagnostic out_of_memory() noexcept { return semantics::whole_input_error(errc::out_of_memory, "IRI-reference"); }

}  // namespace

rfc2396_result resolve_rfc2396(std::string_view base, std::string_view reference, rfc2396_options options,
                               bool record_steps) noexcept {
    rfc2396_result failed;
    // The same checks, in the same order, as iri::resolve. RFC 2396 §5.2:
    // the base "must be converted to absolute form" first.
    parse_result const parsed_base = semantics::parse_base(base);
    if (!parsed_base) {
        failed.error = parsed_base.error();
        return failed;
    }
    parse_result const parsed_reference = parse(reference);
    if (!parsed_reference) {
        failed.error = parsed_reference.error();
        return failed;
    }
    try {
        return run(parsed_base.value(), parsed_reference.value(), options, record_steps);
    } catch (std::bad_alloc const&) {
        failed.error = out_of_memory();
    } catch (std::length_error const&) {
        failed.error = out_of_memory();
    }
    return failed;
}

}  // namespace iri
