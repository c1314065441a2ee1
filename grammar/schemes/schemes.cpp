// parse_scheme_specific() and the registry of embedders' validators
// (<iri/scheme_specific.hpp>).
//
// A scheme's grammar runs once, traced (grammar/diagnosis/trace.hpp): the
// tracer finds where a failing input went wrong, and a listener reads the
// components off the productions the scheme names as components, so the
// rules themselves record nothing and the RFC 3987 grammar's recorder is
// not involved. The tracer lives on the stack: nothing is allocated.
#include <iri/scheme_specific.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/scheme_grammar.hpp"
#include "unicode/byte_words.hpp"
#include "unicode/iri_characters.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <atomic>
#include <mutex>
#include <new>
#include <vector>

namespace iri {
namespace {

using grammar::schemes::scheme_grammar;
using grammar::schemes::text_seen_by;

// What a listener needs to know of a rule, found by its name in a hash
// table made once per grammar: the listener asks for every rule the parse
// enters and leaves, and comparing the name with each production's cost
// the scheme grammars more than the parse itself. (Not by the address of
// the name: a compiler may give each translation unit its own copy of a
// rule's name, and clang does. rule_kind_cache below may go by address,
// since it only remembers what this table answered for that address.)
class rule_kinds {
public:
    static constexpr std::uint8_t own = 1;  // one of the scheme's productions
    static constexpr std::uint8_t component = 2;  // reported as a component

    explicit rule_kinds(scheme_grammar const& g) noexcept {
        for (grammar::production const& p : g.productions()) add(p.name, own);
        for (std::string_view const name : g.components) add(name, component);
    }

    std::uint8_t of(std::string_view rule) const noexcept {
        for (std::size_t i = hash(rule);; i = (i + 1) % slots) {
            if (table_[i].name.data() == nullptr) return 0;
            if (table_[i].name == rule) return table_[i].kind;
        }
    }

private:
    static constexpr std::size_t slots = 256;  // more than twice the largest grammar's rules

    // FNV-1a: names are short, and differ early or in length.
    static std::size_t hash(std::string_view name) noexcept {
        std::uint32_t h = 2166136261u;
        for (char const c : name) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
        return (h ^ static_cast<std::uint32_t>(name.size())) % slots;
    }

    void add(std::string_view name, std::uint8_t kind) noexcept {
        for (std::size_t i = hash(name);; i = (i + 1) % slots) {
            if (table_[i].name.data() == nullptr || table_[i].name == name) {
                table_[i] = {name, static_cast<std::uint8_t>(table_[i].kind | kind)};
                return;
            }
        }
    }

    struct slot {
        std::string_view name;
        std::uint8_t kind = 0;
    };
    slot table_[slots];
};

// The kinds rule_kinds found for one grammar, by the address of the
// rule's name: a rule always passes the same address, and the same rules
// run on every IRI of a scheme, so most lookups end here without hashing
// the name. One per grammar and thread, kept from run to run: a run enters
// most of its rules only a few times, and a cache emptied for each run
// hashed the name on nearly every first entry (the scheme benchmark spent
// more on that than on parsing). A lookup that finds another name in its
// slot replaces it: the cache only remembers answers, never changes them.
class rule_kind_cache {
public:
    std::uint8_t kind_of(rule_kinds const& kinds, std::string_view rule) noexcept {
        // Every bit of the address counts: names stored next to each other
        // do not share a slot.
        std::size_t const slot = unicode::fibonacci_slot(reinterpret_cast<std::uintptr_t>(rule.data()), slots);
        if (names_[slot] != rule.data()) {
            names_[slot] = rule.data();
            kinds_[slot] = kinds.of(rule);
        }
        return kinds_[slot];
    }

private:
    // A power of two, roomy enough that few names share a slot whatever
    // addresses the linker gives them: with 64 and 128, unrelated changes
    // of layout moved the scheme benchmark by 80 to 130 instructions per
    // line. The names and the kinds apart, without padding: 2.25 KiB per
    // grammar and thread.
    static constexpr std::size_t slots = 256;
    char const* names_[slots];
    std::uint8_t kinds_[slots];
};

// Where a listener finds the kinds of one built-in grammar's rules.
struct rule_tables {
    rule_kinds const& kinds;  // made once
    rule_kind_cache& cache;  // the calling thread's
};
rule_tables tables_of(scheme_grammar const& g) noexcept;

// Where parse_scheme_specific's listener puts the components: the
// result, which lists the first scheme_result::max_components in the order
// of the text and counts the rest (omitted()). A backtrack takes back
// components, listed or not, so the unlisted ones are tracked here: the
// last `window` of them by where they end, each with its span, and those
// before in a count with the furthest end among them. Nothing is
// allocated: the window is part of the listener, on the stack.
class result_sink {
public:
    explicit result_sink(scheme_result& out) noexcept : out_(out) {}

