// libFuzzer target: the 2002 draft grammar (grammar/draft01/), checked
// against the ABNF it transcribes and against its own promises:
//
// - is_valid and parse agree at every draft-01 entry point, and explain
//   reaches the same verdict through the tracer;
// - each entry point's verdict is the ABNF engine's on
//   grammar/draft01/draft-duerst-iri-01.abnf (inputs up to 256 bytes, so
//   that the exact matcher keeps the pace);
// - an absoluteIRI or relativeIRI is an IRI-reference;
// - the components recorded lie inside the input, in order, and put back
//   together with their delimiters they are the input;
// - a failure's diagnostic points inside the input (check_diagnostic).
#include "fuzz/check.hpp"

#include <iri/abnf.hpp>
#include <iri/explain.hpp>
#include <iri/iri.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace {

iri::abnf::loaded_grammar const& draft01_abnf() {
    static std::unique_ptr<iri::abnf::loaded_grammar> const g = iri::abnf::loaded_grammar::builtin("draft-01");
    return *g;
}

void check_inside(iri::span s, std::size_t end) {
    if (s.present) IRI_FUZZ_CHECK(s.offset + s.length <= end);
}

void check_entry(std::string_view text, iri::entry start) {
    iri::parse_result const r = iri::parse(text, start);
    IRI_FUZZ_CHECK(r.ok() == iri::is_valid(text, start));
    if (text.size() <= 256) {
        auto const& g = draft01_abnf();
        IRI_FUZZ_CHECK(r.ok() == g.accepts(text, g.engine().rule_index(iri::to_string(start))));
        IRI_FUZZ_CHECK(iri::explain(text, start).matches == r.ok());
    }
    if (!r.ok()) {
        iri_fuzz::check_diagnostic(r.error(), text);
        return;
    }
    iri::components const& c = r->parts();
    std::size_t previous_end = 0;
    for (iri::span s : {c.scheme, c.authority, c.path, c.query, c.fragment}) {
        check_inside(s, text.size());
        if (!s.present) continue;
        IRI_FUZZ_CHECK(s.offset >= previous_end);
        previous_end = s.offset + s.length;
    }
    IRI_FUZZ_CHECK(c.path.present);
    for (iri::span s : {c.userinfo, c.host, c.port}) check_inside(s, text.size());
    // The draft's structure recomposes too: an opaque part is the path.
    IRI_FUZZ_CHECK(iri_fuzz::recomposed(r.value()) == text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, [](std::string_view text) {
        check_entry(text, iri::entry::draft01_IRI_reference);
        check_entry(text, iri::entry::draft01_absoluteIRI);
        check_entry(text, iri::entry::draft01_relativeIRI);
        bool const reference = iri::is_valid(text, iri::entry::draft01_IRI_reference);
        if (iri::is_valid(text, iri::entry::draft01_absoluteIRI)) IRI_FUZZ_CHECK(reference);
        if (iri::is_valid(text, iri::entry::draft01_relativeIRI)) IRI_FUZZ_CHECK(reference);
    });
}
