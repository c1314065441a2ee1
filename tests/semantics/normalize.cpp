// Normalization and comparison: the RFC 3987 §5.3 ladder, rung by rung,
// with the RFC's own examples, then the properties a user relies on
// (idempotence, nothing created, compatibility with resolution) over
// generated references.
#include "support/reference_generator.hpp"
#include "tests/semantics/normalization_alphabet.hpp"

#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/nfc.hpp"
#include "semantics/scheme_registry.hpp"
#include "grammar/schemes/productions.hpp"
#include "support/support.hpp"

#include <iri/iri.hpp>
#include <iri/normalize.hpp>
#include <iri/resolve.hpp>

#include <catch2/catch.hpp>

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>

#include <array>
#include <optional>
#include <random>

#include <string>
#include <string_view>
#include <vector>

using namespace std::literals;
using iri::comparison_level;
using test::utf8;

static_assert(noexcept(iri::normalize(""sv)));
static_assert(noexcept(iri::normalize_into(iri::reference_view{}, std::declval<std::string&>())));
static_assert(noexcept(iri::compare(""sv, ""sv)));

namespace {

constexpr iri::normalize_options syntax{comparison_level::syntax, false};
constexpr iri::normalize_options syntax_nfc{comparison_level::syntax, true};
constexpr iri::normalize_options scheme{comparison_level::scheme, false};

std::string normalized(std::string_view text, iri::normalize_options options = syntax) {
    iri::text_result r = iri::normalize(text, options);
    if (!r) FAIL("normalize(" << text << ") failed: " << r.error().message());
    return r.value();
}

// compare()'s verdict in one value for CHECKs: the rung, or nothing.
std::optional<comparison_level> equal_at(std::string_view a, std::string_view b,
                                         iri::normalize_options options = scheme) {
    iri::comparison const c = iri::compare(a, b, options);
    REQUIRE(c.error.code == iri::errc::ok);
    CHECK(c.equivalent == c.level.has_value());
    // Comparison is symmetric.
    iri::comparison const reverse = iri::compare(b, a, options);
    CHECK(reverse.equivalent == c.equivalent);
    CHECK(reverse.level == c.level);
    return c.level;
}

}  // namespace

TEST_CASE("comparison levels have stable names", "[normalize]") {
    CHECK(iri::to_string(comparison_level::string) == "string");
    CHECK(iri::to_string(comparison_level::syntax) == "syntax");
    CHECK(iri::to_string(comparison_level::scheme) == "scheme");
}

TEST_CASE("RFC 3987 §5.3.2: the example pair is equivalent at the syntax rung", "[normalize][rfc3987]") {
    std::string_view const a = "example://a/b/c/%7Bfoo%7D/ros\xC3\xA9";
    std::string_view const b = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
    CHECK(normalized(a) == a);
    CHECK(normalized(b) == a);
    CHECK(equal_at(a, b, syntax) == comparison_level::syntax);
    CHECK(equal_at(a, b, scheme) == comparison_level::syntax);
    CHECK(equal_at(a, b, {comparison_level::string, false}) == std::nullopt);
}

TEST_CASE("§5.3.1 string rung: byte for byte, any bytes", "[normalize][compare]") {
    CHECK(equal_at("http://a/", "http://a/", {comparison_level::string, false}) == comparison_level::string);
    CHECK(equal_at("http://a/", "HTTP://a/", {comparison_level::string, false}) == std::nullopt);
    // Equal strings are equal at the first rung even when they are not IRIs.
    CHECK(equal_at("a b", "a b") == comparison_level::string);
    CHECK(normalized("not an IRI", {comparison_level::string, false}) == "not an IRI");
    // An IRI is never mapped to a URI to compare: "é" is not "%C3%A9" at the
    // string rung, only after syntax-based decoding.
    CHECK(equal_at("http://a/\xC3\xA9", "http://a/%C3%A9", {comparison_level::string, false}) == std::nullopt);
    CHECK(equal_at("http://a/\xC3\xA9", "http://a/%C3%A9") == comparison_level::syntax);
}

TEST_CASE("§5.3.2.1 case: scheme, ASCII hosts, hex digits", "[normalize][case]") {
    CHECK(normalized("HTTP://Example.COM/Path?Query#Fragment") == "http://example.com/Path?Query#Fragment");
    CHECK(normalized("s://User:PW@H/") == "s://User:PW@h/");  // userinfo keeps its case
    CHECK(normalized("http://a/%7e%2f%3a") == "http://a/~%2F%3A");  // hex digits in uppercase
    CHECK(normalized("http://[::A:b]/") == "http://[::a:b]/");
    CHECK(normalized("http://[V7.AbC]/") == "http://[v7.abc]/");
    CHECK(normalized("http://EX%2Fample/") == "http://ex%2Fample/");  // "%2F" keeps its "F"
    // A host with non-ASCII characters is not US-ASCII-only: left as it is
    // (UTS #46, at the scheme rung, folds its case).
    CHECK(normalized("http://R\xC3\x89sum\xC3\xA9.Example/") == "http://R\xC3\x89sum\xC3\xA9.Example/");
    // ASCII-only is judged after decoding.
    CHECK(normalized("http://%41B.example/") == "http://ab.example/");
    CHECK(normalized("http://AB%C3%A9.example/") == "http://AB\xC3\xA9.example/");
}

