// An exact matcher for the language an ABNF grammar (abnf_reader.hpp)
// defines: no ordered choice, no greedy loop. Every alternative and every
// repetition count is tried; what a rule matches at a position is the SET
// of positions where a match can end, memoised per (rule, position), so
// the work is polynomial in the input (at most rules x (n+1) sets of at
// most n+1 ends each; nothing is computed twice).
//
//   alternation    the union of its alternatives' end sets
//   concatenation  each element run from every end of the one before
//   repetition     the counts min..max, iterated from the ends of the last
//                  count; past min with no max, until no new end appears
//                  (a fixpoint, so an element matching "" cannot loop)
//   rule           memoised; a rule that needs itself at the same
//                  position (left recursion) is an error, not a guess
//
// Terminals are code points: the input is decoded as UTF-8 strictly
// (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF, no
// truncated sequences), and bytes that are not UTF-8 match nothing.
//
// Prose values (<...>) mean what their text says, which no reader can
// know: each must be given a plug-in, and a grammar with a prose value
// that has none is refused when the matcher is built.
#pragma once

#include "tests/oracles/abnf/abnf_reader.hpp"

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace abnf {

// A sorted set of end positions (code point offsets).
using ends = std::vector<std::uint32_t>;

// Strict UTF-8 (RFC 3629) to code points; nullopt if `bytes` is not UTF-8.
std::optional<std::u32string> decode_utf8(std::string_view bytes);

class matcher;

// What a prose value <text> matches, plugged in by the user of a grammar.
struct plug_in {
    std::string prose;  // the text between < and >, exactly
    std::string meaning;  // what it was taken to mean, for listings
    // Either the rule the prose names (it then matches what that rule matches) ...
    std::string as_rule;
    // ... or a function from (input, position) to the set of ends.
    std::function<ends(std::u32string_view, std::uint32_t)> match;
};

class matcher {
public:
    // Throws abnf::error when a prose value of `g` has no plug-in, or a
    // plug-in names a rule `g` lacks.
    explicit matcher(grammar const& g, std::vector<plug_in> plug_ins = {});

    // One input: the memo lives as long as the session, shared by every
    // rule asked about.
    class session {
    public:
        // The ends of `rule` run from `pos`.
        ends const& run(std::size_t rule, std::uint32_t pos);
        // Whether `rule` matches the whole input.
        bool matches(std::size_t rule) { return contains(run(rule, 0), size()); }
        std::uint32_t size() const { return static_cast<std::uint32_t>(input_.size()); }
        std::u32string_view input() const { return input_; }

    private:
        friend class matcher;
        session(matcher const& m, std::u32string input);
        void eval(node const& n, std::uint32_t pos, ends& out);
        static bool contains(ends const& e, std::uint32_t p);

        matcher const& m_;
        std::u32string input_;
        std::vector<std::int32_t> state_;  // per (rule, pos): -1 not yet, -2 running, else index into memo_
        std::deque<ends> memo_;  // a deque: run() hands out references that must survive later rules
    };

    session start(std::u32string input) const { return session(*this, std::move(input)); }

    // The whole of `utf8` as `rule` (by name); false for bytes that are not UTF-8.
    bool matches(std::string_view utf8, std::string_view rule) const;
    // The ends of `rule` from position 0, in code points; empty for bytes that are not UTF-8.
    ends prefixes(std::string_view utf8, std::string_view rule) const;

    grammar const& rules() const noexcept { return g_; }
    std::vector<plug_in> const& plug_ins() const noexcept { return plug_ins_; }
    std::size_t rule_index(std::string_view name) const;  // throws abnf::error if unknown

private:
    grammar const& g_;
    std::vector<plug_in> plug_ins_;
    std::vector<std::size_t> plug_in_rule_;  // per plug-in: rule index, or npos
};

}  // namespace abnf
