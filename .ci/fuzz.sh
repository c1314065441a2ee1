#!/usr/bin/env bash
# The fuzzing and sanitizer checks of CI (called by .ci/run):
#
#  1. the libFuzzer targets, built with clang in their own build directory,
#     each run briefly from the committed seeds and regression corpus;
#  2. the unit tests (with the corpus replay and the resource bounds),
#     built with -DIRI_SANITIZE=address,undefined in another, and ctest;
#  3. the tool built with -DIRI_SANITIZE=thread in a third, and the --jobs
#     tests (tests/tools/cli_jobs_test.sh): every command on N threads;
#  4. the targets built for AFL++ by fuzz/oss-fuzz/build.sh (OSS-Fuzz's
#     build script, run here with the variables OSS-Fuzz sets), two of them
#     run briefly under afl-fuzz.
#
# Any finding fails the script (after both steps ran): a crash, sanitizer
# report, leak, timeout, out-of-memory or failed invariant in a fuzzer, or a
# failing test. The inputs a fuzzer saves are listed; fuzz/README.md says how to keep one in
# fuzz/regression/. Budget on 2 cores: two builds of a few minutes each and
# 30 s per fuzz target (18 targets: 9 minutes), the AFL++ build and two
# 15 s AFL++ runs; the whole script (before AFL++ and 3 more targets) took
# 10 min 21 s from empty build directories on the shared 2-core
# development machine.
#
# Environment (all optional):
#   IRI_FUZZ_SECONDS   time per fuzz target (30)
#   IRI_FUZZ_CXX       clang++ for the fuzzers (clang++-14, else clang++)
#   IRI_JOBS           build parallelism (2)
#   IRI_FUZZ_BUILD     fuzzer build directory (build-fuzz)
#   IRI_SANITIZE_BUILD sanitizer build directory (build-sanitize)
#   IRI_THREAD_BUILD   thread sanitizer build directory (build-thread)
#   IRI_AFL_BUILD      AFL++ build directory (build-afl)
#   IRI_AFL_SECONDS    time per AFL++ run (15)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

seconds=${IRI_FUZZ_SECONDS:-30}
jobs=${IRI_JOBS:-2}
fuzz_build=${IRI_FUZZ_BUILD:-$root/build-fuzz}
sanitize_build=${IRI_SANITIZE_BUILD:-$root/build-sanitize}
thread_build=${IRI_THREAD_BUILD:-$root/build-thread}
afl_build=${IRI_AFL_BUILD:-$root/build-afl}
afl_seconds=${IRI_AFL_SECONDS:-15}
cxx=${IRI_FUZZ_CXX:-$(command -v clang++-14 || command -v clang++ || true)}
if [[ -z $cxx ]]; then
  echo "fuzz.sh: no clang++ (Debian: apt-get install clang-14 libclang-rt-14-dev)" >&2
  exit 1
fi

# 1. Fuzzers. Warnings stay fatal: clang's differ from g++'s, and one of them
# (-Wmismatched-tags) once pointed at two rules sharing an X3 rule ID.
echo "== fuzzers: building with $cxx in $fuzz_build"
cmake -S . -B "$fuzz_build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" \
      -DIRI_BUILD_FUZZERS=ON -DIRI_BUILD_TESTS=OFF
cmake --build "$fuzz_build" -j "$jobs"

findings=()
while read -r target; do
  [[ -n $target ]] || continue
  # A fresh corpus directory each run: new inputs go there (the first
  # directory), never into the committed seeds/ and regression/.
  corpus=$fuzz_build/corpus/$target
  artifacts=$fuzz_build/artifacts/$target
  rm -rf "$corpus" "$artifacts"
  mkdir -p "$corpus" "$artifacts"
  log=$fuzz_build/$target.log
  echo "== fuzz_$target: ${seconds}s"
  status=0
  "$fuzz_build/fuzz/fuzz_$target" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -dict=fuzz/iri.dict -print_final_stats=1 \
      -artifact_prefix="$artifacts/" \
      "$corpus" fuzz/seeds fuzz/regression >"$log" 2>&1 || status=$?
  grep -E '^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units' "$log" || true
  if [[ $status -ne 0 ]] || compgen -G "$artifacts/*" >/dev/null; then
    tail -n 60 "$log"
    findings+=("fuzz_$target (exit $status): $(ls "$artifacts" | tr '\n' ' ')")
  fi
