// The differential oracle (tests/oracles/abnf/abnf_oracle.hpp): the ABNF
// files read and matched exactly, against iri::is_valid at every entry
// point, and each production of the grammar (the X3 rule alone, anchored)
// against the ABNF rule of the same name, over the fuzz corpus (fuzz/seeds, fuzz/regression) and over inputs
// derived at random from the ABNF and mutated. A disagreement prints the
// input and both verdicts; the fuzz target abnf_oracle runs the same check.
#include "tests/oracles/abnf/abnf_oracle.hpp"
#include "support/support.hpp"

#include <iri/explain.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

abnf::oracle const& the_oracle() {
    static abnf::oracle const o(IRI_SOURCE_DIR);
    return o;
}

struct tally {
    explicit tally(abnf::oracle const& o = the_oracle()) : oracle(o) {}
    abnf::oracle const& oracle;
    std::size_t inputs = 0;
    std::vector<std::size_t> accepted = std::vector<std::size_t>(abnf::entry_points().size());
    std::vector<std::string> disagreements;

    void check(std::string_view bytes) {
        ++inputs;
        auto const verdicts = oracle.judge(bytes);
        std::ostringstream report;
        bool differ = false;
        for (std::size_t i = 0; i < verdicts.size(); ++i) {
            auto const& v = verdicts[i];
            if (v.abnf) ++accepted[i];
            if (v.abnf != v.library) differ = true;
            report << "  " << v.entry->rule << ": ABNF " << (v.abnf ? "accepts" : "rejects") << ", is_valid "
                   << (v.library ? "accepts" : "rejects") << (v.abnf != v.library ? "  <-- differ" : "") << "\n";
        }
        for (auto const name : oracle.differing_productions(bytes)) {
            differ = true;
            report << "  production " << name << ": the X3 rule and the ABNF differ\n";
        }
        if (differ) disagreements.push_back("\"" + abnf::escaped(bytes) + "\"\n" + report.str());
    }

    void require_none() const {
        std::ostringstream all;
        for (std::size_t i = 0; i < disagreements.size() && i < 20; ++i) all << disagreements[i];
        INFO(disagreements.size() << " of " << inputs << " inputs where the ABNF and is_valid differ:\n" << all.str());
        CHECK(disagreements.empty());
    }
};

using test::utf8;

// Random derivations from the ABNF: a random alternative, a small random
// count, a code point at a range's ends or inside it (or, one time in 12,
// just outside it: a near miss, for rules that accept too much), a random
// case.
class generator {
public:
    generator(abnf::grammar const& g, std::uint32_t seed) : g_(g), rng_(seed) {}

    std::string derive(std::string_view rule) {
        std::string out;
        node(*g_.rules()[g_.find(rule)].definition, out, 0);
        return out;
    }

    // One small change: a byte replaced (at random or by its neighbour),
    // deleted or inserted, or a token
    // inserted (delimiters, bidi controls, non-ASCII, invalid UTF-8).
    std::string mutate(std::string s) {
        static char const* const tokens[] = {":",
                                             "/",
                                             "//",
                                             "?",
                                             "#",
                                             "[",
                                             "]",
                                             "@",
                                             "%",
                                             "%4",
                                             "%41",
                                             ".",
                                             "::",
                                             "1",
                                             "a",
                                             "v",
                                             "-",
                                             "\xE2\x80\x8E",
                                             "\xE2\x80\xAE",
                                             "\xC3\xA9",
                                             "\xEE\x80\x80",
                                             "\xF4\x8F\xBF\xBD",
                                             "\xEF\xBF\xBF",
                                             "\xF3\xB0\x80\x80",
                                             "\x80",
                                             "\xC0\xAF",
                                             "\xED\xA0\x80",
                                             " ",
                                             "\\",
                                             "\x7F",
                                             "\xC2\xA0"};
        std::size_t const pos = s.empty() ? 0 : pick(s.size());
        switch (pick(5)) {
            case 0:
                if (!s.empty()) s[pos] = static_cast<char>(pick(256));
                break;
            case 4:  // a neighbour: "24" becomes "25", "f" "g", ":" ";"
                if (!s.empty()) s[pos] = static_cast<char>(s[pos] + (pick(2) ? 1 : -1));
                break;
            case 1:
                if (!s.empty()) s.erase(pos, 1);
                break;
            case 2: s.insert(pos, 1, static_cast<char>(pick(128))); break;
            default: s.insert(pos, tokens[pick(std::size(tokens))]); break;
        }
        return s;
    }

