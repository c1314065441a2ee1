// libFuzzer target: iri::resolve (RFC 3986 §5.2, RFC 3987 §6.5), strict and
// non-strict. Two inputs, split at the first NUL byte: the base, then the
// reference; without a NUL, the whole input is the reference and the base
// is RFC 3986 §5.4's "http://a/b/c/d;p?q". Checked against what callers
// rely on:
//
// - errors: an invalid base gives errc::invalid_base with the parser's
//   diagnostic on the base; a relative base errc::base_not_absolute; an
//   invalid reference the parser's diagnostic on the reference;
// - the result is a valid IRI with no "." or ".." segment left (the "/."
//   before a path starting with "//" aside, resolve.hpp), unless §5.2.2
//   took the base's path as it is (an empty reference);
// - it is the slow literal transcription of RFC 3986 §5.2 and §5.3
//   (tests/oracles/resolve_oracle.cpp), with that "/." added where the
//   transcription writes a path starting with "//" and no authority;
// - resolve_into gives the same from parsed views into a reused buffer;
//   a result without dot segments resolves to itself; relativize finds a
//   reference to it no longer than the one resolved (its promise: the
//   shortest) that resolves back to it;
// - on ASCII inputs that are URI-references, uriparser (when the build
//   found it) resolves the pair to the same string, save for the known
//   differences listed in `known_differences` below and in fuzz/README.md,
//   each with the RFC text that makes ours right.
#include "fuzz/check.hpp"
#include "fuzz/reference_checks.hpp"
#include "tests/oracles/resolve_oracle.hpp"

#include <iri/iri.hpp>

#ifdef IRI_FUZZ_WITH_URIPARSER
#include <arpa/inet.h>
#include <uriparser/Uri.h>

