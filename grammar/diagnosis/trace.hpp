// Following a failed parse to the place where it went wrong.
//
// The fast path never sees this: a diagnosing parse runs the same rules with
// a tracer in the context (grammar/config.hpp), and IRI_GRAMMAR_DEFINE
// (grammar/define.hpp) reports every rule's entry and exit to it.
//
// What counts as "where": the furthest point that any rule successfully
// matched up to. The first rule to get there is the one that stopped at the
// offending character (a run such as isegment stops exactly there); if one
// of the rules still open at that moment later failed, the deepest such rule
// is the production that could not continue (an IP-literal missing its "]"),
// unless another attempt reaches the same point later.
//
// The tracer can also pass every entry and exit on to a listener, which sees
// each rule as it ran (no `reported_as_parent` renaming, no `speculative`
// discount): `iri explain` records the parse tree that way
// (grammar/diagnosis/explain.cpp). No third instantiation of the grammar: the listener
// rides on the tracing context the rules are already compiled for.
#pragma once

#include <cstddef>
#include <string_view>

namespace iri::grammar {

// Told of every rule as it runs, in order: entered(rule, at) when a rule
// starts at `at`, left(matched, end) when the innermost open rule ends
// (`end` is where it stopped; X3 leaves it at the rule's start on failure).
class trace_listener {
public:
    virtual void entered(std::string_view rule, char const* at) noexcept = 0;
    virtual void left(bool matched, char const* end) noexcept = 0;

protected:
    ~trace_listener() = default;
};

class tracer {
public:
    explicit tracer(char const* input, trace_listener* listener = nullptr) noexcept
        : input_(input), listener_(listener) {}

    // Makes the tracer as new for a parse of `input` without a listener,
    // but for the frames and their marks, which are only read at a depth
    // that enter() or reach() wrote first: a tracer kept for the next
    // diagnosis (grammar/diagnosis/diagnose.cpp) skips zeroing 2,352 bytes.
    void restart(char const* input) noexcept {
        input_ = input;
        listener_ = nullptr;
        depth_ = 0;
        furthest_ = -1;
        reached_by_ = {};
        snapshot_depth_ = 0;
        abandoned_ = false;
    }

    // Entering a rule at a point also proves that everything before it
    // matched: in "http://[" nothing inside the brackets succeeds, but
    // IPv6address is tried after the "[".
    void enter(std::string_view rule, char const* at, bool reported_as_parent) noexcept {
        if (listener_ != nullptr) listener_->entered(rule, at);
        if (depth_ < max_depth) {
            open_[depth_] = {rule, at};
            reach(at, named(rule, reported_as_parent), reported_as_parent);
        }
        ++depth_;
    }

    // `speculative` rules (iuserinfo: only the "@" after it decides whether
    // it is one) report nothing about where the input went wrong. Rules that
    // are `reported_as_parent` (the segments) stand for the path around them.
    void leave(bool matched, char const* end, bool speculative, bool reported_as_parent) noexcept {
        if (listener_ != nullptr) listener_->left(matched, end);
        --depth_;
        if (depth_ >= max_depth) return;
        frame const self = open_[depth_];
        if (matched && !speculative) {
            reach(end, named(self.rule, reported_as_parent), reported_as_parent);
        } else if (!matched && depth_ < snapshot_depth_ && snapshot_[depth_].rule == self.rule &&
                   snapshot_[depth_].start == self.start) {
            failed_[depth_] = true;
            abandoned_ = true;
        }
    }

    // Byte offset of the furthest point reached; 0 if no rule matched at all.
    std::size_t furthest() const noexcept { return furthest_ < 0 ? 0 : static_cast<std::size_t>(furthest_); }

    // The production to blame, or an empty view if no rule matched at all.
    std::string_view culprit() const noexcept {
        for (int i = snapshot_depth_ - 1; i >= 0; --i)
            if (failed_[i]) return snapshot_[i].rule;
        return reached_by_;
    }

private:
    // The name to report for the rule open at depth_.
    std::string_view named(std::string_view rule, bool reported_as_parent) const noexcept {
        return reported_as_parent && depth_ > 0 ? open_[depth_ - 1].rule : rule;
    }

    // Records that the parse got to `at` while `depth_` rules were open.
    // A later rule reaching the same point replaces an attempt that was
    // since abandoned: in "a b", scheme "a" got there first, but the IRI
    // around it failed, and the relative path "a" is what stops there.
    void reach(char const* at, std::string_view rule, bool parent_stands_in) noexcept {
        long const reached = at - input_;
        if (!(reached > furthest_ || (reached == furthest_ && abandoned_))) return;
        furthest_ = reached;
        reached_by_ = rule;
        // A segment reported as its path: the path is not an open ancestor
        // that might fail, it is the production named.
        snapshot_depth_ = parent_stands_in && depth_ > 0 ? depth_ - 1 : depth_;
        abandoned_ = false;
        for (int i = 0; i < snapshot_depth_; ++i) {
            snapshot_[i] = open_[i];
            failed_[i] = false;
        }
    }

    struct frame {
        std::string_view rule;
        char const* start = nullptr;
    };
    // The grammar is not recursive: its deepest nesting is about a dozen rules.
    static constexpr int max_depth = 48;

    char const* input_;
    trace_listener* listener_;
    int depth_ = 0;
    frame open_[max_depth];
    long furthest_ = -1;
    std::string_view reached_by_;
    int snapshot_depth_ = 0;
    frame snapshot_[max_depth];
    bool failed_[max_depth] = {};
    bool abandoned_ = false;  // some rule of the snapshot has failed since
};

}  // namespace iri::grammar
