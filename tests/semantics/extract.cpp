// Finding IRIs in plain text (RFC 3987 §7.3): non-ASCII characters do not
// end an IRI, sentence punctuation and text delimiters do, and what is
// found is always a valid IRI.
#include "support/reference_generator.hpp"
#include "support/support.hpp"

#include <iri/convert.hpp>
#include <iri/iri.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

std::vector<std::string> found_in(std::string_view text) {
    std::vector<iri::found_iri> found;
    REQUIRE(iri::extract(text, found) == iri::errc::ok);
    std::vector<std::string> iris;
    for (iri::found_iri const& f : found) {
        CHECK(text.substr(f.byte_offset, f.iri.size()) == f.iri);
        CHECK(iri::is_valid(f.iri, iri::entry::IRI));
        iris.emplace_back(f.iri);
    }
    return iris;
}

using strings = std::vector<std::string>;

}  // namespace

TEST_CASE("extract: a non-ASCII character does not end an IRI (§7.3)", "[extract]") {
    CHECK(
        found_in(
            "see http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/\xE3\x83\x91\xE3\x82\xB9 now") ==
        strings{"http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/\xE3\x83\x91\xE3\x82\xB9"});
    CHECK(found_in("http://www.example.org/D\xC3\xBCrst, and mailto:m\xC3\xA4rz@example.org.") ==
          strings{"http://www.example.org/D\xC3\xBCrst", "mailto:m\xC3\xA4rz@example.org"});
}

TEST_CASE("extract: what ends an IRI in text", "[extract]") {
    // Sentence punctuation, unbalanced parentheses, angle brackets, quotes.
    CHECK(found_in("(see http://h/a_(b)), <http://h/c>, \"http://h/d\"; http://h/e?") ==
          strings{"http://h/a_(b)", "http://h/c", "http://h/d", "http://h/e"});
    // CJK full stop and corner brackets, typographic quotes.
    CHECK(found_in("\xE3\x80\x8Chttp://h/\xE6\xBC\xA2\xE3\x80\x8D\xE3\x80\x82\xE2\x80\x9Chttp://h/x\xE2\x80\x9D") ==
          strings{"http://h/\xE6\xBC\xA2", "http://h/x"});
    // Whitespace beyond ASCII: NO-BREAK SPACE before "!" in French, an EM
    // SPACE; the isolates a bidi formatter puts around an IRI, and ALM.
    CHECK(found_in("Voir http://exemple.fr/page\xC2\xA0! Oui") == strings{"http://exemple.fr/page"});
    CHECK(found_in("\xC2\xAB\xC2\xA0http://exemple.fr/\xC3\xA9t\xC3\xA9\xC2\xA0\xC2\xBB") ==
          strings{"http://exemple.fr/\xC3\xA9t\xC3\xA9"});
    CHECK(found_in("see http://example.com/a\xE2\x80\x83next word") == strings{"http://example.com/a"});
    CHECK(found_in("\xD7\xA8\xD7\x90\xD7\x95 \xE2\x81\xA8https://example.com/a\xE2\x81\xA9 \xD7\xA2") ==
          strings{"https://example.com/a"});
    CHECK(found_in("https://example.com/a\xD8\x9C") == strings{"https://example.com/a"});
    // Sentence marks of other scripts: Arabic comma, fullwidth comma and
    // exclamation mark, Devanagari danda.
    CHECK(found_in("https://ar.example/\xD9\x85\xD8\xB5\xD8\xB1\xD8\x8C \xD8\xAB\xD9\x85") ==
          strings{"https://ar.example/\xD9\x85\xD8\xB5\xD8\xB1"});
    CHECK(found_in("\xE8\xAF\xB7\xE7\x9C\x8Bhttps://\xE4\xBE\x8B.\xE6\xB5\x8B/\xE8\xB7\xAF\xEF\xBC\x8C"
                   "\xE8\xB0\xA2\xE8\xB0\xA2\xEF\xBC\x81") == strings{"https://\xE4\xBE\x8B.\xE6\xB5\x8B/\xE8\xB7\xAF"});
    CHECK(found_in("https://h/\xE0\xA4\x95\xE0\xA5\xA4") == strings{"https://h/\xE0\xA4\x95"});
    // Offsets in code points as well as bytes.
    std::vector<iri::found_iri> found;
    REQUIRE(iri::extract("\xC3\xA9\xC3\xA9 http://h/", found) == iri::errc::ok);
    REQUIRE(found.size() == 1);
    CHECK(found[0].byte_offset == 5);
    CHECK(found[0].offset == 3);
}

