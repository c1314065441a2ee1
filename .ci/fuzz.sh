#!/usr/bin/env bash
# The fuzzing and sanitizer checks of CI (called by .ci/run):
#
#  1. the libFuzzer targets, built with clang in their own build directory,
#     each run briefly from the committed seeds and regression corpus;
#  2. every target of the default build, tests included, built with clang,
#     -DIRI_SANITIZE=address,undefined and Boost 1.74 in another, and
#     ctest;
#  3. the tool built with clang and -DIRI_SANITIZE=thread in a third, and
#     the --jobs tests (tests/tools/cli_jobs_test.sh): every command on N
#     threads;
#  4. two targets built for AFL++ by fuzz/oss-fuzz/build.sh (OSS-Fuzz's
#     build script, run here with the variables OSS-Fuzz sets) and run
#     briefly under afl-fuzz.
#
# Any finding fails the script (after every step ran): a crash, sanitizer
# report, leak, timeout, out-of-memory or failed invariant in a fuzzer, an
# AFL++ crash or hang, or a failing test. So does a run that proves nothing
# (fuzz/gates/gates.sh, tested by ctest fuzz_gates): an empty target list,
# a libFuzzer target that executed no input or read none of its seeds, an
# AFL++ run with no execution, or AFL++ not installed. The inputs a fuzzer
# saves are listed; fuzz/README.md says how to keep one in
# fuzz/regression/. The peers (Boost.URL, uriparser, libcurl, serd) are
# required in the fuzzer builds (-DIRI_FUZZ_PEERS=ON).
#
# The libFuzzer targets run two at a time (IRI_FUZZ_PARALLEL), one per
# core, each for its full IRI_FUZZ_SECONDS: 22 targets at 10 s are 11
# rounds, 1 min 50 s (a smoke test of every target on every change, which
# CI's 40-minute budget allows; the campaigns of fuzz/README.md run for
# hours). The time of each phase is
# printed at the end.
#
# Environment (all optional):
#   IRI_FUZZ_SECONDS   time per fuzz target (10)
#   IRI_FUZZ_PARALLEL  fuzz targets run at once (2)
#   IRI_FUZZ_CXX       clang++ for the fuzzers and sanitizer trees (clang++-14, else clang++)
#   IRI_FUZZ_CC        clang for the C test in the sanitizer tree (clang-14, else clang)
#   IRI_JOBS           build parallelism (2)
#   IRI_FUZZ_BUILD     fuzzer build directory (build-fuzz)
#   IRI_SANITIZE_BUILD sanitizer build directory (build-sanitize)
#   IRI_THREAD_BUILD   thread sanitizer build directory (build-thread)
#   IRI_AFL_BUILD      AFL++ build directory (build-afl)
#   IRI_AFL_SECONDS    time per AFL++ run (15)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

seconds=${IRI_FUZZ_SECONDS:-10}
jobs=${IRI_JOBS:-2}
fuzz_build=${IRI_FUZZ_BUILD:-$root/build-fuzz}
sanitize_build=${IRI_SANITIZE_BUILD:-$root/build-sanitize}
thread_build=${IRI_THREAD_BUILD:-$root/build-thread}
afl_build=${IRI_AFL_BUILD:-$root/build-afl}
afl_seconds=${IRI_AFL_SECONDS:-15}
parallel=${IRI_FUZZ_PARALLEL:-2}
cxx=${IRI_FUZZ_CXX:-$(command -v clang++-14 || command -v clang++ || true)}
cc=${IRI_FUZZ_CC:-$(command -v clang-14 || command -v clang || true)}
if [[ -z $cxx || -z $cc ]]; then
  echo "fuzz.sh: no clang and clang++ (Debian: apt-get install clang-14 libclang-rt-14-dev)" >&2
  exit 1
fi
# The fuzzer and sanitizer trees check rather than measure: -O1, as
# sanitizers and fuzzers are usually built, compiles in about half the
# time of the default -O3; NDEBUG as in the default build. Built with a
# sanitizer, the randomized oracle tests run a quarter of their rounds,
# and the tests that walk every code point a quarter of them
# (oracle_rounds, exhaustive_step, tests/support/support.hpp): every
# round and every code point run in the default build of the newcomer
# stage. The AFL++ build takes the flags OSS-Fuzz sets for an
# AddressSanitizer build.
checking_flags="-O1 -DNDEBUG"
oss_fuzz_flags="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address,undefined -fno-sanitize-recover=all"
# shellcheck source=fuzz/gates/gates.sh
source fuzz/gates/gates.sh
findings=()

