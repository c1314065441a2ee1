// The production table of grammar/diagnosis/productions.hpp.
#include "grammar/diagnosis/productions.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/families.hpp"
#include "grammar/rfc3987/literal.hpp"

#include <algorithm>
#include <numeric>
#include <utility>
#include <array>
#include <iterator>
#include <tuple>
#include <type_traits>

namespace iri::grammar {
namespace {

using rows::row;

// The names of each family's .abnf files' productions in the order they
// are written, generated from those files by CMakeLists.txt
// (cmake/grammar_families.cmake): IRI_ABNF_ORDER_<family>.
#include "abnf_order.inc"

// `rows` in the order the .abnf files write them (a rule the files lack
// would come last; the one-to-one test allows none). std::sort on (rank,
// place) rather than std::stable_sort, which allocates: parse_scheme_specific
// and check may be the first to ask, and they allocate nothing.
template <std::size_t N, std::size_t M>
std::array<production, N> in_abnf_order(production const (&rows)[N], std::string_view const (&order)[M]) noexcept {
    auto rank = [&](std::string_view name) {
        return static_cast<std::size_t>(std::find(std::begin(order), std::end(order), name) - std::begin(order));
    };
    std::array<std::size_t, N> places;
    std::iota(places.begin(), places.end(), std::size_t{0});
    std::sort(places.begin(), places.end(), [&](std::size_t a, std::size_t b) {
        return std::pair(rank(rows[a].name), a) < std::pair(rank(rows[b].name), b);
    });
    std::array<production, N> sorted;
    for (std::size_t i = 0; i < N; ++i) sorted[i] = rows[places[i]];
    return sorted;
}

// One table per family (grammar/families.hpp), from its family.hpp's
// IRI_FAMILY_PRODUCTIONS list, sorted when first asked for:
// <family>_productions().
#define IRI_PRODUCTION_ROW(rule, section) row<rule>(section),
#define IRI_FAMILY_TABLE_(family, ...)                                                    \
    std::span<production const> family##_productions() noexcept {                        \
        static production const rows[] = {IRI_FAMILY_PRODUCTIONS_##family};               \
        static constexpr std::string_view order[] = {IRI_ABNF_ORDER_##family};            \
        static auto const sorted = in_abnf_order(rows, order);                            \
        return sorted;                                                                    \
    }
IRI_GRAMMAR_FAMILIES(IRI_FAMILY_TABLE_)
#undef IRI_FAMILY_TABLE_
#undef IRI_PRODUCTION_ROW

// The literal transcriptions of grammar/rfc3987/literal.hpp.
#define IRI_LITERAL_ROW_(name, abnf_name, section, behaviour) row<rfc3987::literal::name>(section),
production const literal_all[] = {IRI_RFC3987_LITERAL_RULES(IRI_LITERAL_ROW_)};

production const* find_in(std::span<production const> table, std::string_view name) noexcept {
    auto it = std::find_if(table.begin(), table.end(), [&](production const& p) { return p.name == name; });
    return it == table.end() ? nullptr : &*it;
}

}  // namespace

std::span<production const> productions() noexcept { return rfc3987_productions(); }
std::span<production const> literal_productions() noexcept { return literal_all; }
production const* find_production(std::string_view name) noexcept { return find_in(productions(), name); }
production const* find_literal_production(std::string_view name) noexcept { return find_in(literal_all, name); }
std::span<production const> productions(grammar_name g) noexcept {
#define IRI_FAMILY_CASE_(family, ...) \
    case grammar_name::family: return family##_productions();
    switch (g) { IRI_GRAMMAR_FAMILIES(IRI_FAMILY_CASE_) }
#undef IRI_FAMILY_CASE_
    return productions();  // a value outside the enumeration: the default grammar's
}

production const* find_production(std::string_view name, grammar_name g) noexcept {
    return find_in(grammar::productions(g), name);
}

production const& entry_production(iri::entry e) noexcept {
    // Every entry's name is a production of its grammar (tests/grammar/one_to_one.cpp).
    return *grammar::find_production(to_string(e), grammar_of(e));
}

}  // namespace iri::grammar
