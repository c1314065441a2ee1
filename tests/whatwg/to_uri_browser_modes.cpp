// The RFC 3987 mapping's two browser modes against the web-platform-tests
// data the URL parser passes (toascii.json, IdnaTestV2.json,
// percent-encoding.json): iri::to_uri with idna_mode::whatwg is the URL
// Standard's host parser on "http://HOST/", and with a query charset the
// Standard's query encoder. Where the Standard writes a byte a URI may not
// hold (RFC 3986 §2), to_uri writes its triplet instead: the expected
// outputs are compared in that form.
#include "whatwg/wpt.hpp"

#include <iri/convert.hpp>

#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <string>
#include <string_view>

namespace {

void append_triplet(std::string& out, unsigned char octet) {
    static constexpr char hex[] = "0123456789ABCDEF";
    out += '%';
    out += hex[octet >> 4];
    out += hex[octet & 0xF];
}

bool is_triplet_at(std::string_view s, std::size_t i) {
    return s[i] == '%' && i + 2 < s.size() && iri::unicode::has(static_cast<unsigned char>(s[i + 1]), iri::unicode::hexdig) &&
           iri::unicode::has(static_cast<unsigned char>(s[i + 2]), iri::unicode::hexdig);
}

// A test's host as an ireg-name that means the same to the URL Standard's
// host parser, which percent-decodes first: every ASCII character an
// ireg-name cannot hold, every code point that is no ucschar or that RFC
// 3987 §4.1 forbids (the bidi formatting characters), and every byte that
// is not UTF-8 written as triplets; a "%" that starts a triplet kept.
std::string as_ireg_name(std::string_view host) {
    std::string out;
    char const* p = host.data();
    char const* const end = p + host.size();
    while (p != end) {
        auto const octet = static_cast<unsigned char>(*p);
        if (octet < 0x80) {
            if (iri::unicode::has(octet, iri::unicode::unreserved | iri::unicode::sub_delim) ||
                (octet == '%' && is_triplet_at(host, static_cast<std::size_t>(p - host.data()))))
                out += *p;
            else
                append_triplet(out, octet);
            ++p;
            continue;
        }
        char32_t cp = 0;
        int const length = iri::unicode::decode_utf8(p, end, cp);
        if (length <= 0) {
            append_triplet(out, octet);
            ++p;
            continue;
        }
        std::string_view const character(p, static_cast<std::size_t>(length));
        if (iri::unicode::is_ucschar(cp) && !iri::unicode::is_bidi_formatting(cp))
            out += character;
        else
            for (char c : character) append_triplet(out, static_cast<unsigned char>(c));
        p += length;
    }
    return out;
}

// What to_uri writes for the browser's text `text`: every byte RFC 3986
// allows in `component` (a reg-name, a query) as it is, a triplet kept,
// anything else as its triplet.
std::string uri_valid(std::string_view text, std::uint16_t allowed) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto const octet = static_cast<unsigned char>(text[i]);
        if (is_triplet_at(text, i)) {
            out += text.substr(i, 3);
            i += 2;
        } else if (octet < 0x80 && iri::unicode::has(octet, allowed)) {
            out += text[i];
        } else {
            append_triplet(out, octet);
        }
    }
    return out;
}

constexpr std::uint16_t reg_name_bytes = iri::unicode::unreserved | iri::unicode::sub_delim;
constexpr std::uint16_t query_bytes = iri::unicode::unreserved | iri::unicode::sub_delim | iri::unicode::colon |
                                      iri::unicode::at | iri::unicode::slash | iri::unicode::question;

void run_host_cases(char const* file, std::size_t expected_total, std::size_t expected_failures) {
    test::json::value const cases = test::wpt::load(file);
    std::size_t total = 0, passed = 0, failures = 0, empty = 0;
    iri::to_uri_options const whatwg{.idna = iri::idna_mode::whatwg};
    for (test::json::value const& c : cases.array) {
        if (!c.is_object()) continue;
        std::string const& input = c.find("input")->string;
        // The empty host is no domain: "http:///" has none to convert
        // (toascii.cpp passes over IdnaTestV2.json's one such case too).
        if (input.empty()) {
            ++empty;
            continue;
        }
        ++total;
        test::json::value const* output = c.find("output");
        bool const fails = output == nullptr || output->is_null();
        std::string const host = as_ireg_name(input);
        std::string const iri = "http://" + host + "/";
        iri::text_result const uri = iri::to_uri(iri, whatwg);
        if (fails) {
            ++failures;
            // The diagnostic names the host (production ireg-name, an
            // offset inside it) and why.
            if (!uri && uri.error().code == iri::errc::invalid_host_name && uri.error().production == "ireg-name" &&
                !uri.error().detail.empty() && uri.error().byte_offset >= 7 &&
                uri.error().byte_offset < 7 + host.size()) {
                ++passed;
                continue;
            }
            FAIL_CHECK(file << ": \"" << test::wpt::printable(iri) << "\": expected an ireg-name error, got "
                            << (uri ? "\"" + uri.value() + "\"" : uri.error().message()));
            continue;
        }
        std::string const want = "http://" + uri_valid(output->string, reg_name_bytes) + "/";
        if (uri && uri.value() == want) {
            ++passed;
            continue;
        }
        FAIL_CHECK(file << ": \"" << test::wpt::printable(iri) << "\" gave "
                        << (uri ? "\"" + test::wpt::printable(uri.value()) + "\"" : uri.error().message()) << ", expected \""
                        << test::wpt::printable(want) << "\"");
    }
    std::cout << file << " through to_uri(idna_mode::whatwg): " << passed << " of " << total << " cases pass ("
              << failures << " where the URL Standard fails; " << empty << " with the empty input, not a host)\n";
    CHECK(total == expected_total);
    CHECK(failures == expected_failures);
    CHECK(empty <= 1);
    CHECK(passed == total);
}

}  // namespace

