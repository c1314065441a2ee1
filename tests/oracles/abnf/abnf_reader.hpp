// A reader for RFC 5234 ABNF (with RFC 7405's %s and %i): the grammar a
// .abnf file defines, as a tree the matcher (abnf_matcher.hpp) walks.
//
// Independent of the X3 rules and of the character tables of unicode/: it
// is the oracle they are checked against, so it shares no code with them.
//
// What it reads (RFC 5234 §2-§4): rule definitions starting at column 0,
// continuation lines starting with white space, comments from ";" to the
// end of the line, "=/" (incremental alternatives, §3.3), rule names
// case-insensitive (§2.1), quoted strings case-insensitive for ASCII
// letters (§2.3) or, with RFC 7405, %s"..." (sensitive) and %i"..."
// (insensitive), %b/%d/%x values, ranges ("-") and concatenations (".")
// (§2.3, §3.4), repetition n*m, n, *, n*, *m (§3.6, §3.7), groups ( ),
// options [ ], alternatives "/" and prose values <...> (§2.1 "prose-val").
//
// Not part of RFC 5234: the project's .abnf files open with lines of prose
// (what the file is) before the first rule or comment. Those lines are
// skipped and counted (grammar::preamble_lines), nothing else is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace abnf {

// A node of a rule's right-hand side. Terminals are code points.
struct node {
    enum class kind {
        alternation,  // children: any one of them
        concatenation,  // children, one after the other
        repetition,  // children[0], between min and max times
        rule_ref,  // the rule `name`
        range,  // one code point in [lo, hi] (a single value: lo == hi)
        string,  // the code points of `text`, ASCII letters case-insensitive unless case_sensitive
        prose,  // <text>: matched by a plug-in (matcher::plug_in), or an error
    };
    kind k;
    std::vector<std::unique_ptr<node>> children;
    std::size_t min = 0, max = 0;  // repetition; max == unbounded for "*"
    std::string name;  // rule_ref as written; prose text
    std::u32string text;  // string
    bool case_sensitive = false;
    char32_t lo = 0, hi = 0;
    std::size_t rule = 0;  // rule_ref: index into grammar::rules, set by resolve()
    std::size_t line = 0;  // where it was written, for messages

    static constexpr std::size_t unbounded = static_cast<std::size_t>(-1);
};

struct rule {
    std::string name;  // as first defined
    std::string file;  // where it was defined
    std::size_t line = 0;
    std::unique_ptr<node> definition;  // an alternation ("=/" appends to it)
};

struct error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class grammar {
public:
    // Adds the rules of one ABNF text; `file` names it in messages. Throws
    // abnf::error on anything that is not RFC 5234 (after the preamble).
    void read(std::string_view text, std::string const& file);
    // The same, reading the file at `path`.
    void read_file(std::string const& path);

    // Binds every rule reference to its rule. Throws abnf::error naming the
    // references to rules no file defines. Call after the last read.
    void resolve();

    std::vector<rule> const& rules() const noexcept { return rules_; }
    // Index of the rule named `name` (case-insensitive), or npos.
    std::size_t find(std::string_view name) const;
    // The prose values (<...>) the rules contain, as written.
    std::vector<std::string> prose_values() const;
    std::size_t preamble_lines() const noexcept { return preamble_lines_; }

    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

private:
    std::vector<rule> rules_;
    std::map<std::string, std::size_t> index_;  // lowercased name -> rules_
    std::size_t preamble_lines_ = 0;
};

std::string lowercase(std::string_view s);

}  // namespace abnf
