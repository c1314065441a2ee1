// The URL parsers Debian ships, each asked the one question the
// differential harness compares: does it accept this text (Boost.URL,
// uriparser, libcurl), or how does it split it into components (serd,
// whose parser splits any text and rejects nothing, so that its verdict
// would say nothing). Which of them a build has is decided by CMake
// (IRI_FUZZ_PEERS: all four or none); peers() lists those.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace iri_differential {

// A reference split into the five components of RFC 3986 §3 (absent is
// not empty), as a splitter peer sees it.
struct split {
    std::optional<std::string> scheme, authority, query, fragment;
    std::string path;
    bool operator==(split const&) const = default;
};

struct peer {
    std::string_view name;  // "Boost.URL 1.81"
    // The ABNF rule of RFC 3986 that judges the peer's answers: the rule
    // the peer claims to parse.
    std::string_view rule;
    // Inputs the peer's claim covers, besides being ASCII (the URI
    // grammar): all of them, or (libcurl) only "scheme://" URLs.
    bool (*in_scope)(std::string_view text);
    // A verdict peer's answer; nullptr for a splitter.
    bool (*accepts)(std::string const& text);
    // A splitter peer's answer; nullptr for a verdict peer.
    split (*splits)(std::string const& text);
};

std::span<peer const> peers() noexcept;

}  // namespace iri_differential
