// <iri/explain.hpp>'s tables of productions: the names and RFC sections of
// the rules of each grammar, for people learning it. Teaching code: read
// from the core's production tables (grammar/diagnosis/productions.hpp),
// which the core itself uses only to diagnose.
#include <iri/explain.hpp>
#include <iri/grammars.hpp>

#include "grammar/diagnosis/productions.hpp"
#include "grammar/schemes/productions.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace iri {
namespace {

// <iri/explain.hpp>'s view of a table: names and sections only. Made once,
// when first asked for: a few hundred rows (std::terminate if even they
// cannot be had).
std::vector<production_info> info_rows(std::span<grammar::production const> table, bool with_literals) {
    std::vector<production_info> out;
    out.reserve(table.size());
    for (grammar::production const& p : table)
        out.push_back({p.name, p.section, with_literals && grammar::find_literal_production(p.name) != nullptr});
    return out;
}

}  // namespace

std::span<production_info const> productions() noexcept {
    static auto const rows = info_rows(grammar::productions(), true);
    return rows;
}

std::span<production_info const> productions(grammar_name g) noexcept {
    if (g == grammar_name::rfc3987) return productions();
    // One table per family the registry names, all made when first asked
    // for; the literal transcriptions are RFC 3987's alone.
    static auto const tables = [] {
        std::vector<std::vector<production_info>> by_family;
        for (grammar_description const& description : grammars()) {
            auto const family = static_cast<std::size_t>(description.family);
            if (by_family.size() <= family) by_family.resize(family + 1);
            if (by_family[family].empty())
                by_family[family] = info_rows(grammar::productions(description.family), false);
        }
        return by_family;
    }();
    auto const family = static_cast<std::size_t>(g);
    return family < tables.size() ? std::span<production_info const>(tables[family]) : productions();
}

production_info const* find_production(std::string_view name) noexcept {
    return find_production(name, grammar_name::rfc3987);
}

namespace {

using grammar::schemes::builtin_grammar_list;
constexpr std::size_t scheme_count = std::size(builtin_grammar_list);

// The names of the scheme grammars, in the order of grammar/schemes/list.hpp,
// made at compile time: scheme_grammars() allocates nothing.
constexpr auto scheme_names = [] {
    std::array<std::string_view, scheme_count> names{};
    for (std::size_t i = 0; i < scheme_count; ++i) names[i] = builtin_grammar_list[i].name;
    return names;
}();

// The table of the i-th scheme grammar in <iri/explain.hpp>'s form; all of
// them made once, when first asked for.
std::span<production_info const> scheme_rows(std::size_t i) noexcept {
    static auto const tables = [] {
        std::array<std::vector<production_info>, scheme_count> rows;
        for (std::size_t k = 0; k < scheme_count; ++k)
            rows[k] = info_rows(grammar::schemes::productions_of(scheme_names[k]), false);
        return rows;
    }();
    return tables[i];
}

bool same_ignoring_case(std::string_view a, std::string_view b) noexcept {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace

std::span<std::string_view const> scheme_grammars() noexcept { return scheme_names; }

std::span<production_info const> scheme_productions(std::string_view scheme) noexcept {
    for (std::size_t i = 0; i < scheme_count; ++i)
        if (same_ignoring_case(scheme_names[i], scheme)) return scheme_rows(i);
    return {};
}

production_info const* find_production(std::string_view name, grammar_name g) noexcept {
    auto const rows = productions(g);
    auto it = std::find_if(rows.begin(), rows.end(), [&](production_info const& p) { return p.name == name; });
    return it == rows.end() ? nullptr : &*it;
}

}  // namespace iri
