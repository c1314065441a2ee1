// §1.3 "Percent-encoded bytes": the Standard's percent-encode sets, each a
// superset of the one before it, and the encoder that appends one byte.
// The parser works on UTF-8 bytes rather than code points: every set holds
// every code point above U+007E, so "UTF-8 percent-encode c" is the same as
// encoding each byte of c, and the sets need only an ASCII table.
#pragma once

#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/whatwg_encoding.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace iri::whatwg {

// Whether s[i] starts a percent-encoded byte, "%" and two ASCII hex
// digits: what the percent-decoder decodes, and what a lone "%" (an
// invalid-URL-unit) is not.
inline bool is_percent_encoded_byte_at(std::string_view s, std::size_t i) noexcept {
    return s[i] == '%' && i + 2 < s.size() && unicode::has(static_cast<unsigned char>(s[i + 1]), unicode::hexdig) &&
           unicode::has(static_cast<unsigned char>(s[i + 2]), unicode::hexdig);
}

enum class encode_set : std::uint8_t {
    c0_control,  // C0 controls and above U+007E
    fragment,  // C0 control set, space " < > `
    query,  // C0 control set, space " # < >
    special_query,  // query set and '
    path,  // query set and ? ^ ` { }
    userinfo,  // path set and / : ; = @ [ \ ] |
    component,  // userinfo set and $ % & + ,
    form_urlencoded,  // component set and ! ' ( ) ~
};

namespace detail {

// One bit per set for each ASCII byte: bit k set when the byte is in the
// k-th set of encode_set. Built from each set's definition in §1.3, which
// names the set it extends and the code points it adds.
constexpr std::array<std::uint8_t, 128> make_encode_table() {
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
    for (char c : std::string_view(" \"<>`"))
        t[static_cast<unsigned char>(c)] |=
            static_cast<std::uint8_t>(1u << static_cast<unsigned>(encode_set::fragment));
    // special-query and path both extend query, separately; userinfo
    // extends path, component userinfo, form-urlencoded component.
    for (unsigned s = static_cast<unsigned>(encode_set::query); s < 8; ++s)
        for (char c : std::string_view(" \"#<>"))
            t[static_cast<unsigned char>(c)] |= static_cast<std::uint8_t>(1u << s);
    t['\''] |= static_cast<std::uint8_t>(1u << static_cast<unsigned>(encode_set::special_query));
    for (unsigned s = static_cast<unsigned>(encode_set::path); s < 8; ++s)
        for (char c : std::string_view("?^`{}")) t[static_cast<unsigned char>(c)] |= static_cast<std::uint8_t>(1u << s);
    add(encode_set::userinfo, "/:;=@[\\]|");
    add(encode_set::component, "$%&+,");
    add(encode_set::form_urlencoded, "!'()~");
    return t;
}

inline constexpr std::array<std::uint8_t, 128> encode_table = make_encode_table();

}  // namespace detail

// Whether byte `b` is in `set` (every byte above 0x7E is). Inline: the
// parser asks it of every byte of a path, query and fragment.
inline bool in_encode_set(unsigned char b, encode_set set) noexcept {
    if (b >= 0x80) return true;
    return (detail::encode_table[b] & (1u << static_cast<unsigned>(set))) != 0;
}

// "Percent-encode" (§1.3) of byte `b` when it is in `set`, else `b`,
// appended to `out`. Uppercase hex, as the Standard writes it.
inline void append_encoded(std::string& out, unsigned char b, encode_set set) {
    if (in_encode_set(b, set)) {
        char const triplet[3] = {'%', unicode::upper_hex_digits[b >> 4], unicode::upper_hex_digits[b & 0xF]};
        out.append(triplet, 3);
    } else {
        out.push_back(static_cast<char>(b));
    }
}

// "UTF-8 percent-encode" of a whole string.
inline void append_encoded(std::string& out, std::string_view s, encode_set set) {
    for (char c : s) append_encoded(out, static_cast<unsigned char>(c), set);
}

// §1.3 "percent-encode after encoding", code point by code point, as the
// basic URL parser's query state runs it (§4.4): the bytes of each code
// point in the query's encoding, each percent-encoded when its isomorphic
// code point is in the set (every byte above 0x7F is), or, for a code
// point the encoding lacks, "&#N;" percent-encoded as the Standard writes
// it. One instance per query: ISO-2022-JP's state is the encoder's.
class query_encoder {
public:
    // §4.4 query state step 1: `encoding` (an output encoding) for a
    // special scheme but ws and wss, UTF-8 otherwise; the special-query
    // percent-encode set for a special scheme, the query set otherwise.
    query_encoder(unicode::encoding encoding, encode_set set) noexcept : encoder_(encoding), set_(set) {}

    // Appends the encoded bytes of `cp` (a scalar value) to `out`; true
    // when the encoding lacks `cp` (an error code point), which the
    // numeric character reference then stands for.
    bool append(std::string& out, char32_t cp);

    // The end of the query: the encoder's last bytes (ISO-2022-JP's return
    // to ASCII), encoded, appended to `out`.
    void finish(std::string& out);

private:
    unicode::encoder encoder_;
    encode_set set_;
    std::string bytes_;
};

// §1.3 "percent-decode" of a byte sequence, appended to `out`: "%HH" with
// two hex digits becomes the byte, anything else stays.
void append_decoded(std::string& out, std::string_view s);

}  // namespace iri::whatwg
