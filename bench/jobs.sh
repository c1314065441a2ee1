#!/usr/bin/env bash
# Bulk mode: the speed-up of `iri COMMAND --jobs N` over `--jobs 1`, wall
# time, side by side in one run.
#
#   bench/jobs.sh [-n REPEATS] [-s SIZE_MB] [-j JOBS] [IRI [BENCH_DATA_DIR]]
#
# Concatenates the corpora of BENCH_DATA_DIR (default ../shared/bench-data
# beside the repository) into one file of about SIZE_MB (default 100) in
# $TMPDIR, then, REPEATS times (default 3), runs each of `iri validate`,
# `iri parse --json` and `iri to-uri` on it with --jobs 1 and --jobs JOBS
# (default 2), alternating, output to /dev/null; and, as the machine's own
# ceiling, JOBS separate `--jobs 1` processes at once, each on its share of
# the lines. Per command it prints the fastest run of each, the speed-up
# (time with --jobs 1 / time with --jobs JOBS), the ceiling (time with
# --jobs 1 / time of the JOBS processes), the same two ratios taken within
# each repeat and their median over the repeats, the CPU time (user +
# system) of the two --jobs runs, and the peak resident memory.
#
# On a shared machine, other tenants slow whole stretches of the run, and
# the fastest runs of two columns may come from different stretches; the
# ratios within one repeat compare runs seconds apart, and their median is
# the steadier figure. Load average and the CPUs this process may use are
# printed before and after; the CPU times show what the threads cost
# whatever the load.
#
# IRI defaults to build/tools/iri under the repository. Needs GNU time
# (/usr/bin/time) for the CPU and memory columns; without it they read "-".
set -euo pipefail

repeats=3
size_mb=100
jobs=2
while getopts "n:s:j:" opt; do
    case $opt in
        n) repeats=$OPTARG ;;
        s) size_mb=$OPTARG ;;
        j) jobs=$OPTARG ;;
        *) echo "usage: $0 [-n REPEATS] [-s SIZE_MB] [-j JOBS] [IRI [BENCH_DATA_DIR]]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
iri=${1:-$here/../build/tools/iri}
data=${2:-$here/../../shared/bench-data}

[[ -x $iri ]] || { echo "$0: no iri binary at $iri (build it, or pass its path)" >&2; exit 2; }
shopt -s nullglob
corpora=("$data"/*.txt)
[[ ${#corpora[@]} -gt 0 ]] || { echo "$0: no *.txt corpus in $data" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/iri-jobs-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
input=$work/input.txt
: >"$input"
while (($(stat -c %s "$input") < size_mb * 1024 * 1024)); do
    cat "${corpora[@]}" >>"$input"
done
lines=$(wc -l <"$input")
bytes=$(stat -c %s "$input")
split -n l/"$jobs" "$input" "$work/part."

cpus() { nproc; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "iri:     $iri ($("$iri" --version))"
echo "input:   $lines lines, $((bytes / 1024 / 1024)) MiB (${corpora[*]##*/}, repeated)"
echo "machine: $(cpus) CPUs usable, $(grep -c ^processor /proc/cpuinfo) in all; load average before: $(load)"
echo

gnu_time=""
[[ -x /usr/bin/time ]] && gnu_time=/usr/bin/time

# Wall time is taken from bash's own clock, right before and after the
# runs, and every run, of the split ones too, goes through the same
# wrapper: no column pays for a fork the others do not.
now_us() { echo "${EPOCHREALTIME/./}"; }
# timed OUT_FILE COMMAND...: runs COMMAND under GNU time when there is one.
timed() {
    local out=$1
    shift
    if [[ -n $gnu_time ]]; then
        "$gnu_time" -f "%U %S %M" -o "$out" "$@"
    else
        "$@"
    fi
}

# run_once JOBS ARG...: prints "WALL_MS CPU_MS PEAK_KB" of one run.
run_once() {
    local j=$1
    shift
    local start end cpu="-" peak="-"
    start=$(now_us)
    timed "$work/time" "$iri" "$@" --jobs "$j" <"$input" >/dev/null || true
    end=$(now_us)
    if [[ -n $gnu_time ]]; then
        read -r user sys peak < <(tail -1 "$work/time")
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%d", (u + s) * 1000 }')
    fi
    echo "$(( (end - start) / 1000 )) $cpu $peak"
}

# run_split ARG...: prints WALL_MS of JOBS processes run at once, each with
# --jobs 1 on its part of the input.
run_split() {
    local start end part
    start=$(now_us)
    for part in "$work"/part.*; do
        timed "$work/time.${part##*/}" "$iri" "$@" --jobs 1 <"$part" >/dev/null &
    done
    wait
    end=$(now_us)
    echo "$(( (end - start) / 1000 ))"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# median NUMBER...: the middle one (the mean of the two middle ones).
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", (v[int((NR + 1) / 2)] + v[int(NR / 2) + 1]) / 2 }'
}

printf '%-13s %10s %10s %8s %10s %8s %9s %9s %9s %9s %12s %12s\n' command "jobs 1 ms" "jobs $jobs ms" speed-up \
    "$jobs procs ms" ceiling "med sp-up" "med ceil" "cpu 1 ms" "cpu $jobs ms" "peak 1" "peak $jobs"
for command in "validate" "parse --json" "to-uri"; do
    best1="" best2="" best_split="" speed_ups=() ceilings=()
    for ((r = 0; r < repeats; r++)); do
        # shellcheck disable=SC2086  # $command is words on purpose
        read -r t1 c m < <(run_once 1 $command)
        if [[ -z $best1 || $t1 -lt $best1 ]]; then best1=$t1 cpu1=$c rss1=$m; fi
        # shellcheck disable=SC2086
        read -r t2 c m < <(run_once "$jobs" $command)
        if [[ -z $best2 || $t2 -lt $best2 ]]; then best2=$t2 cpu2=$c rss2=$m; fi
        # shellcheck disable=SC2086
        t=$(run_split $command)
        if [[ -z $best_split || $t -lt $best_split ]]; then best_split=$t; fi
        speed_ups+=("$(ratio "$t1" "$t2")")
        ceilings+=("$(ratio "$t1" "$t")")
    done
    printf '%-13s %10d %10d %8s %10d %8s %9s %9s %9s %9s %9s KB %9s KB\n' "$command" "$best1" "$best2" \
        "$(ratio "$best1" "$best2")" "$best_split" "$(ratio "$best1" "$best_split")" \
        "$(median "${speed_ups[@]}")" "$(median "${ceilings[@]}")" "$cpu1" "$cpu2" "$rss1" "$rss2"
done
echo
echo "load average after: $(load)"
