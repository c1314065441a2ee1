// The "geo" grammar (grammar/schemes/geo/, RFC 5870 §3.3): one rule per
// production of geo.abnf, each checked against the ABNF engine; the RFC's
// examples; what RFC 5870 asks beyond its ABNF (the WGS-84 coordinates, the
// places of "crs" and "u"); accepted and rejected inputs with the place of
// each error; the PEG notes' cases.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <iri/convert.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& geo_abnf() { return scheme_test::abnf_of("grammar/schemes/geo/geo.abnf"); }

iri::grammar::production const& geo_rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::geo_grammar.productions(), name);
}

}  // namespace

TEST_CASE("geo: the RFC 5870 examples", "[grammar][schemes][geo]") {
    struct example {
        std::string_view text, a, b;
    };
    // §6 (use cases and examples), and the pairs of §3.4.4 (URI comparison),
    // each a geo URI of its own.
    for (example const e :
         {example{"geo:13.4125,103.8667", "13.4125", "103.8667"},
          example{"geo:48.2010,16.3695,183", "48.2010", "16.3695"},
          example{"geo:48.198634,16.371648;crs=wgs84;u=40", "48.198634", "16.371648"},
          example{"geo:90,-22.43;crs=WGS84", "90", "-22.43"}, example{"geo:90,46", "90", "46"},
          example{"geo:22.300,-118.44", "22.300", "-118.44"}, example{"geo:22.3,-118.4400", "22.3", "-118.4400"},
          example{"geo:66,30;u=6.500;FOo=this%2dthat", "66", "30"},
          example{"geo:66.0,30;u=6.5;foo=this-that", "66.0", "30"}, example{"geo:70,20;foo=1.00;bar=white", "70", "20"},
          example{"geo:70,20;foo=1;bar=white", "70", "20"}, example{"geo:47,11;foo=blue;bar=white", "47", "11"},
          example{"geo:47,11;bar=white;foo=blue", "47", "11"}, example{"geo:22,0;bar=Blue", "22", "0"},
          example{"geo:22,0;BAR=blue", "22", "0"}}) {
        INFO(e.text);
        auto const s = scheme_test::scheme_parse(e.text);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(s.grammar() == "RFC 5870 §3.3");
        CHECK(s.component("coord-a") == e.a);
        CHECK(s.component("coord-b") == e.b);
        CHECK(geo_abnf().accepts(e.text, "geo-URI"));
    }
    auto const altitude = scheme_test::scheme_parse("geo:48.2010,16.3695,183");
    CHECK(altitude.component("coord-c") == "183");
    CHECK_FALSE(altitude.component("crslabel"));
    auto const link = scheme_test::scheme_parse("geo:48.198634,16.371648;crs=wgs84;u=40");
    CHECK(link.component("crslabel") == "wgs84");
    CHECK(link.component("uval") == "40");
    CHECK_FALSE(link.component("pname"));
    auto const foo = scheme_test::scheme_parse("geo:66,30;u=6.500;FOo=this%2dthat");
    CHECK(foo.component("uval") == "6.500");
    CHECK(foo.component("pname") == "FOo");
    CHECK(foo.component("pvalue") == "this%2dthat");
}

TEST_CASE("geo: the components, in order, as spans of the text", "[grammar][schemes][geo]") {
    std::string_view const text = "geo:-1.5,2,-3;crs=wgs84;u=0.5;a=b;c#f";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    std::vector<std::string> shown;
    for (auto const& c : s.components())
        shown.push_back(std::string(c.name) + "=" + std::string(text.substr(c.where.offset, c.where.length)));
    std::vector<std::string> const want{"coord-a=-1.5", "coord-b=2", "coord-c=-3", "crslabel=wgs84",
                                        "uval=0.5",     "pname=a",   "pvalue=b",   "pname=c"};
    CHECK(shown == want);
}

