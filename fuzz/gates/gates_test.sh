#!/usr/bin/env bash
# ctest fuzz_gates: each gate of gates.sh (the decisions of .ci/fuzz.sh)
# fed a planted failure must fail, with a message, and fed a good run must
# pass. The logs are cut from real libFuzzer 14 and AFL++ 4 output.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=fuzz/gates/gates.sh
source "$here/gates.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

# expect pass|fail DESCRIPTION GATE ARGS...
expect() {
    local want=$1 what=$2 message status
    shift 2
    message=$("$@")
    status=$?
    if [[ $want == fail && $status -ne 0 && -n $message ]]; then
        echo "ok (fails) $what: ${message//$'\n'/; }"
    elif [[ $want == pass && $status -eq 0 && -z $message ]]; then
        echo "ok (passes) $what"
    else
        echo "FAIL: $what: expected the gate to $want; status $status, message: ${message:-none}"
        failures=$((failures + 1))
    fi
}

# A libFuzzer log; the arguments replace its seed, INITED and final lines.
libfuzzer_log() {
    local seed_line=$1 inited_line=$2 units_line=$3
    cat <<LOG
INFO: Running with entropic power schedule (0xFF, 100).
INFO: Seed: 1630571104
INFO: Loaded 1 modules   (41234 inline 8-bit counters): 41234 [0x5f1e40, 0x5fbf52),
INFO: -max_len is not provided; libFuzzer will not generate inputs larger than 4096 bytes
INFO:        0 files found in build-fuzz/corpus/parse_IRI
INFO:      200 files found in fuzz/seeds
INFO:       12 files found in fuzz/regression
$seed_line
$inited_line
#4096	pulse  cov: 3380 ft: 9100 corp: 180/6Kb lim: 43 exec/s: 2048 rss: 120Mb
#61234	DONE   cov: 3501 ft: 9811 corp: 310/12Kb lim: 4096 exec/s: 2041 rss: 180Mb
Done 61234 runs in 31 second(s)
$units_line
stat::average_exec_per_sec:     2041
stat::new_units_added:          140
stat::slowest_unit_time_sec:    0
stat::peak_rss_mb:              180
LOG
}
good_seed='INFO: seed corpus: files: 212 min: 1b max: 1400b total: 9876b rss: 60Mb'
good_inited='#213	INITED cov: 3368 ft: 9004 corp: 170/5Kb exec/s: 0 rss: 90Mb'
good_units='stat::number_of_executed_units: 61234'

mkdir -p "$tmp/artifacts-empty" "$tmp/artifacts-crash"
libfuzzer_log "$good_seed" "$good_inited" "$good_units" >"$tmp/good.log"
expect pass "libFuzzer: a good run" gate_libfuzzer fuzz_x "$tmp/good.log" 0 "$tmp/artifacts-empty"
libfuzzer_log "$good_seed" "$good_inited" 'stat::number_of_executed_units: 0' >"$tmp/no-units.log"
expect fail "libFuzzer: 0 executed units" gate_libfuzzer fuzz_x "$tmp/no-units.log" 0 "$tmp/artifacts-empty"
libfuzzer_log "$good_seed" "$good_inited" '' >"$tmp/no-stats.log"
expect fail "libFuzzer: no final statistics" gate_libfuzzer fuzz_x "$tmp/no-stats.log" 0 "$tmp/artifacts-empty"
libfuzzer_log 'INFO: A corpus is not provided, starting from an empty corpus' \
    '#2	INITED exec/s: 0 rss: 40Mb' "$good_units" >"$tmp/no-seeds.log"
expect fail "libFuzzer: no seed input read" gate_libfuzzer fuzz_x "$tmp/no-seeds.log" 0 "$tmp/artifacts-empty"
libfuzzer_log "$good_seed" '' "$good_units" >"$tmp/no-inited.log"
expect fail "libFuzzer: seed corpus not run to the end" gate_libfuzzer fuzz_x "$tmp/no-inited.log" 0 "$tmp/artifacts-empty"
printf 'http://[' >"$tmp/artifacts-crash/crash-da39a3ee5e6b4b0d3255bfef95601890afd80709"
expect fail "libFuzzer: a crash artifact" gate_libfuzzer fuzz_x "$tmp/good.log" 0 "$tmp/artifacts-crash"
# The finding carries its input, so the CI log alone reproduces it.
if gate_libfuzzer fuzz_x "$tmp/good.log" 0 "$tmp/artifacts-crash" | grep -q 'in hex: 687474703a2f2f5b$'; then
    echo "ok (fails) libFuzzer: a crash artifact's bytes are in the message"
