// The fuzz targets without libFuzzer: every file under the directories given
// (fuzz/seeds and fuzz/regression in ctest) goes through every target's
// LLVMFuzzerTestOneInput, compiled from the same sources under the name
// iri_fuzz_<target> (fuzz/CMakeLists.txt). A failed invariant aborts with
// the input printed; the sanitizer build of .ci/fuzz.sh adds ASan and UBSan.
// At the end, one line per peer (fuzz/CMakeLists.txt): built in or not, and
// how many comparisons it made, and the peers of the differential target.
//
//   iri_fuzz_replay [--require-peers | --no-peers] DIR_OR_FILE...
//
// ctest passes one of the two, from IRI_FUZZ_PEERS, never from what is
// installed: --require-peers (ON) fails when a peer is not built in, or was
// never reached, which would mean the corpus lost its reach; --no-peers
// (OFF) says that no peer was compared, and fails if one was built in.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/check.hpp"
#include "fuzz/differential/peers.hpp"

#define IRI_FUZZ_TARGET(name) extern "C" int iri_fuzz_##name(std::uint8_t const*, std::size_t);
#include "replay_targets.inc"
#undef IRI_FUZZ_TARGET

namespace {

struct target {
    char const* name;
    int (*run)(std::uint8_t const*, std::size_t);
};

#define IRI_FUZZ_TARGET(name) {#name, &iri_fuzz_##name},
constexpr target targets[] = {
#include "replay_targets.inc"
};
#undef IRI_FUZZ_TARGET

std::vector<std::filesystem::path> inputs_under(std::filesystem::path const& root) {
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(root)) {
        for (auto const& entry : std::filesystem::recursive_directory_iterator(root))
            if (entry.is_regular_file()) files.push_back(entry.path());
    } else if (std::filesystem::is_regular_file(root)) {
        files.push_back(root);
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    bool const require_peers = argc > 1 && std::string_view(argv[1]) == "--require-peers";
    bool const no_peers = argc > 1 && std::string_view(argv[1]) == "--no-peers";
    int const first = require_peers || no_peers ? 2 : 1;
    if (argc <= first) {
        std::fprintf(stderr, "usage: %s [--require-peers | --no-peers] DIR_OR_FILE...\n", argv[0]);
        return 2;
    }
    std::size_t replayed = 0;
    for (int i = first; i < argc; ++i) {
        auto const files = inputs_under(argv[i]);
        // A directory that vanished or moved must not pass as "nothing failed".
        if (files.empty()) {
            std::fprintf(stderr, "%s: no inputs\n", argv[i]);
            return 1;
        }
        for (auto const& file : files) {
            std::ifstream in(file, std::ios::binary);
            std::string const bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            if (!in.good() && !in.eof()) {
                std::fprintf(stderr, "%s: cannot read\n", file.c_str());
                return 1;
            }
            // Named first, so that a crash (not only a failed check) says where.
            std::printf("%s\n", file.c_str());
            std::fflush(stdout);
            for (target const& t : targets) t.run(reinterpret_cast<std::uint8_t const*>(bytes.data()), bytes.size());
            ++replayed;
        }
    }
    std::printf("%zu inputs through %zu fuzz targets: no finding\n", replayed, std::size(targets));

    // The peers: built in or not (IRI_FUZZ_PEERS in fuzz/CMakeLists.txt).
    struct peer_summary {
        char const* name;
        char const* what;
        bool built;
        std::size_t compared;
    };
    peer_summary const peers[] = {
        {"Boost.URL", "to_uri outputs parsed by parse_uri_reference",
#ifdef IRI_FUZZ_WITH_BOOST_URL
         true,
#else
         false,
#endif
         iri_fuzz::peer_comparisons[static_cast<int>(iri_fuzz::peer::boost_url)]},
        {"uriparser", "resolutions of ASCII pairs compared",
#ifdef IRI_FUZZ_WITH_URIPARSER
         true,
#else
         false,
#endif
         iri_fuzz::peer_comparisons[static_cast<int>(iri_fuzz::peer::uriparser)]},
    };
    int status = 0;
    for (peer_summary const& p : peers) {
        if (!p.built) {
            std::printf("peer %s: not compared (configured with IRI_FUZZ_PEERS=OFF)\n", p.name);
            if (require_peers) {
                std::printf("FAIL: --require-peers, but %s is not built in\n", p.name);
                status = 1;
            }
        } else if (no_peers) {
            std::printf("FAIL: --no-peers, but %s is built in\n", p.name);
            status = 1;
        } else if (p.compared == 0) {
            std::printf("peer %s: built in, but no input reached it\n", p.name);
            if (require_peers) status = 1;
        } else {
            std::printf("peer %s: %zu %s\n", p.name, p.compared, p.what);
        }
    }
    // The differential target's peers (fuzz/differential/peers.hpp): all
    // four with IRI_FUZZ_PEERS=ON, none without.
    std::size_t const differential_peers = iri_differential::peers().size();
    std::printf("differential peers:");
    for (auto const& p : iri_differential::peers())
        std::printf(" %.*s;", static_cast<int>(p.name.size()), p.name.data());
    std::printf(differential_peers == 0 ? " none (configured with IRI_FUZZ_PEERS=OFF)\n" : "\n");
    if ((require_peers && differential_peers != 4) || (no_peers && differential_peers != 0)) {
        std::printf("FAIL: %zu differential peers built in\n", differential_peers);
        status = 1;
    }
    if (no_peers && status == 0) std::printf("no peer compared: configured with IRI_FUZZ_PEERS=OFF\n");
    return status;
}
