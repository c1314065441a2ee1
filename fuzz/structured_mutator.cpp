// Structure-aware mutation for any target: LLVMFuzzerCustomMutator and
// LLVMFuzzerCustomCrossOver built on the ABNF generator of <iri/abnf.hpp>.
// Linked into the *_structured targets (fuzz/CMakeLists.txt: MUTATOR
// GRAMMAR RULE), which are the plain targets' sources with this file
// added, so that the two can be compared on coverage (fuzz/README.md).
//
// Byte-level mutations rarely write a whole IPv6address or a valid
// percent-encoded UTF-8 sequence; derivations of the grammar's rules do, and
// near misses (one structural mutation of a derivation) land just outside
// the language, where parsers go wrong. Each call picks one of:
//   - libFuzzer's own mutation (LLVMFuzzerMutate), a quarter of the time;
//   - a whole new derivation or near miss of the entry rule;
//   - a span of the input replaced by a derivation or near miss of a rule
//     the entry rule uses (a host into a path, an IP literal into a query);
//   - a derivation of such a rule inserted at a delimiter of the input.
// The crossover joins a prefix of one input and a suffix of the other, cut
// at delimiters, so that components change places whole.
#include <iri/abnf.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#if !defined(IRI_FUZZ_MUTATOR_GRAMMAR) || !defined(IRI_FUZZ_MUTATOR_RULE)
#error "compile with -DIRI_FUZZ_MUTATOR_GRAMMAR=\"rfc3987\" -DIRI_FUZZ_MUTATOR_RULE=\"IRI-reference\""
#endif

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

// Derivations longer than this add little: components are short.
constexpr std::size_t max_derivation = 128;
constexpr std::size_t max_part = 32;

struct structure {
    std::unique_ptr<iri::abnf::loaded_grammar> grammar = iri::abnf::loaded_grammar::builtin(IRI_FUZZ_MUTATOR_GRAMMAR);
    std::size_t entry = grammar->engine().rule_index(IRI_FUZZ_MUTATOR_RULE);
    std::vector<std::size_t> parts = iri::abnf::reachable_rules(grammar->rules(), entry);
    // One generator for the whole campaign: it steers toward alternatives
    // and repetition counts it has used least, across calls.
    iri::abnf::generator generate{*grammar, 1};
};

structure& the_structure() {
    static structure s;
    return s;
}

std::optional<std::string> derive_or_miss(std::minstd_rand& random, std::size_t rule, std::size_t max_bytes) {
    structure& s = the_structure();
    auto sample = random() % 2 == 0 ? s.generate.derive(rule, max_bytes) : s.generate.near_miss(rule, max_bytes);
    if (!sample) return std::nullopt;
    return std::move(sample->text);
}

std::size_t write(std::string_view text, std::uint8_t* data, std::size_t max_size) {
    std::size_t const n = std::min(text.size(), max_size);
    if (n != 0) std::memcpy(data, text.data(), n);
    return n;
}

bool is_delimiter(std::uint8_t c) {
    return std::string_view(":/?#[]@!$&'()*+,;=.%").find(static_cast<char>(c)) != std::string_view::npos;
}

// The positions of the input where a component may start or end: its ends
// and each delimiter.
std::vector<std::size_t> cut_points(std::uint8_t const* data, std::size_t size) {
    std::vector<std::size_t> points{0};
    for (std::size_t i = 0; i < size; ++i)
        if (is_delimiter(data[i])) points.push_back(i);
    points.push_back(size);
    return points;
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
    std::minstd_rand random(seed);
    structure& s = the_structure();
    std::string_view const input(reinterpret_cast<char const*>(data), size);
    switch (random() % 4) {
        case 1:
            if (auto text = derive_or_miss(random, s.entry, std::min(max_size, max_derivation)))
                return write(*text, data, max_size);
            break;
        case 2: {
            std::size_t const rule = s.parts[random() % s.parts.size()];
            auto part = derive_or_miss(random, rule, max_part);
            if (!part) break;
            std::size_t const from = size == 0 ? 0 : random() % (size + 1);
            std::size_t const to = from + std::min<std::size_t>(size - from, random() % 17);
            std::string const text = std::string(input.substr(0, from)) + *part + std::string(input.substr(to));
            return write(text, data, max_size);
        }
        case 3: {
            std::size_t const rule = s.parts[random() % s.parts.size()];
            auto part = derive_or_miss(random, rule, max_part);
            if (!part) break;
            std::vector<std::size_t> const points = cut_points(data, size);
            std::size_t const at = points[random() % points.size()];
            std::string const text = std::string(input.substr(0, at)) + *part + std::string(input.substr(at));
            return write(text, data, max_size);
        }
        default: break;
    }
    return LLVMFuzzerMutate(data, size, max_size);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(std::uint8_t const* data1, std::size_t size1,
                                                 std::uint8_t const* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
    std::minstd_rand random(seed);
    std::vector<std::size_t> const first = cut_points(data1, size1), second = cut_points(data2, size2);
    std::size_t const prefix = first[random() % first.size()];
    std::size_t const from = second[random() % second.size()];
    std::string text(reinterpret_cast<char const*>(data1), prefix);
    text.append(reinterpret_cast<char const*>(data2) + from, size2 - from);
    return write(text, out, max_out_size);
}
