// Percent-encoding normalization (RFC 3987 §5.3.2.3, RFC 3986 §6.2.2.2)
// and the case rule for its hex digits (RFC 3987 §5.3.2.1).
#pragma once

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

}  // namespace iri::semantics
