// Percent-encoding normalization, RFC 3987 §5.3.2.3: "percent-encoded
// octets that correspond to characters allowed unencoded in the IRI ...
// should be decoded", with RFC 3986 §6.2.2.2's reason for leaving the rest:
// reserved characters ("/", "?", "#", "&", ...) mean something else when
// decoded, so "%2F" and "/" are different IRIs.
#include "semantics/percent_normalization.hpp"

#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/bidi_controls.hpp"

#include <cstring>

namespace iri::semantics {
namespace {

// How many bytes a UTF-8 sequence with this lead byte has; 0 for a byte
// that cannot lead one.
int sequence_length(unsigned char lead) noexcept {
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

bool allowed_unencoded(char32_t c, decodable allowed) noexcept {
    if (!unicode::bidi_formatting_name(c).empty()) return false;  // RFC 3987 §4.1
    if (unicode::is_ucschar(c)) return true;
    return allowed == decodable::ucschar_or_iprivate && unicode::is_iprivate(c);
}

}  // namespace

void append_percent_normalized(std::string& out, std::string_view component, decodable allowed) {
    char const* p = component.data();
    char const* const end = p + component.size();
    while (p != end) {
        // Runs without "%" are copied as they are.
        char const* const percent = static_cast<char const*>(std::memchr(p, '%', static_cast<std::size_t>(end - p)));
        char const* const run_end = percent ? percent : end;
        out.append(p, static_cast<std::size_t>(run_end - p));
        p = run_end;
        if (p == end) break;

        unsigned char const first = unicode::triplet_octet(p);
        if (first < 0x80) {
            // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
            if (unicode::has(first, unicode::unreserved))
                out += static_cast<char>(first);
            else
                unicode::append_triplet(out, first);
            p += 3;
            continue;
        }
        // A non-ASCII character is decoded only whole: its UTF-8 sequence
        // must be complete, in consecutive triplets, and well-formed.
        int const length = sequence_length(first);
        unsigned char octets[4] = {first, 0, 0, 0};
        bool complete = length != 0 && end - p >= 3 * length;
        for (int i = 1; complete && i < length; ++i) {
            char const* const triplet = p + 3 * i;
            complete = triplet[0] == '%';
            if (complete) octets[i] = unicode::triplet_octet(triplet);
        }
        char32_t code_point = 0;
        if (complete) {
            char const* const bytes = reinterpret_cast<char const*>(octets);
            complete = unicode::decode_utf8(bytes, bytes + length, code_point) == length &&
                       allowed_unencoded(code_point, allowed);
        }
        if (complete) {
            out.append(reinterpret_cast<char const*>(octets), static_cast<std::size_t>(length));
            p += 3 * length;
        } else {
            unicode::append_triplet(out, first);
            p += 3;
        }
    }
}

}  // namespace iri::semantics
