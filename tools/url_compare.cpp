#include "url_compare.hpp"

#include "text_command.hpp"

#include <algorithm>
#include <array>

namespace iri::tool {

namespace {

constexpr std::string_view absent = "(none)";

// The verdict as the table marks it: a difference in where the request
// goes or who it acts as is marked apart.
std::string_view marker(views::component_views const& row) {
    if (row.security_relevant()) return "DIFFERS: destination";
    return views::to_string(row.compared);
}

// An empty component (the empty host of "http:///p") as "", so that it
// is not a blank cell.
std::string shown(std::optional<std::string> const& value) {
    if (!value) return std::string(absent);
    if (value->empty()) return "\"\"";
    std::string out;
    append_shown(out, *value);
    return out;
}

void append_padded(std::string& out, std::string_view text, std::size_t width) {
    out += text;
    out.append(width - std::min(width, text.size()) + 2, ' ');
}

void append_url_failure(std::string& out, url::validation_error const& e, bool in_base) {
    if (in_base) out += "BASE: ";
    out += "error at character ";
    out += std::to_string(e.character_offset);
    out += " (byte ";
    out += std::to_string(e.offset);
    out += "): ";
    out += url::name_of(e.code);
}

}  // namespace

void write_comparison_text(std::string& out, views::comparison const& c) {
    out += "RFC 3986:     ";
    if (c.rfc_ok) {
        out += c.rfc_uri.empty() ? "\"\"" : c.rfc_uri;
        if (c.rfc_prepared) out += " (prepared)";
    } else {
        if (c.rfc_error_in_base) out += "BASE: ";
        out += error_line(c.rfc_error);
    }
    out += "\nURL Standard: ";
    if (c.url_view)
        out += c.url_view.href();
    else
        append_url_failure(out, c.url_view.error(), c.url_error_in_base);
    out += '\n';

    std::array<std::string, views::component_count> rfc_cells, url_cells;
    std::size_t rfc_width = std::string_view("RFC 3986").size(), url_width = std::string_view("URL Standard").size();
    for (std::size_t i = 0; i < views::component_count; ++i) {
        rfc_cells[i] = shown(c.components[i].rfc);
        url_cells[i] = shown(c.components[i].url);
        rfc_width = std::max(rfc_width, rfc_cells[i].size());
        url_width = std::max(url_width, url_cells[i].size());
    }
    constexpr std::size_t name_width = 9;  // "component", "userinfo", "fragment"
    append_padded(out, "component", name_width);
    append_padded(out, "RFC 3986", rfc_width);
    append_padded(out, "URL Standard", url_width);
    out += "verdict\n";
    for (std::size_t i = 0; i < views::component_count; ++i) {
        append_padded(out, views::to_string(c.components[i].name), name_width);
        append_padded(out, rfc_cells[i], rfc_width);
        append_padded(out, url_cells[i], url_width);
        out += marker(c.components[i]);
        out += '\n';
    }
    out += "classes: ";
    if (c.classes.empty()) out += absent;
    for (std::size_t i = 0; i < c.classes.size(); ++i) {
        if (i > 0) out += ", ";
        out += views::to_string(c.classes[i]);
    }
    out += '\n';
    if (!c.url_view.validation_errors().empty()) {
        out += "URL Standard validation errors:";
        for (url::validation_error const& e : c.url_view.validation_errors()) {
            out += ' ';
            out += url::name_of(e.code);
            out += " at character ";
            out += std::to_string(e.character_offset);
            if (&e != &c.url_view.validation_errors().back()) out += ',';
        }
        out += '\n';
    }
}

}  // namespace iri::tool
