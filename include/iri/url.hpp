// The WHATWG URL Standard (https://url.spec.whatwg.org/), beside the RFC
// 3987 grammars: what browsers do to a string in an <a href>, a fetch() or
// `new URL(input, base)`. The Standard is an algorithm, not a grammar: it
// repairs where RFC 3986 rejects (backslashes, spaces, "http:example.com"),
// so it has its own parser (whatwg/), its own record and its own errors.
//
//   auto u = iri::url::parse("HTTP://EXAMPLE.com/a/../b?q", "http://x/");
//   if (u) std::cout << u.href() << '\n';          // http://example.com/b?q
//   else   std::cout << iri::url::name_of(u.error().code) << '\n';
//
// Nothing here throws: a failure, including running out of memory, is a
// value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri::url {

// The Standard's validation errors (§1.3 "Validation"), one each, in the
// order its table lists them; name_of() gives the Standard's spelling.
// A validation error that the Standard marks as a failure ends parsing;
// the others are recorded and parsing goes on. out_of_memory is ours.
enum class validation : std::uint8_t {
    // Host parsing, §3.5 (and domain to ASCII, §3.3).
    domain_to_ASCII,
    domain_to_Unicode,
    domain_invalid_code_point,
    host_invalid_code_point,
    IPv4_empty_part,
    IPv4_too_many_parts,
    IPv4_non_numeric_part,
    IPv4_non_decimal_part,
    IPv4_out_of_range_part,
    IPv6_unclosed,
    IPv6_invalid_compression,
    IPv6_too_many_pieces,
    IPv6_multiple_compression,
    IPv6_invalid_code_point,
    IPv6_too_few_pieces,
    IPv4_in_IPv6_too_many_pieces,
    IPv4_in_IPv6_invalid_code_point,
    IPv4_in_IPv6_out_of_range_part,
    IPv4_in_IPv6_too_few_parts,
    // URL parsing, §4.4.
    invalid_URL_unit,
    special_scheme_missing_following_solidus,
    missing_scheme_non_relative_URL,
    invalid_reverse_solidus,
    invalid_credentials,
    host_missing,
    port_out_of_range,
    port_invalid,
    file_invalid_Windows_drive_letter,
    file_invalid_Windows_drive_letter_host,
    // Not the Standard's: memory ran out (std::bad_alloc, caught).
    out_of_memory,
};

// The Standard's name of `v` ("invalid-URL-unit", "IPv4-non-decimal-part").
std::string_view name_of(validation v) noexcept;

// A validation error and where it is: the byte offset in the input given
// to parse() (before any stripping), pointing at the code point the
// Standard's pointer was on, or at the start of the host or the port for
// errors of host or port parsing (but an IPv6 address's, and a forbidden
// code point of an ASCII domain, which point where they are).
struct validation_error {
    validation code = validation::out_of_memory;
    std::size_t offset = 0;
    // The same place in code points (UTF-8 characters) of that input, as
    // every diagnostic of the library gives it beside the byte offset.
    std::size_t character_offset = 0;
};

// §3.1: a host's kind. `none` is the Standard's null host; `empty` the
// empty host ("file:///x").
enum class host_kind : std::uint8_t { none, domain, ipv4, ipv6, opaque, empty };

// §4.1 "URL representation", serialized per component: what the setters
// work on, and what url::value() reads out of the href.
struct record {
    std::string scheme;  // ASCII lowercase, without ':'
    std::string username;  // percent-encoded
    std::string password;  // percent-encoded
    host_kind host_type = host_kind::none;
    std::string host;  // the host serializer's output (§3.6): "[::1]", "1.2.3.4", "xn--..."
    std::int32_t port = -1;  // -1: null (absent, or the scheme's default port)
    // The URL path serializer's output (§4.5): for a list path each segment
    // preceded by '/' ("" for the empty list); for an opaque path the path.
    std::string path;
    bool opaque_path = false;  // §4.1 "has an opaque path"
    bool has_query = false;
    std::string query;  // without '?'; meaningful when has_query
    bool has_fragment = false;
    std::string fragment;  // without '#'; meaningful when has_fragment
};

// The outcome of parse(): the URL, kept as its serialization (§4.5, the
// href) with where each component is in it, as fast parsers keep it,
// or the failure; the validation errors met on the way in both cases.
class url {
public:
    bool ok() const noexcept { return ok_; }
    explicit operator bool() const noexcept { return ok_; }

