// The line a --callgrind-one pass prints when it is done. bench/callgrind.sh
// reads its fields by name, so every benchmark binary prints it here, in
// one format.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string_view>

namespace iri_bench {

inline void print_callgrind_result(std::string_view peer, std::string_view file, std::size_t lines, std::size_t bytes,
                                   std::size_t accepted) {
    std::printf("peer %.*s file %.*s lines %zu bytes %zu accepted %zu\n", static_cast<int>(peer.size()), peer.data(),
                static_cast<int>(file.size()), file.data(), lines, bytes, accepted);
}

}  // namespace iri_bench
