// libFuzzer target: the byte scans that read sixteen bytes at a time
// (unicode/ascii_scan.hpp, unicode/right_to_left_scan.hpp,
// whatwg/scans.hpp) give the answers of their portable forms, which every
// CPU without SSE2 runs, on any bytes: from every start and to every end
// within sixteen bytes of the input's, so that each byte meets every lane
// of a block and the tails that are read as the last sixteen bytes.
#include "fuzz/check.hpp"
#include "fuzz/scan_forms.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void check(std::string_view text) {
    // Long inputs: their ends only, as their middles are read as the same
    // blocks from every start.
    std::size_t const most = std::min<std::size_t>(text.size(), text.size() <= 256 ? 16 : 3);
    for (std::size_t front = 0; front <= most; ++front)
        for (std::size_t back = 0; front + back <= text.size() && back <= most; ++back) {
            std::string_view const part = text.substr(front, text.size() - front - back);
            std::string_view const scan = iri_fuzz::scan_forms_disagree(part);
            if (!scan.empty())
                iri_fuzz::fail(std::string(scan).append(": the two forms disagree").c_str(), __FILE__, __LINE__);
        }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
