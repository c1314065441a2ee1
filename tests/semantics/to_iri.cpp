// URI -> IRI (RFC 3987 §3.2): the §3.2.1 examples, each of steps 2 to 4 on
// its own, then the round trip over generated URIs: to_uri(to_iri(u)) is
// equivalent to u under RFC 3986 §6.2.2 syntax normalization, and to_iri
// is idempotent.
#include "support/reference_generator.hpp"
#include "support/support.hpp"

#include <iri/convert.hpp>
#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <cctype>
#include <string>
#include <string_view>

using namespace std::literals;

static_assert(noexcept(iri::to_iri(""sv)));
static_assert(noexcept(iri::to_iri_into(""sv, std::declval<std::string&>())));

namespace {

std::string iri_of(std::string_view uri) {
    iri::text_result r = iri::to_iri(uri);
    if (!r) FAIL("to_iri(" << test::escaped(uri) << ") failed: " << r.error().message());
    CHECK(iri::is_valid(r.value(), iri::entry::IRI_reference));
    return r.value();
}

// RFC 3986 §6.2.2.1 and §6.2.2.2: hex digits in uppercase, triplets of
// unreserved characters decoded. Written out here, independently of the
// library, as the oracle for the round trip.
std::string syntax_normalized(std::string_view s) {
    auto const hex = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%' || i + 2 >= s.size()) {
            out += s[i];
            continue;
        }
        char const c = static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_' || c == '~') {
            out += c;
        } else {
            out += '%';
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(s[i + 1])));
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(s[i + 2])));
        }
        i += 2;
    }
    return out;
}

}  // namespace

TEST_CASE("to_iri: the examples of RFC 3987 §3.2.1", "[to_iri]") {
    CHECK(iri_of("http://www.example.org/D%C3%BCrst") == "http://www.example.org/D\xC3\xBCrst");
    // %FC is not UTF-8 (Latin-1 ü): step 3 keeps it encoded.
    CHECK(iri_of("http://www.example.org/D%FCrst") == "http://www.example.org/D%FCrst");
    // U+202E RIGHT-TO-LEFT OVERRIDE: decoded, then re-encoded by step 4,
    // in uppercase as the RFC's step 4 line shows; the xn-- label stays.
    CHECK(iri_of("http://xn--99zt52a.example.org/%e2%80%ae") == "http://xn--99zt52a.example.org/%E2%80%AE");
}

TEST_CASE("to_iri: step 2 decodes unreserved ASCII, and only that", "[to_iri]") {
    // The exceptions of step 2: "%", reserved, US-ASCII not allowed in URIs.
    CHECK(iri_of("http://h/%25%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A") ==
          "http://h/%25%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A");
    CHECK(iri_of("http://h/%20%3C%3E%22%7B%7D%7C%5C%5E%60%7F%00%0A") ==
          "http://h/%20%3C%3E%22%7B%7D%7C%5C%5E%60%7F%00%0A");
    // Unreserved is none of them (RFC 3986 §2.3: ALPHA DIGIT "-" "." "_" "~").
    CHECK(iri_of("http://a/%7Euser/%41%2D%2E%5F") == "http://a/~user/A-._");
    CHECK(iri_of("%41%7e%2d%2E%30%39%5a%61%7A") == "A~-.09Zaz");
    // The boundaries around the letters and digits stay encoded.
    CHECK(iri_of("x:%2F%3A%40%5B%60%7B") == "x:%2F%3A%40%5B%60%7B");
    // No dot-segment removal: this is a mapping, not resolution.
    CHECK(iri_of("http://a/b/%2E%2E/c/%2e/d") == "http://a/b/../c/./d");
    // Every component, the host included, with no change of case.
    CHECK(iri_of("http://%41%42.example/") == "http://AB.example/");
    CHECK(iri_of("s://%75%7E@h/%70?%71#%66") == "s://u~@h/p?q#f");
    // Except where the decoded reg-name would read as an IPv4address.
    CHECK(iri_of("http://5.9.95%2e9/%41") == "http://5.9.95%2e9/A");
    CHECK(iri_of("http://%31.2.3.4.example/") == "http://1.2.3.4.example/");
    // Decoded ASCII next to decoded UTF-8 and kept triplets.
    CHECK(iri_of("x:%41%C3%A9%2F%42") == "x:A\xC3\xA9%2FB");
    // Relative references stay relative: ":" is never decoded.
    CHECK(iri_of("%61%3Ab") == "a%3Ab");
}

