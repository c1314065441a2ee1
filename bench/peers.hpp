// What the benchmarks that time peers side by side share (parse_bench.cpp,
// resolve_bench.cpp): the result of a pass, a peer and finding it by name,
// and the one pass --callgrind-one measures.
#pragma once

#include "callgrind_result.hpp"

#include <valgrind/callgrind.h>

#include <cstddef>
#include <cstdio>
#include <string_view>
#include <type_traits>

namespace iri_bench {

// What a pass returns: how many inputs the peer accepted (lines valid,
// pairs resolved), and a checksum of what it computed, so that no part of
// the work is dead code.
struct pass_result {
    std::size_t accepted = 0;
    std::size_t checksum = 0;
    friend bool operator==(pass_result const&, pass_result const&) = default;
};

// Every checksum ends here, so no pass can be optimised away.
inline std::size_t volatile sink = 0;

// Keeps the compiler from moving memory accesses across the clock reads or
// from treating two passes over the same inputs as one.
inline void clobber_memory() noexcept { asm volatile("" ::: "memory"); }

// One of the implementations timed side by side: its name (for --peer,
// --callgrind-one and the tables), its pass over all the inputs of a file,
// and what that pass calls, for --help.
template <class Inputs>
struct peer_of {
    std::string_view name;
    pass_result (*pass)(Inputs);
    std::string_view what;
};

// The peer called `name`, or nullptr.
template <class Inputs, std::size_t N>
peer_of<Inputs> const* find_peer(peer_of<Inputs> const (&peers)[N], std::string_view name) {
    for (peer_of<Inputs> const& p : peers)
        if (p.name == name) return &p;
    return nullptr;
}

// --list: the peers' names, one a line.
template <class Inputs, std::size_t N>
void print_peer_names(peer_of<Inputs> const (&peers)[N]) {
    for (peer_of<Inputs> const& p : peers) std::printf("%.*s\n", static_cast<int>(p.name.size()), p.name.data());
}

// --help's list of the peers: each name, padded to `width` columns, and
// what its pass calls.
template <class Inputs, std::size_t N>
void print_peer_descriptions(std::FILE* out, peer_of<Inputs> const (&peers)[N], int width) {
    for (peer_of<Inputs> const& p : peers)
        std::fprintf(out, "  %-*.*s %.*s\n", width, static_cast<int>(p.name.size()), p.name.data(),
                     static_cast<int>(p.what.size()), p.what.data());
}

// --callgrind-one: one pass of `p` over `inputs`, the only instrumented code
// under `valgrind --tool=callgrind --instr-atstart=no` (outside valgrind the
// macros do nothing); then the line bench/callgrind.sh reads, where `lines`
// and `bytes` describe the inputs. Returns the exit status.
template <class Inputs>
int callgrind_pass(peer_of<Inputs> const& p, std::type_identity_t<Inputs> inputs, std::string_view file,
                   std::size_t lines, std::size_t bytes) {
    CALLGRIND_START_INSTRUMENTATION;
    pass_result const r = p.pass(inputs);
    CALLGRIND_STOP_INSTRUMENTATION;
    sink = sink + r.checksum;
    print_callgrind_result(p.name, file, lines, bytes, r.accepted);
    return 0;
}

}  // namespace iri_bench
