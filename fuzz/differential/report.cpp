// iri_differential: the disagreements of the URL parsers Debian ships with
// the ABNF of RFC 3986 (compare.hpp), tabulated by parser and by
// production, on inputs generated from the ABNF (derivations and near
// misses, <iri/abnf.hpp>) and on any corpus (a fuzz campaign's directory:
// one input per file).
//
//   iri_differential [--count N] [--seed S] [--max-length L] [--json] [FILE|DIR...]
//
// --count N: generated inputs (default 20000; 0 for the corpus alone),
// half derivations of URI-reference, half near misses; --seed S makes
// them reproducible (default 1). The table: per parser, the texts in its
// scope, agreements, and each kind of disagreement; then each (parser,
// kind, production) with its count and its shortest example. Exit status
// 0, or 1 when our own parser disagrees with the ABNF (which the ABNF
// oracle rules out), 2 on a usage error.
#include "fuzz/differential/compare.hpp"

#include <iri/abnf.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace {

using iri_differential::finding;
using iri_differential::outcome;

struct example {
    std::size_t count = 0;
    std::string shortest;
};

struct row {
    std::string name;
    std::size_t in_scope = 0;
    std::map<outcome, std::size_t> outcomes;
    std::map<std::pair<outcome, std::string>, example> by_production;

    void add(finding const& f, std::string const& text) {
        if (f.what == outcome::out_of_scope) return;
        ++in_scope;
        ++outcomes[f.what];
        if (f.what == outcome::agree) return;
        example& e = by_production[{f.what, std::string(f.production)}];
        if (e.count++ == 0 || text.size() < e.shortest.size()) e.shortest = text;
    }
    std::size_t count(outcome o) const {
        auto const it = outcomes.find(o);
        return it == outcomes.end() ? 0 : it->second;
    }
};

// A text as a JSON string (also readable in the table): controls and
// non-ASCII bytes escaped.
std::string quoted(std::string const& text) {
    std::string out = "\"";
    for (char const c : text) {
        auto const b = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (b < 0x20 || b >= 0x7F) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", b);
            out += buffer;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

bool read_file(std::filesystem::path const& path, std::vector<std::string>& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    out.push_back(bytes.str());
    return true;
}

bool number(char const* text, std::uint64_t& out) {
    std::string_view const s(text);
    auto const [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
    return error == std::errc() && end == s.data() + s.size();
}

int usage() {
    std::fputs("usage: iri_differential [--count N] [--seed S] [--max-length L] [--json] [FILE|DIR...]\n", stderr);
    return 2;
}

void print_table(std::vector<row> const& rows) {
    std::printf("%-20s %8s %8s %16s %14s %19s\n", "parser", "judged", "agree", "accepts invalid", "rejects valid",
                "splits differently");
    for (row const& r : rows)
        std::printf("%-20s %8zu %8zu %16zu %14zu %19zu\n", r.name.c_str(), r.in_scope, r.count(outcome::agree),
                    r.count(outcome::accepts_invalid), r.count(outcome::rejects_valid),
                    r.count(outcome::splits_differently));
    std::printf("\n%-20s %-19s %-16s %7s  %s\n", "parser", "disagreement", "production", "inputs", "shortest example");
    for (row const& r : rows)
        for (auto const& [key, e] : r.by_production)
            std::printf("%-20s %-19s %-16s %7zu  %s\n", r.name.c_str(),
                        std::string(iri_differential::to_string(key.first)).c_str(), key.second.c_str(), e.count,
                        quoted(e.shortest).c_str());
}

void print_json(std::vector<row> const& rows) {
    std::printf("{\"judge\": \"ABNF of RFC 3986 (grammar/rfc3986/rfc3986-uri.abnf)\", \"parsers\": [");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        row const& r = rows[i];
        std::printf(
            "%s\n  {\"name\": %s, \"judged\": %zu, \"agree\": %zu, \"accepts_invalid\": %zu, "
            "\"rejects_valid\": %zu, \"splits_differently\": %zu, \"findings\": [",
            i ? "," : "", quoted(r.name).c_str(), r.in_scope, r.count(outcome::agree),
            r.count(outcome::accepts_invalid), r.count(outcome::rejects_valid), r.count(outcome::splits_differently));
        bool first = true;
        for (auto const& [key, e] : r.by_production) {
            std::printf("%s\n    {\"disagreement\": %s, \"production\": %s, \"inputs\": %zu, \"shortest\": %s}",
                        first ? "" : ",", quoted(std::string(iri_differential::to_string(key.first))).c_str(),
                        quoted(key.second).c_str(), e.count, quoted(e.shortest).c_str());
            first = false;
        }
        std::printf("]}");
    }
    std::printf("\n]}\n");
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t count = 20000, seed = 1, max_length = 64;
    bool json = false;
    std::vector<std::string> texts;
    for (int i = 1; i < argc; ++i) {
        std::string_view const arg(argv[i]);
        std::uint64_t* value = arg == "--count"        ? &count
                               : arg == "--seed"       ? &seed
                               : arg == "--max-length" ? &max_length
                                                       : nullptr;
        if (value != nullptr) {
            if (++i == argc || !number(argv[i], *value)) return usage();
        } else if (arg == "--json") {
            json = true;
        } else if (arg.starts_with("-")) {
            return usage();
        } else {
            std::error_code error;
            std::filesystem::path const path(argv[i]);
            if (std::filesystem::is_directory(path, error)) {
                std::vector<std::filesystem::path> files;
                for (auto const& entry : std::filesystem::directory_iterator(path, error))
                    if (entry.is_regular_file()) files.push_back(entry.path());
                std::sort(files.begin(), files.end());  // the same table for the same corpus
                for (auto const& file : files) read_file(file, texts);
            } else if (!read_file(path, texts)) {
                std::fprintf(stderr, "iri_differential: cannot read %s\n", argv[i]);
                return 2;
            }
        }
    }

    iri_differential::judge const judge;
    auto const grammar = iri::abnf::loaded_grammar::builtin("rfc3986");
    iri::abnf::generator generate(*grammar, seed);
    std::size_t const entry = grammar->engine().rule_index("URI-reference");
    for (std::uint64_t n = 0; n < count; ++n) {
        auto sample = n % 2 == 0 ? generate.derive(entry, max_length) : generate.near_miss(entry, max_length);
        if (sample) texts.push_back(std::move(sample->text));
    }

    std::vector<row> rows(1);
    rows[0].name = "iri (this project)";
    for (auto const& p : iri_differential::peers()) rows.push_back({std::string(p.name), 0, {}, {}});
    for (std::string const& text : texts) {
        rows[0].add(iri_differential::compare_ours(judge, text), text);
        for (std::size_t k = 0; k < iri_differential::peers().size(); ++k)
            rows[k + 1].add(iri_differential::compare(judge, iri_differential::peers()[k], text), text);
    }
    if (json)
        print_json(rows);
    else
        print_table(rows);
    bool const ours_agree = rows[0].count(outcome::agree) == rows[0].in_scope;
    return ours_agree ? 0 : 1;
}
