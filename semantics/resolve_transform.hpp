// RFC 3986 §5.2.2 and §5.3 as resolve.cpp runs them, shared with the
// explained resolution (resolve_explain.cpp): one algorithm, two traces.
//
// Both functions take a Trace, told which branch of §5.2.2 and which case
// of §5.2.3 applied (one member function each, so that the core names the
// RFC's steps without the teaching API's types), and asked to run §5.2.4
// on the path. resolve_into()
// passes silent_trace, whose members are empty or forward to the plain
// remove_dot_segments() and compile away; the explanation passes one that
// records. Everything here has internal linkage, so each of the two
// translation units gets its own copy, optimized as if written there.
//
// The comments of resolve.cpp explain the byte layout.
#pragma once

#include <iri/ast.hpp>

#include "semantics/remove_dot_segments.hpp"
#include "unicode/ascii_scan.hpp"

#include <cstring>
#include <string>
#include <string_view>

namespace iri::semantics {
namespace {  // NOLINT(cert-dcl59-cpp): internal linkage on purpose, see above

// The trace of the plain resolution: nothing recorded.
struct silent_trace {
    // §5.2.2: which `if` was taken.
    void branch_reference_scheme() const noexcept {}
    void branch_reference_authority() const noexcept {}
    void branch_empty_path() const noexcept {}
    void branch_absolute_path() const noexcept {}
    void branch_merge() const noexcept {}
    void query_from_base() const noexcept {}
    // §5.2.3: which case of merge(), and the part of Base.path it kept.
    void merge_authority_and_empty_path() const noexcept {}
    void merge_all_but_last_segment(std::string_view) const noexcept {}
    std::size_t remove_dot_segments(char* path, std::size_t length) const noexcept {
        return semantics::remove_dot_segments(path, length);
    }
    void dot_guard() const noexcept {}
};

// RFC 3986 §3.1: "schemes are case-insensitive". Scheme characters are
// ALPHA DIGIT "+" "-" ".", among which setting bit 0x20 only folds case.
bool same_scheme(reference_view const& a, reference_view const& b) noexcept {
    span const sa = a.parts().scheme, sb = b.parts().scheme;
    if (sa.length != sb.length) return false;
    char const* pa = a.text().data() + sa.offset;
    char const* pb = b.text().data() + sb.offset;
    for (std::size_t i = 0; i < sa.length; ++i)
        if ((pa[i] | 0x20) != (pb[i] | 0x20)) return false;
    return true;
}

// Where a delimited component starts in its text, delimiter included:
// "?" before a query, "#" before a fragment, "//" before an authority.
std::size_t with_delimiter(span s, std::size_t delimiter_size) noexcept { return s.offset - delimiter_size; }

// The target T as bytes: base_text[0, head) + ("/" if root) +
// reference_text[tail, end). T.path lies at [path_begin, path_end) of that.
struct layout {
    std::size_t head = 0;
    bool root = false;
    std::size_t tail = 0;
    std::size_t path_begin = 0;
    std::size_t path_end = 0;
    bool remove_dots = true;  // false only where T.path = Base.path
    bool has_authority = false;
};

// RFC 3986 §5.2.2, line by line ("R" the reference, "Base" the base, "T" the
// target), each assignment turned into the bytes that carry it.
template <class Trace>
layout transform(reference_view const& base, reference_view const& ref, bool strict, Trace& trace) noexcept {
    components const& B = base.parts();
    components const& R = ref.parts();
    std::size_t const r_end = ref.text().size();
    layout T;
    // Where R.path ends in the output, once the head is known.
    auto reference_path_after = [&](std::size_t output_offset_of_r_path) {
        T.path_end = output_offset_of_r_path + R.path.length;
    };

    // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
    bool const r_scheme_defined = R.scheme.present && (strict || !same_scheme(ref, base));

    if (r_scheme_defined) {
        // T.scheme    = R.scheme;
        // T.authority = R.authority;
        // T.path      = remove_dot_segments(R.path);
        // T.query     = R.query;
        // T.fragment  = R.fragment;  -- all of R, nothing of Base
        trace.branch_reference_scheme();
        T.tail = 0;
        T.has_authority = R.authority.present;
        T.path_begin = R.path.offset;
        reference_path_after(R.path.offset);
    } else {
        if (R.authority.present) {
            // T.authority = R.authority;
            // T.path      = remove_dot_segments(R.path);
            // T.query     = R.query;
            // T.scheme    = Base.scheme;  -- Base's "scheme:", then R from "//"
            trace.branch_reference_authority();
            T.head = B.scheme.length + 1;
            T.tail = with_delimiter(R.authority, 2);
            T.has_authority = true;
            T.path_begin = T.head + (R.path.offset - T.tail);
            reference_path_after(T.path_begin);
        } else {
            // T.authority = Base.authority;
            // T.scheme    = Base.scheme;
            T.has_authority = B.authority.present;
            if (R.path.length == 0) {
                // T.path = Base.path;  -- as it is: no remove_dot_segments
                trace.branch_empty_path();
                T.remove_dots = false;
                T.path_begin = B.path.offset;
                T.path_end = B.path.offset + B.path.length;
                if (R.query.present) {
                    // T.query = R.query;
                    T.head = T.path_end;
                    T.tail = with_delimiter(R.query, 1);
                } else {
                    // T.query = Base.query;  -- but never Base.fragment (§5.1)
                    trace.query_from_base();
                    T.head = B.query.present ? B.query.offset + B.query.length : T.path_end;
                    T.tail = R.fragment.present ? with_delimiter(R.fragment, 1) : r_end;
                }
            } else {
                // T.query = R.query;  -- R from its path on
                T.tail = R.path.offset;
                if (ref.text()[R.path.offset] == '/') {
                    // T.path = remove_dot_segments(R.path);
                    trace.branch_absolute_path();
                    T.head = B.path.offset;
                    T.path_begin = T.head;
                    reference_path_after(T.head);
                } else {
                    // T.path = merge(Base.path, R.path);
                    // T.path = remove_dot_segments(T.path);
                    //
                    // §5.2.3: "If the base URI has a defined authority
                    // component and an empty path, then return a string
                    // consisting of "/" concatenated with the reference's
                    // path; otherwise, return a string consisting of the
                    // reference's path component appended to all but the
                    // last segment of the base URI's path (i.e., excluding
                    // any characters after the right-most "/" in the base
                    // URI path, or excluding the entire base URI path if it
                    // does not contain any "/" characters)."
                    trace.branch_merge();
                    T.path_begin = B.path.offset;
                    if (B.authority.present && B.path.length == 0) {
                        trace.merge_authority_and_empty_path();
                        T.head = B.path.offset;
                        T.root = true;
                        reference_path_after(T.head + 1);
                    } else {
                        std::size_t const right_most =
                            unicode::last_byte(base.text().data() + B.path.offset, B.path.length, '/');
                        std::size_t const kept = right_most == B.path.length ? 0 : right_most + 1;
                        T.head = B.path.offset + kept;
                        trace.merge_all_but_last_segment(std::string_view(base.text().data() + B.path.offset, kept));
                        reference_path_after(T.head);
                    }
                }
            }
        }
    }
    // T.fragment = R.fragment;  -- always the tail's last component
    return T;
}

// §5.3 Component Recomposition: the layout's bytes, then §5.2.4 on the path
// where it lies, then the "/." guard (resolve.hpp) if the path needs it.
template <class Trace>
void recompose(reference_view const& base, reference_view const& ref, layout const& T, std::string& out, Trace& trace) {
    std::size_t const tail_size = ref.text().size() - T.tail;
    std::size_t const size = T.head + T.root + tail_size;
    // Room for the guard's two bytes, so that it never reallocates.
    out.resize(size + semantics::dot_guard.size());
    char* const begin = out.data();
    if (T.head) std::memcpy(begin, base.text().data(), T.head);
    if (T.root) begin[T.head] = '/';
    if (tail_size) std::memcpy(begin + T.head + T.root, ref.text().data() + T.tail, tail_size);

    std::size_t path_end = T.path_end;
    std::size_t end = size;
    if (T.remove_dots) {
        std::size_t const path_size = T.path_end - T.path_begin;
        std::size_t const kept = trace.remove_dot_segments(begin + T.path_begin, path_size);
        if (kept != path_size) {
            // Query and fragment move up behind the shortened path.
            std::memmove(begin + T.path_begin + kept, begin + T.path_end, size - T.path_end);
            path_end = T.path_begin + kept;
            end = size - (path_size - kept);
        }
    }
    if (semantics::needs_dot_guard(T.has_authority, {begin + T.path_begin, path_end - T.path_begin})) {
        trace.dot_guard();
        std::size_t const guard = semantics::dot_guard.size();
        std::memmove(begin + T.path_begin + guard, begin + T.path_begin, end - T.path_begin);
        std::memcpy(begin + T.path_begin, semantics::dot_guard.data(), guard);
        end += guard;
    }
    out.resize(end);
}

}  // namespace
}  // namespace iri::semantics
