// Which alternatives of which rules a whole match uses, the text of a node,
// and the rules a rule reaches.
//
// alternatives_used walks down from (rule, 0, size): a rule instance
// (rule, from, to) uses each alternative that can run from `from` to `to`;
// inside it, a concatenation keeps the split points that lie on a path
// from `from` to `to`, and a repetition the steps of a path with an
// allowed count. Every (node, from, to) is visited once, the end sets
// come from the session's memo, and a repetition's live steps are found by
// one walk back over its edges, so a long run ("*ipchar" over a 64 KiB
// segment) costs time in proportion to its length (times a log).
#include <iri/abnf.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace iri::abnf {

struct matcher::session::usage {
    std::set<std::tuple<std::size_t, std::uint32_t, std::uint32_t>> rules;
    std::set<std::tuple<node const*, std::uint32_t, std::uint32_t>> nodes;
    std::set<alternative_use> used;
};

std::vector<matcher::session::alternative_use> matcher::session::alternatives_used(std::size_t rule) {
    if (!matches(rule)) return {};
    usage u;
    use_rule(rule, 0, size(), u);
    return {u.used.begin(), u.used.end()};
}

void matcher::session::use_rule(std::size_t rule, std::uint32_t from, std::uint32_t to, usage& u) {
    if (!u.rules.insert({rule, from, to}).second) return;
    node const& definition = *m_.g_.rules()[rule].definition;
    ends one;
    for (std::size_t k = 0; k < definition.children.size(); ++k) {
        one.clear();
        eval(*definition.children[k], from, one);
        if (!contains(one, to)) continue;
        u.used.insert({rule, k});
        use(*definition.children[k], from, to, u);
    }
}

// `n` can run from `from` to `to`: marks what it uses on such runs.
void matcher::session::use(node const& n, std::uint32_t from, std::uint32_t to, usage& u) {
    if (!u.nodes.insert({&n, from, to}).second) return;
    ends one;
    switch (n.k) {
        case node::kind::range:
        case node::kind::string: return;
        case node::kind::rule_ref: use_rule(n.rule, from, to, u); return;
        case node::kind::prose:
            for (std::size_t k = 0; k < m_.plug_ins_.size(); ++k)
                if (m_.plug_ins_[k].prose == n.name && m_.plug_in_rule_[k] != grammar::npos)
                    use_rule(m_.plug_in_rule_[k], from, to, u);
            return;
        case node::kind::alternation:
            for (auto const& c : n.children) {
                one.clear();
                eval(*c, from, one);
                if (contains(one, to)) use(*c, from, to, u);
            }
            return;
        case node::kind::concatenation: {
            // Forward: where each element can start. Backward: keep the
            // starts from which the rest can still reach `to`.
            std::size_t const k = n.children.size();
            std::vector<ends> starts(k + 1);
            starts[0] = {from};
            for (std::size_t i = 0; i < k; ++i) {
                for (std::uint32_t const p : starts[i]) {
                    one.clear();
                    eval(*n.children[i], p, one);
                    starts[i + 1].insert(starts[i + 1].end(), one.begin(), one.end());
                }
                std::sort(starts[i + 1].begin(), starts[i + 1].end());
                starts[i + 1].erase(std::unique(starts[i + 1].begin(), starts[i + 1].end()), starts[i + 1].end());
            }
            ends live{to};
            for (std::size_t i = k; i-- > 0;) {
                ends before;
                for (std::uint32_t const p : starts[i]) {
                    one.clear();
                    eval(*n.children[i], p, one);
                    bool useful = false;
                    for (std::uint32_t const q : one)
                        if (contains(live, q)) {
                            use(*n.children[i], p, q, u);
                            useful = true;
                        }
                    if (useful) before.push_back(p);
                }
                live.swap(before);
            }
            return;
        }
        case node::kind::repetition: {
            // States (position, count), the count capped at min when
            // unbounded (every count from min on is alike).
            node const& element = *n.children.front();
            bool const unbounded = n.max == node::unbounded;
            std::size_t const cap = unbounded ? n.min : n.max;
            using state = std::pair<std::uint32_t, std::size_t>;
            std::map<std::uint32_t, ends> steps;
            auto step = [&](std::uint32_t p) -> ends const& {
                auto it = steps.find(p);
                if (it == steps.end()) {
                    ends e;
                    eval(element, p, e);
                    it = steps.emplace(p, std::move(e)).first;
                }
                return it->second;
            };
            std::set<state> reached{{from, 0}};
            std::vector<state> todo{{from, 0}};
            std::vector<std::pair<state, state>> edges;
            while (!todo.empty()) {
                auto const [p, c] = todo.back();
                todo.pop_back();
                if (!unbounded && c == n.max) continue;
                for (std::uint32_t const q : step(p)) {
                    state const next{q, std::min(c + 1, unbounded ? cap : n.max)};
                    edges.push_back({{p, c}, next});
                    if (reached.insert(next).second) todo.push_back(next);
                }
            }
            // The states from which an allowed end at `to` is reachable:
            // a walk back over the edges, each edge followed once. (Sweeping
            // every edge until nothing grew took one sweep per step of a
            // chain, quadratic on a run such as "*ipchar".)
            std::map<state, std::vector<state>> into;
            for (auto const& [a, b] : edges) into[b].push_back(a);
            std::set<state> live;
            std::vector<state> back;
            for (std::size_t c = n.min; c <= cap; ++c)
                if (reached.count({to, c})) {
                    live.insert({to, c});
                    back.push_back({to, c});
                }
            while (!back.empty()) {
                state const b = back.back();
                back.pop_back();
                auto const from_b = into.find(b);
                if (from_b == into.end()) continue;
                for (state const& a : from_b->second)
                    if (live.insert(a).second) back.push_back(a);
            }
            for (auto const& [a, b] : edges)
                if (live.count(a) && live.count(b)) use(element, a.first, b.first, u);
            return;
        }
    }
}