else
    echo "FAIL: libFuzzer: the message does not give the crash artifact's bytes in hex"
    failures=$((failures + 1))
fi
expect fail "libFuzzer: a non-zero exit status" gate_libfuzzer fuzz_x "$tmp/good.log" 1 "$tmp/artifacts-empty"
expect fail "libFuzzer: no log" gate_libfuzzer fuzz_x "$tmp/missing.log" 0 "$tmp/artifacts-empty"

# AFL++ output directories (-o DIR: DIR/default).
afl_dir() {
    local dir=$tmp/$1 execs=$2 crashes=$3 hangs=$4
    mkdir -p "$dir/crashes" "$dir/hangs" "$dir/queue"
    cat >"$dir/fuzzer_stats" <<STATS
start_time        : 1700000000
last_update       : 1700000015
run_time          : 15
fuzzer_pid        : 4242
execs_done        : $execs
execs_per_sec     : 8104.13
corpus_count      : 723
saved_crashes     : $crashes
saved_hangs       : $hangs
bitmap_cvg        : 47.00%
STATS
    echo "$dir"
}
expect pass "AFL++: a good run" gate_afl fuzz_x "$(afl_dir good 121562 0 0)"
expect fail "AFL++: saved_hangs 1" gate_afl fuzz_x "$(afl_dir hang 121562 0 1)"
d=$(afl_dir hang-file 121562 0 0)
printf 'x' >"$d/hangs/id:000000,src:000001,time:1,execs:2,op:havoc,rep:2"
expect fail "AFL++: a file in hangs/ (saved_hangs 0)" gate_afl fuzz_x "$d"
expect fail "AFL++: execs_done 0" gate_afl fuzz_x "$(afl_dir idle 0 0 0)"
expect fail "AFL++: saved_crashes 1" gate_afl fuzz_x "$(afl_dir crash 121562 1 0)"
expect fail "AFL++: no fuzzer_stats" gate_afl fuzz_x "$tmp/never-ran"

# The target list.
: >"$tmp/targets-empty.txt"
printf '\n  \n' >"$tmp/targets-blank.txt"
printf 'parse_IRI\nresolve\n' >"$tmp/targets.txt"
expect pass "targets: two targets" gate_targets "$tmp/targets.txt"
expect fail "targets: an empty list" gate_targets "$tmp/targets-empty.txt"
expect fail "targets: blank lines only" gate_targets "$tmp/targets-blank.txt"
expect fail "targets: no list" gate_targets "$tmp/no-targets.txt"

# The AFL++ tools: a PATH without them, and one with stand-ins.
mkdir -p "$tmp/no-afl" "$tmp/afl"
for tool in afl-clang-fast afl-clang-fast++ afl-fuzz; do
    printf '#!/bin/sh\n' >"$tmp/afl/$tool"
    chmod +x "$tmp/afl/$tool"
done
expect fail "AFL++ missing" env PATH="$tmp/no-afl" "$BASH" -c "source '$here/gates.sh' && gate_afl_tools"
rm "$tmp/afl/afl-fuzz"
expect fail "AFL++: afl-fuzz missing" env PATH="$tmp/afl" "$BASH" -c "source '$here/gates.sh' && gate_afl_tools"
printf '#!/bin/sh\n' >"$tmp/afl/afl-fuzz"
chmod +x "$tmp/afl/afl-fuzz"
expect pass "AFL++ present" env PATH="$tmp/afl" "$BASH" -c "source '$here/gates.sh' && gate_afl_tools"

if [[ $failures -eq 0 ]]; then
    echo "all gates behaved"
    exit 0
fi
echo "$failures gates misbehaved"
exit 1
