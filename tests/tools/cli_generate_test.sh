#!/usr/bin/env bash
# Tests of `iri generate`: the same seed gives the same bytes, the JSON
# shape, --invalid's share, and the differential check that matters: the
# parser agrees with every label the ABNF engine gave (`iri parse --json`
# on each generated line). Usage errors exit 2.
#
#   cli_generate_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# The parser's verdicts on the lines of $tmp/gen (one JSON object per line
# of `iri parse --json`) all equal EXPECTED (true or false).
expect_parser_says() {   # NAME EXPECTED [ENTRY]
    checks=$((checks + 1))
    "$IRI" parse --json --entry "${3:-IRI-reference}" <"$tmp/gen" >"$tmp/parsed"
    "$PYTHON3" -c '
import json, sys
verdicts = [json.loads(line)["valid"] for line in open(sys.argv[1], encoding="utf-8")]
lines = open(sys.argv[3], "rb").read().count(b"\n")
assert len(verdicts) == lines, (len(verdicts), lines)
wrong = [i for i, v in enumerate(verdicts) if v != (sys.argv[2] == "true")]
assert not wrong, "lines %s" % wrong[:10]
' "$tmp/parsed" "$2" "$tmp/gen" 2>"$tmp/py" || fail "$1: the parser disagrees with a label: $(tail -3 "$tmp/py")"
}

# Reproducible from the seed; another seed gives other inputs.
run generate --count 50 --seed 42 --invalid 0.3
expect_status "seed 42" 0
cp "$tmp/out" "$tmp/first"
run generate --count 50 --seed 42 --invalid 0.3
checks=$((checks + 1))
cmp -s "$tmp/first" "$tmp/out" || fail "the same seed gave different output"
run generate --count 50 --seed 43 --invalid 0.3
checks=$((checks + 1))
cmp -s "$tmp/first" "$tmp/out" && fail "seeds 42 and 43 gave the same output"
checks=$((checks + 1))
[[ $(wc -l <"$tmp/first") == 50 ]] || fail "--count 50 wrote $(wc -l <"$tmp/first") lines"

# --json: the four fields; the labels follow --invalid exactly (every
# fourth line invalid for 0.25); the productions include the entry.
run generate --count 8 --seed 5 --invalid 0.25 --json
expect_status "--json" 0
expect_json_lines "--json" text,valid,entry,productions '
assert len(objects) == 8
assert [o["valid"] for o in objects] == [True, True, True, False] * 2, [o["valid"] for o in objects]
for o in objects:
    assert o["entry"] == "IRI-reference" and "IRI-reference" in o["productions"], o
'
run generate --entry IPv6address --count 20 --seed 9 --max-length 45 --json
expect_json_lines "--entry IPv6address" text,valid,entry,productions '
for o in objects:
    assert o["entry"] == "IPv6address" and o["valid"] and len(o["text"]) <= 45, o
'

# --invalid 0: every line valid, and the parser says so too; --invalid 1:
# every line invalid, and the parser rejects each.
run generate --count 300 --seed 1 --max-length 80 --invalid 0
expect_status "--invalid 0" 0
cp "$tmp/out" "$tmp/gen"
expect_parser_says "--invalid 0" true
checks=$((checks + 1))
awk 'length($0) > 80 { bad = 1 } END { exit bad }' "$tmp/gen" || fail "a line longer than --max-length 80"
run generate --count 300 --seed 1 --invalid 1
expect_status "--invalid 1" 0
cp "$tmp/out" "$tmp/gen"
expect_parser_says "--invalid 1" false
for entry in IRI absolute-IRI irelative-ref; do
    run generate --entry "$entry" --count 100 --seed 7 --invalid 0.5 --json
    "$PYTHON3" -c '
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    if json.loads(line)["valid"]:
        print(json.loads(line)["text"])
' "$tmp/out" >"$tmp/gen"
    expect_parser_says "--entry $entry, the valid half" true "$entry"
done
run generate --grammar rfc3986 --count 200 --seed 3 --invalid 0
expect_status "--grammar rfc3986" 0
cp "$tmp/out" "$tmp/gen"
expect_parser_says "--grammar rfc3986 --invalid 0" true URI-reference
run generate --grammar rfc3986 --count 200 --seed 3 --invalid 1
cp "$tmp/out" "$tmp/gen"
expect_parser_says "--grammar rfc3986 --invalid 1" false URI-reference

# Usage errors.
for args in "--grammar rfc1738" "--entry no-such-rule" "--count x" "--count -1" "--seed 1x" \
            "--invalid 2" "--invalid x" "--max-length 1 --entry IPv6address" "--bogus" "operand"; do
    # shellcheck disable=SC2086
    run generate $args
    expect_status "generate $args" 2
    expect_empty "generate $args: stdout" "$tmp/out"
done
run generate --grammar rfc1738
expect_in "unknown grammar" "$tmp/err" "rfc1738" "rfc3987, rfc3986"

finish
