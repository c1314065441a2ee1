#include "explain_text.hpp"

#include "text_command.hpp"

namespace iri::tool {

void append_labelled_line(std::string& out, std::string_view label, std::string_view text) {
    constexpr std::size_t text_column = 11;  // past "reference", the longest label, and two spaces
    out += label;
    out.append(label.size() < text_column ? text_column - label.size() : 1, ' ');
    append_shown(out, text);
    out += '\n';
}

bool append_failure(std::string& out, iri::diagnostic const& error) {
    if (!error) return false;
    out += error_line(error);
    out += '\n';
    return true;
}

void append_before_after(std::string& out, std::string_view before, std::string_view after, bool changed) {
    out += '"';
    append_shown(out, before);
    if (changed) {
        out += "\" -> \"";
        append_shown(out, after);
        out += "\"\n";
    } else {
        out += "\" unchanged\n";
    }
}

}  // namespace iri::tool
