// The production table of grammar/diagnosis/productions.hpp.
#include "grammar/diagnosis/productions.hpp"

#include <iri/explain.hpp>

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/draft01/rules.hpp"
#include "grammar/rfc3986/uri.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/literal.hpp"
#include "grammar/rfc3987/path.hpp"
#include "grammar/schemes/scheme_grammar.hpp"

#include <algorithm>
#include <numeric>
#include <utility>
#include <array>
#include <iterator>
#include <tuple>
#include <type_traits>
#include <vector>

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

namespace iri {

namespace {

// <iri/explain.hpp>'s view of a table: names and sections only.
template <std::size_t N>
std::array<production_info, N> info_rows(std::span<grammar::production const> table, bool with_literals) {
    std::array<production_info, N> out;
    for (std::size_t i = 0; i < table.size(); ++i)
        out[i] = {table[i].name, table[i].section,
                  with_literals && grammar::find_literal_production(table[i].name) != nullptr};
    return out;
}

}  // namespace

std::span<production_info const> productions() noexcept {
    static auto const rows = info_rows<std::size(grammar::all)>(grammar::in_abnf_order(), true);
    return rows;
}

std::span<production_info const> productions(grammar_name g) noexcept {
    if (g == grammar_name::rfc3987) return productions();
    static auto const rows = info_rows<std::size(grammar::draft01_all)>(grammar::draft01_productions(), false);
    return rows;
}

production_info const* find_production(std::string_view name) noexcept {
    return find_production(name, grammar_name::rfc3987);
}

namespace {

// The names of the scheme grammars, made once without allocating (check
// asks for them on its first call); their tables in <iri/explain.hpp>'s
// form, made once when first asked for. At most 32 schemes (as many as
// scheme_specific.hpp's registry holds).
struct scheme_names {
    std::array<std::string_view, 32> names{};
    std::size_t count = 0;
};

scheme_names const& names_of_schemes() noexcept {
    static scheme_names const names = [] {
        scheme_names n;
        for (grammar::schemes::scheme_grammar const* g : grammar::schemes::builtin_grammars())
            if (n.count < n.names.size()) n.names[n.count++] = g->name;
        return n;
    }();
    return names;
}

struct scheme_tables {
    std::array<std::vector<production_info>, 32> rows{};

    scheme_tables() {
        std::size_t i = 0;  // in the order of names_of_schemes()
        for (grammar::schemes::scheme_grammar const* g : grammar::schemes::builtin_grammars()) {
            if (i == rows.size()) break;
            for (grammar::production const& p : g->productions()) rows[i].push_back({p.name, p.section, false});
            ++i;
        }
    }
};

scheme_tables const& schemes() noexcept {
    static scheme_tables const tables;  // a few hundred rows: std::terminate if even they cannot be had
    return tables;
}

bool same_ignoring_case(std::string_view a, std::string_view b) noexcept {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace

std::span<std::string_view const> scheme_grammars() noexcept {
    scheme_names const& n = names_of_schemes();
    return {n.names.data(), n.count};
}

std::span<production_info const> scheme_productions(std::string_view scheme) noexcept {
    scheme_names const& n = names_of_schemes();
    for (std::size_t i = 0; i < n.count; ++i)
        if (same_ignoring_case(n.names[i], scheme)) return schemes().rows[i];
    return {};
}

production_info const* find_production(std::string_view name, grammar_name g) noexcept {
    auto const rows = productions(g);
    auto it = std::find_if(rows.begin(), rows.end(), [&](production_info const& p) { return p.name == name; });
    return it == rows.end() ? nullptr : &*it;
}

}  // namespace iri
