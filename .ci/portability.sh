#!/usr/bin/env bash
# The library built with clang 14 and libc++, warnings as errors: the code
# must not lean on libstdc++ or glibc (g++ 12 with libstdc++ is the default
# build; the fuzzers cover clang with libstdc++). The library alone: ICU
# and Boost.Locale in Debian are built against libstdc++, so nothing
# linked against them is built here.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CXX=${IRI_LIBCXX_CXX:-clang++-14} CXXFLAGS=-stdlib=libc++ \
  cmake -S . -B "${IRI_LIBCXX_BUILD:-build-libcxx}" -G Ninja -DIRI_BUILD_TESTS=OFF
cmake --build "${IRI_LIBCXX_BUILD:-build-libcxx}" --target iri
echo "portability: the library builds with clang 14 and libc++"
