// The "tel" grammar (grammar/schemes/tel/, RFC 3966 §3): one rule per
// production of tel.abnf, each checked against the ABNF engine; the RFC's
// own examples; accepted and rejected inputs with the place of each error;
// the PEG notes' cases, the errata applied, and the checks RFC 3966 §3
// makes beyond its ABNF.
#include "oracle.hpp"
#include "repeated_components.hpp"

#include <iri/convert.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

scheme_test::scheme_abnf const& tel_abnf() { return scheme_test::abnf_of("grammar/schemes/tel/tel.abnf"); }

iri::grammar::production const& rule(std::string_view name) {
    return scheme_test::rule_named(iri::grammar::schemes::tel_grammar.productions(), name);
}

}  // namespace

TEST_CASE("tel: the RFC 3966 examples", "[grammar][schemes][tel]") {
    // RFC 3966 §6.
    auto const global = scheme_test::scheme_parse("tel:+1-201-555-0123");
    REQUIRE(global.status() == iri::scheme_status::valid);
    CHECK(global.known());
    CHECK(global.grammar() == "RFC 3966 §3");
    CHECK(global.component("global-number-digits") == "+1-201-555-0123");
    CHECK_FALSE(global.component("local-number-digits"));
    CHECK(global.components().size() == 1);

    auto const domain = scheme_test::scheme_parse("tel:7042;phone-context=example.com");
    REQUIRE(domain.status() == iri::scheme_status::valid);
    CHECK(domain.component("local-number-digits") == "7042");
    CHECK(domain.component("descriptor") == "example.com");
    CHECK_FALSE(domain.component("parameter"));
    CHECK(domain.components().size() == 2);

    // A descriptor that is a global number is a global-number-digits too.
    auto const prefix = scheme_test::scheme_parse("tel:863-1234;phone-context=+1-914-555");
    REQUIRE(prefix.status() == iri::scheme_status::valid);
    CHECK(prefix.component("local-number-digits") == "863-1234");
    CHECK(prefix.component("descriptor") == "+1-914-555");
    CHECK(prefix.component("global-number-digits") == "+1-914-555");
    for (std::string_view const text :
         {"tel:+1-201-555-0123", "tel:7042;phone-context=example.com", "tel:863-1234;phone-context=+1-914-555"})
        CHECK(tel_abnf().accepts(text, "telephone-uri"));
}

TEST_CASE("tel: the components, in order, as spans of the text", "[grammar][schemes][tel]") {
    std::string_view const text = "tel:+1-201-555-0123;ext=1234;foo=b%20r;zz";
    auto const s = scheme_test::scheme_parse(text);
    REQUIRE(s.status() == iri::scheme_status::valid);
    struct expected {
        std::string_view name, text;
    };
    expected const want[] = {{"global-number-digits", "+1-201-555-0123"},
                             {"extension", ";ext=1234"},
                             {"parameter", ";foo=b%20r"},
                             {"pname", "foo"},
                             {"pvalue", "b%20r"},
                             {"parameter", ";zz"},
                             {"pname", "zz"}};
    auto const parts = s.components();
    REQUIRE(parts.size() == std::size(want));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        INFO(i);
        CHECK(parts[i].name == want[i].name);
        CHECK(text.substr(parts[i].where.offset, parts[i].where.length) == want[i].text);
    }
    auto const sub = scheme_test::scheme_parse("tel:+1-201-555-0123;isub=1234;ext=5");
    REQUIRE(sub.ok());
    CHECK(sub.component("isdn-subaddress") == ";isub=1234");
    CHECK(sub.component("extension") == ";ext=5");
    // "#" starts the fragment: the grammar sees "tel:" alone.
    auto const hash = scheme_test::scheme_parse("tel:#31*;ext=2;phone-context=example.com");
    CHECK(hash.status() == iri::scheme_status::invalid);
    // A local number's context may come after other parameters.
    auto const local = scheme_test::scheme_parse("tel:*31a;ext=2;phone-context=example.com;a=b");
    REQUIRE(local.ok());
    CHECK(local.component("local-number-digits") == "*31a");
    CHECK(local.component("extension") == ";ext=2");
    CHECK(local.component("descriptor") == "example.com");
    CHECK(local.component("parameter") == ";a=b");
}

