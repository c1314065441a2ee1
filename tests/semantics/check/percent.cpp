// Percent-encoding checks: the case of hex digits (RFC 3986 §2.1), needless
// encoding (RFC 3986 §2.3), octets that are not UTF-8 (RFC 3987 §6.4) and
// overlong forms (RFC 3987 §8).
#include "semantics/check/support.hpp"

#include <catch2/catch.hpp>

using check_test::found;
using check_test::strings;
using check_test::warnings_of;
using iri::check_family;
using iri::warning_code;

namespace {

strings percent(std::string_view text) { return found(text, check_family::percent_encoding); }

iri::warning one(std::string_view text, warning_code code) {
    auto const w = warnings_of(text, iri::code_set{}.insert(code));
    REQUIRE(w.size() == 1);
    return w[0];
}

}  // namespace

TEST_CASE("lowercase_percent_hex: the first lowercase triplet of a component", "[check][percent]") {
    CHECK(percent("http://e.org/%e2%82%ac") == strings{"lowercase_percent_hex 13 isegment"});
    // Lowercase in a continuation octet: at that triplet.
    CHECK(percent("http://e.org/%E2%82%ac") == strings{"lowercase_percent_hex 19 isegment"});
    CHECK(percent("http://e.org/%E2%82%AC%3A%5B").empty());
    // Once per component: the query is one, each segment another.
    CHECK(percent("http://e.org/%3a/%3b?a=%3c&b=%3d") == strings{"lowercase_percent_hex 13 isegment",
                                                                 "lowercase_percent_hex 17 isegment",
                                                                 "lowercase_percent_hex 23 iquery"});
    CHECK(percent("http://%3a@e%2d.org/") == strings{"lowercase_percent_hex 7 iuserinfo",
                                                     "lowercase_percent_hex 12 ireg-name",
                                                     "needless_percent_encoding 12 ireg-name"});
    iri::warning const w = one("http://e.org/#%c3%a9", warning_code::lowercase_percent_hex);
    CHECK(w.component == "ifragment");
    CHECK(w.text == "%c3");
    CHECK(w.fix().find("\"%C3\"") != std::string::npos);
}

TEST_CASE("needless_percent_encoding: unreserved characters only", "[check][percent]") {
    for (std::string_view unreserved : {"%41", "%5A", "%61", "%7A", "%30", "%39", "%2D", "%2E", "%5F", "%7E"}) {
        INFO(unreserved);
        CHECK(percent("http://e.org/" + std::string(unreserved)) == strings{"needless_percent_encoding 13 isegment"});
    }
    // Reserved and other characters keep their meaning encoded.
    for (std::string_view kept : {"%2F", "%3F", "%23", "%25", "%20", "%26", "%3D", "%40", "%3A", "%5B", "%00", "%7F"}) {
        INFO(kept);
        CHECK(percent("http://e.org/" + std::string(kept)).empty());
    }
    iri::warning const w = one("http://e.org/?q=%7E", warning_code::needless_percent_encoding);
    CHECK(w.code_point == U'~');
    CHECK(w.text == "%7E");
    CHECK(w.offset == 16);
}

TEST_CASE("percent_not_utf8: allowed, reported as info (§6.4)", "[check][percent]") {
    // The RFC's own example: a Latin-1 path beside a UTF-8 fragment.
    CHECK(percent("http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9") == strings{"percent_not_utf8 24 isegment"});
    for (std::string_view bad :
         {"%80", "%BF", "%FF", "%F5%80%80%80", "%E2%82", "%E2%82x", "%ED%A0%80", "%F4%90%80%80", "%C0", "%C3%28"}) {
        INFO(bad);
        CHECK(percent("http://e.org/" + std::string(bad)) == strings{"percent_not_utf8 13 isegment"});
    }
    iri::warning const w = one("http://e.org/%E9", warning_code::percent_not_utf8);
    CHECK(w.severity == iri::severity::info);
    CHECK(w.text == "%E9");
    CHECK(!w.has_code_point);
    // Valid UTF-8 of any length is quiet.
    CHECK(percent("http://e.org/%C3%A9%E2%82%AC%F0%9F%98%80%EF%BF%BF").empty());
}

TEST_CASE("percent_overlong_utf8: the value a lax decoder reads (§8)", "[check][percent]") {
    iri::warning const slash = one("http://e.org/%C0%AF..", warning_code::percent_overlong_utf8);
    CHECK(slash.text == "%C0%AF");
    CHECK(slash.code_point == U'/');
    CHECK(slash.explanation().find("'/'") != std::string::npos);
    CHECK(slash.fix().find("%2F") != std::string::npos);
    CHECK(one("http://e.org/%E0%80%AF", warning_code::percent_overlong_utf8).code_point == U'/');
    CHECK(one("http://e.org/%F0%80%80%AF", warning_code::percent_overlong_utf8).text == "%F0%80%80%AF");
    CHECK(one("http://e.org/%C1%81", warning_code::percent_overlong_utf8).code_point == U'A');
    CHECK(one("http://e.org/%C0%80", warning_code::percent_overlong_utf8).code_point == 0);
    // An overlong form is consumed whole: its continuation octets are not
    // reported again as stray.
    CHECK(percent("http://e.org/%C0%AF%C0%AF") == strings{"percent_overlong_utf8 13 isegment"});
    // Shortest forms near the limits are not overlong.
    CHECK(percent("http://e.org/%C2%80%E0%A0%80%F0%90%80%80").empty());
}

TEST_CASE("each percent-encoding code can be asked for alone", "[check][percent]") {
    std::string_view const text = "http://e.org/%e9%41%C0%AF";
    CHECK(percent(text) == strings{"lowercase_percent_hex 13 isegment", "percent_not_utf8 13 isegment",
                                   "needless_percent_encoding 16 isegment", "percent_overlong_utf8 19 isegment"});
    CHECK(check_test::brief(warnings_of(text, iri::code_set{}.insert(warning_code::percent_overlong_utf8))) ==
          strings{"percent_overlong_utf8 19 isegment"});
}
