// RFC 3987 §3.1 step 2's writing of bytes beyond ASCII as triplets
// (unicode/high_byte_triplets.hpp): the scalar version and the AVX version
// against what step 2 says, a byte at a time, at every length and position
// around the eight- and sixteen-byte blocks, at every class boundary.
#include "unicode/high_byte_triplets.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <string_view>

namespace {

using iri::unicode::high_byte_triplets_room;

// What step 2 says, a byte at a time.
std::string expected(std::string_view text) {
    constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : text) {
        auto const b = static_cast<unsigned char>(c);
        if (b < 0x80)
            out += c;
        else
            out += {'%', hex[b >> 4], hex[b & 0xF]};
    }
    return out;
}

std::string scalar(std::string_view text) {
    std::string out(3 * text.size() + high_byte_triplets_room, '\0');
    char* const end =
        iri::unicode::write_high_byte_triplets_scalar(text.data(), text.data() + text.size(), out.data());
    out.resize(static_cast<std::size_t>(end - out.data()));
    return out;
}

#if defined(IRI_HAVE_AVX)
std::string vector(std::string_view text) {
    std::string out(3 * text.size() + high_byte_triplets_room, '\0');
    char* const end =
        iri::unicode::write_high_byte_triplets_avx(text.data(), text.data() + text.size(), out.data());
    out.resize(static_cast<std::size_t>(end - out.data()));
    return out;
}
#endif

// The scalar version, and the vector one where this CPU runs it, against
// what step 2 says.
void check_versions(std::string_view text) {
    std::string const want = expected(text);
    REQUIRE(scalar(text) == want);
#if defined(IRI_HAVE_AVX)
    if (iri::unicode::cpu_has_avx) REQUIRE(vector(text) == want);
#endif
}

}  // namespace

TEST_CASE("write_high_byte_triplets: each byte >= 0x80 as its uppercase triplet, the rest as it is",
          "[unicode][to_uri]") {
    CHECK(scalar("") == "");
    CHECK(scalar("http://example.org/a?b#c") == "http://example.org/a?b#c");
    CHECK(scalar("/r\xC3\xA9sum\xC3\xA9") == "/r%C3%A9sum%C3%A9");
    CHECK(scalar("\xE4\xB8\xAD%e4") == "%E4%B8%AD%e4");  // a triplet already there is kept as written
    for (int b = 0; b < 256; ++b) {
        std::string const text = "a" + std::string(1, static_cast<char>(b)) + "b";
        INFO("byte " << b);
        check_versions(text);
    }
}

TEST_CASE("write_high_byte_triplets: both versions at every position and length of a run", "[unicode][to_uri]") {
#if defined(IRI_HAVE_AVX)
    if (!iri::unicode::cpu_has_avx) WARN("this CPU has no AVX: the vector version is not run");
#endif
    // Every text of up to 50 bytes made of ASCII, one run of bytes >= 0x80
    // starting at any position and of any length, then ASCII: the run's
    // ends fall at every lane of an eight- and a sixteen-byte block, in
    // texts shorter than a block, and in the last fifteen bytes, which the
    // vector version loads as the sixteen that end the text. The bytes on
    // both sides of the boundary (0x7F, 0x80) and at the ends of each class
    // (0x00, 0xFF) take turns.
    constexpr unsigned char ascii[] = {0x00, 0x41, 0x7F, 0x25};
    constexpr unsigned char high[] = {0x80, 0xBF, 0xC3, 0xE4, 0xFF};
    for (std::size_t n = 0; n <= 50; ++n)
        for (std::size_t start = 0; start <= n; ++start)
            for (std::size_t length = 0; start + length <= n; ++length) {
                std::string text(n, '\0');
                for (std::size_t i = 0; i < n; ++i)
                    text[i] = static_cast<char>(i >= start && i < start + length ? high[(i + n) % 5] : ascii[(i + n) % 4]);
                INFO("length " << n << ", bytes >= 0x80 from " << start << " for " << length);
                check_versions(text);
            }
    // Any bytes, runs of all lengths, texts up to 200 bytes.
    std::mt19937 random(3987);
    for (int round = 0; round < 20000; ++round) {
        std::string text(random() % 200, '\0');
        auto const high_share = random() % 9;  // eighths of the bytes
        for (char& c : text) {
            auto const b = static_cast<unsigned char>(random());
            c = static_cast<char>(random() % 8 < high_share ? b | 0x80 : b & 0x7F);
        }
        INFO("round " << round);
        check_versions(text);
    }
}
