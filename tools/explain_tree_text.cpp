// `iri explain`'s tree as text (the default --format): one line per rule
// as it ran, indented by depth, with its span and verdict, the literals
// between kept matches quoted. The dot and svg layouts are in
// explain_dot.cpp and explain_svg.cpp, the JSON in explain_json.cpp.
#include "explain_tree_text.hpp"

#include "output_buffer.hpp"
#include "text_command.hpp"
#include "utf8.hpp"

#include <span>

namespace iri::tool {
namespace {

// Characters of a node's text shown in the tree (in JSON:
// explain_json_text).
constexpr std::size_t shown_text = 60;

}  // namespace

// `text` in double quotes for a terminal: control characters as
// append_shown writes them, '"' and '\\' as \xHH, and at most `shown_text`
// characters.
void append_quoted(std::string& out, std::string_view text) {
    std::string_view const head = first_code_points(text, shown_text);
    out += '"';
    std::size_t plain = 0;
    for (std::size_t i = 0; i <= head.size(); ++i) {
        if (i < head.size() && head[i] != '"' && head[i] != '\\') continue;
        append_shown(out, head.substr(plain, i - plain));
        if (i < head.size()) out.append(head[i] == '"' ? "\\x22" : "\\x5C");
        plain = i + 1;
    }
    out += '"';
    if (head.size() < text.size()) out.append("...");
}

namespace {

// " (end of input)", " (at 'a')", " (at U+00E9 'é')", " (at U+200E
// LEFT-TO-RIGHT MARK)" ...: what stands at `byte_offset` (iri::character_at).
void append_what_is_at(std::string& out, std::string_view input, std::size_t byte_offset) {
    std::string const what = iri::character_at(input, byte_offset);
    if (byte_offset >= input.size()) {
        out.append(" (").append(what).append(")");
        return;
    }
    out.append(" (at ").append(what).append(")");
}

void append_span(std::string& out, iri::explain_node const& n) {
    append_number(out, n.start);
    out.append("..");
    append_number(out, n.end);
    if (n.byte_start != n.start || n.byte_end != n.end) {
        out.append(" (bytes ");
        append_number(out, n.byte_start);
        out.append("..");
        append_number(out, n.byte_end);
        out += ')';
    }
}

bool failed_at_once(iri::explain_node const& n) { return n.folded == 0 && !n.matched && n.byte_end == n.byte_start; }

// Kept matches (and the node-limit marker, which may hide some) take up
// their span of the parent; what lies between them is the parent's literals.
// Inside a failed rule, "kept" means kept until the rule gave up.
bool covers_text(iri::explain_node const& n) { return (n.matched && !n.undone) || (n.folded > 0 && n.rule.empty()); }

class tree_printer {
public:
    tree_printer(std::string& out, std::string_view input) : out_(out), input_(input) {}

    void root(iri::explain_node const& n) { node(n, nullptr, 0); }

private:
    void indent(int depth) { out_.append(2 * static_cast<std::size_t>(depth), ' '); }

    void node(iri::explain_node const& n, iri::explain_node const* parent, int depth) {
        indent(depth);
        if (n.folded > 0) return marker(n);
        if (failed_at_once(n)) {
            failures_at_once({&n, 1});
            // The root's attempts are what was asked about: show them.
            if (!parent) children(n, depth + 1);
            return;
        }
        out_.append(n.rule);
        out_.append("  ");
        append_span(out_, n);
        if (!parent || n.children.empty() || n.byte_start != parent->byte_start || n.byte_end != parent->byte_end) {
            out_.append("  ");
            append_quoted(out_, n.text);
        }
        if (!n.matched) {
            out_.append("  -- failed, stopped at ");
            append_number(out_, n.end);
            append_what_is_at(out_, input_, n.byte_end);
            out_ += '\n';
        } else if (n.undone) {
            out_.append("  -- undone by backtracking\n");
            return;
        } else if (!parent && n.byte_end < input_.size()) {
            out_.append("  -- matched only a prefix; the input goes on at ");
            append_number(out_, n.end);
            out_.append(": ");
            append_quoted(out_, input_.substr(n.byte_end));
            out_ += '\n';
        } else {
            out_ += '\n';
        }
        children(n, depth + 1);
    }

    // Rules that failed at once, one after the other at one place: one
    // line, "h16 ×2, ls32  8  -- failed at once (at ':')".
    void failures_at_once(std::span<iri::explain_node const> group) {
        for (std::size_t i = 0; i < group.size();) {
            std::size_t same = 1;
            while (i + same < group.size() && group[i + same].rule == group[i].rule) ++same;
            if (i > 0) out_.append(", ");
            out_.append(group[i].rule);
            if (same > 1) {
                out_.append(" ×");
                append_number(out_, same);
            }
            i += same;
        }
        out_.append("  ");
        append_number(out_, group[0].start);
        out_.append("  -- failed at once");
        append_what_is_at(out_, input_, group[0].byte_start);
        out_ += '\n';
    }

    void marker(iri::explain_node const& n) {
        out_.append("... ");
        append_number(out_, n.folded);
        if (n.rule.empty()) {
            out_.append(n.folded == 1 ? " more attempt" : " more attempts");
            out_.append(" not recorded (node limit)  ");
            append_span(out_, n);
            out_ += '\n';
            return;
        }
        out_.append(" more ");
        out_.append(n.rule);
        out_.append("  ");
        append_span(out_, n);
        out_.append("  ");
        append_quoted(out_, n.text);
        if (!n.matched)
            out_.append("  -- all failed");
        else if (n.undone)
            out_.append("  -- all undone by backtracking");
        out_ += '\n';
    }

    // The children in the order they ran, with the parent's own literals
    // between the ones that matched.
    void children(iri::explain_node const& n, int depth) {
        std::size_t cursor = n.byte_start;
        std::span<iri::explain_node const> const kids = n.children;
        for (std::size_t i = 0; i < kids.size();) {
            auto const& c = kids[i];
            if (covers_text(c)) {
                literal(cursor, c.byte_start, depth);
                cursor = std::max(cursor, c.byte_end);
            }
            if (!failed_at_once(c)) {
                node(c, &n, depth);
                ++i;
                continue;
            }
            std::size_t end = i + 1;
            while (end < kids.size() && failed_at_once(kids[end]) && kids[end].byte_start == c.byte_start) ++end;
            indent(depth);
            failures_at_once(kids.subspan(i, end - i));
            i = end;
        }
        // A failed rule's text ends where it stopped, not after a literal.
        if (n.matched && !kids.empty()) literal(cursor, n.byte_end, depth);
    }

    void literal(std::size_t from, std::size_t to, int depth) {
        if (from >= to) return;
        indent(depth);
        append_quoted(out_, input_.substr(from, to - from));
        out_ += '\n';
    }

    std::string& out_;
    std::string_view input_;
};

}  // namespace

void write_explain_tree_text(std::string& out, std::string_view input, iri::explanation const& e) {
    if (!e.complete) {
        out.append("(out of memory: no tree)\n");
        return;
    }
    tree_printer(out, input).root(e.tree);
    if (e.folded_at_limit > 0) {
        out.append("(node limit reached: ");
        append_number(out, e.folded_at_limit);
        out.append(e.folded_at_limit == 1 ? " attempt not recorded)\n" : " attempts not recorded)\n");
    }
}

}  // namespace iri::tool
