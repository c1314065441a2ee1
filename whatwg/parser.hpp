// §4.4 "URL parsing": the basic URL parser, the Standard's state machine
// with its states as they are named there, for parse() (no state
// override) and for the setters of §6.1 (a state override).
#pragma once

#include "unicode/whatwg_encoding.hpp"
#include "whatwg/host.hpp"
#include "whatwg/report.hpp"
#include "whatwg/targets.hpp"

#include <iri/url.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri::whatwg {

enum class state : std::uint8_t {
    none,  // no state override
    scheme_start,
    scheme,
    no_scheme,
    special_relative_or_authority,
    path_or_authority,
    relative,
    relative_slash,
    special_authority_slashes,
    special_authority_ignore_slashes,
    authority,
    host,
    hostname,
    port,
    file,
    file_slash,
    file_host,
    path_start,
    path,
    opaque_path,
    query,
    fragment,
};

// Buffers one parse reuses: the Standard's `buffer`; and, made when first
// needed (most URLs need neither), the text without tabs and newlines
// (when there were any) with the offsets of its bytes, and the host
// parser's.
struct parse_buffers {
    std::string buffer;

    struct without_tabs_and_newlines {
        std::string text;
        std::vector<std::size_t> offsets;
    };
    without_tabs_and_newlines& stripped() {
        if (!stripped_) stripped_.emplace();
        return *stripped_;
    }
    host_scratch& host() {
        if (!host_) host_.emplace();
        return *host_;
    }

private:
    std::optional<without_tabs_and_newlines> stripped_;
    std::optional<host_scratch> host_;
};

// The base URL's components the parser copies (§4.4 relative, file and
// no scheme states): views into the base's href, not a copy.
struct base_view {
    std::string_view scheme, username, password;
    url::host_kind host_type = url::host_kind::none;
    std::string_view host;
    std::int32_t port = -1;
    std::string_view path;
    bool opaque_path = false;
    bool has_query = false;
    std::string_view query;
};

// The basic URL parser on `input` into `u` (whatwg/targets.hpp: the href
// itself, or a record). With `override` == none, `u` must be a fresh
// href_target and `base` may be given; otherwise `u` is the record_target
// of the URL a setter changes. Returns false on failure (the failure is in `r`);
// true when the Standard returns `url` or returns without failure.
// `encoding` is the document's, for the query of special URLs (§4.4
// "encoding"): percent-encode after encoding, by unicode/whatwg_encoding.
template <typename Target>
bool basic_parse(std::string_view input, base_view const* base, Target& u, state override, report& r,
                 parse_buffers& buffers, unicode::encoding encoding = unicode::encoding::utf_8);

// §4.1 "special scheme" and "default port" (-1 for file and the others).
bool is_special_scheme(std::string_view scheme) noexcept;
int default_port(std::string_view scheme) noexcept;

}  // namespace iri::whatwg
