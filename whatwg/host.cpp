#include "whatwg/host.hpp"

#include "unicode/idna.hpp"
#include "whatwg/ipv4.hpp"
#include "whatwg/ipv6.hpp"
#include "whatwg/percent_encode.hpp"
#include "whatwg/uts46_update.hpp"

#include <array>

namespace iri::whatwg {
namespace {

using unicode::is_forbidden_domain_byte;
using unicode::is_forbidden_host_byte;
using v = url::validation;

// Tables of the domain fast path below, one entry per byte.
constexpr std::array<bool, 256> forbidden_domain_bytes = [] {
    std::array<bool, 256> t{};
    for (unsigned b = 0; b < 256; ++b) t[b] = is_forbidden_domain_byte(static_cast<unsigned char>(b));
    return t;
}();
constexpr std::array<unsigned char, 256> ascii_lowercase = [] {
    std::array<unsigned char, 256> t{};
    for (unsigned b = 0; b < 256; ++b) t[b] = static_cast<unsigned char>(b >= 'A' && b <= 'Z' ? b - 'A' + 'a' : b);
    return t;
}();

// §3.5 "opaque-host parser".
bool parse_opaque_host(std::string_view input, report& r, std::size_t position, std::string& out) {
    // 1. A forbidden host code point fails (but '%', which encodes).
    for (std::size_t i = 0; i < input.size(); ++i)
        if (is_forbidden_host_byte(static_cast<unsigned char>(input[i])))
            return r.fail(v::host_invalid_code_point, position + i);
    // 2-3. Validation only: a '%' not followed by two hex digits. (The
    // check for code points that are not URL code points is the URL
    // parser's, which saw every byte of the host already.)
    for (std::size_t i = 0; i < input.size(); ++i)
        if (input[i] == '%' && !is_percent_encoded_byte_at(input, i))
            r.error(v::invalid_URL_unit, position + i);
    // 4. UTF-8 percent-encode with the C0 control percent-encode set.
    out.clear();
    append_encoded(out, input, encode_set::c0_control);
    return true;
}

// Where the byte `index` of the percent-decoding of `written` stands in
// `written`: its own place, or the "%" of the triplet that encodes it.
std::size_t written_offset(std::string_view written, std::size_t index) noexcept {
    std::size_t offset = 0;
    for (; index > 0 && offset < written.size(); --index) offset += is_percent_encoded_byte_at(written, offset) ? 3 : 1;
    return offset;
}

}  // namespace

bool domain_to_ascii(std::string_view domain, std::string_view written, report& r, std::size_t position,
                     std::string& out, host_scratch& scratch) {
    scratch.problem = {};
    // An ASCII domain is only lowercased: UTS #46 maps no ASCII code point
    // but the uppercase letters (UseSTD3ASCIIRules is false), and the
    // Standard's tests (toascii.json: "xn--a", "xn--zn7c.com") keep ASCII
    // "xn--" labels that are not valid Punycode as they are. One pass
    // lowercases, and finds whether the domain is ASCII and has a
    // forbidden domain code point (3.).
    out.resize(domain.size());
    unsigned char high = 0;
    bool forbidden = false;
    for (std::size_t i = 0; i < domain.size(); ++i) {
        auto const c = static_cast<unsigned char>(domain[i]);
        high |= c;
        forbidden |= forbidden_domain_bytes[c];
        out[i] = static_cast<char>(ascii_lowercase[c]);
    }
    if (high < 0x80) {
        // The empty host is no domain.
        if (domain.empty()) {
            scratch.problem = "the name is empty (URL Standard)";
            return r.fail(v::domain_to_ASCII, position);
        }
        if (forbidden) {
            // Reported where the first one is written, not at the host's
            // start: "exa mple.com" points at the space.
            std::size_t index = 0;
            while (!forbidden_domain_bytes[static_cast<unsigned char>(domain[index])]) ++index;
            scratch.problem = "a forbidden domain code point is in the name (URL Standard)";
            return r.fail(v::domain_invalid_code_point, position + written_offset(written, index));
        }
        return true;
    }
    out.clear();
    // 1-2. UTS #46 ToASCII: nontransitional, CheckBidi, CheckJoiners,
    // neither UseSTD3ASCIIRules nor CheckHyphens nor VerifyDnsLength;
    // the current UTS #46, where ICU's lags (whatwg/uts46_update.hpp).
    if (apply_uts46_updates(domain, scratch.updated, scratch.held)) domain = scratch.updated;
    scratch.problem = unicode::idna_to_ascii(domain, unicode::idna_rules::whatwg, out);
    if (scratch.problem.empty() && !restore_held(out, scratch.held))
        scratch.problem = "an ideograph newer than ICU's Unicode cannot be put back into its label";
    if (!scratch.problem.empty()) return r.fail(v::domain_to_ASCII, position);
    // The empty host is no domain ("http://%C2%AD/": U+00AD maps to nothing).
    if (out.empty()) {
        scratch.problem = "the name is empty after mapping (URL Standard)";
        return r.fail(v::domain_to_ASCII, position);
    }
    // 3. No forbidden domain code point.
    for (char c : out)
        if (is_forbidden_domain_byte(static_cast<unsigned char>(c))) {
            scratch.problem = "a forbidden domain code point remains after mapping (URL Standard)";
            return r.fail(v::domain_invalid_code_point, position);
        }
    return true;
}

bool parse_host(std::string_view input, bool is_opaque, report& r, std::size_t position, url::host_kind& kind,
                std::string& out, host_scratch& scratch) {
    // 1. "[...]": an IPv6 address.
    if (!input.empty() && input.front() == '[') {
        if (input.size() < 2 || input.back() != ']') return r.fail(v::IPv6_unclosed, position);
        auto const address = parse_ipv6(input.substr(1, input.size() - 2), r, position + 1);
        if (!address) return false;
        // clear() then push_back(): GCC 12 warns (-Wrestrict) falsely on assign("[") at -O3.
        out.clear();
        out.push_back('[');
        serialize_ipv6(*address, out);
        out.push_back(']');
        kind = url::host_kind::ipv6;
        return true;
    }
    // 2. A non-special scheme's host is opaque.
    if (is_opaque) {
        if (!parse_opaque_host(input, r, position, out)) return false;
        kind = out.empty() ? url::host_kind::empty : url::host_kind::opaque;
        return true;
    }
    // 4. Percent-decoded; its UTF-8 decoding is ICU's, which turns bytes
    // that are not UTF-8 into U+FFFD, as "UTF-8 decode without BOM" does.
    // (Without a '%' the host is its own decoding: no copy.)
    std::string_view domain = input;
    if (input.find('%') != std::string_view::npos) {
        scratch.decoded.clear();
        append_decoded(scratch.decoded, input);
        domain = scratch.decoded;
    }
    // 5. Domain to ASCII.
    if (!domain_to_ascii(domain, input, r, position, scratch.ascii, scratch)) return false;
    // 6. A domain that ends in a number is an IPv4 address, or nothing.
    if (ends_in_a_number(scratch.ascii)) {
        auto const address = parse_ipv4(scratch.ascii, r, position);
        if (!address) return false;
        out.clear();
        serialize_ipv4(*address, out);
        kind = url::host_kind::ipv4;
        return true;
    }
    // 7.
    out.swap(scratch.ascii);
    kind = url::host_kind::domain;
    return true;
}

}  // namespace iri::whatwg