TEST_CASE("to_iri: step 3 re-encodes octets that are not strictly legal UTF-8", "[to_iri]") {
    CHECK(iri_of("x:%C0%AF") == "x:%C0%AF");  // overlong "/"
    CHECK(iri_of("x:%c0%af") == "x:%C0%AF");  // re-encoded in uppercase
    CHECK(iri_of("x:%E0%80%AF") == "x:%E0%80%AF");  // overlong, three octets
    CHECK(iri_of("x:%ED%A0%80") == "x:%ED%A0%80");  // surrogate U+D800
    CHECK(iri_of("x:%F4%90%80%80") == "x:%F4%90%80%80");  // U+110000
    CHECK(iri_of("x:%F5%80%80%80") == "x:%F5%80%80%80");
    CHECK(iri_of("x:%C3") == "x:%C3");  // truncated at the end
    CHECK(iri_of("x:%C3/%A9") == "x:%C3/%A9");  // split by a delimiter
    CHECK(iri_of("x:%E6%BC") == "x:%E6%BC");
    CHECK(iri_of("x:%80%C3%A9") == "x:%80\xC3\xA9");  // a stray continuation, then é
    CHECK(iri_of("x:%C3%C3%A9") == "x:%C3\xC3\xA9");  // a lead without continuation, then é
    CHECK(iri_of("x:%FF%FE") == "x:%FF%FE");
}

TEST_CASE("to_iri: step 4 re-encodes characters not allowed at their place", "[to_iri]") {
    CHECK(iri_of("x:%C2%80") == "x:%C2%80");  // U+0080, a C1 control
    CHECK(iri_of("x:%C2%A0") == "x:\xC2\xA0");  // U+00A0, the first ucschar
    CHECK(iri_of("x:%EF%BF%BE") == "x:%EF%BF%BE");  // U+FFFE noncharacter
    CHECK(iri_of("x:%EF%B7%90") == "x:%EF%B7%90");  // U+FDD0 noncharacter
    CHECK(iri_of("x:%F3%A0%80%81") == "x:%F3%A0%80%81");  // U+E0001, below xE1000
    CHECK(iri_of("x:%F3%A1%80%80") == "x:\xF3\xA1\x80\x80");  // U+E1000
    // iprivate: decoded in the query only.
    CHECK(iri_of("x:/%EE%80%80?%EE%80%80#%EE%80%80") == "x:/%EE%80%80?\xEE\x80\x80#%EE%80%80");
    CHECK(iri_of("//%EE%80%80@h/") == "//%EE%80%80@h/");
    // §4.1: all seven bidi formatting characters stay encoded.
    for (std::string_view b :
         {"%E2%80%8E"sv, "%E2%80%8F"sv, "%E2%80%AA"sv, "%E2%80%AB"sv, "%E2%80%AC"sv, "%E2%80%AD"sv, "%E2%80%AE"sv})
        CHECK(iri_of("x:?" + std::string(b)) == "x:?" + std::string(b));
    CHECK(iri_of("x:%E2%80%8D") == "x:\xE2\x80\x8D");  // ZWJ is not one of them
    // The invisible bidi controls after RFC 3987 stay encoded as well: ALM,
    // LINE and PARAGRAPH SEPARATOR, LRI, RLI, FSI, PDI.
    for (std::string_view b :
         {"%D8%9C"sv, "%E2%80%A8"sv, "%E2%80%A9"sv, "%E2%81%A6"sv, "%E2%81%A7"sv, "%E2%81%A8"sv, "%E2%81%A9"sv})
        CHECK(iri_of("x:/a" + std::string(b) + "b") == "x:/a" + std::string(b) + "b");
    // Their neighbours are ordinary characters.
    CHECK(iri_of("x:%D8%9B%E2%80%A7%E2%81%AA") == "x:\xD8\x9B\xE2\x80\xA7\xE2\x81\xAA");
}

