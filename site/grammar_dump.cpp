// grammar_dump: the project's .abnf files as JSON, for the site generator
// (site/build.js), which draws a railroad diagram of each production and
// writes its page. The ABNF is read by the project's own reader
// (<iri/abnf.hpp>), never by a second parser in JavaScript, and the
// examples on each page are judged by the real parser (iri::explain_rule,
// the X3 rules) where the production is one of the parser's.
//
// Usage: grammar_dump SOURCE_DIR FILE.abnf...   (paths relative to SOURCE_DIR)
// Prints one JSON object: {"files": [{"path", "with", "rules": [...]}]}.
#include "tools/json.hpp"
#include "tools/utf8.hpp"

#include <iri/abnf.hpp>
#include <iri/explain.hpp>
#include <iri/grammars.hpp>

#include <algorithm>
#include <cstdio>
#include <deque>
#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

// JSON strings and UTF-8 as the tool writes them (tools/json.hpp, tools/utf8.hpp).
using iri::tool::append_json_string;
using iri::tool::append_utf8;
using iri::tool::decode_utf8_at;

// The UTF-8 form of a text the ABNF reader decoded.
std::string utf8(std::u32string_view text) {
    std::string out;
    for (char32_t const c : text) append_utf8(out, c);
    return out;
}

// `bytes` for a page: UTF-8 as it is, except what would not show or would
// reorder the line around it: controls, spaces other than " ", the bidi
// formatting characters (RFC 3987 §4.1) as "<U+XXXX>", and bytes that are
// not UTF-8 (near misses break it on purpose) as "<byte 0xHH>".
std::string shown(std::string_view bytes) {
    std::string out;
    char buffer[24];
    for (std::size_t i = 0; i < bytes.size();) {
        auto const lead = static_cast<unsigned char>(bytes[i]);
        auto const [c, length] = decode_utf8_at(bytes, i);
        if (length == 0) {
            std::snprintf(buffer, sizeof buffer, "<byte 0x%02X>", lead);
            out += buffer;
            ++i;
            continue;
        }
        bool const hidden = c < 0x20 || (c >= 0x7F && c <= 0xA0) || iri::abnf::is_bidi_formatting(c) ||
                            (c >= 0x2066 && c <= 0x2069) || c == 0x061C || (c >= 0x2000 && c <= 0x200D) ||
                            c == 0x2028 || c == 0x2029 || c == 0xFEFF || (c >= 0xFFF0 && c <= 0xFFFF);
        if (hidden) {
            std::snprintf(buffer, sizeof buffer, "<U+%04X>", static_cast<unsigned>(c));
            out += buffer;
        } else {
            out.append(bytes.substr(i, length));
        }
        i += length;
    }
    return out;
}

// A node of a rule's right-hand side, as the diagram needs it.
void append_node(std::string& out, iri::abnf::grammar const& g, iri::abnf::node const& n) {
    using kind = iri::abnf::node::kind;
    auto children = [&] {
        out += ",\"children\":[";
        for (std::size_t i = 0; i < n.children.size(); ++i) {
            if (i > 0) out += ',';
            append_node(out, g, *n.children[i]);
        }
        out += ']';
    };
    switch (n.k) {
        case kind::alternation:
            out += "{\"kind\":\"alternation\"";
            children();
            break;
        case kind::concatenation:
            out += "{\"kind\":\"concatenation\"";
            children();
            break;
        case kind::repetition:
            out += "{\"kind\":\"repetition\",\"min\":" + std::to_string(n.min) +
                   ",\"max\":" + (n.max == iri::abnf::node::unbounded ? std::string("null") : std::to_string(n.max));
            children();
            break;
        case kind::rule_ref: {
            auto const& target = g.rules()[n.rule];
            out += "{\"kind\":\"rule\",\"name\":";
            append_json_string(out, target.name);
            out += ",\"file\":";
            append_json_string(out, target.file);
            break;
        }
        case kind::range:
            out += "{\"kind\":\"range\",\"lo\":" + std::to_string(static_cast<unsigned long>(n.lo)) +
                   ",\"hi\":" + std::to_string(static_cast<unsigned long>(n.hi));
            break;
        case kind::string:
            out += "{\"kind\":\"string\",\"text\":";
            append_json_string(out, utf8(n.text));
            out += n.case_sensitive ? ",\"case_sensitive\":true" : ",\"case_sensitive\":false";
            break;
        case kind::prose:
            out += "{\"kind\":\"prose\",\"text\":";
            append_json_string(out, n.name);
            break;
    }
    out += ",\"abnf\":";
    append_json_string(out, iri::abnf::to_text(n));
    out += '}';
}

