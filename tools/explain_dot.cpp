// `iri explain --format dot`: the explanation tree as Graphviz source, one
// digraph per input (explain_svg_dot.hpp). `dot -Tsvg` draws it.
#include "explain_svg_dot.hpp"

#include <string>
#include <string_view>

namespace iri::tool {

namespace {

// A DOT quoted string (Graphviz "lang" doc: only '"' needs a backslash in
// one; a backslash starts an escape such as \n, so it is doubled). Labels
// hold no control characters (picture_tree shows them as U+XXXX).
void append_dot_string(std::string& out, std::string_view text) {
    out += '"';
    for (char const c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
}

void append_label(std::string& out, std::vector<std::string> const& lines) {
    std::string joined;
    for (std::string const& line : lines) {
        if (!joined.empty()) joined += '\n';
        joined += line;
    }
    // Lines end with \l (left-justified) inside the quoted string, written
    // after escaping so the backslash is not doubled.
    std::string escaped;
    append_dot_string(escaped, joined);
    for (char const c : escaped) {
        if (c == '\n')
            out += "\\l";
        else
            out += c;
    }
    out.insert(out.size() - 1, "\\l");
}

std::string_view style_of(picture_box::status s) {
    switch (s) {
        case picture_box::status::matched: return "color=\"#1a5e1a\"";
        case picture_box::status::failed: return "color=\"#b00000\", fontcolor=\"#b00000\", style=dashed";
        case picture_box::status::undone: return "color=\"#777777\", fontcolor=\"#777777\", style=dotted";
        case picture_box::status::folded: return "shape=note, color=\"#777777\", fontcolor=\"#555555\"";
    }
    return "";
}

void append_box(std::string& out, picture_box const& b, std::size_t& next_id) {
    std::size_t const id = next_id++;
    out += "  n" + std::to_string(id) + " [label=";
    append_label(out, b.lines);
    out += ", ";
    out += style_of(b.state);
    out += "];\n";
    for (picture_box const& child : b.children) {
        std::size_t const child_id = next_id;
        append_box(out, child, next_id);
        out += "  n" + std::to_string(id) + " -> n" + std::to_string(child_id) + ";\n";
    }
}

}  // namespace

void write_explain_dot(std::string& out, explain_picture const& picture) {
    out += "digraph explain {\n";
    out += "  graph [labelloc=t, labeljust=l, fontname=\"monospace\", label=";
    append_label(out, picture_heading(picture));
    out += "];\n";
    out += "  node [shape=box, fontname=\"monospace\", fontsize=10];\n";
    std::size_t next_id = 0;
    append_box(out, picture_tree(picture), next_id);
    out += "}\n";
}

}  // namespace iri::tool
