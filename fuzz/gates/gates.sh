# shellcheck shell=bash
# The pass/fail decisions of .ci/fuzz.sh, as functions that read what a
# run left behind (a log, an artifact directory, an AFL++ output
# directory, the target list), so that gates_test.sh can feed each one
# planted failures. Source this file; each gate prints one line per
# problem it finds and returns 1, or prints nothing and returns 0. A run
# that did nothing must fail like a run that found something: a fuzzer
# that executed no input, or never read its seeds, proves nothing.

# The list of libFuzzer targets (build-fuzz/fuzz/targets.txt): present and
# naming at least one target.
#   gate_targets FILE
gate_targets() {
    local file=$1
    if [[ ! -f $file ]]; then
        echo "no target list: $file is missing"
        return 1
    fi
    if ! grep -q '[^[:space:]]' "$file"; then
        echo "no target: $file names none"
        return 1
    fi
}

# One libFuzzer run, started with -print_final_stats=1, the seed
# directories and -artifact_prefix=ARTIFACTS/.
#   gate_libfuzzer NAME LOG STATUS ARTIFACTS
# Fails on: an exit status other than 0 (a crash, sanitizer report,
# timeout, out-of-memory, leak or failed invariant ends libFuzzer with
# one); any file in ARTIFACTS (crash-, leak-, timeout-, oom-, slow-unit-);
# no "stat::number_of_executed_units: N" with N > 0 (the run executed
# nothing, or ended before its final statistics); no "INFO: seed corpus:
# files: N" with N > 0 and no INITED line (libFuzzer did not read, or did
# not finish running, the seed corpus: a directory moved or empty).
gate_libfuzzer() {
    local name=$1 log=$2 status=$3 artifacts=$4 failed=0
    if [[ ! -f $log ]]; then
        echo "$name: no log ($log)"
        return 1
    fi
    if [[ $status -ne 0 ]]; then
        echo "$name: exit status $status"
        failed=1
    fi
    local saved
    saved=$(find "$artifacts" -type f 2>/dev/null | sort | paste -sd ' ' -)
    if [[ -n $saved ]]; then
        echo "$name: saved $saved"
        # What failed and on which input, so that the summary a CI log keeps
        # is enough to reproduce it: the invariant's or sanitizer's line and
        # the target's escaped input (fuzz/check.hpp), else the bytes in hex.
        grep -m 3 -E 'invariant failed|^input \(|^==[0-9]+==ERROR|^SUMMARY' "$log" | sed "s/^/$name: /"
        local file
        for file in $saved; do
            echo "$name: $(basename "$file") in hex: $(head -c 512 "$file" | od -An -tx1 | tr -d ' \n')"
        done
        failed=1
    fi
    local units
    units=$(sed -n 's/^stat::number_of_executed_units: *\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
    if [[ -z $units ]]; then
        echo "$name: no stat::number_of_executed_units in $log (the run did not end normally)"
        failed=1
    elif [[ $units -eq 0 ]]; then
        echo "$name: executed no unit ($log)"
        failed=1
    fi
    local seeds
    seeds=$(sed -n 's/^INFO: seed corpus: files: *\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
    if [[ -z $seeds || $seeds -eq 0 ]]; then
        echo "$name: read no input from its seed corpus ($log has no \"INFO: seed corpus: files: N\", N > 0)"
        failed=1
    elif ! grep -q '^#[0-9][0-9]*[[:space:]][[:space:]]*INITED' "$log"; then
        echo "$name: did not finish its seed corpus of $seeds files (no INITED line in $log)"
        failed=1
    fi
    return $failed
}

# The AFL++ tools .ci/fuzz.sh builds and runs with. Missing, the AFL++
# phase cannot run, which must fail rather than pass in silence.
gate_afl_tools() {
    local tool missing=()
    for tool in afl-clang-fast afl-clang-fast++ afl-fuzz; do
        command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        echo "AFL++: ${missing[*]} not found (Debian: apt-get install afl++)"
        return 1
    fi
}

# One afl-fuzz run: its output directory for the default instance
# (-o DIR gives DIR/default).
#   gate_afl NAME DIR
# Fails on: no fuzzer_stats (afl-fuzz did not run, or did not end
# normally); execs_done 0; saved_crashes > 0 or a file in crashes/;
# saved_hangs > 0 or a file in hangs/ (a hang is an input that ran past
# AFL++'s timeout: a timeout is a finding, as it is under libFuzzer).
gate_afl() {
    local name=$1 dir=$2 failed=0 stats=$2/fuzzer_stats
    if [[ ! -f $stats ]]; then
        echo "$name: no $stats (afl-fuzz did not run to the end)"
        return 1
    fi
    local execs crashes hangs
    execs=$(sed -n 's/^execs_done *: *\([0-9][0-9]*\).*/\1/p' "$stats")
    crashes=$(sed -n 's/^saved_crashes *: *\([0-9][0-9]*\).*/\1/p' "$stats")
    hangs=$(sed -n 's/^saved_hangs *: *\([0-9][0-9]*\).*/\1/p' "$stats")
    if [[ -z $execs || $execs -eq 0 ]]; then
        echo "$name: executed nothing (execs_done ${execs:-missing} in $stats)"
        failed=1
    fi
    if [[ ${crashes:-0} -gt 0 ]] || compgen -G "$dir/crashes/id*" >/dev/null; then
        echo "$name: crashes (saved_crashes ${crashes:-missing}) in $dir/crashes"
        failed=1
    fi
    if [[ ${hangs:-0} -gt 0 ]] || compgen -G "$dir/hangs/id*" >/dev/null; then
        echo "$name: hangs (saved_hangs ${hangs:-missing}) in $dir/hangs"
        failed=1
    fi
    return $failed
}
