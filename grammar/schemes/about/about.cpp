// The about scheme's entry for parse_scheme_specific (RFC 6694 §2): the
// components it reports and the messages for its productions.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/about/rules.hpp"
#include "grammar/schemes/productions.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_ABOUT_ROW_(name, abnf_name, section, behaviour) rows::row<about::name>(section),
production const all_rules[] = {IRI_ABOUT_RULES(IRI_ABOUT_ROW_)};
#undef IRI_ABOUT_ROW_

// The token, and the RFC 3987 forms of RFC 6694's query and fragment
// (about.abnf says why), without their "?" and "#".
constexpr std::string_view about_components[] = {"about-token", "iquery", "ifragment"};

std::string_view about_hint(std::string_view production) noexcept {
    if (production == "about-token")
        return "an about-token is the characters of one path segment: a \"/\" in it is written %2F (RFC 6694 §2)";
    return {};
}

std::span<production const> about_productions() noexcept { return all_rules; }

}  // namespace

scheme_grammar const about_grammar{
    .name = "about",
    .source = "RFC 6694 §2",
    .abnf_file = "grammar/schemes/about/about.abnf",
    .start_rule = "about-uri",
    .general_hint = "an about URI is \"about:\" about-token [ \"?\" query ] [ \"#\" fragment ] (RFC 6694 §2)",
    .components = about_components,
    .productions = &about_productions,
    .run = runner<about::about_uri>(),
    .hint = &about_hint,
};

}  // namespace iri::grammar::schemes
