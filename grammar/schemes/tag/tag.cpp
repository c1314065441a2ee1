// The tag scheme's entry for parse_scheme_specific (RFC 4151 §2.1): the
// components it reports, the messages for its productions, and the
// calendar check RFC 4151 asks of the date.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/tag/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_TAG_ROW_(name, abnf_name, section, behaviour) rows::row<tag::name>(section),
production const all_rules[] = {IRI_TAG_RULES(IRI_TAG_ROW_)};
#undef IRI_TAG_ROW_

// The RFC 3987 form of RFC 4151's fragment (tag.abnf says why), without its "#".
constexpr std::string_view tag_components[] = {"taggingEntity", "authorityName", "date", "specific", "ifragment"};

std::string_view tag_hint(std::string_view production) noexcept {
    if (production == "tagURI")
        return "a tag is \"tag:\" a DNS name or email address, \",\" a date, \":\" and the specific part "
               "(RFC 4151 §2.1)";
    if (production == "taggingEntity" || production == "authorityName" || production == "DNSname" ||
        production == "DNScomp" || production == "emailAddress" || production == "alphaNum")
        return "the tagging entity is a DNS name (labels of letters, digits and \"-\", not beginning or ending "
               "with \"-\", separated by \".\") or an email address, then \",\" and a date (RFC 4151 §2.1)";
    if (production == "date" || production == "year" || production == "month" || production == "day")
        return "the date is a four-digit year, optionally \"-\" a two-digit month and \"-\" a two-digit day, "
               "then \":\" (RFC 4151 §2.1)";
    if (production == "specific")
        return "the specific part is pchar (in an IRI also ucschar), \"/\" and \"?\"; any other character must be "
               "percent-encoded (RFC 4151 §2.1, RFC 3987 §3.1)";
    return {};
}

int two_digits(std::string_view s) noexcept { return (s[0] - '0') * 10 + (s[1] - '0'); }

constexpr std::string_view date_message =
    "the date is a calendar date: YYYY, YYYY-MM or YYYY-MM-DD, the month 01 to 12 and the day one "
    "its month has (RFC 4151 §2.1, ISO 8601)";

// RFC 4151 §2.1: the date is a date, YYYY[-MM[-DD]] in the Gregorian
// calendar of ISO 8601; the grammar has checked the digits.
void check_date(std::string_view text, scheme_result& out) noexcept {
    for (scheme_component const& c : out.components()) {
        if (c.name != "date") continue;
        std::string_view const date = text.substr(c.where.offset, c.where.length);
        if (date.size() < 7) return;
        int const month = two_digits(date.substr(5, 2));
        if (month < 1 || month > 12) return fail_beyond_abnf(text, c.where.offset + 5, "month", date_message, out);
        if (date.size() < 10) return;
        int const year = (date[0] - '0') * 1000 + (date[1] - '0') * 100 + two_digits(date.substr(2, 2));
        bool const leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        constexpr int days_in[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        int const last = month == 2 && leap ? 29 : days_in[month - 1];
        int const day = two_digits(date.substr(8, 2));
        if (day < 1 || day > last) return fail_beyond_abnf(text, c.where.offset + 8, "day", date_message, out);
        return;
    }
}

std::span<production const> tag_productions() noexcept { return all_rules; }

}  // namespace

scheme_grammar const tag_grammar{
    .name = "tag",
    .source = "RFC 4151 §2.1",
    .abnf_file = "grammar/schemes/tag/tag.abnf",
    .start_rule = "tagURI",
    .general_hint =
        "a tag is \"tag:\" taggingEntity \":\" specific [ \"#\" fragment ], the tagging entity a DNS name or email "
        "address, \",\" and a date YYYY[-MM[-DD]] (RFC 4151 §2.1)",
    .components = tag_components,
    .productions = &tag_productions,
    .run = runner<tag::tagURI>(),
    .hint = &tag_hint,
    .after = &check_date,
};

}  // namespace iri::grammar::schemes
