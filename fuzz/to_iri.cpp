// libFuzzer target: iri::to_iri (RFC 3987 §3.2), checked against what
// callers rely on:
//
// - to_iri fails exactly when the input is not an IRI-reference, with the
//   parser's diagnostic;
// - the output is an IRI-reference with the same components present, the
//   same host and path kinds, and is never longer than the input;
// - read against the input triplet by triplet, every "%HH" is either kept
//   (as written when ASCII, in uppercase otherwise) or decoded, and the
//   choice is §3.2's: a sequence is decoded exactly when its octets are
//   strictly valid UTF-8 (step 3) of a character allowed there (step 4),
//   or an unreserved ASCII character (step 2): never another ASCII octet,
//   never a bidi formatting character (§4.1), iprivate only inside iquery,
//   ucschar elsewhere;
// - it maps back to an equivalent URI: to_uri(to_iri(x)) and to_uri(x) are
//   equal under RFC 3986 §6.2.2 syntax normalization (case of hex digits,
//   unreserved characters decoded);
// - it is idempotent, and to_iri_into agrees with it;
// - with idn_unicode, only the host differs from the plain conversion, and
//   each label that differs was an "xn--" label that the new one converts
//   back to (ToASCII, ignoring case).
#include "fuzz/check.hpp"
#include "fuzz/reference_checks.hpp"
#include "fuzz/unicode.hpp"
#include "unicode/idna.hpp"

#include <iri/iri.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    return (c | 0x20) - 'a' + 10;
}

// The octet of the triplet at text[i] (the parse checked its digits).
unsigned char octet_at(std::string_view text, std::size_t i) {
    return static_cast<unsigned char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
}

bool is_triplet(std::string_view text, std::size_t i) { return i + 3 <= text.size() && text[i] == '%'; }

bool is_unreserved(unsigned char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
           c == '_' || c == '~';
}

// §3.2 steps 2 to 4: may the character written as the sequence at text[i]
// stand unencoded there? An ASCII octet only when unreserved (step 2);
// otherwise its octets (as many as its lead says) must be strictly valid
// UTF-8 of ucschar, or of iprivate in the query, and not a bidi formatting
// character (nor a later bidi control).
bool decodable(std::string_view text, std::size_t i, bool in_query, std::size_t& triplets, char32_t& cp) {
    std::string octets;
    for (std::size_t k = i; octets.size() < 4 && is_triplet(text, k); k += 3)
        octets += static_cast<char>(octet_at(text, k));
    if (auto const lead = static_cast<unsigned char>(octets[0]); lead < 0x80) {
        triplets = 1;
        cp = lead;
        return is_unreserved(lead);
    }
    triplets = iri_fuzz::utf8_length(octets, 0, cp);
    if (triplets == 0) return false;
    if (iri_fuzz::is_bidi_formatting(cp) || iri_fuzz::is_later_bidi_control(cp)) return false;
    return iri_fuzz::is_ucschar(cp) || (in_query && iri_fuzz::is_iprivate(cp));
}

std::string upper_triplet(unsigned char octet) {
    constexpr char hex[] = "0123456789ABCDEF";
    return {'%', hex[octet >> 4], hex[octet & 0xF]};
}

// The input and the output side by side: what is not a triplet is copied,
// each triplet is kept or decoded as §3.2 says, nothing else happens.
// A reg-name whose decoded unreserved triplets spell an IPv4address
// ("5.9.95%2e9") is kept as written, so that the kind of host stays.
bool host_kept(iri::reference_view const& in);

void check_triplets(std::string_view uri, iri::reference_view const& in, std::string_view out) {
    iri::span const query = in.parts().query;
    iri::span const host = in.parts().host;
    bool const keep_host = host_kept(in);
    std::size_t i = 0, j = 0;
    while (i < uri.size()) {
        IRI_FUZZ_CHECK(j < out.size());
        if (keep_host && i == host.offset && host.length > 0) {
            IRI_FUZZ_CHECK(out.substr(j, host.length) == uri.substr(i, host.length));
            i += host.length, j += host.length;
            continue;
        }
        if (uri[i] != '%') {
            IRI_FUZZ_CHECK(out[j] == uri[i]);
            ++i, ++j;
            continue;
        }
        bool const in_query = query.present && i >= query.offset && i < query.offset + query.length;
        std::size_t triplets = 0;
        char32_t cp = 0;
        bool const can_decode = decodable(uri, i, in_query, triplets, cp);
        if (out[j] == '%') {
            // Kept: only what may not be decoded, ASCII as written, the
            // rest in uppercase.
            IRI_FUZZ_CHECK(!can_decode);
            unsigned char const octet = octet_at(uri, i);
            IRI_FUZZ_CHECK(out.substr(j, 3) == (octet < 0x80 ? std::string(uri.substr(i, 3)) : upper_triplet(octet)));
            i += 3, j += 3;
            continue;
        }
        // Decoded: the character those octets spell, written as UTF-8.
        IRI_FUZZ_CHECK(can_decode);
        char32_t written = 0;
        IRI_FUZZ_CHECK(iri_fuzz::utf8_length(out, j, written) == triplets && written == cp);
        for (std::size_t k = 0; k < triplets; ++k)
            IRI_FUZZ_CHECK(static_cast<unsigned char>(out[j + k]) == octet_at(uri, i + 3 * k));
        i += 3 * triplets, j += triplets;
    }
    IRI_FUZZ_CHECK(j == out.size());
}

