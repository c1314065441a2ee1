// iri_bench: side-by-side parse/validate throughput on line corpora.
//
//   iri_bench [--peer NAME]... [--repeat N] FILE...
//   iri_bench --callgrind-one PEER FILE
//   iri_bench --list
//
// For each FILE, every selected peer makes N passes over all lines; the
// passes of the peers are interleaved (pass 1 of every peer, then pass 2,
// ...) so that a slow phase of this shared machine hits all of them alike.
// The fastest pass of each peer counts. The table gives ns/line, ns/byte,
// how many lines the peer accepted, and its time divided by iri's time
// from the same run. See README.md for how to read it.
//
// --callgrind-one runs exactly one pass of one peer, between
// CALLGRIND_START_INSTRUMENTATION and CALLGRIND_STOP_INSTRUMENTATION, for
// callgrind.sh. Outside valgrind those macros do nothing.

#include "corpus.hpp"
#include "peers.hpp"
#include "scan.hpp"

#include <iri/iri.hpp>

#include <boost/url/parse.hpp>
#include <uriparser/Uri.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri_bench {
namespace {

using lines_t = std::span<std::string_view const>;

// The pass functions. noinline with a bench_pass_ name each, so that a
// profile (or valgrind --toggle-collect='bench_pass_*') shows one frame per
// peer and pass.
#define IRI_BENCH_PASS __attribute__((noinline))

// iri: the validator, IRI-reference (RFC 3987 §2.2).
IRI_BENCH_PASS pass_result bench_pass_iri(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) r.accepted += iri::is_valid(line, iri::entry::IRI_reference);
    r.checksum = r.accepted;
    return r;
}

// iri-parse: the full parse, recording components, and reading them.
IRI_BENCH_PASS pass_result bench_pass_iri_parse(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) {
        auto const res = iri::parse(line, iri::entry::IRI_reference);
        if (res) {
            ++r.accepted;
            iri::components const& c = res->parts();
            r.checksum += c.scheme.length + c.host.offset + c.host.length + c.port.length + c.path.offset +
                          c.path.length + c.query.length + c.fragment.length + static_cast<std::size_t>(c.host_type) +
                          static_cast<std::size_t>(c.path_type);
        } else {
            r.checksum += res.error().byte_offset;
        }
    }
    return r;
}

// iri-uri: the validator, URI-reference (RFC 3986 §4.1), ASCII only.
IRI_BENCH_PASS pass_result bench_pass_iri_uri(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) r.accepted += iri::is_valid(line, iri::entry::URI_reference);
    r.checksum = r.accepted;
    return r;
}

// boost-url: Boost.URL's parse_uri_reference (RFC 3986), which validates
// and records component offsets in the url_view it returns.
IRI_BENCH_PASS pass_result bench_pass_boost_url(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) {
        auto const res = boost::urls::parse_uri_reference(line);
        r.accepted += res.has_value();
    }
    r.checksum = r.accepted;
    return r;
}

// uriparser: uriParseSingleUriExA (RFC 3986 URI-reference), which builds a
// UriUriA with a heap-allocated path segment list; uriFreeUriMembersA frees
// it. On a syntax error the parser frees the members itself.
IRI_BENCH_PASS pass_result bench_pass_uriparser(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) {
        UriUriA uri;
        char const* error_pos = nullptr;
        char const* first = line.data();
        if (uriParseSingleUriExA(&uri, first, first + line.size(), &error_pos) == URI_SUCCESS) {
            ++r.accepted;
            uriFreeUriMembersA(&uri);
        } else if (error_pos) {
            r.checksum += static_cast<std::size_t>(error_pos - first);
        }
    }
    r.checksum += r.accepted;
    return r;
}

// scan: the baseline of scan.hpp.
IRI_BENCH_PASS pass_result bench_pass_scan(lines_t lines) {
    pass_result r;
    for (std::string_view line : lines) r.accepted += scan(line);
    r.checksum = r.accepted;
    return r;
}

using peer = peer_of<lines_t>;

constexpr peer peers[] = {
    {"iri", bench_pass_iri, "iri::is_valid(line, entry::IRI_reference)"},
    {"iri-parse", bench_pass_iri_parse, "iri::parse(line), reading the component spans"},
    {"iri-uri", bench_pass_iri_uri, "iri::is_valid(line, entry::URI_reference)"},
    {"boost-url", bench_pass_boost_url, "boost::urls::parse_uri_reference(line) (Boost 1.81)"},
    {"uriparser", bench_pass_uriparser, "uriParseSingleUriExA + uriFreeUriMembersA (uriparser 0.9)"},
    {"scan", bench_pass_scan, "baseline: UTF-8 + character-class scan (bench/scan.hpp)"},
};

using bench_clock = std::chrono::steady_clock;

struct measurement {
    peer const* who = nullptr;
    double best_ns = std::numeric_limits<double>::infinity();  // fastest pass
    pass_result result;
    bool consistent = true;  // every pass gave the same result
};

