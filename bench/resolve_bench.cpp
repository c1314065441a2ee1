// iri_resolve_bench: reference resolution over base,relative pairs.
//
//   iri_resolve_bench [--peer NAME]... [--repeat N] FILE.csv...
//   iri_resolve_bench --callgrind-one PEER FILE.csv
//   iri_resolve_bench --list
//
// FILE.csv is ../shared/bench-data/relative_urls_cc_10k.csv or alike: a
// header line, then one pair per line, split at the first comma into the
// base and the reference (SOURCES.md); lines are trimmed of ASCII
// whitespace and empty ones skipped, as in corpus.hpp.
//
// What one pair costs, per peer (the bases are parsed before the pass, as a
// program resolving the links of a page parses the page's base once):
//   iri           iri::parse(reference), then iri::resolve_into(base,
//                 reference, buffer) into one reused std::string: parse,
//                 resolve and serialize, the "per pair" figure;
//   iri-resolve   iri::resolve_into alone, references parsed beforehand;
//   boost-url     boost::urls::parse_uri_reference(reference), then
//                 boost::urls::resolve(base, reference, url) into one reused
//                 boost::urls::url (Boost 1.81).
//
// --callgrind-one runs exactly one pass of one peer between
// CALLGRIND_START_INSTRUMENTATION and CALLGRIND_STOP_INSTRUMENTATION and
// prints the line bench/callgrind.sh reads, so
//   IRI_BENCH=build/bench/iri_resolve_bench bench/callgrind.sh FILE.csv iri
// gives instructions per pair ("Ir/line"); "bytes" there counts the
// references' bytes.
#include "corpus.hpp"
#include "peers.hpp"

#include <iri/iri.hpp>
#include <iri/resolve.hpp>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

