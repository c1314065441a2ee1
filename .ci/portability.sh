#!/usr/bin/env bash
# Beyond g++ and libstdc++ (CI stage "portability", after the default build):
#
#  1. the C API tests (tests/capi/capi_test.c, url_test.c) built with
#     clang, as a C user of the other compiler would, against the libiri.so
#     that g++ built in build/, and run;
#  2. with clang 14 and libc++, warnings as errors (the code must not lean
#     on libstdc++ or glibc): the whole library compiled (every source of
#     iri_objects, target iri), and the tests that link neither ICU nor
#     Boost.Locale built and run under ctest. Debian builds ICU and
#     Boost.Locale against libstdc++, so no libc++ program may link them:
#     CMake finds that out (IRI_LIBCXX, cmake/libcxx.cmake) and then
#     builds the tests on the library's objects that need neither (iri_libcxx:
#     grammar, parse and validate, diagnosis and explain, the ABNF engine and
#     the embedded grammars, the scheme grammars, resolve, RFC 2396,
#     remove_dot_segments, relativize, extract, LEIRI, error messages), and
#     from tests/ the files that exercise only those (tests/libcxx.cmake:
#     iri_libcxx_tests and iri_libcxx_abnf_tests, iri_tests and
#     iri_abnf_tests less the files that reach NFC, IDNA, bidi properties,
#     the charsets, check, normalize and compare, to_uri and to_iri, prepare
#     and display). libiri.so, the tool, the C API tests, the CLI tests and
#     the other tests need those objects and are not built here. The
#     library is compiled at -O0 (build type None), as what is checked is
#     that it compiles; the randomized comparisons with the ABNF run a
#     quarter of their rounds there, as in a sanitizer build (oracle_rounds,
#     tests/support/support.hpp). It prints the test cases and assertions
#     run with libc++, and fails if the stage built or ran less than that,
#     or if ctest lists any test as not run.
#     This build defines IRI_NO_SIMD (unicode/simd.hpp): the library's
#     byte scans take their portable forms, those every CPU without SSE2
#     runs, so the grammar's tests check them whole as well (the default
#     build checks the sixteen-byte forms, and tests/unicode/scan_forms.cpp
#     holds the two to the same answers).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cc=${IRI_OTHER_CC:-clang-14}
shared=build/shared/libiri.so
[[ -e $shared ]] || { echo "portability: no $shared (run the default build first)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for test in capi_test url_test; do
  "$cc" -std=c11 -Wall -Wextra -Werror -Iinclude "tests/capi/$test.c" -o "$out/$test" \
    "$shared" -pthread -Wl,-rpath,"$PWD/build/shared"
  "$out/$test"
done
echo "portability: the C API tests built with $cc pass against g++'s libiri.so"

# -O0 (build type None: no flags of CMake's own): what is checked is that
# the code compiles, and clang's warnings come from its front end; and that
# the tests that can link pass.
build=${IRI_LIBCXX_BUILD:-build-libcxx}
CXX=${IRI_LIBCXX_CXX:-clang++-14} CXXFLAGS="-stdlib=libc++ -O0 -DIRI_NO_SIMD" \
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=None \
        -DIRI_BUILD_TESTS=ON -DIRI_SHARED_LIBRARY=OFF
grep -q '^CMAKE_CXX_FLAGS:STRING=.*-DIRI_NO_SIMD' "$build/CMakeCache.txt" \
  || { echo "portability: $build is not built with IRI_NO_SIMD (a build directory left from before?)" >&2; exit 1; }
# The libc++ test build, not the full one: CMake detected libc++ and a
# Boost.Locale it cannot link (otherwise the full suite would be built).
grep -qx 'IRI_LIBCXX:INTERNAL=1' "$build/CMakeCache.txt" \
  || { echo "portability: CMake did not detect libc++ in $build" >&2; exit 1; }
grep -qx 'IRI_LIBCXX_LINKS_BOOST_LOCALE:INTERNAL=' "$build/CMakeCache.txt" \
  || { echo "portability: a libc++ program links Boost.Locale here: build the full suite instead" >&2; exit 1; }
cmake --build "$build" --target iri iri_libcxx_tests iri_libcxx_abnf_tests
echo "portability: the library and its libc++ tests build with clang 14 and libc++, portable scans (IRI_NO_SIMD)"

# One ctest test per Catch2 test case; each prints Catch2's summary, which
# LastTest.log keeps: the counts below are summed from those, per program.
# Every registered test must run and pass: none disabled or skipped (ctest
# -N first, as it rewrites LastTest.log).
registered=$(ctest --test-dir "$build" -N | awk '/^Total Tests:/ { print $3 }')
ctest --test-dir "$build" --no-tests=error -j "$(nproc)" --output-on-failure
awk -v registered="$registered" '
  /^Command: / { program = $2; gsub(/"/, "", program); sub(/.*\//, "", program) }
  /^All tests passed \([0-9]+ assertions? in 1 test case\)/ {
    cases[program]++; assertions[program] += substr($4, 2)
  }
  END {
    status = 0
    split("iri_libcxx_tests iri_libcxx_abnf_tests", expected, " ")
    for (i = 1; i in expected; i++) {
      p = expected[i]
      if (!cases[p]) { print "portability: no test case of " p " ran" > "/dev/stderr"; status = 1 }
      total_cases += cases[p]; total_assertions += assertions[p]
      printf "portability: libc++: %s: %d assertions in %d test cases passed\n", p, assertions[p], cases[p]
    }
    printf "portability: libc++: all tests passed (%d assertions in %d test cases)\n", total_assertions, total_cases
    if (total_cases != registered) {
      printf "portability: %d test cases passed of the %d ctest registered\n", total_cases, registered > "/dev/stderr"
      status = 1
    }
    exit status
  }' "$build/Testing/Temporary/LastTest.log"
