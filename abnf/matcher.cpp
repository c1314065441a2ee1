#include <iri/abnf.hpp>

#include <algorithm>
#include <unordered_set>

namespace iri::abnf {

std::optional<std::u32string> decode_utf8(std::string_view bytes) {
    std::u32string out;
    out.reserve(bytes.size());
    std::size_t i = 0;
    auto const byte = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
    while (i < bytes.size()) {
        unsigned char const b = byte(i);
        std::size_t len;
        char32_t cp, min;
        if (b < 0x80) {
            out.push_back(b);
            ++i;
            continue;
        } else if (b >= 0xC0 && b < 0xE0) {
            len = 2, cp = b & 0x1Fu, min = 0x80;
        } else if (b >= 0xE0 && b < 0xF0) {
            len = 3, cp = b & 0x0Fu, min = 0x800;
        } else if (b >= 0xF0 && b < 0xF8) {
            len = 4, cp = b & 0x07u, min = 0x10000;
        } else {
            return std::nullopt;  // a continuation byte first, or 0xF8-0xFF
        }
        if (i + len > bytes.size()) return std::nullopt;  // truncated
        for (std::size_t k = 1; k < len; ++k) {
            unsigned char const c = byte(i + k);
            if ((c & 0xC0u) != 0x80u) return std::nullopt;
            cp = (cp << 6) | (c & 0x3Fu);
        }
        if (cp < min) return std::nullopt;  // overlong
        if (cp >= 0xD800 && cp <= 0xDFFF) return std::nullopt;  // surrogate
        if (cp > 0x10FFFF) return std::nullopt;
        out.push_back(cp);
        i += len;
    }
    return out;
}

namespace {

char32_t fold(char32_t c) { return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c; }

// `gathered`, ends appended from several runs, becomes a sorted set.
// Appending every run's ends and sorting once costs O(k log k) for k ends
// in all; merging each run into a sorted set as it came (unite) cost the
// set's size per run, quadratic when many runs each add a few ends to a
// long set (a concatenation run from every end of a long repetition).
void make_set(ends& gathered) {
    std::sort(gathered.begin(), gathered.end());
    gathered.erase(std::unique(gathered.begin(), gathered.end()), gathered.end());
}

// `into` becomes the sorted union of itself and `more`.
void unite(ends& into, ends const& more) {
    if (more.empty()) return;
    if (into.empty()) {
        into = more;
        return;
    }
    ends merged;
    merged.reserve(into.size() + more.size());
    std::set_union(into.begin(), into.end(), more.begin(), more.end(), std::back_inserter(merged));
    into.swap(merged);
}

void collect_prose(node const& n, std::vector<std::string>& out) {
    if (n.k == node::kind::prose) out.push_back(n.name);
    for (auto const& c : n.children) collect_prose(*c, out);
}

}  // namespace

matcher::matcher(grammar const& g, std::vector<plug_in> plug_ins) : g_(g), plug_ins_(std::move(plug_ins)) {
    for (auto const& p : plug_ins_) {
        if (!p.as_rule.empty()) {
            std::size_t const r = g_.find(p.as_rule);
            if (r == grammar::npos) throw error("plug-in <" + p.prose + "> names rule " + p.as_rule + ", not defined");
            plug_in_rule_.push_back(r);
        } else {
            if (!p.match) throw error("plug-in <" + p.prose + "> has neither a rule nor a function");
            plug_in_rule_.push_back(grammar::npos);
        }
    }
    std::vector<std::string> prose;
    for (auto const& r : g_.rules()) collect_prose(*r.definition, prose);
    for (auto const& text : prose) {
        bool const found =
            std::any_of(plug_ins_.begin(), plug_ins_.end(), [&](plug_in const& p) { return p.prose == text; });
        if (!found) throw error("prose value <" + text + "> has no plug-in: say what it means");
    }
}

std::size_t matcher::rule_index(std::string_view name) const {
    std::size_t const r = g_.find(name);
    if (r == grammar::npos) throw error("no rule " + std::string(name));
    return r;
}

bool matcher::matches(std::string_view utf8, std::string_view rule) const {
    std::size_t const r = rule_index(rule);
    auto decoded = decode_utf8(utf8);
    if (!decoded) return false;
    auto s = start(std::move(*decoded));
    return s.matches(r);
}

ends matcher::prefixes(std::string_view utf8, std::string_view rule) const {
    std::size_t const r = rule_index(rule);
    auto decoded = decode_utf8(utf8);
    if (!decoded) return {};
    auto s = start(std::move(*decoded));
    return s.run(r, 0);
}

matcher::session::session(matcher const& m, std::u32string input)
    : m_(m), input_(std::move(input)), state_(m.g_.rules().size() * (input_.size() + 1), -1) {}

bool matcher::session::contains(ends const& e, std::uint32_t p) { return std::binary_search(e.begin(), e.end(), p); }

ends const& matcher::session::run(std::size_t rule, std::uint32_t pos) {
    std::size_t const slot = rule * (input_.size() + 1) + pos;
    std::int32_t const st = state_[slot];
    if (st >= 0) return memo_[static_cast<std::size_t>(st)];
    if (st == -2)
        throw error("rule " + m_.g_.rules()[rule].name + " is left-recursive at position " + std::to_string(pos));
    state_[slot] = -2;
    ends result;
    eval(*m_.g_.rules()[rule].definition, pos, result);
    memo_.push_back(std::move(result));
    state_[slot] = static_cast<std::int32_t>(memo_.size() - 1);
    return memo_.back();
}

// `out` (empty on entry) becomes the sorted set of ends of `n` run from `pos`.
void matcher::session::eval(node const& n, std::uint32_t pos, ends& out) {
    std::uint32_t const size = this->size();
    switch (n.k) {
        case node::kind::range:
            if (pos < size && input_[pos] >= n.lo && input_[pos] <= n.hi) out.push_back(pos + 1);
            return;
        case node::kind::string: {
            if (size - pos < n.text.size()) return;
            for (std::size_t k = 0; k < n.text.size(); ++k) {
                char32_t const a = input_[pos + k], b = n.text[k];
                if (n.case_sensitive ? a != b : fold(a) != fold(b)) return;
            }
            out.push_back(pos + static_cast<std::uint32_t>(n.text.size()));
            return;
        }
        case node::kind::rule_ref: out = run(n.rule, pos); return;
        case node::kind::prose: {
            for (std::size_t k = 0; k < m_.plug_ins_.size(); ++k) {
                if (m_.plug_ins_[k].prose != n.name) continue;
                if (m_.plug_in_rule_[k] != grammar::npos)
                    out = run(m_.plug_in_rule_[k], pos);
                else
                    out = m_.plug_ins_[k].match(input_, pos);
                std::sort(out.begin(), out.end());
                out.erase(std::unique(out.begin(), out.end()), out.end());
                return;
            }
            throw error("prose value <" + n.name + "> has no plug-in");
        }
        case node::kind::alternation: {
            ends one;
            for (auto const& c : n.children) {
                one.clear();
                eval(*c, pos, one);
                unite(out, one);
            }
            return;
        }
        case node::kind::concatenation: {
            ends current{pos}, next, one;
            for (auto const& c : n.children) {
                next.clear();
                for (std::uint32_t const p : current) {
                    one.clear();
                    eval(*c, p, one);
                    next.insert(next.end(), one.begin(), one.end());
                }
                make_set(next);
                current.swap(next);
                if (current.empty()) break;
            }
            out.swap(current);
            return;
        }
        case node::kind::repetition: {
            // `out` gathers the ends unsorted and is made a set once at the
            // end; `seen` answers "reached before?" for the unbounded case
            // in constant time. Each count of "*ipchar" adds one end: kept
            // sorted (set_difference and a merge per count) that was
            // quadratic in the length of the run.
            node const& element = *n.children.front();
            ends current{pos}, next, one, fresh;
            std::unordered_set<std::uint32_t> seen;
            if (n.min == 0) {
                out.push_back(pos);
                seen.insert(pos);
            }
            for (std::size_t count = 1; count <= n.max; ++count) {
                next.clear();
                for (std::uint32_t const p : current) {
                    one.clear();
                    eval(element, p, one);
                    next.insert(next.end(), one.begin(), one.end());
                }
                make_set(next);
                if (count < n.min) {
                    current.swap(next);
                } else if (n.max == node::unbounded) {
                    // Past min with no max, an end reached before leads nowhere new.
                    fresh.clear();
                    for (std::uint32_t const q : next)
                        if (seen.insert(q).second) fresh.push_back(q);
                    out.insert(out.end(), fresh.begin(), fresh.end());
                    current.swap(fresh);
                } else {
                    out.insert(out.end(), next.begin(), next.end());
                    current.swap(next);
                }
                if (current.empty()) break;
            }
            make_set(out);
            return;
        }
    }
}

}  // namespace iri::abnf
