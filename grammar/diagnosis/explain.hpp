// The parse as a tree of productions, for people learning the grammar.
//
// `iri explain` runs a production with a tracer whose listener records
// every rule as it ran (grammar/trace.hpp): the same rules and the same
// instantiation that diagnose failures, so the fast path pays nothing. The
// tree shows PEG at work: alternatives tried and failed, matches later
// undone by backtracking, how far each failed attempt got.
//
// Library-internal (the tool and the tests reach it through the source
// tree); nodes point into the caller's text.
#pragma once

#include "grammar/diagnosis/productions.hpp"

#include <iri/error.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace iri::grammar {

struct explain_node {
    // The ABNF name of the rule as it ran. Empty only for a marker that
    // stands for attempts folded at the node limit (see `folded`).
    std::string_view rule;
    // Offsets into the input, in code points and in bytes. For a matched
    // rule, what it matched. For a failed one, how far it got before
    // failing: the furthest point where one of its rules started or ended
    // a match (X3 hands a failed rule back its start, so nothing else is
    // known); end == start when it failed at once.
    std::size_t start = 0, end = 0;
    std::size_t byte_start = 0, byte_end = 0;
    std::string_view text;   // the input from byte_start to byte_end
    bool matched = false;
    // Matched, then thrown away: the rule around it backtracked to before
    // this match's end and tried something else (ihost's IPv4address
    // "1.2.3.4" in "1.2.3.4.example"), or ended before it. An empty match
    // right where the rule around it goes on is not marked: the trace
    // cannot tell it from one that was kept, and undoing it changes no text
    // (ipath's ipath-abempty "" before ipath-noscheme "a/b").
    bool undone = false;
    // 0 for a rule as it ran. Otherwise this node stands for `folded`
    // sibling attempts left out to bound memory, children dropped; its span
    // runs from the earliest of their starts to the furthest of their ends:
    //   - rule not empty: a run of consecutive siblings of that rule, all
    //     with the same matched/undone status (the middle segments of a
    //     long path);
    //   - rule empty: attempts past explain_limits::max_nodes, any rules.
    std::size_t folded = 0;
    std::vector<explain_node> children;   // in the order they ran
};

struct explain_limits {
    // Nodes kept before later attempts are folded: past it each rule keeps
    // one marker, its latest attempt, and the attempt on the way to where
    // the parse got furthest. The tree may then hold a few thousand more
    // (a multiple of the square of the grammar's depth), never more.
    std::size_t max_nodes = 1000;
    // A run of siblings of one rule shows this many, then one marker, then
    // the last of the run.
    std::size_t run_head = 3;
};

struct explanation {
    explain_node tree;   // the production run on the input is the root
    // The anchored verdict: the production matched all of the input.
    bool matches = false;
    // What a plain, unanchored parse does: the length of the prefix matched,
    // in code points and bytes, or -1 when the production failed.
    long prefix = -1, byte_prefix = -1;
    // When it does not match: where and why, as `iri parse` reports it (the
    // furthest point the trace reached and the production to blame).
    diagnostic error;
    // Attempts folded at the node limit (sum over the limit markers).
    std::size_t folded_at_limit = 0;
    // False when memory ran out: the tree is then empty or partial.
    bool complete = true;
};

// Runs `rule` on `text` with a recording tracer and returns the tree.
explanation explain(std::string_view text, production const& rule, explain_limits limits = {}) noexcept;

}  // namespace iri::grammar
