// Syntax-based normalization (RFC 3987 §5.3.2, RFC 3986 §6.2.2) side by side
// with Boost.URL's parse + normalize, over the lines of a corpus.
//
//   iri_normalize_bench FILE...                 time per line, ratios (one run)
//   iri_normalize_bench --callgrind-one PEER FILE
//   IRI_BENCH=build/bench/iri_normalize_bench bench/callgrind.sh FILE PEER
//
// Peers: iri (parse, then normalize_into a reused buffer) and boost-url
// (parse_uri_reference into a url, normalize(), read its buffer). Both do
// the same job on URIs: case of scheme and host, case of %hh, decoding of
// unreserved triplets, remove_dot_segments.
#include "callgrind_result.hpp"
#include "corpus.hpp"

#include <iri/iri.hpp>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include <valgrind/callgrind.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace {

using lines_t = std::vector<std::string_view>;

struct pass_result {
    std::size_t accepted = 0;
    std::size_t checksum = 0;
};

[[gnu::noinline]] pass_result bench_pass_iri(lines_t const& lines) {
    pass_result r;
    std::string out;
    for (std::string_view line : lines) {
        iri::parse_result const parsed = iri::parse(line);
        if (!parsed) continue;
        if (iri::normalize_into(parsed.value(), out) != iri::errc::ok) continue;
        ++r.accepted;
        r.checksum += out.size();
    }
    return r;
}

[[gnu::noinline]] pass_result bench_pass_boost_url(lines_t const& lines) {
    pass_result r;
    for (std::string_view line : lines) {
        auto parsed = boost::urls::parse_uri_reference(line);
        if (!parsed) continue;
        boost::urls::url u(*parsed);
        u.normalize();
        ++r.accepted;
        r.checksum += u.buffer().size();
    }
    return r;
}

struct peer {
    std::string_view name;
    pass_result (*pass)(lines_t const&);
};

constexpr peer peers[] = {{"iri", bench_pass_iri}, {"boost-url", bench_pass_boost_url}};

peer const* find_peer(std::string_view name) {
    for (peer const& p : peers)
        if (p.name == name) return &p;
    return nullptr;
}

volatile std::size_t sink;

int callgrind_one(std::string_view name, std::string const& path) {
    peer const* p = find_peer(name);
    auto c = iri_bench::load_corpus(path);
    if (p == nullptr || !c) {
        std::fprintf(stderr, "iri_normalize_bench: unknown peer or unreadable file\n");
        return 2;
    }
    CALLGRIND_START_INSTRUMENTATION;
    pass_result const r = p->pass(c->lines);
    CALLGRIND_STOP_INSTRUMENTATION;
    sink = sink + r.checksum;
    iri_bench::print_callgrind_result(p->name, path, c->lines.size(), c->bytes, r.accepted);
    return 0;
}

int timed(std::vector<std::string> const& files) {
    std::printf("%-22s %7s  %-10s %9s %9s %8s\n", "file", "lines", "peer", "ns/line", "accepted", "x iri");
    for (std::string const& path : files) {
        auto c = iri_bench::load_corpus(path);
        if (!c) {
            std::fprintf(stderr, "iri_normalize_bench: cannot read %s\n", path.c_str());
            return 1;
        }
        double best[std::size(peers)];
        std::size_t accepted[std::size(peers)] = {};
        for (double& b : best) b = 1e300;
        for (int round = 0; round < 10; ++round) {
            for (std::size_t i = 0; i < std::size(peers); ++i) {
                auto const start = std::chrono::steady_clock::now();
                pass_result const r = peers[i].pass(c->lines);
                auto const stop = std::chrono::steady_clock::now();
                sink = sink + r.checksum;
                accepted[i] = r.accepted;
                double const ns = std::chrono::duration<double, std::nano>(stop - start).count();
                if (ns < best[i]) best[i] = ns;
            }
        }
        std::string_view const file = std::string_view(path).substr(path.rfind('/') + 1);
        for (std::size_t i = 0; i < std::size(peers); ++i)
            std::printf("%-22.*s %7zu  %-10.*s %9.1f %9zu %8.2f\n", static_cast<int>(file.size()), file.data(),
                        c->lines.size(), static_cast<int>(peers[i].name.size()), peers[i].name.data(),
                        best[i] / static_cast<double>(c->lines.size()), accepted[i], best[i] / best[0]);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 4 && std::strcmp(argv[1], "--callgrind-one") == 0) return callgrind_one(argv[2], argv[3]);
    if (argc < 2 || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: iri_normalize_bench FILE... | --callgrind-one PEER FILE\n");
        return 2;
    }
    return timed(std::vector<std::string>(argv + 1, argv + argc));
}