# The time of each phase, printed at the end, also when a build stops the
# script (set -e): the phase that was running is named as unfinished.
phase_names=()
phase_times=()
phase=""
phase_begin() {
  phase=$1
  phase_start=$SECONDS
}
phase_end() {
  phase_names+=("$phase")
  phase_times+=("$((SECONDS - phase_start)) s${1:+ ($1)}")
  phase=""
}
print_times() {
  echo "== fuzz.sh: time per phase"
  local i
  for i in "${!phase_names[@]}"; do
    printf '  %-22s %s\n' "${phase_names[$i]}" "${phase_times[$i]}"
  done
  if [[ -n $phase ]]; then
    printf '  %-22s %s\n' "$phase" "$((SECONDS - phase_start)) s (did not finish)"
  fi
  printf '  %-22s %s\n' "total" "$SECONDS s"
}
trap print_times EXIT

# 1. Fuzzers. Warnings stay fatal: clang's differ from g++'s, and one of them
# (-Wmismatched-tags) once pointed at two rules sharing an X3 rule ID.
phase_begin "build fuzzers"
echo "== fuzzers: building with $cxx in $fuzz_build"
cmake -S . -B "$fuzz_build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" \
      -DCMAKE_CXX_FLAGS_RELEASE="$checking_flags" -DIRI_BUILD_FUZZERS=ON -DIRI_BUILD_TESTS=OFF -DIRI_FUZZ_PEERS=ON
cmake --build "$fuzz_build" -j "$jobs"
phase_end

# One target for its full time, into its own log; its exit status into
# $target.status for the gate, read once every target has finished.
run_target() {
  local target=$1 status=0
  # A fresh corpus directory each run: new inputs go there (the first
  # directory), never into the committed seeds/ and regression/.
  local corpus=$fuzz_build/corpus/$target artifacts=$fuzz_build/artifacts/$target
  rm -rf "$corpus" "$artifacts"
  mkdir -p "$corpus" "$artifacts"
  "$fuzz_build/fuzz/fuzz_$target" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -dict=fuzz/iri.dict -print_final_stats=1 \
      -artifact_prefix="$artifacts/" \
      "$corpus" fuzz/seeds fuzz/regression >"$fuzz_build/$target.log" 2>&1 || status=$?
  echo "$status" >"$fuzz_build/$target.status"
}

phase_begin "run fuzzers"
targets=()
if why=$(gate_targets "$fuzz_build/fuzz/targets.txt"); then
  mapfile -t targets < <(grep '[^[:space:]]' "$fuzz_build/fuzz/targets.txt")
else
  findings+=("$why")
fi
# $parallel at a time: libFuzzer runs on one core, and a target waits for
# a slot, not for the slowest of a batch.
echo "== fuzzers: ${#targets[@]} targets, ${seconds}s each, $parallel at a time"
running=0
for target in "${targets[@]}"; do
  if [[ $running -ge $parallel ]]; then
    wait -n || true
    running=$((running - 1))
  fi
  echo "== fuzz_$target: ${seconds}s"
  rm -f "$fuzz_build/$target.status" "$fuzz_build/$target.log"
  run_target "$target" &
  running=$((running + 1))
done
wait
# The findings, in the order of targets.txt.
for target in "${targets[@]}"; do
  log=$fuzz_build/$target.log
  status=$(cat "$fuzz_build/$target.status" 2>/dev/null || echo 255)
  echo "-- fuzz_$target (exit $status)"
  grep -E '^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units' "$log" || true
  if ! why=$(gate_libfuzzer "fuzz_$target" "$log" "$status" "$fuzz_build/artifacts/$target"); then
    tail -n 60 "$log" || true
    mapfile -t -O "${#findings[@]}" findings <<<"$why"
  fi
done
phase_end

# 2. Every target of the default build, tests included, built by clang
# (the newcomer stage builds them with g++) with warnings as errors, under
# ASan and UBSan, against the oldest Boost the library supports: Debian's
# 1.74, unpacked beside the installed 1.81 by .ci/boost-1.74.sh (the
# newcomer stage runs the same tests against 1.81); and ctest. clang's
# UBSan checks more than GCC's (enum values, function types). Without the
# peers: Boost.URL is a library of 1.81, and the peers stage compares with
# all four.
phase_begin "sanitizer build"
boost_174=$(bash .ci/boost-1.74.sh | tail -n 1)
echo "== sanitizers: building everything with $cxx, address,undefined and Boost 1.74 ($boost_174) in $sanitize_build"
cmake -S . -B "$sanitize_build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_C_COMPILER="$cc" \
      -DCMAKE_CXX_FLAGS_RELEASE="$checking_flags" -DCMAKE_C_FLAGS_RELEASE="$checking_flags" \
      -DIRI_SANITIZE=address,undefined \
      -DBoost_ROOT="$boost_174/usr" -DBoost_NO_SYSTEM_PATHS=ON