#include <algorithm>
#include <utility>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iri_resolve_bench {
namespace {

struct pairs {
    iri_bench::corpus file;  // the CSV's lines
    std::vector<std::string_view> bases, references;
    std::size_t reference_bytes = 0;
    // Parsed before any pass, for the peers that take parsed bases.
    std::vector<iri::reference_view> iri_bases, iri_references;
    std::vector<boost::urls::url_view> boost_bases;
};

std::optional<pairs> load_pairs(std::string const& path) {
    auto file = iri_bench::load_corpus(path);
    if (!file) return std::nullopt;
    pairs p;
    p.file = std::move(*file);
    bool header = true;
    for (std::string_view line : p.file.lines) {
        if (std::exchange(header, false)) continue;
        std::size_t const comma = line.find(',');
        if (comma == std::string_view::npos) continue;
        p.bases.push_back(line.substr(0, comma));
        p.references.push_back(line.substr(comma + 1));
        p.reference_bytes += line.size() - comma - 1;
    }
    for (std::size_t i = 0; i < p.bases.size(); ++i) {
        // A base that does not parse (none in relative_urls_cc_10k.csv)
        // stays a default view, which resolve_into rejects as relative.
        iri::parse_result const b = iri::parse(p.bases[i], iri::entry::IRI);
        p.iri_bases.push_back(b ? b.value() : iri::reference_view{});
        iri::parse_result const r = iri::parse(p.references[i]);
        p.iri_references.push_back(r ? r.value() : iri::reference_view{});
        auto const bb = boost::urls::parse_uri(p.bases[i]);
        p.boost_bases.push_back(bb ? *bb : boost::urls::url_view{});
    }
    return p;
}

using iri_bench::pass_result;

#define IRI_BENCH_PASS __attribute__((noinline))

IRI_BENCH_PASS pass_result bench_pass_iri(pairs const& p) {
    pass_result r;
    std::string out;
    for (std::size_t i = 0; i < p.references.size(); ++i) {
        iri::parse_result const ref = iri::parse(p.references[i]);
        if (!ref) continue;
        if (iri::resolve_into(p.iri_bases[i], ref.value(), out) != iri::errc::ok) continue;
        ++r.accepted;
        r.checksum += out.size();
    }
    return r;
}

IRI_BENCH_PASS pass_result bench_pass_iri_resolve(pairs const& p) {
    pass_result r;
    std::string out;
    for (std::size_t i = 0; i < p.references.size(); ++i) {
        if (iri::resolve_into(p.iri_bases[i], p.iri_references[i], out) != iri::errc::ok) continue;
        ++r.accepted;
        r.checksum += out.size();
    }
    return r;
}

IRI_BENCH_PASS pass_result bench_pass_boost_url(pairs const& p) {
    pass_result r;
    boost::urls::url out;
    for (std::size_t i = 0; i < p.references.size(); ++i) {
        auto const ref = boost::urls::parse_uri_reference(p.references[i]);
        if (!ref) continue;
        if (!boost::urls::resolve(p.boost_bases[i], *ref, out)) continue;
        ++r.accepted;
        r.checksum += out.buffer().size();
    }
    return r;
}

using peer = iri_bench::peer_of<pairs const&>;

constexpr peer peers[] = {
    {"iri", bench_pass_iri, "iri::parse(reference) + iri::resolve_into(base, reference, buffer)"},
    {"iri-resolve", bench_pass_iri_resolve, "iri::resolve_into alone (references parsed beforehand)"},
    {"boost-url", bench_pass_boost_url,
     "boost::urls::parse_uri_reference(reference) + boost::urls::resolve(base, reference, url)"},
};

using iri_bench::clobber_memory;
using iri_bench::sink;

int usage(std::FILE* out) {
    std::fprintf(out,
                 "usage: iri_resolve_bench [--peer NAME]... [--repeat N] FILE.csv...\n"
                 "       iri_resolve_bench --callgrind-one PEER FILE.csv\n"
                 "       iri_resolve_bench --list\n"
                 "\n"
                 "Resolves every base,relative pair of each FILE.csv (header skipped, split at\n"
                 "the first comma), N passes per peer (default 10), fastest pass counts;\n"
                 "x iri = peer time / iri time, same run. --callgrind-one runs one pass, for\n"
                 "bench/callgrind.sh.\n\npeers (default: all):\n");
    iri_bench::print_peer_descriptions(out, peers, 12);
    return out == stdout ? 0 : 2;
}

int callgrind_one(std::string_view peer_name, std::string const& path) {
    peer const* who = iri_bench::find_peer(peers, peer_name);
    if (!who) {
        std::fprintf(stderr, "iri_resolve_bench: unknown peer '%.*s' (try --list)\n",
                     static_cast<int>(peer_name.size()), peer_name.data());
        return 2;
    }
    auto p = load_pairs(path);
    if (!p) {
        std::fprintf(stderr, "iri_resolve_bench: cannot read %s\n", path.c_str());
        return 1;
    }
    // "lines" are pairs for bench/callgrind.sh.
    return iri_bench::callgrind_pass(*who, *p, path, p->references.size(), p->reference_bytes);
}

int run(int argc, char** argv) {
    std::vector<peer const*> who;
    std::vector<std::string> files;
    int repeat = 10;
    for (int i = 1; i < argc; ++i) {
        std::string_view const a = argv[i];
        if (a == "--help" || a == "-h") return usage(stdout);
        if (a == "--list") {
            iri_bench::print_peer_names(peers);
            return 0;
        }
        if (a == "--callgrind-one") {
            if (argc != 4 || i != 1) return usage(stderr);
            return callgrind_one(argv[2], argv[3]);
        }
        if (a == "--peer" && i + 1 < argc) {
            peer const* p = iri_bench::find_peer(peers, argv[++i]);
            if (!p) return usage(stderr);
            if (std::find(who.begin(), who.end(), p) == who.end()) who.push_back(p);
            continue;
        }
        if (a == "--repeat" && i + 1 < argc) {
            std::string_view const v = argv[++i];
            auto const [end, ec] = std::from_chars(v.data(), v.data() + v.size(), repeat);
            if (ec != std::errc{} || end != v.data() + v.size() || repeat < 1) return usage(stderr);
            continue;
        }
        if (a.starts_with("--")) return usage(stderr);
        files.emplace_back(a);
    }
    if (files.empty()) return usage(stderr);
    if (who.empty())
        for (peer const& p : peers) who.push_back(&p);

    std::printf("# %d passes per peer, interleaved; fastest pass; x iri = peer time / iri time\n", repeat);
    std::printf("%-28s %7s  %-12s %9s %9s %8s\n", "file", "pairs", "peer", "ns/pair", "resolved", "x iri");
    int status = 0;
    for (std::string const& f : files) {
        auto p = load_pairs(f);
        if (!p) {
            std::fprintf(stderr, "iri_resolve_bench: cannot read %s\n", f.c_str());
            status = 1;
            continue;
        }
        std::vector<double> best(who.size(), std::numeric_limits<double>::infinity());
        std::vector<pass_result> results(who.size());
        for (int rep = 0; rep < repeat; ++rep) {
            for (std::size_t k = 0; k < who.size(); ++k) {
                clobber_memory();
                auto const t0 = std::chrono::steady_clock::now();
                pass_result const r = who[k]->pass(*p);
                auto const t1 = std::chrono::steady_clock::now();
                clobber_memory();
                sink = sink + r.checksum;
                results[k] = r;
                best[k] = std::min(best[k], std::chrono::duration<double, std::nano>(t1 - t0).count());
            }
        }
        double iri_ns = 0;
        for (std::size_t k = 0; k < who.size(); ++k)
            if (who[k]->name == "iri") iri_ns = best[k];
        for (std::size_t k = 0; k < who.size(); ++k) {
            char ratio[32] = "-";
            if (iri_ns > 0) std::snprintf(ratio, sizeof ratio, "%.2f", best[k] / iri_ns);
            std::printf("%-28.*s %7zu  %-12.*s %9.1f %9zu %8s\n", static_cast<int>(p->file.name().size()),
                        p->file.name().data(), p->references.size(), static_cast<int>(who[k]->name.size()),
                        who[k]->name.data(),
                        best[k] / static_cast<double>(std::max<std::size_t>(p->references.size(), 1)),
                        results[k].accepted, ratio);
        }
    }
    return status;
}

}  // namespace
}  // namespace iri_resolve_bench

int main(int argc, char** argv) { return iri_resolve_bench::run(argc, argv); }
