#!/usr/bin/env bash
# CI stage "peers": the default build tree (build/, from the newcomer stage)
# configured again with -DIRI_FUZZ_PEERS=ON, which requires Boost.URL,
# uriparser, libcurl and serd; the fuzz replay and the differential report
# then compare ours with every one of them. Only what the option changes
# is rebuilt, and only the tests the peers take part in run: the other
# fuzz_ tests ran in the newcomer stage on the same build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cmake -S . -B build -G Ninja -DIRI_FUZZ_PEERS=ON
cmake --build build
ctest --test-dir build --output-on-failure --no-tests=error -j 2 -R '^fuzz_(replay|differential)$'
