// The RFC 3987 §3 mappings step by step (iri::explain_to_uri,
// iri::explain_to_iri): each decision named, at its place, with what it
// wrote; and, over generated references with every option, proof that the
// result is to_uri's / to_iri's and that the rows cover the input end to
// end and join into the result.
#include "support/reference_generator.hpp"

#include <iri/convert_explain.hpp>
#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

using namespace std::literals;

static_assert(noexcept(iri::explain_to_uri(""sv)));
static_assert(noexcept(iri::explain_to_iri(""sv)));

namespace {

// The first row with this step whose input is `before`.
iri::conversion_step const* find_row(iri::conversion_explanation const& e, std::string_view step,
                                     std::string_view before) {
    for (auto const& s : e.steps)
        if (s.step == step && s.before == before) return &s;
    return nullptr;
}

// After the step 1 row: the rows follow each other without gap or overlap
// over step 1's output, and their outputs, joined, are the result.
void check_rows_cover(iri::conversion_explanation const& e) {
    REQUIRE(!e.steps.empty());
    std::string const& source = e.steps.front().after;
    std::string joined_before, joined_after;
    std::size_t next = 0;
    for (std::size_t i = 1; i < e.steps.size(); ++i) {
        auto const& s = e.steps[i];
        INFO("row " << i << " " << s.step << " at " << s.byte_offset << ": " << s.why);
        CHECK(s.byte_offset == next);
        CHECK(source.compare(s.byte_offset, s.before.size(), s.before) == 0);
        next = s.byte_offset + s.before.size();
        joined_before += s.before;
        joined_after += s.after;
    }
    CHECK(joined_before == source);
    CHECK(joined_after == e.result);
}

}  // namespace

TEST_CASE("to_iri explained: the examples of RFC 3987 §3.2.1", "[to_iri][explain]") {
    iri::conversion_explanation const durst = iri::explain_to_iri("http://www.example.org/D%C3%BCrst");
    REQUIRE(durst.error.code == iri::errc::ok);
    CHECK(durst.result == "http://www.example.org/D\xC3\xBCrst");
    CHECK(durst.steps.front().step == "§3.2 step 1");
    auto const* decoded = find_row(durst, "§3.2 step 2", "%C3%BC");
    REQUIRE(decoded);
    CHECK(decoded->byte_offset == 24);
    CHECK(decoded->after == "\xC3\xBC");
    CHECK(decoded->why.find("U+00FC") != std::string::npos);
    check_rows_cover(durst);

    // <fc> is no part of strictly legal UTF-8: step 3.
    iri::conversion_explanation const latin = iri::explain_to_iri("http://www.example.org/D%FCrst");
    auto const* kept = find_row(latin, "§3.2 step 3", "%FC");
    REQUIRE(kept);
    CHECK(!kept->changed());
    CHECK(latin.result == "http://www.example.org/D%FCrst");

    // U+202E: step 4, written back in uppercase; the xn-- label stays.
    iri::conversion_explanation const bidi = iri::explain_to_iri("http://xn--99zt52a.example.org/%e2%80%ae");
    auto const* rlo = find_row(bidi, "§3.2 step 4", "%e2%80%ae");
    REQUIRE(rlo);
    CHECK(rlo->after == "%E2%80%AE");
    CHECK(rlo->why.find("U+202E is a bidi formatting character") != std::string::npos);
    CHECK(bidi.result == iri::to_iri("http://xn--99zt52a.example.org/%e2%80%ae").value());
    check_rows_cover(bidi);
}

TEST_CASE("to_iri explained: step 2's exceptions each say why", "[to_iri][explain]") {
    iri::conversion_explanation const e = iri::explain_to_iri("s:/%41%2F%25%20%0A%7e?%EE%80%80#%EE%80%80");
    REQUIRE(e.error.code == iri::errc::ok);
    CHECK(find_row(e, "§3.2 step 2", "%41")->why == "%41 is \"A\", unreserved US-ASCII: decoded");
    CHECK(find_row(e, "§3.2 step 2", "%2F")->why == "%2F is \"/\", reserved: kept");
    CHECK(find_row(e, "§3.2 step 2", "%25")->why == "%25 is \"%\": kept");
    CHECK(find_row(e, "§3.2 step 2", "%20")->why == "%20 is \" \", US-ASCII not allowed in URIs: kept");
    CHECK(find_row(e, "§3.2 step 2", "%0A")->why.find("a control character") != std::string::npos);
    CHECK(find_row(e, "§3.2 step 2", "%7e")->after == "~");
    // iprivate: decoded in the query, kept in the fragment.
    REQUIRE(find_row(e, "§3.2 step 2", "%EE%80%80"));
    CHECK(find_row(e, "§3.2 step 2", "%EE%80%80")->after == "\xEE\x80\x80");
    REQUIRE(find_row(e, "§3.2 step 4", "%EE%80%80"));
    CHECK(find_row(e, "§3.2 step 4", "%EE%80%80")->why.find("private use") != std::string::npos);
    // Runs without triplets are one row each.
    CHECK(find_row(e, "§3.2 step 2", "s:/"));
    CHECK(find_row(e, "§3.2 step 2", "?"));
    check_rows_cover(e);
}

