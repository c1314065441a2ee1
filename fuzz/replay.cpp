// The fuzz targets without libFuzzer: every file under the directories given
// (fuzz/seeds and fuzz/regression in ctest) goes through every target's
// LLVMFuzzerTestOneInput, compiled from the same sources under the name
// iri_fuzz_<target> (fuzz/CMakeLists.txt). A failed invariant aborts with
// the input printed; the sanitizer build of .ci/fuzz.sh adds ASan and UBSan.
// At the end, one line per peer (fuzz/CMakeLists.txt): built in or not, and
// how many comparisons it made.
//
//   iri_fuzz_replay [--require-peers] DIR_OR_FILE...
//
// --require-peers (ctest): fail when a peer built in was never reached,
// which would mean the corpus lost its reach.
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
    int const first = require_peers ? 2 : 1;
    if (argc <= first) {
        std::fprintf(stderr, "usage: %s [--require-peers] DIR_OR_FILE...\n", argv[0]);
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

    // The peers: built in or not (fuzz/CMakeLists.txt finds them).
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
            std::printf("peer %s: not checked (not found when configuring)\n", p.name);
        } else if (p.compared == 0) {
            std::printf("peer %s: built in, but no input reached it\n", p.name);
            if (require_peers) status = 1;
        } else {
            std::printf("peer %s: %zu %s\n", p.name, p.compared, p.what);
        }
    }
    return status;
}
