// The bounded tree and the labels that `iri explain --format dot|svg`
// draw (explain_svg_dot.hpp).
#include "explain_svg_dot.hpp"
#include "utf8.hpp"

#include <iri/explain.hpp>

#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

namespace {

// Shown as U+XXXX, never raw: controls, and what would reorder or hide the
// label around it (RFC 3987 §4.1's bidi formatting characters, the
// isolates, ALM, zero-width and line separators), and the noncharacters
// XML 1.0 does not allow.
bool hidden(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0x061C || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF;
}

// At most `limit` code points of `text`, safe to put in a label: hidden
// characters as U+XXXX, bytes that are not UTF-8 as \xHH, then "..." if
// cut.
std::string label_text(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t count = 0;
    char buffer[16];
    for (std::size_t i = 0; i < text.size(); ++count) {
        if (count == limit) {
            out += "...";
            break;
        }
        utf8_character const d = decode_utf8_at(text, i);
        if (d.length == 0) {
            std::snprintf(buffer, sizeof buffer, "\\x%02X", static_cast<unsigned char>(text[i]));
            out += buffer;
            ++i;
        } else if (hidden(d.code_point)) {
            std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(d.code_point));
            out += buffer;
            i += d.length;
        } else {
            out.append(text.substr(i, d.length));
            i += d.length;
        }
    }
    return out;
}

// "7" or "7..13", in code points, as the text output writes spans.
std::string span(iri::explain_node const& n) {
    if (n.start == n.end) return std::to_string(n.start);
    return std::to_string(n.start) + ".." + std::to_string(n.end);
}

// "at 'x'", "at U+00E9 'é'", "end of input": character_at, made safe, as
// the text output writes it in parentheses.
std::string what_is_at(std::string_view input, std::size_t byte_offset) {
    std::string const what = label_text(iri::character_at(input, byte_offset), 40);
    return byte_offset >= input.size() ? what : "at " + what;
}

bool failed_at_once(iri::explain_node const& n) { return n.folded == 0 && !n.matched && n.byte_end == n.byte_start; }

class builder {
public:
    builder(std::string_view input, picture_limits limits) : input_(input), limits_(limits) {}

    picture_box root(iri::explain_node const& n) {
        --budget_;
        return box(n, true);
    }

private:
    picture_box box(iri::explain_node const& n, bool is_root) {
        picture_box b;
        if (n.folded > 0) {
            b.state = picture_box::status::folded;
            if (n.rule.empty())
                b.lines.push_back("... " + std::to_string(n.folded) + " attempts (node limit)");
            else
                b.lines.push_back("... " + std::to_string(n.folded) + " more " + std::string(n.rule));
            b.lines.push_back(span(n) + "  \"" + label_text(n.text, limits_.text_code_points) + "\"");
            return b;
        }
        b.lines.push_back(std::string(n.rule));
        b.lines.push_back(span(n) + "  \"" + label_text(n.text, limits_.text_code_points) + "\"");
        if (!n.matched) {
            b.state = picture_box::status::failed;
            b.lines.push_back(failed_at_once(n)
                                  ? "failed at once (" + what_is_at(input_, n.byte_end) + ")"
                                  : "failed at " + std::to_string(n.end) + " (" + what_is_at(input_, n.byte_end) + ")");
        } else if (n.undone) {
            b.state = picture_box::status::undone;
            b.lines.push_back("undone by backtracking");
            return b;  // as in the text output: what it matched was thrown away
        } else if (is_root && n.byte_end < input_.size()) {
            b.lines.push_back("matched only a prefix");
        }
        add_children(b, n.children);
        return b;
    }

    void add_children(picture_box& b, std::span<iri::explain_node const> kids) {
        for (std::size_t i = 0; i < kids.size();) {
            if (budget_ == 0) {
                picture_box more;
                more.state = picture_box::status::folded;
                more.lines.push_back("... " + std::to_string(kids.size() - i) + " more attempts");
                more.lines.push_back("(picture limit: " + std::to_string(limits_.max_boxes) + " boxes)");
                b.children.push_back(std::move(more));
                return;
            }
            --budget_;
            if (!failed_at_once(kids[i])) {
                b.children.push_back(box(kids[i], false));
                ++i;
                continue;
            }
            // Failures at once in a row at one place: one box, as the text
            // output gives them one line ("IP-literal, IPv4address").
            std::size_t end = i + 1;
            while (end < kids.size() && failed_at_once(kids[end]) && kids[end].byte_start == kids[i].byte_start) ++end;
            picture_box group;
            group.state = picture_box::status::failed;
            std::string names;
            for (std::size_t k = i; k < end;) {
                std::size_t same = 1;
                while (k + same < end && kids[k + same].rule == kids[k].rule) ++same;
                if (!names.empty()) names += ", ";
                names += std::string(kids[k].rule);
                if (same > 1) names += " x" + std::to_string(same);
                k += same;
            }
            group.lines.push_back(names);
            group.lines.push_back(span(kids[i]));
            group.lines.push_back("failed at once (" + what_is_at(input_, kids[i].byte_start) + ")");
            b.children.push_back(std::move(group));
            i = end;
        }
    }

    std::string_view input_;
    picture_limits limits_;
    std::size_t budget_ = limits_.max_boxes;
};

}  // namespace

picture_box picture_tree(explain_picture const& picture, picture_limits limits) {
    if (!picture.explanation || !picture.explanation->complete) {
        picture_box none;
        none.state = picture_box::status::folded;
        none.lines.push_back("(out of memory: no tree)");
        return none;
    }
    return builder(picture.input, limits).root(picture.explanation->tree);
}

std::vector<std::string> picture_heading(explain_picture const& picture, picture_limits limits) {
    std::vector<std::string> lines;
    lines.push_back(std::string(picture.production) + ": \"" + label_text(picture.input, 4 * limits.text_code_points) +
                    "\"");
    if (picture.valid || !picture.error) {
        lines.push_back("valid");
    } else {
        iri::diagnostic const& e = *picture.error;
        lines.push_back("error at character " + std::to_string(e.offset) + " (byte " + std::to_string(e.byte_offset) +
                        ") in " + std::string(e.production.empty() ? picture.production : e.production) + ": " +
                        label_text(e.explanation(), 160));
    }
    return lines;
}

std::size_t label_columns(std::string_view label) {
    std::size_t columns = 0;
    for (std::size_t i = 0; i < label.size();) {
        utf8_character const d = decode_utf8_at(label, i);
        if (d.length == 0) {
            ++columns, ++i;
            continue;
        }
        // East Asian wide and fullwidth ranges (UAX #11), roughly: what a
        // monospace font draws two columns wide.
        char32_t const c = d.code_point;
        bool const wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                          (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                          (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1FAFF) ||
                          (c >= 0x20000 && c <= 0x3FFFD);
        columns += wide ? 2 : 1;
        i += d.length;
    }
    return columns;
}

}  // namespace iri::tool
