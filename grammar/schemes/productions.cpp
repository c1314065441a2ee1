// The production tables of grammar/schemes/productions.hpp.
#include "grammar/schemes/productions.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/data/rules.hpp"
#include "grammar/schemes/urn/rules.hpp"

namespace iri::grammar::schemes {
namespace {

using rows::row;

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
