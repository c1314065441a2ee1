#!/usr/bin/env bash
# Tests of `iri grammars` and of --grammar on parse, validate and explain:
# the exhibit table of docs/history.md row by row against
# `iri grammars --json`, the components draft-01 records, and usage errors.
#
#   cli_grammars_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"
docs="$(dirname "${BASH_SOURCE[0]}")/../../docs/history.md"

# docs/history.md: every row of the exhibit is what the tool says.
checks=$((checks + 1))
if ! "$PYTHON3" - "$IRI" "$docs" >"$tmp/history" 2>&1 <<'PY'; then
import json, re, subprocess, sys
iri, docs = sys.argv[1], sys.argv[2]
exhibit = open(docs, encoding="utf-8").read().split("## The exhibit", 1)[1].split("\n## ", 1)[0]
rows = [line for line in exhibit.splitlines() if line.startswith("| `")]
assert len(rows) >= 15, f"only {len(rows)} rows in the exhibit"
grammars = ["rfc3987", "rfc3986", "draft-01", "leiri"]
wrong = []
for row in rows:
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", row.strip())[1:-1]]
    text = re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), cells[0].strip("`"))
    out = subprocess.run([iri, "grammars", "--json", "--", text], capture_output=True, text=True).stdout
    said = {g["grammar"]: "yes" if g["valid"] else "no" for g in json.loads(out)["grammars"]}
    for name, claim in zip(grammars, cells[1:5]):
        if said[name] != claim:
            wrong.append(f"{cells[0]}: docs/history.md says {name} {claim}, iri grammars says {said[name]}")
print("\n".join(wrong))
sys.exit(1 if wrong else 0)
PY
    fail "docs/history.md: $(cat "$tmp/history")"
fi

# docs/history.md: "Production by production" names every production of
# both .abnf files in its column, and nothing else.
checks=$((checks + 1))
if ! "$PYTHON3" - "$docs" >"$tmp/productions" 2>&1 <<'PY'; then
import re, sys
from pathlib import Path
docs = Path(sys.argv[1])
root = docs.parent.parent
def productions(path):
    return {m.group(1) for m in re.finditer(r"^([A-Za-z][A-Za-z0-9-]*) +=[^/]", (root / path).read_text(), re.M)}
draft = productions("grammar/draft01/draft-duerst-iri-01.abnf")
rfc = productions("grammar/rfc3987/rfc3987.abnf")
text = docs.read_text(encoding="utf-8").split("## Production by production", 1)[1].split("\n## ", 1)[0]
rows = [r for r in text.splitlines() if r.startswith("| `") or r.startswith("| —")]
named = [set(), set()]
for row in rows:
    cells = [c.strip() for c in row.strip().split(" | ")]
    cells[0] = cells[0].lstrip("| ")
    for column in (0, 1):
        named[column] |= set(re.findall(r"`([^`]+)`", cells[column]))
problems = []
for column, (names, wanted, what) in enumerate([(named[0], draft, "draft-01"), (named[1], rfc, "RFC 3987")]):
    if names - wanted: problems.append(f"{what} column names what its .abnf lacks: {sorted(names - wanted)}")
    if wanted - names: problems.append(f"{what} productions missing from its column: {sorted(wanted - names)}")
print("\n".join(problems))
sys.exit(1 if problems else 0)
PY
    fail "docs/history.md productions: $(cat "$tmp/productions")"
fi

# The human output: every grammar, with where each stops.
run grammars 'http://a/b c'
expect_status "grammars" 1
expect_in "grammars" "$tmp/out" "  rfc3987   no   error at character 10 (byte 10) in ipath-abempty: " "  draft-01  yes" \
    "  leiri     yes"
run grammars 'http://a/'
expect_status "grammars valid" 0

# parse --grammar draft-01: the draft's structure.
run parse --grammar draft-01 '//u@h:80/p;q?x#f'
expect_status "parse draft-01" 0
expect_in "parse draft-01" "$tmp/out" '  userinfo  "u"' '  port      "80"' '  path      "/p;q" (ipath-abempty)' \
    '  fragment  "f"'
run parse --grammar draft-01 --entry absoluteIRI 'http://a/%'
expect_status "parse draft-01 absoluteIRI" 0
run parse --entry relativeIRI --grammar draft-01 'http://a/'
expect_status "parse draft-01 relativeIRI" 1
expect_in "parse draft-01 relativeIRI" "$tmp/out" "error at character"
run parse --grammar rfc3986 'http://例/'
expect_status "parse rfc3986" 1
expect_in "parse rfc3986" "$tmp/out" "error at character 7"

# parse --grammar leiri: the components on the LEIRI's own offsets.
run parse --grammar leiri --json 'http://a/b c?d<e>#f g'
expect_status "parse leiri" 0
expect_in "parse leiri" "$tmp/out" '"path":"/b c"' '"query":"d<e>"' '"fragment":"f g"'
run parse --grammar leiri 'http://a/%zz'
expect_status "parse leiri invalid" 1
expect_in "parse leiri invalid" "$tmp/out" "error at character 9 (byte 9)"

# validate --grammar: draft-01 and leiri.
stdin 'http://a/b c\nhttp://a/%%zz\nhttp://a/\x01\n'
run validate --grammar draft-01
expect_status "validate draft-01" 1
expect_in "validate draft-01" "$tmp/out" "<stdin>:3:10: error: " "2 valid, 1 invalid"
stdin 'http://a/b c\nhttp://a/%%zz\n'
run validate --grammar leiri
expect_status "validate leiri" 1
expect_in "validate leiri" "$tmp/out" "<stdin>:2:10: error: " "1 valid, 1 invalid"

# explain --grammar draft-01 --rule: RFC 2732's grammar and its own example.
run explain --grammar draft-01 --rule IPv6address '::192.9.5.5' '::ffff:1.2.3.4'
expect_status "explain draft-01 rule" 1
expect_in "explain draft-01 rule" "$tmp/out" "hexpart" "hexseq"
run explain --grammar draft-01 'a;p/b'
expect_status "explain draft-01" 0
expect_in "explain draft-01" "$tmp/out" "irel-segment"

# Usage errors: exit 2 and a message.
for args in "parse --grammar nope a" "parse --grammar rfc3986 --entry IRI a" "parse --grammar draft-01 --entry IRI a" \
    "parse --grammar leiri --entry IRI a" "explain --grammar leiri a" "explain --grammar draft-01 --rule ipath-abempty a" \
    "validate --grammar leiri --entry IRI" "grammars --nope"; do
    # shellcheck disable=SC2086
    run $args
    expect_status "usage: $args" 2
    checks=$((checks + 1))
    [[ -s $tmp/err ]] || fail "usage: $args: no message"
done

finish
