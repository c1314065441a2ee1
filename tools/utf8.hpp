// UTF-8 for the tool and the site (which may include tools/): reading one
// character, writing one, and cutting a text after so many characters. The
// library has its own codec, but it is internal (unicode/), and tools/
// reads nothing of the library but its public headers.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::tool {

struct utf8_character {
    char32_t code_point = 0;
    std::size_t length = 0;  // 0: the bytes there are not a well-formed sequence
};

// The character starting at text[i], ASCII included, read strictly (RFC 3629
// §4, Unicode Table 3-7: no overlong forms, no surrogates, nothing past
// U+10FFFF): the lead byte fixes the length and the range of the second.
inline utf8_character decode_utf8_at(std::string_view text, std::size_t i) noexcept {
    auto const lead = static_cast<unsigned char>(text[i]);
    if (lead < 0x80) return {lead, 1};
    utf8_character c;
    unsigned char second_low = 0x80, second_high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        c = {static_cast<char32_t>(lead & 0x1F), 2};
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        c = {static_cast<char32_t>(lead & 0x0F), 3};
        if (lead == 0xE0) second_low = 0xA0;  // below: overlong
        if (lead == 0xED) second_high = 0x9F;  // above: a surrogate
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        c = {static_cast<char32_t>(lead & 0x07), 4};
        if (lead == 0xF0) second_low = 0x90;  // below: overlong
        if (lead == 0xF4) second_high = 0x8F;  // above: past U+10FFFF
    } else {
        return {};
    }
    if (text.size() - i < c.length) return {};
    for (std::size_t k = 1; k < c.length; ++k) {
        auto const b = static_cast<unsigned char>(text[i + k]);
        if (b < (k == 1 ? second_low : 0x80) || b > (k == 1 ? second_high : 0xBF)) return {};
        c.code_point = (c.code_point << 6) | (b & 0x3Fu);
    }
    return c;
}

// Appends the UTF-8 form of a Unicode scalar value.
inline void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
        return;
    }
    int const continuation_bytes = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
    static constexpr unsigned lead_marks[] = {0xC0, 0xE0, 0xF0};
    out += static_cast<char>(lead_marks[continuation_bytes - 1] | (c >> (6 * continuation_bytes)));
    for (int k = continuation_bytes - 1; k >= 0; --k) out += static_cast<char>(0x80 | ((c >> (6 * k)) & 0x3F));
}

// The first `limit` code points of `text`: every byte that is not a
// continuation byte (10xxxxxx) starts one. Texts come from the input, which
// may hold any bytes after the point where a parse stopped: this counts
// them without reading them strictly, and never cuts inside a sequence.
inline std::string_view first_code_points(std::string_view text, std::size_t limit) noexcept {
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
        if (count++ == limit) return text.substr(0, i);
    }
    return text;
}

}  // namespace iri::tool
