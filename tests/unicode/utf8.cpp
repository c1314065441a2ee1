// unicode::decode_utf8 against RFC 3629 §4's ABNF, on every sequence of up
// to three bytes and on every four-byte sequence with a few last bytes,
// and unicode::append_utf8 as its inverse on every scalar value.
#include "unicode/utf8.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>

namespace {

// RFC 3629 §4, as written:
//   UTF8-2 = %xC2-DF UTF8-tail
//   UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
//            %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
//   UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
//            %xF4 %x80-8F 2( UTF8-tail )
// The length of the UTF8-2, UTF8-3 or UTF8-4 at the start of `bytes`, or 0.
int rfc3629_length(std::string_view bytes) {
    auto at = [&](std::size_t i) { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0x100u; };
    auto tail = [&](std::size_t i) { return at(i) >= 0x80 && at(i) <= 0xBF; };
    unsigned const b0 = at(0), b1 = at(1);
    if (b0 >= 0xC2 && b0 <= 0xDF) return tail(1) ? 2 : 0;
    if (b0 == 0xE0) return b1 >= 0xA0 && b1 <= 0xBF && tail(2) ? 3 : 0;
    if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) return tail(1) && tail(2) ? 3 : 0;
    if (b0 == 0xED) return b1 >= 0x80 && b1 <= 0x9F && tail(2) ? 3 : 0;
    if (b0 == 0xF0) return b1 >= 0x90 && b1 <= 0xBF && tail(2) && tail(3) ? 4 : 0;
    if (b0 >= 0xF1 && b0 <= 0xF3) return tail(1) && tail(2) && tail(3) ? 4 : 0;
    if (b0 == 0xF4) return b1 >= 0x80 && b1 <= 0x8F && tail(2) && tail(3) ? 4 : 0;
    return 0;
}

// What decode_utf8 says of `bytes`, the length and whether the code point
// encodes back to them. The test's twenty million sequences are views of
// one buffer: a string built for each cost more under sanitizers than the
// decoding under test.
bool agrees(std::string_view bytes) {
    char32_t c = 0;
    int const n = iri::unicode::decode_utf8(bytes.data(), bytes.data() + bytes.size(), c);
    if (n != rfc3629_length(bytes)) return false;
    if (n == 0) return true;
    std::string back;
    iri::unicode::append_utf8(back, c);
    return back == bytes.substr(0, static_cast<std::size_t>(n));
}

}  // namespace

TEST_CASE("decode_utf8 follows RFC 3629 on every short sequence", "[unicode][utf8]") {
    std::size_t disagreements = 0;
    std::string first_disagreement;
    auto test = [&](std::string_view bytes) {
        if (!agrees(bytes) && disagreements++ == 0) first_disagreement = bytes;
    };
    std::array<unsigned char, 6> const last_bytes{0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xFF};
    std::array<char, 4> buffer{};
    std::string_view const sequence(buffer.data(), buffer.size());
    for (unsigned b0 = 0x80; b0 <= 0xFF; ++b0) {
        buffer[0] = static_cast<char>(b0);
        test(sequence.substr(0, 1));
        for (unsigned b1 = 0; b1 <= 0xFF; ++b1) {
            buffer[1] = static_cast<char>(b1);
            test(sequence.substr(0, 2));
            for (unsigned b2 = 0; b2 <= 0xFF; ++b2) {
                buffer[2] = static_cast<char>(b2);
                test(sequence.substr(0, 3));  // the end of the text cuts a four-byte sequence
                for (unsigned char const b3 : last_bytes) {
                    if (b0 < 0xF0 && b3 != 0x80) continue;
                    buffer[3] = static_cast<char>(b3);
                    test(sequence);
                }
            }
        }
    }
    INFO("first: " << first_disagreement.size() << " bytes, lead " << std::hex
                   << (first_disagreement.empty() ? 0u : static_cast<unsigned char>(first_disagreement[0])));
    CHECK(disagreements == 0);
}

TEST_CASE("append_utf8 and decode_utf8 are inverses on every scalar value", "[unicode][utf8]") {
    std::size_t wrong = 0;
    for (char32_t c = 0x80; c <= 0x10FFFF; ++c) {
        if (c >= 0xD800 && c <= 0xDFFF) continue;
        std::string bytes;
        iri::unicode::append_utf8(bytes, c);
        char32_t back = 0;
        int const n = iri::unicode::decode_utf8(bytes.data(), bytes.data() + bytes.size(), back);
        wrong += n == static_cast<int>(bytes.size()) && back == c ? 0 : 1;
    }
    CHECK(wrong == 0);
}
