// One string, two views: RFC 3986/3987 and the WHATWG URL Standard side by
// side, component by component, and where they part.
//
// The two disagree on strings that real parsers meet (published work on
// URL parsing differentials names the classes: backslashes, the slashes
// after the scheme, encoded dots, hosts the Standard decodes or maps,
// IPv4 addresses written as other numbers, several "@"). A proxy that
// checks a URL with one view and a client that fetches it with the other
// send the request somewhere else, or as someone else, than was checked.
//
//   iri::views::comparison const c = iri::views::compare("http://0x7f.1/");
//   c.components[2]  // host: RFC "0x7f.1", URL Standard "127.0.0.1", differs
//   c.security_relevant()  // true: the host changes
//   c.classes  // { ipv4_number_form }
//
// Nothing here throws: running out of memory is a value (the RFC side's
// diagnostic says errc::out_of_memory).
#pragma once

#include <iri/error.hpp>
#include <iri/url.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri::views {

// The components both views have, in the order of a serialized URL. The
// URL Standard's username and password are one userinfo here
// ("username:password"), as RFC 3986 §3.2.1 has it.
enum class component : std::uint8_t { scheme, userinfo, host, port, path, query, fragment };
inline constexpr std::size_t component_count = 7;

// "scheme", "userinfo", "host", "port", "path", "query", "fragment".
std::string_view to_string(component c) noexcept;

// Whether the component decides where a request goes (scheme, host, port)
// or who it acts as (userinfo).
constexpr bool decides_destination(component c) noexcept {
    return c == component::scheme || c == component::userinfo || c == component::host || c == component::port;
}

// How the two views of one component compare.
enum class verdict : std::uint8_t {
    same,  // the same string, or both absent
    // Different strings that RFC 3986 §6.2.2 syntax-based and §6.2.3
    // scheme-based normalization (RFC 3987 §5.3.2, §5.3.3) make equal:
    // case, percent-encoding, dot segments, a default port, an empty path.
    equivalent,
    differs,  // different even then, or present in one view only
};

// "same", "equivalent", "differs".
std::string_view to_string(verdict v) noexcept;

// One component in both views. Absent: the view has no such component,
// or the view failed.
struct component_views {
    component name = component::scheme;
    std::optional<std::string> rfc;  // as the URI of the RFC view writes it
    std::optional<std::string> url;  // as the URL Standard serializes it
    verdict compared = verdict::same;

    // A difference (not an equivalence) in scheme, userinfo, host or port.
    bool security_relevant() const noexcept { return compared == verdict::differs && decides_destination(name); }
};

// The parser-confusion classes: what in the input makes the two views
// part. A class is named only when the input shows it and a component
// that it explains is not the same in both views.
enum class confusion : std::uint8_t {
    // "\" before the query: the Standard reads it as "/" in a special URL
    // (§4.4, invalid-reverse-solidus); RFC 3986 does not allow it, so the
    // RFC view percent-encodes it (prepare) inside a path.
    backslash,
    // A special scheme followed by other than two slashes ("http:/h",
    // "http:h", "http:///h"): the Standard finds the host anyway (§4.4
    // special authority slashes state); RFC 3986 §3.3 reads a path.
    scheme_slashes,
    // A reference that starts with two or more slashes, resolved against
    // a base (RFC 3986 §4.2 network-path reference).
    scheme_relative,
    // "%2e" in a path segment: a dot segment for the Standard (§4.4 path
    // state, "single-dot URL path segment"); for RFC 3986 only after
    // §6.2.2.2 decoding.
    encoded_dot_segment,
    // "%hh" in the host: the Standard decodes the host before domain to
    // ASCII (§3.5 host parsing); RFC 3986 §3.2.2 keeps pct-encoded octets.
    encoded_host,
    // A host with non-ASCII or uppercase letters: the Standard maps it
    // (UTS #46, §3.3 domain to ASCII); RFC 3987 §3.1 percent-encodes it,
    // and RFC 3986 §3.2.2 keeps the case.
    idna_mapping,
    // A host the Standard reads as an IPv4 address written otherwise than
    // four decimal numbers (hex, octal, fewer parts: §3.5 IPv4 parser);
    // RFC 3986 §3.2.2 reads it as a reg-name.
    ipv4_number_form,
    // Several "@" in the authority: the Standard splits at the last
    // (§4.4 authority state); RFC 3986 §3.2.1 allows none in userinfo.
    several_at,
    // A tab, CR or LF inside: the Standard removes them before parsing
    // (§4.4 "basic URL parser", invalid-URL-unit); RFC 3986 allows none,
    // so the RFC view percent-encodes them (prepare).
    tab_or_newline,
};

// "backslash", "scheme-slashes", "scheme-relative", "encoded-dot-segment",
// "encoded-host", "idna-mapping", "ipv4-number-form", "several-at",
// "tab-or-newline".
std::string_view to_string(confusion c) noexcept;

// The comparison of one input (and base) in both views.
struct comparison {
    // The RFC view: the input as an IRI reference (RFC 3987 §2.2), through
    // prepare() when it is not one as written, resolved against the base
    // (RFC 3986 §5.2) when one is given, mapped to a URI (RFC 3987 §3.1).
    bool rfc_ok = false;
    std::string rfc_uri;  // that URI, when rfc_ok
    bool rfc_prepared = false;  // whether prepare() made the input an IRI reference
    diagnostic rfc_error;  // when !rfc_ok: production, byte and character offset
    bool rfc_error_in_base = false;  // the offsets of rfc_error are in the base

    // The URL Standard's view: the basic URL parser (§4.4) on the input,
    // against the base when one is given.
    url::url url_view;
    bool url_error_in_base = false;  // url_view is the base's failure

    std::array<component_views, component_count> components{};
    std::vector<confusion> classes;  // in the order of the enum, each once

    // Whether a component differs (verdict::differs; an equivalence does
    // not count).
    bool differs() const noexcept;
    // Whether a component that decides where the request goes, or who it
    // acts as, differs.
    bool security_relevant() const noexcept;
};

// Parses `input` in both views, against `base` when given, and compares
// them.
comparison compare(std::string_view input, std::optional<std::string_view> base = std::nullopt) noexcept;

}  // namespace iri::views

#pragma GCC visibility pop
