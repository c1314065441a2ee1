#!/usr/bin/env bash
# Tests of the `iri` command-line tool: exact output and exit status of each
# command, as a script or a person would rely on them.
#
#   cli_test.sh PATH/TO/iri
#
# Error message wording belongs to the library and may be refined, so where a
# message appears it is replaced by MSG before comparing (after checking that
# it is not empty); offsets and production names are compared exactly.
# JSON output is also checked with python3 ($PYTHON3, else python3 on PATH).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# Messages are the library's: check there is one, then mask it.
mask_messages() {
    sed -E -e 's/"message":"([^"\\]|\\.)+"/"message":"MSG"/g' \
           -e 's/^(error at character [0-9]+ \(byte [0-9]+\) in [^ :]+: ).+$/\1MSG/' \
           -e 's/^([^:]+:[0-9]+:[0-9]+: error: [^ :]+: ).+$/\1MSG/' "$1"
}

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

# --- parse, human output ---------------------------------------------------

run parse 'http://例え.テスト/パス?q#f'
expect_status "parse non-ASCII" 0
expect_stdout "parse non-ASCII" 'http://例え.テスト/パス?q#f
  scheme    "http"
  userinfo  (absent)
  host      "例え.テスト" (reg-name)
  port      (absent)
  path      "/パス" (ipath-abempty)
  query     "q"
  fragment  "f"
'
expect_empty "parse non-ASCII" "$tmp/err"

# Absent and empty differ: "http://a?" has an empty query and no fragment;
# "mailto:x" has no authority, hence no host (and, RFC 6068 §2 wanting an
# addr-spec's "@", a scheme_syntax warning). Inputs are separated by an
# empty line.
run parse 'http://a?' 'mailto:x'
expect_status "absent vs empty" 0
expect_stdout "absent vs empty" 'http://a?
  scheme    "http"
  userinfo  (absent)
  host      "a" (reg-name)
  port      (absent)
  path      "" (ipath-abempty)
  query     ""
  fragment  (absent)

mailto:x
  scheme    "mailto"
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "x" (ipath-rootless)
  query     (absent)
  fragment  (absent)
'

run parse 'http://u@[::1]:8080/p' 'http://192.0.2.1/' '/a' 'a/b'
expect_status "host kinds" 0
expect_stdout "host kinds" 'http://u@[::1]:8080/p
  scheme    "http"
  userinfo  "u"
  host      "[::1]" (ipv6)
  port      "8080"
  path      "/p" (ipath-abempty)
  query     (absent)
  fragment  (absent)

http://192.0.2.1/
  scheme    "http"
  userinfo  (absent)
  host      "192.0.2.1" (ipv4)
  port      (absent)
  path      "/" (ipath-abempty)
  query     (absent)
  fragment  (absent)

/a
  scheme    (absent)
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "/a" (ipath-absolute)
  query     (absent)
  fragment  (absent)

a/b
  scheme    (absent)
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "a/b" (ipath-noscheme)
  query     (absent)
  fragment  (absent)
'

# The empty string is a valid relative reference.
run parse ''
expect_status "empty input" 0
expect_stdout "empty input" '
  scheme    (absent)
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "" (ipath-empty)
  query     (absent)
  fragment  (absent)
'

run parse 'http://a b'
expect_status "invalid input" 1
expect_stdout "invalid input" 'http://a b
        ^
error at character 8 (byte 8) in ireg-name: MSG
'

# The caret counts code points, not bytes: 例 is 3 bytes, one character.
run parse 'http://例 b'
expect_status "caret by code point" 1
expect_stdout "caret by code point" 'http://例 b
        ^
error at character 8 (byte 10) in ireg-name: MSG
'

# A relative reference may begin with "-": it must follow "--".
run parse -- -a
expect_status "-- before operand" 0
expect_in "-- before operand" "$tmp/out" '"-a" (ipath-noscheme)'

# --- parse --json --------------------------------------------------------------

