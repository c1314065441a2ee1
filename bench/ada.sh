#!/usr/bin/env bash
# The URL Standard's parser beside ada, by instructions per URL.
#
#   bench/ada.sh ADA_DIR [FILE...]
#
# ADA_DIR is a checkout of github.com/ada-url/ada, outside this tree, with
# a Release build in ADA_DIR/build:
#
#   git clone https://github.com/ada-url/ada ADA_DIR
#   cmake -S ADA_DIR -B ADA_DIR/build -G Ninja -DCMAKE_BUILD_TYPE=Release
#   cmake --build ADA_DIR/build
#
# Builds bench/url_bench.cpp against it (-DIRI_BENCH_ADA_DIR) in its own
# build tree, $IRI_ADA_BUILD (build-ada-bench), then runs both peers of
# iri_url_bench over each FILE (the bench corpora by default) under
# callgrind (bench/callgrind.sh) and prints, per file, each parser's
# instructions per line and their ratio. Each line is parsed as a URL on
# its own, without a base; both parsers then produce its href.
# Instruction counts do not depend on the machine's load.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

if [[ $# -lt 1 ]]; then
    sed -n '2,19s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
    exit 2
fi
ada_dir=$(cd "$1" && pwd)
shift
if ! ls "$ada_dir"/build/src/libada.* >/dev/null 2>&1; then
    echo "$0: no ada library in $ada_dir/build/src: build ada first (see the top of this script)" >&2
    exit 2
fi
files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
    data=$root/../shared/bench-data
    files=("$data/kasztp.txt" "$data/node_files.txt" "$data/isaacs_files.txt" "$data/iris.txt" "$data/iris_uri.txt")
fi

build=${IRI_ADA_BUILD:-$root/build-ada-bench}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIRI_BUILD_BENCH=ON -DIRI_BUILD_TESTS=OFF \
      -DIRI_BENCH_ADA_DIR="$ada_dir" >/dev/null
cmake --build "$build" --target iri_url_bench >/dev/null
bench=$build/bench/iri_url_bench

# "Ir/line N" of one callgrind.sh run; the accepted count beside it.
measure() {
    bash "$here/callgrind.sh" "$2" "$1" "$bench" |
        awk '/Ir\/line/ { for (i = 1; i <= NF; i++) { if ($i == "Ir/line") ir = $(i + 1); if ($i == "accepted") acc = $(i + 1) } }
             END { print ir, acc }'
}

printf '%-18s %9s %9s %9s %9s %7s\n' file iri-url accepted ada accepted ratio
for file in "${files[@]}"; do
    read -r iri_ir iri_accepted < <(measure iri-url "$file")
    read -r ada_ir ada_accepted < <(measure ada "$file")
    awk -v f="$(basename "$file")" -v a="$iri_ir" -v aa="$iri_accepted" -v b="$ada_ir" -v ba="$ada_accepted" \
        'BEGIN { printf "%-18s %9.0f %9d %9.0f %9d %7.2f\n", f, a, aa, b, ba, a / b }'
done
echo "(instructions per line, callgrind; ratio: iri-url / ada)"
