#include "whatwg/percent_encode.hpp"

#include <array>

namespace iri::whatwg {
namespace {

// One bit per set for each ASCII byte: bit k set when the byte is in the
// k-th set of encode_set. Built from each set's definition in §1.3, which
// names the set it extends and the code points it adds.
constexpr std::array<std::uint8_t, 128> make_table() {
    std::array<std::uint8_t, 128> t{};
    auto add = [&t](encode_set from, std::string_view chars) {
        for (auto s = static_cast<unsigned>(from); s <= static_cast<unsigned>(encode_set::form_urlencoded); ++s)
            for (char c : chars) t[static_cast<unsigned char>(c)] |= static_cast<std::uint8_t>(1u << s);
    };
    // C0 control percent-encode set: C0 controls and code points > U+007E
    // (DEL is the only one of those in ASCII).
    for (unsigned c = 0; c < 0x20; ++c)
        for (unsigned s = 0; s < 8; ++s) t[c] |= static_cast<std::uint8_t>(1u << s);
    for (unsigned s = 0; s < 8; ++s) t[0x7F] |= static_cast<std::uint8_t>(1u << s);
    // The fragment set is not extended by the query set: add it alone.
    for (char c : std::string_view(" \"<>`")) t[static_cast<unsigned char>(c)] |= 1u << static_cast<unsigned>(encode_set::fragment);
    // special-query and path both extend query, separately; userinfo
    // extends path, component userinfo, form-urlencoded component.
    for (unsigned s = static_cast<unsigned>(encode_set::query); s < 8; ++s)
        for (char c : std::string_view(" \"#<>")) t[static_cast<unsigned char>(c)] |= static_cast<std::uint8_t>(1u << s);
    t['\''] |= 1u << static_cast<unsigned>(encode_set::special_query);
    for (unsigned s = static_cast<unsigned>(encode_set::path); s < 8; ++s)
        for (char c : std::string_view("?^`{}")) t[static_cast<unsigned char>(c)] |= static_cast<std::uint8_t>(1u << s);
    add(encode_set::userinfo, "/:;=@[\\]|");
    add(encode_set::component, "$%&+,");
    add(encode_set::form_urlencoded, "!'()~");
    return t;
}

constexpr std::array<std::uint8_t, 128> table = make_table();

int hex_value(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

bool in_encode_set(unsigned char b, encode_set set) noexcept {
    if (b >= 0x80) return true;
    return (table[b] & (1u << static_cast<unsigned>(set))) != 0;
}

void append_decoded(std::string& out, std::string_view s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 && hex_value(s[i + 2]) >= 0) {
            out.push_back(static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2])));
            i += 2;
        } else {
            out.push_back(s[i]);
        }
    }
}

}  // namespace iri::whatwg