TEST_CASE("§5.3.2.3 percent-encoding: decode what may stand unencoded, nothing else", "[normalize][percent]") {
    // Unreserved ASCII.
    CHECK(normalized("http://a/%41%5A%61%7A%30%39%2D%2E%5F%7E") == "http://a/AZaz09-._~");
    // Reserved characters and others that are not unreserved stay encoded.
    for (std::string_view kept : {"%2F", "%3F", "%23", "%26", "%3A", "%40", "%25", "%20", "%3D", "%2B", "%5B", "%22"}) {
        INFO(kept);
        CHECK(normalized("http://a/x" + std::string(kept) + "y?q" + std::string(kept) + "#f" + std::string(kept)) ==
              "http://a/x" + std::string(kept) + "y?q" + std::string(kept) + "#f" + std::string(kept));
    }
    // ucschar, in every component that admits it.
    CHECK(normalized("http://ros%C3%A9@ros%C3%A9.example/ros%C3%A9?ros%C3%A9#ros%C3%A9") ==
          "http://ros\xC3\xA9@ros\xC3\xA9.example/ros\xC3\xA9?ros\xC3\xA9#ros\xC3\xA9");
    CHECK(normalized("http://a/%E6%BC%A2%F0%9F%98%80") == "http://a/\xE6\xBC\xA2\xF0\x9F\x98\x80");
    // iprivate (U+E000) only in the query.
    CHECK(normalized("http://a/%EE%80%80?%EE%80%80#%EE%80%80") == "http://a/%EE%80%80?\xEE\x80\x80#%EE%80%80");
    // Not characters an IRI may hold, or not UTF-8: encoded, in uppercase.
    CHECK(normalized("http://a/%e2%80%8e") == "http://a/%E2%80%8E");  // LRM, RFC 3987 §4.1
    CHECK(normalized("http://a/%E2%80%AE") == "http://a/%E2%80%AE");  // RLO
    CHECK(normalized("http://a/%c2%80") == "http://a/%C2%80");  // U+0080, a C1 control
    CHECK(normalized("http://a/%EF%BF%BE") == "http://a/%EF%BF%BE");  // U+FFFE, a noncharacter
    CHECK(normalized("http://a/%c3") == "http://a/%C3");  // truncated
    CHECK(normalized("http://a/%C3%28") == "http://a/%C3%28");  // "(" is not a continuation
    CHECK(normalized("http://a/%C0%AF") == "http://a/%C0%AF");  // overlong "/"
    CHECK(normalized("http://a/%ED%A0%80") == "http://a/%ED%A0%80");  // a surrogate
    CHECK(normalized("http://a/%C3%C3%A9") == "http://a/%C3\xC3\xA9");
    CHECK(normalized("http://a/%C3x%A9") == "http://a/%C3x%A9");
    // A triplet beside a raw character is not joined to it.
    CHECK(normalized("http://a/%C3\xC3\xA9") == "http://a/%C3\xC3\xA9");
}

TEST_CASE("§5.3.2.4 path segments", "[normalize][dot-segments]") {
    CHECK(normalized("http://a/b/./c/../d") == "http://a/b/d");
    CHECK(normalized("http://a/b/%2E%2E/c") == "http://a/c");  // decoded first, then removed
    CHECK(normalized("http://a/..") == "http://a/");
    CHECK(normalized("s:a/./b/../c") == "s:a/c");
    CHECK(normalized("/a/./b/../c?q") == "/a/c?q");  // an absolute path
    CHECK(normalized("//h/a/../b") == "//h/b");
    // A relative path keeps them: "../a" is not "a".
    CHECK(normalized("../a/./b") == "../a/./b");
    CHECK(normalized("./a:b") == "./a:b");
    // ... and keeps encoded ones encoded: resolution reads "%2E" as an
    // ordinary segment, so "x/%2E/.." (which resolves to "x/") and
    // "x/./.." (which resolves to "") differ.
    CHECK(normalized("%2e%2E/a/%2e/b/.%2e/%41") == "%2E%2E/a/%2E/b/.%2E/A");
    CHECK(normalized("a%2eb/%2E%2E%2E/%2Ex") == "a.b/.../.x");  // not dot segments: decoded
    // Dot segments of the path as written go first, as resolution removes
    // them, then those that decoding makes.
    CHECK(normalized("http://a/x/%2E/../y") == "http://a/x/y");
    CHECK(normalized("s:%2e%2E/../b") == "s:/b");
    CHECK(normalized("http://a/x/%2E/y/%2E%2E/z") == "http://a/x/z");
}

