// Recording the parse tree from the tracer's events (grammar/diagnosis/explain.hpp).
//
// The recorder sees entered(rule, at) and left(matched, end), nothing else:
// sequences, alternatives and literals are invisible, so it infers the rest
// from positions. A child whose match ends after the point where its parent
// tries the next child was undone by backtracking; kept children never
// overlap, so the kept ones form a chain in input order. Memory is fixed
// before the parse (the listener must not allocate, let alone throw, inside
// the noexcept tracer): runs of one rule fold into a marker, and past the
// node limit every parent keeps one marker plus its latest attempt. What
// must survive the limit is the attempt that got furthest, the one a
// student needs to see; it is only known at the end, so when the limit was
// reached the parse runs a second time, keeping that attempt and the rules
// around it.
#include "grammar/diagnosis/explain.hpp"

#include <iri/parse.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/schemes/productions.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/hex.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <cstdio>
#include <new>
#include <stdexcept>

namespace iri::grammar {
namespace {

class tree_recorder final : public trace_listener {
public:
    struct node {
        std::string_view rule;
        std::size_t start = 0, end = 0, reached = 0;  // byte offsets
        int parent = -1;
        int last_child = -1, prev_sibling = -1;
        int last_kept = -1, prev_kept = -1;  // the chain of kept children
        std::size_t folded = 0;
        bool matched = false, undone = false;
        bool kept_at_limit = false;  // on the way to the furthest point
        bool limit_marker() const noexcept { return folded > 0 && rule.empty(); }
    };

    // The grammar is not recursive: its deepest nesting is about a dozen
    // rules (as in grammar/diagnosis/trace.hpp). Deeper events are counted, not
    // recorded.
    static constexpr int max_depth = 48;

    // Past max_nodes each open rule keeps at most a marker, a child on the
    // way to the furthest point and its latest child, whose own subtree
    // holds the same at each level: a few times depth^2 nodes in all. The
    // capacity is the hard bound: a rule beyond it is counted, not recorded.
    tree_recorder(char const* input, explain_limits limits) : input_(input), limits_(limits) {
        nodes_.reserve(limits.max_nodes + 3 * max_depth * max_depth);
    }

    void entered(std::string_view rule, char const* at) noexcept override {
        std::size_t const q = static_cast<std::size_t>(at - input_);
        note_event(q);
        if (depth_ >= max_depth) {
            ++depth_;
            ++lost_;
            return;
        }
        int const parent = depth_ > 0 ? stack_[depth_ - 1] : -1;
        if (depth_ > 0 && parent < 0) {  // inside a rule that was not recorded
            stack_[depth_++] = -1;
            ++lost_;
            return;
        }
        if (parent >= 0) {
            nodes_[parent].reached = std::max(nodes_[parent].reached, q);
            undo_kept_after(parent, q);
            fold_before_next(parent, rule);
        }
        if (nodes_.size() == nodes_.capacity()) {
            stack_[depth_++] = -1;
            ++lost_;
            limited_ = true;
            return;
        }
        int const self = static_cast<int>(nodes_.size());
        node n;
        n.rule = rule;
        n.start = n.end = n.reached = q;
        n.parent = parent;
        if (parent >= 0) {
            n.prev_sibling = nodes_[parent].last_child;
            nodes_[parent].last_child = self;
        }
        nodes_.push_back(n);
        stack_[depth_++] = self;
        if (event_ == keep_path_at_) keep_open_path();
    }

    void left(bool matched, char const* end) noexcept override {
        // A failure gives back its start: only a match is progress.
        note_event(matched ? static_cast<std::size_t>(end - input_) : 0);
        if (event_ == keep_path_at_) keep_open_path();
        --depth_;
        if (depth_ >= max_depth) return;
        int const self = stack_[depth_];
        if (self < 0) return;
        node& n = nodes_[self];
        std::size_t const e = static_cast<std::size_t>(end - input_);
        n.matched = matched;
        n.reached = std::max(n.reached, e);
        n.end = matched ? e : n.reached;
        if (matched) undo_kept_after(self, e);
        if (n.parent < 0) return;
        node& p = nodes_[n.parent];
        p.reached = std::max(p.reached, n.reached);
        if (matched) {
            n.prev_kept = p.last_kept;
            p.last_kept = self;
        }
    }

