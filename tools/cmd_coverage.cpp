// `iri coverage`: which productions a corpus exercises. Two views, side by
// side: the parser's own rules as its tracer saw them (<iri/explain.hpp>),
// and the alternatives of each ABNF rule that the inputs' derivations use
// (the ABNF engine, <iri/abnf.hpp>), which the tracer cannot tell apart.
#include "command.hpp"
#include "json.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "text_command.hpp"

#include <iri/abnf.hpp>
#include <iri/explain.hpp>
#include <iri/grammars.hpp>
#include <iri/iri.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri coverage [--grammar NAME] [--entry NAME] [--json] [--] FILE|DIR...

For a corpus, how many inputs exercised each production of the grammar
and each alternative of it, and which were never reached.

Input:
  A FILE holds one input per line (lines end at "\n", one trailing "\r"
  is removed); "-" is standard input, read the same way. A DIR is a corpus
  as libFuzzer keeps one: each file in it (not its subfolders) is one
  input, all of its bytes; one that cannot be read is an error.

Options:
  --grammar NAME   rfc3987 (default), rfc3986 or draft-01, as in
                   `iri generate`
  --entry NAME     the production each input is read as: IRI-reference
                   (default for rfc3987), IRI, absolute-IRI,
                   irelative-ref, URI-reference (default for rfc3986), or
                   any production of the grammar (ihost, ...)
  --json           one JSON object instead of the table
  -h, --help       show this help

What is counted, per production (the rules the entry reaches in the ABNF,
in the order the .abnf files define them):
  reached   inputs on which the parser entered the rule: its own X3 rules,
            run with the tracer of `iri explain`, alternatives that
            failed and backtracking included
  matched   inputs on which the rule matched, and the match was not
            undone by backtracking
  abnf      inputs the ABNF engine accepts whose derivations use the rule
and, under a production with more than one alternative, per alternative
("/ TEXT", as the .abnf file writes it):
  abnf      inputs the ABNF engine accepts with at least one derivation
            through that alternative. The parser's trace records rules,
            not alternatives: this column is the ABNF's, so it counts
            valid inputs only
The tracer folds long runs of one rule, and stops recording past 1000
rules on one input: a rule seen only past that limit is not counted.

Output (default):
  A summary (inputs; valid by the parser and by the ABNF engine, and how
  many inputs they disagree on), the table, then the productions the
  parser never reached and the alternatives the ABNF engine never used.

Output (--json):
  One object: "grammar", "entry", "inputs", "valid_parser", "valid_abnf",
  "disagreements", "productions" (each {"name", "reached", "matched",
  "abnf", "alternatives": [{"text", "abnf"}]}), "unreached" (names) and
  "unused_alternatives" (each {"production", "alternative", "text"},
  "alternative" counting from 0).

Exit status:
  0  the report was written
  2  usage error (unknown option, grammar or production; no FILE or DIR),
     an unreadable FILE or DIR, or output failed
)usage";

constexpr auto accepted_options =
    documented_options(usage, {
                                  {"--grammar", option_spec::value_kind::required, "NAME"},
                                  {"--entry", option_spec::value_kind::required, "NAME"},
                                  {"--json"},
                                  help_option,
                                  short_help_option,
                              });

// All the bytes of `path` ("-": standard input) into `into`; the reason
// when they cannot be read.
std::optional<std::string> read_file(std::filesystem::path const& path, std::string& into) {
    std::FILE* const file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (file == nullptr) return std::strerror(errno);
    char buffer[65536];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) into.append(buffer, n);
    int const error = std::ferror(file) ? errno : 0;
    if (file != stdin) std::fclose(file);
    if (error != 0) return std::strerror(error);
    return std::nullopt;
}

// The inputs of one operand, or why it cannot be read: "PATH: reason",
// PATH the file that could not be, which may lie in the directory given.
std::optional<std::string> read_inputs(std::string_view operand, std::vector<std::string>& inputs) {
    std::filesystem::path const path(operand);
    auto const failed = [](std::filesystem::path const& p, std::string const& why) {
        return shown(p.string()) + ": " + why;  // a file name may hold ESC or BEL
    };
    std::error_code ec;
    if (operand != "-" && std::filesystem::is_directory(path, ec)) {
        // Every entry but a subfolder is an input: one that cannot be read
        // (a dangling link, a file without read permission) is an error,
        // not one input less.
        std::vector<std::filesystem::path> files;
        for (auto const& e : std::filesystem::directory_iterator(path, ec))
            if (!e.is_directory()) files.push_back(e.path());
        if (ec) return failed(path, ec.message());
        std::sort(files.begin(), files.end());
        for (auto const& f : files) {
            std::string bytes;
            if (std::optional<std::string> const why = read_file(f, bytes)) return failed(f, *why);
            inputs.push_back(std::move(bytes));
        }
        return std::nullopt;
    }
    std::string bytes;
    if (std::optional<std::string> const why = read_file(path, bytes)) return failed(path, *why);
    std::string_view rest = bytes;
    while (!rest.empty()) {
        std::size_t const end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        inputs.emplace_back(line);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    }
    return std::nullopt;
}

