// Loading a benchmark corpus: one input per line.
//
// The rules are those of ../shared/bench-data/SOURCES.md: read the whole
// file, drop a UTF-8 byte order mark at its start, split at LF, trim ASCII
// whitespace (space, tab, CR, LF) at both ends of each line, skip lines that
// are then empty. The lines are views into one buffer, laid out in file
// order, so that a pass walks memory front to back the same way for every
// peer.
#pragma once

#include <cstddef>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri_bench {

struct corpus {
    std::string path;  // as given on the command line
    // The file's bytes; `lines` point into them. A vector, not a string: a
    // moved vector keeps its buffer, a moved short string does not.
    std::vector<char> data;
    std::vector<std::string_view> lines;  // trimmed, non-empty
    std::size_t bytes = 0;  // sum of the trimmed lines' lengths

    // The last path component, for tables.
    std::string_view name() const noexcept {
        std::string_view p = path;
        auto slash = p.find_last_of('/');
        return slash == std::string_view::npos ? p : p.substr(slash + 1);
    }
};

inline bool is_ascii_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

inline std::string_view trim_ascii_space(std::string_view s) noexcept {
    while (!s.empty() && is_ascii_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_ascii_space(s.back())) s.remove_suffix(1);
    return s;
}

// Splits `c.data` into `c.lines`. Separate from reading so that it can be
// checked on strings.
inline void split_lines(corpus& c) {
    std::string_view rest(c.data.data(), c.data.size());
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (rest.starts_with(bom)) rest.remove_prefix(bom.size());
    c.lines.clear();
    c.bytes = 0;
    while (!rest.empty()) {
        auto nl = rest.find('\n');
        std::string_view line = rest.substr(0, nl);
        rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
        line = trim_ascii_space(line);
        if (line.empty()) continue;
        c.lines.push_back(line);
        c.bytes += line.size();
    }
}

// Reads and splits a file; nullopt if it cannot be read.
inline std::optional<corpus> load_corpus(std::string const& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    corpus c;
    c.path = path;
    c.data.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    c.data.shrink_to_fit();
    if (in.bad()) return std::nullopt;
    split_lines(c);
    return c;
}

}  // namespace iri_bench
