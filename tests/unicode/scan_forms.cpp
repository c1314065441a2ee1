// The byte scans that read sixteen bytes at a time against their portable
// forms (fuzz/scan_forms.hpp), on texts around the block size: every byte
// value at every position of every length up to 40 in three fillings, and
// pairs of bytes at the edges of the classes the scans tell apart, side by
// side at every position of the lengths around one and two blocks.
//
// A sanitizer build, where each text costs about three times more, puts only
// the class-edge bytes at each position and fills only the lengths at the
// block edges: it looks for reads out of bounds, which depend on the
// lengths, not on the values (tests/support/support.hpp, oracle_rounds).
#include "fuzz/scan_forms.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace {

// The fillings: letters (most runs), triplets (a URI's non-ASCII), Han in
// UTF-8 (text beyond ASCII). The lengths go to 40: two blocks and a tail.
constexpr std::array<std::string_view, 3> fillings = {"a", "%41", "\xE4\xB8\xAD"};
constexpr std::size_t longest = 40;

std::string filled(std::string_view filling, std::size_t length) {
    std::string text;
    while (text.size() < length) text.append(filling);
    text.resize(length);
    return text;
}

// The bytes at the edges of the scans' classes: C0 controls and space,
// the delimiters, digits and hex letters, "A"-"Z" and "a"-"z" and their
// neighbours, DEL, and the lead and second bytes that may start a
// right-to-left character (unicode/right_to_left_scan.hpp) and theirs.
constexpr unsigned char edges[] = {0x00, 0x1F, 0x20, 0x21, '#',  '%',  ',',  '-',  '.',  '/',  '0',  '9',  ':',
                                   ';',  '=',  '?',  '@',  'A',  'F',  'G',  'Z',  '[',  '_',  '`',  'a',  'f',
                                   'g',  'z',  '{',  0x7E, 0x7F, 0x80, 0x81, 0x82, 0x8F, 0x90, 0x91, 0x9D, 0x9E,
                                   0x9F, 0xA0, 0xA3, 0xA4, 0xAB, 0xAC, 0xBB, 0xBC, 0xBF, 0xC0, 0xD5, 0xD6, 0xDF,
                                   0xE0, 0xE1, 0xE2, 0xE3, 0xEE, 0xEF, 0xF0, 0xF1, 0xFF};

// The byte values the first test puts at each position, and the lengths
// the second fills.
#ifdef IRI_TESTS_FEWER_ROUNDS
constexpr std::span<unsigned char const> values(edges);
constexpr std::size_t pair_lengths[] = {2, 16, 17, 33};
#else
constexpr std::array<unsigned char, 256> all_bytes = [] {
    std::array<unsigned char, 256> bytes{};
    for (std::size_t b = 0; b < bytes.size(); ++b) bytes[b] = static_cast<unsigned char>(b);
    return bytes;
}();
constexpr std::span<unsigned char const> values(all_bytes);
constexpr std::size_t pair_lengths[] = {2, 15, 16, 17, 32, 33};
#endif

}  // namespace

TEST_CASE("the sixteen-byte scans give their portable forms' answers: every byte at every position",
          "[unicode][scan][simd]") {
    std::size_t texts = 0;
    for (std::string_view const filling : fillings)
        for (std::size_t length = 0; length <= longest; ++length) {
            std::string text = filled(filling, length);
            for (std::size_t at = 0; at < length; ++at) {
                char const kept = text[at];
                for (unsigned char const b : values) {
                    text[at] = static_cast<char>(b);
                    std::string_view const scan = iri_fuzz::scan_forms_disagree(text);
                    ++texts;
                    if (!scan.empty()) {
                        INFO("filling \"" << filling << "\", length " << length << ", byte " << int{b} << " at " << at);
                        FAIL(scan);
                    }
                }
                text[at] = kept;
            }
        }
    CHECK(texts == fillings.size() * values.size() * (longest * (longest + 1) / 2));
}

TEST_CASE("the sixteen-byte scans give their portable forms' answers: two bytes side by side at class edges",
          "[unicode][scan][simd]") {
    std::size_t texts = 0, positions = 0;
    for (std::size_t const length : pair_lengths) {
        positions += length - 1;
        std::string text = filled("a", length);
        for (std::size_t at = 0; at + 1 < length; ++at) {
            for (unsigned char const first : edges)
                for (unsigned char const second : edges) {
                    text[at] = static_cast<char>(first);
                    text[at + 1] = static_cast<char>(second);
                    std::string_view const scan = iri_fuzz::scan_forms_disagree(text);
                    ++texts;
                    if (!scan.empty()) {
                        INFO("length " << length << ", bytes " << int{first} << " and " << int{second} << " at " << at);
                        FAIL(scan);
                    }
                }
            text[at] = text[at + 1] = 'a';
        }
    }
    CHECK(texts == std::size(edges) * std::size(edges) * positions);
}
