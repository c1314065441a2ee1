#!/usr/bin/env bash
# Instructions per line and per byte for one peer over one file.
#
#   bench/callgrind.sh FILE PEER [IRI_BENCH]
#
# Runs `iri_bench --callgrind-one PEER FILE` under callgrind. The binary
# loads FILE uninstrumented, then brackets exactly one pass with
# CALLGRIND_START_INSTRUMENTATION / CALLGRIND_STOP_INSTRUMENTATION, and
# callgrind starts with instrumentation off (--instr-atstart=no), so the
# total Ir is the pass alone: loading, start-up and exit are not counted.
#
# IRI_BENCH (argument or environment) is the iri_bench binary; by default
# build/bench/iri_bench under the repository. The callgrind output file is
# kept (its path is printed) for `callgrind_annotate --inclusive=yes`.
# Instruction counts do not depend on machine load: the metric to compare
# across runs and machines of the same build.
set -euo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
    echo "usage: $0 FILE PEER [IRI_BENCH]" >&2
    exit 2
fi
file=$1
peer=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
bench=${3:-${IRI_BENCH:-$here/../build/bench/iri_bench}}

if [[ ! -x $bench ]]; then
    echo "$0: no iri_bench at $bench (build it, or pass its path / set IRI_BENCH)" >&2
    exit 2
fi
if [[ ! -r $file ]]; then
    echo "$0: cannot read $file" >&2
    exit 2
fi
command -v valgrind >/dev/null || { echo "$0: valgrind not found" >&2; exit 2; }

outdir=${TMPDIR:-/tmp}
out=$(mktemp "$outdir/callgrind.iri_bench.$peer.$(basename "$file").XXXXXX")
log=$(mktemp "$outdir/callgrind.iri_bench.log.XXXXXX")
trap 'rm -f "$log"' EXIT

if ! report=$(valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" \
        "$bench" --callgrind-one "$peer" "$file" 2>"$log"); then
    cat "$log" >&2
    exit 1
fi

# "peer P file F lines N bytes B accepted A"
read -r _ _ _ _ _ lines _ bytes _ accepted <<<"$report"
# The "totals:" line holds the Ir count. (The "summary:" line reads 0 when
# collection starts from a client request with callgrind 3.19, so it is
# only a fallback.)
ir=$(awk '/^totals:/ { t = $2 } /^summary:/ { s = $2 } END { print (t != "" ? t : s) }' "$out")
if [[ -z $ir || -z $lines || -z $bytes ]]; then
    echo "$0: could not read the counts (report: '$report', out: $out)" >&2
    exit 1
fi

awk -v peer="$peer" -v file="$(basename "$file")" -v ir="$ir" -v lines="$lines" \
    -v bytes="$bytes" -v acc="$accepted" -v out="$out" 'BEGIN {
    printf "%-10s %-18s lines %7d  bytes %9d  accepted %7d  Ir %12.0f  Ir/line %8.1f  Ir/byte %6.2f\n",
           peer, file, lines, bytes, acc, ir, ir / lines, ir / bytes
    printf "  callgrind output: %s\n", out
}'
