// RFC 3987 §4.2 checks: the §4.4 examples in Hebrew and in Arabic, then
// each kind of component, the classes of characters, and what percent-
// encoding does to them. Then the invisible controls that §4.1's list does
// not name (bidi_control_character), held against ICU's character data.
#include "semantics/check/support.hpp"

#include "semantics/check/families.hpp"
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <unicode/uchar.h>

#include <algorithm>
#include <iterator>

using check_test::found;
using check_test::rtl;
using check_test::rtl_script;
using check_test::strings;
using iri::check_family;

namespace {

strings bidi(std::string_view text) { return found(text, check_family::bidi); }

// RFC 3987 §4.4 (the RFC's text; drafts differ on example 10), in bidi
// notation, and the warnings each gives. Offsets are in code points, so
// they read off the notation directly.
struct example {
    int number;
    std::string_view logical;
    strings warnings;
};

std::vector<example> const examples = {
    {1, "http://ab.CDEFGH.ij/kl/mn/op.html", {}},
    {2, "http://ab.CDE.FGH/ij/kl/mn/op.html", {}},
    {3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", {}},
    // Legal only because "KL.html" splits at "." into "KL" and "html"
    // (§4.2: "extensions in a resource name can be treated as separate
    // components").
    {4, "http://AB.CD.ef/gh/IJ/KL.html", {}},
    {5, "http://ab.cd.EF/GH/ij/kl.html", {}},
    {6, "http://ab.CD.EF/GH/IJ/kl.html", {}},
    {7, "http://ab.CDE123FGH.ij/kl/mn/op.html", {}},
    // "(not allowed): Numbers are at the start or end of an rtl component."
    {8, "http://ab.cd.ef/GH1/2IJ/KL.html", {"bidi_rtl_boundary 18 isegment", "bidi_rtl_boundary 20 isegment"}},
    // "(not allowed): Numbers from previous example are percent-encoded."
    {9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", {"bidi_rtl_boundary 20 isegment", "bidi_rtl_boundary 22 isegment"}},
    // "(allowed but not recommended)": no rule of §4.2 covers a component
    // of digits next to right-to-left ones.
    {10, "http://ab.CDEFGH.123/kl/mn/op.html", {}},
};

}  // namespace

TEST_CASE("RFC 3987 §4.4 examples with Hebrew letters", "[check][bidi][rfc3987]") {
    for (example const& e : examples) {
        INFO("example " << e.number);
        CHECK(bidi(rtl(e.logical, rtl_script::hebrew)) == e.warnings);
    }
}

TEST_CASE("RFC 3987 §4.4 examples with Arabic letters (class AL)", "[check][bidi][rfc3987]") {
    for (example const& e : examples) {
        INFO("example " << e.number);
        CHECK(bidi(rtl(e.logical, rtl_script::arabic)) == e.warnings);
    }
}

TEST_CASE("the bidi notation itself is left-to-right ASCII: no warning", "[check][bidi]") {
    for (example const& e : examples) CHECK(bidi(e.logical).empty());
}

TEST_CASE("§4.2 rule 1: a component mixing directions, at the first conflicting character", "[check][bidi]") {
    auto const he = [](std::string_view s) { return rtl(s, rtl_script::hebrew); };
    // Left-to-right first: the mix is at the first right-to-left letter, and
    // the component does not start with one either.
    CHECK(bidi(he("http://example.org/abcAB")) ==
          strings{"bidi_rtl_boundary 19 isegment", "bidi_mixed_direction 22 isegment"});
    // Right-to-left first: the mix is at the Latin letter, which also ends it.
    CHECK(bidi(he("http://example.org/ABc")) ==
          strings{"bidi_mixed_direction 21 isegment", "bidi_rtl_boundary 21 isegment"});
    // Reported once per component however often it mixes.
    CHECK(bidi(he("http://example.org/AbCdE")) == strings{"bidi_mixed_direction 20 isegment"});
    // Digits, punctuation and "%" are neither direction.
    CHECK(bidi(he("http://example.org/A-1_B~C")).empty());
}

TEST_CASE("§4.2 rule 2: start and end, one warning per component", "[check][bidi]") {
    auto const he = [](std::string_view s) { return rtl(s, rtl_script::hebrew); };
    CHECK(bidi(he("http://example.org/1AB")) == strings{"bidi_rtl_boundary 19 isegment"});
    CHECK(bidi(he("http://example.org/AB-")) == strings{"bidi_rtl_boundary 21 isegment"});
    CHECK(bidi(he("http://example.org/A")).empty());
    // Both ends wrong: one warning, at the start, saying so.
    std::string const parenthesized = he("http://example.org/(AB)"), digit = he("http://example.org/AB1");
    auto const both = check_test::warnings_of(parenthesized, iri::code_set::of(check_family::bidi));
    REQUIRE(both.size() == 1);
    CHECK(both[0].offset == 19);
    CHECK(both[0].detail == "starts and ends");
    CHECK(both[0].text == "(");
    auto const end = check_test::warnings_of(digit, iri::code_set::of(check_family::bidi));
    REQUIRE(end.size() == 1);
    CHECK(end[0].detail == "ends");
    CHECK(end[0].text == "1");
    CHECK(end[0].code_point == U'1');
}

TEST_CASE("nonspacing marks take the class of the character before them (UAX #9 W1)", "[check][bidi]") {
    std::string const dagesh = test::utf8(0x05BC);  // HEBREW POINT DAGESH, class NSM
    std::string const fatha = test::utf8(0x064E);  // ARABIC FATHA, class NSM
    CHECK(bidi("http://example.org/" + rtl("AB", rtl_script::hebrew) + dagesh).empty());
    CHECK(bidi("http://example.org/" + rtl("AB", rtl_script::arabic) + fatha).empty());
    // After a digit, the mark is no right-to-left character either.
    CHECK(bidi("http://example.org/" + rtl("AB1", rtl_script::hebrew) + dagesh) ==
          strings{"bidi_rtl_boundary 21 isegment"});
    // A mark with nothing before it is not right-to-left.
    CHECK(bidi("http://example.org/" + dagesh + rtl("AB", rtl_script::hebrew)) ==
          strings{"bidi_rtl_boundary 19 isegment"});
}

TEST_CASE("percent-encoded octets are the ASCII they display as", "[check][bidi]") {
    auto const he = [](std::string_view s) { return rtl(s, rtl_script::hebrew); };
    // A whole component mapped to URI notation (§4.2, last paragraph): no
    // right-to-left character is left, so no rule applies.
    CHECK(bidi("http://example.org/%D7%90%D7%91/x").empty());
    // Hex letters are left-to-right: partly encoded text mixes directions.
    // (Lowercase hex here, or the notation would make D a Hebrew letter.)
    CHECK(bidi(he("http://example.org/AB%d7%90")) ==
          strings{"bidi_mixed_direction 22 isegment", "bidi_rtl_boundary 26 isegment"});
}

TEST_CASE("each kind of §4.2 component, with its ABNF name", "[check][bidi]") {
    auto const he = [](std::string_view s) { return rtl(s, rtl_script::hebrew); };
    // iuserinfo, whole ("AB:1" is one component).
    CHECK(bidi(he("http://AB:1@example.org/")) == strings{"bidi_rtl_boundary 10 iuserinfo"});
    CHECK(bidi(he("http://AB@example.org/")).empty());
    // Each label of a host, for any scheme.
    CHECK(bidi(he("foo://ab.AB1.cd/")) == strings{"bidi_rtl_boundary 11 ireg-name"});
    // The first segment is named by its path production.
    CHECK(bidi(he("urn:AB1/x")) == strings{"bidi_rtl_boundary 6 isegment-nz"});
    CHECK(bidi(he("AB1/x")) == strings{"bidi_rtl_boundary 2 isegment-nz-nc"});
    CHECK(bidi(he("/AB1/x")) == strings{"bidi_rtl_boundary 3 isegment-nz"});
    CHECK(bidi(he("/x/AB1")) == strings{"bidi_rtl_boundary 5 isegment"});
    // Query: each name and each value, split at "&", ";" and "=".
    CHECK(bidi(he("http://e.org/?AB=CD&ef=AB;AB=gh")).empty());
    CHECK(bidi(he("http://e.org/?q=AB1&r=x")) == strings{"bidi_rtl_boundary 18 iquery"});
    CHECK(bidi(he("http://e.org/?ABc=1")) == strings{"bidi_mixed_direction 16 iquery", "bidi_rtl_boundary 16 iquery"});
    // The fragment is one component, "." and all.
    CHECK(bidi(he("http://e.org/#AB.cd")) ==
          strings{"bidi_mixed_direction 17 ifragment", "bidi_rtl_boundary 18 ifragment"});
}

TEST_CASE("the bidi checks can be switched off one by one", "[check][bidi]") {
    std::string const text = rtl("http://example.org/abcAB", rtl_script::hebrew);
    auto only = [&](iri::warning_code code) {
        return check_test::brief(check_test::warnings_of(text, iri::code_set{}.insert(code)));
    };
    CHECK(only(iri::warning_code::bidi_mixed_direction) == strings{"bidi_mixed_direction 22 isegment"});
    CHECK(only(iri::warning_code::bidi_rtl_boundary) == strings{"bidi_rtl_boundary 19 isegment"});
}

// --- bidi_control_character (RFC 3987 §4.1) --------------------------------

namespace {

using iri::warning_code;

// The seven: ALM and the isolates (Unicode 6.3), and the line and
// paragraph separators.
constexpr char32_t controls[] = {0x061C, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029};

strings control_warnings(std::string_view text) {
    return check_test::brief(
        check_test::warnings_of(text, iri::code_set{}.insert(warning_code::bidi_control_character)));
}

}  // namespace

TEST_CASE("each control §4.1 does not name, in each kind of component, at its place", "[check][bidi][controls]") {
    // A prefix of ASCII, then "a", the control, "b": the control is at code
    // point prefix.size() + 1.
    struct place {
        std::string_view before, after, component;
    };
    place const places[] = {
        {"http://", "@example.org/", "iuserinfo"},
        {"http://user:", "@example.org/", "iuserinfo"},
        {"http://example.", "/", "ireg-name"},
        {"foo://x.", ".y/", "ireg-name"},
        {"urn:", "/x", "isegment-nz"},
        {"", "/x", "isegment-nz-nc"},
        {"/", "/x", "isegment-nz"},
        {"http://example.org/", "", "isegment"},
        {"http://example.org/x/", ".html", "isegment"},
        {"http://example.org/?q=", "&r=s", "iquery"},
        {"http://example.org/?", "=v", "iquery"},
        {"http://example.org/#", "", "ifragment"},
        {"http://example.org/#x.", "", "ifragment"},
    };
    for (char32_t c : controls) {
        for (place const& p : places) {
            std::string const text = std::string(p.before) + "a" + test::utf8(c) + "b" + std::string(p.after);
            INFO("U+" << std::hex << static_cast<unsigned>(c) << " in " << text);
            std::vector<iri::warning> const w =
                check_test::warnings_of(text, iri::code_set{}.insert(warning_code::bidi_control_character));
            REQUIRE(w.size() == 1);
            CHECK(w[0].code == warning_code::bidi_control_character);
            CHECK(w[0].component == p.component);
            CHECK(w[0].byte_offset == p.before.size() + 1);
            CHECK(w[0].offset == p.before.size() + 1);
            CHECK(w[0].text == test::utf8(c));
            CHECK(w[0].has_code_point);
            CHECK(w[0].code_point == c);
            CHECK(w[0].severity == iri::severity::warning);
            // Valid all the same: the grammar is RFC 3987's.
            CHECK(iri::is_valid(text));
        }
    }
}

TEST_CASE("the neighbours of the controls are not reported", "[check][bidi][controls]") {
    constexpr char32_t neighbours[] = {
        0x061B,  // ARABIC SEMICOLON
        0x061D,  // ARABIC END OF TEXT MARK
        0x2027,  // HYPHENATION POINT
        0x202F,  // NARROW NO-BREAK SPACE
        0x2065,  // unassigned (unassigned_code_point's business)
        0x206A,  // INHIBIT SYMMETRIC SWAPPING (deprecated, class BN)
        0x200B,  // ZERO WIDTH SPACE: invisible, but no bidi control
        0x200D,  // ZERO WIDTH JOINER, which some scripts need
    };
    for (char32_t c : neighbours) {
        std::string const text = "http://example.org/a" + test::utf8(c) + "b?" + test::utf8(c) + "#" + test::utf8(c);
        INFO("U+" << std::hex << static_cast<unsigned>(c));
        REQUIRE(iri::is_valid(text));
        for (iri::warning const& w : check_test::warnings_of(text))
            CHECK(w.code != warning_code::bidi_control_character);
    }
    // Their percent-encoded forms show as written: the fix, not a finding.
    CHECK(control_warnings("http://example.org/a%E2%81%A7b?%D8%9C#%E2%80%A9").empty());
}

TEST_CASE("a control is reported once per §4.2 component, at the first", "[check][bidi][controls]") {
    std::string const rli = test::utf8(0x2067), pdi = test::utf8(0x2069), ps = test::utf8(0x2029);
    // An isolate opened and closed in one segment: at its opening.
    CHECK(control_warnings("http://e.org/a" + rli + "b" + pdi + "c") == strings{"bidi_control_character 14 isegment"});
    // Two parts of one query, two segment extensions: one each.
    CHECK(control_warnings("http://e.org/?a=" + rli + "&b" + ps + "=c") ==
          strings{"bidi_control_character 16 iquery", "bidi_control_character 19 iquery"});
    CHECK(control_warnings("http://e.org/" + rli + "x." + pdi + "y/z") ==
          strings{"bidi_control_character 13 isegment", "bidi_control_character 16 isegment"});
    // Nothing but a control.
    CHECK(control_warnings("http://e.org/" + ps) == strings{"bidi_control_character 13 isegment"});
}

TEST_CASE("the controls and the §4.2 rules", "[check][bidi][controls]") {
    auto const he = [](std::string_view s) { return rtl(s, rtl_script::hebrew); };
    // Isolates are neither direction: a Hebrew word between RLI and PDI
    // neither starts nor ends with a right-to-left character. At one place,
    // warnings come by code.
    CHECK(bidi(he("http://e.org/") + test::utf8(0x2067) + he("AB") + test::utf8(0x2069)) ==
          strings{"bidi_rtl_boundary 13 isegment", "bidi_control_character 13 isegment"});
    // ALM is bidi class AL (UAX #9 reads it as a right-to-left letter), so
    // after Latin letters it mixes directions too.
    CHECK(bidi("http://e.org/ab" + test::utf8(0x061C)) == strings{"bidi_rtl_boundary 13 isegment",
                                                                  "bidi_mixed_direction 15 isegment",
                                                                  "bidi_control_character 15 isegment"});
    // Switched off with its family, or alone.
    std::string const text = "http://e.org/a" + test::utf8(0x2066);
    CHECK(check_test::warnings_of(text, iri::code_set::all().erase(warning_code::bidi_control_character)).empty());
    CHECK(check_test::found(text, check_family::characters).empty());
}

TEST_CASE("the message names the control, says why, and how to encode it", "[check][bidi][controls]") {
    std::string const rli = "http://e.org/a" + test::utf8(0x2067);
    auto const w = check_test::warnings_of(rli, iri::code_set::of(check_family::bidi));
    REQUIRE(w.size() == 1);
    CHECK(w[0].explanation().find("U+2067 RIGHT-TO-LEFT ISOLATE opens a right-to-left isolate") == 0);
    CHECK(w[0].explanation().find("RFC 3987 §4.1") != std::string::npos);
    CHECK(w[0].explanation().find("Unicode 6.3 added it after RFC 3987") != std::string::npos);
    CHECK(w[0].fix() == "remove it, or percent-encode it as %E2%81%A7 if it is data");

    std::string const ls = "http://e.org/a" + test::utf8(0x2028);
    auto const line = check_test::warnings_of(ls, iri::code_set::of(check_family::bidi));
    REQUIRE(line.size() == 1);
    CHECK(line[0].explanation().find("U+2028 LINE SEPARATOR breaks the line") == 0);
    CHECK(line[0].explanation().find("Unicode 6.3") == std::string::npos);
    CHECK(line[0].fix().find("%E2%80%A8") != std::string::npos);

    // Other codes name the controls too: ALM mixing directions.
    auto const alm = check_test::warnings_of("http://e.org/ab" + test::utf8(0x061C),
                                             iri::code_set{}.insert(warning_code::bidi_mixed_direction));
    REQUIRE(alm.size() == 1);
    CHECK(alm[0].explanation().find("U+061C ARABIC LETTER MARK is right-to-left") == 0);
}

TEST_CASE("raised, a control makes the reference invalid for the caller", "[check][bidi][controls]") {
    std::string const text = "http://e.org/?q=" + test::utf8(0x2068) + "x";
    iri::check_result const r =
        iri::check(text, {.raised = iri::code_set{}.insert(warning_code::bidi_control_character)});
    REQUIRE(r.parse.ok());
    CHECK(!r);
    CHECK(r.error.code == iri::errc::raised_warning);
    CHECK(r.error.byte_offset == 16);
    CHECK(r.error.offset == 16);
    CHECK(r.error.production == "iquery");
    CHECK(r.error.code_point == char32_t{0x2068});
    CHECK(r.error.detail == iri::summary(warning_code::bidi_control_character));
    REQUIRE(r.warnings.size() == 1);
    CHECK(r.warnings[0].severity == iri::severity::error);
    // Not raised: valid, with the same finding as a warning.
    iri::check_result const plain = iri::check(text);
    CHECK(plain);
    CHECK(std::count_if(plain.warnings.begin(), plain.warnings.end(), [](iri::warning const& w) {
              return w.code == warning_code::bidi_control_character && w.severity == iri::severity::warning &&
                     w.byte_offset == 16;
          }) == 1);
}