    void add(std::string_view name, std::size_t start, std::size_t length) noexcept {
        auto const listed = out_.components();
        bool const full = listed.size() == scheme_result::max_components;
        span const last = full ? listed.back().where : span{};
        if (out_.add(name, start, length)) {
            if (full) keep_unlisted(last.offset, last.offset + last.length);  // it gave way
        } else {
            keep_unlisted(start, start + length);  // the listener's spans are inside the text
        }
    }

    // What drop_from needs to restore when a rule that was entered now
    // fails: the count of unlisted components then.
    std::size_t mark() const noexcept { return below_ + size_; }

    // Drops the components that end after `offset` (past: true), or that
    // start at or after it (a rule entered at `mark` failed there).
    void drop_from(std::size_t offset, bool past, std::size_t mark) noexcept {
        auto const stale = [&](std::size_t start, std::size_t end) { return past ? end > offset : start >= offset; };
        out_.remove_if([&](scheme_component const& c) { return stale(c.where.offset, c.where.offset + c.where.length); });
        // The window is in the order of the ends: what a drop reaches is
        // at its tail, from the first that ends at or after `offset`.
        std::size_t tail = size_;
        while (tail > 0 && items_[tail - 1].end >= offset) --tail;
        std::size_t kept = tail;
        for (std::size_t i = tail; i < size_; ++i)
            if (!stale(items_[i].start, items_[i].end)) items_[kept++] = items_[i];
        size_ = kept;
        if (below_ == 0 || below_end_ < offset || (past && below_end_ == offset)) return;
        // The drop reaches components no longer in the window. A failed
        // rule takes back all it recorded and nothing before it: the count
        // when it was entered is exact. A backtrack without a failed rule
        // (an optional sequence whose tail failed) taking back more than
        // the window has no exact count here; it leaves the oldest
        // counted. The grammars here never do: each repeated component is
        // a rule's match or inside one, and a repetition that fails fails
        // its rule (tests/grammar/schemes/api.cpp counts 100 of each kind).
        if (!past) {
            below_ = mark > size_ ? mark - size_ : 0;
            below_end_ = offset;
        }
    }

    // Where the last-ending component ends, or further.
    std::size_t recorded_end() const noexcept {
        std::size_t end = below_ > 0 ? below_end_ : 0;
        if (size_ > 0) end = std::max(end, items_[size_ - 1].end);
        for (scheme_component const& c : out_.components()) end = std::max(end, c.where.offset + c.where.length);
        return end;
    }

    // The parse is over: the result counts what it does not list.
    void finish() noexcept { out_.set_omitted(below_ + size_); }

private:
    void keep_unlisted(std::size_t start, std::size_t end) noexcept {
        if (size_ == window) {
            // Full: the half that ends first joins the count.
            constexpr std::size_t half = window / 2;
            below_ += half;
            for (std::size_t i = 0; i < half; ++i) below_end_ = std::max(below_end_, items_[i].end);
            std::copy(items_ + half, items_ + size_, items_);
            size_ -= half;
        }
        std::size_t at = size_;
        for (; at > 0 && items_[at - 1].end > end; --at) items_[at] = items_[at - 1];
        items_[at] = {start, end};
        ++size_;
    }

    static constexpr std::size_t window = 128;
    struct item {
        std::size_t start, end;
    };

    scheme_result& out_;
    std::size_t size_ = 0;
    std::size_t below_ = 0;  // counted, out of the window
    std::size_t below_end_ = 0;  // where the furthest of those ends
    item items_[window];  // written before read: not initialized
};

// Where the listener puts every component, without a limit: for the
// passes that apply a scheme's rules to the whole reference (scheme
// normalization), which may allocate. Kept in the order of their ends, so
// that a drop looks only at the tail.
class vector_sink {
public:
    explicit vector_sink(std::vector<scheme_component>& out) noexcept : out_(out) {}