# Both the headers' and Boost.Locale's CMake files must be 1.74's.
grep -q '^Boost_DIR:PATH=.*/Boost-1\.74\.' "$sanitize_build/CMakeCache.txt" &&
  grep -q '^boost_locale_DIR:PATH=.*/boost_locale-1\.74\.' "$sanitize_build/CMakeCache.txt" ||
  { echo "fuzz.sh: $sanitize_build did not find Boost 1.74" >&2; exit 1; }
cmake --build "$sanitize_build" -j "$jobs"
phase_end
phase_begin "sanitizer ctest"
UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir "$sanitize_build" --output-on-failure -j "$jobs" ||
  findings+=("ctest under address,undefined in $sanitize_build (see above)")
phase_end

# 3. --jobs N under ThreadSanitizer: the line engine's hand-overs, and the
# library's shared state (ICU instances, spoof checker, IDNA) seen from
# several threads. Only the tool is built, by clang.
phase_begin "thread build"
echo "== threads: building the tool with $cxx and thread in $thread_build"
cmake -S . -B "$thread_build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_C_COMPILER="$cc" \
      -DCMAKE_CXX_FLAGS_RELEASE="$checking_flags" -DIRI_SANITIZE=thread -DIRI_BUILD_TESTS=OFF
cmake --build "$thread_build" -j "$jobs" --target iri_tool
phase_end
phase_begin "thread test"
TSAN_OPTIONS=halt_on_error=1 IRI_SANITIZED=1 bash tests/tools/cli_jobs_test.sh "$thread_build/tools/iri" ||
  findings+=("cli_jobs_test.sh under thread in $thread_build (see above)")
phase_end

# 4. The same targets for AFL++, built by the OSS-Fuzz build script
# (fuzz/oss-fuzz/build.sh) with the variables the infrastructure sets, as
# OSS-Fuzz builds them for its AFL++ engine, here with the peers
# (IRI_FUZZ_PEERS=ON), which OSS-Fuzz's image lacks: the two that run
# briefly (IRI_FUZZ_TARGETS; step 1 compiled every target). Without AFL++ this step cannot run, which is a failure, not a
# skip. A hang fails as a libFuzzer timeout does, at the same 10 s (-t):
# AFL++'s own timeout, scaled from the seeds' times, would count a slow
# input under ASan as a hang.
phase_begin "AFL build"
afl_targets=(parse_IRI_reference differential)
if why=$(gate_afl_tools); then
  echo "== AFL++: fuzz/oss-fuzz/build.sh with afl-clang-fast++ in $afl_build"
  mkdir -p "$afl_build/out" "$afl_build/work"
  OUT=$afl_build/out WORK=$afl_build/work FUZZING_ENGINE=afl IRI_FUZZ_PEERS=ON \
    CC=afl-clang-fast CXX=afl-clang-fast++ \
    CFLAGS="$oss_fuzz_flags" CXXFLAGS="$oss_fuzz_flags" \
    LIB_FUZZING_ENGINE=-fsanitize=fuzzer AFL_QUIET=1 IRI_FUZZ_TARGETS="${afl_targets[*]}" bash fuzz/oss-fuzz/build.sh
  phase_end
  phase_begin "AFL runs"
  for target in "${afl_targets[@]}"; do
    rm -rf "$afl_build/findings-$target" "$afl_build/in-$target"
    mkdir -p "$afl_build/in-$target"
    (cd "$afl_build/in-$target" && unzip -q "$afl_build/out/fuzz_${target}_seed_corpus.zip")
    echo "== afl-fuzz fuzz_$target: ${afl_seconds}s"
    AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 \
      timeout $((afl_seconds + 60)) afl-fuzz -i "$afl_build/in-$target" -o "$afl_build/findings-$target" \
      -V "$afl_seconds" -t 10000 -x "$afl_build/out/fuzz_$target.dict" -- "$afl_build/out/fuzz_$target" \
      >"$afl_build/afl-$target.log" 2>&1 || findings+=("afl-fuzz fuzz_$target did not run (see $afl_build/afl-$target.log)")
    grep -E '^(execs_done|corpus_count|saved_crashes|saved_hangs) ' "$afl_build/findings-$target/default/fuzzer_stats" 2>/dev/null || true
    if ! why=$(gate_afl "afl-fuzz fuzz_$target" "$afl_build/findings-$target/default"); then
      mapfile -t -O "${#findings[@]}" findings <<<"$why"
    fi
  done
  phase_end
else
  findings+=("$why")
  phase_end "not run"
  phase_begin "AFL runs"
  phase_end "not run"
fi

if [[ ${#findings[@]} -gt 0 ]]; then
  echo "== fuzz.sh: findings (fuzzer inputs under $fuzz_build/artifacts/, logs $fuzz_build/*.log):" >&2
  printf '  %s\n' "${findings[@]}" >&2
  exit 1
fi
echo "== fuzz.sh: no finding"