TEST_CASE("geo: WGS-84 coordinates within their ranges", "[grammar][schemes][geo]") {
    for (std::string_view ok :
         {"geo:90,180", "geo:-90,-180", "geo:90.000,180.0", "geo:-0,-0", "geo:0,0,-12345.5", "geo:89.999999,179.999999",
          "geo:1,2;crs=Wgs84", "geo:91,181;crs=moon-2", "geo:123456,1;crs=local"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {rejected{"geo:91,0", 4, "coord-a"}, rejected{"geo:-90.5,0", 4, "coord-a"},
                             rejected{"geo:90.0001,0", 4, "coord-a"}, rejected{"geo:090,0", 4, "coord-a"},
                             rejected{"geo:0,181", 6, "coord-b"}, rejected{"geo:0,-180.1", 6, "coord-b"},
                             rejected{"geo:0,0180", 6, "coord-b"}, rejected{"geo:1,200;crs=wgs84;u=3", 6, "coord-b"}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find("RFC 5870 §3.3, §3.4.2") != std::string_view::npos);
        // The ABNF has no ranges: the same text is in its language.
        CHECK(geo_abnf().accepts(r.text, "geo-URI"));
    }
}

TEST_CASE("geo: crs and u only in their places", "[grammar][schemes][geo]") {
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view section;
    };
    for (rejected const r : {
             rejected{"geo:1,2;u=-5", 10, "§3.4.3"},  // not a uval: a parameter named "u"
             rejected{"geo:1,2;u=5;u=6", 12, "§3.4.3"},  // twice
             rejected{"geo:1,2;a=b;u=5", 12, "§3.4.3"},  // after another parameter
             rejected{"geo:1,2;U", 9, "§3.4.3"},  // no value
             rejected{"geo:1,2;u=5x", 10, "§3.4.3"},
             rejected{"geo:1,2;u=5;crs=wgs84", 12, "§3.4.1"},  // crs after u
             rejected{"geo:1,2;crs=wgs84;CRS=x", 18, "§3.4.1"},  // twice
             rejected{"geo:1,2;crs", 8, "§3.4.1"},
         }) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "parameter");
        CHECK(s.error().detail.find(r.section) != std::string_view::npos);
        CHECK(geo_abnf().accepts(r.text, "geo-URI"));
    }
    // Names that only begin like them are other parameters.
    for (std::string_view ok : {"geo:1,2;crsx=1", "geo:1,2;uu=5", "geo:1,2;u-2=x"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
}

TEST_CASE("geo: crsp and uncp give way to parameter", "[grammar][schemes][geo]") {
    // PEG notes of p and crslabel: what [ crsp ] or [ uncp ] would keep
    // greedily is read as a parameter when it cannot end there.
    CHECK(geo_rule("p").matches(";u=5x"));
    CHECK(geo_rule("p").matches(";crs=wgs84;u=5.5x"));
    CHECK(geo_rule("p").matches(";crs=a;u=1;crs=b"));
    CHECK(geo_abnf().accepts(";u=5x", "p"));
    CHECK(geo_rule("crslabel").matches("wgs84x"));
    CHECK(geo_rule("crslabel").matches("WGS84-2"));
    CHECK(geo_rule("crsp").matches(";crs=wgs84"));
    CHECK(geo_abnf().accepts("wgs84x", "crslabel"));
    // A CRS label that begins "wgs84" is another CRS: no WGS-84 ranges.
    auto const other = scheme_test::scheme_parse("geo:100,0;crs=wgs84x");
    REQUIRE(other.status() == iri::scheme_status::valid);
    CHECK(other.component("crslabel") == "wgs84x");
    auto const kept = scheme_test::scheme_parse("geo:1,2;crs=wgs84;u=5;x=6");
    REQUIRE(kept.status() == iri::scheme_status::valid);
    CHECK(kept.component("crslabel") == "wgs84");
    CHECK(kept.component("uval") == "5");
    CHECK(kept.component("pname") == "x");
}

TEST_CASE("geo: accepted and rejected with the place of each error", "[grammar][schemes][geo]") {
    for (std::string_view ok : {"geo:1,2", "GEO:1,2", "geo:1.5,-2.25,3", "geo:1,2;a", "geo:1,2;a-b=:&+$",
                                "geo:1,2;a=-_.!~*'()", "geo:1,2;a=%41", "geo:1,2#x", "geo:1,2;u=0"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
    };
    for (rejected const r : {
             rejected{"geo:1", 5, "coordinates"},
             rejected{"geo:,2", 4, "geo-path"},
             rejected{"geo:", 4, "geo-path"},
             rejected{"geo:1,", 6, "coord-b"},
             rejected{"geo:1.,2", 6, "coordinates"},
             rejected{"geo:1,2,", 8, "coord-c"},
             rejected{"geo:1,2;", 8, "pname"},
             rejected{"geo:1,2;crs=", 12, "crslabel"},
             rejected{"geo:1,2;a=", 10, "pvalue"},
             rejected{"geo:1,2;a=b=c", 11, "alphanum"},
             rejected{"geo:1,2,3,4", 9, "pnum"},
             rejected{"geo:+1,2", 4, "geo-path"},
             rejected{"geo:1;2", 5, "coordinates"},
         }) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK(s.error().detail.find("RFC 5870") != std::string_view::npos);
        CHECK_FALSE(geo_abnf().accepts(r.text, "geo-URI"));
    }
    // The fragment is not the geo URI's: the grammar stops before "#".
    CHECK(scheme_test::scheme_parse("geo:1,2;a=b#c").component("pvalue") == "b");
}

TEST_CASE("geo: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][geo]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI.
    // paramchar holds ucschar beside pct-encoded (its Deviation note).
    using example = scheme_test::iri_and_uri;
    for (example const& e : {
             example{"geo:1,2;a=caf\xC3\xA9",
                     "geo:1,2;a=caf%C3%A9",
                     {"coord-a=1", "coord-b=2", "pname=a", "pvalue=caf\xC3\xA9"},
                     {"coord-a=1", "coord-b=2", "pname=a", "pvalue=caf%C3%A9"},
                     "pvalue",
                     10},
             example{"geo:1,2;crs=wgs84;u=5;a=\xE7\xB4\x8D;b=!\xF0\x90\x80\x80!",
                     "geo:1,2;crs=wgs84;u=5;a=%E7%B4%8D;b=!%F0%90%80%80!",
                     {"coord-a=1", "coord-b=2", "crslabel=wgs84", "uval=5", "pname=a", "pvalue=\xE7\xB4\x8D", "pname=b",
                      "pvalue=!\xF0\x90\x80\x80!"},
                     {"coord-a=1", "coord-b=2", "crslabel=wgs84", "uval=5", "pname=a", "pvalue=%E7%B4%8D", "pname=b",
                      "pvalue=!%F0%90%80%80!"},
                     "pvalue",
                     24},
         })
        scheme_test::check_iri_and_uri(e, geo_abnf(), "geo-URI");
    CHECK(geo_rule("paramchar").matches("\xC3\xA9"));
    CHECK(geo_abnf().accepts("\xC3\xA9", "paramchar"));
    // A character that is no ucschar is still no paramchar: U+FFFE and the
    // private-use U+E000 (each rejected by the generic grammar first here,
    // as a geo URI has no query).
    for (std::string_view c : {"\xEF\xBF\xBE", "\xEE\x80\x80"}) {
        INFO(scheme_test::escaped(c));
        CHECK_FALSE(geo_rule("paramchar").matches(c));
        CHECK_FALSE(geo_abnf().accepts(c, "paramchar"));
        CHECK(geo_rule("pvalue").matches_prefix("caf" + std::string(c)) == 3);
        CHECK_FALSE(iri::parse("geo:1,2;a=caf" + std::string(c)));
    }
    // Where the URI may not hold pct-encoded, the IRI holds no ucschar: a
    // pname is letters, digits and "-".
    for (std::string_view text : {"geo:1,2;\xC3\xA9=1", "geo:1,2;%C3%A9=1"}) {
        INFO(scheme_test::escaped(text));
        auto const s = scheme_test::rejected_at(text, 8, "pname");
        CHECK(s.error().offset == 8);
        CHECK_FALSE(geo_abnf().accepts(text, "geo-URI"));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 5870 §3.3: *parameter, pname and pvalue each, after coord-a and
// coord-b.
scheme_test::registered_kind const geo_parameters{
    {"geo", "parameters",
     [](std::size_t n) {
         return scheme_test::joined(
             "geo:1,2", n, [](std::size_t i) { return ";p" + std::to_string(i) + "=v"; }, "");
     },
     2, 2}};

}  // namespace
