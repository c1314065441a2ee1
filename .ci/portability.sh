#!/usr/bin/env bash
# Beyond g++ and libstdc++ (CI stage "portability", after the default build):
#
#  1. the C API test (tests/capi/capi_test.c) built with clang, as a C user
#     of the other compiler would, against the libiri.so that g++ built in
#     build/, and run;
#  2. the library built with clang 14 and libc++, warnings as errors: the
#     code must not lean on libstdc++ or glibc. The library alone: ICU and
#     Boost.Locale in Debian are built against libstdc++, so nothing linked
#     against them is built here.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cc=${IRI_OTHER_CC:-clang-14}
shared=build/shared/libiri.so
[[ -e $shared ]] || { echo "portability: no $shared (run the default build first)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cc" -std=c11 -Wall -Wextra -Werror -Iinclude tests/capi/capi_test.c -o "$out/capi_test" \
  "$shared" -pthread -Wl,-rpath,"$PWD/build/shared"
"$out/capi_test"
echo "portability: the C API test built with $cc passes against g++'s libiri.so"

# -O0 (build type None: no flags of CMake's own): what is checked is that
# the code compiles, and clang's warnings come from its front end.
CXX=${IRI_LIBCXX_CXX:-clang++-14} CXXFLAGS="-stdlib=libc++ -O0" \
  cmake -S . -B "${IRI_LIBCXX_BUILD:-build-libcxx}" -G Ninja -DCMAKE_BUILD_TYPE=None \
        -DIRI_BUILD_TESTS=OFF -DIRI_SHARED_LIBRARY=OFF
cmake --build "${IRI_LIBCXX_BUILD:-build-libcxx}" --target iri
echo "portability: the library builds with clang 14 and libc++"