std::optional<std::string> read_text(std::string const& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// One past the last line (1-based) of the definition starting at `line`:
// its continuation lines (RFC 5234 §3.1: they start with white space),
// trailing empty lines and comment-only lines left out.
std::size_t definition_end(std::vector<std::string_view> const& lines, std::size_t line) {
    std::size_t last = line;
    for (std::size_t i = line; i < lines.size(); ++i) {
        std::string_view const l = lines[i];
        if (!l.empty() && l.front() != ' ' && l.front() != '\t') break;
        auto const first = l.find_first_not_of(" \t\r");
        if (first != std::string_view::npos && l[first] != ';') last = i + 1;
    }
    return last;
}

// The rule's definition as written, from its first line to its last.
std::string rule_text(std::string_view file_text, std::size_t line) {
    std::vector<std::string_view> const lines = split_lines(file_text);
    std::size_t const last = definition_end(lines, line);
    std::string out;
    for (std::size_t i = line - 1; i < last; ++i) {
        std::string_view l = lines[i];
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        out.append(l);
        if (i + 1 < last) out += '\n';
    }
    return out;
}

// `line` without its comment (";" to the end of the line, RFC 5234
// §3.1), read as ABNF: a ";" inside a quoted string or a prose value
// (<...>) is text, not a comment. Neither can hold its own closing mark.
std::string_view without_comment(std::string_view line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        char const closing = line[i] == '"' ? '"' : line[i] == '<' ? '>' : '\0';
        if (closing != '\0') {
            std::size_t const end = line.find(closing, i + 1);
            if (end == std::string_view::npos) return line;  // the reader would not take it
            i = end;
        } else if (line[i] == ';') {
            return line.substr(0, i);
        }
    }
    return line;
}

// `text` with each run of white space made one space, none at either end.
std::string collapse_white_space(std::string_view text) {
    std::string out;
    bool space = false;
    for (char const c : text) {
        if (c == ' ' || c == '\t' || c == '\r') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

// The rule's right-hand side as the file writes it, for the index: all
// its alternatives, its continuation lines included and, after them, those
// its "=/" definitions add (RFC 5234 §3.3) as "/ ..."; without the name,
// "=", comments or alignment. One line per line of the file that has any
// ABNF on it. (rule_text, which keeps comments and layout, is what a
// production's own page shows.)
std::string definition_text(std::string_view file_text, std::size_t line, std::string_view name) {
    std::vector<std::string_view> const lines = split_lines(file_text);
    std::string out;
    auto append_definition = [&](std::size_t first) {  // 1-based, the line with "="
        bool more_alternatives = first != line;  // an "=/" definition
        for (std::size_t i = first - 1; i < definition_end(lines, first); ++i) {
            std::string_view abnf = without_comment(lines[i]);
            if (i == first - 1) {
                abnf.remove_prefix(abnf.find('=') + 1);  // the name has no "="
                if (!abnf.empty() && abnf.front() == '/') abnf.remove_prefix(1);  // "=/"
            }
            std::string const collapsed = collapse_white_space(abnf);
            if (collapsed.empty()) continue;
            if (!out.empty()) out += '\n';
            if (more_alternatives) out += "/ ";
            more_alternatives = false;
            out += collapsed;
        }
    };
    append_definition(line);
    // Later definitions "NAME =/ ...", the name in any case (§2.1).
    for (std::size_t i = line; i < lines.size(); ++i) {
        std::string_view const l = lines[i];
        if (l.size() <= name.size() || iri::abnf::lowercase(l.substr(0, name.size())) != iri::abnf::lowercase(name))
            continue;
        std::string_view rest = l.substr(name.size());
        rest.remove_prefix(std::min(rest.size(), rest.find_first_not_of(" \t")));
        if (rest.starts_with("=/")) append_definition(i + 1);
    }
    return out;
}

// The rules a node names directly, in the order written, each once.
void direct_uses(iri::abnf::node const& n, std::vector<std::size_t>& out) {
    if (n.k == iri::abnf::node::kind::rule_ref) {
        for (std::size_t const r : out)
            if (r == n.rule) return;
        out.push_back(n.rule);
    }
    for (auto const& c : n.children) direct_uses(*c, out);
}

struct source_file {
    std::string path;  // relative to the source directory
    std::string text;
};

// The names `n` refers to that `g` does not define.
void undefined_names(iri::abnf::grammar const& g, iri::abnf::node const& n, std::set<std::string>& out) {
    if (n.k == iri::abnf::node::kind::rule_ref && g.find(n.name) == iri::abnf::grammar::npos)
        out.insert(iri::abnf::lowercase(n.name));
    for (auto const& c : n.children) undefined_names(g, *c, out);
}

// `text` (read as `other`) without the definitions of the rules `g`
// already has: their lines emptied, so that line numbers stay.
std::string without_rules_of(std::string_view text, iri::abnf::grammar const& other, iri::abnf::grammar const& g) {
    std::vector<std::string_view> const lines = split_lines(text);
    std::vector<bool> dropped(lines.size(), false);
    for (auto const& r : other.rules())
        if (g.find(r.name) != iri::abnf::grammar::npos)
            for (std::size_t i = r.line - 1; i < definition_end(lines, r.line); ++i) dropped[i] = true;
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!dropped[i]) out.append(lines[i]);
        if (i + 1 < lines.size()) out += '\n';
    }
    return out;
}