    void add(std::string_view name, std::size_t start, std::size_t length) noexcept {
        if (out_of_memory_) return;
        scheme_component const c{name, {start, length, true}};
        auto at = out_.end();
        while (at != out_.begin() && end_of(*(at - 1)) > start + length) --at;
        try {
            out_.insert(at, c);
        } catch (std::bad_alloc const&) {
            out_of_memory_ = true;  // the listener's callbacks may not throw
        }
    }
    bool out_of_memory() const noexcept { return out_of_memory_; }
    std::size_t mark() const noexcept { return 0; }
    void drop_from(std::size_t offset, bool past, std::size_t) noexcept {
        auto tail = out_.end();
        while (tail != out_.begin() && end_of(*(tail - 1)) >= offset) --tail;
        out_.erase(std::remove_if(tail, out_.end(),
                                  [&](scheme_component const& c) {
                                      return past ? end_of(c) > offset : c.where.offset >= offset;
                                  }),
                   out_.end());
    }
    std::size_t recorded_end() const noexcept { return out_.empty() ? 0 : end_of(out_.back()); }
    void finish() noexcept {}

private:
    static std::size_t end_of(scheme_component const& c) noexcept { return c.where.offset + c.where.length; }
    std::vector<scheme_component>& out_;
    bool out_of_memory_ = false;
};

// The components a listener keeps: the matches of the named productions
// that the successful parse still stands on.
template <typename Sink>
class component_listener final : public grammar::trace_listener {
public:
    component_listener(char const* input, rule_tables tables, Sink& out) noexcept
        : input_(input), kinds_(tables.kinds), cache_(tables.cache), out_(out) {}

    void entered(std::string_view rule, char const* at) noexcept override {
        // Parsing goes on from `at`: a component recorded past it belonged
        // to an attempt that was backtracked without its rule failing
        // (an optional sequence whose tail failed).
        drop_from(static_cast<std::size_t>(at - input_), true, 0);
        if (depth_ < max_depth) open_[depth_] = {rule, at, serial_, out_.mark(), added_};
        ++depth_;
        // Entering a rule at a point proves everything before it matched.
        if (cache_.kind_of(kinds_, rule) & rule_kinds::own) reach(at - input_, rule);
    }

    void left(bool matched, char const* end) noexcept override {
        --depth_;
        if (depth_ >= max_depth) return;
        frame const self = open_[depth_];
        auto const start = static_cast<std::size_t>(self.start - input_);
        std::uint8_t const kind = cache_.kind_of(kinds_, self.rule);
        bool const own = (kind & rule_kinds::own) != 0;
        if (!matched) {
            // What the failed rule recorded inside it, if anything: a
            // component that starts where it does and was recorded before
            // it was entered (an empty file-auth before a file-absolute
            // that fails) stays.
            if (added_ != self.added) drop_from(start, false, self.mark);
            // The first of the scheme's rules to fail after the furthest
            // point was reached inside it is the deepest that could not
            // go on from there ("NID" in "urn:x:").
            if (own && failed_.empty() && serial_ > self.serial) failed_ = self.rule;
            return;
        }
        if (own) reach(end - input_, self.rule);
        if ((kind & rule_kinds::component) == 0) return;
        auto const length = static_cast<std::size_t>(end - self.start);
        out_.add(self.rule, start, length);
        ++added_;
        recorded_end_ = std::max(recorded_end_, start + length);
    }

    // The production to blame for stopping at the furthest point the
    // scheme's own rules reached (not the RFC 3986 rules they use: pchar,
    // ALPHA): the deepest that failed after getting there, else the
    // innermost that got there. Empty if none did.
    std::string_view culprit_at(std::size_t offset) const noexcept {
        if (reached_ != static_cast<long>(offset)) return {};
        return failed_.empty() ? reached_by_ : failed_;
    }

private:
    void reach(long offset, std::string_view rule) noexcept {
        if (offset <= reached_) return;
        reached_ = offset;
        reached_by_ = rule;
        failed_ = {};
        ++serial_;
    }

    // Drops components that end after `offset` (past: true), or that
    // start at or after it. Most calls find none: every component ends
    // at or before recorded_end_.
    void drop_from(std::size_t offset, bool past, std::size_t mark) noexcept {
        if (past ? recorded_end_ <= offset : recorded_end_ < offset) return;
        out_.drop_from(offset, past, mark);
        recorded_end_ = out_.recorded_end();
    }

    // Written by entered() before left() reads it, so not initialized: a
    // listener is made for every run, and zeroing its 48 frames (1.5 KiB)
    // cost every run, whatever its depth.
    struct frame {
        std::string_view rule;
        char const* start;
        unsigned serial;  // how many times the furthest point had moved when it was entered
        std::size_t mark;  // the sink's mark() when it was entered
        unsigned long added;  // added_ when it was entered
    };
    static constexpr int max_depth = 48;

