// §1.3 "Percent-encoded bytes": the Standard's percent-encode sets, each a
// superset of the one before it, and the encoder that appends one byte.
// The parser works on UTF-8 bytes rather than code points: every set holds
// every code point above U+007E, so "UTF-8 percent-encode c" is the same as
// encoding each byte of c, and the sets need only an ASCII table.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace iri::whatwg {

enum class encode_set : std::uint8_t {
    c0_control,  // C0 controls and above U+007E
    fragment,    // C0 control set, space " < > `
    query,       // C0 control set, space " # < >
    special_query,  // query set and '
    path,        // query set and ? ^ ` { }
    userinfo,    // path set and / : ; = @ [ \ ] |
    component,   // userinfo set and $ % & + ,
    form_urlencoded,  // component set and ! ' ( ) ~
};

// Whether byte `b` is in `set` (every byte above 0x7E is).
bool in_encode_set(unsigned char b, encode_set set) noexcept;

// "Percent-encode" (§1.3) of byte `b` when it is in `set`, else `b`,
// appended to `out`. Uppercase hex, as the Standard writes it.
inline void append_encoded(std::string& out, unsigned char b, encode_set set) {
    if (in_encode_set(b, set)) {
        static constexpr char hex[] = "0123456789ABCDEF";
        char const triplet[3] = {'%', hex[b >> 4], hex[b & 0xF]};
        out.append(triplet, 3);
    } else {
        out.push_back(static_cast<char>(b));
    }
}

// "UTF-8 percent-encode" of a whole string.
inline void append_encoded(std::string& out, std::string_view s, encode_set set) {
    for (char c : s) append_encoded(out, static_cast<unsigned char>(c), set);
}

// §1.3 "percent-decode" of a byte sequence, appended to `out`: "%HH" with
// two hex digits becomes the byte, anything else stays.
void append_decoded(std::string& out, std::string_view s);

}  // namespace iri::whatwg
