// iri_url_bench: the URL Standard's basic URL parser over a corpus, one
// line one URL, beside ada (github.com/ada-url/ada) when the build is given
// an ada checkout (bench/ada.sh; no code of ada is in this repository).
//
//   iri_url_bench --callgrind-one PEER FILE
//
// PEER is one of
//   iri-url  iri::url::parse(line), then its href: the record the parser
//            builds and the string a browser would show;
//   ada      ada::parse<ada::url_aggregator>(line), then its href (ada keeps
//            the serialized URL as it parses, so its href is a view);
// each line parsed on its own, with no base. One pass runs between
// CALLGRIND_START_INSTRUMENTATION and CALLGRIND_STOP_INSTRUMENTATION, and
// the line bench/callgrind.sh reads is printed, so
//   IRI_BENCH=build/bench/iri_url_bench bench/callgrind.sh FILE iri-url
// gives instructions per line.
#include "peers.hpp"
#include "corpus.hpp"

#include <iri/url.hpp>

#ifdef IRI_BENCH_ADA
#include <ada.h>
#endif

#include <cstdio>
#include <cstring>
#include <span>
#include <string_view>

namespace iri_bench {
namespace {

using lines_t = std::span<std::string_view const>;

// noinline, one frame per peer in a profile (as parse_bench.cpp's passes).
#define IRI_BENCH_PASS __attribute__((noinline))

IRI_BENCH_PASS pass_result bench_pass_iri_url(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) {
        iri::url::url const u = iri::url::parse(line);
        if (u) {
            ++r.accepted;
            r.checksum += u.href().size();
        }
    }
    return r;
}

#ifdef IRI_BENCH_ADA
IRI_BENCH_PASS pass_result bench_pass_ada(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) {
        auto const u = ada::parse<ada::url_aggregator>(line);
        if (u) {
            ++r.accepted;
            r.checksum += u->get_href().size();
        }
    }
    return r;
}
#endif

using peer = peer_of<lines_t>;

constexpr peer peers[] = {
    {"iri-url", bench_pass_iri_url, "iri::url::parse(line), then href()"},
#ifdef IRI_BENCH_ADA
    {"ada", bench_pass_ada, "ada::parse<ada::url_aggregator>(line), then get_href()"},
#endif
};

}  // namespace
}  // namespace iri_bench

int main(int argc, char** argv) {
    using namespace iri_bench;
    if (argc != 4 || std::strcmp(argv[1], "--callgrind-one") != 0) {
        std::fprintf(stderr, "usage: iri_url_bench --callgrind-one PEER FILE\npeers:\n");
        print_peer_descriptions(stderr, peers, 8);
        return 2;
    }
    peer const* p = find_peer(peers, argv[2]);
    if (!p) {
        std::fprintf(stderr, "iri_url_bench: unknown peer '%s' (ada needs a build through bench/ada.sh)\n", argv[2]);
        return 2;
    }
    auto corpus = load_corpus(argv[3]);
    if (!corpus) {
        std::fprintf(stderr, "iri_url_bench: cannot read %s\n", argv[3]);
        return 2;
    }
    return callgrind_pass<lines_t>(*p, lines_t(corpus->lines), argv[3], corpus->lines.size(), corpus->bytes);
}
