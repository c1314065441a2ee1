// The registry of the project's grammar families (<iri/grammars.hpp>): the
// one table the tool, the site, the playground and the ABNF engine read,
// made of the grammars each family's family.hpp describes.
#include <iri/grammars.hpp>

#include "grammar/families.hpp"

#include <array>
#include <iterator>

namespace iri {
namespace {

// Every family's grammars (its family.hpp), family by family in the order
// of grammar/families.hpp: the order is the tool's, its lists and its
// messages name them so.
#define IRI_FAMILY_GRAMMAR_COUNT_(family, ...) +std::size(grammar::family::grammars)
constexpr std::size_t grammar_count = 0 IRI_GRAMMAR_FAMILIES(IRI_FAMILY_GRAMMAR_COUNT_);

constexpr std::array<grammar_description, grammar_count> table = [] {
    std::array<grammar_description, grammar_count> all{};
    std::size_t next = 0;
#define IRI_FAMILY_GRAMMARS_(family, ...) \
    for (grammar_description const& g : grammar::family::grammars) all[next++] = g;
    IRI_GRAMMAR_FAMILIES(IRI_FAMILY_GRAMMARS_)
    return all;
}();

}  // namespace

std::span<grammar_description const> grammars() noexcept { return table; }

grammar_description const* find_grammar(std::string_view name) noexcept {
    for (grammar_description const& g : table)
        if (g.name == name) return &g;
    return nullptr;
}

grammar_description const& grammar_of_entry(entry e) noexcept {
    for (grammar_description const& g : table)
        for (entry_point const& point : g.entries)
            if (point.start == e) return g;
    return table[0];  // a value outside the enumeration: the default grammar
}

std::optional<entry> find_entry(grammar_description const& g, std::string_view rule) noexcept {
    for (entry_point const& point : g.entries)
        if (point.rule == rule) return point.start;
    return std::nullopt;
}

std::optional<entry> find_entry(grammar_name family, std::string_view rule) noexcept {
    for (grammar_description const& g : table)
        if (g.family == family)
            if (std::optional<entry> e = find_entry(g, rule)) return e;
    return std::nullopt;
}

}  // namespace iri
