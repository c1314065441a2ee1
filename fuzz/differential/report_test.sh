#!/usr/bin/env bash
# ctest fuzz_differential: the differential report on generated inputs and
# on the known peer findings of known/ (see known/README).
#   report_test.sh IRI_DIFFERENTIAL KNOWN_DIR
set -u
tool=${1:?usage: $0 IRI_DIFFERENTIAL KNOWN_DIR}
known=${2:?}
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

# Each known finding, where its file name says (the peers built in, from
# the report above).
names=$(python3 -c 'import json,sys; print("\n".join(p["name"] for p in json.load(open(sys.argv[1]))["parsers"]))' "$out")
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
    if ! grep -q "^$name" <<<"$names"; then
        echo "skip $base: $name not built in"
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
[[ $failures -eq 0 ]] && echo "all differential checks passed"
exit $((failures != 0))
