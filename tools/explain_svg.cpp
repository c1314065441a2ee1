// `iri explain --format svg`: the explanation tree drawn as SVG by the tool
// itself, one document per input (explain_svg_dot.hpp): a top-down tree,
// each rule a box labelled with its production, span and text, a line from
// each box to each of its children.
//
// Layout: a box's subtree takes the width of its children side by side, or
// its own if wider; the box is centred over its children; rows are one box
// height apart. Widths come from label_columns (a monospace font), so the
// drawing needs no font metrics.
#include "explain_svg_dot.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

constexpr double char_width = 7.3;  // 12px monospace: 0.6em, and a little room
constexpr double line_height = 15.0;
constexpr double padding = 6.0;
constexpr double gap_x = 12.0, gap_y = 28.0;
constexpr double margin = 10.0;

// Text for XML character data and attribute values (XML 1.0 §2.4, §3.3.3).
// Labels hold no control characters (picture_tree shows them as U+XXXX).
void append_xml(std::string& out, std::string_view text) {
    for (char const c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
}

// Tenths of a pixel, without a trailing ".0": "12.5", "40".
std::string number(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", v);
    std::string_view text = buffer;
    if (text.ends_with(".0")) text.remove_suffix(2);
    if (text == "-0") text = "0";
    return std::string(text);
}

struct placed {
    picture_box const* box = nullptr;
    double x = 0, y = 0, width = 0, height = 0;  // the box
    double subtree = 0;  // width of the box and everything under it
    std::vector<placed> children;
};

placed measure(picture_box const& b) {
    placed p;
    p.box = &b;
    std::size_t columns = 0;
    for (auto const& line : b.lines) columns = std::max(columns, label_columns(line));
    p.width = static_cast<double>(columns) * char_width + 2 * padding;
    p.height = static_cast<double>(b.lines.size()) * line_height + padding;
    double children = 0;
    for (auto const& c : b.children) {
        p.children.push_back(measure(c));
        children += p.children.back().subtree;
    }
    if (!p.children.empty()) children += gap_x * static_cast<double>(p.children.size() - 1);
    p.subtree = std::max(p.width, children);
    return p;
}

// The tallest box of each row.
void row_heights(placed const& p, std::size_t depth, std::vector<double>& rows) {
    if (rows.size() <= depth) rows.resize(depth + 1, 0);
    rows[depth] = std::max(rows[depth], p.height);
    for (auto const& c : p.children) row_heights(c, depth + 1, rows);
}

void place(placed& p, double left, std::size_t depth, std::vector<double> const& row_top) {
    p.y = row_top[depth];
    double children = 0;
    for (auto const& c : p.children) children += c.subtree;
    if (!p.children.empty()) children += gap_x * static_cast<double>(p.children.size() - 1);
    double x = left + (p.subtree - children) / 2;
    for (auto& c : p.children) {
        place(c, x, depth + 1, row_top);
        x += c.subtree + gap_x;
    }
    p.x = left + (p.subtree - p.width) / 2;
}

std::string_view class_of(picture_box::status s) {
    switch (s) {
        case picture_box::status::matched: return "matched";
        case picture_box::status::failed: return "failed";
        case picture_box::status::undone: return "undone";
        case picture_box::status::folded: return "folded";
    }
    return "";
}

void draw(std::string& out, placed const& p) {
    for (auto const& c : p.children) {
        out += "<line x1=\"" + number(p.x + p.width / 2) + "\" y1=\"" + number(p.y + p.height) + "\" x2=\"" +
               number(c.x + c.width / 2) + "\" y2=\"" + number(c.y) + "\"/>\n";
    }
    out += "<g class=\"";
    out += class_of(p.box->state);
    out += "\"><rect x=\"" + number(p.x) + "\" y=\"" + number(p.y) + "\" width=\"" + number(p.width) + "\" height=\"" +
           number(p.height) + "\" rx=\"3\"/>";
    for (std::size_t i = 0; i < p.box->lines.size(); ++i) {
        out += "<text x=\"" + number(p.x + padding) + "\" y=\"" +
               number(p.y + padding / 2 + line_height * static_cast<double>(i + 1) - 3) + "\"";
        if (i == 0) out += " class=\"rule\"";
        out += '>';
        append_xml(out, p.box->lines[i]);
        out += "</text>";
    }
    out += "</g>\n";
    for (auto const& c : p.children) draw(out, c);
}

}  // namespace

void write_explain_svg(std::string& out, explain_picture const& picture) {
    picture_box const tree = picture_tree(picture);
    std::vector<std::string> const heading = picture_heading(picture);
    placed root = measure(tree);
    std::vector<double> rows;
    row_heights(root, 0, rows);
    double const heading_height = static_cast<double>(heading.size()) * line_height + 8;
    std::vector<double> row_top(rows.size());
    double y = margin + heading_height;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        row_top[i] = y;
        y += rows[i] + gap_y;
    }
    place(root, margin, 0, row_top);
    double heading_width = 0;
    for (auto const& line : heading)
        heading_width = std::max(heading_width, static_cast<double>(label_columns(line)) * char_width);
    double const width = std::max(root.subtree, heading_width) + 2 * margin;
    double const height = y - gap_y + margin;

    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" + number(height) +
           "\" viewBox=\"0 0 " + number(width) + " " + number(height) + "\">\n";
    out += "<title>";
    append_xml(out, heading.front());
    out += "</title>\n";
    // Each label is a paragraph of its own (UAX #9), laid out left to right
    // with its right-to-left runs shown as they read; the bidi formatting
    // characters that could reorder it are shown as U+XXXX (picture_tree).
    out +=
        "<style>\n"
        "text{font-family:monospace;font-size:12px;fill:#111;direction:ltr;white-space:pre}\n"
        "text.rule{font-weight:bold}\n"
        "rect{fill:#fff;stroke:#1a5e1a;stroke-width:1.2}\n"
        "line{stroke:#555;stroke-width:1}\n"
        ".failed rect{stroke:#b00000;stroke-dasharray:4 2;fill:#fff4f4}\n"
        ".failed text{fill:#8a0000}\n"
        ".undone rect{stroke:#777;stroke-dasharray:1 2}\n"
        ".undone text,.folded text{fill:#555}\n"
        ".folded rect{stroke:#777;fill:#f2f2f2}\n"
        "</style>\n";
    out += "<rect x=\"0\" y=\"0\" width=\"" + number(width) + "\" height=\"" + number(height) +
           "\" style=\"fill:#fff;stroke:none\"/>\n";
    for (std::size_t i = 0; i < heading.size(); ++i) {
        out += "<text x=\"" + number(margin) + "\" y=\"" + number(margin + line_height * static_cast<double>(i + 1)) +
               "\"" + (i == 0 ? " class=\"rule\"" : "") + ">";
        append_xml(out, heading[i]);
        out += "</text>\n";
    }
    draw(out, root);
    out += "</svg>\n";
}

}  // namespace iri::tool
