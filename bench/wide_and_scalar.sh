#!/usr/bin/env bash
# The byte scans' two forms side by side (unicode/simd.hpp), by
# instructions per line and per byte.
#
#   bench/wide_and_scalar.sh [FILE...]
#
# Builds iri_bench twice in trees of its own: as always (build-wide, or
# $IRI_WIDE_BUILD), where the scans read sixteen bytes at a time with SSE2,
# and with -DIRI_NO_SIMD (build-scalar, or $IRI_SCALAR_BUILD), where they
# take the portable forms every CPU without SSE2 runs. Then runs is_valid
# (peer `iri`) and parse (`iri-parse`) of both over each FILE (the bench
# corpora by default) under callgrind (bench/callgrind.sh) and prints, per
# file and pass, each build's instructions per line and per byte and
# their ratio. Both builds give the same answers (accepted lines are
# printed beside the counts; tests/unicode/scan_forms.cpp and
# fuzz/scans.cpp hold the scans to it). Instruction counts do not depend
# on the machine's load.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
    data=$root/../shared/bench-data
    files=("$data/kasztp.txt" "$data/node_files.txt" "$data/iris.txt" "$data/iris_uri.txt")
fi
for file in "${files[@]}"; do
    [[ -r $file ]] || { echo "$0: cannot read $file" >&2; exit 2; }
done

# build TREE EXTRA_CXX_FLAGS: iri_bench, Release, in TREE.
build() {
    cmake -S "$root" -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIRI_BUILD_BENCH=ON -DIRI_BUILD_TESTS=OFF \
          -DCMAKE_CXX_FLAGS="$2" >/dev/null
    cmake --build "$1" --target iri_bench >/dev/null
}
wide=${IRI_WIDE_BUILD:-$root/build-wide}
scalar=${IRI_SCALAR_BUILD:-$root/build-scalar}
build "$wide" ""
build "$scalar" "-DIRI_NO_SIMD"

# "Ir/line Ir/byte accepted" of one callgrind.sh run.
measure() {
    bash "$here/callgrind.sh" "$2" "$1" "$3/bench/iri_bench" |
        awk '/Ir\/line/ { for (i = 1; i <= NF; i++) {
                 if ($i == "Ir/line") line = $(i + 1); if ($i == "Ir/byte") byte = $(i + 1); if ($i == "accepted") acc = $(i + 1) } }
             END { print line, byte, acc }'
}

printf '%-16s %-10s %9s %7s %9s %9s %7s %9s %7s\n' \
    file pass wide Ir/byte accepted scalar Ir/byte accepted ratio
for file in "${files[@]}"; do
    for pass in iri iri-parse; do
        read -r wide_line wide_byte wide_accepted < <(measure "$pass" "$file" "$wide")
        read -r scalar_line scalar_byte scalar_accepted < <(measure "$pass" "$file" "$scalar")
        if [[ -z $wide_line || -z $scalar_line ]]; then
            echo "$0: $(basename "$file") $pass: no count from callgrind.sh" >&2
            exit 1
        fi
        if [[ $wide_accepted != "$scalar_accepted" ]]; then
            echo "$0: $(basename "$file") $pass: the builds accept $wide_accepted and $scalar_accepted lines" >&2
            exit 1
        fi
        awk -v f="$(basename "$file")" -v p="$pass" -v wl="$wide_line" -v wb="$wide_byte" -v wa="$wide_accepted" \
            -v sl="$scalar_line" -v sb="$scalar_byte" -v sa="$scalar_accepted" \
            'BEGIN { printf "%-16s %-10s %9.1f %7.2f %9d %9.1f %7.2f %9d %7.2f\n", f, p, wl, wb, wa, sl, sb, sa, sl / wl }'
    done
done
echo "(instructions per line and per byte, callgrind; pass iri: is_valid, iri-parse: parse; ratio: scalar / wide)"
