#!/usr/bin/env bash
# Tests of `iri explain`: the tree as a student reads it (exact text), the
# same tree as JSON for tools, --rule and --literal, usage errors, and
# bounded output on a 1 MiB input.
#
#   cli_explain_test.sh PATH/TO/iri
#
# Error messages are the library's and may be reworded: the text of the
# "error at character ..." line after the production is masked, and so is
# "message" in JSON. Trees, offsets and productions are compared exactly.
# JSON is checked with python3 ($PYTHON3, else python3 on PATH).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

expect_line() {   # NAME LINE: stdout has exactly this line
    checks=$((checks + 1))
    grep -qxF -- "$2" "$tmp/out" || fail "$1: no line \"$2\""
}

expect_lines_below() {   # NAME MAX: stdout has fewer than MAX lines
    checks=$((checks + 1))
    local lines
    lines=$(wc -l <"$tmp/out")
    ((lines < $2)) || fail "$1: $lines lines of output, expected fewer than $2"
}

# Each stdout line is a JSON object whose fields are FIELDS (comma-separated,
# in order) and whose nodes are well formed; PYTHON statements may follow,
# with `objects` the parsed lines and `nodes(tree)` every node, pre-order.
expect_json() {   # NAME FIELDS [PYTHON-STATEMENTS]
    checks=$((checks + 1))
    "$PYTHON3" -c '
import json, sys
fields = sys.argv[2].split(",")
node_fields = ["rule", "start", "end", "byte_start", "byte_end", "text", "matched", "undone",
               "folded", "children"]
def nodes(tree):
    yield tree
    for child in tree["children"]:
        yield from nodes(child)
objects = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
for o in objects:
    assert list(o) == fields, list(o)
    trees = [o["tree"]] + ([o["literal"]["tree"]] if o.get("literal") else [])
    for tree in trees:
        for n in nodes(tree):
            assert list(n) == node_fields, list(n)
            assert n["start"] <= n["end"] and n["byte_start"] <= n["byte_end"], n
            assert len(n["text"]) == n["end"] - n["start"] or len(n["text"]) == 1024, n
'"${3:-}" "$tmp/out" "$2" 2>"$tmp/py" || fail "$1: JSON check failed: $(tail -3 "$tmp/py")"
}

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

entry_fields=input,entry,valid,prefix,byte_prefix,error,tree,folded_at_limit
rule_fields=input,rule,valid,prefix,byte_prefix,error,tree,folded_at_limit,literal

# --- the tree of a valid IRI -------------------------------------------------

# Code points and, where they differ, bytes; literals between the children.
run explain 'http://例え.テスト/パス?q=値#frag'
expect_status "explain: valid IRI" 0
expect_stdout "explain: valid IRI" 'http://例え.テスト/パス?q=値#frag
IRI-reference  0..25 (bytes 0..41)  "http://例え.テスト/パス?q=値#frag"
  IRI  0..25 (bytes 0..41)
    scheme  0..4  "http"
    ":"
    ihier-part  5..16 (bytes 5..30)  "//例え.テスト/パス"
      "//"
      iauthority  7..13 (bytes 7..23)  "例え.テスト"
        ihost  7..13 (bytes 7..23)
          IP-literal  7  -- failed at once (at U+4F8B '"'"'例'"'"')
          ireg-name  7..13 (bytes 7..23)  "例え.テスト"
      ipath-abempty  13..16 (bytes 23..30)  "/パス"
        "/"
        isegment  14..16 (bytes 24..30)  "パス"
    "?"
    iquery  17..20 (bytes 31..36)  "q=値"
    "#"
    ifragment  21..25 (bytes 37..41)  "frag"
'

# Ordered choice: IRI is tried first and stops after the scheme.
run explain a/b
expect_status "explain: relative reference" 0
expect_stdout "explain: relative reference" "a/b
IRI-reference  0..3  \"a/b\"
  IRI  0..1  \"a\"  -- failed, stopped at 1 (at '/')
    scheme  0..1  \"a\"
  irelative-ref  0..3
    irelative-part  0..3
      ipath-absolute  0  -- failed at once (at 'a')
      ipath-noscheme  0..3
        isegment-nz-nc  0..1  \"a\"
        \"/\"
        isegment  2..3  \"b\"
