// RFC 3987 §4.2 checks: the §4.4 examples in Hebrew and in Arabic, then
// each kind of component, the classes of characters, and what percent-
// encoding does to them.
#include "check_support.hpp"

#include "support/support.hpp"

#include <catch2/catch.hpp>

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
    {9, "http://ab.cd.ef/GH%31/%32IJ/KL.html",
     {"bidi_rtl_boundary 20 isegment", "bidi_rtl_boundary 22 isegment"}},
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

TEST_CASE("§4.2 rule 1: a component mixing directions, at the first conflicting character",
          "[check][bidi]") {
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
    std::string const dagesh = test::utf8(0x05BC);   // HEBREW POINT DAGESH, class NSM
    std::string const fatha = test::utf8(0x064E);    // ARABIC FATHA, class NSM
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
    CHECK(bidi(he("http://e.org/#AB.cd")) == strings{"bidi_mixed_direction 17 ifragment", "bidi_rtl_boundary 18 ifragment"});
}

TEST_CASE("the bidi checks can be switched off one by one", "[check][bidi]") {
    std::string const text = rtl("http://example.org/abcAB", rtl_script::hebrew);
    auto only = [&](iri::warning_code code) {
        return check_test::brief(check_test::warnings_of(text, iri::code_set{}.insert(code)));
    };
    CHECK(only(iri::warning_code::bidi_mixed_direction) == strings{"bidi_mixed_direction 22 isegment"});
    CHECK(only(iri::warning_code::bidi_rtl_boundary) == strings{"bidi_rtl_boundary 19 isegment"});
}
