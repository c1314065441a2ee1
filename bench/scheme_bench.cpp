// iri_scheme_bench: scheme-specific parsing (<iri/scheme_specific.hpp>)
// beside the parse it stands on.
//
//   iri_scheme_bench --callgrind-one PEER FILE
//
// PEER is one of
//   parse   iri::parse(line) alone ("accepted" counts valid lines);
//   scheme  iri::parse(line), then iri::parse_scheme_specific on each
//           valid one ("accepted" counts lines whose scheme grammar
//           accepts them or that have none).
// The difference of the two is what asking for the scheme's grammar costs.
// A corpus of the schemes with a grammar, from their RFCs' examples:
//   python3 bench/make_scheme_corpus.py > /tmp/schemes.txt
//   IRI_BENCH=build/bench/iri_scheme_bench bench/callgrind.sh /tmp/schemes.txt scheme
#include "callgrind_result.hpp"
#include "corpus.hpp"

#include <iri/iri.hpp>

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstring>
#include <string_view>

int main(int argc, char** argv) {
    if (argc != 4 || std::strcmp(argv[1], "--callgrind-one") != 0) {
        std::fprintf(stderr, "usage: iri_scheme_bench --callgrind-one parse|scheme FILE\n");
        return 2;
    }
    std::string_view const peer = argv[2];
    if (peer != "parse" && peer != "scheme") {
        std::fprintf(stderr, "iri_scheme_bench: unknown peer '%s'\n", argv[2]);
        return 2;
    }
    auto corpus = iri_bench::load_corpus(argv[3]);
    if (!corpus) {
        std::fprintf(stderr, "iri_scheme_bench: cannot read %s\n", argv[3]);
        return 2;
    }
    bool const scheme = peer == "scheme";
    std::size_t accepted = 0;
    CALLGRIND_START_INSTRUMENTATION;
    for (std::string_view line : corpus->lines) {
        iri::parse_result const r = iri::parse(line);
        if (!r) continue;
        accepted += !scheme || iri::parse_scheme_specific(r.value()).ok();
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    iri_bench::print_callgrind_result(peer, argv[3], corpus->lines.size(), corpus->bytes, accepted);
    return 0;
}
