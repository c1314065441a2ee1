// The URL parser's side of the differential campaign (campaign.py): reads
// lines "INPUT BASE", each the UTF-8 bytes in hexadecimal ("-" for no
// base), and writes one line each: "0" when `new URL(input, base)` fails,
// else "1" and the href and each getter the URL Standard defines (§6.1
// "URL class"), in hexadecimal, each after a space and an "x" (so that an
// empty value is "x"). Hexadecimal carries any byte, tab and newline too.
#include <iri/url.hpp>

#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

namespace {

std::optional<std::string> from_hex(std::string_view hex) {
    auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    if (hex.size() % 2 != 0) return std::nullopt;
    std::string out;
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        int const high = digit(hex[i]), low = digit(hex[i + 1]);
        if (high < 0 || low < 0) return std::nullopt;
        out.push_back(static_cast<char>(high * 16 + low));
    }
    return out;
}

void put_hex(std::string& line, std::string_view value) {
    static char const digits[] = "0123456789abcdef";
    line += " x";
    for (unsigned char c : value) {
        line.push_back(digits[c >> 4]);
        line.push_back(digits[c & 15]);
    }
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::size_t const space = line.find(' ');
        std::optional<std::string> const input = from_hex(std::string_view(line).substr(0, space));
        std::string_view const base_hex = space == std::string::npos ? "-" : std::string_view(line).substr(space + 1);
        std::optional<std::string> const base = base_hex == "-" ? std::optional<std::string>() : from_hex(base_hex);
        if (!input || (base_hex != "-" && !base)) {
            std::cerr << "url_batch: not \"INPUT BASE\" in hexadecimal: " << line << "\n";
            return 2;
        }
        iri::url::url const u = base ? iri::url::parse(*input, *base) : iri::url::parse(*input);
        std::string out = u ? "1" : "0";
        if (u) {
            for (std::string_view const value : {u.href(), u.protocol(), u.username(), u.password(), u.host(),
                                             u.hostname(), u.port(), u.pathname(), u.search(), u.hash()})
                put_hex(out, value);
        }
        out.push_back('\n');
        std::cout << out;
    }
    return std::cout.good() ? 0 : 1;
}
