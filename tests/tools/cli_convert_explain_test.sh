#!/usr/bin/env bash
# `iri to-uri --explain` and `iri to-iri --explain`: each step of RFC 3987
# §3.1 and §3.2 over the input, with the byte offset, before and after, and
# why; text and JSON, and the same outputs as plain `to-uri` / `to-iri`.
source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# §3.2.1's examples in one URI: a character decoded, <e9> kept (step 3),
# an unreserved triplet decoded, a reserved one kept, U+202E kept (step 4).
run to-iri --explain 'http://a/D%C3%BCrst/%E9%2f%41%e2%80%ae'
expect_status "to-iri explain" 0
expect_stdout "to-iri explain" 'input      http://a/D%C3%BCrst/%E9%2f%41%e2%80%ae
  §3.2 step 1      byte 0     "http://a/D%C3%BCrst/%E9%2f%41%e2%80%ae" unchanged
                   the URI as a sequence of US-ASCII octets
  §3.2 step 2      byte 0     "http://a/D" unchanged
                   no percent-encoding: kept
  §3.2 step 2      byte 10    "%C3%BC" -> "ü"
                   %C3%BC is strictly legal UTF-8 (step 3) of U+00FC, allowed here (step 4): decoded
  §3.2 step 2      byte 16    "rst/" unchanged
                   no percent-encoding: kept
  §3.2 step 3      byte 20    "%E9" unchanged
                   %E9 is not part of strictly legal UTF-8: kept encoded
  §3.2 step 2      byte 23    "%2f" unchanged
                   %2f is "/", reserved: kept
  §3.2 step 2      byte 26    "%41" -> "A"
                   %41 is "A", unreserved US-ASCII: decoded
  §3.2 step 4      byte 29    "%e2%80%ae" -> "%E2%80%AE"
                   U+202E is a bidi formatting character (§4.1): kept encoded (hex digits in uppercase)
output     http://a/Dürst/%E9%2fA%E2%80%AE
'

# §3.1's example: "%09" is kept with the ASCII around it, "é" is encoded.
run to-uri --explain 'http://www.example.org/red%09rosé#red'
expect_status "to-uri explain" 0
expect_stdout "to-uri explain" 'input      http://www.example.org/red%09rosé#red
  §3.1 step 1      byte 0     "http://www.example.org/red%09rosé#red" unchanged
                   variant c: UTF-8 input, taken as it is (not normalized)
  §3.1 step 2      byte 0     "http://www.example.org/red%09ros" unchanged
                   US-ASCII (its "%HH" included): kept as it is
  §3.1 step 2      byte 32    "é" -> "%C3%A9"
                   U+00E9 is not allowed in a URI: UTF-8 C3 A9 -> %C3%A9
  §3.1 step 2      byte 34    "#red" unchanged
                   US-ASCII: kept as it is
output     http://www.example.org/red%09ros%C3%A9#red
'

# The options are rows of their own: ToASCII of the host, --lenient's
# characters, the query charset, step 1 variant b, ToUnicode of a label.
run to-uri --explain --idna 'http://résumé.example.org/'
expect_in "to-uri explain idna" "$tmp/out" '§3.1 ireg-name   byte 7     "résumé.example.org" -> "xn--rsum-bpad.example.org"' \
    'output     http://xn--rsum-bpad.example.org/'
run to-uri --explain --lenient --query-charset latin1 'http://a/a b?q=März'
expect_in "to-uri explain lenient" "$tmp/out" '§3.1 step 2      byte 10    " " -> "%20"' \
    'query charset    byte 16    "ä" -> "%E4"' 'output     http://a/a%20b?q=M%E4rz'
printf 'http://a/r\xe9\n' >"$tmp/in"
run to-uri --explain --from-charset iso-8859-1
expect_in "to-uri explain charset" "$tmp/out" 'variant b: the input in iso-8859-1' 'output     http://a/r%C3%A9'
run to-iri --explain --idn-unicode 'http://%78n--99zt52a.example/'
expect_in "to-iri explain idn" "$tmp/out" '§3.2.1 ireg-name byte 7     "%78n--99zt52a" -> "納豆"' \
    'output     http://納豆.example/'