    char const* input_;
    rule_kinds const& kinds_;
    rule_kind_cache& cache_;
    Sink& out_;
    std::size_t recorded_end_ = 0;  // where the last-ending component ends, or further
    long reached_ = -1;
    std::string_view reached_by_;
    std::string_view failed_;
    unsigned serial_ = 0;
    unsigned long added_ = 0;  // how many components have been recorded
    int depth_ = 0;
    frame open_[max_depth];
};

bool equals_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

// Whether the scheme's grammar matched all of `text`; `out` holds the
// components, or the diagnostic of the grammar or of its `after` check.
// How many components there are is no part of the verdict: those past
// scheme_result::max_components are counted (omitted()), not listed.
bool run_grammar(scheme_grammar const& g, std::string_view text, scheme_result& out) noexcept {
    result_sink sink(out);
    component_listener<result_sink> listener(text.data(), tables_of(g), sink);
    grammar::tracer trace(text.data(), &listener);
    long const matched = g.run.traced(text, trace);
    if (matched == static_cast<long>(text.size())) {
        sink.finish();
        if (g.after != nullptr) g.after(text, out);
        return true;
    }
    // The production to name: the scheme's own, not a shared character
    // rule (pchar, ALPHA): "NSS", not "ALPHA", for "urn:ab:c?d".
    std::string_view production = listener.culprit_at(trace.furthest());
    if (production.empty()) production = trace.culprit();
    if (production.empty()) production = g.productions().front().name;
    diagnostic d = grammar::describe_position(text, trace.furthest(), production);
    // The generic hints speak of RFC 3986/3987 paths; a scheme's own say
    // what its RFC asks. An invalid percent-encoding or UTF-8 keeps its own.
    if (d.code == errc::unexpected_character || d.code == errc::unexpected_end_of_input ||
        d.code == errc::disallowed_character || d.code == errc::private_use_outside_iquery) {
        std::string_view const specific = g.hint(production);
        d.detail = specific.empty() ? g.general_hint : specific;
    }
    out.truncate(0);
    out.set_omitted(0);
    out.fail(d);
    return false;
}

// ---- the registry ----

struct registration {
    char name[32] = {};
    std::size_t length = 0;
    scheme_validator validate = nullptr;
    std::string_view grammar;
};

constexpr std::size_t max_registrations = 32;
registration registry[max_registrations];
std::atomic<std::size_t> published{0};
std::mutex registering;

registration const* find_registration(std::string_view scheme) noexcept {
    // Newest first, so that a later registration replaces an earlier one.
    for (std::size_t i = published.load(std::memory_order_acquire); i > 0; --i) {
        registration const& r = registry[i - 1];
        if (equals_ignoring_case(std::string_view(r.name, r.length), scheme)) return &r;
    }
    return nullptr;
}

}  // namespace

std::string_view to_string(scheme_status s) noexcept {
    switch (s) {
        case scheme_status::unknown: return "unknown";
        case scheme_status::valid: return "valid";
        case scheme_status::invalid: return "invalid";
    }
    return "unknown";
}

scheme_result parse_scheme_specific(reference_view const& ref) noexcept {
    scheme_result out(ref.text());
    auto const scheme = ref.scheme();
    if (!scheme) return out;
    if (registration const* r = find_registration(*scheme)) {
        out.begin(*scheme, r->grammar);
        r->validate(ref, out);
        return out;
    }
    if (scheme_grammar const* g = grammar::schemes::find_builtin_grammar(*scheme)) {
        out.begin(*scheme, g->source);
        out.beyond_abnf_ = run_grammar(*g, text_seen_by(*g, ref), out) && !out.ok();
        return out;
    }
    out.scheme_ = *scheme;  // unknown: the scheme is reported, and is no error
    return out;
}

bool register_scheme_validator(std::string_view scheme, scheme_validator validate, std::string_view grammar) noexcept {
    if (validate == nullptr || scheme.empty() || scheme.size() >= sizeof(registration::name)) return false;
    std::lock_guard<std::mutex> const lock(registering);
    std::size_t const n = published.load(std::memory_order_relaxed);
    if (n == max_registrations) return false;
    registration& r = registry[n];
    std::copy(scheme.begin(), scheme.end(), r.name);
    r.length = scheme.size();
    r.validate = validate;
    r.grammar = grammar;
    published.store(n + 1, std::memory_order_release);
    return true;
}

namespace grammar::schemes {
namespace {

constexpr auto all_grammars = [] {
    std::array<scheme_grammar const*, std::size(builtin_grammar_list)> all{};
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = builtin_grammar_list[i].grammar;
    return all;
}();

// Made at compile time: a table made on first use pays its guard on each.
constexpr unicode::folded_scheme_names<std::size(builtin_grammar_list)> grammar_name_table([](std::size_t i) {
    return builtin_grammar_list[i].name;
});

}  // namespace

std::span<scheme_grammar const* const> builtin_grammars() noexcept { return all_grammars; }

}  // namespace grammar::schemes

namespace {

rule_tables tables_of(scheme_grammar const& g) noexcept {
    // Made on first use, for every grammar at once (thread-safe: a
    // function-local static).
    struct all_kinds {
        std::optional<rule_kinds> kinds[std::size(grammar::schemes::all_grammars)];
        all_kinds() noexcept {
            for (std::size_t i = 0; i < std::size(grammar::schemes::all_grammars); ++i)
                kinds[i].emplace(*grammar::schemes::all_grammars[i]);
        }
    };
    static all_kinds const made;
    // Zero-initialized once per thread, with no constructor to guard.
    thread_local rule_kind_cache caches[std::size(grammar::schemes::all_grammars)];
    std::size_t i = 0;
    while (i + 1 < std::size(grammar::schemes::all_grammars) && grammar::schemes::all_grammars[i] != &g) ++i;
    return {*made.kinds[i], caches[i]};  // g is one of them
}

}  // namespace

namespace grammar::schemes {

scheme_grammar const* find_builtin_grammar(std::string_view scheme) noexcept {
    std::size_t const i = grammar_name_table.find(scheme);
    return i < std::size(all_grammars) ? all_grammars[i] : nullptr;
}

std::string_view text_seen_by(scheme_grammar const& g, reference_view const& ref) noexcept {
    std::string_view const text = ref.text();
    if (g.includes_fragment || !ref.parts().fragment.present) return text;
    return text.substr(0, ref.parts().fragment.offset - 1);
}

void fail_beyond_abnf(std::string_view text, std::size_t at, std::string_view production, std::string_view detail,
                      scheme_result& out) noexcept {
    diagnostic d = describe_position(text, at, production);
    d.code = at == text.size() ? errc::unexpected_end_of_input : errc::unexpected_character;
    d.detail = detail;
    out.truncate(0);
    out.fail(d);
}

bool every_component(reference_view const& ref, scheme_result const& parsed,
                     std::vector<scheme_component>& out) noexcept {
    out.clear();
    auto const scheme = ref.scheme();
    scheme_grammar const* const g =
        parsed.omitted() == 0 || !scheme || find_registration(*scheme) != nullptr ? nullptr
                                                                                   : find_builtin_grammar(*scheme);
    if (g == nullptr) {
        try {
            out.assign(parsed.components().begin(), parsed.components().end());
        } catch (std::bad_alloc const&) {
            return false;
        }
        return true;
    }
    // The same run as parse_scheme_specific's, so the same derivation:
    // every component of it, where the result listed the first ones.
    std::string_view const text = text_seen_by(*g, ref);
    vector_sink sink(out);
    component_listener<vector_sink> listener(text.data(), tables_of(*g), sink);
    grammar::tracer trace(text.data(), &listener);
    g->run.traced(text, trace);
    if (sink.out_of_memory()) {
        out.clear();
        return false;
    }
    std::stable_sort(out.begin(), out.end(), [](scheme_component const& a, scheme_component const& b) {
        return a.where.offset < b.where.offset ||
               (a.where.offset == b.where.offset && a.where.length > b.where.length);
    });
    return true;
}

bool known_valid(reference_view const& ref, scheme_grammar const& g) noexcept {
    auto const scheme = ref.scheme();
    if (!scheme || find_registration(*scheme) != nullptr) return false;
    if (g.decided_by_parse != nullptr) return g.decided_by_parse(ref);
    if (g.after != nullptr) return false;
    // (However many components it has, as parse_scheme_specific: a
    // scheme_result's limit is on what it lists, not on the verdict.)
    std::string_view const text = text_seen_by(g, ref);
    return g.run.plain(text) == static_cast<long>(text.size());
}

bool known_valid_with_host(reference_view const& ref, scheme_grammar const& g) noexcept {
    if (!g.host_decides) return known_valid(ref, g);
    auto const scheme = ref.scheme();
    return scheme && find_registration(*scheme) == nullptr;
}

bool known_valid(reference_view const& ref) noexcept {
    auto const scheme = ref.scheme();
    scheme_grammar const* const g = scheme ? find_builtin_grammar(*scheme) : nullptr;
    return g != nullptr && known_valid(ref, *g);
}

std::span<production const> productions_of(std::string_view scheme) noexcept {
    scheme_grammar const* g = find_builtin_grammar(scheme);
    return g == nullptr ? std::span<production const>{} : g->productions();
}

}  // namespace grammar::schemes
}  // namespace iri