TEST_CASE("normalization never creates an authority (or a scheme)", "[normalize][dot-guard]") {
    CHECK(normalized("s:/a/..//evil") == "s:/.//evil");
    CHECK(normalized("s:/.//evil") == "s:/.//evil");
    CHECK(normalized("s:a/..//b") == "s:/.//b");
    CHECK(normalized("/a/..//x") == "/.//x");
    CHECK(normalized("s:/%2E%2E//x") == "s:/.//x");
    CHECK(normalized("s:/a/..//evil", scheme) == "s:/.//evil");
    for (std::string_view s : {"s:/a/..//evil"sv, "s:a/..//b"sv, "/a/..//x"sv}) {
        iri::parse_result const p = iri::parse(normalized(s));
        REQUIRE(p.ok());
        CHECK_FALSE(p->has_authority());
    }
    // With an authority the path may start with "//".
    CHECK(normalized("http://h/a/..//x") == "http://h//x");
}

TEST_CASE("§5.3.2.2 NFC only on request", "[normalize][nfc]") {
    std::string_view const decomposed = "http://a/re\xCC\x81sume\xCC\x81";  // e + U+0301
    std::string_view const composed = "http://a/r\xC3\xA9sum\xC3\xA9";
    CHECK(normalized(decomposed) == decomposed);
    CHECK(equal_at(decomposed, composed) == std::nullopt);
    CHECK(normalized(decomposed, syntax_nfc) == composed);
    CHECK(equal_at(decomposed, composed, syntax_nfc) == comparison_level::syntax);
    // Percent-encoded combining marks are decoded, then composed.
    CHECK(normalized("http://a/e%CC%81", syntax_nfc) == "http://a/\xC3\xA9");
    // In every component.
    CHECK(normalized("http://e\xCC\x81@E\xCC\x81.x/?e\xCC\x81#e\xCC\x81", syntax_nfc) ==
          "http://\xC3\xA9@\xC3\x89.x/?\xC3\xA9#\xC3\xA9");
    // NFC maps U+1FEF GREEK VARIA to "`", which no IRI may hold: encoded.
    CHECK(normalized("http://a/\xE1\xBF\xAF", syntax_nfc) == "http://a/%60");
    CHECK(normalized("http://a/?\xE1\xBF\xAF", syntax_nfc) == "http://a/?%60");
    // A triplet that stays is an octet, not three characters: a combining
    // mark after it does not compose with its last hex digit
    // (fuzz/regression/normalize-nfc-composes-hex-digit).
    CHECK(normalized("http://a/%8e\xCC\x81", syntax_nfc) == "http://a/%8E\xCC\x81");
    CHECK(normalized("http://a/?%2F\xCC\x81#%25\xCC\x81", syntax_nfc) == "http://a/?%2F\xCC\x81#%25\xCC\x81");
    // U+212A KELVIN SIGN is "K": an ASCII-only host then, so lowercased.
    CHECK(normalized("http://\xE2\x84\xAA.example/", syntax_nfc) == "http://k.example/");
    // NFC neither eats a delimiter nor makes one. "=" U+0338 would compose
    // into U+2260 NOT EQUAL TO, taking the "=" that splits the query.
    std::string const not_equal = "http://a/?a=" + utf8(0x0338) + "b";
    CHECK(normalized(not_equal, syntax_nfc) == not_equal);
    CHECK(normalized("http://a/x=" + utf8(0x0338), syntax_nfc) == "http://a/x=" + utf8(0x0338));
    // U+037E GREEK QUESTION MARK is canonically ";": data, so encoded.
    CHECK(normalized("http://a/?a" + utf8(0x037E) + "b", syntax_nfc) == "http://a/?a%3Bb");
    // Next to a delimiter, the rest still composes.
    CHECK(normalized("http://a/?e" + utf8(0x0301) + "=e" + utf8(0x0301), syntax_nfc) == "http://a/?\xC3\xA9=\xC3\xA9");
}