TEST_CASE("tel: the digit among the phonedigits", "[grammar][schemes][tel]") {
    // PEG: the first *phonedigit must leave the DIGIT its digit.
    auto const& global = rule("global-number-digits");
    for (std::string_view ok : {"+1", "+12", "+-1", "+(1)", "+1-2.3", "+.-()9"}) {
        INFO(ok);
        CHECK(global.matches(ok));
        CHECK(tel_abnf().accepts(ok, "global-number-digits"));
    }
    for (std::string_view no : {"+", "+-", "+()", "1", "+a", "++1"}) {
        INFO(no);
        CHECK_FALSE(global.matches(no));
        CHECK_FALSE(tel_abnf().accepts(no, "global-number-digits"));
    }
    auto const& local = rule("local-number-digits");
    for (std::string_view ok : {"1", "a", "*", "#", "-1", "(*)", "7042", "A-f", "**#"}) {
        INFO(ok);
        CHECK(local.matches(ok));
        CHECK(tel_abnf().accepts(ok, "local-number-digits"));
    }
    for (std::string_view no : {"", "-", "().", "g", "+1"}) {
        INFO(no);
        CHECK_FALSE(local.matches(no));
        CHECK_FALSE(tel_abnf().accepts(no, "local-number-digits"));
    }
}

TEST_CASE("tel: the context among the parameters", "[grammar][schemes][tel]") {
    // PEG: every context is a par too; the first *par must leave one.
    auto const& local = rule("local-number");
    for (std::string_view ok : {"1;phone-context=a", "1;x;phone-context=a;y", "1;phone-context=+1;phone-context=a",
                                "1;phone-context=a.b-c.d.;ext=1", "1;phone-context=a(;phone-context=b"}) {
        INFO(ok);
        CHECK(local.matches(ok));
        CHECK(tel_abnf().accepts(ok, "local-number"));
    }
    for (std::string_view no : {"1", "1;x", "1;phone-context=a(", "1;phone-context=1", "1;phone-context=_a"}) {
        INFO(no);
        CHECK_FALSE(local.matches(no));
        CHECK_FALSE(tel_abnf().accepts(no, "local-number"));
    }
    // A parameter named phone-context that is no context is a parameter.
    auto const named = scheme_test::scheme_parse("tel:1;phone-context=a(;phone-context=b");
    CHECK(named.beyond_abnf());  // but the name appears twice
}

TEST_CASE("tel: extension and isdn-subaddress before parameter", "[grammar][schemes][tel]") {
    // PEG: an extension or a subaddress is a parameter too; tried first,
    // each only where it is the whole parameter.
    auto const& par = rule("par");
    for (std::string_view ok : {";ext=1", ";EXT=1-2", ";ext=1a", ";ext", ";isub=a%20b", ";isub", ";x=;"}) {
        INFO(ok);
        bool const abnf = tel_abnf().accepts(ok, "par");
        CHECK(par.matches(ok) == abnf);
    }
    CHECK(par.matches(";ext=1a"));
    CHECK_FALSE(par.matches(";ext="));
    auto const ext = scheme_test::scheme_parse("tel:+1;ext=1a");
    REQUIRE(ext.ok());
    CHECK_FALSE(ext.component("extension"));
    CHECK(ext.component("parameter") == ";ext=1a");
    CHECK(ext.component("pvalue") == "1a");
    auto const upper = scheme_test::scheme_parse("tel:+1;EXT=22");
    REQUIRE(upper.ok());
    CHECK(upper.component("extension") == ";EXT=22");
}

TEST_CASE("tel: domain names", "[grammar][schemes][tel]") {
    // PEG: the last label is the toplabel's; hyphens only between alphanums.
    auto const& domain = rule("domainname");
    for (std::string_view ok : {"a", "example.com", "example.com.", "a.1b.c", "a-1.b--c", "x1.y", "1.a"}) {
        INFO(ok);
        CHECK(domain.matches(ok));
        CHECK(tel_abnf().accepts(ok, "domainname"));
    }
    for (std::string_view no : {"", "1", "a.1", "a..b", "-a", "a-", "a.b-", ".a", "a.b.."}) {
        INFO(no);
        CHECK_FALSE(domain.matches(no));
        CHECK_FALSE(tel_abnf().accepts(no, "domainname"));
    }
    CHECK(rule("domainlabel").matches("ab"));
    CHECK(rule("domainlabel").matches("a--b"));
    CHECK_FALSE(rule("domainlabel").matches("a-"));
    CHECK(rule("toplabel").matches("a1"));
    CHECK_FALSE(rule("toplabel").matches("1a"));
}

