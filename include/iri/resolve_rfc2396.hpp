// Reference resolution as RFC 2396 §5.2 (1998) defined it, beside the
// RFC 3986 algorithm of resolve.hpp. The 2002 IRI draft (draft-duerst-iri-01)
// was built on RFC 2396 and says that all its operations apply to IRIs, so
// data of those years was resolved this way.
//
//   iri::resolve_rfc2396("http://a/b/c/d;p?q", "../../../g").target   // "http://a/../g"
//   iri::resolve("http://a/b/c/d;p?q", "../../../g").value()          // "http://a/g"
//
// The steps are followed literally; where they differ from RFC 3986 (its
// Appendix D and tests/semantics/resolve_rfc2396.cpp):
//   - "." and ".." are removed only when the reference is a relative path
//     (step 6): "/./g" and "//g/../h" keep them, and so does an absolute
//     reference ("http://a/./g");
//   - ".." that has no segment left to remove stays in the path (step 6g,
//     the RFC's examples): "../../../g" gives "http://a/../g";
//   - a reference with an empty path but a query ("?y") is a relative path
//     too: it merges with all but the last segment of the base's path,
//     "http://a/b/c/?y" (RFC 3986: "http://a/b/c/d;p?y");
//   - a path without an authority that would begin with "//" is written
//     after "/.", as iri::resolve does (resolve.hpp);
//   - the empty reference and a fragment alone ("#s") are the current
//     document (step 2): the base without its fragment, with the
//     reference's fragment, flagged `current_document`.
// ";" parameters are part of their segment in both (RFC 2396 §3.3 "param").
//
// Both inputs are parsed with the RFC 3987 grammar (iri::parse): the RFC
// 2396 algorithm runs on the components, not on the older grammar.
#pragma once

#include <iri/error.hpp>

#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// RFC 2396 §5.2 step 6g: "If the resulting buffer string still begins with
// one or more complete path segments of "..", then the reference is
// considered to be in error. Implementations may handle this error by
// retaining these components in the resolved path ..., by removing them
// from the resolved path ..., or by avoiding traversal of the reference."
enum class rfc2396_above_root : unsigned char {
    keep,  // retain them, as the RFC's Appendix C.2 shows ("http://a/../g")
    remove,  // discard them ("http://a/g"), as RFC 3986 later required
};

struct rfc2396_options {
    // Appendix C.2: "http:g = http:g ; for validating parsers
    // | http://a/b/c/g ; for backwards compatibility". Strict (the default)
    // is the validating parser; non-strict ignores a scheme equal to the
    // base's (compared case-insensitively).
    bool strict = true;
    rfc2396_above_root above_root = rfc2396_above_root::keep;
};

// One step of §5.2 as it was taken, for explanations: the step ("2" to
// "7", "6a" to "6h"), what it did, and the path buffer after it (empty
// where the step has no buffer).
struct rfc2396_step {
    std::string_view step;
    std::string what;
    std::string buffer;
};

struct rfc2396_result {
    std::string target;
    // Step 2: the reference is to the current document ("" or "#f"); the
    // target is then the base without its fragment, plus the reference's.
    bool current_document = false;
    // The steps taken, in order (filled only when asked for, see below).
    std::vector<rfc2396_step> steps;
    // errc::ok; errc::invalid_base, errc::base_not_absolute or the
    // reference's parse error, as for iri::resolve; errc::out_of_memory.
    diagnostic error;
    explicit operator bool() const noexcept { return error.code == errc::ok; }
};

// Resolves `reference` against `base` by RFC 2396 §5.2, steps 1 to 7. With
// `record_steps`, result.steps says which steps ran and what they did.
rfc2396_result resolve_rfc2396(std::string_view base, std::string_view reference, rfc2396_options options = {},
                               bool record_steps = false) noexcept;

}  // namespace iri

#pragma GCC visibility pop
