// The sixteen-byte scans of unicode/ascii_scan.hpp against plain loops, at
// every length and position around the block size.
#include "unicode/ascii_scan.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

TEST_CASE("last_byte finds the last occurrence, as a backward loop does", "[unicode][scan]") {
    for (std::size_t n = 0; n <= 40; ++n) {
        std::string const plain(n, 'a');
        CHECK(iri::unicode::last_byte(plain.data(), n, '/') == n);
        for (std::size_t at = 0; at < n; ++at) {
            std::string text = plain;
            text[at] = '/';
            INFO("length " << n << ", '/' at " << at);
            CHECK(iri::unicode::last_byte(text.data(), n, '/') == at);
            if (at > 0) {
                text[0] = '/';  // an earlier one changes nothing
                CHECK(iri::unicode::last_byte(text.data(), n, '/') == at);
            }
        }
    }
}

TEST_CASE("at_sign_first: an '@' before any '/', '?' or '#'", "[unicode][scan]") {
    auto first = [](std::string const& s) { return iri::unicode::at_sign_first(s.data(), s.data() + s.size()); };
    CHECK(first("user@host"));
    CHECK_FALSE(first("host/path@x"));
    CHECK_FALSE(first("host?q@x"));
    CHECK_FALSE(first("host#f@x"));
    CHECK_FALSE(first("host"));
    CHECK(first(std::string(40, 'u') + "@h"));
    CHECK_FALSE(first(std::string(40, 'u') + "/@h"));
    // Every byte value, in a sixteen-byte block and in the byte-by-byte
    // tail: only "/", "?" and "#" stop the search before the "@".
    for (int b = 0; b < 256; ++b) {
        bool const stops = b == '/' || b == '?' || b == '#';
        for (std::size_t at : {std::size_t{3}, std::size_t{20}}) {
            std::string text(24, 'u');
            text[at] = static_cast<char>(b);
            text += "@h";
            INFO("byte " << b << " at " << at);
            CHECK(first(text) == !stops);
        }
    }
}

TEST_CASE("scan_bytes: a byte beyond ASCII and a given byte at every length and place", "[unicode][scan]") {
    auto scan = [](std::string const& s, std::size_t n) { return iri::unicode::scan_bytes(s.data(), n, '%'); };
    for (std::size_t n = 0; n <= 50; ++n) {
        std::string const plain(n, 'a');
        CHECK_FALSE(scan(plain, n).non_ascii);
        CHECK_FALSE(scan(plain, n).has_c);
        for (std::size_t at = 0; at < n; ++at) {
            INFO("length " << n << ", at " << at);
            for (char const bad : {'%', '\x80', '\xFF', '\xA5'}) {  // 0xA5: '%' with the high bit
                std::string text = plain;
                text[at] = bad;
                CHECK(scan(text, n).non_ascii == (bad != '%'));
                CHECK(scan(text, n).has_c == (bad == '%'));
                // Only the first n bytes count.
                CHECK_FALSE(scan(text, at).non_ascii);
                CHECK_FALSE(scan(text, at).has_c);
            }
            std::string both = plain;
            both[at] = '%';
            both[n - 1 - at] = '\xC3';
            if (at != n - 1 - at) CHECK((scan(both, n).non_ascii && scan(both, n).has_c));
        }
    }
}

TEST_CASE("scan_plain: ASCII without a byte, and a byte right before another", "[unicode][scan]") {
    auto const plain_loop = [](std::string const& s, std::size_t n) {
        for (std::size_t i = 1; i < n; ++i)
            if (s[i - 1] == '/' && s[i] == '.') return true;
        return false;
    };
    // The pair, as scan_plain finds it in a plain text; nothing said of
    // another (false).
    auto const has_byte_pair = [](char const* p, std::size_t n, char before, char after) {
        iri::unicode::plain_content const found = iri::unicode::scan_plain(p, n, '%', before, after);
        iri::unicode::byte_content const bytes = iri::unicode::scan_bytes(p, n, '%');
        CHECK(found.plain == (!bytes.non_ascii && !bytes.has_c));
        return found.plain && found.has_pair;
    };
    // In a text that is not plain the pair is not looked for.
    auto const plain_pair = [&](std::string const& s, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i)
            if (static_cast<unsigned char>(s[i]) >= 0x80 || s[i] == '%') return false;
        return plain_loop(s, n);
    };
    // A byte beyond ASCII or a "%" anywhere makes a text not plain; only
    // the first n bytes count.
    for (std::size_t n = 1; n <= 50; ++n)
        for (std::size_t at = 0; at < n; ++at)
            for (char const bad : {'%', '\x80', '\xA5', '\xFF'}) {
                INFO("length " << n << ", at " << at << ", byte " << int(bad));
                std::string text(n, '/');
                text[at] = bad;
                CHECK_FALSE(iri::unicode::scan_plain(text.data(), n, '%', '/', '.').plain);
                CHECK(iri::unicode::scan_plain(text.data(), at, '%', '/', '.').plain);
            }
    for (std::size_t n = 0; n <= 50; ++n)
        for (char const filler : {'a', '\xAF', '\xAE', '.', '/'}) {  // 0xAF, 0xAE: "/" and "." with the high bit
            std::string const plain(n, filler);
            CHECK(has_byte_pair(plain.data(), n, '/', '.') == plain_pair(plain, n));
            for (std::size_t at = 0; at + 1 < n; ++at) {
                INFO("length " << n << ", pair at " << at << ", filler " << int(filler));
                std::string text = plain;
                text[at] = '/';
                text[at + 1] = '.';
                CHECK(has_byte_pair(text.data(), n, '/', '.') == plain_pair(text, n));
                // Only the first n bytes count: a pair cut by the end is none.
                CHECK(has_byte_pair(text.data(), at + 1, '/', '.') == plain_pair(text, at + 1));
                // The two apart, or swapped, are no pair.
                std::string swapped = plain;
                swapped[at] = '.';
                swapped[at + 1] = '/';
                CHECK(has_byte_pair(swapped.data(), n, '/', '.') == plain_pair(swapped, n));
            }
        }
}