TEST_CASE("to_iri: every component, and IRIs pass through", "[to_iri]") {
    CHECK(iri_of("s://%C3%A9@%C3%A9.example:1/%C3%A9?%C3%A9#%C3%A9") ==
          "s://\xC3\xA9@\xC3\xA9.example:1/\xC3\xA9?\xC3\xA9#\xC3\xA9");
    CHECK(iri_of("%E6%BC%A2/%F0%9F%98%80") == "\xE6\xBC\xA2/\xF0\x9F\x98\x80");
    std::string_view const an_iri = "http://r\xC3\xA9sum\xC3\xA9.example/%C3%A9?\xEE\x80\x80";
    std::string const once = iri_of(an_iri);
    CHECK(once == "http://r\xC3\xA9sum\xC3\xA9.example/\xC3\xA9?\xEE\x80\x80");
    CHECK(iri_of(once) == once);
}

TEST_CASE("to_iri: an invalid input gives the parser's diagnostic", "[to_iri]") {
    for (std::string_view bad : {"http://h/%G0"sv, "a b"sv, "http://h/\xE2\x80\xAE"sv, "x:\xFF"sv}) {
        INFO(test::escaped(bad));
        iri::text_result const r = iri::to_iri(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().code == iri::parse(bad).error().code);
        CHECK(r.error().byte_offset == iri::parse(bad).error().byte_offset);
    }
}

TEST_CASE("to_iri then to_uri gives an equivalent URI (RFC 3986 §6.2.2); to_iri is idempotent", "[to_iri][property]") {
    test::generator g(0x3987);
    constexpr std::string_view ascii_pieces[] = {"a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "'",
                                                 "(", ")", "*", "+", ",", ";", "=", ":", "@", "/"};
    auto hex = [](unsigned v) { return "0123456789abcdefABCDEF"[v]; };
    auto triplet = [&](unsigned octet) {
        // Mixed case on purpose: to_iri must cope with either.
        auto digit = [&](unsigned d) { return d < 10 || g.chance(2) ? hex(d) : hex(d + 6); };
        return std::string{'%', digit(octet >> 4), digit(octet & 0xF)};
    };
    auto encoded_utf8 = [&](char32_t cp) {
        std::string s;
        for (char c : test::utf8(cp)) s += triplet(static_cast<unsigned char>(c));
        return s;
    };
    auto component = [&](bool slashes) {
        std::string s;
        std::size_t const n = g.below(8);
        for (std::size_t i = 0; i < n; ++i) {
            switch (g.below(5)) {
                case 0: s += g.pick(ascii_pieces); break;
                case 1: s += triplet(static_cast<unsigned>(g.below(256))); break;
                case 2: s += encoded_utf8(static_cast<char32_t>(0x80 + g.below(0x800 - 0x80))); break;
                case 3: s += encoded_utf8(static_cast<char32_t>(0x800 + g.below(0x10000 - 0x800))); break;
                default: s += encoded_utf8(static_cast<char32_t>(0x10000 + g.below(0x110000 - 0x10000)));
            }
            if (!slashes && !s.empty() && s.back() == '/') s.pop_back();
        }
        return s;
    };
    std::size_t decoded_some = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string u;
        if (g.chance(2)) u += "s:";
        if (g.chance(2)) {
            u += "//";
            std::string host = component(false);
            for (char& c : host)
                if (c == '@' || c == ':') c = '.';
            u += host;
        }
        std::string const path = component(true);
        if (u.empty() || u.back() == ':')
            u += path.empty() || path[0] == '/' || path.find(':') != std::string::npos ? "p" : "";
        else if (!path.empty() && path[0] != '/')
            u += '/';
        u += path;
        if (g.chance(2)) u += "?" + component(true) + "?";
        if (g.chance(2)) u += "#" + component(true);
        if (!iri::is_valid(u, iri::entry::URI_reference)) continue;
        INFO(u);
        iri::text_result const i2 = iri::to_iri(u);
        REQUIRE(i2.ok());
        REQUIRE(iri::is_valid(i2.value(), iri::entry::IRI_reference));
        decoded_some += i2.value() != u;
        iri::text_result const back = iri::to_uri(i2.value());
        REQUIRE(back.ok());
        CHECK(syntax_normalized(back.value()) == syntax_normalized(u));
        // Exactly u when u has nothing step 2 decodes beyond UTF-8.
        if (syntax_normalized(u) == u) CHECK(back.value() == u);
        CHECK(iri_of(i2.value()) == i2.value());  // to_iri is idempotent
    }
    CHECK(decoded_some > 10000);
}