TEST_CASE("tel: errata 203 and 4376", "[grammar][schemes][tel]") {
    // Erratum 203: the subaddress is paramchar, which holds no ";": the
    // parameters after it are their own.
    auto const sub = scheme_test::scheme_parse("tel:+1;isub=a;b=c");
    REQUIRE(sub.ok());
    CHECK(sub.component("isdn-subaddress") == ";isub=a");
    CHECK(sub.component("parameter") == ";b=c");
    CHECK_FALSE(rule("isdn-subaddress").matches(";isub=a;b=c"));
    CHECK_FALSE(rule("isdn-subaddress").matches(";isub=a?"));
    // Erratum 4376: a phonedigit is one character, so an extension has one.
    CHECK_FALSE(rule("phonedigit").matches(""));
    CHECK_FALSE(rule("phonedigit-hex").matches(""));
    CHECK_FALSE(rule("extension").matches(";ext="));
    CHECK_FALSE(tel_abnf().accepts(";ext=", "extension"));
    // uric, unused since erratum 203, is RFC 3986's pchar, "/" and "?".
    for (char c : std::string_view("!$&'()*+,;=:@/?-._~aZ9")) CHECK(rule("uric").matches(std::string(1, c)));
    for (char c : std::string_view("#[]\"<>% ")) CHECK_FALSE(rule("uric").matches(std::string(1, c)));
}

TEST_CASE("tel: each parameter once and in order (RFC 3966 §3)", "[grammar][schemes][tel]") {
    for (std::string_view ok : {"tel:+1;isub=1;ext=2", "tel:+1;ext=2;isub=1", "tel:1;ext=2;phone-context=a;x",
                                "tel:+1;a;b=1;c", "tel:+1;A;b", "tel:+1;a;a-b", "tel:1;phone-context=a;isup-oli=00"}) {
        INFO(ok);
        CHECK(scheme_test::scheme_parse(ok).status() == iri::scheme_status::valid);
    }
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
    };
    for (rejected const r : {rejected{"tel:+1;ext=1;ext=2", 12}, rejected{"tel:+1;ext=1;EXT=2", 12},
                             rejected{"tel:+1;a;a", 8}, rejected{"tel:+1;a=1;A=2", 10}, rejected{"tel:+1;b;a", 8},
                             rejected{"tel:+1;a;ext=1", 8}, rejected{"tel:1;phone-context=a;ext=1", 21},
                             rejected{"tel:1;x;phone-context=a", 7}, rejected{"tel:+1;isub=1;isub=2", 13}}) {
        INFO(r.text);
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, "par");
        CHECK(s.beyond_abnf());
        CHECK(s.error().code == iri::errc::unexpected_character);
        CHECK(tel_abnf().accepts(r.text, "telephone-uri"));
    }
}

TEST_CASE("tel: accepted and rejected with the place of each error", "[grammar][schemes][tel]") {
    for (std::string_view ok :
         {"tel:+1-201-555-0123", "TEL:+1-201-555-0123", "tel:+1(201)555.0123", "tel:+12015550123;ext=1234",
          "tel:+1-201-555-0123;isub=%2F1", "tel:7042;phone-context=example.com.", "tel:*31;phone-context=+1",
          "tel:ABCD;phone-context=example.com", "tel:1;Phone-Context=example.com", "tel:+1;x-y=(a):/&+$",
          "tel:+1-201-555-0123#f"}) {
        INFO(ok);
        auto const s = scheme_test::scheme_parse(ok);
        CHECK(s.status() == iri::scheme_status::valid);
        CHECK(tel_abnf().accepts(ok.substr(0, ok.find('#')), "telephone-uri"));
    }
    // A space is no URI character: iri::parse rejects it before any scheme.
    CHECK_FALSE(iri::parse("tel:+1 201"));
    struct rejected {
        std::string_view text;
        std::size_t byte_offset;
        std::string_view production;
        iri::errc code;
    };
    for (rejected const r : {
             rejected{"tel:", 4, "telephone-subscriber", iri::errc::unexpected_end_of_input},
             rejected{"tel:+", 5, "phonedigit", iri::errc::unexpected_end_of_input},
             rejected{"tel:+-", 6, "global-number-digits", iri::errc::unexpected_end_of_input},
             rejected{"tel:1234", 8, "local-number", iri::errc::unexpected_end_of_input},
             rejected{"tel:+1-201-555-0123;ext=", 24, "phonedigit", iri::errc::unexpected_end_of_input},
             rejected{"tel:+1-201-555-0123;ext=1;", 26, "pname", iri::errc::unexpected_end_of_input},
             rejected{"tel:+1-201-555-0123;isub=", 25, "paramchar", iri::errc::unexpected_end_of_input},
             rejected{"tel:+1%20201", 6, "phonedigit", iri::errc::unexpected_character},
             rejected{"tel:+1/201", 6, "phonedigit", iri::errc::unexpected_character},
             rejected{"tel:7042;phone-context=", 23, "descriptor", iri::errc::unexpected_end_of_input},
             rejected{"tel:7042;phone-context=1", 24, "domainname", iri::errc::unexpected_end_of_input},
             // Not a context, so a parameter: the context is missing at the end.
             rejected{"tel:7042;phone-context=ex_ample.com", 35, "local-number", iri::errc::unexpected_end_of_input},
             rejected{"tel:g1;phone-context=a", 4, "telephone-subscriber", iri::errc::unexpected_character},
             rejected{"tel:+1;a=b=c", 10, "alphanum", iri::errc::unexpected_character},
             // "#" starts the fragment (RFC 3986 §3.5): a local number cannot hold one.
             rejected{"tel:*31#;phone-context=a", 7, "local-number", iri::errc::unexpected_end_of_input},
         }) {
        INFO(scheme_test::escaped(r.text));
        auto const s = scheme_test::rejected_at(r.text, r.byte_offset, r.production);
        CHECK_FALSE(s.ok());
        CHECK(s.error().code == r.code);
        CHECK(s.error().detail.find("RFC 3966") != std::string_view::npos);
        CHECK_FALSE(s.beyond_abnf());
        std::string_view judged = r.text;
        judged = judged.substr(0, judged.find('#'));
        CHECK_FALSE(tel_abnf().accepts(judged, "telephone-uri"));
    }
}