done <"$fuzz_build/fuzz/targets.txt"

# 2. Unit tests, corpus replay and resource bounds under ASan and UBSan.
# Not -Werror: GCC 12 with -fsanitize=address at -O3 warns falsely
# (-Wmaybe-uninitialized inside <regex>'s std::function, from Catch2); the
# normal build keeps warnings fatal.
echo "== sanitizers: building the tests with address,undefined in $sanitize_build"
cmake -S . -B "$sanitize_build" -G Ninja -DIRI_SANITIZE=address,undefined -DIRI_WERROR=OFF
cmake --build "$sanitize_build" -j "$jobs"
UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir "$sanitize_build" --output-on-failure -j "$jobs" ||
  findings+=("ctest under address,undefined in $sanitize_build (see above)")

# 3. --jobs N under ThreadSanitizer: the line engine's hand-overs, and the
# library's shared state (ICU instances, spoof checker, IDNA) seen from
# several threads. Only the tool is built.
echo "== threads: building the tool with thread in $thread_build"
cmake -S . -B "$thread_build" -G Ninja -DIRI_SANITIZE=thread -DIRI_WERROR=OFF -DIRI_BUILD_TESTS=OFF
cmake --build "$thread_build" -j "$jobs" --target iri_tool
TSAN_OPTIONS=halt_on_error=1 IRI_SANITIZED=1 bash tests/tools/cli_jobs_test.sh "$thread_build/tools/iri" ||
  findings+=("cli_jobs_test.sh under thread in $thread_build (see above)")

# 4. The same targets for AFL++, built by the OSS-Fuzz build script
# (fuzz/oss-fuzz/build.sh) with the variables the infrastructure sets, as
# OSS-Fuzz builds them for its AFL++ engine; two of them run briefly.
if command -v afl-clang-fast++ >/dev/null; then
  echo "== AFL++: fuzz/oss-fuzz/build.sh with afl-clang-fast++ in $afl_build"
  mkdir -p "$afl_build/out" "$afl_build/work"
  OUT=$afl_build/out WORK=$afl_build/work FUZZING_ENGINE=afl \
    CC=afl-clang-fast CXX=afl-clang-fast++ \
    CFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" \
    CXXFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" \
    LIB_FUZZING_ENGINE=-fsanitize=fuzzer AFL_QUIET=1 bash fuzz/oss-fuzz/build.sh
  for target in parse_IRI_reference differential; do
    rm -rf "$afl_build/findings-$target" "$afl_build/in-$target"
    mkdir -p "$afl_build/in-$target"
    (cd "$afl_build/in-$target" && unzip -q "$afl_build/out/fuzz_${target}_seed_corpus.zip")
    echo "== afl-fuzz fuzz_$target: ${afl_seconds}s"
    AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 \
      timeout $((afl_seconds + 60)) afl-fuzz -i "$afl_build/in-$target" -o "$afl_build/findings-$target" \
      -V "$afl_seconds" -x "$afl_build/out/fuzz_$target.dict" -- "$afl_build/out/fuzz_$target" \
      >"$afl_build/afl-$target.log" 2>&1 || findings+=("afl-fuzz fuzz_$target did not run (see $afl_build/afl-$target.log)")
    grep -E '^(execs_done|corpus_count|saved_crashes|saved_hangs) ' "$afl_build/findings-$target/default/fuzzer_stats" || true
    if compgen -G "$afl_build/findings-$target/default/crashes/id*" >/dev/null; then
      findings+=("afl-fuzz fuzz_$target: crashes in $afl_build/findings-$target/default/crashes")
    fi
  done
fi

if [[ ${#findings[@]} -gt 0 ]]; then
  echo "== fuzz.sh: findings (fuzzer inputs under $fuzz_build/artifacts/, logs $fuzz_build/*.log):" >&2
  printf '  %s\n' "${findings[@]}" >&2
  exit 1
fi
echo "== fuzz.sh: no finding"
