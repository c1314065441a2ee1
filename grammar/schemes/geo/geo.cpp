// The geo scheme's entry for parse_scheme_specific (RFC 5870 §3.3): the
// components it reports, the messages for its productions, and what RFC
// 5870 asks beyond its ABNF: coordinates within the WGS-84 ranges, and
// "crs" and "u" only in their places.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/geo/rules.hpp"
#include "grammar/schemes/productions.hpp"

#include <algorithm>

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_GEO_ROW_(name, abnf_name, section, behaviour) rows::row<geo::name>(section),
production const all_rules[] = {IRI_GEO_RULES(IRI_GEO_ROW_)};
#undef IRI_GEO_ROW_

constexpr std::string_view geo_components[] = {"coord-a", "coord-b", "coord-c", "crslabel", "uval", "pname", "pvalue"};

std::string_view geo_hint(std::string_view production) noexcept {
    if (production == "geo-URI" || production == "geo-scheme")
        return "a geo URI begins \"geo:\" and the coordinates (RFC 5870 §3.3)";
    if (production == "geo-path" || production == "coordinates" || production == "coord-a" || production == "coord-b" ||
        production == "coord-c" || production == "num" || production == "pnum")
        return "the coordinates are two or three numbers separated by \",\", each an optional \"-\", digits, and "
               "optionally \".\" and digits (RFC 5870 §3.3)";
    if (production == "crsp" || production == "crslabel")
        return "\";crs=\" is followed by the name of a coordinate reference system: letters, digits and \"-\" "
               "(RFC 5870 §3.3)";
    if (production == "uncp" || production == "uval")
        return "\";u=\" is followed by the uncertainty in meters: digits, optionally \".\" and digits "
               "(RFC 5870 §3.3)";
    if (production == "p" || production == "parameter" || production == "pname" || production == "pvalue" ||
        production == "paramchar" || production == "labeltext" || production == "geo-unreserved" ||
        production == "mark" || production == "p-unreserved" || production == "alphanum")
        return "after the coordinates come only parameters: \";\" a name of letters, digits and \"-\", then "
               "optionally \"=\" a value of letters, digits, \"-_.!~*'()[]:&+$\" and %HH escapes, and in an IRI "
               "ucschar (RFC 5870 §3.3, RFC 3987 §3.1)";
    return {};
}

bool equals_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

// A num (RFC 5870 §3.3) with at most `digits` digits before any "." whose
// value lies in -limit..limit.
bool within(std::string_view num, std::size_t digits, unsigned limit) noexcept {
    if (!num.empty() && num.front() == '-') num.remove_prefix(1);
    std::size_t const point = num.find('.');
    std::string_view const whole = num.substr(0, point);
    if (whole.empty() || whole.size() > digits) return false;
    unsigned value = 0;
    for (char const c : whole) value = value * 10 + static_cast<unsigned>(c - '0');
    if (value != limit) return value < limit;
    // At the limit itself, only a fraction of zeros.
    std::string_view const fraction = point == std::string_view::npos ? std::string_view{} : num.substr(point + 1);
    return fraction.find_first_not_of('0') == std::string_view::npos;
}

// pnum = 1*DIGIT [ "." 1*DIGIT ] (RFC 5870 §3.3)
bool is_pnum(std::string_view s) noexcept {
    std::size_t i = 0;
    auto digits = [&] {
        std::size_t const from = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
        return i > from;
    };
    if (!digits()) return false;
    if (i == s.size()) return true;
    if (s[i] != '.') return false;
    ++i;
    return digits() && i == s.size();
}

constexpr std::string_view latitude_message =
    "with the WGS-84 coordinate reference system the latitude coord-a is -90 to 90 degrees, one or two digits "
    "before any \".\" (RFC 5870 §3.3, §3.4.2)";
constexpr std::string_view longitude_message =
    "with the WGS-84 coordinate reference system the longitude coord-b is -180 to 180 degrees, one to three digits "
    "before any \".\" (RFC 5870 §3.3, §3.4.2)";
