// libFuzzer (and AFL++) target: every URL parser Debian ships, next to
// ours, judged by the ABNF of RFC 3986 (compare.hpp). A peer disagreeing
// with the ABNF is a finding about the peer, not a failure here: the
// campaign's corpus keeps the inputs that reached new code, and
// `iri_differential CORPUS_DIR` tabulates the disagreements (report.cpp,
// fuzz/README.md "Differential campaigns"). What fails the target
// (check_text in compare.hpp, shown to fail by planted_test.cpp):
//
// - our parser (iri::is_valid at URI-reference) disagreeing with the ABNF
//   on an ASCII text it judges;
// - a peer's disagreement that is not located: not there when asked
//   again, or not placed at a rule of the ABNF below the peer's own rule
//   (where the ABNF stops, or the one component the peer rejects);
// - any crash, sanitizer report or exception, ours or a peer's.
//
// Which peers run is fixed when configuring (IRI_FUZZ_PEERS): without
// them the target checks our parser alone.
#include "fuzz/check.hpp"
#include "fuzz/differential/compare.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    static iri_differential::judge const judge;
    return iri_fuzz::run(data, size, [](std::string_view view) {
        std::string const text(view);
        std::string const failure = iri_differential::check_text(judge, iri_differential::peers(), text);
        if (!failure.empty()) std::fprintf(stderr, "%s\n", failure.c_str());
        IRI_FUZZ_CHECK(failure.empty());
    });
}