TEST_CASE("§5.3.2.2 NFC gives a valid IRI from every character and every canonical pair", "[normalize][nfc]") {
    // Every character an IRI may hold, alone and in the two-character
    // decomposition NFC composes back (U+00E9 from "e" U+0301): NFC's
    // output is valid in each component (iprivate in the query only).
    // Built with sanitizers, every fourth character alone and every pair
    // (test::exhaustive_step).
    icu::Normalizer2 const* const nfc = iri::unicode::nfc_normalizer();
    REQUIRE(nfc != nullptr);
    std::size_t checked = 0;
    for (char32_t c = 0xA0; c <= 0x10FFFD; ++c) {
        bool const ucschar = iri::unicode::is_ucschar(c);
        if (!ucschar && !iri::unicode::is_iprivate(c)) continue;
        if (iri::unicode::is_bidi_formatting(c)) continue;  // §4.1: in no IRI
        std::vector<std::string> inputs;
        if (c % test::exhaustive_step() == 0) inputs.push_back(utf8(c));
        icu::UnicodeString pair;
        if (nfc->getRawDecomposition(static_cast<UChar32>(c), pair) && pair.countChar32() == 2) {
            std::string text;
            for (int32_t i = 0; i < pair.length(); i = pair.moveIndex32(i, 1))
                text += utf8(static_cast<char32_t>(pair.char32At(i)));
            inputs.push_back(text);
        }
        for (std::string const& text : inputs) {
            if (!iri::is_valid("s://h?" + text)) continue;  // "<" U+0338 (U+226E) is no IRI
            ++checked;
            std::string const query = normalized("s://h?" + text, syntax_nfc);
            if (!iri::is_valid(query)) FAIL("query: U+" << std::hex << static_cast<unsigned>(c) << " -> " << query);
            if (!ucschar) continue;
            std::string const path = normalized("s://" + text + "@" + text + "/" + text + "#" + text, syntax_nfc);
            if (!iri::is_valid(path)) FAIL("U+" << std::hex << static_cast<unsigned>(c) << " -> " << path);
        }
    }
    CHECK(checked > 1000000 / test::exhaustive_step());
}

TEST_CASE("§5.3.3 scheme rung: the four http examples", "[normalize][scheme]") {
    std::string_view const forms[] = {"http://example.com", "http://example.com/", "http://example.com:/",
                                      "http://example.com:80/"};
    for (std::string_view a : forms) {
        INFO(a);
        CHECK(normalized(a, scheme) == "http://example.com/");
        for (std::string_view b : forms) {
            INFO(b);
            std::optional<comparison_level> const level = equal_at(a, b);
            REQUIRE(level.has_value());
            CHECK(*level == (a == b ? comparison_level::string : comparison_level::scheme));
            CHECK(equal_at(a, b, syntax) == (a == b ? std::optional(comparison_level::string) : std::nullopt));
        }
        // "http://example.com/?" has an empty query: a different resource.
        CHECK(equal_at(a, "http://example.com/?") == std::nullopt);
    }
}

TEST_CASE("§5.3.3 scheme rung: ports", "[normalize][scheme]") {
    CHECK(normalized("https://a:443/", scheme) == "https://a/");
    CHECK(normalized("https://a:80/", scheme) == "https://a:80/");
    CHECK(normalized("ws://a:80/x", scheme) == "ws://a/x");
    CHECK(normalized("wss://a:443", scheme) == "wss://a/");
    CHECK(normalized("ftp://a:21/x", scheme) == "ftp://a/x");
    CHECK(normalized("HTTP://A:0080/", scheme) == "http://a/");
    CHECK(normalized("http://a:08080/", scheme) == "http://a:8080/");
    CHECK(normalized("http://a:000/", scheme) == "http://a:0/");
    CHECK(normalized("http://u@a:80?q#f", scheme) == "http://u@a/?q#f");
    // Unknown schemes: the empty port goes (RFC 3986 §3.2.3), nothing else;
    // an empty path stays empty.
    CHECK(normalized("foo://a:/x", scheme) == "foo://a/x");
    CHECK(normalized("foo://a:80", scheme) == "foo://a:80");
    CHECK(normalized("foo://a", scheme) == "foo://a");
    CHECK(normalized("//a:", scheme) == "//a");
    // The registry knows a handful of schemes, and the scheme grammars
    // some more, all with default ports.
    std::vector<iri::semantics::scheme_rules const*> all_rules;
    for (auto const& rules : iri::semantics::registered_schemes()) all_rules.push_back(&rules);
    for (auto const& named : iri::grammar::schemes::builtin_grammar_list)
        if (auto const* rules = iri::semantics::find_scheme(named.name)) {
            CHECK(rules->name == named.name);
            all_rules.push_back(rules);
        }
    CHECK(all_rules.size() > iri::semantics::registered_schemes().size());
    for (auto const* rules : all_rules) {
        INFO(rules->name);
        CHECK(iri::semantics::find_scheme(rules->name) == rules);
        CHECK_FALSE(rules->default_port.empty());
        CHECK(normalized(std::string(rules->name) + "://h:" + std::string(rules->default_port) + "/x", scheme) ==
              std::string(rules->name) + "://h/x");
    }
    // Any case (RFC 3986 §3.1); a name of other characters, or longer
    // than any registered, is none.
    CHECK(iri::semantics::find_scheme("HTTP") == iri::semantics::find_scheme("http"));
    CHECK(iri::semantics::find_scheme("TelNet") == iri::semantics::find_scheme("telnet"));
    CHECK(iri::semantics::find_scheme("http") != nullptr);
    CHECK(iri::semantics::find_scheme("hhttp") == nullptr);
    CHECK(iri::semantics::find_scheme("htt") == nullptr);
    CHECK(iri::semantics::find_scheme("telnets") == nullptr);
    CHECK(iri::semantics::find_scheme("") == nullptr);
    CHECK(iri::semantics::find_scheme("http\x10") == nullptr);
}

