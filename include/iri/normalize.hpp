// Normalization and comparison: the comparison ladder of RFC 3987 §5.3
// (after RFC 3986 §6), climbed one rung at a time.
//
//   iri::normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
//       -> "example://a/b/c/%7Bfoo%7D/rosé"
//   iri::compare("http://example.com", "http://example.com:80/",
//                {.level = iri::comparison_level::scheme})
//       -> equivalent, at level scheme
//
// Each rung is a normalization; two IRIs are equivalent at a rung when
// their normalized forms are equal strings. Normalization never maps an
// IRI to a URI (RFC 3987 §5.3.1: IRIs are compared as IRIs), never creates
// a scheme or an authority, and is idempotent.
#pragma once

#include <iri/ast.hpp>
#include <iri/error.hpp>
#include <iri/result.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// The rungs, lowest first.
enum class comparison_level : std::uint8_t {
    // RFC 3987 §5.3.1 simple string comparison: byte for byte. Normalizing
    // at this level changes nothing.
    string,
    // RFC 3987 §5.3.2 syntax-based normalization:
    //  - §5.3.2.1 case: the scheme and US-ASCII-only hosts (IP literals
    //    included) to lowercase; the hex digits of "%hh" to uppercase;
    //  - §5.3.2.3 percent-encoding: a "%hh" sequence that encodes a
    //    character allowed unencoded where it stands is decoded: unreserved
    //    ASCII (ALPHA DIGIT "-" "." "_" "~") and ucschar everywhere,
    //    iprivate in the query only. Reserved characters ("%2F", "%3F",
    //    "%23", "%26", ...) stay encoded: decoding them changes meaning. So
    //    do bytes that are not UTF-8 and the bidi formatting characters of
    //    §4.1, which no IRI may contain;
    //  - §5.3.2.4 path segments: remove_dot_segments (RFC 3986 §5.2.4) on
    //    the path of an IRI and of a relative reference whose path is
    //    absolute, once on the path as written (where "%2E" is an ordinary
    //    segment, as resolution has it) and once after decoding, so that
    //    "/x/%2E/../y" becomes "/x/y" as its resolution does, and
    //    "/x/%2E%2E/y" becomes "/y". A path without authority that would
    //    then start with "//" gets "/." in front, as in resolve.hpp. A
    //    relative-path reference keeps its dot segments, "%2E" ones
    //    encoded: "../a" and "a", "%2E/.." and "./..", resolve differently;
    //  - §5.3.2.2 character normalization (NFC) only when asked for
    //    (normalize_options::nfc): IRIs are meant to be created in NFC and
    //    compared as they are.
    syntax,
    // RFC 3987 §5.3.3 scheme-based normalization, after the syntax rung, by
    // the rules of a small registry of schemes (semantics/scheme_registry.cpp
    // lists them with their sources):
    //  - a port that is empty, or equal to the scheme's default, goes with
    //    its ":" (RFC 3986 §3.2.3); leading zeros of a port go;
    //  - for schemes that say so (http, https, ws, wss, ftp, coap, coaps),
    //    an empty path with an authority becomes "/" (RFC 3986 §6.2.3);
    //  - for the registry's schemes, whose hosts are DNS names, a reg-name
    //    host is mapped by UTS #46 ToUnicode (nontransitional, CheckBidi,
    //    CheckJoiners), so "résumé.example.org", "RÉSUMÉ.example.org" and
    //    "xn--rsum-bpad.example.org" all become "résumé.example.org". A host
    //    that UTS #46 rejects is left as the syntax rung wrote it, as is one
    //    longer than 4096 octets, which no DNS name is;
    //  - the rules of a scheme's own RFC, on the components its grammar
    //    reports (<iri/scheme_specific.hpp>), only when that grammar accepts
    //    the reference (semantics/scheme_normalization.cpp): a URN's NID to
    //    lowercase (RFC 8141 §3.1); a data URL's media type, subtype and
    //    parameter names to lowercase (RFC 2045 §5.1); a mailto address's
    //    domain to lowercase (RFC 5321 §2.4); a file URI's host "localhost"
    //    goes, "file://localhost/x" becoming "file:///x" (RFC 8089 §2).
    //
    // Normalization never drops what was given, even where a scheme leaves
    // it out of equivalence: "urn:example:a?+r#f" keeps its r- and
    // f-components, and compare() at this rung ignores them (RFC 8141 §3.1:
    // r-, q- and f-components take no part in URN-equivalence), so it is
    // equivalent to "urn:example:a" while their normal forms differ.
    //
    // The syntax rung decodes "%hh" of unreserved characters in a URN's
    // NSS too (RFC 3986 §6.2.2.2), where RFC 8141 §3.1 would keep them:
    // "urn:example:a%2D" and "urn:example:a-" are equivalent here.
    scheme,
};

// "string", "syntax", "scheme".
std::string_view to_string(comparison_level level) noexcept;

struct normalize_options {
    comparison_level level = comparison_level::syntax;
    // §5.3.2.2: put every component into Unicode Normalization Form C,
    // except that NFC neither eats nor makes a delimiter. It does not
    // compose across ASCII other than letters, digits, "-", ".", "_", "~"
    // ("=" U+0338 stays, not U+2260 NOT EQUAL TO), and an ASCII character it
    // makes out of another (U+037E GREEK QUESTION MARK is canonically ";",
    // U+1FEF GREEK VARIA "`") is percent-encoded: it was data.
    bool nfc = false;
};

// Writes the normalized form of `reference` into `out`, replacing its
// contents (reusing its capacity). Returns errc::ok, or errc::out_of_memory,
// whose diagnostic `error`, when given, receives; `out` is then empty.
// `reference` must not view `out`'s own characters, which the pass would
// overwrite before it has read them: normalize into a second string and
// swap. The convention of every _into function.
errc normalize_into(reference_view const& reference, std::string& out, normalize_options options = {},
                    diagnostic* error = nullptr) noexcept;

// Parses `reference` (an IRI-reference) and normalizes it; an invalid
// input gives the parser's diagnostic. At comparison_level::string the
// input is returned unchanged, valid or not.
text_result normalize(std::string_view reference, normalize_options options = {}) noexcept;

// The answer of compare().
struct comparison {
    bool equivalent = false;
    // When equivalent: the lowest rung at which the two became equal.
    std::optional<comparison_level> level;
    // When an input is not a valid IRI-reference (only needed above the
    // string rung): the parser's diagnostic, and which input (1 or 2) it is
    // about; `equivalent` is then false. Otherwise error.code is errc::ok and
    // invalid_input 0.
    diagnostic error;
    int invalid_input = 0;
};

// Climbs the ladder from the string rung up to `options.level` and stops at
// the first rung where the two normalized forms are equal.
comparison compare(std::string_view a, std::string_view b, normalize_options options = {}) noexcept;

}  // namespace iri

#pragma GCC visibility pop