    // Forgets the run, to record the same parse again, now keeping past the
    // node limit the rules open at event `keep_path_at` (counting entries
    // and exits from 1) and the one entering or leaving then.
    void restart(std::size_t keep_path_at) noexcept {
        nodes_.clear();
        keep_path_at_ = keep_path_at;
        depth_ = 0;
        lost_ = 0;
        limited_ = false;
        event_ = furthest_ = furthest_event_ = 0;
    }

    std::vector<node> const& nodes() const noexcept { return nodes_; }
    std::size_t lost() const noexcept { return lost_; }
    // Some attempt was folded or dropped at the node limit.
    bool limited() const noexcept { return limited_; }
    // The event at which the parse first got furthest.
    std::size_t furthest_event() const noexcept { return furthest_event_; }

private:
    // Counts the event, and notes it if it got further than any before.
    void note_event(std::size_t position) noexcept {
        ++event_;
        if (event_ == 1 || position > furthest_) {
            furthest_ = position;
            furthest_event_ = event_;
        }
    }

    void keep_open_path() noexcept {
        for (int i = 0; i < std::min(depth_, max_depth); ++i)
            if (stack_[i] >= 0) nodes_[stack_[i]].kept_at_limit = true;
    }

    // The parent went on at `q` (a child starts there, or the parent ended
    // there): kept children that end after `q` were undone.
    void undo_kept_after(int parent, std::size_t q) noexcept {
        int k = nodes_[parent].last_kept;
        while (k >= 0 && nodes_[k].end > q) {
            nodes_[k].undone = true;
            k = nodes_[k].prev_kept;
        }
        nodes_[parent].last_kept = k;
    }

    static bool same_status(node const& a, node const& b) noexcept {
        return a.matched == b.matched && a.undone == b.undone;
    }

    // Before `parent`'s next child (a `rule`) starts: its last child is
    // closed, and its subtree is the tail of nodes_ (pre-order), so it can
    // be folded away in place.
    void fold_before_next(int parent, std::string_view rule) noexcept {
        int const last = nodes_[parent].last_child;
        if (last < 0 || nodes_[last].kept_at_limit) return;
        node& l = nodes_[last];
        int const before = l.prev_sibling;
        if (nodes_.size() >= limits_.max_nodes) {
            limited_ = true;
            if (before >= 0 && nodes_[before].limit_marker()) return fold_into(parent, before, last);
            return make_marker(parent, last, {});
        }
        if (l.rule != rule || l.folded > 0) return;
        if (before >= 0 && nodes_[before].folded > 0 && nodes_[before].rule == rule && same_status(nodes_[before], l))
            return fold_into(parent, before, last);
        // A run of `rule` as long as run_head before `last`: `last` starts the marker.
        std::size_t run = 0;
        for (int k = before; k >= 0 && run < limits_.run_head; k = nodes_[k].prev_sibling) {
            node const& s = nodes_[k];
            if (s.rule != rule || s.folded > 0 || !same_status(s, l)) break;
            ++run;
        }
        if (run >= limits_.run_head) make_marker(parent, last, rule);
    }

    // `last` (the parent's last child) becomes a marker named `rule`.
    void make_marker(int parent, int last, std::string_view rule) noexcept {
        node& l = nodes_[last];
        if (l.limit_marker()) return;
        if (rule.empty()) {
            forget_kept(parent, last);
            l.matched = l.undone = false;
        }
        l.folded = l.folded > 0 ? l.folded : 1;
        l.rule = rule;
        l.last_child = -1;
        nodes_.resize(static_cast<std::size_t>(last) + 1);
    }