namespace {

void append_code_point(std::string& out, char32_t c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02X", static_cast<unsigned>(c));
    out += buf;
}

void text_of(node const& n, std::string& out, bool nested) {
    switch (n.k) {
        case node::kind::alternation:
        case node::kind::concatenation: {
            if (n.children.size() == 1) {
                text_of(*n.children.front(), out, nested);
                return;
            }
            if (nested) out += "( ";
            for (std::size_t i = 0; i < n.children.size(); ++i) {
                if (i > 0) out += n.k == node::kind::alternation ? " / " : " ";
                text_of(*n.children[i], out, true);
            }
            if (nested) out += " )";
            return;
        }
        case node::kind::repetition:
            if (n.min == 0 && n.max == 1) {
                out += "[ ";
                text_of(*n.children.front(), out, false);
                out += " ]";
                return;
            }
            if (n.min == n.max) {
                out += std::to_string(n.min);
            } else {
                if (n.min > 0) out += std::to_string(n.min);
                out += '*';
                if (n.max != node::unbounded) out += std::to_string(n.max);
            }
            text_of(*n.children.front(), out, true);
            return;
        case node::kind::rule_ref: out += n.name; return;
        case node::kind::prose:
            out += '<';
            out += n.name;
            out += '>';
            return;
        case node::kind::range:
            out += "%x";
            append_code_point(out, n.lo);
            if (n.hi != n.lo) {
                out += '-';
                append_code_point(out, n.hi);
            }
            return;
        case node::kind::string: {
            bool const printable =
                std::all_of(n.text.begin(), n.text.end(), [](char32_t c) { return c >= 0x20 && c < 0x7F && c != '"'; });
            if (!printable) {
                out += "%x";
                for (std::size_t i = 0; i < n.text.size(); ++i) {
                    if (i > 0) out += '.';
                    append_code_point(out, n.text[i]);
                }
                return;
            }
            if (n.case_sensitive) out += "%s";
            out += '"';
            for (char32_t const c : n.text) out += static_cast<char>(c);
            out += '"';
            return;
        }
    }
}

void refs(node const& n, std::vector<std::size_t>& out) {
    if (n.k == node::kind::rule_ref) out.push_back(n.rule);
    for (auto const& c : n.children) refs(*c, out);
}

}  // namespace

std::string to_text(node const& n) {
    std::string out;
    text_of(n, out, false);
    return out;
}

std::vector<std::size_t> reachable_rules(grammar const& g, std::size_t rule) {
    std::vector<bool> seen(g.rules().size());
    std::vector<std::size_t> todo{rule}, out;
    seen[rule] = true;
    while (!todo.empty()) {
        std::size_t const r = todo.back();
        todo.pop_back();
        out.push_back(r);
        std::vector<std::size_t> next;
        refs(*g.rules()[r].definition, next);
        for (std::size_t const n : next)
            if (!seen[n]) {
                seen[n] = true;
                todo.push_back(n);
            }
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace iri::abnf
