// What the http and ws entries (grammar/schemes/http/http.cpp,
// grammar/schemes/ws/ws.cpp) check after their grammar in the same way:
// the port is a TCP port.
#pragma once

#include "grammar/schemes/scheme_grammar.hpp"

#include <iri/scheme_specific.hpp>

#include <string_view>

namespace iri::grammar::schemes {

// The largest TCP port number: the port fields of TCP are 16 bits (RFC
// 9293 §3.1).
inline constexpr unsigned long max_tcp_port = 65535;

// Whether `digits` (DIGITs, as the grammar has checked; empty for the
// scheme's default) is at most max_tcp_port, leading zeros aside.
constexpr bool is_tcp_port(std::string_view digits) noexcept {
    unsigned long value = 0;
    for (char const digit : digits) {
        value = value * 10 + static_cast<unsigned long>(digit - '0');
        if (value > max_tcp_port) return false;
    }
    return true;
}

// Fails `out` at the first digit of its "port" component when the port's
// value is above max_tcp_port. An empty port (the scheme's default) and
// leading zeros ("0080" is 80) are accepted. True when the port is fine.
inline bool check_tcp_port(scheme_result& out, std::string_view detail) noexcept {
    for (scheme_component const& c : out.components()) {
        if (c.name != "port") continue;
        if (!is_tcp_port(out.text().substr(c.where.offset, c.where.length))) {
            fail_beyond_abnf(out.text(), c.where.offset, "port", detail, out);
            return false;
        }
    }
    return true;
}

}  // namespace iri::grammar::schemes