run to-iri --explain 'http://5.9.95%2E9/'
expect_in "to-iri explain ipv4" "$tmp/out" 'RFC 3986 §3.2.2  byte 7     "5.9.95%2E9" unchanged'

# Errors are the plain commands' diagnostics; --from-leiri does not combine.
run to-iri --explain 'a b'
expect_status "to-iri explain error" 1
expect_stdout "to-iri explain error" 'input      a b
error at character 1 (byte 1) in ipath-noscheme: MSG
'
run to-iri --explain --from-leiri 'a'
expect_status "to-iri explain leiri" 2

# JSON, and the plain commands give the same outputs from standard input,
# on one thread or two.
uris='http://a/D%%C3%%BCrst/%%E9%%2f%%41\nhttp://xn--99zt52a.example.org/%%e2%%80%%ae\n?%%EE%%80%%80#%%EE%%80%%80\na b\n'
for command in to-iri to-uri; do
    stdin "$uris"
    run $command
    cp "$tmp/out" "$tmp/plain"
    stdin "$uris"
    run $command --explain --json --jobs 2
    expect_status "$command explain json" 1
    expect_json_lines "$command explain json" input,output,error,steps "
plain = open('$tmp/plain', encoding='utf-8').read().splitlines()
assert [o['output'] for o in objects][:3] == plain[:3], ([o['output'] for o in objects], plain)
assert objects[3]['output'] is None and objects[3]['steps'] == []
for o in objects[:3]:
    assert o['steps'][0]['step'].endswith('step 1'), o['steps'][0]
    for s in o['steps']:
        assert list(s) == ['step', 'byte_offset', 'offset', 'before', 'after', 'changed', 'why'], s
        assert s['changed'] == (s['before'] != s['after']), s
    rows = o['steps'][1:]
    assert ''.join(s['after'] for s in rows) == o['output'], o
    assert ''.join(s['before'] for s in rows) == o['input'], o
    assert all(a['byte_offset'] + len(a['before'].encode()) == b['byte_offset'] for a, b in zip(rows, rows[1:])), rows
"
done

# 1 MiB of "é": 512 Ki rows, 69 MB of text. It is written as it is
# formatted, not held whole: it fits in 300 MB of address space, where
# holding it took 400 MB. The same bytes as ever: the first rows (those of
# a short input), the last line, the size.
if require_tools prlimit timeout; then
    "$PYTHON3" -c "import sys; sys.stdout.write('http://a/' + 'é' * (1 << 19) + '\n')" >"$tmp/long.txt"
    with_address_limit 300000000 timeout 120 "$IRI" to-uri --explain <"$tmp/long.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "1 MiB to-uri explain" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    [[ $size == 69180578 ]] || fail "1 MiB to-uri explain: $size bytes, not 69180578"
    checks=$((checks + 1))
    short=$("$IRI" to-uri --explain 'http://a/é' | sed -n 4,7p)
    [[ $(sed -n 4,7p "$tmp/out") == "$short" ]] || fail "1 MiB to-uri explain: its first rows are not those of a short input"
    checks=$((checks + 1))
    [[ $(tail -n 1 "$tmp/out") == "output     http://a/$("$PYTHON3" -c "print('%C3%A9' * (1 << 19))")" ]] ||
        fail "1 MiB to-uri explain: the output line is not the URI"
    with_address_limit 300000000 timeout 120 "$IRI" to-uri --explain --json <"$tmp/long.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "1 MiB to-uri explain json" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    [[ $size == 94754198 ]] || fail "1 MiB to-uri explain json: $size bytes, not 94754198"
    rm -f "$tmp/long.txt" "$tmp/out"
fi

finish
