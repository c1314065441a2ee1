// The scheme registry: default ports from the IANA "Uniform Resource
// Identifier (URI) Schemes" registry's permanent entries and their RFCs,
// for the schemes without a grammar here; a scheme grammar carries its own
// (grammar/schemes/<folder>/<folder>.cpp).
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
#include "grammar/schemes/scheme_grammar.hpp"
#include "unicode/iri_characters.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace iri::semantics {
namespace {

constexpr std::array<scheme_rules, 11> registry{{
    // name      port    root   dns    source
    {"coap", "5683", true, true, "RFC 7252 §6.1, §6.3"},
    {"coaps", "5684", true, true, "RFC 7252 §6.2, §6.3"},
    {"ftp", "21", true, true, "RFC 1738 §3.2; WHATWG URL special scheme"},
    {"gopher", "70", false, true, "RFC 4266"},
    {"imap", "143", false, true, "RFC 5092"},
    {"ldap", "389", false, true, "RFC 4516"},
    {"nntp", "119", false, true, "RFC 5538"},
    {"pop", "110", false, true, "RFC 2384"},
    {"rtsp", "554", false, true, "RFC 2326 §3.2"},
    {"snmp", "161", false, true, "RFC 4088"},
    {"telnet", "23", false, true, "RFC 4248"},
}};

struct known_row {
    std::string_view name;
    known_scheme known;
};

// Every scheme the registry or a grammar knows, each once: a scheme with a
// grammar carries its rules itself, so none is in both. The schemes with a
// grammar come first: they are most of what check sees (http, https,
// mailto, file, urn), and the names put first into known_names below take
// the slots their hash gives them, so that each is found at the first
// probe (https, after the registry's rows, at the second).
constexpr auto known = [] {
    std::array<known_row, registry.size() + std::size(grammar::schemes::builtin_grammar_list)> rows{};
    std::size_t count = 0;
    for (grammar::schemes::named_grammar const& g : grammar::schemes::builtin_grammar_list)
        rows[count++] = {g.name, {nullptr, g.grammar}};
    for (scheme_rules const& r : registry) rows[count++] = {r.name, {&r, nullptr}};
    return rows;
}();

constexpr bool each_scheme_once() {
    for (std::size_t i = 0; i < known.size(); ++i)
        for (std::size_t j = i + 1; j < known.size(); ++j)
            if (known[i].name == known[j].name) return false;
    return true;
}
static_assert(each_scheme_once(), "a scheme with a grammar keeps its rules in its grammar, not in the registry");

// Made at compile time: asked on most lines check sees.
constexpr unicode::folded_scheme_names<known.size()> known_names([](std::size_t i) { return known[i].name; });

}  // namespace

known_scheme find_known_scheme(std::string_view name) noexcept {
    std::size_t const i = known_names.find(name);
    if (i >= known.size()) return {};
    known_scheme found = known[i].known;
    // A grammar's rules are in its own file, out of a constant expression's
    // reach: read here.
    if (found.grammar != nullptr) found.rules = found.grammar->rules;
    return found;
}

scheme_rules const* find_scheme(std::string_view name) noexcept { return find_known_scheme(name).rules; }

std::span<scheme_rules const> registered_schemes() noexcept { return registry; }

}  // namespace iri::semantics
