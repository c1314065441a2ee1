#include "whatwg/ipv4.hpp"

namespace iri::whatwg {
namespace {

using v = url::validation;

struct ipv4_number {
    std::uint64_t value = 0;  // saturates above 2^32: any larger part fails the same way
    bool non_decimal = false;  // the "validation error" flag of the number parser
};

// §3.5 "IPv4 number parser". Values are capped at 2^32 + 1 so that a part
// of a thousand digits costs a thousand steps and no overflow.
std::optional<ipv4_number> parse_ipv4_number(std::string_view input) noexcept {
    // 1. If input is the empty string, return failure.
    if (input.empty()) return std::nullopt;
    ipv4_number n;
    unsigned radix = 10;
    // 3. "0x" or "0X" prefix: hexadecimal.
    if (input.size() >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X')) {
        n.non_decimal = true;
        input.remove_prefix(2);
        radix = 16;
    } else if (input.size() >= 2 && input[0] == '0') {
        // 4. Another leading "0": octal.
        n.non_decimal = true;
        input.remove_prefix(1);
        radix = 8;
    }
    // 5. Nothing left ("0x"): zero.
    if (input.empty()) return n;
    // 6-7. Every code point a radix-R digit; its value.
    constexpr std::uint64_t cap = (std::uint64_t{1} << 32) + 1;
    for (char c : input) {
        unsigned digit;
        if (c >= '0' && c <= '9')
            digit = static_cast<unsigned>(c - '0');
        else if (c >= 'a' && c <= 'f')
            digit = static_cast<unsigned>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            digit = static_cast<unsigned>(c - 'A' + 10);
        else
            return std::nullopt;
        if (digit >= radix) return std::nullopt;
        n.value = n.value * radix + digit;
        if (n.value > cap) n.value = cap;
    }
    return n;
}

}  // namespace

bool ends_in_a_number(std::string_view input) noexcept {
    // 1-2. The last part, ignoring one trailing empty part.
    if (!input.empty() && input.back() == '.') {
        if (input.size() == 1) return false;
        input.remove_suffix(1);
    }
    std::size_t const dot = input.rfind('.');
    std::string_view const last = dot == std::string_view::npos ? input : input.substr(dot + 1);
    // 4. ASCII digits only.
    if (!last.empty()) {
        bool digits = true;
        for (char c : last)
            if (c < '0' || c > '9') digits = false;
        if (digits) return true;
    }
    // 5. Anything the IPv4 number parser accepts ("0x", "0xff"): each
    // starts with a digit, which most last labels ("com") do not.
    return !last.empty() && last[0] >= '0' && last[0] <= '9' && parse_ipv4_number(last).has_value();
}

std::optional<std::uint32_t> parse_ipv4(std::string_view input, report& r, std::size_t position) {
    // 2. A trailing empty part: validation error, and dropped if not alone.
    std::string_view text = input;
    if (!text.empty() && text.back() == '.') {
        r.error(v::IPv4_empty_part, position);
        text.remove_suffix(1);
    }
    // 1, 3. Split on '.'; more than four parts fail.
    std::uint64_t numbers[4];
    std::size_t count = 0;
    bool out_of_range = false;
    std::size_t start = 0;
    while (true) {
        std::size_t const dot = text.find('.', start);
        std::string_view const part = text.substr(start, dot == std::string_view::npos ? text.npos : dot - start);
        if (count == 4) {
            r.fail(v::IPv4_too_many_parts, position);
            return std::nullopt;
        }
        // 5. Each part a number.
        auto const n = parse_ipv4_number(part);
        if (!n) {
            r.fail(v::IPv4_non_numeric_part, position);
            return std::nullopt;
        }
        if (n->non_decimal) r.error(v::IPv4_non_decimal_part, position);
        if (n->value > 255) out_of_range = true;
        numbers[count++] = n->value;
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    // 6. Any part above 255 is a validation error...
    if (out_of_range) r.error(v::IPv4_out_of_range_part, position);
    // 7. ... and a failure, but for the last part,
    for (std::size_t i = 0; i + 1 < count; ++i)
        if (numbers[i] > 255) {
            r.fail(v::IPv4_out_of_range_part, position);
            return std::nullopt;
        }
    // 8. which may fill the bytes the parts before it left.
    if (numbers[count - 1] >= (std::uint64_t{1} << (8 * (5 - count)))) {
        r.fail(v::IPv4_out_of_range_part, position);
        return std::nullopt;
    }
    // 9-10.
    std::uint64_t address = numbers[count - 1];
    for (std::size_t i = 0; i + 1 < count; ++i) address += numbers[i] << (8 * (3 - i));
    return static_cast<std::uint32_t>(address);
}

void serialize_ipv4(std::uint32_t address, std::string& out) {
    for (int i = 3; i >= 0; --i) {
        out += std::to_string((address >> (8 * i)) & 0xFF);
        if (i != 0) out.push_back('.');
    }
}

}  // namespace iri::whatwg