    // The record per component (a copy, read out of the href), meaningful
    // only when ok(); an empty record when memory runs out.
    record value() const noexcept;
    // §3.1 the host's kind (none when !ok()).
    host_kind host_type() const noexcept { return host_type_; }
    // The URL serializer (§4.5), and the URL interface's getters (§6.1):
    // each a view into the href this url keeps (valid until it changes or
    // goes); each "" when !ok().
    std::string_view href() const noexcept { return href_; }
    std::string_view protocol() const noexcept;  // scheme ':'
    std::string_view username() const noexcept;
    std::string_view password() const noexcept;
    std::string_view host() const noexcept;  // host [':' port]
    std::string_view hostname() const noexcept;
    std::string_view port() const noexcept;
    std::string_view pathname() const noexcept;
    std::string_view search() const noexcept;  // "" or '?' query
    std::string_view hash() const noexcept;  // "" or '#' fragment
    // §4.6 "origin", ASCII serialized; "null" for an opaque origin. Not a
    // piece of the href (credentials sit between the scheme and the host),
    // so a string of its own; "" when !ok(), and when memory runs out.
    std::string origin() const noexcept;

    // The failure (meaningful only when !ok()): the validation error that
    // ended parsing, with its offset.
    validation_error const& error() const noexcept { return failure_; }
    // Every validation error met, failure or not, in the order met (at most
    // max_validation_errors of them are kept).
    std::vector<validation_error> const& validation_errors() const noexcept { return errors_; }
    static constexpr std::size_t max_validation_errors = 64;

private:
    friend struct access;
    std::string origin_impl() const;
    std::string_view piece(std::size_t begin, std::size_t end) const noexcept;
    record to_record() const;

    bool ok_ = false;
    // The serialization and where its components are: the scheme is
    // [0, scheme_end_) before its ':'; the username [username_begin_,
    // username_end_), the password [password_begin_, password_end_), the
    // host [host_begin_, host_end_) (all empty without a host); a ':' and
    // the port's digits up to path_begin_ (after "/." when the serializer
    // put it there, §4.5 step 3); then the path, and '?' at query_begin_
    // and '#' at fragment_begin_ (npos when there is no query or fragment).
    std::string href_;
    std::size_t scheme_end_ = 0;
    std::size_t username_begin_ = 0, username_end_ = 0;
    std::size_t password_begin_ = 0, password_end_ = 0;
    std::size_t host_begin_ = 0, host_end_ = 0;
    std::size_t path_begin_ = 0;
    std::size_t query_begin_ = std::string::npos;
    std::size_t fragment_begin_ = std::string::npos;
    std::int32_t port_ = -1;
    host_kind host_type_ = host_kind::none;
    bool opaque_path_ = false;
    validation_error failure_;
    std::vector<validation_error> errors_;
};

// The basic URL parser (§4.4) on `input` (UTF-8), against `base` when it is
// given and succeeded. Bytes that are not UTF-8 are percent-encoded as they
// are in paths, queries and fragments (the Standard's input is a string of
// scalar values; a host with them fails).
url parse(std::string_view input, url const* base = nullptr) noexcept;

// The URL constructor's two steps: parse `base`, then `input` against it;
// fails when `base` does.
url parse(std::string_view input, std::string_view base) noexcept;

// parse() for a URL in a document of a legacy encoding, named by its label
// ("windows-1252", "latin1", "shift_jis"): a special URL's query (but for
// ws: and wss:) is percent-encoded after encoding into it, as browsers do
// (§4.4 query state); "&#N;" stands for a code point it lacks. An unknown
// label, and UTF-16 or "replacement", mean UTF-8.
url parse_in_encoding(std::string_view input, url const* base, std::string_view encoding_label) noexcept;

// The URL interface's setters (§6.1), each a parse of `value` with a
// state override on `target`, which they leave as the Standard's setters
// do (a value the parser refuses may change nothing, or part of it: "h:x"
// sets the host and fails on the port). Each returns whether `target`
// changed; a `target` that is not ok(), and running out of memory, leave
// it unchanged. set_href replaces `target` when `value` parses, and with
// its validation errors.
bool set_href(url& target, std::string_view value) noexcept;
bool set_protocol(url& target, std::string_view value) noexcept;
bool set_username(url& target, std::string_view value) noexcept;
bool set_password(url& target, std::string_view value) noexcept;
bool set_host(url& target, std::string_view value) noexcept;
bool set_hostname(url& target, std::string_view value) noexcept;
bool set_port(url& target, std::string_view value) noexcept;
bool set_pathname(url& target, std::string_view value) noexcept;
bool set_search(url& target, std::string_view value) noexcept;
bool set_hash(url& target, std::string_view value) noexcept;

}  // namespace iri::url

#pragma GCC visibility pop
