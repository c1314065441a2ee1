// The grammar as a place to learn: the tree of productions a parse went
// through, for people learning RFC 3987's grammar and for tools that teach
// it (`iri explain` is one; docs/explain.md shows its output).
//
// explain() runs the parser's own rules with a tracer whose listener
// records every rule as it ran: the same rules and the same instantiation
// that diagnose failures, so parse() and is_valid() pay nothing for it. The
// tree shows PEG at work: alternatives tried and failed, matches later
// undone by backtracking, how far each failed attempt got. Beside the
// shipped rules, the literal ABNF transcriptions that PEG gets wrong (the
// deviation log, grammar/README.md) can be run too.
#pragma once

#include <iri/error.hpp>
#include <iri/parse.hpp>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

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
    std::string_view text;  // the input from byte_start to byte_end
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
    std::vector<explain_node> children;  // in the order they ran
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
    explain_node tree;  // the production run on the input is the root
    // The anchored verdict: the production matched all of the input. For
    // explain() at an entry point, parse()'s verdict: also false for a text
    // the rule matches that holds a bidi formatting character (RFC 3987
    // §4.1), whose tree shows the rule matching.
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

// A production of the grammar, by its exact ABNF name ("ipath-noscheme").
struct production_info {
    std::string_view name;
    std::string_view section;  // "RFC 3987 §2.2", "RFC 3986 §3.2.2", "RFC 5234 B.1"
    // A literal ABNF transcription of it is kept beside the shipped rule,
    // for explain_literal_rule (the rules PEG gets wrong as written).
    bool has_literal_transcription = false;
};

// Every production of RFC 3987 §2.2 and of the RFC 3986 URI grammar, in
// the order the ABNF writes them.
std::span<production_info const> productions() noexcept;

// nullptr when no production has that name.
production_info const* find_production(std::string_view name) noexcept;

// The same for the productions of grammar `g`: for draft01, every rule of
// grammar/draft01/draft-duerst-iri-01.abnf in that file's order.
std::span<production_info const> productions(grammar_name g) noexcept;
production_info const* find_production(std::string_view name, grammar_name g) noexcept;

// The grammars of schemes that parse_scheme_specific runs
// (<iri/scheme_specific.hpp>, grammar/schemes/): the lower-case names of
// the schemes that have one ("urn", "data"), and the productions of each,
// in the order of its .abnf file, its start rule first; empty for a scheme
// without a grammar here (the name is compared ignoring case). A table
// apart from RFC 3987's and from each other's: "data" is a production of
// RFC 2397 and no rule of RFC 3987. scheme_grammars() allocates nothing.
std::span<std::string_view const> scheme_grammars() noexcept;
std::span<production_info const> scheme_productions(std::string_view scheme) noexcept;

// The tree of a parse of `text` as `start`, the production at its root.
explanation explain(std::string_view text, entry start = entry::IRI_reference, explain_limits limits = {}) noexcept;

// The tree of one production run on `text` (anchored for the verdict,
// unanchored for `prefix`); nullopt when no production has that name.
std::optional<explanation> explain_rule(std::string_view text, std::string_view production,
                                        explain_limits limits = {}) noexcept;
// The same with a production of grammar `g`.
std::optional<explanation> explain_rule(std::string_view text, std::string_view production, grammar_name g,
                                        explain_limits limits = {}) noexcept;

// The same with a production of the grammar of `scheme`
// (scheme_productions): explain_scheme_rule("a@b", "addr-spec", "mailto").
// nullopt when the scheme has no grammar here or it no such production.
std::optional<explanation> explain_scheme_rule(std::string_view text, std::string_view production,
                                               std::string_view scheme, explain_limits limits = {}) noexcept;

// The same with the production's literal ABNF transcription; nullopt when
// it has none (see production_info::has_literal_transcription).
std::optional<explanation> explain_literal_rule(std::string_view text, std::string_view production,
                                                explain_limits limits = {}) noexcept;

// What stands at `byte_offset` of `text`, for a line that points there:
// "'a'", "U+0020" (space and the controls, never printed raw), "U+00E9 'é'",
// "U+200E LEFT-TO-RIGHT MARK" (a bidi control would reorder the line),
// "byte 0x80, not UTF-8", or "end of input".
std::string character_at(std::string_view text, std::size_t byte_offset);

}  // namespace iri

#pragma GCC visibility pop
