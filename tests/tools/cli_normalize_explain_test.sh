#!/usr/bin/env bash
# `iri normalize --explain`: each RFC 3987 §5.3.2 step on each component,
# before and after, the §5.2.4 table for the path; text and JSON, and the
# same output as plain `iri normalize`.
source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

run normalize --explain 'HTTP://Example.ORG/a/./%7e/../b?%41'
expect_status "explain" 0
expect_stdout "explain" 'input      HTTP://Example.ORG/a/./%7e/../b?%41
  scheme    RFC 3987 §5.3.2.1 case normalization:
            "HTTP" -> "http"
  host      RFC 3987 §5.3.2.3 percent-encoding normalization:
            "Example.ORG" unchanged
  host      RFC 3987 §5.3.2.1 case normalization:
            "Example.ORG" -> "example.org"
  path      RFC 3987 §5.3.2.4 path segment normalization (RFC 3986 §5.2.4):
            "/a/./%7e/../b" -> "/a/b"

            STEP   OUTPUT BUFFER         INPUT BUFFER

             1 :                         /a/./%7e/../b
             2E:   /a                    /./%7e/../b
             2B:   /a                    /%7e/../b
             2E:   /a/%7e                /../b
             2C:   /a                    /b
             2E:   /a/b

  path      RFC 3987 §5.3.2.3 percent-encoding normalization:
            "/a/b" unchanged
  path      RFC 3987 §5.3.2.4 path segment normalization, again after decoding:
            "/a/b" unchanged
  query     RFC 3987 §5.3.2.3 percent-encoding normalization:
            "%41" -> "A"
output     http://example.org/a/b?A
'

# NFC is a step of its own, only on request; the scheme rung is one step.
run normalize --explain --nfc $'http://a/e\xCC\x81'
expect_in "explain nfc" "$tmp/out" 'RFC 3987 §5.3.2.2 character normalization (NFC):' $'output     http://a/\xC3\xA9'
run normalize --explain --level scheme 'HTTP://a:80'
expect_in "explain scheme" "$tmp/out" 'reference RFC 3987 §5.3.3 scheme-based normalization:' \
    '"http://a:80" -> "http://a/"' 'output     http://a/'

# JSON, and plain `iri normalize` gives the same outputs from standard input.
inputs='HTTP://Example.ORG/a/./%%7e/../b?%%41\n../A/%%7e\nhttp://a/x/%%2E%%2E/y\ns:/a/..//b\na b\n'
stdin "$inputs"
run normalize
cp "$tmp/out" "$tmp/plain"
stdin "$inputs"
run normalize --explain --json
expect_status "explain json" 1
expect_json_lines "explain json" input,output,error,steps "
plain = open('$tmp/plain', encoding='utf-8').read().splitlines()
assert [o['output'] for o in objects][:4] == plain[:4], ([o['output'] for o in objects], plain)
assert objects[4]['output'] is None and objects[4]['steps'] == []
for o in objects[:4]:
    for s in o['steps']:
        assert list(s) == ['component', 'rule', 'before', 'after', 'changed', 'remove_dot_segments'], s
        assert s['changed'] == (s['before'] != s['after']), s
dots = [s for s in objects[2]['steps'] if 'again' in s['rule']][0]
assert dots['before'] == '/x/../y' and dots['after'] == '/y', dots
assert [r['step'] for r in dots['remove_dot_segments']] == ['1', '2E', '2C', '2E'], dots
guard = [s for s in objects[3]['steps'] if s['rule'].startswith('RFC 3986 §3.3')]
assert guard and guard[0]['after'] == '/.//b', objects[3]['steps']
"

# A long chain of dot segments: the §5.2.4 table is cut as in resolve
# --explain (a buffer over 512 bytes elided, a table over 200 rows cut with
# the count of the rows left out). Whole, these 40 KB made 320 MB of text
# and held 848 MB; now well under 1 MB, in under 200 MB of address space.
if require_tools prlimit timeout; then
    "$PYTHON3" -c "print('http://a/' + './../' * 8000 + 'b')" >"$tmp/dots.txt"
    with_address_limit 200000000 timeout 60 "$IRI" normalize --explain <"$tmp/dots.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "8000 dot segments" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    ((size < 1000000)) || fail "8000 dot segments: $size bytes of output, not under 1 MB"
    expect_in "8000 dot segments" "$tmp/out" '(40002 bytes)' '             …   15802 rows left out' \
        'output     http://a/b'
    with_address_limit 200000000 timeout 60 "$IRI" normalize --explain --json <"$tmp/dots.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "8000 dot segments json" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    ((size < 1000000)) || fail "8000 dot segments json: $size bytes of output, not under 1 MB"
    expect_json_lines "8000 dot segments json" input,output,error,steps '
cut = [s for s in objects[0]["steps"] if s.get("remove_dot_segments_left_out")]
assert cut and cut[0]["remove_dot_segments_left_out"] == 15802, objects[0]["steps"]
assert cut[0]["remove_dot_segments_left_out_at"] == 150 and len(cut[0]["remove_dot_segments"]) == 200
assert cut[0]["remove_dot_segments"][0]["input_bytes"] == 40002
assert objects[0]["output"] == "http://a/b"
'
fi

finish