// The grammar of `files[index]`: the file alone when it defines every rule
// it uses, else with the other files that define what it lacks
// (rfc3986-uri.abnf shares the rules RFC 3987 takes unchanged from RFC
// 3986), the first in the order given defining a missing name first. A
// rule defined by both keeps the definition of the file already read: a
// grammar that redefines IRI and takes ALPHA from rfc3987.abnf gets its own
// IRI. `kept` holds the texts so cut.
std::pair<std::unique_ptr<iri::abnf::loaded_grammar>, std::vector<std::string>> load(
    std::vector<source_file> const& files, std::size_t index, std::deque<std::string>& kept) {
    std::vector<std::pair<std::string_view, std::string>> texts{{files[index].text, files[index].path}};
    std::vector<std::string> with;
    for (std::size_t round = 0; round < files.size(); ++round) {
        iri::abnf::grammar g;
        for (auto const& [text, file] : texts) g.read(text, file);
        std::set<std::string> missing;
        for (auto const& r : g.rules()) undefined_names(g, *r.definition, missing);
        if (missing.empty()) break;
        bool added = false;
        for (std::size_t i = 0; i < files.size() && !added; ++i) {
            if (i == index || std::find(with.begin(), with.end(), files[i].path) != with.end()) continue;
            iri::abnf::grammar other;
            other.read(files[i].text, files[i].path);
            for (auto const& name : missing)
                if (other.find(name) != iri::abnf::grammar::npos) added = true;
            if (added) {
                kept.push_back(without_rules_of(files[i].text, other, g));
                texts.emplace_back(kept.back(), files[i].path);
                with.push_back(files[i].path);
            }
        }
        if (!added) break;  // resolve() below names what no file defines
    }
    return {std::make_unique<iri::abnf::loaded_grammar>(texts), with};
}

// The X3 grammar whose rules transcribe this file (<iri/explain.hpp>): the
// family of the registry's grammars made of it (<iri/grammars.hpp>), RFC
// 3987 §2.2 with the RFC 3986 URI grammar, or the 2002 draft's. Names are
// looked up in that grammar only, as several are in both ("ihost").
std::optional<iri::grammar_name> parser_grammar(std::string_view file) {
    for (iri::grammar_description const& g : iri::grammars())
        for (std::string_view const abnf : g.abnf_files)
            if (abnf == file) return g.family;
    return std::nullopt;
}

bool parser_has(std::string_view file, std::string_view rule) {
    auto const grammar = parser_grammar(file);
    return grammar && iri::find_production(rule, *grammar) != nullptr;
}