    // Folds `last` into the marker just before it.
    void fold_into(int parent, int marker, int last) noexcept {
        node& m = nodes_[marker];
        node const& l = nodes_[last];
        m.folded += l.folded > 0 ? l.folded : 1;
        m.start = std::min(m.start, l.start);
        m.end = std::max(m.end, l.end);
        m.reached = std::max(m.reached, l.reached);
        forget_kept(parent, last);
        nodes_[parent].last_child = marker;
        nodes_.resize(static_cast<std::size_t>(last));
    }

    // Takes `child` out of the parent's chain of kept children, where it
    // can only be the last link.
    void forget_kept(int parent, int child) noexcept {
        if (nodes_[parent].last_kept == child) nodes_[parent].last_kept = nodes_[child].prev_kept;
    }

    char const* input_;
    explain_limits limits_;
    std::size_t keep_path_at_ = 0;  // none: events count from 1
    std::vector<node> nodes_;
    int stack_[max_depth] = {};
    int depth_ = 0;
    std::size_t lost_ = 0;
    bool limited_ = false;
    std::size_t event_ = 0;
    std::size_t furthest_ = 0, furthest_event_ = 0;
};

// Code points before each byte offset in `offsets` (sorted, unique), by
// one pass over the text: every byte that is not a UTF-8 continuation byte
// starts a code point.
std::vector<std::size_t> code_points_at(std::string_view text, std::vector<std::size_t> const& offsets) {
    std::vector<std::size_t> out;
    out.reserve(offsets.size());
    std::size_t i = 0, n = 0;
    for (std::size_t offset : offsets) {
        std::size_t const end = std::min(offset, text.size());
        if (end > i) {
            n += unicode::count_code_points(text.substr(i, end - i));
            i = end;
        }
        out.push_back(n);
    }
    return out;
}

class tree_builder {
public:
    tree_builder(std::string_view text, std::vector<tree_recorder::node> const& nodes) : text_(text), nodes_(nodes) {
        for (auto const& n : nodes) {
            offsets_.push_back(n.start);
            offsets_.push_back(n.end);
        }
        std::sort(offsets_.begin(), offsets_.end());
        offsets_.erase(std::unique(offsets_.begin(), offsets_.end()), offsets_.end());
        code_points_ = code_points_at(text, offsets_);
    }

    explain_node build(int index) const {
        auto const& n = nodes_[static_cast<std::size_t>(index)];
        explain_node out;
        out.rule = n.rule;
        out.byte_start = n.start;
        out.byte_end = n.end;
        out.start = code_points(n.start);
        out.end = code_points(n.end);
        out.text = text_.substr(n.start, n.end - n.start);
        out.matched = n.matched;
        out.undone = n.undone;
        out.folded = n.folded;
        for (int c = n.last_child; c >= 0; c = nodes_[static_cast<std::size_t>(c)].prev_sibling)
            out.children.push_back(build(c));
        std::reverse(out.children.begin(), out.children.end());
        return out;
    }

private:
    // Every offset asked for is a node's start or end.
    std::size_t code_points(std::size_t byte_offset) const {
        auto it = std::lower_bound(offsets_.begin(), offsets_.end(), byte_offset);
        return code_points_[static_cast<std::size_t>(it - offsets_.begin())];
    }

