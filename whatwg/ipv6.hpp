// §3.5 "IPv6 parser" (compression "::", an IPv4 address in the last 32
// bits) and §3.6's IPv6 serializer, which compresses the first longest run
// of two or more zero pieces.
#pragma once

#include "whatwg/report.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace iri::whatwg {

using ipv6_address = std::array<std::uint16_t, 8>;

// The address between the brackets, or nullopt on failure. `position` is
// where `input` starts in the parser's text: errors point into it.
std::optional<ipv6_address> parse_ipv6(std::string_view input, report& r, std::size_t position);

// §3.6 host serializer, IPv6 case, without the brackets.
void serialize_ipv6(ipv6_address const& address, std::string& out);

}  // namespace iri::whatwg