TEST_CASE("to_iri idn_unicode: ToUnicode of xn-- labels (§3.2.1)", "[to_iri][idna]") {
    iri::to_iri_options const unicode{.idn_unicode = true};
    auto converted = [&](std::string_view uri) {
        iri::text_result r = iri::to_iri(uri, unicode);
        REQUIRE(r.ok());
        CHECK(iri::is_valid(r.value()));
        return r.value();
    };
    // §3.2.1: "http://xn--99zt52a.example.org/%e2%80%ae" -> "http://納豆.example.org/%E2%80%AE".
    CHECK(converted("http://xn--99zt52a.example.org/%e2%80%ae") ==
          "http://\xE7\xB4\x8D\xE8\xB1\x86.example.org/%E2%80%AE");
    CHECK(converted("http://www.XN--rsum-bpad.Example.org/") == "http://www.r\xC3\xA9sum\xC3\xA9.Example.org/");
    // Invalid Punycode, and labels that merely contain "--", stay.
    CHECK(converted("http://xn--a.example/") == "http://xn--a.example/");
    CHECK(converted("http://a--b.example/") == "http://a--b.example/");
    // A label that ToASCII would not give back stays (RFC 3490 §4.2 steps 7
    // and 8): here valid Punycode, but 64 octets long, beyond DNS's 63
    // (fuzz/regression/to_iri-idn-unicode-label-too-long).
    std::string const long_label = "xn--99ztCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC5mC5mCCCCCCCCCCCCCCCCCCC5m";
    CHECK(converted("//" + long_label) == "//" + long_label);
    CHECK(converted("//" + long_label + ".xn--99zt52a.example") ==
          "//" + long_label + ".\xE7\xB4\x8D\xE8\xB1\x86.example");
    // A "." written "%2E" ends a label as "." does: step 2 decodes it to
    // ".", so the ACE label it ends is one in the output.
    CHECK(converted("http://xn--9ca%2Eexample/") == "http://\xC3\xA9.example/");
    CHECK(converted("http://example%2exn--9ca%2E/") == "http://example.\xC3\xA9./");
    // Without the option, hosts are left alone.
    CHECK(iri_of("http://xn--99zt52a.example.org/") == "http://xn--99zt52a.example.org/");
    // Round trip through to_uri's UTS #46.
    iri::text_result const back =
        iri::to_uri(converted("http://xn--99zt52a.example.org/"), {.idna = iri::idna_mode::uts46});
    REQUIRE(back.ok());
    CHECK(back.value() == "http://xn--99zt52a.example.org/");
}

