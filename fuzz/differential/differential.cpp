// libFuzzer (and AFL++) target: every URL parser Debian ships, next to
// ours, judged by the ABNF of RFC 3986 (compare.hpp). A peer disagreeing
// with the ABNF is a finding about the peer, not a failure here: the
// campaign's corpus keeps the inputs that reached new code, and
// `iri_differential CORPUS_DIR` tabulates the disagreements (report.cpp,
// fuzz/README.md "Differential campaigns"). What fails the target:
//
// - our parser (iri::is_valid at URI-reference) disagreeing with the ABNF
//   on an ASCII text it judges;
// - a comparison that does not name where a disagreement lies;
// - any crash, sanitizer report or exception, ours or a peer's.
#include "fuzz/check.hpp"
#include "fuzz/differential/compare.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    static iri_differential::judge const judge;
    return iri_fuzz::run(data, size, [](std::string_view view) {
        std::string const text(view);
        iri_differential::finding const ours = iri_differential::compare_ours(judge, text);
        IRI_FUZZ_CHECK(ours.what == iri_differential::outcome::agree ||
                       ours.what == iri_differential::outcome::out_of_scope);
        for (iri_differential::peer const& p : iri_differential::peers()) {
            iri_differential::finding const f = iri_differential::compare(judge, p, text);
            IRI_FUZZ_CHECK(f.what == iri_differential::outcome::agree ||
                           f.what == iri_differential::outcome::out_of_scope || !f.production.empty());
        }
    });
}
