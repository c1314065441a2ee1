// libFuzzer target: the byte scans that read sixteen bytes at a time
// (unicode/ascii_scan.hpp, unicode/right_to_left_scan.hpp,
// whatwg/scans.hpp) give the answers of their portable forms, which every
// CPU without SSE2 runs, on any bytes: from each of the input's first
// sixteen bytes, and up to each of its last sixteen, so that each byte
// meets every lane of a block and every tail read as the last sixteen.
#include "fuzz/check.hpp"
#include "fuzz/scan_forms.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void check(std::string_view text) {
    auto const compare = [](std::string_view part) {
        std::string_view const scan = iri_fuzz::scan_forms_disagree(part);
        if (!scan.empty())
            iri_fuzz::fail(std::string(scan).append(": the two forms disagree").c_str(), __FILE__, __LINE__);
    };
    // Each byte at every lane of a block: the text from each of its first
    // sixteen bytes on; and every tail read as the last sixteen bytes: the
    // text less each of its last sixteen. Long inputs: their first three
    // and last three only, as their middles are read as the same blocks.
    std::size_t const most = std::min<std::size_t>(text.size(), text.size() <= 256 ? 16 : 3);
    for (std::size_t cut = 0; cut <= most; ++cut) {
        compare(text.substr(cut));
        if (cut != 0) compare(text.substr(0, text.size() - cut));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
