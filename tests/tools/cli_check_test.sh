#!/usr/bin/env bash
# Tests of `iri check` and of the warnings of `iri parse --json`: exact
# output and exit status, as a script relies on them.
#
#   cli_check_test.sh PATH/TO/iri
#
# Messages belong to the library and may be reworded: after checking that
# one is there, it is replaced by MSG. Codes, severities, offsets,
# components and sections are compared exactly. JSON is checked with
# python3 ($PYTHON3, else python3 on PATH).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"
docs="$(dirname "${BASH_SOURCE[0]}")/../../docs/checks.md"

mask_messages() {
    sed -E -e 's/"message":"([^"\\]|\\.)+"/"message":"MSG"/g' \
           -e 's/^(  [a-z]+ [a-z0-9_]+ at character [0-9]+ \(byte [0-9]+\) in [A-Za-z0-9-]+ \([^)]+\): ).+; fix: .+$/\1MSG/' \
           -e 's/^(  error at character [0-9]+ \(byte [0-9]+\) in [^ :]+: ).+$/\1MSG/' "$1"
}

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

# --- human output ---------------------------------------------------------

# §4.4 example 8 in Hebrew; a clean reference; an invalid one.
run check 'http://ab.cd.ef/גה1/2יט/כל.html' 'http://example.org/a' 'http://a b/'
expect_status "human" 1
expect_stdout "human" 'http://ab.cd.ef/גה1/2יט/כל.html
  warning bidi_rtl_boundary at character 18 (byte 20) in isegment (RFC 3987 §4.2): MSG
  warning bidi_rtl_boundary at character 20 (byte 22) in isegment (RFC 3987 §4.2): MSG
http://example.org/a
  no warnings
http://a b/
        ^
  error at character 8 (byte 8) in ireg-name: MSG
'
expect_empty "human" "$tmp/err"
# The message says what is wrong, then how to fix it.
expect_in "human message" "$tmp/out" "; fix: "

# Warnings alone leave the input valid: exit 0. In order of position, with
# an info among them.
run check 'http://example.org:80/r%E9sum%e9/./x'
expect_status "warnings only" 0
expect_stdout "warnings only" 'http://example.org:80/r%E9sum%e9/./x
  warning default_port at character 19 (byte 19) in port (RFC 3986 §3.2.3): MSG
  info percent_not_utf8 at character 23 (byte 23) in isegment (RFC 3987 §6.4): MSG
  warning lowercase_percent_hex at character 29 (byte 29) in isegment (RFC 3987 §5.3.2.1): MSG
  warning dot_segment at character 33 (byte 33) in isegment (RFC 3987 §5.3.2.4): MSG
'

# A scheme's own grammar (RFC 3986 §3.1): where its diagnostic is, in its
# production; a scheme without a grammar is not looked at.
run check 'urn:x:y' 'urn:example:a' 'foo:x:'
expect_status "scheme_syntax" 0
expect_stdout "scheme_syntax" 'urn:x:y
  warning scheme_syntax at character 5 (byte 5) in NID (RFC 3986 §3.1): MSG
urn:example:a
  no warnings
foo:x:
  no warnings
'
run check --error scheme_syntax 'data:text/plain;base64,SGVsbG8'
expect_status "--error scheme_syntax" 1
expect_in "--error scheme_syntax" "$tmp/out" "  error scheme_syntax at character 30 (byte 30) in data (RFC 3986 §3.1): "

# --- raising --------------------------------------------------------------

run check --error dot_segment 'http://example.org:80/./x' 'http://example.org/x'
expect_status "--error CODE" 1
expect_stdout "--error CODE" 'http://example.org:80/./x
  warning default_port at character 19 (byte 19) in port (RFC 3986 §3.2.3): MSG
  error dot_segment at character 22 (byte 22) in isegment (RFC 3987 §5.3.2.4): MSG
http://example.org/x
  no warnings
'
run check --error=default_port --error dot_segment 'http://example.org:80/./x'
expect_status "--error twice" 1
expect_in "--error twice" "$tmp/out" "  error default_port at"
expect_in "--error twice" "$tmp/out" "  error dot_segment at"

run check --error all 'http://example.org/r%E9sum%E9'
expect_status "--error all raises info too" 1
expect_in "--error all" "$tmp/out" "  error percent_not_utf8 at character 20"

run check --error dot_segment 'http://example.org/x'
expect_status "raised but not found" 0

for args in "--error nonsense x" "--error" "--error= x" "--json=yes x" "--bogus x"; do
    run check $args
    expect_status "iri check $args" 2
    expect_empty "iri check $args" "$tmp/out"
    expect_in "iri check $args" "$tmp/err" "iri check: "
done
run check --error nonsense x
expect_in "unknown code lists the codes" "$tmp/err" "bidi_mixed_direction"
expect_in "unknown code lists the codes" "$tmp/err" "dot_segment"

# --- controls RFC 3987 §4.1 does not name ---------------------------------

