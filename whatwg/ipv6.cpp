#include "whatwg/ipv6.hpp"

#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"

namespace iri::whatwg {
namespace {

using v = url::validation;

bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

}  // namespace

// The steps are the Standard's, numbered as there; `p` is its pointer and
// `c(p)` the code point it points at ('\0' standing for EOF: the host
// parser has already refused U+0000 in a host).
std::optional<ipv6_address> parse_ipv6(std::string_view input, report& r, std::size_t position) {
    ipv6_address address{};
    std::size_t piece_index = 0;
    std::optional<std::size_t> compress;
    std::size_t p = 0;
    auto c = [&](std::size_t i) -> char { return i < input.size() ? input[i] : '\0'; };
    auto fail = [&](v code) -> std::optional<ipv6_address> {
        r.fail(code, position + (p < input.size() ? p : input.size()));
        return std::nullopt;
    };
    // 5. A leading ':' must be the start of "::".
    if (c(p) == ':') {
        if (c(p + 1) != ':') return fail(v::IPv6_invalid_compression);
        p += 2;
        ++piece_index;
        compress = piece_index;
    }
    // 6. The main loop.
    while (p < input.size()) {
        // 6.1
        if (piece_index == 8) return fail(v::IPv6_too_many_pieces);
        // 6.2 Compression.
        if (c(p) == ':') {
            if (compress) return fail(v::IPv6_multiple_compression);
            ++p;
            ++piece_index;
            compress = piece_index;
            continue;
        }
        // 6.3-6.4 Up to four hex digits.
        unsigned value = 0;
        std::size_t length = 0;
        while (length < 4 && unicode::has(static_cast<unsigned char>(c(p)), unicode::hexdig)) {
            value = value * 0x10 + unicode::hex_value(c(p));
            ++p;
            ++length;
        }
        // 6.5 An IPv4 address in the last two pieces.
        if (c(p) == '.') {
            if (length == 0) return fail(v::IPv4_in_IPv6_invalid_code_point);
            p -= length;
            if (piece_index > 6) return fail(v::IPv4_in_IPv6_too_many_pieces);
            std::size_t numbers_seen = 0;
            while (p < input.size()) {
                std::optional<unsigned> ipv4_piece;
                if (numbers_seen > 0) {
                    if (c(p) == '.' && numbers_seen < 4)
                        ++p;
                    else
                        return fail(v::IPv4_in_IPv6_invalid_code_point);
                }
                if (!is_digit(c(p))) return fail(v::IPv4_in_IPv6_invalid_code_point);
                while (is_digit(c(p))) {
                    unsigned const number = static_cast<unsigned>(c(p) - '0');
                    if (!ipv4_piece)
                        ipv4_piece = number;
                    else if (*ipv4_piece == 0)
                        return fail(v::IPv4_in_IPv6_invalid_code_point);
                    else
                        ipv4_piece = *ipv4_piece * 10 + number;
                    if (*ipv4_piece > 255) return fail(v::IPv4_in_IPv6_out_of_range_part);
                    ++p;
                }
                address[piece_index] = static_cast<std::uint16_t>(address[piece_index] * 0x100 + *ipv4_piece);
                ++numbers_seen;
                if (numbers_seen == 2 || numbers_seen == 4) ++piece_index;
            }
            if (numbers_seen != 4) return fail(v::IPv4_in_IPv6_too_few_parts);
            break;
        }
        // 6.6
        if (c(p) == ':') {
            ++p;
            if (p >= input.size()) return fail(v::IPv6_invalid_code_point);
        } else if (p < input.size()) {
            // 6.7
            return fail(v::IPv6_invalid_code_point);
        }
        // 6.8-6.9
        address[piece_index] = static_cast<std::uint16_t>(value);
        ++piece_index;
    }
    // 7. Move the pieces after "::" to the end.
    if (compress) {
        std::size_t swaps = piece_index - *compress;
        piece_index = 7;
        while (piece_index != 0 && swaps > 0) {
            std::swap(address[piece_index], address[*compress + swaps - 1]);
            --piece_index;
            --swaps;
        }
    } else if (piece_index != 8) {
        // 8.
        return fail(v::IPv6_too_few_pieces);
    }
    return address;
}

void serialize_ipv6(ipv6_address const& address, std::string& out) {
    // 2. The first longest run of zero pieces, if longer than one piece.
    std::size_t compress = 8, best = 1;
    for (std::size_t i = 0; i < 8;) {
        if (address[i] != 0) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < 8 && address[j] == 0) ++j;
        if (j - i > best) {
            best = j - i;
            compress = i;
        }
        i = j;
    }
    // 3-4.
    bool ignore0 = false;
    static constexpr char hex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < 8; ++i) {
        if (ignore0 && address[i] == 0) continue;
        ignore0 = false;
        if (compress == i) {
            out += i == 0 ? "::" : ":";
            ignore0 = true;
            continue;
        }
        // The shortest lowercase hexadecimal.
        char digits[4];
        std::size_t n = 0;
        unsigned value = address[i];
        do {
            digits[n++] = hex[value & 0xF];
            value >>= 4;
        } while (value != 0);
        while (n > 0) out.push_back(digits[--n]);
        if (i != 7) out.push_back(':');
    }
}

}  // namespace iri::whatwg