TEST_CASE("extract: what is not an IRI is not reported", "[extract]") {
    CHECK(found_in("note: this is not one; nor is 12:30 or a:b").empty());
    CHECK(found_in("http:// and http://[::1 and urn:").empty());
    CHECK(found_in("urn:isbn:0451450523 ftp://ftp.is.co.za/rfc/rfc1808.txt") ==
          strings{"urn:isbn:0451450523", "ftp://ftp.is.co.za/rfc/rfc1808.txt"});
    CHECK(found_in("").empty());
}

TEST_CASE("extract: the scheme starts at its first letter", "[extract]") {
    // No letter is glued to a scheme: the run of scheme characters before
    // the colon is the scheme from its first letter on; digits, "+", "-"
    // and "." before that (a list number) are left out.
    CHECK(found_in("xhttp://a/") == strings{"xhttp://a/"});
    CHECK(found_in("1.http://a/ 2.http://b/") == strings{"http://a/", "http://b/"});
    CHECK(found_in("q=1http://a/") == strings{"http://a/"});
}

TEST_CASE("extract: a run that keeps failing is given up after 16 candidates", "[extract]") {
    // Glued candidates are retried at each colon: the fourth one parses.
    CHECK(found_in("http://a%http://a%http://a%http://b/") == strings{"http://b/"});
    // Each retry reads to the end of the run, so retrying at every colon of
    // a long run that never parses took time quadratic in its length
    // (fuzz/bounds.cpp, family "http://a/ chain, then %"): after 16 failed
    // candidates the rest of the run is skipped. 15 fail, the 16th parses:
    std::string glued;
    for (int i = 0; i < 15; ++i) glued += "http://a%";
    CHECK(found_in(glued + "http://b/") == strings{"http://b/"});
    // 16 fail: the run is given up; the next run is searched again.
    glued += "http://a%";
    CHECK(found_in(glued + "http://b/ http://c/") == strings{"http://c/"});
}

TEST_CASE("extract: closing brackets at the end that nothing opened are the sentence's", "[extract]") {
    CHECK(found_in("(see http://h/a_(b)).") == strings{"http://h/a_(b)"});
    CHECK(found_in("(http://h/a)),") == strings{"http://h/a"});
    CHECK(found_in("[http://[::1]/x]]") == strings{"http://[::1]/x"});
    // Parentheses and square brackets are counted apart.
    CHECK(found_in("http://h/a(]") == strings{"http://h/a("});
    CHECK(found_in("http://h/(a).):") == strings{"http://h/(a)"});
}

// Each closing bracket taken off the end used to count the brackets of the
// whole candidate again: time quadratic in a run of ")" (64 KiB took 21
// billion instructions, 1 MiB hours). ctest's timeout guards against that
// coming back; nothing here is timed.
TEST_CASE("extract: a megabyte of closing brackets after an IRI", "[extract][bounds]") {
    constexpr std::size_t MiB = std::size_t{1} << 20;
    CHECK(found_in("see http://h/" + test::repeat(")", MiB) + ".") == strings{"http://h/"});
    CHECK(found_in("see http://h/" + test::repeat(").", MiB)) == strings{"http://h/"});
    CHECK(found_in("see http://[::1]/" + test::repeat("]", MiB)) == strings{"http://[::1]/"});
    // Those that something opened stay.
    std::string const opened = "http://h/" + test::repeat("(", 1000);
    CHECK(found_in(opened + test::repeat(")", MiB)) == strings{opened + test::repeat(")", 1000)});
}

TEST_CASE("extract: whatever the text, what is found is a valid IRI inside it", "[extract][property]") {
    test::generator g(3987);
    constexpr std::string_view pieces[] = {
        "http",
        "://",
        "mailto:",
        "urn:x",
        ":",
        "/",
        " ",
        ".",
        ",",
        ")",
        "(",
        "]",
        "[",
        "<",
        ">",
        "\"",
        "a",
        "\xC3\xA9",
        "\xE3\x80\x82",
        "\xE2\x80\xAE",
        "\xFF",
        "%",
        "%41",
        "#",
        "?",
        "@",
        "\n",
    };
    std::size_t found_some = 0;
    for (int i = 0; i < 5000; ++i) {
        std::string text;
        std::size_t const n = g.below(20);
        for (std::size_t j = 0; j < n; ++j) text += g.pick(pieces);
        INFO(text);
        found_some += !found_in(text).empty();
    }
    CHECK(found_some > 500);
}
