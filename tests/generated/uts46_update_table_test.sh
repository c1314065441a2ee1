#!/usr/bin/env bash
# whatwg/uts46/update_table.cpp is what whatwg/uts46/generate_update.py
# writes now (cmake/regenerate.cmake): it writes it again into the build
# tree and fails, with the diff and the command that regenerates it, when
# the checked-in copy differs.
#
#   uts46_update_table_test.sh PYTHON GENERATOR DUMP_ICU_UTS46 CHECKED_IN FRESH
#
# The first line names the ICU the delta is computed against. With another
# ICU (a build on another distribution) the delta differs by design and the
# test is skipped (77), except under CI=true, whose machine has Debian 12's.
set -euo pipefail
python=${1:?usage: $0 PYTHON GENERATOR DUMP_ICU_UTS46 CHECKED_IN FRESH}
generator=${2:?}
dump=${3:?}
checked_in=${4:?}
fresh=${5:?}
"$python" "$generator" "$dump" >"$fresh"
if [[ $(head -n 1 "$fresh") != "$(head -n 1 "$checked_in")" ]]; then
    echo "checked in: $(head -n 1 "$checked_in")"
    echo "this build: $(head -n 1 "$fresh")"
    if [[ ${CI:-} == true ]]; then
        echo "FAIL: CI's ICU is not the one the checked-in delta was computed against"
        exit 1
    fi
    echo "SKIP: another ICU; the delta is compared on the ICU it was computed against"
    exit 77
fi
if ! diff -u "$checked_in" "$fresh"; then
    echo "FAIL: $checked_in is stale: run cmake --build BUILD --target regenerate"
    exit 1
fi
echo "uts46_update_table: the checked-in table is what $(basename "$generator") writes ($fresh)"
