#include "whatwg/punycode.hpp"

#include <cstdint>

namespace iri::whatwg {
namespace {

// RFC 3492 §5: the parameter values for Punycode.
constexpr std::uint32_t base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700, initial_bias = 72, initial_n = 0x80;
constexpr std::uint32_t max_value = 0x7FFFFFFF;

char encode_digit(std::uint32_t d) noexcept { return static_cast<char>(d < 26 ? 'a' + d : '0' + (d - 26)); }

std::uint32_t decode_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return static_cast<std::uint32_t>(c - '0') + 26;
    if (c >= 'a' && c <= 'z') return static_cast<std::uint32_t>(c - 'a');
    if (c >= 'A' && c <= 'Z') return static_cast<std::uint32_t>(c - 'A');
    return base;
}

// RFC 3492 §6.1 "Bias adaptation function".
std::uint32_t adapt(std::uint32_t delta, std::uint32_t points, bool first) noexcept {
    delta = first ? delta / damp : delta / 2;
    delta += delta / points;
    std::uint32_t k = 0;
    while (delta > ((base - tmin) * tmax) / 2) {
        delta /= base - tmin;
        k += base;
    }
    return k + (base - tmin + 1) * delta / (delta + skew);
}

std::uint32_t threshold(std::uint32_t k, std::uint32_t bias) noexcept {
    return k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
}

}  // namespace

bool punycode_encode(std::u32string_view input, std::string& out) {
    std::uint32_t n = initial_n, delta = 0, bias = initial_bias;
    std::uint32_t basic = 0;
    for (char32_t c : input)
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
            ++basic;
        }
    std::uint32_t h = basic;
    if (basic > 0) out.push_back('-');
    auto const length = static_cast<std::uint32_t>(input.size());
    while (h < length) {
        std::uint32_t m = max_value;
        for (char32_t c : input)
            if (c >= n && c < m) m = c;
        if ((m - n) > (max_value - delta) / (h + 1)) return false;
        delta += (m - n) * (h + 1);
        n = m;
        for (char32_t c : input) {
            if (c < n && ++delta == 0) return false;
            if (c == n) {
                std::uint32_t q = delta;
                for (std::uint32_t k = base;; k += base) {
                    std::uint32_t const t = threshold(k, bias);
                    if (q < t) break;
                    out.push_back(encode_digit(t + (q - t) % (base - t)));
                    q = (q - t) / (base - t);
                }
                out.push_back(encode_digit(q));
                bias = adapt(delta, h + 1, h == basic);
                delta = 0;
                ++h;
            }
        }
        ++delta;
        ++n;
    }
    return true;
}

bool punycode_decode(std::string_view input, std::u32string& out) {
    out.clear();
    std::uint32_t n = initial_n, i = 0, bias = initial_bias;
    std::size_t const last_delimiter = input.rfind('-');
    std::size_t in = 0;
    if (last_delimiter != std::string_view::npos) {
        for (std::size_t j = 0; j < last_delimiter; ++j) {
            if (static_cast<unsigned char>(input[j]) >= 0x80) return false;
            out.push_back(static_cast<unsigned char>(input[j]));
        }
        in = last_delimiter + 1;
    }
    while (in < input.size()) {
        std::uint32_t const old_i = i;
        std::uint32_t w = 1;
        for (std::uint32_t k = base;; k += base) {
            if (in >= input.size()) return false;
            std::uint32_t const digit = decode_digit(input[in++]);
            if (digit >= base) return false;
            if (digit > (max_value - i) / w) return false;
            i += digit * w;
            std::uint32_t const t = threshold(k, bias);
            if (digit < t) break;
            if (w > max_value / (base - t)) return false;
            w *= base - t;
        }
        auto const count = static_cast<std::uint32_t>(out.size() + 1);
        bias = adapt(i - old_i, count, old_i == 0);
        if (i / count > max_value - n) return false;
        n += i / count;
        i %= count;
        if (n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF)) return false;
        out.insert(out.begin() + i, static_cast<char32_t>(n));
        ++i;
    }
    return true;
}

}  // namespace iri::whatwg