// The labels §3.2.1 converts are those of the output, whose "." may have
// been "%2E" and whose "xn--" may have been spelled with triplets: a second
// to_iri finds nothing left to do: every host of two and three labels
// joined by the separators below.
TEST_CASE("to_iri idn_unicode is idempotent", "[to_iri][idna][property]") {
    constexpr std::string_view labels[] = {"xn--9ca", "%78n--9ca", "xn--9c%61", "example", "xn--a", ""};
    constexpr std::string_view separators[] = {".", "%2E", "%2e"};
    iri::to_iri_options const unicode{.idn_unicode = true};
    auto check = [&](std::string const& host) {
        std::string const uri = "http://" + host + "/";
        INFO(uri);
        iri::text_result const once = iri::to_iri(uri, unicode);
        REQUIRE(once.ok());
        iri::text_result const twice = iri::to_iri(once.value(), unicode);
        REQUIRE(twice.ok());
        CHECK(twice.value() == once.value());
    };
    for (std::string_view const a : labels)
        for (std::string_view const s1 : separators)
            for (std::string_view const b : labels)
                for (std::string_view const s2 : separators)
                    for (std::string_view const c : labels) {
                        std::string const ab = std::string(a) + std::string(s1) + std::string(b);
                        check(ab);
                        check(ab + std::string(s2) + std::string(c));
                    }
}