TEST_CASE("to_iri explained: ToUnicode labels and the IPv4 guard replace the rows of their span", "[to_iri][explain]") {
    iri::conversion_explanation const idn =
        iri::explain_to_iri("http://a%41.xn--99zt52a.%78n--99zt52a/p%41", {.idn_unicode = true});
    REQUIRE(idn.error.code == iri::errc::ok);
    CHECK(idn.result == iri::to_iri("http://a%41.xn--99zt52a.%78n--99zt52a/p%41", {.idn_unicode = true}).value());
    auto const* label = find_row(idn, "§3.2.1 ireg-name", "%78n--99zt52a");
    REQUIRE(label);
    CHECK(label->after == "\xE7\xB4\x8D\xE8\xB1\x86");
    CHECK(find_row(idn, "§3.2.1 ireg-name", "xn--99zt52a"));
    CHECK(find_row(idn, "§3.2 step 2", "%78") == nullptr);  // superseded by the label's row
    check_rows_cover(idn);

    iri::conversion_explanation const guard = iri::explain_to_iri("http://5.9.95%2E9/x%41y");
    auto const* host = find_row(guard, "RFC 3986 §3.2.2", "5.9.95%2E9");
    REQUIRE(host);
    CHECK(!host->changed());
    CHECK(find_row(guard, "§3.2 step 2", "%41"));
    CHECK(guard.result == "http://5.9.95%2E9/xAy");
    check_rows_cover(guard);
}

TEST_CASE("to_uri explained: RFC 3987 §3.1's example and each option", "[to_uri][explain]") {
    iri::conversion_explanation const e = iri::explain_to_uri("http://www.example.org/red%09ros\xC3\xA9#red");
    REQUIRE(e.error.code == iri::errc::ok);
    CHECK(e.result == "http://www.example.org/red%09ros%C3%A9#red");
    CHECK(e.steps.front().step == "§3.1 step 1");
    CHECK(e.steps.front().why.starts_with("variant c"));
    auto const* encoded = find_row(e, "§3.1 step 2", "\xC3\xA9");
    REQUIRE(encoded);
    CHECK(encoded->byte_offset == 32);
    CHECK(encoded->offset == 32);
    CHECK(encoded->after == "%C3%A9");
    CHECK(encoded->why == "U+00E9 is not allowed in a URI: UTF-8 C3 A9 -> %C3%A9");
    CHECK(find_row(e, "§3.1 step 2", "http://www.example.org/red%09ros"));  // "%09" is kept, in the run
    check_rows_cover(e);

    iri::conversion_explanation const idna =
        iri::explain_to_uri("http://r\xC3\xA9sum\xC3\xA9.example.org/\xC3\xBC", {.idna = iri::idna_mode::uts46});
    auto const* host = find_row(idna, "§3.1 ireg-name", "r\xC3\xA9sum\xC3\xA9.example.org");
    REQUIRE(host);
    CHECK(host->after == "xn--rsum-bpad.example.org");
    auto const* path = find_row(idna, "§3.1 step 2", "\xC3\xBC");
    REQUIRE(path);
    CHECK(path->offset == 26);  // in code points: "résumé" is six
    CHECK(path->byte_offset == 28);
    check_rows_cover(idna);

    // --lenient: each excluded character a row of its own, at its offset in
    // the input; --query-charset: the query's characters as encoded.
    iri::to_uri_options const lenient{.lenient = true, .query_charset = "latin1"};
    iri::conversion_explanation const l = iri::explain_to_uri("http://a/a b?q=M\xC3\xA4rz|", lenient);
    REQUIRE(l.error.code == iri::errc::ok);
    CHECK(l.result == iri::to_uri("http://a/a b?q=M\xC3\xA4rz|", lenient).value());
    auto const* space = find_row(l, "§3.1 step 2", " ");
    REQUIRE(space);
    CHECK(space->byte_offset == 10);
    CHECK(space->after == "%20");
    auto const* umlaut = find_row(l, "query charset", "\xC3\xA4");
    REQUIRE(umlaut);
    CHECK(umlaut->after == "%E4");
    CHECK(umlaut->byte_offset == 16);
    auto const* bar = find_row(l, "§3.1 step 2", "|");
    REQUIRE(bar);
    CHECK(bar->byte_offset == 20);
    check_rows_cover(l);

    // Step 1 variant b: the input bytes, then the UCS text everything after
    // works on.
    iri::conversion_explanation const b = iri::explain_to_uri("http://a/r\xE9", {.from_charset = "iso-8859-1"});
    REQUIRE(b.error.code == iri::errc::ok);
    CHECK(b.steps.front().before == "http://a/r\xE9");
    CHECK(b.steps.front().after == "http://a/r\xC3\xA9");
    CHECK(b.steps.front().why.starts_with("variant b"));
    CHECK(b.result == "http://a/r%C3%A9");
    check_rows_cover(b);
}

