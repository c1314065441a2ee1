// Character classes (RFC 3987 §2.2, RFC 3986 §2, RFC 5234 B.1): every range
// boundary, the code point just inside and just outside.
#include "support/support.hpp"

#include "grammar/char_classes.hpp"
#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using test::check_production;
using test::utf8;

namespace {

struct range {
    char32_t first, last;
};

// RFC 3987 §2.2, verbatim.
constexpr range ucschar_ranges[] = {
    {0xA0, 0xD7FF},     {0xF900, 0xFDCF},   {0xFDF0, 0xFFEF},   {0x10000, 0x1FFFD}, {0x20000, 0x2FFFD},
    {0x30000, 0x3FFFD}, {0x40000, 0x4FFFD}, {0x50000, 0x5FFFD}, {0x60000, 0x6FFFD}, {0x70000, 0x7FFFD},
    {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD}, {0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
    {0xD0000, 0xDFFFD}, {0xE1000, 0xEFFFD},
};
constexpr range iprivate_ranges[] = {{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};

template <std::size_t N>
bool in(range const (&ranges)[N], char32_t cp) {
    for (auto r : ranges)
        if (cp >= r.first && cp <= r.last) return true;
    return false;
}

// First and last of each range, and the neighbours just outside.
template <std::size_t N>
std::vector<char32_t> boundaries(range const (&ranges)[N]) {
    std::vector<char32_t> out;
    for (auto r : ranges) {
        out.push_back(r.first - 1);
        out.push_back(r.first);
        out.push_back(r.last);
        out.push_back(r.last + 1);
    }
    return out;
}

std::string hex(char32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

}  // namespace

TEST_CASE("ucschar: every range boundary", "[grammar][characters][ucschar]") {
    // The list the RFC reader checks by eye, spelled out.
    check_production(
        "ucschar",
        {utf8(0xA0), utf8(0xD7FF), utf8(0xF900), utf8(0xFDCF), utf8(0xFDF0), utf8(0xFFEF), utf8(0x10000), utf8(0x1FFFD),
         utf8(0x20000), utf8(0x2FFFD), utf8(0xD0000), utf8(0xDFFFD), utf8(0xE1000), utf8(0xEFFFD)},
        {utf8(0x9F),
         utf8(0xD800),
         utf8(0xDFFF),
         utf8(0xE000),
         utf8(0xF8FF),
         utf8(0xFDD0),
         utf8(0xFDEF),
         utf8(0xFFF0),
         utf8(0xFFFE),
         utf8(0xFFFF),
         utf8(0x1FFFE),
         utf8(0x1FFFF),
         utf8(0xDFFFE),
         utf8(0xE0000),
         utf8(0xE0FFF),
         utf8(0xEFFFE),
         utf8(0xEFFFF),
         utf8(0xF0000),
         utf8(0x10FFFD),
         utf8(0x110000),
         "a",
         "",
         utf8(0xA0) + utf8(0xA0)});

    auto const* ucschar = iri::grammar::find_production("ucschar");
    REQUIRE(ucschar != nullptr);
    for (char32_t cp : boundaries(ucschar_ranges)) {
        INFO(hex(cp));
        CHECK(ucschar->matches(utf8(cp)) == in(ucschar_ranges, cp));
    }
}

TEST_CASE("iprivate: every range boundary", "[grammar][characters][iprivate]") {
    check_production("iprivate",
                     {utf8(0xE000), utf8(0xF8FF), utf8(0xF0000), utf8(0xFFFFD), utf8(0x100000), utf8(0x10FFFD)},
                     {utf8(0xDFFF), utf8(0xF900), utf8(0xEFFFF), utf8(0xFFFFE), utf8(0xFFFFF), utf8(0x10FFFE),
                      utf8(0x10FFFF), utf8(0x110000), utf8(0xA0), "a", "", utf8(0xE000) + utf8(0xE000)});

    auto const* iprivate = iri::grammar::find_production("iprivate");
    REQUIRE(iprivate != nullptr);
    for (char32_t cp : boundaries(iprivate_ranges)) {
        INFO(hex(cp));
        CHECK(iprivate->matches(utf8(cp)) == in(iprivate_ranges, cp));
    }
}

TEST_CASE("ucschar and iprivate boundaries in a whole IRI", "[grammar][characters][ucschar][iprivate]") {
    // A path takes ucschar only; a query takes ucschar and iprivate.
    std::vector<char32_t> cps = boundaries(ucschar_ranges);
    for (char32_t cp : boundaries(iprivate_ranges)) cps.push_back(cp);
    for (char32_t cp : cps) {
        INFO(hex(cp));
        bool const u = in(ucschar_ranges, cp), p = in(iprivate_ranges, cp);
        std::string const path = "http://a/" + utf8(cp);
        std::string const query = "http://a?" + utf8(cp);
        CHECK(iri::is_valid(path) == u);
        CHECK(iri::parse(path).ok() == u);
        CHECK(iri::is_valid(query) == (u || p));
        CHECK(iri::parse(query).ok() == (u || p));
        test::check_validity_agrees(path);
        test::check_validity_agrees(query);
        // RFC 3986 URIs are ASCII: none of these characters is allowed raw.
        CHECK_FALSE(iri::is_valid(path, iri::entry::URI_reference));
        CHECK_FALSE(iri::is_valid(query, iri::entry::URI_reference));
    }
}

TEST_CASE("iprivate is allowed in iquery and nowhere else", "[grammar][characters][iprivate]") {
    for (char32_t cp : {char32_t{0xE000}, char32_t{0xF8FF}, char32_t{0xF0000}, char32_t{0x10FFFD}}) {
        INFO(hex(cp));
        std::string const c = utf8(cp);
        check_production("iquery", {c, "a=" + c, c + "/?" + c}, {});
        check_production("ipath", {}, {c, "/" + c, "a/" + c});
        check_production("isegment", {}, {c});
        check_production("ipchar", {}, {c});
        check_production("ifragment", {}, {c});
        check_production("ihost", {}, {c});
        check_production("ireg-name", {}, {c});
        check_production("iuserinfo", {}, {c});

        test::check_valid("http://a/?" + c);
        test::check_valid("?" + c);
        test::check_invalid("http://a/" + c);
        test::check_invalid("http://a/#" + c);
        test::check_invalid("http://" + c + "/");
        test::check_invalid("http://" + c + "@a/");
        test::check_invalid(c);
        test::check_invalid("a:" + c);
    }
}

TEST_CASE("ALPHA, DIGIT, HEXDIG: ASCII neighbours", "[grammar][characters]") {
    check_production("ALPHA", {"A", "Z", "a", "z", "m"}, {"@", "[", "`", "{", "0", "", "AA", utf8(0xC0)});
    check_production("DIGIT", {"0", "9", "5"}, {"/", ":", "a", "", "00"});
    check_production("HEXDIG", {"0", "9", "A", "F", "a", "f"}, {"/", ":", "@", "G", "`", "g", "", "0A"});
}

TEST_CASE("sub-delims, gen-delims, reserved, unreserved", "[grammar][characters]") {
    check_production("sub-delims", {"!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="},
                     {":", "/", "?", "#", "[", "]", "@", "\"", "%", "-", "a", "", "!!"});
    check_production("gen-delims", {":", "/", "?", "#", "[", "]", "@"}, {"!", "$", "=", "a", "%", "", "::"});
    check_production("reserved",
                     {":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="},
                     {"a", "0", "-", ".", "_", "~", "%", "\"", "<", "", "//"});
    check_production("unreserved", {"a", "Z", "0", "9", "-", ".", "_", "~"},
                     {"!", "%", ":", "/", " ", "\"", utf8(0xE9), utf8(0xA0), "", "aa"});
}

TEST_CASE("iunreserved adds ucschar to unreserved", "[grammar][characters]") {
    check_production(
        "iunreserved",
        {"a", "Z", "0", "9", "-", ".", "_", "~", utf8(0xA0), utf8(0xE9), utf8(0x4F8B), utf8(0x10300), utf8(0xEFFFD),
         // The grammar admits the bidi formatting characters (they are
         // ucschar); only the §4.1 check in parse() rejects them.
         utf8(0x200E), utf8(0x202E)},
        {"!", "%", ":", "@", "/", utf8(0x9F), utf8(0xE000), utf8(0xFFFE), "", utf8(0xE9) + utf8(0xE9)});
}

TEST_CASE("pct-encoded is a percent sign and exactly two hex digits", "[grammar][characters]") {
    check_production("pct-encoded", {"%41", "%4a", "%4A", "%00", "%ff", "%FF", "%e9"},
                     {"%", "%4", "%G1", "%4G", "%%41", "%41%", "41", "%41a", "%4 1", "", "%-1", "%" + utf8(0xE9)});
}

TEST_CASE("ipchar is one character of a segment", "[grammar][characters]") {
    check_production("ipchar", {"a", "~", ":", "@", "!", "=", "%41", "%c3", utf8(0xE9), utf8(0x10300)},
                     {"/", "?",  "#", "[", "]", "%", "%4", "%G1", " ",  "\"",         "<",
                      ">", "\\", "^", "`", "{", "|", "}",  "",    "ab", utf8(0xE000), utf8(0x9F)});
}

namespace {

// Where `*cls` stops on text, and where matching one element of cls after
// another stops: the run skips blocks of sixteen bytes, the elements do not.
template <typename Class>
void check_run_matches_elements(Class const& cls, std::string const& text) {
    namespace x3 = boost::spirit::x3;
    char const* run_end = text.data();
    x3::parse(run_end, text.data() + text.size(), *cls);
    char const* element_end = text.data();
    while (x3::parse(element_end, text.data() + text.size(), cls)) {}
    INFO(text);
    CHECK(run_end - text.data() == element_end - text.data());
}

}  // namespace

TEST_CASE("a run of a class stops where its elements one by one stop", "[grammar][characters]") {
    using namespace iri::grammar::chars;
    // Pieces that are allowed in some classes and not others, or that end
    // a run in the middle of a sixteen-byte block: delimiters, triplets
    // whole and cut short, UTF-8 of each length, iprivate, a bidi
    // formatting character, a stray continuation byte.
    std::vector<std::string> const pieces = {
        "a",  "Z",   "0", "-",        ".",          "_",           "~",          "abcdefgh",   "!",
        "=",  "&",   ":", "@",        "/",          "?",           "#",          "[",          "%",
        "%4", "%41", " ", utf8(0xE9), utf8(0x4E2D), utf8(0x1F600), utf8(0xE000), utf8(0x200E), "\x80",
    };
    std::mt19937 random(3987);
    std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
    std::uniform_int_distribution<int> length(0, 40);
    for (int n = 0; n < 3000; ++n) {
        std::string text;
        for (int k = length(random); k > 0; --k) text += pieces[pick(random)];
        check_run_matches_elements(ireg_name_char, text);
        check_run_matches_elements(iuserinfo_char, text);
        check_run_matches_elements(ipchar_char, text);
        check_run_matches_elements(isegment_nz_nc_char, text);
        check_run_matches_elements(iquery_char, text);
        check_run_matches_elements(ifragment_char, text);
        check_run_matches_elements(pchar_char, text);
        check_run_matches_elements(query_char, text);
        check_run_matches_elements(scheme_tail_char, text);
        check_run_matches_elements(HEXDIG_char, text);
    }
}

namespace {

// The classes of the paths' runs (grammar/rfc3987/path_def.hpp,
// grammar/rfc3986/uri_def.hpp), the only runs that read their tail as the
// block of sixteen bytes ending at the text's end.
using namespace iri::grammar::chars;
inline constexpr char_class<unreserved | sub_delim | colon | at | slash, true, beyond_ascii::ucschar> ipath_run_char{};
inline constexpr char_class<unreserved | sub_delim | colon | at | slash, true, beyond_ascii::nothing> path_run_char{};

// The bytes where a run's answer can change: each ASCII byte whose
// neighbour is on the other side of the class, the edges of the ranges the
// sixteen-byte blocks test (unicode/ascii_scan.hpp) and their neighbours,
// "%" and lead and continuation bytes.
template <typename Class>
std::vector<char> boundary_bytes() {
    std::vector<char> bytes;
    for (int b = 0; b < 128; ++b) {
        bool const here = Class::is_allowed_ascii(static_cast<char>(b));
        bool const edge = (b > 0 && Class::is_allowed_ascii(static_cast<char>(b - 1)) != here) ||
                          (b < 127 && Class::is_allowed_ascii(static_cast<char>(b + 1)) != here);
        if (edge || std::string_view(",-./09:@AZ[^_`az{%~").find(static_cast<char>(b)) != std::string_view::npos)
            bytes.push_back(static_cast<char>(b));
    }
    for (int b : {0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF}) bytes.push_back(static_cast<char>(b));
    return bytes;
}

// For texts of 1 to 48 bytes of "a", each with one boundary byte at each
// place: `*cls` run from each start, in a context that knows where the
// text begins (as every entry point's does) and in one that does not,
// stops where matching one element after another stops. The text is a
// buffer of exactly its length, so that a block read past either end
// shows under AddressSanitizer.
template <typename Class>
void check_run_tails(Class const& cls) {
    namespace x3 = boost::spirit::x3;
    std::vector<char> const bytes = boundary_bytes<Class>();
    auto const run = *cls;
    std::size_t compared = 0;
    std::size_t differing = 0;
    for (std::size_t n = 1; n <= 48; ++n) {
        auto const text = std::make_unique<char[]>(n);
        char const* const begin = text.get();
        char const* const end = begin + n;
        iri::grammar::validator sink{begin};
        auto const context = x3::make_context<iri::grammar::recorder_tag>(sink);
        for (std::size_t at = 0; at < n; ++at) {
            for (char const b : bytes) {
                std::fill(text.get(), text.get() + n, 'a');
                text[at] = b;
                // "a" is in every class: the elements stop at `at` or go on to the end.
                char const* element_end = begin + at;
                while (element_end != end && cls.parse(element_end, end, context, x3::unused, x3::unused)) {}
                for (std::size_t start = 0; start <= at; ++start) {
                    char const* with_begin = begin + start;
                    run.parse(with_begin, end, context, x3::unused, x3::unused);
                    char const* alone = begin + start;
                    x3::parse(alone, end, run);
                    ++compared;
                    if (with_begin != element_end || alone != element_end) {
                        ++differing;
                        INFO("length " << n << ", byte " << int(static_cast<unsigned char>(b)) << " at " << at
                                       << ", run from " << start);
                        CHECK(with_begin - begin == element_end - begin);
                        CHECK(alone - begin == element_end - begin);
                    }
                }
            }
        }
    }
    // Each difference was shown above; one check says how many there were
    // of how many, so that a passing run also reports what it compared.
    INFO(compared << " runs compared");
    CHECK(compared >= 48 * 49 / 2 * bytes.size());
    CHECK(differing == 0);
}

}  // namespace

TEST_CASE("a run's tail read as a block stops where its elements stop, at every lane", "[grammar][characters]") {
    check_run_tails(ipath_run_char);
    check_run_tails(path_run_char);
    check_run_tails(ireg_name_char);
    check_run_tails(ipchar_char);
    check_run_tails(iquery_char);
    check_run_tails(pchar_char);
}