TEST_CASE("to_uri idna_mode::whatwg passes toascii.json", "[to_uri][whatwg][wpt]") {
    run_host_cases("toascii.json", 87, 19);
}

TEST_CASE("to_uri idna_mode::whatwg passes IdnaTestV2.json", "[to_uri][whatwg][wpt]") {
    run_host_cases("IdnaTestV2.json", 2670, 1117);
}

TEST_CASE("to_uri with a query charset passes percent-encoding.json", "[to_uri][whatwg][wpt]") {
    test::json::value const cases = test::wpt::load("percent-encoding.json");
    std::size_t total = 0, passed = 0, not_iris = 0;
    for (test::json::value const& c : cases.array) {
        if (!c.is_object()) continue;
        std::string const& input = c.find("input")->string;
        for (auto const& [encoding, expected] : c.find("output")->object) {
            ++total;
            // --lenient: "|" and "\" are no IRI characters, but what
            // lenient encodes the query encoder still reads as written.
            std::string const iri = "https://doesnotmatter.invalid/?" + input;
            iri::text_result const uri = iri::to_uri(iri, {.lenient = true, .query_charset = encoding});
            if (!uri && input.find('\x0E') != std::string::npos) {
                // U+000E is a control character, in no IRI: RFC 3987 §2.2.
                CHECK(uri.error().code == iri::errc::disallowed_character);
                ++not_iris;
                continue;
            }
            std::string const want = "https://doesnotmatter.invalid/?" + uri_valid(expected.string, query_bytes);
            if (uri && uri.value() == want) {
                ++passed;
                continue;
            }
            FAIL_CHECK("\"" << test::wpt::printable(input) << "\" in " << encoding << " gave "
                            << (uri ? "\"" + test::wpt::printable(uri.value()) + "\"" : uri.error().message())
                            << ", expected \"" << test::wpt::printable(want) << "\"");
        }
    }
    std::cout << "percent-encoding.json through to_uri(query_charset): " << passed << " of " << total
              << " cases pass, " << not_iris << " not IRIs (U+000E)\n";
    CHECK(total == 16);
    CHECK(not_iris == 3);
    CHECK(passed + not_iris == total);
}

TEST_CASE("to_uri idna_mode::whatwg: the failing label, and hosts that are not reg-names", "[to_uri][whatwg]") {
    iri::to_uri_options const whatwg{.idna = iri::idna_mode::whatwg};
    // The label that fails alone is where the error points.
    iri::text_result const bad = iri::to_uri("http://ok.a\xE2\x80\x8D.example/", whatwg);
    REQUIRE_FALSE(bad);
    CHECK(bad.error().byte_offset == 10);
    CHECK(bad.error().detail.find("JOINER") != std::string_view::npos);
    // A name that ends in a number is an IPv4 address to the Standard.
    CHECK(iri::to_uri("http://0x7F.1/", whatwg).value() == "http://127.0.0.1/");
    iri::text_result const not_ipv4 = iri::to_uri("http://a.1/", whatwg);
    REQUIRE_FALSE(not_ipv4);
    CHECK(not_ipv4.error().byte_offset == 7);
    CHECK(not_ipv4.error().detail.find("IPv4") != std::string_view::npos);
    // IP literals stay as RFC 3987 has them.
    CHECK(iri::to_uri("http://[::FFFF:1.2.3.4]/", whatwg).value() == "http://[::FFFF:1.2.3.4]/");
    // The Standard keeps " ` { } in a domain; a URI may not hold them.
    CHECK(iri::to_uri("http://a%22%60%7B%7D/", whatwg).value() == "http://a%22%60%7B%7D/");
}