TEST_CASE("explained conversions fail as the conversions do", "[to_uri][to_iri][explain]") {
    for (std::string_view bad : {"a b"sv, "http://[::1/"sv, "%zz"sv, "http://a/\xFF"sv}) {
        INFO(bad);
        iri::conversion_explanation const u = iri::explain_to_uri(bad);
        iri::text_result const plain_u = iri::to_uri(bad);
        REQUIRE(!plain_u);
        CHECK(u.error.code == plain_u.error().code);
        CHECK(u.error.byte_offset == plain_u.error().byte_offset);
        CHECK(u.error.offset == plain_u.error().offset);
        CHECK(u.error.production == plain_u.error().production);
        CHECK(u.steps.empty());
        CHECK(u.result.empty());
        iri::conversion_explanation const i = iri::explain_to_iri(bad);
        iri::text_result const plain_i = iri::to_iri(bad);
        REQUIRE(!plain_i);
        CHECK(i.error.code == plain_i.error().code);
        CHECK(i.error.byte_offset == plain_i.error().byte_offset);
        CHECK(i.steps.empty());
    }
    iri::conversion_explanation const host = iri::explain_to_uri("http://a..b/", {.idna = iri::idna_mode::uts46});
    CHECK(host.error.code == iri::to_uri("http://a..b/", {.idna = iri::idna_mode::uts46}).error().code);
}

namespace {

// Pieces for every decision of both passes.
constexpr std::string_view conversion_segments[] = {
    "a",        "%41",          "%7e",    "%2F",           "%25",       "%20",       "%0a",          "%E9",
    "%C0%AF",   "%ED%A0%80",    "%c3%a9", "%C3",           "%E2%80%AE", "%E2%81%A6", "%EE%80%80",    "%F0%9F%98%80",
    "\xC3\xA9", "\xE6\xBC\xA2", "xn--a",  "%78n--99zt52a", " ",         "|",         "\xEE\x80\x80", "%F4%90%80%80",
};
constexpr std::string_view conversion_schemes[] = {"http", "s", "HTTPS", "ftp"};
constexpr std::string_view conversion_authorities[] = {
    "",
    "h",
    "xn--99zt52a.example",
    "%78n--99zt52a.x",
    "5.9.95%2E9",
    "1.2%2E3.4",
    "r\xC3\xA9sum\xC3\xA9.example",
    "%C3%A9.Example",
    "u%41@h:8",
    "[::1]",
    "xn--zz.a",
};
constexpr std::string_view conversion_queries[] = {"",    "%EE%80%80", "\xEE\x80\x80", "M\xC3\xA4rz", "\xE2\x82\xAC",
                                                   "a b", "%41%2f",    "\xE3\x83\x88"};
constexpr std::string_view conversion_fragments[] = {"", "%EE%80%80", "\xC3\xA9", "%e2%80%8e", "x|y"};
constexpr test::alphabet conversion_alphabet{conversion_segments, conversion_schemes, conversion_authorities,
                                             conversion_queries, conversion_fragments};

}  // namespace

TEST_CASE("the explained result is the conversion's, on generated references", "[to_uri][to_iri][explain][property]") {
    test::generator g(3987);
    std::size_t converted = 0;
    std::vector<iri::to_uri_options> const uri_options = {
        {},
        {.lenient = true},
        {.idna = iri::idna_mode::uts46},
        {.idna = iri::idna_mode::whatwg},
        {.lenient = true, .idna = iri::idna_mode::idna2003, .query_charset = "windows-1252"},
        {.query_charset = "shift_jis"},
        {.query_charset = "iso-2022-jp"},
        {.from_charset = "iso-8859-1"},
    };
    for (int i = 0; i < 3000; ++i) {
        std::string const text = g.chance(2) ? test::generate_base(g, conversion_alphabet)
                                             : test::generate_reference(g, conversion_alphabet);
        for (std::size_t k = 0; k < uri_options.size(); ++k) {
            INFO("to_uri " << text << " options " << k);
            iri::text_result const plain = iri::to_uri(text, uri_options[k]);
            iri::conversion_explanation const e = iri::explain_to_uri(text, uri_options[k]);
            REQUIRE(plain.ok() == (e.error.code == iri::errc::ok));
            if (!plain) {
                CHECK(e.error.byte_offset == plain.error().byte_offset);
                continue;
            }
            ++converted;
            REQUIRE(e.result == plain.value());
            check_rows_cover(e);
        }
        for (bool idn : {false, true}) {
            INFO("to_iri " << text << (idn ? " idn" : ""));
            iri::text_result const plain = iri::to_iri(text, {.idn_unicode = idn});
            iri::conversion_explanation const e = iri::explain_to_iri(text, {.idn_unicode = idn});
            REQUIRE(plain.ok() == (e.error.code == iri::errc::ok));
            if (!plain) continue;
            ++converted;
            REQUIRE(e.result == plain.value());
            check_rows_cover(e);
        }
    }
    CHECK(converted > 10000);
}