TEST_CASE("scheme registry: one look-up finds a scheme's rules and its grammar", "[normalize][scheme]") {
    using iri::semantics::find_known_scheme;
    for (auto const& rules : iri::semantics::registered_schemes()) {
        INFO(rules.name);
        CHECK(find_known_scheme(rules.name).rules == &rules);
    }
    for (auto const& named : iri::grammar::schemes::builtin_grammar_list) {
        INFO(named.name);
        CHECK(find_known_scheme(named.name).grammar == named.grammar);
        std::string upper(named.name);
        for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        CHECK(find_known_scheme(upper).grammar == named.grammar);
    }
    // http has both; coap rules only; urn a grammar only; foo neither.
    CHECK(find_known_scheme("HTTP").rules == iri::semantics::find_scheme("http"));
    CHECK(find_known_scheme("http").grammar == &iri::grammar::schemes::http_grammar);
    CHECK(find_known_scheme("coap").rules != nullptr);
    CHECK(find_known_scheme("coap").grammar == nullptr);
    CHECK(find_known_scheme("urn").rules == nullptr);
    CHECK(find_known_scheme("urn").grammar == &iri::grammar::schemes::urn_grammar);
    CHECK(find_known_scheme("foo").rules == nullptr);
    CHECK(find_known_scheme("foo").grammar == nullptr);
    CHECK(find_known_scheme("").grammar == nullptr);
}

TEST_CASE("§5.3.3 scheme rung: DNS hosts compare after UTS #46", "[normalize][scheme][idna]") {
    std::string_view const unicode = "http://r\xC3\xA9sum\xC3\xA9.example.org/";
    CHECK(normalized("http://xn--rsum-bpad.example.org/", scheme) == unicode);
    CHECK(normalized("http://R\xC3\x89SUM\xC3\x89.example.org/", scheme) == unicode);
    CHECK(equal_at("http://r\xC3\xA9sum\xC3\xA9.example.org/", "http://xn--rsum-bpad.example.org/") ==
          comparison_level::scheme);
    CHECK(equal_at("https://xn--rsum-bpad.EXAMPLE.org:443", "HTTPS://R%C3%89SUM%C3%89.example.org/") ==
          comparison_level::scheme);
    CHECK(equal_at("http://r\xC3\xA9sum\xC3\xA9.example.org/", "http://xn--rsum-bpad.example.org/", syntax) ==
          std::nullopt);
    // Nontransitional: "ß" stays.
    CHECK(normalized("http://fa\xC3\x9F.de/", scheme) == "http://fa\xC3\x9F.de/");
    // Hosts UTS #46 rejects, or that hold "%hh", stay as the syntax rung
    // wrote them; ASCII output that an IRI host cannot hold is refused.
    CHECK(normalized("http://ab--c.example/", scheme) == "http://ab--c.example/");
    CHECK(normalized("http://xn--a.example/", scheme) == "http://xn--a.example/");
    CHECK(normalized("http://a%2Fb.example/", scheme) == "http://a%2Fb.example/");
    CHECK(normalized("http://\xEF\xBD\x85\xEF\xBD\x98\xEF\xBD\x80.com/", scheme) ==
          "http://\xEF\xBD\x85\xEF\xBD\x98\xEF\xBD\x80.com/");  // fullwidth "ex`"
    CHECK(normalized("http://a_b.example/", scheme) == "http://a_b.example/");
    // Nor is a host longer than 4096 octets, which no DNS name is (and on
    // which ICU's work grows with the square of the number of labels:
    // fuzz/bounds.cpp, family "xn-- labels").
    auto host_of_length = [](std::size_t length) {
        std::string host;
        while (host.size() + 9 <= length) host += "R\xC3\x89SUM\xC3\x89.";  // 9 octets
        return host + std::string(length - host.size(), 'a');
    };
    std::string const longest = host_of_length(4096), too_long = host_of_length(4097);
    CHECK(normalized("http://" + longest + "/", scheme).starts_with("http://r\xC3\xA9sum\xC3\xA9."));
    CHECK(normalized("http://" + too_long + "/", scheme) == normalized("http://" + too_long + "/", syntax));
    CHECK(normalized("http://" + too_long + "/", scheme).starts_with("http://R\xC3\x89SUM\xC3\x89."));
    // Only for schemes whose hosts are DNS names.
    CHECK(equal_at("foo://r\xC3\xA9sum\xC3\xA9.example.org/", "foo://xn--rsum-bpad.example.org/") == std::nullopt);
    // IP literals and IPv4 addresses are not names.
    CHECK(normalized("http://[::1]:80/", scheme) == "http://[::1]/");
    CHECK(normalized("http://192.0.2.1:80", scheme) == "http://192.0.2.1/");
}

