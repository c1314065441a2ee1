// iri_convert_bench: IRI <-> URI mapping (RFC 3987 §3) over a corpus.
//
//   iri_convert_bench --callgrind-one PEER FILE
//
// PEER is one of
//   to-uri     iri::to_uri_into(line, buffer) into one reused std::string:
//              validation and §3.1 step 2, the "per line" figure;
//   to-iri     iri::to_iri_into(line, buffer), the §3.2 pass (run it on
//              iris_uri.txt);
//   validate   iri::is_valid(line) alone, the floor to_uri stands on;
//   parse      iri::parse(line, IRI_reference) alone, the floor to_iri
//              stands on (it needs the query's and the host's spans).
// One pass runs between CALLGRIND_START_INSTRUMENTATION and
// CALLGRIND_STOP_INSTRUMENTATION, and the line bench/callgrind.sh reads is
// printed, so
//   IRI_BENCH=build/bench/iri_convert_bench bench/callgrind.sh FILE to-uri
// gives instructions per line.
#include "callgrind_result.hpp"
#include "corpus.hpp"

#include <iri/iri.hpp>

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
    if (argc != 4 || std::strcmp(argv[1], "--callgrind-one") != 0) {
        std::fprintf(stderr, "usage: iri_convert_bench --callgrind-one to-uri|to-iri|validate|parse FILE\n");
        return 2;
    }
    std::string_view const peer = argv[2];
    auto corpus = iri_bench::load_corpus(argv[3]);
    if (!corpus) {
        std::fprintf(stderr, "iri_convert_bench: cannot read %s\n", argv[3]);
        return 2;
    }
    std::string buffer;
    buffer.reserve(4096);
    std::size_t accepted = 0;
    CALLGRIND_START_INSTRUMENTATION;
    if (peer == "to-uri") {
        for (std::string_view line : corpus->lines) accepted += iri::to_uri_into(line, buffer) == iri::errc::ok;
    } else if (peer == "to-iri") {
        for (std::string_view line : corpus->lines) accepted += iri::to_iri_into(line, buffer) == iri::errc::ok;
    } else if (peer == "validate") {
        for (std::string_view line : corpus->lines) accepted += iri::is_valid(line);
    } else if (peer == "parse") {
        for (std::string_view line : corpus->lines)
            accepted += static_cast<bool>(iri::parse(line, iri::entry::IRI_reference));
    } else {
        std::fprintf(stderr, "iri_convert_bench: unknown peer '%.*s'\n", static_cast<int>(peer.size()), peer.data());
        return 2;
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    iri_bench::print_callgrind_result(peer, argv[3], corpus->lines.size(), corpus->bytes, accepted);
    return 0;
}