// Up to `wanted` accepted and `wanted` rejected examples: derivations and
// near misses from the ABNF generator, each judged by the parser where it
// has the production (and by the ABNF engine, shown beside it).
void append_examples(std::string& out, iri::abnf::loaded_grammar const& g, std::size_t rule, bool use_parser,
                     iri::grammar_name grammar) {
    constexpr std::size_t wanted = 4, attempts = 64, max_bytes = 48;
    iri::abnf::generator gen(g, 3987);
    std::set<std::string> seen;
    std::size_t accepted = 0, rejected = 0;
    out += "\"examples\":[";
    bool first = true;
    for (std::size_t i = 0; i < attempts && (accepted < wanted || rejected < wanted); ++i) {
        auto sample = (i % 2 == 0) ? gen.derive(rule, max_bytes) : gen.near_miss(rule, max_bytes);
        if (!sample || !seen.insert(sample->text).second) continue;
        bool const abnf_valid = sample->valid;
        bool valid = abnf_valid;
        if (use_parser) {
            auto const e = iri::explain_rule(sample->text, g.rules().rules()[rule].name, grammar);
            valid = e && e->matches;
        }
        std::size_t& count = valid ? accepted : rejected;
        if (count == wanted) continue;
        ++count;
        if (!first) out += ',';
        first = false;
        out += "{\"shown\":";
        append_json_string(out, shown(sample->text));
        out += valid ? ",\"valid\":true" : ",\"valid\":false";
        out += abnf_valid ? ",\"abnf_valid\":true" : ",\"abnf_valid\":false";
        out += ",\"mutation\":";
        append_json_string(out, sample->mutation);
        out += '}';
    }
    out += ']';
}

void append_file(std::string& out, std::vector<source_file> const& files, std::size_t index) {
    std::deque<std::string> kept;
    auto [loaded, with] = load(files, index, kept);
    iri::abnf::grammar const& g = loaded->rules();
    out += "{\"path\":";
    append_json_string(out, files[index].path);
    out += ",\"with\":[";
    for (std::size_t i = 0; i < with.size(); ++i) {
        if (i > 0) out += ',';
        append_json_string(out, with[i]);
    }
    out += "],\"rules\":[";
    bool first = true;
    for (std::size_t r = 0; r < g.rules().size(); ++r) {
        auto const& rule = g.rules()[r];
        if (rule.file != files[index].path) continue;
        if (!first) out += ",\n";
        first = false;
        bool const use_parser = parser_has(rule.file, rule.name);
        out += "{\"name\":";
        append_json_string(out, rule.name);
        out += ",\"line\":" + std::to_string(rule.line) + ",\"text\":";
        append_json_string(out, rule_text(files[index].text, rule.line));
        out += ",\"definition_text\":";
        append_json_string(out, definition_text(files[index].text, rule.line, rule.name));
        out += ",\"parser\":";
        out += use_parser ? "true" : "false";
        out += ",\"uses\":[";
        std::vector<std::size_t> uses;
        direct_uses(*rule.definition, uses);
        for (std::size_t i = 0; i < uses.size(); ++i) {
            if (i > 0) out += ',';
            out += "{\"name\":";
            append_json_string(out, g.rules()[uses[i]].name);
            out += ",\"file\":";
            append_json_string(out, g.rules()[uses[i]].file);
            out += '}';
        }
        out += "],\"definition\":";
        append_node(out, g, *rule.definition);
        out += ',';
        append_examples(out, *loaded, r, use_parser, parser_grammar(rule.file).value_or(iri::grammar_name::rfc3987));
        out += '}';
    }
    out += "]}";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: grammar_dump SOURCE_DIR FILE.abnf...\n";
        return 2;
    }
    std::string const root = std::string(argv[1]) + "/";
    std::vector<source_file> files;
    for (int i = 2; i < argc; ++i) {
        auto text = read_text(root + argv[i]);
        if (!text) {
            std::cerr << "grammar_dump: cannot read " << root << argv[i] << '\n';
            return 1;
        }
        files.push_back({argv[i], std::move(*text)});
    }
    try {
        std::string out = "{\"files\":[\n";
        for (std::size_t i = 0; i < files.size(); ++i) {
            if (i > 0) out += ",\n";
            append_file(out, files, i);
        }
        out += "\n]}\n";
        std::cout << out;
        return std::cout.flush() ? 0 : 1;
    } catch (std::exception const& e) {
        std::cerr << "grammar_dump: " << e.what() << '\n';
        return 1;
    }
}