TEST_CASE("§5.3.3 scheme rung: RFC 8141 §3.2 URN examples", "[normalize][scheme][urn]") {
    // First: the scheme and the NID are case-insensitive.
    std::string_view const same[] = {"urn:example:a123,z456", "URN:example:a123,z456", "URN:EXAMPLE:a123,z456"};
    for (std::string_view a : same) {
        INFO(a);
        CHECK(normalized(a, scheme) == "urn:example:a123,z456");
        for (std::string_view b : same)
            CHECK(equal_at(a, b) == (a == b ? comparison_level::string
                                     : a.starts_with("URN:EXAMPLE") || b.starts_with("URN:EXAMPLE")
                                         ? comparison_level::scheme
                                         : comparison_level::syntax));
    }
    // Second: percent-encoding in the NSS stays (its hex digits in
    // uppercase), so neither is the NSS without it.
    CHECK(equal_at("urn:example:a123,z456", "urn:example:a123,z456%2d") == std::nullopt);
    CHECK(equal_at("urn:example:a123,z456", "urn:example:a123,z456%2D") == std::nullopt);
    CHECK(equal_at("urn:example:a123,z456%2d", "urn:example:a123,z456%2D") == comparison_level::syntax);
    CHECK(equal_at("urn:example:a123%2cz456", "urn:example:a123%2Cz456") == comparison_level::syntax);
    CHECK(equal_at("urn:example:a123,z456", "urn:example:a123%2Cz456") == std::nullopt);
    // Third: the r-, q- and f-components take no part in equivalence.
    std::string_view const optional[] = {"urn:example:a123,z456", "urn:example:a123,z456?+abc",
                                         "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789"};
    for (std::string_view a : optional)
        for (std::string_view b : optional) {
            INFO(a << " " << b);
            CHECK(equal_at(a, b) == (a == b ? comparison_level::string : comparison_level::scheme));
            CHECK(equal_at(a, b, syntax) == (a == b ? std::optional(comparison_level::string) : std::nullopt));
        }
}

TEST_CASE("§5.3.3 scheme rung: a URN keeps its r- q- and f-components", "[normalize][scheme][urn]") {
    // Normalization drops nothing: only compare() ignores them.
    CHECK(normalized("URN:Example:a?+R?=Q#F", scheme) == "urn:example:a?+R?=Q#F");
    CHECK(normalized("urn:example:a?+x", scheme) == "urn:example:a?+x");
    CHECK(equal_at("urn:example:a?+x", "urn:example:a") == comparison_level::scheme);
    CHECK(equal_at("urn:EXAMPLE:a?+x#y", "URN:example:a?=z") == comparison_level::scheme);
    // The NSS is compared as written, case included.
    CHECK(equal_at("urn:example:a?+x", "urn:example:A") == std::nullopt);
    CHECK(normalized("urn:example:A%2fb", scheme) == "urn:example:A%2Fb");
    // Not a URN by RFC 8141 (an NID of one character): the generic rung's
    // form, and the query takes part in comparison.
    CHECK(normalized("urn:X:a?+b", scheme) == "urn:X:a?+b");
    CHECK(equal_at("urn:X:a?+b", "urn:X:a") == std::nullopt);
}

TEST_CASE("§5.3.3 scheme rung: data media types are case-insensitive", "[normalize][scheme][data]") {
    CHECK(normalized("DATA:Text/HTML;CharSet=UTF-8,Hello%20World", scheme) ==
          "data:text/html;charset=UTF-8,Hello%20World");
    CHECK(equal_at("data:TEXT/plain;Charset=US-ASCII,x", "data:text/PLAIN;charset=US-ASCII,x") ==
          comparison_level::scheme);
    // Parameter values and the data keep their case.
    CHECK(equal_at("data:text/plain;charset=us-ascii,x", "data:text/plain;charset=US-ASCII,x") == std::nullopt);
    CHECK(equal_at("data:,X", "data:,x") == std::nullopt);
    CHECK(normalized("data:Image/PNG;base64,AAAA", scheme) == "data:image/png;base64,AAAA");
    // Invalid base64: the data scheme's grammar rejects it, nothing changes.
    CHECK(normalized("data:Text/Plain;base64,A", scheme) == "data:Text/Plain;base64,A");
}