"

# --- invalid input: the diagnostic, then every attempt -------------------------

run explain 'http://[::1'
expect_status "explain: unclosed IP literal" 1
expect_stdout "explain: unclosed IP literal" "http://[::1
           ^
error at character 11 (byte 11) in IP-literal: MSG
IRI-reference  0..7  \"http://\"  -- matched only a prefix; the input goes on at 7: \"[::1\"
  IRI  0..7
    scheme  0..4  \"http\"
    \":\"
    ihier-part  5..7  \"//\"
      \"//\"
      iauthority  7..7  \"\"
        ihost  7..7
          IP-literal  7..11  \"[::1\"  -- failed, stopped at 11 (end of input)
            \"[\"
            IPv6address  8..11  \"::1\"
              h16  8  -- failed at once (at ':')
              h16  10..11  \"1\"  -- undone by backtracking
              h16  8  -- failed at once (at ':')
              h16  10..11  \"1\"  -- undone by backtracking
              h16 ×2  8  -- failed at once (at ':')
              h16  10..11  \"1\"  -- undone by backtracking
              h16 ×2  8  -- failed at once (at ':')
              h16  10..11  \"1\"  -- undone by backtracking
              h16 ×2  8  -- failed at once (at ':')
              h16  10..11  \"1\"  -- undone by backtracking
              h16 ×2  8  -- failed at once (at ':')
              ls32  10..11  \"1\"  -- failed, stopped at 11 (end of input)
                h16  10..11  -- undone by backtracking
                IPv4address  10..11  -- failed, stopped at 11 (end of input)
                  dec-octet  10..11
                    DIGIT ×2  11  -- failed at once (end of input)
                    DIGIT  10..11  \"1\"
              h16 ×2  8  -- failed at once (at ':')
              \"::\"
              h16  10..11  \"1\"
                HEXDIG  10..11
                  DIGIT  10..11  \"1\"
                HEXDIG  11  -- failed at once (end of input)
          ireg-name  7..7  \"\"
      ipath-abempty  7..7  \"\"
"

run explain --entry irelative-ref 'a:b' '%G1'
expect_status "explain --entry irelative-ref" 1
expect_stdout "explain --entry irelative-ref" "a:b
 ^
error at character 1 (byte 1) in ipath-noscheme: MSG
irelative-ref  0..1  \"a\"  -- matched only a prefix; the input goes on at 1: \":b\"
  irelative-part  0..1
    ipath-absolute  0  -- failed at once (at 'a')
    ipath-noscheme  0..1
      isegment-nz-nc  0..1  \"a\"

%G1
^
error at character 0 (byte 0) in irelative-ref: MSG
irelative-ref  0..0  \"\"  -- matched only a prefix; the input goes on at 0: \"%G1\"
  irelative-part  0..0
    ipath-absolute, ipath-noscheme  0  -- failed at once (at '%')
    ipath-empty  0..0  \"\"
"

# Valid to the grammar, invalid to RFC 3987 §4.1: the verdict is iri parse's.
run explain $'a\u200Eb'
expect_status "explain: bidi formatting character" 1
expect_stdout "explain: bidi formatting character" $'a\u200Eb
 ^
