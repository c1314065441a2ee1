// The tel scheme's entry for parse_scheme_specific (RFC 3966 §3): the
// components it reports, the messages for its productions, and what RFC
// 3966 §3 asks of the parameters beyond its ABNF.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/tel/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_TEL_ROW_(name, abnf_name, section, behaviour) rows::row<tel::name>(section),
production const all_rules[] = {IRI_TEL_RULES(IRI_TEL_ROW_)};
#undef IRI_TEL_ROW_

// The number, the parameters RFC 3966 names (§5.2, §5.3, §5.1.5: the
// phone-context's descriptor) and the others with their names and values.
// A descriptor that is a global number holds a global-number-digits too.
constexpr std::string_view tel_components[] = {
    "global-number-digits", "local-number-digits", "isdn-subaddress", "extension",
    "descriptor",           "parameter",           "pname",           "pvalue"};

std::string_view tel_hint(std::string_view production) noexcept {
    if (production == "global-number" || production == "global-number-digits" || production == "phonedigit")
        return "a global number is \"+\" then digits and the visual separators \"-\", \".\", \"(\" and \")\", at "
               "least one a digit (RFC 3966 §3, §5.1.4); an extension after \";ext=\" is the same without the \"+\" "
               "(§5.3)";
    if (production == "local-number-digits" || production == "phonedigit-hex")
        return "a local number is hexadecimal digits, \"*\", \"#\" and the visual separators \"-\", \".\", \"(\" and "
               "\")\", at least one not a separator (RFC 3966 §3, §5.1.5); a \"#\" starts the URI's fragment";
    if (production == "local-number" || production == "context" || production == "descriptor" ||
        production == "domainname" || production == "domainlabel" || production == "toplabel")
        return "a local number needs \";phone-context=\" and a domain name or a global number (\"+\" and digits) "
               "(RFC 3966 §3, §5.1.5)";
    if (production == "extension")
        return "an extension is \";ext=\" then digits and the visual separators \"-\", \".\", \"(\" and \")\" (RFC "
               "3966 §3, §5.3)";
    if (production == "isdn-subaddress")
        return "an ISDN subaddress is \";isub=\" then letters, digits, \"-_.!~*'()[]/:&+$\" and %HH escapes, and in "
               "an IRI ucschar (RFC 3966 §3, §5.2, RFC 3987 §3.1)";
    if (production == "par" || production == "parameter" || production == "pname" || production == "pvalue" ||
        production == "paramchar")
        return "a parameter is \";\" and a name of letters, digits and \"-\", then optionally \"=\" and a value of "
               "letters, digits, \"-_.!~*'()[]/:&+$\" and %HH escapes, and in an IRI ucschar (RFC 3966 §3, RFC 3987 "
               "§3.1)";
    return {};
}

char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The order of two parameter names, ignoring case (the names of the
// extension, subaddress and context are ABNF strings, which ignore case:
// RFC 5234 §2.3).
int compare_names(std::string_view a, std::string_view b) noexcept {
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return lower(a[i]) < lower(b[i]) ? -1 : 1;
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

// Where a parameter goes (RFC 3966 §3): the subaddress or the extension
// first, then the context, then the others.
int rank(std::string_view name) noexcept {
    if (compare_names(name, "isub") == 0 || compare_names(name, "ext") == 0) return 0;
    if (compare_names(name, "phone-context") == 0) return 1;
    return 2;
}

// The parameter whose ";" is at `at`: its name.
std::string_view name_at(std::string_view text, std::size_t at) noexcept {
    std::size_t end = at + 1;
    while (end < text.size() && text[end] != ';' && text[end] != '=') ++end;
    return text.substr(at + 1, end - at - 1);
}

// RFC 3966 §3, after its ABNF: "Each parameter name ("pname"), the ISDN
// subaddress, the 'extension', and the 'context' MUST NOT appear more than
// once. The 'isdn-subaddress' or 'extension' MUST appear first, if
// present, followed by the 'context' parameter, if present, followed by
// any other parameters in lexicographical order." The grammar has matched:
// the parameters are the pieces from each ";" (no number or value holds
// one), each "name" or "name=value". Names are compared ignoring case.
void check_parameters(std::string_view text, scheme_result& out) noexcept {
    std::size_t const first = text.find(';');
    std::string_view previous;
    for (std::size_t at = first; at != std::string_view::npos; at = text.find(';', at + 1)) {
        std::string_view const name = name_at(text, at);
        for (std::size_t before = first; before < at; before = text.find(';', before + 1))
            if (compare_names(name_at(text, before), name) == 0)
                return fail_beyond_abnf(
                    text, at, "par", "a tel URI has each parameter at most once (RFC 3966 §3, beyond its ABNF)", out);
        if (at != first) {
            int const was = rank(previous), is = rank(name);
            if (is < was || (is == 2 && was == 2 && compare_names(previous, name) > 0))
                return fail_beyond_abnf(text, at, "par",
                                        "the parameters of a tel URI come in order: \"isub\" or \"ext\" first, then "
                                        "\"phone-context\", then the others by name (RFC 3966 §3, beyond its ABNF)",
                                        out);
        }
        previous = name;
    }
}

std::span<production const> tel_productions() noexcept { return all_rules; }

}  // namespace

scheme_grammar const tel_grammar{
    .name = "tel",
    .source = "RFC 3966 §3",
    .abnf_file = "grammar/schemes/tel/tel.abnf",
    .start_rule = "telephone-uri",
    .general_hint =
        "a tel URI is \"tel:\" then a global number (\"+\" and digits) or a local number with \";phone-context=\", "
        "then "
        "\";\" parameters (RFC 3966 §3)",
    .components = tel_components,
    .productions = &tel_productions,
    .run = runner<tel::telephone_uri>(),
    .hint = &tel_hint,
    .includes_fragment = false,
    .after = &check_parameters,
};

}  // namespace iri::grammar::schemes
