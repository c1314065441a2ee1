#!/usr/bin/env bash
# The ABI surface of the shared libiri: what it exports, and its SONAME.
#
#   abi_symbols.sh LIBIRI_SO EXPECTED_LIST SONAME [--write]
#
# Lists the dynamic symbols libiri.so defines (`nm -D --defined-only`,
# C++ names demangled), sorted, and compares them with EXPECTED_LIST
# (tests/capi/exported_symbols.txt): any symbol added or removed fails with
# the diff. Only the C API (iri_*) and the public C++ API (namespace iri)
# may be there (cmake/libiri.map decides); nothing of Boost, ICU or the
# implementation namespaces. With --write, EXPECTED_LIST is rewritten.
set -u
so=${1:?usage: $0 LIBIRI_SO EXPECTED_LIST SONAME [--write]}
expected=${2:?}
soname=${3:?}
nm=${NM:-nm}
readelf=${READELF:-readelf}
failures=0

actual=$(mktemp)
trap 'rm -f "$actual"' EXIT
# "0000000000012345 T name" -> "name"; the type letter (T, W, B, ...) and
# the address are not the ABI.
LC_ALL=C "$nm" -D --defined-only --demangle "$so" | sed -E 's/^[0-9a-fA-F]* +[A-Za-z] +//' | LC_ALL=C sort -u >"$actual"

if [[ ${4:-} == --write ]]; then
    cp "$actual" "$expected"
    echo "wrote $expected ($(wc -l <"$expected") symbols)"
    exit 0
fi

# Anything outside the two APIs is a leak, whatever the list says.
if leaks=$(grep -Ev '^(iri_[a-z_0-9]+$|iri::|typeinfo (name )?for iri::|vtable for iri::)' "$actual"); then
    echo "FAIL: symbols outside the C API and namespace iri are exported:"
    echo "$leaks" | head -20
    failures=$((failures + 1))
fi
if leaks=$(grep -E '^iri::(grammar|semantics|unicode)::' "$actual"); then
    echo "FAIL: implementation namespaces are exported:"
    echo "$leaks" | head -20
    failures=$((failures + 1))
fi
for symbol in iri_parse iri_is_valid iri_to_uri iri_check iri_diagnostic_message; do
    grep -qx "$symbol" "$actual" || {
        echo "FAIL: $symbol is not exported"
        failures=$((failures + 1))
    }
done

if ! diff -u "$expected" "$actual"; then
    echo "FAIL: the exported symbols of $so changed (- expected, + exported)."
    echo "If the change is intended, regenerate the list:"
    echo "  bash $0 $so $expected $soname --write"
    failures=$((failures + 1))
fi

shown=$(LC_ALL=C "$readelf" -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
if [[ $shown != "$soname" ]]; then
    echo "FAIL: SONAME is '$shown', expected '$soname'"
    failures=$((failures + 1))
fi

echo "abi_symbols: $(wc -l <"$actual") exported symbols, $failures failed"
((failures == 0))
