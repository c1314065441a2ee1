#!/usr/bin/env bash
# Tests of `iri coverage`: exact counts on a tiny corpus, as a file of lines
# and as a directory of files, the JSON, the productions never reached,
# and usage errors.
#
#   cli_coverage_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

expect_line() {   # NAME LINE: stdout has exactly this line
    checks=$((checks + 1))
    grep -qxF -- "$2" "$tmp/out" || fail "$1: no line \"$2\""
}

# Four inputs: an IRI with an authority, a scheme alone, a relative path,
# and one invalid input.
printf 'http://a/b\na:\n../x\n%%zz\n' >"$tmp/corpus.txt"
mkdir "$tmp/corpus"
printf 'http://a/b' >"$tmp/corpus/1"
printf 'a:' >"$tmp/corpus/2"
printf '../x' >"$tmp/corpus/3"
printf '%%zz' >"$tmp/corpus/4"

for corpus in "$tmp/corpus.txt" "$tmp/corpus" -; do
    [[ $corpus == - ]] && stdin 'http://a/b\na:\n../x\n%%zz\n'
    run coverage "$corpus"
    expect_status "coverage $corpus" 0
    expect_line "inputs" "inputs: 4 (grammar rfc3987, entry IRI-reference)"
    expect_line "valid" "valid: 3 by the parser, 3 by the ABNF engine; they disagree on 0"
    # IRI is tried on every input and matches two; the ABNF derives two
    # inputs through it, one through irelative-ref.
    expect_line "IRI" "IRI                                             4        2        2"
    expect_line "IRI-reference" "IRI-reference                                   4        4        3"
    expect_line "/ IRI" "  / IRI                                                           2"
    expect_line "/ irelative-ref" "  / irelative-ref                                                 1"
    expect_line "ihier-part" "ihier-part                                      2        2        2"
    expect_line "ipath-empty alternative" "  / ipath-empty                                                   1"
    expect_line "iauthority" "iauthority                                      1        1        1"
    expect_line "IPv6address" "IPv6address                                     0        0        0"
    expect_in "never reached" "$tmp/out" "never reached by the parser (" "iuserinfo" "IPv6address"
    expect_in "unused alternatives" "$tmp/out" "  ihost / IP-literal"
done

run coverage --json "$tmp/corpus.txt"
expect_status "--json" 0
checks=$((checks + 1))
"$PYTHON3" -c '
import json, sys
o = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert list(o) == ["grammar", "entry", "inputs", "valid_parser", "valid_abnf", "disagreements", "productions",
                   "unreached", "unused_alternatives"], list(o)
assert (o["inputs"], o["valid_parser"], o["valid_abnf"], o["disagreements"]) == (4, 3, 3, 0), o
p = {x["name"]: x for x in o["productions"]}
assert list(p["IRI"]) == ["name", "reached", "matched", "abnf", "alternatives"]
assert (p["IRI"]["reached"], p["IRI"]["matched"], p["IRI"]["abnf"]) == (4, 2, 2)
assert [(a["text"], a["abnf"]) for a in p["IRI-reference"]["alternatives"]] == [("IRI", 2), ("irelative-ref", 1)]
assert "IPv6address" in o["unreached"] and "IRI" not in o["unreached"]
assert {"production": "ihost", "alternative": 0, "text": "IP-literal"} in o["unused_alternatives"]
' "$tmp/out" 2>"$tmp/py" || fail "--json: $(tail -3 "$tmp/py")"

# Another entry and grammar.
printf 'http://[::1]/\n' >"$tmp/uri.txt"
run coverage --grammar rfc3986 "$tmp/uri.txt"
expect_line "rfc3986" "inputs: 1 (grammar rfc3986, entry URI-reference)"
expect_line "rfc3986 IPv6address" "IPv6address                                     1        1        1"
run coverage --entry ihost "$tmp/uri.txt"
expect_line "--entry ihost" "valid: 0 by the parser, 0 by the ABNF engine; they disagree on 0"

# The 2002 draft: its own X3 rules judge, as its ABNF does (a space and
# "<" are characters of an IRI there), for an entry point and for a rule
# alone; RFC 3987's parser would call all three invalid.
printf 'http://a/b c\n<x>\nhttp://a/%%zz\n' >"$tmp/draft01.txt"
run coverage --grammar draft-01 "$tmp/draft01.txt"
expect_line "draft-01" "valid: 3 by the parser, 3 by the ABNF engine; they disagree on 0"
run coverage --grammar draft-01 --entry absoluteIRI "$tmp/draft01.txt"
expect_line "draft-01 absoluteIRI" "valid: 2 by the parser, 2 by the ABNF engine; they disagree on 0"
printf '/a b\n/<x>\nx\n' >"$tmp/paths.txt"
run coverage --grammar draft-01 --entry iabs-path "$tmp/paths.txt"
expect_line "draft-01 iabs-path" "valid: 2 by the parser, 2 by the ABNF engine; they disagree on 0"

# Usage errors.
run coverage
expect_status "no corpus" 2
run coverage --grammar nope "$tmp/uri.txt"
expect_status "unknown grammar" 2
run coverage --entry nope "$tmp/uri.txt"
expect_status "unknown production" 2
run coverage "$tmp/missing"
expect_status "missing file" 2
expect_in "missing file" "$tmp/err" "cannot read $tmp/missing: No such file or directory"
# A file of a corpus folder that cannot be read (here a dangling link) is
# named, not skipped; a subfolder is no input.
mkdir "$tmp/broken" "$tmp/broken/sub"
printf 'http://a/b' >"$tmp/broken/1"
ln -s "$tmp/nowhere" "$tmp/broken/2"
run coverage "$tmp/broken"
expect_status "dangling link in a corpus" 2
expect_in "dangling link in a corpus" "$tmp/err" "cannot read $tmp/broken/2: No such file or directory"
rm "$tmp/broken/2"
run coverage "$tmp/broken"
expect_status "a subfolder is no input" 0
expect_line "a subfolder is no input" "inputs: 1 (grammar rfc3987, entry IRI-reference)"

# One long line: the ABNF engine's repetitions and its walk over the
# derivations were quadratic in the length of a run (4/8/16 KiB lines took
# 1.2/5.5/24.7 s, 64 KiB over a minute); linear, a 64 KiB line takes a
# second or two, and two minutes are a wide margin on a busy machine.
"$PYTHON3" -c "print('http://a/' + 'b' * 65536)" >"$tmp/long.txt"
if require_tools timeout; then
    timeout 120 "$IRI" coverage "$tmp/long.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "64 KiB line" 0
    expect_line "64 KiB line" "valid: 1 by the parser, 1 by the ABNF engine; they disagree on 0"
    expect_line "64 KiB line, isegment" "isegment                                        1        1        1"
fi

finish
