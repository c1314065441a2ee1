// Deterministic generation of references from small alphabets of pieces,
// for the property and differential tests of resolution and normalization.
//
// The generator is a 64-bit LCG read from its top bits, not a standard
// distribution, so the same seed gives the same references with every
// compiler and standard library, and a failure seen once is seen again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace test {

class generator {
public:
    explicit generator(std::uint64_t seed) : state_(seed) {}
    std::size_t below(std::size_t n) {
        state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::size_t>((state_ >> 33) % n);
    }
    bool chance(std::size_t one_in) { return below(one_in) == 0; }
    std::string_view pick(std::span<std::string_view const> items) { return items[below(items.size())]; }

private:
    std::uint64_t state_;
};

// The pieces references are made of.
struct alphabet {
    std::span<std::string_view const> segments;
    std::span<std::string_view const> schemes;
    std::span<std::string_view const> authorities;
    std::span<std::string_view const> queries;
    std::span<std::string_view const> fragments;
};

// For resolution: dot segments and their look-alikes ("%2E", ".a", "a.."),
// empty segments, a colon, non-ASCII.
inline constexpr std::string_view resolution_segments[] = {
    "a", "b", "..", ".", "", "%2E", "%2e%2E", "\xC3\xA9", "g:h", "\xE6\xBC\xA2", ";x=1", ".a", "a..",
};
inline constexpr std::string_view resolution_schemes[] = {"s", "http", "g"};
inline constexpr std::string_view resolution_authorities[] = {"", "h", "\xC3\xA9.example", "u@h:8", "h:"};
inline constexpr std::string_view resolution_queries[] = {"", "y", "\xC3\xA9/../x", "a?b", "./"};
inline constexpr std::string_view resolution_fragments[] = {"", "s", "\xC3\xA9/./x", "?#"};
inline constexpr alphabet resolution_alphabet{resolution_segments, resolution_schemes, resolution_authorities,
                                              resolution_queries, resolution_fragments};

inline std::string generate_path(generator& g, alphabet const& a, std::size_t max_segments) {
    std::string p;
    std::size_t const n = g.below(max_segments + 1);
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0) p += '/';
        p += g.pick(a.segments);
    }
    return p;
}

inline std::string generate_query_and_fragment(generator& g, alphabet const& a) {
    std::string s;
    if (g.chance(3)) s += "?" + std::string(g.pick(a.queries));
    if (g.chance(3)) s += "#" + std::string(g.pick(a.fragments));
    return s;
}

// An absolute IRI, with or without authority, query and fragment.
inline std::string generate_base(generator& g, alphabet const& a = resolution_alphabet) {
    std::string b = std::string(g.pick(a.schemes)) + ":";
    bool const authority = !g.chance(3);
    if (authority) b += "//" + std::string(g.pick(a.authorities));
    std::string const p = generate_path(g, a, 4);
    if (authority || g.chance(2)) {
        if (!p.empty() || !authority || g.chance(2)) b += "/";
    }
    b += p;
    return b + generate_query_and_fragment(g, a);
}

// Any kind of reference: with a scheme, network-path, absolute-path, empty,
// relative-path (the most frequent).
inline std::string generate_reference(generator& g, alphabet const& a = resolution_alphabet) {
    // One call of g per statement: the order of the operands of "+" is
    // unspecified, and the sequence of draws must not depend on it.
    std::string r;
    switch (g.below(8)) {
        case 0:
            r = std::string(g.pick(a.schemes)) + ":";
            if (g.chance(2)) r += "/";
            r += generate_path(g, a, 4);
            break;
        case 1:
            r = "//" + std::string(g.pick(a.authorities));
            if (!g.chance(4)) r += "/" + generate_path(g, a, 4);
            break;
        case 2: r = "/" + generate_path(g, a, 5); break;
        case 3: r = ""; break;
        default: r = generate_path(g, a, 6); break;
    }
    return r + generate_query_and_fragment(g, a);
}

}  // namespace test