    std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

private:
    void node(abnf::node const& n, std::string& out, int depth) {
        using k = abnf::node::kind;
        switch (n.k) {
            case k::alternation: node(*n.children[pick(n.children.size())], out, depth); return;
            case k::concatenation:
                for (auto const& c : n.children) node(*c, out, depth);
                return;
            case k::repetition: {
                std::size_t count = n.min;
                std::size_t const extra = n.max == abnf::node::unbounded ? 4 : n.max - n.min;
                count += pick(extra + 1);
                for (std::size_t i = 0; i < count; ++i) node(*n.children.front(), out, depth);
                return;
            }
            case k::rule_ref:
                if (depth < 40) node(*g_.rules()[n.rule].definition, out, depth + 1);
                return;
            case k::range: {
                char32_t c = n.lo;
                std::size_t const which = pick(24);
                if (which == 0 && n.lo > 0 && n.lo - 1 != 0xDFFF)
                    c = n.lo - 1;  // a near miss, outside the language
                else if (which == 1 && n.hi < 0x10FFFF && n.hi + 1 != 0xD800)
                    c = n.hi + 1;
                else if (which < 8)
                    c = n.hi;
                else if (which >= 12)
                    c = n.lo + static_cast<char32_t>(pick(n.hi - n.lo + 1));
                out += utf8(c);
                return;
            }
            case k::string:
                for (char32_t c : n.text) {
                    if (!n.case_sensitive && c >= 'a' && c <= 'z' && pick(2))
                        c = c - 'a' + 'A';
                    else if (!n.case_sensitive && c >= 'A' && c <= 'Z' && pick(2))
                        c = c - 'A' + 'a';
                    out += utf8(c);
                }
                return;
            case k::prose: return;  // <ipchar> and <pchar> appear under "0" repetitions only
        }
    }

    abnf::grammar const& g_;
    std::mt19937 rng_;
};

