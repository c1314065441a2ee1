// The production table of grammar/diagnosis/productions.hpp.
#include "grammar/diagnosis/productions.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/draft01/rules.hpp"
#include "grammar/rfc3986/uri.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/literal.hpp"
#include "grammar/rfc3987/path.hpp"

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

// One row per rule, from the lists of grammar/rfc3987/ and grammar/rfc3986/.
#define IRI_RFC3987_ROW_(name, abnf_name, section, behaviour) row<rfc3987::name>(section),
#define IRI_RFC3986_ROW_(name, abnf_name, section, behaviour) row<rfc3986::name>(section),
#define IRI_LITERAL_ROW_(name, abnf_name, section, behaviour) row<rfc3987::literal::name>(section),
#define IRI_DRAFT01_ROW_(name, abnf_name, section, behaviour) row<draft01::name>(section),

// Group by group, each in the order of its list; in_abnf_order() below
// puts them in the RFCs' order.
production const all[] = {IRI_RFC3987_IRI_RULES(IRI_RFC3987_ROW_) IRI_RFC3987_HOST_RULES(IRI_RFC3987_ROW_)
                              IRI_RFC3987_PATH_RULES(IRI_RFC3987_ROW_) IRI_RFC3987_CHARACTER_RULES(IRI_RFC3987_ROW_)
                                  IRI_RFC3986_URI_RULES(IRI_RFC3986_ROW_)};

// The names of the .abnf files' productions in the order they are written,
// generated from those files by CMakeLists.txt.
constexpr std::string_view abnf_order[] = {
#include "abnf_order.inc"
};

std::size_t abnf_rank(std::string_view name) noexcept {
    auto const it = std::find(std::begin(abnf_order), std::end(abnf_order), name);
    return static_cast<std::size_t>(it - std::begin(abnf_order));
}

// The rows in the ABNF's order (a rule the files lack would come last; the
// one-to-one test allows none).
std::array<production, std::size(all)> const& in_abnf_order() noexcept {
    // std::sort on (rank, place) rather than std::stable_sort, which
    // allocates: parse_scheme_specific and check may be the first to ask,
    // and they allocate nothing.
    static auto const sorted = [] {
        std::array<std::size_t, std::size(all)> order;
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(), [](std::size_t a, std::size_t b) {
            return std::pair(abnf_rank(all[a].name), a) < std::pair(abnf_rank(all[b].name), b);
        });
        std::array<production, std::size(all)> rows;
        for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = all[order[i]];
        return rows;
    }();
    return sorted;
}

production const literal_all[] = {IRI_RFC3987_LITERAL_RULES(IRI_LITERAL_ROW_)};

// In the order of the list, which is the .abnf file's.
production const draft01_all[] = {IRI_DRAFT01_RULES(IRI_DRAFT01_ROW_)};

production const* find_in(std::span<production const> table, std::string_view name) noexcept {
    auto it = std::find_if(table.begin(), table.end(), [&](production const& p) { return p.name == name; });
    return it == table.end() ? nullptr : &*it;
}

}  // namespace

std::span<production const> productions() noexcept { return in_abnf_order(); }
std::span<production const> literal_productions() noexcept { return literal_all; }
production const* find_production(std::string_view name) noexcept { return find_in(in_abnf_order(), name); }
production const* find_literal_production(std::string_view name) noexcept { return find_in(literal_all, name); }
std::span<production const> draft01_productions() noexcept { return draft01_all; }

std::span<production const> productions(grammar_name g) noexcept {
    return g == grammar_name::draft01 ? draft01_productions() : productions();
}

production const* find_production(std::string_view name, grammar_name g) noexcept {
    return find_in(grammar::productions(g), name);
}

production const& entry_production(iri::entry e) noexcept {
    // Every entry's name is a production of its grammar (tests/grammar/one_to_one.cpp).
    return *grammar::find_production(to_string(e), grammar_of(e));
}

}  // namespace iri::grammar
