// The urn scheme's entry for parse_scheme_specific (RFC 8141 §2): the
// components it reports and the messages for its productions.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/urn/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_URN_ROW_(name, abnf_name, section, behaviour) rows::row<urn::name>(section),
production const all_rules[] = {IRI_URN_RULES(IRI_URN_ROW_)};
#undef IRI_URN_ROW_

constexpr std::string_view urn_components[] = {"NID", "NSS", "r-component", "q-component", "f-component"};

std::string_view urn_hint(std::string_view production) noexcept {
    if (production == "assigned-name")
        return "a URN begins \"urn:\" NID \":\" NSS, the NID 2 to 32 letters, digits and hyphens "
               "(RFC 8141 §2, §2.1)";
    if (production == "NID" || production == "ldh" || production == "alphanum")
        return "a URN namespace identifier is 2 to 32 letters, digits and hyphens, beginning and ending with a "
               "letter or digit, followed by \":\" (RFC 8141 §2.1)";
    if (production == "r-component")
        return "an r-component follows \"?+\" and is pchar (in an IRI also ucschar), \"/\" and \"?\", beginning "
               "with a pchar (RFC 8141 §2.3.1)";
    if (production == "q-component")
        return "a q-component follows \"?=\" and is pchar (in an IRI also ucschar), \"/\" and \"?\", beginning "
               "with a pchar (RFC 8141 §2.3.2)";
    return {};
}

std::span<production const> urn_productions() noexcept { return all_rules; }

// RFC 8141 §3.1: URN-equivalence lowercases the "urn" scheme (the syntax
// rung of normalization has) and the NID, uppercases the hex digits of
// "%hh" (so has it), and ignores the r-, q- and f-components.
constexpr scheme_case_rules urn_case_rules{{"NID"}, "NSS", "RFC 8141 §3.1"};

}  // namespace

scheme_grammar const urn_grammar{
    .name = "urn",
    .source = "RFC 8141 §2",
    .abnf_file = "grammar/schemes/urn/urn.abnf",
    .start_rule = "namestring",
    .general_hint =
        "a URN is \"urn:\" NID \":\" NSS, then optionally \"?+\" r-component, \"?=\" q-component, \"#\" "
        "f-component; any other \"?\", and any non-ASCII character but a ucschar of an IRI, must be "
        "percent-encoded (RFC 8141 §2, RFC 3987 §3.1)",
    .components = urn_components,
    .productions = &urn_productions,
    .run = runner<urn::namestring>(),
    .hint = &urn_hint,
    .case_rules = &urn_case_rules,
};

}  // namespace iri::grammar::schemes