error at character 1 (byte 1) in ipath-noscheme: MSG
IRI-reference  0..3 (bytes 0..5)  "a\u200Eb"
  IRI  0..1  "a"  -- failed, stopped at 1 (at U+200E LEFT-TO-RIGHT MARK)
    scheme  0..1  "a"
  irelative-ref  0..3 (bytes 0..5)
    irelative-part  0..3 (bytes 0..5)
      ipath-absolute  0  -- failed at once (at \'a\')
      ipath-noscheme  0..3 (bytes 0..5)
        isegment-nz-nc  0..3 (bytes 0..5)  "a\u200Eb"
'

# --- --rule and --literal --------------------------------------------------------

run explain --rule dec-octet --literal 25
expect_status "explain --rule dec-octet --literal" 0
expect_stdout "explain --rule dec-octet --literal" '25
shipped dec-octet, anchored (all of the input): matches
shipped dec-octet, unanchored (a plain parse): matches all of it
literal dec-octet, anchored (all of the input): no match
literal dec-octet, unanchored (a plain parse): matches "2" and stops before "5"

shipped rule (grammar/*_def.hpp):
dec-octet  0..2  "25"
  "2"
  DIGIT  1..2  "5"

literal transcription (grammar/rfc3987/literal_def.hpp):
dec-octet  0..1  "2"  -- matched only a prefix; the input goes on at 1: "5"
  DIGIT  0..1  "2"
'

run explain --rule=ihost --literal 1.2.3.4.example
expect_status "explain --rule ihost --literal" 0
expect_stdout "explain --rule ihost --literal" '1.2.3.4.example
shipped ihost, anchored (all of the input): matches
shipped ihost, unanchored (a plain parse): matches all of it
literal ihost, anchored (all of the input): no match
literal ihost, unanchored (a plain parse): matches "1.2.3.4" and stops before ".example"

shipped rule (grammar/*_def.hpp):
ihost  0..15  "1.2.3.4.example"
  IP-literal  0  -- failed at once (at '"'"'1'"'"')
  IPv4address  0..7  "1.2.3.4"  -- undone by backtracking
  ireg-name  0..15  "1.2.3.4.example"

literal transcription (grammar/rfc3987/literal_def.hpp):
ihost  0..7  "1.2.3.4"  -- matched only a prefix; the input goes on at 7: ".example"
  IP-literal  0  -- failed at once (at '"'"'1'"'"')
  IPv4address  0..7
    dec-octet  0..1  "1"
      DIGIT ×2  1  -- failed at once (at '"'"'.'"'"')
      DIGIT  0..1  "1"
    "."
    dec-octet  2..3  "2"
      DIGIT  3  -- failed at once (at '"'"'.'"'"')
      DIGIT  2..3  "2"
    "."
    dec-octet  4..5  "3"
      DIGIT  5  -- failed at once (at '"'"'.'"'"')
      DIGIT  4..5  "3"
    "."
    dec-octet  6..7  "4"
      DIGIT  7  -- failed at once (at '"'"'.'"'"')
      DIGIT  6..7  "4"
'

# Without --literal: the anchored verdict, and what a plain parse would take.
run explain --rule ipath-noscheme 'a:b'
expect_status "explain --rule ipath-noscheme" 1
expect_stdout "explain --rule ipath-noscheme" 'a:b
 ^
error at character 1 (byte 1) in ipath-noscheme: MSG
ipath-noscheme, anchored (all of the input): no match
ipath-noscheme, unanchored (a plain parse): matches "a" and stops before ":b"
ipath-noscheme  0..1  "a"  -- matched only a prefix; the input goes on at 1: ":b"
  isegment-nz-nc  0..1  "a"
'

# A rule that fails on its first character still shows what it tried.
run explain --rule dec-octet x
expect_status "explain --rule dec-octet, no match" 1
expect_stdout "explain --rule dec-octet, no match" "x
^
error at character 0 (byte 0) in dec-octet: MSG
dec-octet, anchored (all of the input): no match
dec-octet, unanchored (a plain parse): no match
dec-octet  0  -- failed at once (at 'x')
  DIGIT  0  -- failed at once (at 'x')
"

# Every literal transcription: the shipped rule matches, the literal one not.
for case in 'dec-octet 25' 'IPv4address 1.2.3.25' 'ihost 1.2.3.4.example' 'IPv6address 1::' 'ipath a/b' \
            'IRI-reference a:b'; do
    set -- $case
    run explain --json --rule "$1" --literal "$2"
    expect_status "explain --json --rule $1 --literal" 0
    expect_json "explain --json --rule $1 --literal" "$rule_fields" '
o = objects[0]
assert o["valid"] is True and o["literal"]["valid"] is False, o
assert o["prefix"] == len(o["input"]), o
assert o["literal"]["prefix"] is None or o["literal"]["prefix"] < len(o["input"]), o
assert o["literal"]["error"]["production"], o
assert o["tree"]["rule"] == o["rule"] == o["literal"]["tree"]["rule"], o
'
done

# --- JSON ------------------------------------------------------------------------

run explain --json 'http://[::1' 'http://a/b' ''
expect_status "explain --json" 1
expect_json "explain --json" "$entry_fields" '
bad, good, empty = objects
assert bad["valid"] is False and bad["prefix"] == 7 and bad["byte_prefix"] == 7, bad
assert bad["error"]["offset"] == 11 and bad["error"]["production"] == "IP-literal", bad
literal = next(n for n in nodes(bad["tree"]) if n["rule"] == "IP-literal")
assert literal["matched"] is False and literal["end"] == 11 and literal["text"] == "[::1", literal
assert [c["rule"] for c in literal["children"]][:1] == ["IPv6address"], literal
assert any(n["undone"] for n in nodes(bad["tree"])), bad
assert good["valid"] is True and good["error"] is None and good["folded_at_limit"] == 0, good
assert [n["rule"] for n in nodes(good["tree"]) if n["matched"] and not n["undone"]] == [
    "IRI-reference", "IRI", "scheme", "ihier-part", "iauthority", "ihost", "ireg-name",
    "ipath-abempty", "isegment"], good
assert empty["tree"]["text"] == "" and empty["valid"] is True, empty
'

# Offsets in code points and in bytes.
run explain --json 'http://例え.テスト/'
expect_json "explain --json: offsets" "$entry_fields" '
name = next(n for n in nodes(objects[0]["tree"]) if n["rule"] == "ireg-name")
assert (name["start"], name["end"], name["byte_start"], name["byte_end"]) == (7, 13, 7, 23), name
assert name["text"] == "例え.テスト", name
'

# --- input from standard input ----------------------------------------------------

stdin 'a\n\n'
run explain --json
expect_status "explain: standard input" 0
expect_json "explain: standard input" "$entry_fields" '
assert [o["input"] for o in objects] == ["a", ""], objects
'

# --- bounded output -----------------------------------------------------------

# A path of 350,000 segments: the run folds, the output stays small apart
# from the input line itself.
"$PYTHON3" -c 'print("http://a/" + "ab/" * 350000)' >"$tmp/in"
run explain
expect_status "explain: 1 MiB path" 0
expect_lines_below "explain: 1 MiB path" 40
expect_line "explain: 1 MiB path" '        ... 349997 more isegment  18..1050008  "ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/ab/"...'

# Alternating rules do not fold: the node limit does, and says so; the
# attempt that got furthest survives.
"$PYTHON3" -c 'print("http://[v1." + "a!" * 500000)' >"$tmp/in"
run explain
expect_status "explain: 1 MiB IPvFuture" 1
expect_lines_below "explain: 1 MiB IPvFuture" 3000
expect_line "explain: 1 MiB IPvFuture" '(node limit reached: 1499514 attempts not recorded)'
expect_line "explain: 1 MiB IPvFuture" '              sub-delims  1000010..1000011  "!"'

# --- docs/explain.md ----------------------------------------------------------

# The worked examples are this tool's output, verbatim.
checks=$((checks + 1))
"$PYTHON3" -c '
import re, shlex, subprocess, sys
iri, doc = sys.argv[1], sys.argv[2]
blocks = re.findall(r"^```\n\$ iri (explain [^\n]*)\n(.*?)^```$", open(doc, encoding="utf-8").read(), re.M | re.S)
assert len(blocks) >= 3, "no examples found in " + doc
for command, expected in blocks:
    got = subprocess.run([iri] + shlex.split(command), capture_output=True, text=True).stdout
    assert got == expected, "iri " + command + ": the output differs from " + doc + ":\n" + got
' "$IRI" "$(dirname "${BASH_SOURCE[0]}")/../../docs/explain.md" 2>"$tmp/py" ||
    fail "docs/explain.md: $(grep -A1 AssertionError "$tmp/py" | head -2)"

# --- scheme grammars (grammar/schemes/) ---------------------------------------------

# --scheme picks the scheme's grammar; a production of one scheme's grammar
# alone needs no --scheme.
run explain --json --scheme urn --rule NID example
expect_status "explain --scheme urn --rule NID" 0
expect_json "explain --scheme urn --rule NID" "$rule_fields" '
assert o["rule"] == "NID" and o["valid"] and o["tree"]["rule"] == "NID", o
assert [c["rule"] for c in o["tree"]["children"]][:1] == ["alphanum"], o["tree"]
'
run explain --json --rule NID example
expect_status "explain --rule NID" 0
expect_json "explain --rule NID" "$rule_fields" '
assert o["rule"] == "NID" and o["valid"], o
'
run explain --rule NID x
expect_status "explain --rule NID, no match" 1
expect_in "explain --rule NID, no match" "$tmp/out" 'NID, anchored (all of the input): no match'
run explain --scheme URN --rule namestring 'urn:example:a?+r#f'
expect_status "explain --scheme URN --rule namestring" 0
expect_in "explain --scheme URN --rule namestring" "$tmp/out" 'r-component' 'f-component'
run explain --json --scheme data --rule mediatype 'text/plain;charset=utf-8'
expect_status "explain --scheme data --rule mediatype" 0
expect_json "explain --scheme data --rule mediatype" "$rule_fields" '
assert o["valid"] and o["tree"]["rule"] == "mediatype", o
'
# The issue's example: mailto's addr-spec (RFC 6068 §2), no --scheme needed.
run explain --json --rule addr-spec 'a@b'
expect_status "explain --rule addr-spec" 0
expect_json "explain --rule addr-spec" "$rule_fields" '
assert o["rule"] == "addr-spec" and o["valid"], o
assert [c["rule"] for c in o["tree"]["children"]] == ["local-part", "domain"], o["tree"]
'
# A name the selected grammar has is its own, unless --scheme says otherwise.
run explain --json --rule fragment 'a/b'
expect_json "explain --rule fragment" "$rule_fields" '
assert o["valid"] and o["tree"]["rule"] == "fragment", o
'

run explain --scheme nope --rule NID x
expect_status "explain: --scheme without a grammar" 2
expect_in "explain: --scheme without a grammar" "$tmp/err" 'no grammar for the scheme "nope"' 'urn, data'
run explain --scheme urn --rule ihost x
expect_status "explain: --scheme, unknown production" 2
expect_in "explain: --scheme, unknown production" "$tmp/err" 'unknown production "ihost" of the urn grammar' \
    'namestring, assigned-name, NID'
run explain --scheme urn x
expect_status "explain: --scheme without --rule" 2
expect_in "explain: --scheme without --rule" "$tmp/err" '--scheme needs --rule NAME'
run explain --scheme urn --rule NID --literal x
expect_status "explain: --scheme with --literal" 2

# --- usage --------------------------------------------------------------------------

run explain --rule nope x
expect_status "explain: unknown production" 2
expect_in "explain: unknown production" "$tmp/err" 'unknown production "nope"' 'dec-octet, pct-encoded'

run explain --rule scheme --literal x
expect_status "explain: no literal transcription" 2
expect_in "explain: no literal transcription" "$tmp/err" 'IRI-reference, ihost, ipath, IPv6address, IPv4address, dec-octet'

run explain --literal x
expect_status "explain: --literal without --rule" 2

run explain --rule IRI --entry IRI x
expect_status "explain: --rule with --entry" 2

run explain --rule
expect_status "explain: --rule without a name" 2

run explain --bogus
expect_status "explain: unknown option" 2

run explain --help
expect_status "explain --help" 0
expect_in "explain --help" "$tmp/out" 'Usage: iri explain' '--rule NAME' '--scheme NAME' '--literal' '--json' 'Exit status:' \
    'undone by backtracking'

run help explain
expect_status "iri help explain" 0

finish
