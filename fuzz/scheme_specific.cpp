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
//   for the rules its RFC states in prose (scheme_result::beyond_abnf);
// - unknown schemes are unknown, never invalid.
#include "fuzz/check.hpp"

#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/scheme_grammar.hpp"

#include <iri/abnf.hpp>
#include <iri/iri.hpp>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <memory>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

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
    std::string prefix;  // "urn:"
    // Whether the grammar covers the fragment; if not, the text before
    // the "#" is judged (RFC 3986 §3.5: data, file, tel, mailto).
    bool with_fragment;
    std::string texts[3];
    std::unique_ptr<iri::abnf::loaded_grammar> grammar;
    std::size_t rule = 0;

    explicit scheme_oracle(iri::grammar::schemes::scheme_grammar const& g)
        : prefix(std::string(g.name) + ":"), with_fragment(g.includes_fragment) {
        std::string const file(g.abnf_file);
        texts[0] = read_source(file.c_str());
        texts[1] = read_source("grammar/rfc3986/rfc3986-uri.abnf");
        texts[2] = read_source("grammar/rfc3987/rfc3987.abnf");
        grammar = std::make_unique<iri::abnf::loaded_grammar>(std::vector<std::pair<std::string_view, std::string>>{
            {texts[0], file}, {texts[1], "rfc3986-uri.abnf"}, {texts[2], "rfc3987.abnf"}});
        // The production a whole reference must match.
        rule = grammar->engine().rule_index(g.start_rule);
    }
};

// One oracle per scheme grammar, from what each says of itself.
std::span<scheme_oracle const> oracles() {
    static std::vector<scheme_oracle> const all = [] {
        auto const grammars = iri::grammar::schemes::builtin_grammars();
        std::vector<scheme_oracle> made;
        made.reserve(grammars.size());  // never moved: each grammar reads its own texts
        for (auto const* g : grammars) made.emplace_back(*g);
        return made;
    }();
    return all;
}

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
    // The shortcut check takes (grammar/schemes/productions.hpp) is never
    // wrong: what it calls valid is; for a scheme decided by the generic
    // parse (http, ws) it is the verdict itself. However many components
    // there are: past scheme_result::max_components they are counted, not
    // listed, and the verdict is the grammar's.
    bool const known = iri::grammar::schemes::known_valid(r.value());
    if (known) IRI_FUZZ_CHECK(s.status() == iri::scheme_status::valid);
    auto const* grammar = iri::grammar::schemes::find_builtin_grammar(s.scheme());
    if (grammar != nullptr && grammar->decided_by_parse != nullptr)
        IRI_FUZZ_CHECK(known == (s.status() == iri::scheme_status::valid));
    IRI_FUZZ_CHECK(s.omitted() == 0 || s.components().size() == iri::scheme_result::max_components);
    if (!s.ok()) {
        IRI_FUZZ_CHECK(s.components().empty() && s.omitted() == 0);
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
        for (scheme_oracle const& o : oracles()) {
            std::string const whole = std::string(o.prefix) + std::string(text);
            check_result(whole);
            if (whole.size() > 256) continue;
            iri::parse_result const r = iri::parse(whole);
            if (!r.ok()) continue;
            iri::scheme_result const s = iri::parse_scheme_specific(r.value());
            // A rejection for a rule beyond the ABNF is the ABNF's acceptance.
            bool const ours = s.status() == iri::scheme_status::valid || s.beyond_abnf();
            std::string_view judged = whole;
            if (!o.with_fragment && r->parts().fragment.present)
                judged = judged.substr(0, r->parts().fragment.offset - 1);
            IRI_FUZZ_CHECK(ours == o.grammar->accepts(judged, o.rule));
        }
    });
}
