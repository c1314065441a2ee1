// A slow, literal transcription of RFC 3986 §5.2 and §5.3, used as the
// oracle that the library's resolution is checked against.
//
// It shares no code with the library: components come from the regular
// expression of RFC 3986 Appendix B (matched by hand, group by group), the
// buffers are std::strings that lose prefixes and gain suffixes exactly as
// the RFC's prose says, and "undefined" is std::nullopt. Nothing here is
// fast or clever on purpose.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace oracle {

// The five components of RFC 3986 §5.2.1 / Appendix B; nullopt = undefined.
struct components {
    std::optional<std::string> scheme;
    std::optional<std::string> authority;
    std::string path;
    std::optional<std::string> query;
    std::optional<std::string> fragment;
};

// RFC 3986 Appendix B: parses any string into the five components.
components parse(std::string_view reference);

// RFC 3986 §5.2.3.
std::string merge(components const& base, components const& reference);

// RFC 3986 §5.2.4.
std::string remove_dot_segments(std::string input);

// RFC 3986 §5.2.2; `strict` as there.
components transform(components const& base, components const& reference, bool strict = true);

// RFC 3986 §5.3.
std::string recompose(components const& t);

// recompose(transform(parse(base), parse(reference), strict)).
std::string resolve(std::string_view base, std::string_view reference, bool strict = true);

}  // namespace oracle
