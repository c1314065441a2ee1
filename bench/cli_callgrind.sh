#!/usr/bin/env bash
# Instructions of a whole `iri` process per line, and how they split into
# start-up and the cost of each further line.
#
#   bench/cli_callgrind.sh FILE [IRI_TOOL] [COMMAND...]
#
# Runs `IRI_TOOL COMMAND` (default build/tools/iri validate) under
# callgrind twice, with FILE on stdin and then FILE twice over, and prints:
#   whole     the first run's Ir divided by FILE's lines: what a user's run
#             on this file costs, start-up and exit included;
#   per line  the second run's Ir minus the first's, divided by FILE's
#             lines: what one more line costs, the figure to set beside the
#             pass alone (bench/callgrind.sh), since start-up does not grow
#             with the input;
#   start-up  the first run's Ir minus FILE's lines times `per line`:
#             loading and relocating the shared libraries (ICU, Boost.Locale,
#             libstdc++), argument parsing, exit;
#   pass      for the default command (validate), when build/bench/iri_bench
#             is built (-DIRI_BUILD_BENCH=ON; or IRI_BENCH names it): the
#             pass alone, `bench/callgrind.sh FILE iri`, and `per line`
#             divided by it.
# Instruction counts do not depend on machine load.
set -euo pipefail
if [[ $# -lt 1 ]]; then
    echo "usage: bench/cli_callgrind.sh FILE [IRI_TOOL] [COMMAND...]" >&2
    exit 2
fi
file=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tool=${2:-$here/build/tools/iri}
shift $(($# >= 2 ? 2 : 1))
command=("$@")
[[ ${#command[@]} -gt 0 ]] || command=(validate)
command -v valgrind >/dev/null || { echo "cli_callgrind.sh: valgrind not found (apt-get install valgrind)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat "$file" "$file" >"$work/twice"
lines=$(wc -l <"$file")
[[ $lines -gt 0 ]] || { echo "cli_callgrind.sh: $file has no lines" >&2; exit 1; }

# The total Ir of one run of the tool with `input` on stdin.
total_ir() {
    local input=$1 out=$work/callgrind.out
    valgrind --tool=callgrind --callgrind-out-file="$out" "$tool" "${command[@]}" <"$input" >/dev/null 2>"$work/log" || true
    grep -q '^summary:' "$out" || { cat "$work/log" >&2; echo "cli_callgrind.sh: callgrind failed" >&2; exit 1; }
    sed -n 's/^summary: *//p' "$out"
}

once=$(total_ir "$file")
twice=$(total_ir "$work/twice")
per_line=$(((twice - once) * 10 / lines))  # tenths of an instruction
startup=$((once - (twice - once)))
printf '%s: %s, %d lines\n' "$(basename "$file")" "${command[*]}" "$lines"
printf '  whole     %d Ir/line (%d Ir)\n' $((once / lines)) "$once"
printf '  per line  %d.%d Ir/line\n' $((per_line / 10)) $((per_line % 10))
printf '  start-up  %d Ir\n' "$startup"

# The pass alone beside it, for the command the pass is: validate.
bench=${IRI_BENCH:-$here/build/bench/iri_bench}
if [[ ${command[*]} == validate && -x $bench ]]; then
    report=$("$here/bench/callgrind.sh" "$file" iri "$bench")
    pass=$(awk 'NR == 1 { for (i = 1; i < NF; ++i) if ($i == "Ir/line") print $(i + 1) }' <<<"$report")
    rm -f "$(sed -n 's/^ *callgrind output: //p' <<<"$report")"
    awk -v pass="$pass" -v per_line="$per_line" 'BEGIN {
        printf "  pass      %.1f Ir/line; per line / pass %.3f\n", pass, per_line / 10 / pass
    }'
fi