constexpr std::string_view u_message =
    "\"u\" is the uncertainty in meters, a number not below 0, given at most once, after the coordinates and any "
    "\"crs\" and before other parameters (RFC 5870 §3.3, §3.4.3)";
constexpr std::string_view crs_message =
    "\"crs\" names the coordinate reference system, given at most once, right after the coordinates "
    "(RFC 5870 §3.3, §3.4.1)";

// What RFC 5870 asks beyond its ABNF, on a parse the grammar accepted.
// The coordinates and the crsp and uncp (crslabel, uval) are among the
// first five components, always listed; the parameters after them are
// read from the text, as a result lists only the first
// scheme_result::max_components components.
void check_geo(std::string_view text, scheme_result& out) noexcept {
    auto const whole = [&](scheme_component const& c) { return text.substr(c.where.offset, c.where.length); };
    // §3.4.1: no "crs" parameter means WGS-84, the only CRS registered.
    auto const crs = out.component("crslabel");
    bool const wgs84 = !crs || equals_ignoring_case(*crs, "wgs84");
    // Where the *parameter part of p begins: after the coordinates, the
    // crsp and the uncp, whichever is last.
    std::size_t parameters = 0;
    for (scheme_component const& c : out.components()) {
        if (c.name == "pname") break;
        // §3.3 and §3.4.2: the WGS-84 latitude and longitude.
        if (wgs84 && c.name == "coord-a" && !within(whole(c), 2, 90))
            return fail_beyond_abnf(text, c.where.offset, "coord-a", latitude_message, out);
        if (wgs84 && c.name == "coord-b" && !within(whole(c), 3, 180))
            return fail_beyond_abnf(text, c.where.offset, "coord-b", longitude_message, out);
        parameters = std::max(parameters, c.where.offset + c.where.length);
    }
    // §3.3: p = [ crsp ] [ uncp ] *parameter gives "crs" and "u" their
    // places; a parameter of either name is out of place, or (for "u") a
    // value that is no uval. The grammar has matched: from `parameters`,
    // each parameter is ";" pname [ "=" pvalue ], and neither holds ";" or
    // "=".
    for (std::size_t at = text.find(';', parameters); at != std::string_view::npos;) {
        std::size_t const next = text.find(';', at + 1);
        std::string_view const piece =
            text.substr(at + 1, (next == std::string_view::npos ? text.size() : next) - at - 1);
        std::size_t const equals = piece.find('=');
        std::string_view const name = piece.substr(0, equals);
        std::size_t const name_at = at + 1, after_name = name_at + name.size();
        if (equals_ignoring_case(name, "crs")) return fail_beyond_abnf(text, name_at, "parameter", crs_message, out);
        if (equals_ignoring_case(name, "u")) {
            if (equals == std::string_view::npos)
                return fail_beyond_abnf(text, after_name, "parameter", u_message, out);
            if (!is_pnum(piece.substr(equals + 1)))
                return fail_beyond_abnf(text, after_name + 1, "parameter", u_message, out);
            return fail_beyond_abnf(text, name_at, "parameter", u_message, out);
        }
        at = next;
    }
}

std::span<production const> geo_productions() noexcept { return all_rules; }

}  // namespace

scheme_grammar const geo_grammar{
    .name = "geo",
    .source = "RFC 5870 §3.3",
    .abnf_file = "grammar/schemes/geo/geo.abnf",
    .start_rule = "geo-URI",
    .general_hint =
        "a geo URI is \"geo:\" coord-a \",\" coord-b [ \",\" coord-c ], then optionally \";crs=\" a CRS name, "
        "\";u=\" the uncertainty, and other \";\" parameters (RFC 5870 §3.3)",
    .components = geo_components,
    .productions = &geo_productions,
    .run = runner<geo::geo_URI>(),
    .hint = &geo_hint,
    .includes_fragment = false,
    .after = &check_geo,
};

}  // namespace iri::grammar::schemes
