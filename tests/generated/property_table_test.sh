#!/usr/bin/env bash
# semantics/check/property_table.cpp is what iri_make_property_table writes
# now (cmake/regenerate.cmake): it fails, with the diff and the command that
# regenerates it, when the table is stale.
#
#   property_table_test.sh GENERATOR CHECKED_IN
#
# Both first lines name the ICU the table is made from. With another ICU
# than the checked-in table's (a build on another distribution), the two
# differ by design, the library keeps its fast paths off
# (semantics/check/properties.hpp), and the test is skipped (77) — except
# under CI=true, whose machine has the table's ICU.
set -euo pipefail
generator=${1:?usage: $0 GENERATOR CHECKED_IN}
checked_in=${2:?}
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
"$generator" >"$fresh"
if [[ $(head -n 1 "$fresh") != "$(head -n 1 "$checked_in")" ]]; then
    echo "checked in: $(head -n 1 "$checked_in")"
    echo "this build: $(head -n 1 "$fresh")"
    if [[ ${CI:-} == true ]]; then
        echo "FAIL: CI's ICU is not the one the checked-in table was made from"
        exit 1
    fi
    echo "SKIP: another ICU; the table is compared on the ICU it was made from"
    exit 77
fi
if ! diff -u "$checked_in" "$fresh"; then
    echo "FAIL: $checked_in is stale: run cmake --build BUILD --target regenerate"
    exit 1
fi
echo "property_table: the checked-in table is what $(basename "$generator") writes"