run parse --json 'http://例え.テスト/パス?q#f' 'http://a?' 'mailto:x' 'http://[::1]:80' ''
expect_status "json valid" 0
expect_stdout "json valid" '{"input":"http://例え.テスト/パス?q#f","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"例え.テスト","port":null,"path":"/パス","query":"q","fragment":"f","error":null,"warnings":[]}
{"input":"http://a?","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"a","port":null,"path":"","query":"","fragment":null,"error":null,"warnings":[]}
{"input":"mailto:x","valid":true,"kind":"iri","scheme":"mailto","userinfo":null,"host":null,"port":null,"path":"x","query":null,"fragment":null,"error":null,"warnings":[{"code":"scheme_syntax","severity":"warning","component":"addr-spec","offset":8,"byte_offset":8,"section":"RFC 3986 §3.1","message":"MSG"}]}
{"input":"http://[::1]:80","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"[::1]","port":"80","path":"","query":null,"fragment":null,"error":null,"warnings":[{"code":"default_port","severity":"warning","component":"port","offset":13,"byte_offset":13,"section":"RFC 3986 §3.2.3","message":"MSG"}]}
{"input":"","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"port":null,"path":"","query":null,"fragment":null,"error":null,"warnings":[]}
'
expect_json_lines "json valid" "$parse_fields"

run parse --json 'http://a b' '//h/p?#'
expect_status "json invalid" 1
expect_stdout "json invalid" '{"input":"http://a b","valid":false,"kind":null,"scheme":null,"userinfo":null,"host":null,"port":null,"path":null,"query":null,"fragment":null,"error":{"offset":8,"byte_offset":8,"production":"ireg-name","message":"MSG"},"warnings":[]}
{"input":"//h/p?#","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":"h","port":null,"path":"/p","query":"","fragment":"","error":null,"warnings":[]}
'
expect_json_lines "json invalid" "$parse_fields" '
assert objects[0]["error"]["message"], "empty message"'

# Invalid UTF-8 and control characters still give valid JSON: each bad byte
# becomes U+FFFD, controls are escaped, byte_offset counts original bytes.
run parse --json $'http://a/\xff\xfe' $'http://a/\xe4\xbe' $'a\x01\x7f"\\b' $'http://a/\xed\xa0\x80'
expect_status "json invalid UTF-8" 1
expect_json_lines "json invalid UTF-8" "$parse_fields" '
assert objects[0]["input"] == "http://a/\ufffd\ufffd", objects[0]["input"]
assert objects[0]["error"]["byte_offset"] == 9, objects[0]["error"]
assert objects[1]["input"] == "http://a/\ufffd\ufffd", objects[1]["input"]
assert objects[2]["input"] == "a\x01\x7f\"\\b", objects[2]["input"]
assert objects[3]["input"] == "http://a/\ufffd\ufffd\ufffd", objects[3]["input"]
assert not any(o["valid"] for o in objects)'
expect_in "json control escapes" "$tmp/out" '"input":"a\u0001\u007F\"\\b"'

# U+2028 and U+2029 (ucschar, so valid in an IRI) are escaped: JavaScript
# before ES2019 and line-based tools take them for line ends.
run parse --json $'http://a/\u2028\u2029x'
expect_status "json U+2028 U+2029" 0
expect_in "json U+2028 U+2029" "$tmp/out" '"input":"http://a/\u2028\u2029x"'

# --- parse, standard input -------------------------------------------------

# One reference per line: "\r\n" ends a line too, an empty line is an input,
# the last line needs no "\n".
stdin 'http://a/\r\n\nhttp://a b\nmailto:x'
run parse --json
expect_status "stdin lines" 1
expect_stdout "stdin lines" '{"input":"http://a/","valid":true,"kind":"iri","scheme":"http","userinfo":null,"host":"a","port":null,"path":"/","query":null,"fragment":null,"error":null,"warnings":[]}
{"input":"","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"port":null,"path":"","query":null,"fragment":null,"error":null,"warnings":[]}
{"input":"http://a b","valid":false,"kind":null,"scheme":null,"userinfo":null,"host":null,"port":null,"path":null,"query":null,"fragment":null,"error":{"offset":8,"byte_offset":8,"production":"ireg-name","message":"MSG"},"warnings":[]}
{"input":"mailto:x","valid":true,"kind":"iri","scheme":"mailto","userinfo":null,"host":null,"port":null,"path":"x","query":null,"fragment":null,"error":null,"warnings":[{"code":"scheme_syntax","severity":"warning","component":"addr-spec","offset":8,"byte_offset":8,"section":"RFC 3986 §3.1","message":"MSG"}]}
'

stdin 'a\nb\n'
run parse
expect_status "stdin human" 0
expect_stdout "stdin human" 'a
  scheme    (absent)
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "a" (ipath-noscheme)
  query     (absent)
  fragment  (absent)

b
  scheme    (absent)
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "b" (ipath-noscheme)
  query     (absent)
  fragment  (absent)
'

stdin 'http://a/\xff\n\x01\x02\n\xc3\x28\nok\n'
run parse --json
expect_status "stdin invalid UTF-8" 1
expect_json_lines "stdin invalid UTF-8" "$parse_fields" '
assert len(objects) == 4
assert [o["valid"] for o in objects] == [False, False, False, True]
assert objects[2]["input"] == "\ufffd("'

stdin ''
run parse
expect_status "stdin without lines" 0
expect_empty "stdin without lines" "$tmp/out"

# --- --entry ---------------------------------------------------------------

run parse --json --entry IRI '//a/b'
expect_status "entry IRI" 1
run parse --entry=absolute-IRI 'http://a/#f'
expect_status "entry absolute-IRI" 1
run parse --entry irelative-ref 'http:x'
expect_status "entry irelative-ref" 1
run parse --entry URI-reference 'http://例/'
expect_status "entry URI-reference" 1
run parse --entry URI-reference --entry IRI-reference 'http://例/'
expect_status "last --entry wins" 0
for name in IRI-reference IRI absolute-IRI irelative-ref URI-reference; do
    run parse --entry "$name" --json 'http://a/'
    [[ $name == irelative-ref ]] && expected=1 || expected=0
    expect_status "entry $name" $expected
done

# --- validate --------------------------------------------------------------

stdin 'http://a/\nhttp://a b\n\n/p\r\nhttp://例 b\nx:y'
run validate
expect_status "validate stdin" 1
expect_stdout "validate stdin" '<stdin>:2:9: error: ireg-name: MSG
<stdin>:5:9: error: ireg-name: MSG
4 valid, 2 invalid
'
expect_empty "validate stdin" "$tmp/err"

# A valid line's end is where the validator stops (tools/cmd_validate.cpp,
# iri::match_length), run over the rest of the input: the answers must not
# depend on what follows a line. NUL bytes; "\r" doubled, alone inside a
# line, and ending the input; empty lines; a host without a path followed
# by a line with an "@" (the test for a userinfo reads past the line's
# end), and a bidi formatting character there. The same with --jobs, and
# with --entry IRI, where an empty line is invalid.
edge_lines='//h\nu@v\n\n\0\na\0b\nhttp://a/\r\r\nx\ry\n//h\xe2\x80\x8f\n@\n//h:80\n@x/\n\r\n\r'
edge_expected='<stdin>:4:1: error: IRI-reference: MSG
<stdin>:5:2: error: ipath-noscheme: MSG
<stdin>:6:10: error: ipath-abempty: MSG
<stdin>:7:2: error: ipath-noscheme: MSG
<stdin>:8:4: error: ireg-name: MSG
8 valid, 5 invalid
'
for jobs in 1 2; do
    stdin "$edge_lines"
    run validate --jobs $jobs
    expect_status "validate line ends, --jobs $jobs" 1
    expect_stdout "validate line ends, --jobs $jobs" "$edge_expected"
done
stdin '\n//h\nhttp://h\n@\r\n\r\nx:\r'
run validate --entry IRI
expect_status "validate line ends, --entry IRI" 1
expect_stdout "validate line ends, --entry IRI" '<stdin>:1:1: error: IRI: MSG
<stdin>:2:1: error: IRI: MSG
<stdin>:4:1: error: IRI: MSG
<stdin>:5:1: error: IRI: MSG
2 valid, 4 invalid
'
# Empty input, and newlines only.
run validate
expect_stdout "validate no input" '0 valid, 0 invalid
'
stdin '\n\r\n\n'
run validate
expect_stdout "validate empty lines" '3 valid, 0 invalid
'

printf 'http://a/\n' >"$tmp/good.txt"
printf 'ok\nhttp://a b\n' >"$tmp/bad.txt"
stdin 'http://a b'
run validate "$tmp/good.txt" "$tmp/bad.txt" -
expect_status "validate files" 1
expect_stdout "validate files" "$tmp/bad.txt:2:9: error: ireg-name: MSG
<stdin>:1:9: error: ireg-name: MSG
2 valid, 2 invalid
"

run validate "$tmp/good.txt"
expect_status "validate all valid" 0
expect_stdout "validate all valid" '1 valid, 0 invalid
'

run validate --entry URI-reference "$tmp/good.txt"
expect_status "validate --entry" 0
printf 'http://例/\n' >"$tmp/iri.txt"
run validate --entry URI-reference "$tmp/iri.txt"
expect_status "validate --entry URI-reference" 1
expect_in "validate --entry URI-reference" "$tmp/out" "$tmp/iri.txt:1:8: error: " "0 valid, 1 invalid"

# A missing file is reported, the others are still checked, exit 2.
run validate "$tmp/missing.txt" "$tmp/good.txt"
expect_status "validate missing file" 2
expect_in "validate missing file" "$tmp/err" "$tmp/missing.txt"
expect_stdout "validate missing file" '1 valid, 0 invalid
'
run validate "$tmp"
expect_status "validate a directory" 2

# Many lines across read blocks (1 MiB), lengths varying so that lines
# straddle block boundaries; through a pipe (short reads) and from a file.
"$PYTHON3" -c '
import sys
out = sys.stdout
for i in range(1, 300001):
    out.write("http://a/" + "x" * (i % 37) + ("/ b" if i in (100000, 299999) else "") + "\n")
' >"$tmp/many.txt"
run validate "$tmp/many.txt"
expect_status "validate many lines" 1
# The space comes after "http://a/", i % 37 x's and "/": column 9 + i % 37 + 2.
first="100000:$((100000 % 37 + 11)): error: "
second="299999:$((299999 % 37 + 11)): error: "
expect_in "validate many lines" "$tmp/out" "$tmp/many.txt:$first" "$tmp/many.txt:$second"
checks=$((checks + 1))
[[ $(wc -l <"$tmp/out") == 3 && $(tail -1 "$tmp/out") == "299998 valid, 2 invalid" ]] ||
    fail "validate many lines: $(tail -1 "$tmp/out")"
cat "$tmp/many.txt" | "$IRI" validate >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status "validate many lines, pipe" 1
expect_in "validate many lines, pipe" "$tmp/out" "<stdin>:$first" "<stdin>:$second" "299998 valid, 2 invalid"

# Invalid lines whose messages fill the output buffer (1 MiB) many times
# over, valid ones between them; each message whole and in order.
"$PYTHON3" -c '
import sys
for i in range(1, 60001):
    sys.stdout.write("a b\n" if i % 3 else "http://a/\r\n")
' >"$tmp/invalid.txt"
run validate "$tmp/invalid.txt"
expect_status "validate many invalid lines" 1
checks=$((checks + 1))
[[ $(wc -l <"$tmp/out") == 40001 && $(grep -c ':2: error: ipath-noscheme: ' "$tmp/out") == 40000 &&
   $(sed -n 40000p "$tmp/out") == "$tmp/invalid.txt:59999:2: error: "* &&
   $(tail -1 "$tmp/out") == "20000 valid, 40000 invalid" ]] ||
    fail "validate many invalid lines: $(wc -l <"$tmp/out") lines, $(tail -1 "$tmp/out")"

# A line of 10 MiB, with and without a final newline, valid and invalid.
"$PYTHON3" -c 'import sys; sys.stdout.write("http://a/" + "x" * (10 << 20))' >"$tmp/long.txt"
run validate "$tmp/long.txt"
expect_status "10 MiB line" 0
expect_stdout "10 MiB line" '1 valid, 0 invalid
'
"$PYTHON3" -c 'import sys; sys.stdout.write("ok\n" + "http://a/" + "x" * (10 << 20) + " \nok\n")' >"$tmp/long.txt"
run validate "$tmp/long.txt"
expect_status "10 MiB invalid line" 1
expect_in "10 MiB invalid line" "$tmp/out" "$tmp/long.txt:2:$(( (10 << 20) + 10 )): error: " \
    "2 valid, 1 invalid"

# Failed output is an error, not silence.
if [[ -w /dev/full ]]; then
    "$IRI" validate "$tmp/bad.txt" >/dev/full 2>"$tmp/err"
    status=$?
    expect_status "validate to /dev/full" 2
    "$IRI" parse a >/dev/full 2>"$tmp/err"
    status=$?
    expect_status "parse to /dev/full" 2
fi

# --- usage, help and exit status ------------------------------------------

run
expect_status "no arguments" 2
expect_empty "no arguments" "$tmp/out"
expect_in "no arguments" "$tmp/err" "Usage: iri" parse validate

for args in "--help" "help" "-h"; do
    run $args
    expect_status "iri $args" 0
    expect_in "iri $args" "$tmp/out" "Usage: iri" parse validate help "--help" "Exit status" "0 " "1 " "2 "
done

for cmd in parse validate; do
    run $cmd --help
    expect_status "$cmd --help" 0
    cp "$tmp/out" "$tmp/help-$cmd"
    run help $cmd
    expect_status "help $cmd" 0
    cmp -s "$tmp/out" "$tmp/help-$cmd" || fail "help $cmd differs from $cmd --help"
    expect_in "$cmd --help" "$tmp/help-$cmd" "Usage: iri $cmd" "--entry NAME" "--help" \
        IRI-reference "IRI " absolute-IRI irelative-ref URI-reference \
        '"\r"' "empty line" "Exit status" "0  every" "1  some" "2  usage error"
done
expect_in "parse --help" "$tmp/help-parse" "--json" "(absent)" '"input"' '"valid"' '"kind"' \
    '"scheme"' '"userinfo"' '"host"' '"port"' '"path"' '"query"' '"fragment"' '"error"' \
    '"offset"' '"byte_offset"' '"production"' '"message"' '"warnings"' "U+FFFD" "^"
expect_in "validate --help" "$tmp/help-validate" "FILE:LINE:COLUMN: error: PRODUCTION: MESSAGE" \
    "N valid, M invalid" '"-"'

run frobnicate
expect_status "unknown command" 2
expect_in "unknown command" "$tmp/err" frobnicate
run help frobnicate
expect_status "help unknown command" 2

for args in "parse --bogus" "parse --entry" "parse --entry nope x" "parse --json=yes x" \
            "validate --bogus" "validate --entry" "validate --entry=IRI-ref"; do
    run $args
    expect_status "iri $args" 2
    expect_empty "iri $args" "$tmp/out"
    expect_in "iri $args" "$tmp/err" "iri ${args%% *}: "
done

# --- control characters never reach the output raw -------------------------------

# JSON: C0, DEL and C1 controls and U+2028/2029 are escaped, so a
# line-splitting tool sees one record per input (U+0085 NEXT LINE ends a
# line for many).
stdin 'http://a/\xc2\x85b\x1b\x7f\xe2\x80\xa8\nhttp://a/%%C2%%85\n'
run parse --json
expect_status "C1 in JSON" 1
checks=$((checks + 1))
[[ $(wc -l <"$tmp/out") == 2 ]] || fail "C1 in JSON: not two lines"
checks=$((checks + 1))
LC_ALL=C grep -qP '[\x00-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8\xa9]' "$tmp/out" && fail "C1 in JSON: a raw control"
expect_in "C1 in JSON" "$tmp/out" '"input":"http://a/\u0085b\u001B\u007F\u2028"'
expect_json_lines "C1 in JSON" "$parse_fields" '
assert objects[0]["input"] == "http://a/\u0085b\x1b\x7f\u2028", objects[0]["input"]'

# Human output: a terminal would act on an escape sequence (this one
# retitles the window); shown escaped, the caret still under the character.
for cmd in parse check explain validate "display --any-text"; do
    stdin 'http://a/\x1b]0;title\x07x \xc2\x9b\x9b\n'
    # shellcheck disable=SC2086
    run $cmd
    checks=$((checks + 1))
    LC_ALL=C grep -qP '[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|[\x80-\xff]' "$tmp/out" &&
        fail "iri $cmd: a control character or a byte that is not UTF-8 in the human output: $(head -c 300 "$tmp/out" | od -c | head -5)"
done
stdin 'http://a/\x1b]0;title\x07x\n'
run parse
expect_stdout "parse shows controls escaped" 'http://a/\x1B]0;title\x07x
         ^
error at character 9 (byte 9) in ipath-abempty: MSG
'
stdin 'http://a/\x1b]0;title\x07x\n'
run check
expect_in "check shows controls escaped" "$tmp/out" 'http://a/\x1B]0;title\x07x' "
         ^
  error at character 9 (byte 9) in ipath-abempty: "

# Names and values the user gave are shown escaped too, wherever they are
# echoed: a file name in validate's FILE:LINE:COL and in "cannot open", an
# unknown command or option, an option's value. ESC ] 0 ; ... BEL retitles
# the window.
evil=$'evil\033]0;PWNED\007'
printf 'a b\n' >"$tmp/$evil.txt"
no_raw_controls() {   # NAME: neither stdout nor stderr holds ESC or BEL
    checks=$((checks + 1))
    LC_ALL=C grep -qP '[\x07\x1b]' "$tmp/out" "$tmp/err" &&
        fail "$1: a raw ESC or BEL: $(cat "$tmp/out" "$tmp/err" | head -c 300 | od -c | head -5)"
}
run validate "$tmp/$evil.txt"
expect_status "validate, file name with ESC" 1
no_raw_controls "validate, file name with ESC"
expect_in "validate, file name with ESC" "$tmp/out" 'evil\x1B]0;PWNED\x07.txt:1:2: error: '
run validate "$tmp/$evil.missing"
expect_status "validate, missing file name with ESC" 2
no_raw_controls "validate, missing file name with ESC"
expect_in "validate, missing file name with ESC" "$tmp/err" 'cannot open '"$tmp"'/evil\x1B]0;PWNED\x07.missing: '
run coverage "$tmp/$evil.missing"
expect_status "coverage, missing file name with ESC" 2
no_raw_controls "coverage, missing file name with ESC"
for args in "$evil" "help|$evil" "parse|--$evil" "url|--encoding|$evil|x" "to-uri|--from-charset|$evil|x" \
    "to-uri|--query-charset|$evil|x" "prepare|--from-charset|$evil|x" "parse|--entry|$evil|x" \
    "explain|--rule|$evil|x" "check|--error|$evil|x" "parse|--grammar|$evil|x" "parse|--jobs|$evil|x" \
    "to-uri|--idna=$evil|x"; do
    IFS='|' read -r -a words <<<"$args"
    name="iri ${words[*]}"
    run "${words[@]}"
    expect_status "$name" 2
    no_raw_controls "$name"
    expect_in "$name" "$tmp/err" 'evil\x1B]0;PWNED\x07'
done

run parse 'http://a' 'http://a b'
expect_status "some invalid" 1
run parse 'http://a' ''
expect_status "all valid" 0

# --- a termination signal ends iri by that signal ------------------------------

# SIGTERM or SIGINT while iri waits for input ends it killed by the signal
# (the default action restored and the signal raised again), never by
# exit(143) or exit(130): the parent sees WIFSIGNALED, as with any other
# tool. With --jobs 1 and with worker threads (the signal may land on any
# thread). iri first answers one line, so that it is surely waiting.
# (A script's background jobs ignore SIGINT, so the shell sends only
# SIGTERM; python sends both.)
mkfifo "$tmp/fifo"
for jobs in 1 2; do
    name="SIGTERM while reading, --jobs $jobs"
    "$IRI" parse --jobs $jobs <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err" &
    pid=$!
    exec {writer}>"$tmp/fifo"
    printf 'http://a\n' >&"$writer"
    for _ in $(seq 400); do [[ -s $tmp/out ]] && break; sleep 0.05; done
    kill -TERM "$pid"
    wait "$pid"
    status=$?
    exec {writer}>&-
    expect_status "$name" 143
    checks=$((checks + 1))
    ((status > 128)) && [[ $(kill -l $((status - 128))) == TERM ]] ||
        fail "$name: the shell does not see it killed by SIGTERM (status $status)"
    expect_empty "$name" "$tmp/err"
done
# From the shell, death by signal 15 and exit(143) look alike; python's
# returncode tells them apart: -15 for the one, 143 for the other.
checks=$((checks + 1))
"$PYTHON3" - "$IRI" <<'PY' || fail "a termination signal: iri was not killed by it (python's returncode)"
import signal, subprocess, sys
failed = False
for jobs in ("1", "2"):
    for sig in (signal.SIGTERM, signal.SIGINT):
        # Whoever runs the tests may ignore SIGINT, and iri would keep it
        # ignored: the child gets the default action.
        p = subprocess.Popen([sys.argv[1], "parse", "--jobs", jobs], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        p.stdin.write(b"http://a\n")
        p.stdin.flush()
        p.stdout.readline()   # answered: now it waits for the next line
        p.send_signal(sig)
        code = p.wait(timeout=20)
        p.stdin.close()
        if code != -sig:
            print(f"FAIL: {sig.name}, --jobs {jobs}: returncode {code}, expected {-sig}", file=sys.stderr)
            failed = True
sys.exit(1 if failed else 0)
PY

finish