TEST_CASE("§5.3.3 scheme rung: file://localhost is file://", "[normalize][scheme][file]") {
    CHECK(normalized("file://localhost/etc/hosts", scheme) == "file:///etc/hosts");
    CHECK(normalized("FILE://LocalHost/x", scheme) == "file:///x");
    CHECK(equal_at("file://localhost/x", "file:///x") == comparison_level::scheme);
    CHECK(equal_at("file://localhost/x", "file:///x", syntax) == std::nullopt);
    // Another host, a userinfo or a port is something else.
    CHECK(normalized("file://host/x", scheme) == "file://host/x");
    CHECK(normalized("file://localhost.example/x", scheme) == "file://localhost.example/x");
    CHECK(normalized("file://u@localhost/x", scheme) == "file://u@localhost/x");
    CHECK(normalized("file://localhost:1/x", scheme) == "file://localhost:1/x");
    CHECK(normalized("http://localhost/x", scheme) == "http://localhost/x");
    // Only at the scheme rung.
    CHECK(normalized("file://localhost/x", syntax) == "file://localhost/x");
}

TEST_CASE("§5.3.3 scheme rung: a mailto domain is case-insensitive", "[normalize][scheme][mailto]") {
    // RFC 6068 §2 (the domain is RFC 5322's, compared as DNS names are):
    // each addr-spec's domain is lowercased, its local-part kept.
    CHECK(normalized("mailto:Joe@EXAMPLE.COM", scheme) == "mailto:Joe@example.com");
    CHECK(normalized("mailto:A@X.ORG,B@Y.Org?Subject=Hi", scheme) == "mailto:A@x.org,B@y.org?Subject=Hi");
    CHECK(equal_at("mailto:joe@EXAMPLE.com", "mailto:joe@example.com") == comparison_level::scheme);
    CHECK(equal_at("mailto:JOE@example.com", "mailto:joe@example.com") == std::nullopt);
    // An invalid mailto is left as the syntax rung leaves it.
    CHECK(normalized("mailto:a@@B", scheme) == "mailto:a@@B");
    CHECK(normalized("mailto:Joe@EXAMPLE.COM", syntax) == "mailto:Joe@EXAMPLE.COM");
}

TEST_CASE("§5.3.3 scheme rung: scheme rules are idempotent", "[normalize][scheme][property]") {
    std::string_view const inputs[] = {"URN:EXAMPLE:a%2d?+R?=Q#F",
                                       "Data:Text/Plain;A=B;C=D,%41x",
                                       "file://LOCALHOST/a/../b",
                                       "file://localhost",
                                       "urn:X:y",
                                       "MAILTO:Someone@EXAMPLE.org?Subject=Hi"};
    for (std::string_view text : inputs) {
        INFO(text);
        std::string const once = normalized(text, scheme);
        CHECK(normalized(once, scheme) == once);
        CHECK(equal_at(text, once).has_value());
    }
}

TEST_CASE("§5.3.3 scheme rung: UTS #46 never makes a triplet in a host", "[normalize][scheme][idna]") {
    // U+FF05 FULLWIDTH PERCENT SIGN maps to "%" under UTS #46 without the
    // STD3 rules: "％41" must not come out as "%41", which the next
    // normalization would decode to "a". The host stays as the syntax rung
    // wrote it, and normalizing twice gives what normalizing once gives.
    for (std::string_view const text : {"http://\uFF0541.com/"sv, "http://x\uFF052F.com/"sv, "http://\uFF0525.com/"sv,
                                        "http://\uFF05\uFF23\uFF13\uFF05\uFF21\uFF19.com/"sv}) {
        INFO(text);
        std::string const once = normalized(text, scheme);
        CHECK(once == normalized(text, syntax));
        CHECK(once.find('%') == std::string::npos);
        CHECK(normalized(once, scheme) == once);
        CHECK(equal_at(text, once).has_value());
    }
    // Hosts UTS #46 maps without a "%" are still mapped.
    CHECK(normalized("http://\uFF21\uFF22.com/", scheme) == "http://ab.com/");
}

TEST_CASE("compare: invalid inputs are reported, with which one", "[compare][errors]") {
    iri::comparison const first = iri::compare("http://a b", "http://a", scheme);
    CHECK_FALSE(first.equivalent);
    CHECK_FALSE(first.level);
    CHECK(first.invalid_input == 1);
    CHECK(first.error.code == iri::errc::disallowed_character);
    CHECK(first.error.byte_offset == 8);
    iri::comparison const second = iri::compare("http://a", "%zz", scheme);
    CHECK(second.invalid_input == 2);
    CHECK(second.error.code == iri::errc::invalid_percent_encoding);
    // The string rung needs no parse.
    iri::comparison const strings = iri::compare("a b", "a  b", {comparison_level::string, false});
    CHECK_FALSE(strings.equivalent);
    CHECK(strings.invalid_input == 0);
    CHECK(strings.error.code == iri::errc::ok);
    // normalize() reports the parser's diagnostic.
    iri::text_result const bad = iri::normalize("http://a/\xFF");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().code == iri::errc::invalid_utf8);
    CHECK(bad.error().byte_offset == 9);
}

