// §3.5 host parsing's IPv4 pieces: the "ends in a number" checker that
// decides whether a domain is an IPv4 address, the IPv4 parser with its
// number forms (decimal, "0x" hex, leading-"0" octal; one to four parts),
// and the IPv4 serializer (§3.6).
#pragma once

#include "whatwg/report.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace iri::whatwg {

// §3.5 "ends in a number checker".
bool ends_in_a_number(std::string_view input) noexcept;

// §3.5 "IPv4 parser": the address, or nullopt on failure (reported at
// `position`, where the host starts).
std::optional<std::uint32_t> parse_ipv4(std::string_view input, report& r, std::size_t position);

// §3.6 host serializer, IPv4 case: four decimal numbers joined by '.'.
void serialize_ipv4(std::uint32_t address, std::string& out);

}  // namespace iri::whatwg