#include <algorithm>
#include <array>
#include <vector>
#endif

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace {

// RFC 3986 §5.4: "Within a representation with a well defined base URI of
//   http://a/b/c/d;p?q
// a relative reference is transformed to its target URI as follows."
constexpr std::string_view default_base = "http://a/b/c/d;p?q";

bool same_scheme(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if ((a[i] | 0x20) != (b[i] | 0x20)) return false;
    return true;
}

// The oracle's answer, with the two readings resolve.hpp documents:
// non-strict resolution compares schemes without case (RFC 3986 §3.1:
// "schemes are case-insensitive"; the transcription compares strings), and
// a path starting with "//" without an authority gets "/." in front.
std::string oracle_resolution(std::string_view base, std::string_view reference, bool strict) {
    oracle::components const B = oracle::parse(base);
    oracle::components R = oracle::parse(reference);
    if (!strict && R.scheme && B.scheme && same_scheme(*R.scheme, *B.scheme)) R.scheme = B.scheme;
    oracle::components T = oracle::transform(B, R, strict);
    if (!T.authority && T.path.starts_with("//")) T.path.insert(0, "/.");
    return oracle::recompose(T);
}

#ifdef IRI_FUZZ_WITH_URIPARSER
// uriparser's resolution of the pair, or nothing when it rejects an input.
std::optional<std::string> uriparser_resolution(std::string_view base, std::string_view reference, bool strict) {
    UriUriA b, r, t;
    char const* error = nullptr;
    std::optional<std::string> result;
    if (uriParseSingleUriExA(&b, base.data(), base.data() + base.size(), &error) != URI_SUCCESS) return result;
    if (uriParseSingleUriExA(&r, reference.data(), reference.data() + reference.size(), &error) == URI_SUCCESS) {
        UriResolutionOptions const options = strict ? URI_RESOLVE_STRICTLY : URI_RESOLVE_IDENTICAL_SCHEME_COMPAT;
        if (uriAddBaseUriExA(&t, &r, &b, options) == URI_SUCCESS) {
            int size = 0;
            if (uriToStringCharsRequiredA(&t, &size) == URI_SUCCESS) {
                std::string text(static_cast<std::size_t>(size) + 1, '\0');
                if (uriToStringA(text.data(), &t, size + 1, nullptr) == URI_SUCCESS) {
                    text.resize(static_cast<std::size_t>(size));
                    result = std::move(text);
                }
            }
            uriFreeUriMembersA(&t);
        }
        uriFreeUriMembersA(&r);
    }
    uriFreeUriMembersA(&b);
    return result;
}

struct pair {
    std::string_view base, reference;
    bool strict;
};

// A difference between uriparser 0.9.7 and iri on an ASCII pair, why
// iri is right, and how to take it back: `undo` returns uriparser's result
// with that one difference undone, or nothing when the row does not apply.
// A difference is explained when undoing rows, each at most once, turns
// uriparser's result into ours.
struct known_difference {
    char const* what;
    char const* why;
    std::optional<std::string> (*undo)(pair const& p, std::string_view ours, std::string const& theirs);
};

// Our result up to its path, and from the end of its path.
struct around_path {
    std::string_view head, tail;
};

std::optional<around_path> split_around_path(std::string_view ours) {
    iri::parse_result const a = iri::parse(ours, iri::entry::URI_reference);
    if (!a) return std::nullopt;
    iri::span const path = a->parts().path;
    return around_path{ours.substr(0, path.offset), ours.substr(path.offset + path.length)};
}

// "s://x" for our "s:/.//x": "/." put back.
std::optional<std::string> drops_dot_guard(pair const&, std::string_view ours, std::string const& theirs) {
    iri::parse_result const a = iri::parse(ours, iri::entry::URI_reference);
    if (!a || a->has_authority() || !a->path().starts_with("/.//")) return std::nullopt;
    std::size_t const path = a->parts().path.offset;
    if (!theirs.starts_with(ours.substr(0, path)) || theirs.compare(path, 2, "//") != 0) return std::nullopt;
    std::string undone(theirs);
    undone.insert(path, "/.");
    return undone;
}

// "s://h/.///x": the "/." taken out.
std::optional<std::string> adds_dot_after_authority(pair const&, std::string_view, std::string const& theirs) {
    iri::parse_result const b = iri::parse(theirs, iri::entry::URI_reference);
    if (!b || !b->has_authority() || !b->path().starts_with("/.//")) return std::nullopt;
    std::string undone(theirs);
    undone.erase(b->parts().path.offset, 2);
    return undone;
}

// The 16 bytes of an IPv6 host "[...]".
std::optional<std::array<unsigned char, 16>> ipv6_bytes(iri::reference_view const& r) {
    if (r.host_type() != iri::host_kind::ipv6) return std::nullopt;
    std::string const address(r.host()->substr(1, r.host()->size() - 2));
    std::array<unsigned char, 16> bytes;
    if (inet_pton(AF_INET6, address.c_str(), bytes.data()) != 1) return std::nullopt;
    return bytes;
}

// Their IPv6 host replaced by ours, when both name the same address.
std::optional<std::string> rewrites_ipv6(pair const&, std::string_view ours, std::string const& theirs) {
    iri::parse_result const a = iri::parse(ours, iri::entry::URI_reference);
    iri::parse_result const b = iri::parse(theirs, iri::entry::URI_reference);
    if (!a || !b) return std::nullopt;
    auto const x = ipv6_bytes(a.value()), y = ipv6_bytes(b.value());
    if (!x || !y || *x != *y) return std::nullopt;
    std::string undone(theirs);
    undone.replace(b->parts().host.offset, b->parts().host.length, *a->host());
    return undone;
}

// What uriparser gives once the reference's scheme is spelt as the base's.
std::optional<std::string> schemes_differ_in_case(pair const& p, std::string_view, std::string const&) {
    iri::parse_result const b = iri::parse(p.base), r = iri::parse(p.reference);
    if (p.strict || !b || !r || !r->scheme() || *r->scheme() == *b->scheme() ||
        !same_scheme(*r->scheme(), *b->scheme()))
        return std::nullopt;
    std::string const respelt = std::string(*b->scheme()) + std::string(p.reference.substr(r->scheme()->size()));
    return uriparser_resolution(p.base, respelt, false);
}

// The path that §5.2.2 hands to remove_dot_segments for this pair (merged
// when the reference has a relative path), or nothing when T.path is the
// base's path as it is.
std::optional<std::string> path_before_removal(pair const& p) {
    oracle::components const B = oracle::parse(p.base);
    oracle::components R = oracle::parse(p.reference);
    if (!p.strict && R.scheme && B.scheme && same_scheme(*R.scheme, *B.scheme)) R.scheme.reset();
    if (R.scheme || R.authority || R.path.starts_with('/')) return R.path;
    if (R.path.empty()) return std::nullopt;
    return oracle::merge(B, R);
}

// The segments of a path; an absolute path's leading "/" opens none.
std::vector<std::string_view> segments_of(std::string_view path) {
    if (path.starts_with('/')) path.remove_prefix(1);
    return iri_fuzz::split(path, '/');
}

bool has_segment(std::vector<std::string_view> const& segments, std::string_view s) {
    return std::find(segments.begin(), segments.end(), s) != segments.end();
}

// Recognised by its cause, not by uriparser's exact output: the two agree
// outside the path, the path handed to §5.2.4 has a dot segment, and the
// path uriparser writes keeps no ".." segment. Undone: our path for theirs.
std::optional<std::string> removes_segments_as_a_list(pair const& p, std::string_view ours, std::string const& theirs) {
    std::optional<std::string> const before = path_before_removal(p);
    std::optional<around_path> const around = split_around_path(ours);
    if (!before || !around) return std::nullopt;
    auto const [head, tail] = *around;
    if (theirs.size() < head.size() + tail.size() || !theirs.starts_with(head) || !theirs.ends_with(tail))
        return std::nullopt;
    std::string_view const their_path =
        std::string_view(theirs).substr(head.size(), theirs.size() - head.size() - tail.size());
    auto const segments = segments_of(*before);
    if (!has_segment(segments, ".") && !has_segment(segments, "..")) return std::nullopt;
    if (their_path.find_first_of("?#") != std::string_view::npos || has_segment(segments_of(their_path), ".."))
        return std::nullopt;
    return std::string(ours);
}

constexpr known_difference known_differences[] = {
    {"uriparser writes a path starting with \"//\" after no authority: \"..//x\" against \"s:/a\" gives "
     "\"s://x\", which reads back with the authority \"x\"; ours is \"s:/.//x\"",
     "RFC 3986 §3.3: \"If a URI does not contain an authority component, then the path cannot begin with two "
     "slash characters\"; \"/.//x\" is what §5.2.4 removes to the same path, the one form that reads back as "
     "it was resolved (resolve.hpp)",
     drops_dot_guard},
    {"uriparser puts \"/.\" before some merged paths starting with \"//\" after an authority: \"x\" against "
     "\"s://h///\" gives \"s://h/.///x\"; ours is \"s://h///x\"",
     "after an authority the path is path-abempty, \"///x\" included (RFC 3986 §3.3): there is no ambiguity "
     "to avoid, and §5.2.4 adds no segment",
     adds_dot_after_authority},
    {"uriparser's non-strict mode (URI_RESOLVE_IDENTICAL_SCHEME_COMPAT) ignores the reference's scheme only "
     "when it is the base's byte for byte: \"HTTP:g\" against \"http://a/b\" stays \"HTTP:g\"; ours is "
     "\"http://a/g\"",
     "RFC 3986 §5.2.2 ignores a scheme \"identical to the base URI's scheme\", and §3.1: \"schemes are "
     "case-insensitive\", so \"HTTP\" and \"http\" are the same scheme",
     schemes_differ_in_case},
    {"uriparser removes dot segments from a list of segments, where \"..\" takes the segment before it even "
     "when that is empty; a rootless path stays rootless; and it puts a \".\" segment first where it judges "
     "the path ambiguous: \"s:.//../x\" gives \"s:x\", \"s:a/../../b\" \"s:b\", \".2./..\" against \"p:/\" "
     "\"p:/./\"; ours are \"s:/x\", \"s:/b\" and \"p:/\". Only a path with dot segments before removal may "
     "differ, and only in the path",
     "RFC 3986 §5.2.4 works on a string buffer, not on segments: step 2A drops \"./\", then step 2C turns "
     "\"/../\" into \"/\" and removes the last segment of the output, which is still empty; no step keeps a "
     "path rootless or adds a segment (the §5.2 transcription in tests/oracles/resolve_oracle.cpp agrees "
     "with ours on every input)",
     removes_segments_as_a_list},
    {"uriparser writes an IPv6 host out in full: \"[::1]\" comes back as "
     "\"[0000:0000:0000:0000:0000:0000:0000:0001]\"",
     "RFC 3986 §5.2.2 copies the authority (T.authority = R.authority or Base.authority) and §5.3 appends it "
     "as it is; rewriting it is normalization, which §5.2.1 leaves to the caller",
     rewrites_ipv6},
};

// The same result, or one that undoing rows not yet `used` makes the same.
bool explained(pair const& p, std::string_view ours, std::optional<std::string> const& theirs, unsigned used = 0) {
    if (theirs == ours) return true;
    if (!theirs) return false;
    for (std::size_t i = 0; i < std::size(known_differences); ++i) {
        if ((used & (1u << i)) != 0) continue;
        std::optional<std::string> const undone = known_differences[i].undo(p, ours, *theirs);
        if (undone && undone != theirs && explained(p, ours, undone, used | (1u << i))) return true;
    }
    return false;
}

void compare_with_uriparser(pair const& p, std::string_view ours) {
    std::optional<std::string> const theirs = uriparser_resolution(p.base, p.reference, p.strict);
    iri_fuzz::compared_with(iri_fuzz::peer::uriparser);
    if (explained(p, ours, theirs)) return;
    std::fprintf(stderr, "uriparser resolves to %s%s%s\nours: %.*s\n", theirs ? "\"" : "",
                 theirs ? theirs->c_str() : "nothing (it rejects an input)", theirs ? "\"" : "",
                 static_cast<int>(ours.size()), ours.data());
    iri_fuzz::fail("a difference from uriparser that no known_differences row explains", __FILE__, __LINE__);
}
#endif

void check_resolution(std::string_view base, std::string_view reference, bool strict) {
    iri::resolve_options const options{.strict = strict};
    iri::text_result const r = iri::resolve(base, reference, options);
    iri::parse_result const b = iri::parse(base);
    iri::parse_result const ref = iri::parse(reference);
    if (iri_fuzz::check_input_errors(r, base, b, reference, ref)) return;
    IRI_FUZZ_CHECK(r.ok());
    std::string const& target = r.value();

    iri::parse_result const t = iri::parse(target, iri::entry::IRI);
    IRI_FUZZ_CHECK(t.ok());
    // §5.2.2: a reference with no scheme (once non-strict resolution has
    // dropped one), no authority and an empty path takes T.path = Base.path,
    // the one path that does not go through remove_dot_segments.
    bool const reference_scheme = ref->scheme() && (strict || !same_scheme(*ref->scheme(), *b->scheme()));
    bool const base_path = !reference_scheme && !ref->has_authority() && ref->path().empty();
    if (base_path)
        IRI_FUZZ_CHECK(t->path() == b->path());
    else
        iri_fuzz::check_no_dot_segments(t.value());
    IRI_FUZZ_CHECK(target == oracle_resolution(base, reference, strict));

    std::string reused = "left over from an earlier call, to be replaced";
    IRI_FUZZ_CHECK(iri::resolve_into(b.value(), ref.value(), reused, options) == iri::errc::ok);
    IRI_FUZZ_CHECK(reused == target);

    // A target without dot segments resolves to itself; relativize finds
    // every target from the base.
    if (!iri_fuzz::has_dot_segment(t->path(), t->has_authority())) {
        iri::text_result const itself = iri::resolve(base, target);
        IRI_FUZZ_CHECK(itself.ok() && itself.value() == target);
    }
    iri::text_result const relative = iri::relativize(base, target);
    IRI_FUZZ_CHECK(relative.ok());
    iri::text_result const back = iri::resolve(base, relative.value());
    IRI_FUZZ_CHECK(back.ok() && back.value() == target);
    if (strict) IRI_FUZZ_CHECK(relative.value().size() <= reference.size());

#ifdef IRI_FUZZ_WITH_URIPARSER
    if (iri_fuzz::is_ascii(base) && iri_fuzz::is_ascii(reference) && iri::is_valid(base, iri::entry::URI_reference) &&
        iri::is_valid(reference, iri::entry::URI_reference))
        compare_with_uriparser({base, reference, strict}, target);
#endif
}

void check(std::string_view text) {
    auto const [first, second] = iri_fuzz::split_at_nul(text);
    std::string_view const base = second ? first : default_base;
    std::string_view const reference = second ? *second : first;
    check_resolution(base, reference, true);
    check_resolution(base, reference, false);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
