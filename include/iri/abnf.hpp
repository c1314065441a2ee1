// ABNF engine: a reader of RFC 5234 grammars, an exact matcher of the
// language they define, a generator of random derivations and near misses,
// and the grammars of the project (<iri/grammars.hpp>: rfc3987.abnf,
// rfc3986-uri.abnf, draft-duerst-iri-01.abnf), embedded when building.
//
// It shares no code with the X3 rules (grammar/) or the character tables of
// unicode/: it is the oracle they are checked against (tests/oracles/abnf/,
// fuzz/README.md "The ABNF oracle"), and what `iri generate` and `iri
// coverage` label inputs with. Unlike the rest of the public API, reading a
// grammar from text throws iri::abnf::error on text that is not RFC 5234:
// a grammar is a program, and its errors are the programmer's.
//
// The reader: RFC 5234 ABNF (with RFC 7405's %s and %i) read into the
// tree of nodes the matcher walks.
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
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri::abnf {

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

// The matcher: exact, for the language a grammar defines: no ordered choice, no greedy loop. Every alternative and every
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

        // For an input that `rule` matches whole: the alternatives (of the
        // alternation a rule is defined as) that take part in at least one
        // derivation of it, as (rule, alternative index) pairs, sorted;
        // every rule the derivations use has at least one. Empty when the
        // rule does not match the input. Exact: an alternative that matched
        // somewhere but cannot be part of a whole match is not listed.
        struct alternative_use {
            std::size_t rule;
            std::size_t alternative;
            friend auto operator<=>(alternative_use const&, alternative_use const&) = default;
        };
        std::vector<alternative_use> alternatives_used(std::size_t rule);

    private:
        friend class matcher;
        struct usage;
        session(matcher const& m, std::u32string input);
        void eval(node const& n, std::uint32_t pos, ends& out);
        void use_rule(std::size_t rule, std::uint32_t from, std::uint32_t to, usage& u);
        void use(node const& n, std::uint32_t from, std::uint32_t to, usage& u);
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

// A node as ABNF text ("\"//\" iauthority ipath-abempty", "1*4HEXDIG"):
// how listings show a rule's alternatives.
std::string to_text(node const& n);

// The rules `rule` uses, directly or through others, itself included, in
// the order the grammar defines them.
std::vector<std::size_t> reachable_rules(grammar const& g, std::size_t rule);

// What the project's prose values mean: <ipchar> and <pchar> in
// "ipath-empty = 0<ipchar>" and "path-empty = 0<pchar>" name those rules.
std::vector<plug_in> project_plug_ins();
// RFC 3987 §4.1's bidi formatting characters: LRM, RLM, LRE, RLE, PDF,
// LRO, RLO (U+200E U+200F U+202A-U+202E), which an IRI must not contain
// although ucschar admits them.
bool is_bidi_formatting(char32_t c) noexcept;
// The rules where §4.1 applies: IRI-reference, IRI, absolute-IRI,
// irelative-ref (the entry points; URI-reference is ASCII).
bool has_bidi_restriction(std::string_view rule) noexcept;

// A grammar with its matcher and the project's plug-ins.
class loaded_grammar {
public:
    // A grammar of iri::grammars() (<iri/grammars.hpp>), read from its
    // .abnf files as embedded when building; nullptr when none has that name.
    static std::unique_ptr<loaded_grammar> builtin(std::string_view name);
    // Any ABNF texts, read in order (throws abnf::error).
    explicit loaded_grammar(std::vector<std::pair<std::string_view, std::string>> const& texts_and_files,
                            std::string name = {});

    loaded_grammar(loaded_grammar const&) = delete;
    loaded_grammar& operator=(loaded_grammar const&) = delete;

    std::string_view name() const noexcept { return name_; }
    grammar const& rules() const noexcept { return g_; }
    matcher const& engine() const noexcept { return *m_; }

    // The verdict on `bytes`: strict UTF-8 that `rule` matches whole and,
    // where has_bidi_restriction, without a bidi formatting character.
    bool accepts(std::string_view bytes, std::size_t rule) const;

private:
    std::string name_;
    grammar g_;
    std::unique_ptr<matcher> m_;
};

// Random derivations of a grammar's rules, and near misses. Reproducible:
// the same grammar, seed and calls give the same samples.
//
// Derivations steer toward what has been used least: at each alternation
// the alternatives used fewest times so far (ties at random), at each
// repetition the counts used fewest times (past the minimum, up to four
// more when unbounded); a code point of a range is one of its ends or
// inside it. Past a depth, or when the length bound is near, the shortest
// alternatives and fewest repetitions are taken, so a derivation ends.
//
// A near miss is a derivation with one structural mutation:
//   drop-delimiter       a delimiter the derivation wrote ("/", ":", "@",
//                        "%", "[", ...) removed
//   duplicate-delimiter  written twice
//   swap-delimiter       replaced by another delimiter
//   neighbour-character  a character of a class next to the grammar's
//                        inserted: space, "<", "\\", DEL, U+FFFE, a
//                        private-use or bidi formatting character, ...
//   break-utf8           a UTF-8 sequence cut short, made overlong, or a
//                        stray continuation byte
//   exceed-range         a code point of a range one past its end
//                        ("%x30-39" gives ":"), or a bounded repetition
//                        one past its maximum (five HEXDIG in an h16)
// Samples are labelled by the engine (loaded_grammar::accepts), never by
// intent: a mutation can leave an input valid, and is then labelled so.
class generator {
public:
    generator(loaded_grammar const& g, std::uint64_t seed);
    ~generator();
    generator(generator const&) = delete;
    generator& operator=(generator const&) = delete;

    struct sample {
        std::string text;
        bool valid = false;  // loaded_grammar::accepts
        std::vector<std::size_t> rules;  // the rules the derivation went through, in grammar order
        std::string_view mutation;  // "" for a derivation, else its name above
    };
    // A derivation of `rule` of at most `max_bytes` bytes; nullopt when the
    // rule has none that short.
    std::optional<sample> derive(std::size_t rule, std::size_t max_bytes);
    // A near miss from a derivation of `rule`, at most `max_bytes` bytes.
    std::optional<sample> near_miss(std::size_t rule, std::size_t max_bytes);
    // The fewest bytes a derivation of `rule` has.
    std::size_t shortest(std::size_t rule) const;

private:
    struct state;
    std::unique_ptr<state> s_;
};

}  // namespace iri::abnf

#pragma GCC visibility pop
