// Reference resolution (RFC 3986 §5.2, applied to IRIs as RFC 3987 §6.5
// says) and its inverse, relativization.
//
//   auto t = iri::resolve("http://a/b/c/d;p?q", "../g");   // "http://a/b/g"
//   auto r = iri::relativize("http://a/b/c/d;p?q", "http://a/b/g");   // "../g"
//
// Resolution follows the RFC's algorithm literally: the base is not
// normalized first, "%2E" is not a dot segment, ".." above the root is
// dropped, and nothing is percent-encoded (non-ASCII characters are treated
// like unreserved ones, RFC 3987 §6.5). Two places where the RFC's
// recomposition (§5.3) would produce a string that reads back differently
// are documented on resolve_into().
//
// For many references against one base, parse the base once and call
// resolve_into() with a reused buffer: that path does not allocate once the
// buffer is large enough.
#pragma once

#include <iri/ast.hpp>
#include <iri/error.hpp>
#include <iri/result.hpp>

#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

struct resolve_options {
    // RFC 3986 §5.2.2: "A non-strict parser may ignore a scheme in the
    // reference if it is identical to the base URI's scheme." Strict (the
    // default) keeps it, so "http:g" against an http base stays "http:g";
    // non-strict reads it as "g". Schemes compare case-insensitively
    // (RFC 3986 §3.1).
    bool strict = true;
};

// Resolves `reference` against `base` (RFC 3986 §5.2.2) and writes the
// target IRI (§5.3) into `out`, replacing its contents. `out` keeps its
// capacity, so a buffer reused across calls stops allocating.
//
// `base` must have a scheme (§5.2.1); otherwise errc::base_not_absolute and
// `out` is unspecified. A base's fragment is ignored: §5.2.2 never reads it,
// which is the stripping §5.1 and §5.2.1 ask for.
//
// One deliberate difference from the RFC's recomposition: when the target
// has no authority and its path starts with "//" (base "s:/a", reference
// "..//x"), §5.3 would write "s://x", which reads back with authority "x".
// RFC 3986 §3.3 forbids such a path without an authority, so "/." is put in
// front of it: "s:/.//x" names the same path and resolves the same way. The
// WHATWG URL Standard serializes such URLs the same way. (The other path
// that reads back wrong, a first segment with ":" in a relative reference
// (RFC 3986 §4.2), cannot occur here: a target always has a scheme.
// relativize() writes "./" before such a segment.)
//
// Returns errc::ok, errc::base_not_absolute, or errc::out_of_memory when
// `out` cannot grow; on failure `out` is empty and `error`, when given,
// receives the diagnostic. Neither view may view `out`'s own characters
// (the convention of every _into function).
errc resolve_into(reference_view const& base, reference_view const& reference, std::string& out,
                  resolve_options options = {}, diagnostic* error = nullptr) noexcept;

// Parses both and resolves. Errors: the base first, then the reference.
//   - base not valid: errc::invalid_base, with the parser's offsets into the
//     base, production and offending character, and its code as `cause`;
//   - base a relative reference: errc::base_not_absolute;
//   - reference not valid: the parser's own diagnostic, offsets into the
//     reference.
text_result resolve(std::string_view base, std::string_view reference, resolve_options options = {}) noexcept;

// The shortest reference r such that resolve(base, r) == target (strict
// resolution, string equality), written into `out`. Ties go to the first
// of: no path ("", "?q", "#f"), relative path, absolute path, network path
// ("//host/..."), the target itself.
//
// Both must have a scheme (errc::base_not_absolute,
// errc::target_not_absolute). A target that no reference resolves to (its
// path keeps dot segments that resolution would remove, e.g. "http://a/./b"
// against an unrelated base) gives errc::unreachable_target. On failure
// `out` is empty and `error`, when given, receives the diagnostic.
errc relativize_into(reference_view const& base, reference_view const& target, std::string& out,
                     diagnostic* error = nullptr) noexcept;

// Parses both and relativizes; errors as for resolve(), the target's in the
// reference's place.
text_result relativize(std::string_view base, std::string_view target) noexcept;

}  // namespace iri

#pragma GCC visibility pop
