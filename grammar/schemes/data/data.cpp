// The data scheme's entry for parse_scheme_specific (RFC 2397 §3): the
// components it reports, the messages for its productions, and the
// base64 check RFC 2397 asks of ";base64" data.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/data/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_DATA_ROW_(name, abnf_name, section, behaviour) rows::row<data::name>(section),
production const all_rules[] = {IRI_DATA_RULES(IRI_DATA_ROW_)};
#undef IRI_DATA_ROW_

constexpr std::string_view data_components[] = {"mediatype", "type",  "subtype", "parameter",
                                                "attribute", "value", "data"};

std::string_view data_hint(std::string_view production) noexcept {
    if (production == "type" || production == "subtype" || production == "attribute" || production == "value" ||
        production == "token" || production == "parameter" || production == "mediatype")
        return "a media type is type \"/\" subtype, then \";\" attribute \"=\" value parameters, each a token of "
               "letters, digits, \"!$&'*+-._~\" and %HH escapes, and in an IRI ucschar (RFC 2397 §3, RFC 2045 §5.1, "
               "RFC 3987 §3.1)";
    if (production == "data" || production == "urlchar")
        return "the data after \",\" is URI characters and %HH escapes, and in an IRI ucschar (RFC 2397 §3, RFC "
               "3987 §3.1)";
    return {};
}

int base64_value(unsigned char c) noexcept {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

int hex_value(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// ";base64": the data, once its %HH escapes are decoded (RFC 2397 §3: the
// data is "URL escaped" octets), is base64 (RFC 2045 §6.8): characters of
// the alphabet in groups of four, the last group padded with "=". RFC
// 2045 §6.8 lets a decoder skip characters outside the alphabet (line
// breaks in mail); a URL has none to skip, so they are errors here.
//
// The data is found in the text, not among the components, which list
// only the first scheme_result::max_components (a media type with many
// parameters leaves "data" unlisted): `text` matched dataurl, and no token
// holds ",", so the data runs from the first "," to the end.
void check_base64(std::string_view text, scheme_result& out) noexcept {
    std::size_t const comma = text.find(',');
    if (comma == std::string_view::npos) return;  // not a match of dataurl
    std::size_t const data_start = comma + 1, end = text.size();
    // ";base64" is the 7 characters before the "," that precedes the data.
    if (data_start < 8) return;
    std::string_view const flag = text.substr(data_start - 8, 7);
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    char const want[] = ";base64";
    for (std::size_t i = 0; i < 7; ++i)
        if (lower(flag[i]) != want[i]) return;
    std::size_t count = 0, padding = 0;
    for (std::size_t i = data_start; i < end;) {
        std::size_t const at = i;
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '%') {  // the grammar has checked the two hex digits
            c = static_cast<unsigned char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 3;
        } else {
            ++i;
        }
        if (c == '=') {
            if (count % 4 < 2 || padding == 2) {
                return fail_beyond_abnf(text, at, "data",
                                        "base64 padding \"=\" only ends a group of four with two or three characters "
                                        "(RFC 2045 §6.8)",
                                        out);
            }
            ++padding;
            ++count;
            continue;
        }
        if (base64_value(c) < 0)
            return fail_beyond_abnf(
                text, at, "data",
                "after \";base64\" the data, its %HH escapes decoded, is base64: A-Z, a-z, 0-9, \"+\", "
                "\"/\" and \"=\" padding (RFC 2397 §3, RFC 2045 §6.8)",
                out);
        if (padding != 0)
            return fail_beyond_abnf(text, at, "data", "base64 padding \"=\" comes only at the end (RFC 2045 §6.8)",
                                    out);
        ++count;
    }
    if (count % 4 != 0)
        fail_beyond_abnf(text, end, "data",
                         "base64 data comes in groups of four characters, the last padded with \"=\" (RFC 2045 §6.8)",
                         out);
}

std::span<production const> data_productions() noexcept { return all_rules; }

// RFC 2045 §5.1: the type, subtype and parameter names of a media type are
// case-insensitive (RFC 2397 §3 takes its mediatype from there).
constexpr scheme_case_rules data_case_rules{{"type", "subtype", "attribute"}, {}, "RFC 2397 §3, RFC 2045 §5.1"};

}  // namespace

scheme_grammar const data_grammar{
    .name = "data",
    .source = "RFC 2397 §3",
    .abnf_file = "grammar/schemes/data/data.abnf",
    .start_rule = "dataurl",
    .general_hint = "a data URL is \"data:\" [ mediatype ] [ \";base64\" ] \",\" data (RFC 2397 §3)",
    .components = data_components,
    .productions = &data_productions,
    .run = runner<data::dataurl>(),
    .hint = &data_hint,
    .includes_fragment = false,
    .after = &check_base64,
    .case_rules = &data_case_rules,
};

}  // namespace iri::grammar::schemes
