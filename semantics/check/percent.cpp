// The "%HH" triplets of a component.
//
// - RFC 3986 §2.1: "URI producers and normalizers should use uppercase
//   hexadecimal digits for all percent-encodings" (RFC 3987 §5.3.2.1).
// - RFC 3986 §2.3: octets of ALPHA, DIGIT, "-", ".", "_", "~" "should not
//   be created by URI producers" (RFC 3987 §5.3.2.3 decodes them).
// - RFC 3987 §6.4: octets need not be UTF-8 ("r%E9sum%E9"): allowed, but
//   they name no character, and to-IRI keeps them encoded. Reported as info.
// - RFC 3987 §8: "some UTF-8 decoders do not check against overlong byte
//   sequences ... the sequence 0xC0 0xAF as a '/'". An overlong form (RFC
//   3629 §3: C0, C1; E0 80-9F; F0 80-8F) is reported with the value a lax
//   decoder reads.
// Encoded UTF-8 of characters an IRI could hold unencoded ("%C3%A9") is how
// URIs carry them (§3.1) and is not reported; to-IRI decodes it.
#include "semantics/check/families.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <cstring>

namespace iri::semantics::checks {
namespace {

using unicode::has;

bool is_continuation(int octet) noexcept { return octet >= 0x80 && octet <= 0xBF; }

// An overlong UTF-8 form of `n` octets starting at octets[0], and the value
// a decoder that skips the check reads from it.
bool overlong(int const* octets, int available, int& n, char32_t& value) noexcept {
    int const b0 = octets[0];
    auto tail = [&](int count) {
        for (int k = 1; k <= count; ++k)
            if (k >= available || !is_continuation(octets[k])) return false;
        return true;
    };
    auto bits = [&](int k) { return static_cast<char32_t>(octets[k] & 0x3F); };
    if ((b0 == 0xC0 || b0 == 0xC1) && tail(1)) {
        n = 2;
        value = (static_cast<char32_t>(b0 & 0x1F) << 6) | bits(1);
        return true;
    }
    if (b0 == 0xE0 && available > 1 && octets[1] >= 0x80 && octets[1] <= 0x9F && tail(2)) {
        n = 3;
        value = (static_cast<char32_t>(b0 & 0x0F) << 12) | (bits(1) << 6) | bits(2);
        return true;
    }
    if (b0 == 0xF0 && available > 1 && octets[1] >= 0x80 && octets[1] <= 0x8F && tail(3)) {
        n = 4;
        value = (static_cast<char32_t>(b0 & 0x07) << 18) | (bits(1) << 12) | (bits(2) << 6) | bits(3);
        return true;
    }
    return false;
}

}  // namespace

void check_percent_encoding(component const& whole, warning_sink& sink) {
    std::string_view const text = whole.text;
    bool want_lowercase = sink.wants(warning_code::lowercase_percent_hex);
    bool want_needless = sink.wants(warning_code::needless_percent_encoding);
    bool want_not_utf8 = sink.wants(warning_code::percent_not_utf8);
    bool want_overlong = sink.wants(warning_code::percent_overlong_utf8);

    for (std::size_t i = 0; i < text.size() && (want_lowercase || want_needless || want_not_utf8 || want_overlong);) {
        void const* hit = std::memchr(text.data() + i, '%', text.size() - i);
        if (hit == nullptr) return;
        i = static_cast<std::size_t>(static_cast<char const*>(hit) - text.data());
        // Up to four triplets in a row: one UTF-8 sequence at most.
        int octets[4];
        int available = 0;
        while (available < 4 &&
               (octets[available] = triplet_octet(text, i + 3 * static_cast<std::size_t>(available))) >= 0)
            ++available;
        if (available == 0) {  // a lone "%" (never in a parsed component)
            ++i;
            continue;
        }
        std::string_view const first = text.substr(i, 3);
        if (want_lowercase && (first[1] >= 'a' || first[2] >= 'a')) {
            sink.add(warning_code::lowercase_percent_hex, whole, first);
            want_lowercase = false;
        }
        int const b0 = octets[0];
        int consumed = 1;
        if (b0 < 0x80) {
            if (want_needless && has(static_cast<unsigned char>(b0), unicode::unreserved)) {
                sink.add(warning_code::needless_percent_encoding, whole, first, static_cast<char32_t>(b0));
                want_needless = false;
            }
        } else {
            char bytes[4];
            for (int k = 0; k < available; ++k) bytes[k] = static_cast<char>(octets[k]);
            char32_t c = 0, lax = 0;
            int n = unicode::decode_utf8(bytes, bytes + available, c);
            if (n != 0) {
                consumed = n;
            } else if (overlong(octets, available, n, lax)) {
                consumed = n;
                if (want_overlong) {
                    sink.add(warning_code::percent_overlong_utf8, whole,
                             text.substr(i, 3 * static_cast<std::size_t>(n)), lax);
                    want_overlong = false;
                }
            } else if (want_not_utf8) {
                sink.add(warning_code::percent_not_utf8, whole, first, std::nullopt);
                want_not_utf8 = false;
            }
        }
        // The lowercase check looks at every triplet consumed.
        for (int k = 1; k < consumed && want_lowercase; ++k) {
            std::string_view const t = text.substr(i + 3 * static_cast<std::size_t>(k), 3);
            if (t[1] >= 'a' || t[2] >= 'a') {
                sink.add(warning_code::lowercase_percent_hex, whole, t);
                want_lowercase = false;
            }
        }
        i += 3 * static_cast<std::size_t>(consumed);
    }
}

}  // namespace iri::semantics::checks
