// The production tables of grammar/schemes/productions.hpp.
#include "grammar/schemes/productions.hpp"

#include "grammar/diagnosis/trace.hpp"
#include "grammar/schemes/data/rules.hpp"
#include "grammar/schemes/urn/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// As grammar/diagnosis/productions.cpp: run one rule, anchored or not,
// with or without a tracer, in the contexts every rule is compiled for.
template <auto const& Rule, typename Context>
long prefix_in(std::string_view text, Context const& context) noexcept {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    if (!Rule.parse(first, last, context, x3::unused, x3::unused)) return -1;
    return first - text.data();
}

template <auto const& Rule>
long match_prefix(std::string_view text) noexcept {
    recorder sink{text.data(), nullptr};
    return prefix_in<Rule>(text, x3::make_context<recorder_tag>(sink));
}

template <auto const& Rule>
long match_traced(std::string_view text, tracer& t) noexcept {
    recorder sink{text.data(), nullptr};
    parse_context const parse_ctx = x3::make_context<recorder_tag>(sink);
    return prefix_in<Rule>(text, x3::make_context<tracer_tag>(t, parse_ctx));
}

template <auto const& Rule>
bool match_whole(std::string_view text) noexcept {
    return match_prefix<Rule>(text) == static_cast<long>(text.size());
}

template <auto const& Rule>
production row(std::string_view section) {
    return {Rule.name, section, &match_whole<Rule>, &match_prefix<Rule>, &match_traced<Rule>};
}

#define IRI_URN_ROW_(name, abnf_name, section, behaviour) row<urn::name>(section),
#define IRI_DATA_ROW_(name, abnf_name, section, behaviour) row<data::name>(section),

// In the order of the lists, which is the .abnf files'.
production const urn_all[] = {IRI_URN_RULES(IRI_URN_ROW_)};
production const data_all[] = {IRI_DATA_RULES(IRI_DATA_ROW_)};

}  // namespace

std::span<production const> urn_productions() noexcept { return urn_all; }
std::span<production const> data_productions() noexcept { return data_all; }

std::span<production const> productions_of(std::string_view scheme) noexcept {
    if (scheme == "urn") return urn_productions();
    if (scheme == "data") return data_productions();
    return {};
}

}  // namespace iri::grammar::schemes