TEST_CASE("tel: an IRI holds ucschar where the URI holds pct-encoded", "[grammar][schemes][tel]") {
    // RFC 3987 §3.1: "caf\xC3\xA9" in an IRI is "caf%C3%A9" in its URI.
    // paramchar and uric hold ucschar beside pct-encoded (their Deviation
    // notes).
    using example = scheme_test::iri_and_uri;
    for (example const& e : {
             example{"tel:+1;a=caf\xC3\xA9",
                     "tel:+1;a=caf%C3%A9",
                     {"global-number-digits=+1", "parameter=;a=caf\xC3\xA9", "pname=a", "pvalue=caf\xC3\xA9"},
                     {"global-number-digits=+1", "parameter=;a=caf%C3%A9", "pname=a", "pvalue=caf%C3%A9"},
                     "pvalue",
                     9},
             example{"tel:+1;isub=\xE7\xB4\x8D;b=!\xF0\x90\x80\x80!",
                     "tel:+1;isub=%E7%B4%8D;b=!%F0%90%80%80!",
                     {"global-number-digits=+1", "isdn-subaddress=;isub=\xE7\xB4\x8D",
                      "parameter=;b=!\xF0\x90\x80\x80!", "pname=b", "pvalue=!\xF0\x90\x80\x80!"},
                     {"global-number-digits=+1", "isdn-subaddress=;isub=%E7%B4%8D", "parameter=;b=!%F0%90%80%80!",
                      "pname=b", "pvalue=!%F0%90%80%80!"},
                     "isdn-subaddress",
                     6},
         })
        scheme_test::check_iri_and_uri(e, tel_abnf(), "telephone-uri");
    CHECK(rule("paramchar").matches("\xC3\xA9"));
    CHECK(rule("uric").matches("\xC3\xA9"));
    CHECK(tel_abnf().accepts("\xC3\xA9", "paramchar"));
    CHECK(tel_abnf().accepts("\xC3\xA9", "uric"));
    // A character that is no ucschar is still no paramchar or uric: U+FFFE
    // and the private-use U+E000 (each rejected by the generic grammar first
    // here, as a tel URI has no query).
    for (std::string_view c : {"\xEF\xBF\xBE", "\xEE\x80\x80"}) {
        INFO(scheme_test::escaped(c));
        CHECK_FALSE(rule("paramchar").matches(c));
        CHECK_FALSE(rule("uric").matches(c));
        CHECK_FALSE(tel_abnf().accepts(c, "paramchar"));
        CHECK_FALSE(tel_abnf().accepts(c, "uric"));
        CHECK(rule("pvalue").matches_prefix("caf" + std::string(c)) == 3);
        CHECK_FALSE(iri::parse("tel:+1;a=caf" + std::string(c)));
    }
    // Where the URI may not hold pct-encoded, the IRI holds no ucschar: a
    // number is digits and visual separators.
    for (std::string_view text : {"tel:+1\xC3\xA9", "tel:+1%C3%A9"}) {
        INFO(scheme_test::escaped(text));
        auto const s = scheme_test::rejected_at(text, 6, "phonedigit");
        CHECK(s.error().offset == 6);
        CHECK_FALSE(tel_abnf().accepts(text, "telephone-uri"));
    }
}

namespace {

// Many components of one kind (repeated_components.hpp; api.cpp runs them).
// RFC 3966 §3: *par, in order by name: parameter, pname and pvalue
// each, after global-number-digits.
scheme_test::registered_kind const tel_parameters{
    {"tel", "parameters",
     [](std::size_t n) {
         return scheme_test::joined(
             "tel:+1-201-555-0123", n, [](std::size_t i) { return ";p" + scheme_test::three_digits(i) + "=v"; }, "");
     },
     1, 3}};

}  // namespace