std::string read_bytes(std::filesystem::path const& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("abnf oracle: the rules read from the ABNF files are the grammar's productions", "[abnf][oracle]") {
    std::set<std::string> read, table;
    for (auto const& r : the_oracle().rules().rules()) read.insert(r.name);
    for (auto const& p : iri::productions()) table.insert(std::string(p.name));
    std::ostringstream only_read, only_table;
    for (auto const& n : read)
        if (!table.count(n)) only_read << " " << n;
    for (auto const& n : table)
        if (!read.count(n)) only_table << " " << n;
    INFO("read from the .abnf files only:" << only_read.str() << "\nin iri::productions() only:" << only_table.str());
    CHECK(read == table);
    CHECK(read.size() == iri::productions().size());
    // The prose values the files contain are exactly the plugged-in ones.
    std::set<std::string> prose, plugged;
    for (auto const& p : the_oracle().rules().prose_values()) prose.insert(p);
    for (auto const& p : the_oracle().engine().plug_ins()) plugged.insert(p.prose);
    CHECK(prose == plugged);
}

TEST_CASE("abnf oracle: the fuzz corpus, ABNF against is_valid", "[abnf][oracle]") {
    tally t;
    std::size_t files = 0;
    for (char const* dir : {"/fuzz/seeds", "/fuzz/regression"}) {
        for (auto const& e : std::filesystem::directory_iterator(std::string(IRI_SOURCE_DIR) + dir)) {
            if (!e.is_regular_file()) continue;
            ++files;
            std::string const bytes = read_bytes(e.path());
            t.check(bytes);
            // Two-input seeds (base NUL reference): each half too.
            if (auto const nul = bytes.find('\0'); nul != std::string::npos) {
                t.check(std::string_view(bytes).substr(0, nul));
                t.check(std::string_view(bytes).substr(nul + 1));
            }
        }
    }
    CHECK(files >= 100);
    std::printf("abnf oracle: %zu corpus files, %zu inputs, %zu disagreements\n", files, t.inputs,
                t.disagreements.size());
    t.require_none();
}

namespace {

// Derivations from the entry points and from every production in turn,
// each followed by a few mutations: `rounds` derivations, 4 inputs each.
// `until_found`: stop at the first disagreement, the same inputs in the same
// order until then (a planted fault needs one; a sanitizer build is slow).
void generate(tally& t, std::size_t rounds, std::uint32_t seed, bool until_found = false) {
    generator gen(t.oracle.rules(), seed);
    auto const productions = iri::productions();
    for (std::size_t i = 0; i < rounds && !(until_found && !t.disagreements.empty()); ++i) {
        std::string_view const rule = i % 2 == 0 ? abnf::entry_points()[(i / 2) % abnf::entry_points().size()].rule
                                                 : productions[(i / 2) % productions.size()].name;
        std::string const derived = gen.derive(rule);
        if (derived.size() > 400) continue;
        t.check(derived);
        std::string mutated = derived;
        for (int m = 0; m < 3; ++m) {
            mutated = gen.mutate(mutated);
            t.check(mutated);
        }
    }
}

std::string replaced(std::string text, std::string_view from, std::string_view to) {
    auto const at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("abnf oracle: random derivations from the ABNF and their mutations", "[abnf][oracle]") {
    tally t;
    auto const start = std::chrono::steady_clock::now();
    generate(t, test::oracle_rounds(12000), 20240517);
    double const seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("abnf oracle: %zu generated inputs in %.1f s, %zu disagreements; accepted:", t.inputs, seconds,
                t.disagreements.size());
    for (std::size_t i = 0; i < t.accepted.size(); ++i)
        std::printf(" %.*s %zu", static_cast<int>(abnf::entry_points()[i].rule.size()),
                    abnf::entry_points()[i].rule.data(), t.accepted[i]);
    std::printf("\n");
    // Not vacuous: every entry point saw inputs it accepts and inputs it rejects.
    CHECK(t.inputs >= test::oracle_rounds(40000));
    for (std::size_t const a : t.accepted) {
        CHECK(a >= test::oracle_rounds(2000));
        CHECK(a + test::oracle_rounds(2000) <= t.inputs);
    }
    t.require_none();
}

TEST_CASE("abnf oracle: a fault planted in the ABNF is found", "[abnf][oracle]") {
    // Faults the X3 rules could have, planted on the ABNF side instead; the
    // generated inputs must find each (the corpus alone need not).
    std::string const iri = read_bytes(std::string(IRI_SOURCE_DIR) + "/grammar/rfc3987/rfc3987.abnf");
    std::string const uri = read_bytes(std::string(IRI_SOURCE_DIR) + "/grammar/rfc3986/rfc3986-uri.abnf");
    struct fault {
        char const* what;
        std::string rfc3987;
    } const faults[] = {
        {"dec-octet without 250-255", replaced(iri, "               / \"25\" %x30-35", "")},
        {"dec-octet admits 256-259", replaced(iri, "\"25\" %x30-35", "\"25\" %x30-39")},
        {"iunreserved without ucschar", replaced(iri, "\"~\" / ucschar", "\"~\"")},
        {"ifragment admits iprivate",
         replaced(iri, "ifragment      = *( ipchar /", "ifragment      = *( ipchar / iprivate /")},
        {"IPv6address without its last alternative",
         replaced(iri, "               / [ *6( h16 \":\" ) h16 ] \"::\"\n", "\n")},
    };
    for (auto const& f : faults) {
        INFO(f.what);
        abnf::oracle const planted(f.rfc3987, uri);
        tally t(planted);
        generate(t, 12000, 20240517, true);
        std::printf("abnf oracle: planted fault \"%s\": %zu of %zu inputs differ\n", f.what, t.disagreements.size(),
                    t.inputs);
        CHECK(!t.disagreements.empty());
    }
}