TEST_CASE("first_of finds the first byte of a set as a forward loop does", "[unicode][scan]") {
    for (std::string_view const set :
         {std::string_view("."), std::string_view("&;="), std::string_view("ab"), std::string_view("&;=.")}) {
        // Around the found byte: ASCII, or bytes beyond it (the word
        // tricks must not carry from one byte into the next).
        for (std::size_t n = 0; n <= 40; ++n)
            for (char const filler : {'x', '\xE9', '\x80'}) {
                std::string const plain(n, filler);
                CHECK(iri::unicode::first_of(plain.data(), n, set) == n);
                CHECK(iri::unicode::first_of(plain.data(), n, "") == n);
                for (std::size_t at = 0; at < n; ++at) {
                    for (char const c : set) {
                        std::string text = plain;
                        text[at] = c;
                        if (at + 3 < n) text[at + 3] = set[0];  // a later one changes nothing
                        INFO("set '" << set << "', length " << n << ", '" << c << "' at " << at << ", filler "
                                     << int(filler));
                        CHECK(iri::unicode::first_of(text.data(), n, set) == at);
                        CHECK(iri::unicode::first_of(text.data(), at, set) == at);
                    }
                }
            }
    }
}

namespace {
// Whole "%" HEXDIG HEXDIG triplets from the start of [p, p + n), byte by
// byte: what the grammar's one-element rule takes, triplet after triplet.
std::size_t plain_triplet_run(char const* p, std::size_t n) {
    auto hex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); };
    std::size_t i = 0;
    while (i + 3 <= n && p[i] == '%' && hex(p[i + 1]) && hex(p[i + 2])) i += 3;
    return i;
}
}  // namespace

TEST_CASE("triplet_block_length counts the whole triplets of sixteen bytes as a forward loop does", "[unicode][scan]") {
    std::string const run = "%E2%80%aE%0f%9A%C3%A9";  // seven triplets, more than a block holds
    CHECK(iri::unicode::triplet_block_length(run.data()) == 15);
    CHECK(iri::unicode::triplet_block_length(std::string(16, 'a').data()) == 0);
    CHECK(iri::unicode::triplet_block_length("%4%41%42%43%44%4") == 0);
    // Each byte of the block replaced by each kind of byte that can break a
    // triplet or keep it whole, the high-bit ones included.
    for (std::size_t at = 0; at < 16; ++at) {
        for (char const c : {'%', '0', '9',    'A',    'F',    'a',    'f',    'G',    'g',    '/',   '@',
                             '`', ':', '\x10', '\x19', '\x80', '\xA5', '\xB0', '\xC1', '\xE1', '\xFF'}) {
            std::string text = run;
            text[at] = c;
            INFO("'" << c << "' at " << at);
            CHECK(iri::unicode::triplet_block_length(text.data()) ==
                  std::min<std::size_t>(plain_triplet_run(text.data(), 16), 15));
        }
    }
}

TEST_CASE("triplet_run_length counts the whole triplets of a range as a forward loop does", "[unicode][scan]") {
    // Random runs of triplets, sometimes broken, at every length: blocks,
    // the byte-by-byte tail, and the seam between them.
    std::uint32_t state = 12345;
    auto next = [&state] {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    char const hex_digits[] = "0123456789ABCDEFabcdef";
    char const breakers[] = {'%', 'G', 'g', '/', '`', ':', '@', '\x19', '\x80', '\xB5', '\xC3', '\xFF'};
    for (int trial = 0; trial < 4000; ++trial) {
        std::size_t const n = next() % 64;
        std::string text;
        while (text.size() < n) {
            text += '%';
            text += hex_digits[next() % 22];
            text += hex_digits[next() % 22];
        }
        text.resize(n);
        if (n > 0 && next() % 2 == 0) text[next() % n] = breakers[next() % sizeof breakers];
        INFO("'" << text << "'");
        CHECK(iri::unicode::triplet_run_length(text.data(), text.data() + n) == plain_triplet_run(text.data(), n));
    }
}

TEST_CASE("copy_short copies exactly the bytes asked for at every length under sixteen", "[unicode][scan]") {
    std::string source;
    for (int i = 0; i < 15; ++i) source += static_cast<char>('a' + i);
    for (std::size_t n = 0; n < 16; ++n) {
        std::string target(20, '#');
        iri::unicode::copy_short(target.data() + 2, source.data(), n);
        INFO("length " << n);
        CHECK(target == std::string(2, '#') + source.substr(0, n) + std::string(18 - n, '#'));
    }
    // Into the same buffer, before the source, as to_iri writes its output.
    for (std::size_t n = 0; n < 16; ++n) {
        for (std::size_t lag = 1; lag <= 4; ++lag) {
            std::string buffer = "0123" + source;
            iri::unicode::copy_short(buffer.data() + 4 - lag, buffer.data() + 4, n);
            INFO("length " << n << ", lag " << lag);
            CHECK(buffer.substr(4 - lag, n) == source.substr(0, n));
        }
    }
}
