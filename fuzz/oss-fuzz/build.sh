#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build script: every fuzz target of
# fuzz/CMakeLists.txt, built with the flags the infrastructure chooses
# ($CC, $CXX, $CFLAGS, $CXXFLAGS carry the sanitizer and the coverage
# instrumentation; $LIB_FUZZING_ENGINE links the engine), copied to $OUT
# with its seed corpus (seeds/ and regression/, zipped) and the dictionary.
#
# Run from the repository's top directory (the Dockerfile's WORKDIR).
# Runs outside OSS-Fuzz too, which is how .ci/fuzz.sh checks it:
#   CC=clang-14 CXX=clang++-14 CFLAGS=... CXXFLAGS=... \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=... WORK=... fuzz/oss-fuzz/build.sh
#
# IRI_FUZZ_PEERS (OFF unless set): OSS-Fuzz's image (Dockerfile) has no
# peer library, and a system library is not instrumented for its
# sanitizers; .ci/fuzz.sh sets ON, which requires the four peers.
# IRI_FUZZ_TARGETS (every target unless set): the names of targets.txt to
# build and copy, for a run of a few of them (.ci/fuzz.sh runs two under
# AFL++; its libFuzzer build compiles every one).
src=$PWD
[[ -f $src/fuzz/oss-fuzz/build.sh ]] || { echo "build.sh: run from the top of the iri repository" >&2; exit 1; }
: "${OUT:?}" "${CC:?}" "${CXX:?}" "${LIB_FUZZING_ENGINE:?}"
build=${WORK:-/tmp}/iri-build
# Only libFuzzer provides LLVMFuzzerMutate, which the structured targets call.
structured=OFF
if [[ ${FUZZING_ENGINE:-libfuzzer} == libfuzzer ]]; then structured=ON; fi

# The optimization level is the infrastructure's ($CXXFLAGS: -O1 on
# OSS-Fuzz); Release adds only NDEBUG, as in the project's default build.
# No precompiled headers: AFL++'s compiler wrappers cannot write one.
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_FLAGS_RELEASE=-DNDEBUG -DCMAKE_CXX_FLAGS_RELEASE=-DNDEBUG \
      -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON \
      -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
      -DIRI_BUILD_FUZZERS=ON -DIRI_BUILD_TESTS=OFF -DIRI_WERROR=OFF \
      -DIRI_FUZZ_SANITIZE=OFF -DIRI_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DIRI_FUZZ_STRUCTURED=$structured \
      -DIRI_FUZZ_PEERS="${IRI_FUZZ_PEERS:-OFF}"
# The targets to build: targets.txt (written by the configure step), or
# those of IRI_FUZZ_TARGETS, each of which must be in it.
mapfile -t targets < <(grep '[^[:space:]]' "$build/fuzz/targets.txt")
if [[ -n ${IRI_FUZZ_TARGETS:-} ]]; then
  for target in $IRI_FUZZ_TARGETS; do
    printf '%s\n' "${targets[@]}" | grep -qx "$target" ||
      { echo "build.sh: IRI_FUZZ_TARGETS names $target, not a fuzz target" >&2; exit 1; }
  done
  read -r -a targets <<<"$IRI_FUZZ_TARGETS"
fi
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

seeds=$(mktemp -d)
cp "$src"/fuzz/seeds/* "$src"/fuzz/regression/* "$seeds"/ 2>/dev/null || true
rm -f "$seeds"/README
for target in "${targets[@]}"; do
  cp "$build/fuzz/fuzz_$target" "$OUT/"
  (cd "$seeds" && zip -q -r "$OUT/fuzz_${target}_seed_corpus.zip" .)
  cp "$src/fuzz/iri.dict" "$OUT/fuzz_$target.dict"
done
rm -rf "$seeds"
