// libFuzzer target: the scheme grammars (grammar/schemes/) through
// iri::parse_scheme_specific, checked against the ABNF they transcribe and
// against the promises of <iri/scheme_specific.hpp>:
//
// - it never crashes, and never says valid for what iri::parse rejects
//   (it is only asked about references parse accepted);
// - components lie inside the text, in order, apart or nested, named;
// - an invalid result has no components and a diagnostic inside the text;
// - for each scheme with a grammar, its verdict on "SCHEME:" + input is the
//   ABNF engine's on the scheme's .abnf file (inputs up to 256 bytes), but
//   for data's base64 check, geo's coordinate ranges and parameter places
//   and tag's calendar, which are beyond the ABNF;
// - unknown schemes are unknown, never invalid.
#include "fuzz/check.hpp"

#include <iri/abnf.hpp>
#include <iri/iri.hpp>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#ifndef IRI_SOURCE_DIR
#error "compile with -DIRI_SOURCE_DIR=\"<the source tree>\" (the .abnf files are read from there)"
#endif

namespace {

std::string read_source(char const* path) {
    std::ifstream in(std::string(IRI_SOURCE_DIR) + "/" + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A scheme's grammar with the files it takes rules from.
struct scheme_oracle {
    std::string_view prefix;  // "urn:"
    char const* file;
    std::string_view top;  // the production a whole reference must match
    std::string texts[3];
    std::unique_ptr<iri::abnf::loaded_grammar> grammar;
    std::size_t rule = 0;

    scheme_oracle(std::string_view p, char const* f, std::string_view t) : prefix(p), file(f), top(t) {
        texts[0] = read_source(file);
        texts[1] = read_source("grammar/rfc3986/rfc3986-uri.abnf");
        texts[2] = read_source("grammar/rfc3987/rfc3987.abnf");
        grammar = std::make_unique<iri::abnf::loaded_grammar>(std::vector<std::pair<std::string_view, std::string>>{
            {texts[0], file}, {texts[1], "rfc3986-uri.abnf"}, {texts[2], "rfc3987.abnf"}});
        rule = grammar->engine().rule_index(top);
    }
};

scheme_oracle const* oracles() {
    static scheme_oracle const all[] = {
        {"urn:", "grammar/schemes/urn/urn.abnf", "namestring"},
        {"data:", "grammar/schemes/data/data.abnf", "dataurl"},
        {"geo:", "grammar/schemes/geo/geo.abnf", "geo-URI"},
        {"tag:", "grammar/schemes/tag/tag.abnf", "tagURI"},
    };
    return all;
}
constexpr std::size_t oracle_count = 4;

void check_result(std::string_view text) {
    iri::parse_result const r = iri::parse(text);
    if (!r.ok()) return;
    iri::scheme_result const s = iri::parse_scheme_specific(r.value());
    IRI_FUZZ_CHECK(s.text() == text);
    IRI_FUZZ_CHECK(iri::is_valid(text));
    if (!s.known()) {
        IRI_FUZZ_CHECK(s.ok() && s.components().empty());
        return;
    }
    IRI_FUZZ_CHECK(r->scheme() && *r->scheme() == s.scheme());
    if (!s.ok()) {
        IRI_FUZZ_CHECK(s.components().empty());
        iri_fuzz::check_diagnostic(s.error(), text);
        return;
    }
    // In the order of the text; two components are apart or one holds the
    // other (data's type in its mediatype), never overlapping partly.
    auto const parts = s.components();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        iri::span const a = parts[i].where;
        IRI_FUZZ_CHECK(!parts[i].name.empty() && a.present);
        IRI_FUZZ_CHECK(a.offset + a.length <= text.size());
        if (i > 0) IRI_FUZZ_CHECK(a.offset >= parts[i - 1].where.offset);
        for (std::size_t j = 0; j < i; ++j) {
            iri::span const b = parts[j].where;
            bool const apart = b.offset + b.length <= a.offset;
            bool const inside = a.offset + a.length <= b.offset + b.length;
            IRI_FUZZ_CHECK(apart || inside);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, [](std::string_view text) {
        check_result(text);
        for (std::size_t i = 0; i < oracle_count; ++i) {
            scheme_oracle const& o = oracles()[i];
            std::string const whole = std::string(o.prefix) + std::string(text);
            check_result(whole);
            if (whole.size() > 256) continue;
            iri::parse_result const r = iri::parse(whole);
            if (!r.ok()) continue;
            iri::scheme_result const s = iri::parse_scheme_specific(r.value());
            // data's base64 check is beyond its ABNF: such a rejection is
            // the ABNF's acceptance.
            bool const beyond_abnf = s.status() == iri::scheme_status::invalid &&
                                     s.error().detail.find("RFC 2045 §6.8") != std::string_view::npos;
            // So are geo's coordinate ranges and parameter places, and tag's calendar.
            bool const beyond_geo_tag = s.status() == iri::scheme_status::invalid &&
                                        (s.error().detail.find("RFC 5870 §3.3, §3.4") != std::string_view::npos ||
                                         s.error().detail.find("ISO 8601") != std::string_view::npos);
            bool const ours = s.status() == iri::scheme_status::valid || beyond_abnf || beyond_geo_tag;
            // A grammar without the fragment (data) is judged on the text before it.
            std::string_view judged = whole;
            if (o.prefix == "data:" && r->parts().fragment.present)
                judged = judged.substr(0, r->parts().fragment.offset - 1);
            if (o.prefix == "geo:" && r->parts().fragment.present)
                judged = judged.substr(0, r->parts().fragment.offset - 1);
            IRI_FUZZ_CHECK(ours == o.grammar->accepts(judged, o.rule));
        }
    });
}