# An isolate in a segment and a paragraph separator in the query: valid,
# one warning each, the message naming the character and its encoding.
rli=$(printf '\xE2\x81\xA7') ps=$(printf '\xE2\x80\xA9')
run check "http://example.org/a${rli}b?q=${ps}"
expect_status "bidi controls" 0
expect_in "bidi controls" "$tmp/out" "U+2067 RIGHT-TO-LEFT ISOLATE"
expect_in "bidi controls" "$tmp/out" "percent-encode it as %E2%80%A9"
expect_stdout "bidi controls" "http://example.org/a${rli}b?q=${ps}
  warning bidi_control_character at character 20 (byte 20) in isegment (RFC 3987 §4.1): MSG
  warning bidi_control_character at character 25 (byte 27) in iquery (RFC 3987 §4.1): MSG
"
# Raised, the input is invalid; its percent-encoded form is the fix.
run check --error bidi_control_character "http://example.org/a${rli}b" 'http://example.org/a%E2%81%A7b'
expect_status "--error bidi_control_character" 1
expect_stdout "--error bidi_control_character" "http://example.org/a${rli}b
  error bidi_control_character at character 20 (byte 20) in isegment (RFC 3987 §4.1): MSG
http://example.org/a%E2%81%A7b
  no warnings
"
run check --json --error bidi_control_character "http://example.org/#${rli}"
expect_status "json bidi control raised" 1
expect_json_lines "json bidi control raised" "$parse_fields" '
o = objects[0]
assert o["valid"] is False and o["error"]["offset"] == 20 and o["error"]["production"] == "ifragment", o
assert [(w["code"], w["severity"], w["section"]) for w in o["warnings"]] == \
    [("bidi_control_character", "error", "RFC 3987 §4.1")], o
'

# --- standard input, --entry --------------------------------------------

stdin 'http://a:80/\n\n//a:99999\r\n'
run check
expect_status "stdin" 0
expect_stdout "stdin" 'http://a:80/
  warning default_port at character 9 (byte 9) in port (RFC 3986 §3.2.3): MSG

  no warnings
//a:99999
  warning port_out_of_range at character 4 (byte 4) in port (RFC 3986 §3.2.3): MSG
'

run check --entry absolute-IRI 'http://a/#f'
expect_status "--entry" 1

# --- JSON -----------------------------------------------------------------

run check --json 'http://a:80/%41' 'http://a/x' 'a b'
expect_status "json" 1
expect_stdout "json" '{"input":"http://a:80/%41","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"a","port":"80","path":"/%41","query":null,"fragment":null,"error":null,"warnings":[{"code":"default_port","severity":"warning","component":"port","offset":9,"byte_offset":9,"section":"RFC 3986 §3.2.3","message":"MSG"},{"code":"needless_percent_encoding","severity":"warning","component":"isegment","offset":12,"byte_offset":12,"section":"RFC 3987 §5.3.2.3","message":"MSG"}]}
{"input":"http://a/x","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"a","port":null,"path":"/x","query":null,"fragment":null,"error":null,"warnings":[]}
{"input":"a b","valid":false,"kind":null,"scheme":null,"userinfo":null,"host":null,"port":null,"path":null,"query":null,"fragment":null,"error":{"offset":1,"byte_offset":1,"production":"ipath-noscheme","message":"MSG"},"warnings":[]}
'
expect_json_lines "json" "$parse_fields"

# A raised warning: "valid" false, it is the "error", the components stay.
run check --json --error needless_percent_encoding 'http://é.org/%41'
expect_status "json raised" 1
expect_json_lines "json raised" "$parse_fields" '
o = objects[0]
assert o["valid"] is False and o["host"] == "é.org" and o["path"] == "/%41", o
assert o["error"] == {"offset": 13, "byte_offset": 14, "production": "isegment",
                      "message": o["warnings"][0]["message"]}, o["error"]
assert [(w["code"], w["severity"]) for w in o["warnings"]] == [("needless_percent_encoding", "error")], o
'

# parse --json lists the same warnings as check --json (nothing raised).
inputs=('http://pаypal.example:80/%e2%82%ac' 'http://example.org／evil/' 'http://a/b' '%zz')
run parse --json "${inputs[@]}"
expect_status "parse --json" 1
cp "$tmp/out" "$tmp/parse"
run check --json "${inputs[@]}"
checks=$((checks + 1))
cmp -s "$tmp/parse" "$tmp/out" || fail "parse --json and check --json differ: $(diff "$tmp/parse" "$tmp/out" | head -5)"
expect_json_lines "parse --json warnings" "$parse_fields" '
codes = [[w["code"] for w in o["warnings"]] for o in objects]
assert codes[0] == ["confusable_with_ascii", "mixed_script", "default_port", "lowercase_percent_hex"], codes[0]
assert codes[1] == ["host_fails_uts46", "not_nfkc", "delimiter_lookalike"], codes[1]
assert codes[2] == [] and codes[3] == [], codes
'

# --- help -------------------------------------------------------------------

run check --help
expect_status "--help" 0
# Every code docs/checks.md lists (a C++ test ties that table to the
# library) is explained in the help.
for code in $(sed -nE 's/^\| `([a-z0-9_]+)` \|.*/\1/p' "$docs"); do
    expect_in "--help lists $code" "$tmp/out" "$code"
done
for text in "--error CODE" "--json" "--entry NAME" "Exit status:"; do
    expect_in "--help: $text" "$tmp/out" "$text"
done
run --help
expect_in "iri --help lists check" "$tmp/out" "  check "

finish
