// Random derivations steered toward what is used least, and near misses
// (the header lists the mutations). Every choice comes from one
// std::mt19937_64, so a seed gives the same samples on every machine
// (the distributions are written here, not taken from <random>, whose
// distributions differ between standard libraries).
#include <iri/abnf.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <utility>

namespace iri::abnf {

namespace {

constexpr std::size_t infinite = std::numeric_limits<std::size_t>::max() / 4;
constexpr int deep = 24;  // past this depth, the shortest choices

std::size_t utf8_length(char32_t c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; }

// The UTF-8 form of a code point (RFC 3629 §3). Not unicode/utf8.hpp's:
// abnf/ is the oracle the grammar is checked against and reads only the
// public headers (tests/layers/layers.py), so it encodes as matcher.cpp's
// decode_utf8 decodes, on its own.
void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

bool is_delimiter(char32_t c) {
    return c < 0x80 && std::string_view(":/?#[]@!$&'()*+,;=%.").find(static_cast<char>(c)) != std::string_view::npos;
}

// Characters of the classes next to the grammar's: ASCII that no rule
// admits, controls, the first code point past a class, non-characters,
// a private-use and a bidi formatting character.
constexpr std::string_view neighbours[] = {
    " ",
    "\"",
    "<",
    ">",
    "\\",
    "^",
    "`",
    "{",
    "|",
    "}",
    "\x7F",
    "\x01",
    "\t",
    "\xC2\x9F",  // U+009F, just below ucschar's U+00A0
    "\xEF\xB7\x90",  // U+FDD0, a non-character between ucschar's ranges
    "\xEF\xBF\xBE",  // U+FFFE
    "\xEE\x80\x80",  // U+E000, iprivate: only in iquery
    "\xE2\x80\x8E",  // U+200E LRM, RFC 3987 §4.1
    "\xF3\xB0\x80\x80",  // U+F0000, iprivate
};

constexpr std::string_view broken_utf8[] = {
    "\x80",  // a continuation byte alone
    "\xC0\xAF",  // "/" overlong
    "\xED\xA0\x80",  // a surrogate, U+D800
    "\xF4\x90\x80\x80",  // past U+10FFFF
    "\xE2\x82",  // cut short
};

}  // namespace

struct generator::state {
    state(loaded_grammar const& grammar, std::uint64_t seed) : g(grammar), rng(seed) {
        auto const& rules = g.rules().rules();
        rule_min.assign(rules.size(), infinite);
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t r = 0; r < rules.size(); ++r) {
                std::size_t const m = shortest(*rules[r].definition);
                if (m < rule_min[r]) {
                    rule_min[r] = m;
                    changed = true;
                }
            }
        }
    }

    // The fewest bytes `n` derives, with rule_min as it stands.
    std::size_t shortest(node const& n) const {
        switch (n.k) {
            case node::kind::range: return utf8_length(n.lo);
            case node::kind::string: {
                std::size_t s = 0;
                for (char32_t c : n.text) s += utf8_length(c);
                return s;
            }
            case node::kind::rule_ref: return rule_min[n.rule];
            case node::kind::prose: {
                auto const rule = plug_in_rule(n);
                return rule ? rule_min[*rule] : 0;
            }
            case node::kind::alternation: {
                std::size_t m = infinite;
                for (auto const& c : n.children) m = std::min(m, shortest(*c));
                return m;
            }
            case node::kind::concatenation: {
                std::size_t s = 0;
                for (auto const& c : n.children) s = std::min(infinite, s + shortest(*c));
                return s;
            }
            case node::kind::repetition:
                return n.min == 0 ? 0 : std::min(infinite, n.min * shortest(*n.children.front()));
        }
        return infinite;
    }

    std::optional<std::size_t> plug_in_rule(node const& n) const {
        for (auto const& p : g.engine().plug_ins())
            if (p.prose == n.name && !p.as_rule.empty()) return g.rules().find(p.as_rule);
        return std::nullopt;
    }

    // A number in [0, n), uniform (draws past the last whole multiple of n
    // are thrown away), the same everywhere.
    std::size_t pick(std::size_t n) {
        if (n <= 1) return 0;
        std::uint64_t const top =
            std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
        std::uint64_t draw = rng();
        while (draw >= top) draw = rng();
        return static_cast<std::size_t>(draw % n);
    }

    // The index among `candidates` (keys of `used` under `n`) used least,
    // ties broken at random.
    std::size_t least_used(node const& n, std::vector<std::size_t> const& candidates) {
        std::size_t best = infinite;
        std::vector<std::size_t> ties;
        for (std::size_t const c : candidates) {
            std::size_t const u = used[{&n, c}];
            if (u < best) {
                best = u;
                ties.clear();
            }
            if (u == best) ties.push_back(c);
        }
        std::size_t const chosen = ties[pick(ties.size())];
        ++used[{&n, chosen}];
        return chosen;
    }

    // What a derivation wrote that a mutation can work on.
    struct range_event {
        std::size_t offset, length;
        char32_t lo, hi;
    };
    struct repeat_event {
        std::size_t offset, length;  // the last element of a repetition at its maximum
    };

    void derive(std::size_t rule, std::size_t max_bytes, bool shortest_only) {
        out.clear();
        seen.assign(g.rules().rules().size(), false);
        delimiters.clear();
        ranges.clear();
        repeats.clear();
        limit = max_bytes;
        minimal = shortest_only;
        seen[rule] = true;
        emit(*g.rules().rules()[rule].definition, 0);
    }

    void emit(node const& n, int depth) {
        bool const shortest_now = minimal || depth > deep;
        std::size_t const room = out.size() < limit ? limit - out.size() : 0;
        switch (n.k) {
            case node::kind::alternation: {
                std::vector<std::size_t> fits;
                std::size_t best = 0;
                for (std::size_t k = 0; k < n.children.size(); ++k) {
                    std::size_t const m = shortest(*n.children[k]);
                    if (m < shortest(*n.children[best])) best = k;
                    if (!shortest_now && m <= room / 2 + 1) fits.push_back(k);
                }
                std::size_t const k = fits.empty() ? best : least_used(n, fits);
                emit(*n.children[k], depth);
                return;
            }
            case node::kind::concatenation:
                for (auto const& c : n.children) emit(*c, depth);
                return;
            case node::kind::repetition: {
                node const& element = *n.children.front();
                std::size_t count = n.min;
                if (!shortest_now) {
                    std::size_t const top = n.max == node::unbounded ? n.min + 4 : std::min(n.max, n.min + 8);
                    std::size_t const each = std::max<std::size_t>(1, shortest(element));
                    std::vector<std::size_t> fits;
                    for (std::size_t c = n.min; c <= top; ++c)
                        if (c == n.min || c * each <= room / 2 + 1) fits.push_back(c);
                    count = least_used(n, fits);
                }
                std::size_t last = out.size();
                for (std::size_t i = 0; i < count; ++i) {
                    last = out.size();
                    emit(element, depth + 1);
                }
                if (count > 0 && count == n.max && n.max != node::unbounded)
                    repeats.push_back({last, out.size() - last});
                return;
            }
            case node::kind::rule_ref:
                seen[n.rule] = true;
                emit(*g.rules().rules()[n.rule].definition, depth + 1);
                return;
            case node::kind::prose:
                if (auto const rule = plug_in_rule(n)) {
                    seen[*rule] = true;
                    emit(*g.rules().rules()[*rule].definition, depth + 1);
                }
                return;
            case node::kind::range: {
                char32_t c = n.lo;
                if (!minimal) {
                    std::size_t const which = pick(4);
                    if (which == 1)
                        c = n.hi;
                    else if (which >= 2)
                        c = n.lo + static_cast<char32_t>(pick(std::size_t{n.hi} - n.lo + 1));
                }
                std::size_t const at = out.size();
                append_utf8(out, c);
                ranges.push_back({at, out.size() - at, n.lo, n.hi});
                if (n.lo == n.hi && is_delimiter(c)) delimiters.push_back(at);
                return;
            }
            case node::kind::string:
                for (char32_t c : n.text) {
                    if (!n.case_sensitive && c >= 'a' && c <= 'z' && pick(2))
                        c = c - 'a' + 'A';
                    else if (!n.case_sensitive && c >= 'A' && c <= 'Z' && pick(2))
                        c = c - 'A' + 'a';
                    if (is_delimiter(c)) delimiters.push_back(out.size());
                    append_utf8(out, c);
                }
                return;
        }
    }

    sample finish(std::size_t rule, std::string_view mutation) const {
        sample s;
        s.text = out;
        s.valid = g.accepts(out, rule);
        for (std::size_t r = 0; r < seen.size(); ++r)
            if (seen[r]) s.rules.push_back(r);
        s.mutation = mutation;
        return s;
    }

    // A byte offset where a code point starts (or the end).
    std::size_t boundary() {
        std::vector<std::size_t> at;
        for (std::size_t i = 0; i <= out.size(); ++i)
            if (i == out.size() || (static_cast<unsigned char>(out[i]) & 0xC0) != 0x80) at.push_back(i);
        return at[pick(at.size())];
    }

    // One mutation of `out`; its name.
    std::string_view mutate() {
        std::vector<std::string_view> kinds{"neighbour-character", "break-utf8"};
        if (!delimiters.empty()) kinds.insert(kinds.end(), {"drop-delimiter", "duplicate-delimiter", "swap-delimiter"});
        std::vector<range_event> exceedable;
        for (auto const& r : ranges)
            if (r.lo > 0 || r.hi < 0x10FFFF) exceedable.push_back(r);
        if (!exceedable.empty() || !repeats.empty()) kinds.push_back("exceed-range");
        std::string_view const kind = kinds[pick(kinds.size())];
        if (kind == "drop-delimiter") {
            out.erase(delimiters[pick(delimiters.size())], 1);
        } else if (kind == "duplicate-delimiter") {
            std::size_t const at = delimiters[pick(delimiters.size())];
            out.insert(at, 1, out[at]);
        } else if (kind == "swap-delimiter") {
            std::size_t const at = delimiters[pick(delimiters.size())];
            static constexpr std::string_view all = ":/?#[]@!$&'()*+,;=%.";
            char c = out[at];
            while (c == out[at]) c = all[pick(all.size())];
            out[at] = c;
        } else if (kind == "neighbour-character") {
            out.insert(boundary(), neighbours[pick(std::size(neighbours))]);
        } else if (kind == "break-utf8") {
            std::vector<std::size_t> leads;
            for (std::size_t i = 0; i < out.size(); ++i)
                if (static_cast<unsigned char>(out[i]) >= 0xC0) leads.push_back(i);
            if (!leads.empty() && pick(2)) {
                std::size_t const at = leads[pick(leads.size())];
                std::size_t length = 1;
                while (at + length < out.size() && (static_cast<unsigned char>(out[at + length]) & 0xC0) == 0x80)
                    ++length;
                out.erase(at + length - 1, 1);  // cut short
            } else {
                out.insert(boundary(), broken_utf8[pick(std::size(broken_utf8))]);
            }
        } else {  // exceed-range
            if (!exceedable.empty() && (repeats.empty() || pick(2))) {
                range_event const r = exceedable[pick(exceedable.size())];
                bool const below = r.lo > 0 && (r.hi >= 0x10FFFF || pick(2));
                char32_t c = below ? r.lo - 1 : r.hi + 1;
                if (c >= 0xD800 && c <= 0xDFFF) c = below ? 0xD7FF : 0xE000;
                std::string replacement;
                append_utf8(replacement, c);
                out.replace(r.offset, r.length, replacement);
            } else {
                repeat_event const r = repeats[pick(repeats.size())];
                out.insert(r.offset, out.substr(r.offset, r.length));
            }
        }
        return kind;
    }

    loaded_grammar const& g;
    std::mt19937_64 rng;
    std::vector<std::size_t> rule_min;
    std::map<std::pair<node const*, std::size_t>, std::size_t> used;
    // The derivation being written.
    std::string out;
    std::vector<bool> seen;
    std::vector<std::size_t> delimiters;
    std::vector<range_event> ranges;
    std::vector<repeat_event> repeats;
    std::size_t limit = 0;
    bool minimal = false;
};