namespace {

using test::normalization::normalization_alphabet;

struct presence {
    bool scheme, authority, query, fragment;
    friend bool operator==(presence const&, presence const&) = default;
};

// Whether the last segment of the path of `base` is "." or "..", written
// with "%2E" or not.
bool ends_with_dot_segment(std::string_view base) {
    iri::parse_result const parsed = iri::parse(base);
    std::string_view const path = parsed->path();
    std::string last(path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1));
    for (std::size_t at; (at = last.find("%2")) != std::string::npos && at + 2 < last.size() &&
                         (last[at + 2] == 'E' || last[at + 2] == 'e');)
        last.replace(at, 3, ".");
    return last == "." || last == "..";
}

// Whether a path segment of `base` is "." or ".." with a dot written "%2E".
bool has_encoded_dot_segment(std::string_view base) {
    std::string_view path = iri::parse(base)->path();
    for (;;) {
        std::size_t const slash = path.find('/');
        std::string segment(path.substr(0, slash));
        bool const encoded = segment.find('%') != std::string::npos;
        for (std::size_t at; (at = segment.find("%2")) != std::string::npos && at + 2 < segment.size() &&
                             (segment[at + 2] == 'E' || segment[at + 2] == 'e');)
            segment.replace(at, 3, ".");
        if (encoded && (segment == "." || segment == "..")) return true;
        if (slash == std::string_view::npos) return false;
        path.remove_prefix(slash + 1);
    }
}

presence presence_of(iri::reference_view const& v) {
    return {v.scheme().has_value(), v.has_authority(), v.query().has_value(), v.fragment().has_value()};
}

}  // namespace

TEST_CASE("normalization is idempotent, keeps the components, and is equivalent to its input",
          "[normalize][property]") {
    test::generator g(5332);
    std::size_t checked = 0;
    std::string once, twice;
    for (int i = 0; i < 6000; ++i) {
        std::string const text = g.chance(2) ? test::generate_base(g, normalization_alphabet)
                                             : test::generate_reference(g, normalization_alphabet);
        iri::parse_result const input = iri::parse(text);
        if (!input) continue;
        INFO(text);
        for (iri::normalize_options options :
             {syntax, syntax_nfc, scheme, iri::normalize_options{comparison_level::scheme, true}}) {
            INFO("level " << iri::to_string(options.level) << (options.nfc ? " with NFC" : ""));
            REQUIRE(iri::normalize_into(input.value(), once, options) == iri::errc::ok);
            INFO("normalized " << once);
            iri::parse_result const output = iri::parse(once);
            REQUIRE(output.ok());
            CHECK(presence_of(output.value()) == presence_of(input.value()));
            REQUIRE(iri::normalize_into(output.value(), twice, options) == iri::errc::ok);
            CHECK(twice == once);
            iri::comparison const c = iri::compare(text, once, options);
            CHECK(c.equivalent);
            CHECK(c.level <= options.level);
        }
        ++checked;
    }
    CHECK(checked >= 4000);
}

TEST_CASE("syntax normalization commutes with resolution", "[normalize][resolve][property]") {
    // normalize(resolve(B, R)) == normalize(resolve(normalize(B), normalize(R))):
    // the rung's decisions (which triplets to decode, which dot segments to
    // remove, which paths to guard with "/.") agree with what resolution does
    // with the reference later.
    //
    // Except for two kinds of base, left out here, where normalizing the
    // base first changes the result (resolution uses the base as it is,
    // RFC 3986 §5.2.1):
    //  - a base whose last path segment is "." or "..": merging (§5.2.3)
    //    drops it before dot segments are removed, so "s:/a/b/.." + "c"
    //    gives "s:/a/b/c", while its normalized form "s:/a/" + "c" gives
    //    "s:/a/c";
    //  - a base with an encoded dot segment ("%2E"): resolution counts it as
    //    a segment, a ".." of the reference can remove it, while
    //    normalization decodes and removes it first: "http://h/a/%2E%2E/b/c"
    //    + "../../x" gives "http://h/a/x", its normalized form
    //    "http://h/b/c" + "../../x" gives "http://h/x".
    test::generator g(3987 + 5);
    std::size_t checked = 0;
    for (int i = 0; i < 6000; ++i) {
        std::string const base = test::generate_base(g, normalization_alphabet);
        std::string const reference = test::generate_reference(g, normalization_alphabet);
        iri::text_result const direct = iri::resolve(base, reference);
        if (!direct || ends_with_dot_segment(base) || has_encoded_dot_segment(base)) continue;
        INFO("base " << base << " reference " << reference);
        iri::text_result const base_n = iri::normalize(base);
        iri::text_result const reference_n = iri::normalize(reference);
        REQUIRE(base_n.ok());
        REQUIRE(reference_n.ok());
        iri::text_result const via_normalized = iri::resolve(base_n.value(), reference_n.value());
        REQUIRE(via_normalized.ok());
        CHECK(normalized(direct.value()) == normalized(via_normalized.value()));
        ++checked;
    }
    CHECK(checked >= 3000);
}
