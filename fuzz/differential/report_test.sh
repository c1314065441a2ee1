#!/usr/bin/env bash
# ctest fuzz_differential: the differential report on generated inputs and
# on the known peer findings of known/ (see known/README).
#   report_test.sh --require-peers|--no-peers IRI_DIFFERENTIAL KNOWN_DIR
# The first argument is IRI_FUZZ_PEERS (fuzz/CMakeLists.txt), never what
# happens to be installed: --require-peers fails when a known finding's
# peer is not built in; --no-peers lists the findings it cannot check and
# fails if a peer is built in after all.
set -u
usage="usage: $0 --require-peers|--no-peers IRI_DIFFERENTIAL KNOWN_DIR"
mode=${1:?$usage}
tool=${2:?$usage}
known=${3:?$usage}
case $mode in
    --require-peers | --no-peers) ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
failures=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Generated inputs: ours agrees with the ABNF on every one (exit 0), and
# every peer built in judged some.
if ! "$tool" --count 4000 --seed 7 --json >"$out"; then
    echo "FAIL: our parser disagrees with the ABNF on a generated input"
    failures=$((failures + 1))
fi
python3 - "$out" <<'PY' || failures=$((failures + 1))
import json, sys
report = json.load(open(sys.argv[1]))
ok = True
for p in report["parsers"]:
    print(f'{p["name"]}: {p["judged"]} judged, {p["agree"]} agree')
    if p["judged"] == 0:
        print(f'FAIL: {p["name"]} judged nothing'); ok = False
ours = report["parsers"][0]
if ours["agree"] != ours["judged"] or ours["judged"] < 3000:
    print("FAIL: iri does not agree with the ABNF on every generated input"); ok = False
sys.exit(0 if ok else 1)
PY

# The peers built in, from the report above (its first row is ours).
names=$(python3 -c 'import json,sys; print("\n".join(p["name"] for p in json.load(open(sys.argv[1]))["parsers"][1:]))' "$out")
if [[ $mode == --no-peers ]]; then
    if [[ -n $names ]]; then
        echo "FAIL: --no-peers (IRI_FUZZ_PEERS=OFF), but peers are built in: ${names//$'\n'/, }"
        failures=$((failures + 1))
    else
        echo "no peer compared: configured with IRI_FUZZ_PEERS=OFF; known findings not checked:"
        for file in "$known"/*--*; do echo "  ${file##*/}"; done
    fi
    [[ $failures -eq 0 ]] && echo "all differential checks passed (our parser only)"
    exit $((failures != 0))
fi
for peer in Boost.URL uriparser libcurl serd; do
    if ! grep -q "^$peer" <<<"$names"; then
        echo "FAIL: --require-peers (IRI_FUZZ_PEERS=ON), but $peer is not built in"
        failures=$((failures + 1))
    fi
done

# Each known finding, where its file name says.
found=0
for file in "$known"/*--*; do
    IFS=/ read -r -a path <<<"$file"
    base=${path[-1]}
    peer=${base%%--*}
    rest=${base#*--}
    disagreement=${rest%%--*}
    production=${rest#*--}
    case $peer in
        boost-url) name="Boost.URL" ;;
        uriparser) name="uriparser" ;;
        libcurl) name="libcurl" ;;
        serd) name="serd" ;;
        *) echo "FAIL: $base: unknown peer $peer"; failures=$((failures + 1)); continue ;;
    esac
    found=$((found + 1))
    if ! grep -q "^$name" <<<"$names"; then
        echo "FAIL: $base: $name not built in"
        failures=$((failures + 1))
        continue
    fi
    "$tool" --count 0 --json "$file" >"$out"
    if python3 - "$out" "$name" "${disagreement//-/ }" "$production" <<'PY'; then
import json, sys
report, name, disagreement, production = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3], sys.argv[4]
for p in report["parsers"]:
    if p["name"].startswith(name):
        sys.exit(0 if any(f["disagreement"] == disagreement and f["production"] == production for f in p["findings"]) else 1)
sys.exit(1)
PY
        echo "ok $base"
    else
        echo "FAIL: $base: not found as $disagreement in $production"
        failures=$((failures + 1))
    fi
done
# A known/ that vanished or moved must not pass as "nothing failed".
if [[ $found -eq 0 ]]; then
    echo "FAIL: no known finding in $known"
    failures=$((failures + 1))
fi
[[ $failures -eq 0 ]] && echo "all differential checks passed"
exit $((failures != 0))