generator::generator(loaded_grammar const& g, std::uint64_t seed) : s_(std::make_unique<state>(g, seed)) {}
generator::~generator() = default;

std::size_t generator::shortest(std::size_t rule) const { return s_->rule_min[rule]; }

std::optional<generator::sample> generator::derive(std::size_t rule, std::size_t max_bytes) {
    if (s_->rule_min[rule] > max_bytes) return std::nullopt;
    for (int attempt = 0; attempt < 32; ++attempt) {
        s_->derive(rule, max_bytes, false);
        if (s_->out.size() <= max_bytes) return s_->finish(rule, "");
    }
    s_->derive(rule, max_bytes, true);
    return s_->finish(rule, "");
}

std::optional<generator::sample> generator::near_miss(std::size_t rule, std::size_t max_bytes) {
    if (s_->rule_min[rule] > max_bytes) return std::nullopt;
    for (int attempt = 0; attempt < 32; ++attempt) {
        std::size_t const room = max_bytes >= s_->rule_min[rule] + 4 ? max_bytes - 4 : max_bytes;
        s_->derive(rule, room, attempt >= 16);
        if (s_->out.size() > room) continue;
        std::string_view const kind = s_->mutate();
        if (s_->out.size() <= max_bytes) return s_->finish(rule, kind);
    }
    return std::nullopt;
}

}  // namespace iri::abnf