// The fast paths of semantics/to_iri.cpp: a whole sequence decoded as its
// triplets are read, the step 4 shortcut for U+00A0..U+D7FF, the bytes
// between triplets copied eight at a time, the query converted on its own,
// and the IPv4 guard that looks at the converted host only.
TEST_CASE("to_iri: the fast paths give what the general steps give", "[to_iri]") {
    // Every UTF-8 length, upper- and lowercase hex, at the very end of the
    // input and followed by more text.
    for (std::string_view tail : {""sv, "/z"sv, "?q"sv}) {
        std::string const t(tail);
        CHECK(iri_of("x:%41" + t) == "x:A" + t);
        CHECK(iri_of("x:%c3%a9" + t) == "x:\xC3\xA9" + t);
        CHECK(iri_of("x:%E2%82%ac" + t) == "x:\xE2\x82\xAC" + t);
        CHECK(iri_of("x:%f0%9F%98%80" + t) == "x:\xF0\x9F\x98\x80" + t);
        // Cut short by the end of the input or of the component: the
        // octets stay encoded, in uppercase.
        CHECK(iri_of("x:%e2%82" + t) == "x:%E2%82" + t);
        CHECK(iri_of("x:%F0%9F%98" + t) == "x:%F0%9F%98" + t);
    }
    // A continuation that is an ASCII triplet, or a "%" triplet: the lead
    // is re-encoded, the rest read afresh.
    CHECK(iri_of("x:%C3%41") == "x:%C3A");
    CHECK(iri_of("x:%E2%82%25") == "x:%E2%82%25");
    CHECK(iri_of("x:%F0%9F%98%2f") == "x:%F0%9F%98%2f");  // reserved: kept as written
    CHECK(iri_of("x:%E2%82x") == "x:%E2%82x");
    // Overlong forms of each length, where the continuation tags are right.
    CHECK(iri_of("x:%C1%BF") == "x:%C1%BF");
    CHECK(iri_of("x:%E0%9F%BF") == "x:%E0%9F%BF");
    CHECK(iri_of("x:%F0%8F%BF%BF") == "x:%F0%8F%BF%BF");
    CHECK(iri_of("x:%E0%A0%80") == "x:\xE0\xA0\x80");  // U+0800, the first three-octet one
    CHECK(iri_of("x:%F0%90%80%80") == "x:\xF0\x90\x80\x80");  // U+10000
    CHECK(iri_of("x:%ED%9F%BF") == "x:\xED\x9F\xBF");  // U+D7FF, the end of the shortcut
    // The edges of the step 4 shortcut.
    CHECK(iri_of("x:%C2%9F%C2%A0") == "x:%C2%9F\xC2\xA0");  // U+009F, U+00A0
    CHECK(iri_of("x:%D8%9B%D8%9C%D8%9D") == "x:\xD8\x9B%D8%9C\xD8\x9D");  // around ALM
    CHECK(iri_of("x:%E1%BF%BF%E2%80%80") == "x:\xE1\xBF\xBF\xE2\x80\x80");  // U+1FFF, U+2000
    CHECK(iri_of("x:%E2%81%AF%E2%81%B0") == "x:\xE2\x81\xAF\xE2\x81\xB0");  // U+206F, U+2070
    // iprivate: the query piece only, whatever surrounds it.
    CHECK(iri_of("http://h/%EE%80%80?a%EE%80%80b#%EE%80%80") ==
          "http://h/%EE%80%80?a\xEE\x80\x80"
          "b#%EE%80%80");
    CHECK(iri_of("%F3%B0%80%80?%F3%B0%80%80") == "%F3%B0%80%80?\xF3\xB0\x80\x80");
    CHECK(iri_of("x:?%F4%8F%BF%BD") == "x:?\xF4\x8F\xBF\xBD");  // U+10FFFD, the last iprivate
    CHECK(iri_of("x:?") == "x:?");
    // Text between triplets shorter than, as long as, and longer than the
    // sixteen bytes copied at once, with the "%" at every place of a block.
    for (std::size_t n = 0; n <= 33; ++n) {
        std::string const run(n, 'a');
        CHECK(iri_of("x:" + run + "%C3%A9" + run + "%7E" + run) == "x:" + run + "\xC3\xA9" + run + "~" + run);
    }
    // Host: unreserved and UTF-8 triplets decoded, reserved kept ...
    CHECK(iri_of("http://%C3%A9%2e%41%2C/") == "http://\xC3\xA9.A%2C/");
    // ... except where the decoded host would read as an IPv4address.
    CHECK(iri_of("http://5.9.95%2E9/") == "http://5.9.95%2E9/");
    CHECK(iri_of("http://%31%32%37.0.0.1:80/%41") == "http://%31%32%37.0.0.1:80/A");
    CHECK(iri_of("http://1.2.3.%34%35%36/") == "http://1.2.3.456/");  // 456 is no dec-octet
    CHECK(iri_of("http://%31.2.3.4.example/") == "http://1.2.3.4.example/");
    CHECK(iri_of("http://%31.2.3/") == "http://1.2.3/");
    // A triplet of anything but a digit or "." rules the IPv4address out.
    CHECK(iri_of("http://1.2.3.%34%41/") == "http://1.2.3.4A/");
    CHECK(iri_of("http://1.2.3.%34%3A/") == "http://1.2.3.4%3A/");
    CHECK(iri_of("http://1.2.3.%34%C3%A9/") == "http://1.2.3.4\xC3\xA9/");
    iri::to_iri_options const idn{.idn_unicode = true};
    CHECK(iri::to_iri("http://5.9.95%2E9/%41", idn).value() == "http://5.9.95%2E9/A");
}

TEST_CASE("to_iri_into: a reused string holds exactly the latest output", "[to_iri]") {
    // The output is written over what `out` held, longer or shorter.
    std::string out = "left over from an earlier call, longer than any output below";
    REQUIRE(iri::to_iri_into("http://a/%C3%A9", out) == iri::errc::ok);
    CHECK(out == "http://a/\xC3\xA9");
    REQUIRE(iri::to_iri_into("http://%31.2.3.4.example/x%41%42%43%44", out) == iri::errc::ok);
    CHECK(out == "http://1.2.3.4.example/xABCD");
    REQUIRE(iri::to_iri_into("s:%7E", out) == iri::errc::ok);
    CHECK(out == "s:~");
    CHECK(iri::to_iri_into("a b", out) != iri::errc::ok);
    CHECK(out.empty());
    REQUIRE(iri::to_iri_into("", out) == iri::errc::ok);
    CHECK(out.empty());
}
