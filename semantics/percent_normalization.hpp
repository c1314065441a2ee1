// Percent-encoding normalization (RFC 3987 §5.3.2.3, RFC 3986 §6.2.2.2)
// and the case rule for its hex digits (RFC 3987 §5.3.2.1).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::semantics {

// Which characters a component admits unencoded beyond ASCII.
enum class decodable {
    ucschar,  // iuserinfo, ireg-name, ipath, ifragment
    ucschar_or_iprivate,  // iquery
};

// Appends `component` (valid text of one component) to `out` with each
// "%hh" run that encodes an unreserved ASCII character, or a ucschar (an
// iprivate character too where `allowed` says so), replaced by that
// character; every other "%hh" is kept, its hex digits in uppercase. A bidi
// formatting character (RFC 3987 §4.1) stays encoded: no IRI may contain
// it. Encoded bytes that are not UTF-8 stay encoded one by one.
void append_percent_normalized(std::string& out, std::string_view component, decodable allowed);

// Whether a segment is "." or ".." with at least one dot written "%2E"
// (or "%2e"): what normalization decodes into a dot segment that
// resolution would have removed (RFC 3986 §6.2.2.3), so a relative path
// keeps it encoded.
inline bool is_encoded_dot_segment(std::string_view segment) noexcept {
    std::size_t dots = 0;
    bool encoded = false;
    while (!segment.empty() && dots < 3) {
        if (segment.front() == '.') {
            segment.remove_prefix(1);
        } else if (segment.size() >= 3 && segment[0] == '%' && segment[1] == '2' && (segment[2] | 0x20) == 'e') {
            segment.remove_prefix(3);
            encoded = true;
        } else {
            return false;
        }
        ++dots;
    }
    return encoded && dots <= 2 && segment.empty();
}

}  // namespace iri::semantics