    std::string_view text_;
    std::vector<tree_recorder::node> const& nodes_;
    std::vector<std::size_t> offsets_;
    std::vector<std::size_t> code_points_;
};

}  // namespace

explanation explain(std::string_view text, production const& rule, explain_limits limits) noexcept {
    explanation result;
    try {
        tree_recorder recorder(text.data(), limits);
        tracer trace(text.data(), &recorder);
        long const prefix = rule.traced_prefix(text, trace);
        result.matches = prefix == static_cast<long>(text.size());
        if (!result.matches) {
            std::string_view culprit = trace.culprit();
            result.error = describe_position(text, trace.furthest(), culprit.empty() ? rule.name : culprit);
        }
        if (recorder.limited()) {
            // Again, now that it is known which attempt got furthest.
            recorder.restart(recorder.furthest_event());
            tracer again(text.data(), &recorder);
            rule.traced_prefix(text, again);
        }
        result.folded_at_limit = recorder.lost();
        for (auto const& n : recorder.nodes())
            if (n.limit_marker()) result.folded_at_limit += n.folded;
        if (recorder.nodes().empty()) return result;
        result.tree = tree_builder(text, recorder.nodes()).build(0);
        // A match of the root rule is the prefix it matched.
        if (prefix >= 0) {
            result.byte_prefix = prefix;
            result.prefix = static_cast<long>(result.tree.end);
        }
    } catch (std::bad_alloc const&) {
        result.tree = {};
        result.complete = false;
    } catch (std::length_error const&) {  // limits too large to reserve
        result.tree = {};
        result.complete = false;
    }
    return result;
}

}  // namespace iri::grammar

namespace iri {

explanation explain(std::string_view text, entry start, explain_limits limits) noexcept {
    explanation result = grammar::explain(text, grammar::entry_production(start), limits);
    // At an entry point the verdict and the error are parse()'s, which the
    // playground and the Python module show as they are: the entry's rule
    // admits the bidi formatting characters, as the ABNF's ucschar does,
    // but RFC 3987 §4.1 forbids them in an IRI; and diagnose() names a byte
    // order mark at the start of the text as what to fix. The tree stays
    // the rule's. is_valid() first: the diagnosing parse only for a text
    // that has something to diagnose.
    if (!is_valid(text, start)) {
        result.matches = false;
        result.error = grammar::diagnose(text, start);
    }
    return result;
}

std::optional<explanation> explain_rule(std::string_view text, std::string_view production,
                                        explain_limits limits) noexcept {
    return explain_rule(text, production, grammar_name::rfc3987, limits);
}

std::optional<explanation> explain_rule(std::string_view text, std::string_view production, grammar_name g,
                                        explain_limits limits) noexcept {
    grammar::production const* rule = grammar::find_production(production, g);
    if (rule == nullptr) return std::nullopt;
    return grammar::explain(text, *rule, limits);
}

std::optional<explanation> explain_scheme_rule(std::string_view text, std::string_view production,
                                               std::string_view scheme, explain_limits limits) noexcept {
    for (grammar::production const& rule : grammar::schemes::productions_of(scheme))
        if (rule.name == production) return grammar::explain(text, rule, limits);
    return std::nullopt;
}

std::optional<explanation> explain_literal_rule(std::string_view text, std::string_view production,
                                                explain_limits limits) noexcept {
    grammar::production const* rule = grammar::find_literal_production(production);
    if (rule == nullptr) return std::nullopt;
    return grammar::explain(text, *rule, limits);
}

std::string character_at(std::string_view text, std::size_t byte_offset) {
    if (byte_offset >= text.size()) return "end of input";
    char32_t c = static_cast<unsigned char>(text[byte_offset]);
    int length = 1;
    if (c >= 0x80 && (length = unicode::decode_utf8(text.data() + byte_offset, text.data() + text.size(), c)) == 0) {
        char out[32];
        std::snprintf(out, sizeof out, "byte 0x%02X, not UTF-8", static_cast<unsigned>(text[byte_offset] & 0xFF));
        return out;
    }
    std::string const code = unicode::code_point_notation(c);
    if (c > 0x20 && c < 0x7F) return std::string{'\'', static_cast<char>(c), '\''};
    if (c < 0xA0) return code;  // space and the C0 and C1 controls
    // Printed, a bidi control would reorder the line around it.
    if (auto name = unicode::bidi_formatting_name(c); !name.empty()) return code + ' ' + std::string(name);
    return code + " '" + std::string(text.substr(byte_offset, static_cast<std::size_t>(length))) + "'";
}

}  // namespace iri