struct production_count {
    std::size_t reached = 0, matched = 0, abnf = 0;
    std::vector<std::size_t> alternatives;  // abnf, per alternative
};

void walk(iri::explain_node const& n, std::set<std::string_view>& reached, std::set<std::string_view>& matched) {
    if (!n.rule.empty()) {
        reached.insert(n.rule);
        if (n.matched && !n.undone) matched.insert(n.rule);
    }
    for (auto const& c : n.children) walk(c, reached, matched);
}

std::string names(std::vector<std::string_view> const& list) {
    std::string out;
    for (auto const& n : list) {
        if (!out.empty()) out += ", ";
        out += n;
    }
    return out;
}

int run(command const& self, std::span<char const* const> args) {
    std::string_view grammar_name = iri::grammars().front().name;
    std::optional<std::string_view> entry;
    bool json = false;
    std::vector<std::string_view> operands;
    auto const stop =
        parse_command_line(self, args, accepted_options, operands, [&](argument_cursor::argument const& arg) {
            if (arg.option == "--json") json = true;
            if (arg.option == "--grammar") grammar_name = *arg.value;
            if (arg.option == "--entry") entry = *arg.value;
            return std::string();
        });
    if (stop) return *stop;
    if (operands.empty()) return usage_error(self, "needs at least one FILE or DIR");

    auto const grammar = iri::abnf::loaded_grammar::builtin(grammar_name);
    if (!grammar) return usage_error(self, "unknown grammar \"" + std::string(grammar_name) + "\"");
    iri::grammar_description const& description = *iri::find_grammar(grammar_name);  // builtin() found it
    if (!entry) entry = description.entries.front().rule;
    auto const& g = grammar->rules();
    std::size_t const rule = g.find(*entry);
    if (rule == iri::abnf::grammar::npos)
        return usage_error(
            self, "the grammar " + std::string(grammar_name) + " has no production \"" + std::string(*entry) + "\"");
    std::string_view const entry_name = g.rules()[rule].name;
    // An entry point runs as parse() runs it; any other rule alone. Both in
    // the X3 rules of the grammar's family: the 2002 draft's for draft-01.
    std::optional<iri::entry> const entry_point = iri::find_entry(description.family, entry_name);

    std::vector<std::string> inputs;
    for (auto const operand : operands)
        if (std::optional<std::string> const why = read_inputs(operand, inputs)) {
            std::fprintf(stderr, "iri coverage: cannot read %.*s\n", static_cast<int>(why->size()), why->data());
            return exit_usage;
        }

    std::vector<production_count> counts(g.rules().size());
    for (std::size_t r = 0; r < counts.size(); ++r)
        counts[r].alternatives.resize(g.rules()[r].definition->children.size());
    std::size_t valid_parser = 0, valid_abnf = 0, disagreements = 0;
    for (std::string const& input : inputs) {
        std::optional<iri::explanation> const e =
            entry_point ? iri::explain(input, *entry_point) : iri::explain_rule(input, entry_name, description.family);
        bool const parser = entry_point ? iri::is_valid(input, *entry_point) : e && e->matches;
        std::set<std::string_view> reached, matched;
        if (e) walk(e->tree, reached, matched);
        for (auto const name : reached)
            if (auto const r = g.find(name); r != iri::abnf::grammar::npos) ++counts[r].reached;
        for (auto const name : matched)
            if (auto const r = g.find(name); r != iri::abnf::grammar::npos) ++counts[r].matched;
        bool const abnf = grammar->accepts(input, rule);
        valid_parser += parser;
        valid_abnf += abnf;
        disagreements += parser != abnf;
        if (!abnf) continue;
        auto session = grammar->engine().start(*iri::abnf::decode_utf8(input));
        std::size_t last = iri::abnf::grammar::npos;
        for (auto const& use : session.alternatives_used(rule)) {
            if (use.rule != last) ++counts[use.rule].abnf;
            last = use.rule;
            ++counts[use.rule].alternatives[use.alternative];
        }
    }

    std::vector<std::size_t> const rows = iri::abnf::reachable_rules(g, rule);
    std::vector<std::string_view> unreached;
    std::size_t reached_rules = 0, matched_rules = 0, abnf_rules = 0, alternatives = 0, used_alternatives = 0;
    for (std::size_t const r : rows) {
        if (counts[r].reached == 0) unreached.push_back(g.rules()[r].name);
        reached_rules += counts[r].reached > 0;
        matched_rules += counts[r].matched > 0;
        abnf_rules += counts[r].abnf > 0;
        if (counts[r].alternatives.size() > 1)
            for (std::size_t const a : counts[r].alternatives) {
                ++alternatives;
                used_alternatives += a > 0;
            }
    }

    std::string out;
    auto alternative_text = [&](std::size_t r, std::size_t a) {
        return iri::abnf::to_text(*g.rules()[r].definition->children[a]);
    };
    if (json) {
        json_object_writer object(out);
        object.string_field("grammar", grammar_name)
            .string_field("entry", entry_name)
            .number_field("inputs", inputs.size())
            .number_field("valid_parser", valid_parser)
            .number_field("valid_abnf", valid_abnf)
            .number_field("disagreements", disagreements);
        std::string list = "[";
        for (std::size_t const r : rows) {
            if (list.size() > 1) list += ',';
            json_object_writer p(list);
            p.string_field("name", g.rules()[r].name)
                .number_field("reached", counts[r].reached)
                .number_field("matched", counts[r].matched)
                .number_field("abnf", counts[r].abnf);
            std::string alts = "[";
            for (std::size_t a = 0; a < counts[r].alternatives.size() && counts[r].alternatives.size() > 1; ++a) {
                if (alts.size() > 1) alts += ',';
                json_object_writer(alts)
                    .string_field("text", alternative_text(r, a))
                    .number_field("abnf", counts[r].alternatives[a])
                    .end();
            }
            p.raw_field("alternatives", alts + "]");
            p.end();
        }
        object.raw_field("productions", list + "]");
        list = "[";
        for (auto const name : unreached) {
            if (list.size() > 1) list += ',';
            append_json_string(list, name);
        }
        object.raw_field("unreached", list + "]");
        list = "[";
        for (std::size_t const r : rows)
            for (std::size_t a = 0; a < counts[r].alternatives.size() && counts[r].alternatives.size() > 1; ++a) {
                if (counts[r].alternatives[a] > 0) continue;
                if (list.size() > 1) list += ',';
                json_object_writer(list)
                    .string_field("production", g.rules()[r].name)
                    .number_field("alternative", a)
                    .string_field("text", alternative_text(r, a))
                    .end();
            }
        object.raw_field("unused_alternatives", list + "]");
        object.end();
        out += '\n';
    } else {
        auto line = [&](std::string_view label, std::string const& a, std::string const& b, std::string const& c) {
            std::string row(label);
            if (row.size() < 40) row.append(40 - row.size(), ' ');
            for (std::string const* cell : {&a, &b, &c}) {
                if (cell->size() < 9) row.append(9 - cell->size(), ' ');
                row += *cell;
            }
            while (!row.empty() && row.back() == ' ') row.pop_back();
            out += row;
            out += '\n';
        };
        out += "inputs: " + std::to_string(inputs.size()) + " (grammar " + std::string(grammar_name) + ", entry " +
               std::string(entry_name) + ")\n";
        out += "valid: " + std::to_string(valid_parser) + " by the parser, " + std::to_string(valid_abnf) +
               " by the ABNF engine; they disagree on " + std::to_string(disagreements) + "\n";
        out += "productions: " + std::to_string(rows.size()) + "; reached by the parser " +
               std::to_string(reached_rules) + ", matched " + std::to_string(matched_rules) + ", used by the ABNF " +
               std::to_string(abnf_rules) + "\n";
        out += "alternatives (of productions with more than one): " + std::to_string(alternatives) +
               "; used by the ABNF " + std::to_string(used_alternatives) + "\n\n";
        line("production / alternative", "reached", "matched", "abnf");
        for (std::size_t const r : rows) {
            line(g.rules()[r].name, std::to_string(counts[r].reached), std::to_string(counts[r].matched),
                 std::to_string(counts[r].abnf));
            if (counts[r].alternatives.size() < 2) continue;
            for (std::size_t a = 0; a < counts[r].alternatives.size(); ++a) {
                std::string text = "  / " + alternative_text(r, a);
                if (text.size() > 39) text = text.substr(0, 35) + " ...";
                line(text, "", "", std::to_string(counts[r].alternatives[a]));
            }
        }
        out += "\nnever reached by the parser (" + std::to_string(unreached.size()) +
               "): " + (unreached.empty() ? std::string("none") : names(unreached)) + "\n";
        std::string unused;
        std::size_t unused_count = 0;
        for (std::size_t const r : rows)
            for (std::size_t a = 0; a < counts[r].alternatives.size() && counts[r].alternatives.size() > 1; ++a)
                if (counts[r].alternatives[a] == 0) {
                    ++unused_count;
                    unused += "  " + std::string(g.rules()[r].name) + " / " + alternative_text(r, a) + "\n";
                }
        out += "alternatives never used by the ABNF (" + std::to_string(unused_count) + ")" +
               (unused_count ? ":\n" + unused : std::string(": none\n"));
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return finish_stdout("iri coverage");
}

}  // namespace

command const coverage_command{
    "coverage", "count the productions and alternatives a corpus exercises, and list those never reached",
    usage,      accepted_options,
    run,
};

}  // namespace iri::tool
