#include "unicode/punycode.hpp"

#include <cstdint>
#include <cstddef>

namespace iri::unicode {
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

// RFC 3492 §6.3, each output character given to `emit`: the one encoder
// behind punycode_encode, which writes them, and punycode_length, which
// counts them.
template <typename Emit>
bool encode(std::u32string_view input, Emit&& emit) {
    std::uint32_t n = initial_n, delta = 0, bias = initial_bias;
    std::uint32_t basic = 0;
    for (char32_t c : input)
        if (c < 0x80) {
            emit(static_cast<char>(c));
            ++basic;
        }
    std::uint32_t h = basic;
    if (basic > 0) emit('-');
    if (input.size() > max_value) return false;
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
                    emit(encode_digit(t + (q - t) % (base - t)));
                    q = (q - t) / (base - t);
                }
                emit(encode_digit(q));
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

// How many decimal digits `q` has; none for 0.
std::size_t decimal_digits(std::uint64_t q) noexcept {
    std::size_t digits = 0;
    for (; q > 0; q /= 10) ++digits;
    return digits;
}

}  // namespace

bool punycode_encode(std::u32string_view input, std::string& out) {
    return encode(input, [&](char c) { out.push_back(c); });
}

std::size_t punycode_length(std::u32string_view input) noexcept {
    std::size_t length = 0;
    return encode(input, [&](char) noexcept { ++length; }) ? length : SIZE_MAX;
}

// RFC 3492 §6.3 encodes one delta per non-basic code point, and §3.3 writes
// a delta q in digits where each digit but the last takes q down to
// (q - t) / (base - t), with base - t >= base - tmax = 10: so q takes at
// most decimal_digits(q) + 1 digits, however the bias has moved.
//
// The first delta is (least - 0x80) * (basic + 1) plus the code points
// before it. The others, k = non_basic - 1 of them, share what delta
// counts after that: at most (greatest - least) * length in the stages'
// jumps (each at most length times the gap to the next code point), and
// length + 1 per stage (the code points it passes, and its last
// increment), one stage per distinct non-basic code point. Their digits
// are at most 2 per delta plus the sum of log10 q; since log10 lies below
// its tangent at 10^E, k deltas summing to at most S have a sum of log10 q
// of at most k * E, for the least E >= 1 with k * 10^E >= S.
std::size_t punycode_length_at_most(std::size_t basic, std::size_t non_basic, char32_t least,
                                    char32_t greatest) noexcept {
    std::uint64_t const length = basic + non_basic;
    std::uint64_t const first = (std::uint64_t{least} - 0x80) * (basic + 1) + length;
    std::size_t digits = decimal_digits(first) + 1;
    if (std::uint64_t const k = non_basic - 1; k > 0) {
        std::uint64_t const rest = (std::uint64_t{greatest} - least) * length + (length + 1) * non_basic;
        std::size_t e = 1;  // 10^20 passes any 64-bit value: no more is needed
        for (std::uint64_t reach = k * 10; reach < rest && e < 20; reach *= 10) ++e;
        digits += static_cast<std::size_t>(k) * (e + 2);
    }
    return basic + (basic > 0 ? 1 : 0) + digits;
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

}  // namespace iri::unicode
