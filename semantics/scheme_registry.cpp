// The scheme registry: default ports from the IANA "Uniform Resource
// Identifier (URI) Schemes" registry's permanent entries and their RFCs.
//
// "Empty path is root" is set only where the scheme's specification (or the
// WHATWG URL Standard, which treats ftp, http(s) and ws(s) as "special"
// schemes whose path is never empty) says that an empty path and "/" are
// the same; RFC 3986 §6.2.3 makes it a per-scheme decision. Every scheme
// here names hosts with DNS names, so UTS #46 mapping applies to them; a
// scheme missing from this table gets only the scheme-independent rules
// (an empty port goes; leading zeros of a port go).
#include "semantics/scheme_registry.hpp"

#include "grammar/schemes/productions.hpp"
#include "unicode/iri_characters.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace iri::semantics {
namespace {

constexpr std::array<scheme_rules, 15> registry{{
    // name      port    root   dns    source
    {"coap", "5683", true, true, "RFC 7252 §6.1, §6.3"},
    {"coaps", "5684", true, true, "RFC 7252 §6.2, §6.3"},
    {"ftp", "21", true, true, "RFC 1738 §3.2; WHATWG URL special scheme"},
    {"gopher", "70", false, true, "RFC 4266"},
    {"http", "80", true, true, "RFC 9110 §4.2.1, §4.2.3"},
    {"https", "443", true, true, "RFC 9110 §4.2.2, §4.2.3"},
    {"imap", "143", false, true, "RFC 5092"},
    {"ldap", "389", false, true, "RFC 4516"},
    {"nntp", "119", false, true, "RFC 5538"},
    {"pop", "110", false, true, "RFC 2384"},
    {"rtsp", "554", false, true, "RFC 2326 §3.2"},
    {"snmp", "161", false, true, "RFC 4088"},
    {"telnet", "23", false, true, "RFC 4248"},
    {"ws", "80", true, true, "RFC 6455 §3"},
    {"wss", "443", true, true, "RFC 6455 §3"},
}};

struct known_row {
    std::string_view name;
    known_scheme known;
};

// Every scheme the registry or a grammar knows, each once: a scheme of both
// (http) is one row; the first `count` rows are used.
constexpr auto known = [] {
    struct {
        std::array<known_row, registry.size() + std::size(grammar::schemes::builtin_grammar_list)> rows{};
        std::size_t count = 0;
    } table;
    for (scheme_rules const& r : registry) table.rows[table.count++] = {r.name, {&r, nullptr}};
    for (grammar::schemes::named_grammar const& g : grammar::schemes::builtin_grammar_list) {
        auto const end = table.rows.begin() + table.count;
        auto const same = std::find_if(table.rows.begin(), end, [&](known_row const& k) { return k.name == g.name; });
        if (same != end)
            same->known.grammar = g.grammar;
        else
            table.rows[table.count++] = {g.name, {nullptr, g.grammar}};
    }
    return table;
}();

// Made at compile time: asked on most lines check sees.
constexpr unicode::folded_scheme_names<known.count> known_names([](std::size_t i) { return known.rows[i].name; });

}  // namespace

known_scheme find_known_scheme(std::string_view name) noexcept {
    std::size_t const i = known_names.find(name);
    return i < known.count ? known.rows[i].known : known_scheme{};
}

scheme_rules const* find_scheme(std::string_view name) noexcept { return find_known_scheme(name).rules; }

std::span<scheme_rules const> registered_schemes() noexcept { return registry; }

}  // namespace iri::semantics