// RFC 3986 §6.2.2.1 and §6.2.2.2: hex digits of triplets in uppercase,
// triplets of unreserved characters decoded.
std::string syntax_normalized(std::string_view uri) {
    std::string s;
    for (std::size_t i = 0; i < uri.size(); ++i) {
        if (!is_triplet(uri, i)) {
            s += uri[i];
            continue;
        }
        unsigned char const octet = octet_at(uri, i);
        if (is_unreserved(octet))
            s += static_cast<char>(octet);
        else
            s += upper_triplet(octet);
        i += 2;
    }
    return s;
}

bool host_kept(iri::reference_view const& in) {
    std::optional<std::string_view> const host = in.host();
    if (in.host_type() != iri::host_kind::reg_name || !host || host->find('%') == std::string_view::npos) return false;
    iri::parse_result const decoded = iri::parse("//" + syntax_normalized(*host));
    return decoded.ok() && decoded->host_type() == iri::host_kind::ipv4;
}

void check_same_shape(iri::reference_view const& a, iri::reference_view const& b) {
    IRI_FUZZ_CHECK(a.kind() == b.kind() && a.path_type() == b.path_type() && a.host_type() == b.host_type());
    IRI_FUZZ_CHECK(a.has_authority() == b.has_authority());
    IRI_FUZZ_CHECK(a.userinfo().has_value() == b.userinfo().has_value());
    IRI_FUZZ_CHECK(a.port().has_value() == b.port().has_value());
    IRI_FUZZ_CHECK(a.query().has_value() == b.query().has_value());
    IRI_FUZZ_CHECK(a.fragment().has_value() == b.fragment().has_value());
}

bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char const x = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] | 0x20) : a[i];
        char const y = b[i] >= 'A' && b[i] <= 'Z' ? static_cast<char>(b[i] | 0x20) : b[i];
        if (x != y) return false;
    }
    return true;
}

// §3.2.1's ToUnicode: against the plain conversion, only "xn--" labels of
// a reg-name change, each into a label whose ToASCII is the original.
void check_idn_unicode(iri::reference_view const& in, iri::reference_view const& plain,
                       iri::reference_view const& unicode) {
    check_same_shape(plain, unicode);
    IRI_FUZZ_CHECK(unicode.scheme() == plain.scheme() && unicode.userinfo() == plain.userinfo());
    IRI_FUZZ_CHECK(unicode.port() == plain.port() && unicode.path() == plain.path());
    IRI_FUZZ_CHECK(unicode.query() == plain.query() && unicode.fragment() == plain.fragment());
    if (unicode.host() == plain.host()) return;
    IRI_FUZZ_CHECK(in.host_type() == iri::host_kind::reg_name);
    // Labels are counted after step 2: "%2E" in the input is a "." by then.
    auto const mapped = iri_fuzz::split(*plain.host(), '.'), after = iri_fuzz::split(*unicode.host(), '.');
    IRI_FUZZ_CHECK(mapped.size() == after.size());
    for (std::size_t k = 0; k < after.size(); ++k) {
        if (after[k] == mapped[k]) continue;
        // The label as step 2 wrote it ("%78n--" is "xn--" by then).
        IRI_FUZZ_CHECK(mapped[k].size() > 4 && equal_ignoring_ascii_case(mapped[k].substr(0, 4), "xn--"));
        std::string ascii;
        IRI_FUZZ_CHECK(iri::unicode::idna_to_ascii(after[k], iri::unicode::idna_rules::uts46, ascii).empty());
        IRI_FUZZ_CHECK(equal_ignoring_ascii_case(ascii, mapped[k]));
    }
}

void check(std::string_view text) {
    iri::parse_result const in = iri::parse(text);
    iri::text_result const r = iri::to_iri(text);

    std::string reused = "left over from an earlier call, to be replaced";
    iri::diagnostic into_error;
    iri::errc const into_code = iri::to_iri_into(text, reused, {}, &into_error);
    IRI_FUZZ_CHECK((into_code == iri::errc::ok) == r.ok());
    if (r.ok())
        IRI_FUZZ_CHECK(reused == r.value());
    else
        IRI_FUZZ_CHECK(reused.empty() && iri_fuzz::same_diagnostic(into_error, r.error()));

    iri::text_result const unicode = iri::to_iri(text, {.idn_unicode = true});
    IRI_FUZZ_CHECK(unicode.ok() == r.ok());
    if (!r.ok()) {
        IRI_FUZZ_CHECK(!in.ok());
        iri_fuzz::check_diagnostic(r.error(), text);
        IRI_FUZZ_CHECK(iri_fuzz::same_diagnostic(r.error(), in.error()));
        IRI_FUZZ_CHECK(iri_fuzz::same_diagnostic(unicode.error(), in.error()));
        return;
    }
    IRI_FUZZ_CHECK(in.ok());
    std::string const& iri = r.value();
    IRI_FUZZ_CHECK(iri.size() <= text.size());
    iri::parse_result const out = iri::parse(iri);
    IRI_FUZZ_CHECK(out.ok());
    check_same_shape(in.value(), out.value());
    check_triplets(text, in.value(), iri);

    // Back to the URI.
    iri::text_result const uri = iri::to_uri(text), back = iri::to_uri(iri);
    IRI_FUZZ_CHECK(uri.ok() && back.ok());
    IRI_FUZZ_CHECK(syntax_normalized(back.value()) == syntax_normalized(uri.value()));

    iri::text_result const again = iri::to_iri(iri);
    IRI_FUZZ_CHECK(again.ok() && again.value() == iri);

    iri::parse_result const unicode_parsed = iri::parse(unicode.value());
    IRI_FUZZ_CHECK(unicode_parsed.ok());
    check_idn_unicode(in.value(), out.value(), unicode_parsed.value());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