std::vector<measurement> measure(corpus const& c, std::vector<peer const*> const& who, int repeat) {
    std::vector<measurement> m;
    for (peer const* p : who) {
        measurement x;
        x.who = p;
        m.push_back(x);
    }
    lines_t const lines(c.lines);
    for (int rep = 0; rep < repeat; ++rep) {
        for (measurement& x : m) {
            clobber_memory();
            auto const t0 = bench_clock::now();
            clobber_memory();
            pass_result const r = x.who->pass(lines);
            clobber_memory();
            auto const t1 = bench_clock::now();
            clobber_memory();
            sink = sink + r.checksum;
            double const ns = std::chrono::duration<double, std::nano>(t1 - t0).count();
            x.best_ns = std::min(x.best_ns, ns);
            if (rep == 0)
                x.result = r;
            else if (!(r == x.result))
                x.consistent = false;
        }
    }
    return m;
}

void print_header() {
    std::printf("%-22s %7s %9s  %-10s %9s %8s %9s %8s\n", "file", "lines", "bytes", "peer", "ns/line", "ns/byte",
                "accepted", "x iri");
}

void print_rows(corpus const& c, std::vector<measurement> const& m) {
    double iri_ns = 0;
    for (measurement const& x : m)
        if (x.who->name == "iri") iri_ns = x.best_ns;
    auto const name = c.name();
    for (measurement const& x : m) {
        double const lines = static_cast<double>(c.lines.size());
        double const bytes = static_cast<double>(c.bytes);
        char ratio[32] = "-";
        if (iri_ns > 0) std::snprintf(ratio, sizeof ratio, "%.2f", x.best_ns / iri_ns);
        std::printf("%-22.*s %7zu %9zu  %-10.*s %9.1f %8.3f %9zu %8s%s\n", static_cast<int>(name.size()), name.data(),
                    c.lines.size(), c.bytes, static_cast<int>(x.who->name.size()), x.who->name.data(),
                    lines > 0 ? x.best_ns / lines : 0.0, bytes > 0 ? x.best_ns / bytes : 0.0, x.result.accepted, ratio,
                    x.consistent ? "" : "  (passes disagree!)");
    }
}

int usage(FILE* out) {
    std::fprintf(out,
                 "usage: iri_bench [--peer NAME]... [--repeat N] FILE...\n"
                 "       iri_bench --callgrind-one PEER FILE\n"
                 "       iri_bench --list\n"
                 "\n"
                 "Times each peer over all lines of each FILE (one input per line; UTF-8 BOM\n"
                 "dropped, ASCII whitespace trimmed, empty lines skipped), N passes per peer\n"
                 "(default 10), fastest pass counts; x iri = peer time / iri time, same run.\n"
                 "--callgrind-one runs exactly one pass, for bench/callgrind.sh.\n"
                 "\npeers (default: all):\n");
    print_peer_descriptions(out, peers, 10);
    return out == stdout ? 0 : 2;
}

bool parse_positive(std::string_view s, int& out) {
    int v = 0;
    auto const [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || ptr != s.data() + s.size() || v < 1) return false;
    out = v;
    return true;
}

std::optional<corpus> load_or_complain(std::string const& path) {
    auto c = load_corpus(path);
    if (!c) std::fprintf(stderr, "iri_bench: cannot read %s\n", path.c_str());
    return c;
}

int callgrind_one(std::string_view peer_name, std::string const& path) {
    peer const* p = find_peer(peers, peer_name);
    if (!p) {
        std::fprintf(stderr, "iri_bench: unknown peer '%.*s' (try --list)\n", static_cast<int>(peer_name.size()),
                     peer_name.data());
        return 2;
    }
    auto c = load_or_complain(path);
    if (!c) return 1;
    return callgrind_pass(*p, lines_t(c->lines), path, c->lines.size(), c->bytes);
}

int run(int argc, char** argv) {
    std::vector<peer const*> who;
    std::vector<std::string> files;
    int repeat = 10;
    for (int i = 1; i < argc; ++i) {
        std::string_view const a = argv[i];
        auto next = [&]() -> char const* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (a == "--help" || a == "-h") return usage(stdout);
        if (a == "--list") {
            print_peer_names(peers);
            return 0;
        }
        if (a == "--callgrind-one") {
            if (argc != 4 || i != 1) return usage(stderr);
            return callgrind_one(argv[2], argv[3]);
        }
        if (a == "--peer") {
            char const* v = next();
            if (!v) return usage(stderr);
            peer const* p = find_peer(peers, v);
            if (!p) {
                std::fprintf(stderr, "iri_bench: unknown peer '%s' (try --list)\n", v);
                return 2;
            }
            if (std::find(who.begin(), who.end(), p) == who.end()) who.push_back(p);
            continue;
        }
        if (a == "--repeat") {
            char const* v = next();
            if (!v || !parse_positive(v, repeat)) {
                std::fprintf(stderr, "iri_bench: --repeat needs a positive integer\n");
                return 2;
            }
            continue;
        }
        if (a.starts_with("--")) {
            std::fprintf(stderr, "iri_bench: unknown option '%s'\n", argv[i]);
            return usage(stderr);
        }
        files.emplace_back(a);
    }
    if (files.empty()) return usage(stderr);
    if (who.empty())
        for (peer const& p : peers) who.push_back(&p);

    std::printf("# %d passes per peer, interleaved; fastest pass; x iri = peer time / iri time\n", repeat);
    print_header();
    int status = 0;
    for (std::string const& f : files) {
        auto c = load_or_complain(f);
        if (!c) {
            status = 1;
            continue;
        }
        print_rows(*c, measure(*c, who, repeat));
        std::fflush(stdout);
    }
    return status;
}

}  // namespace
}  // namespace iri_bench

int main(int argc, char** argv) { return iri_bench::run(argc, argv); }
