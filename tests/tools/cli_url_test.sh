#!/usr/bin/env bash
# Tests of `iri url`, the WHATWG URL Standard's parser: exact output and
# exit status, as a script relies on them.
#
#   cli_url_test.sh PATH/TO/iri
#
# The validation errors are the Standard's names with their places, in
# characters and bytes: all are compared exactly. JSON is checked with python3 ($PYTHON3, else
# python3 on PATH).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

# A URL the Standard repairs, with what it repaired.
run url ' HTTP://EXAMPLE.com\a/../b?q r'
expect_status "url: repaired" 0
expect_stdout "url: repaired" 'http://example.com/b?q%20r
validation error at character 0 (byte 0): invalid-URL-unit
validation error at character 19 (byte 19): invalid-reverse-solidus
validation error at character 28 (byte 28): invalid-URL-unit
'

# Characters and bytes part after a non-ASCII character.
run url 'http://例え.テスト/a b'
expect_status "url: non-ASCII" 0
expect_stdout "url: non-ASCII" 'http://xn--r8jz45g.xn--zckzah/a%20b
validation error at character 15 (byte 25): invalid-URL-unit
'

# A valid URL: its href alone.
run url 'https://example.org/'
expect_status "url: valid" 0
expect_stdout "url: valid" 'https://example.org/
'

# Against a base.
run url --base 'http://a/b/c/d;p?q' '../g'
expect_status "url --base" 0
expect_stdout "url --base" 'http://a/b/g
'

# A failure: the error that ended parsing, exit status 1.
run url 'http://h:99999/'
expect_status "url: failure" 1
expect_stdout "url: failure" 'error at character 9 (byte 9): port-out-of-range
'
run url 'no-scheme'
expect_status "url: no base" 1
expect_stdout "url: no base" 'error at character 0 (byte 0): missing-scheme-non-relative-URL
'
run url --base 'b' 'a'
expect_status "url: BASE fails" 1
expect_stdout "url: BASE fails" 'BASE: error at character 0 (byte 0): missing-scheme-non-relative-URL
'

# --json: every getter, the validation errors, the error.
run url --json --base 'http://x/' 'HTTP://user:pw@[0:0::1]:80/p?q#f'
expect_status "url --json" 0
checks=$((checks + 1))
"$PYTHON3" -c '
import json, sys
o = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert list(o) == ["href", "origin", "protocol", "username", "password", "host", "hostname", "port",
                   "pathname", "search", "hash", "validation_errors", "error"], list(o)
assert o["href"] == "http://user:pw@[::1]/p?q#f", o
assert (o["origin"], o["host"], o["port"], o["search"], o["hash"]) == ("http://[::1]", "[::1]", "", "?q", "#f"), o
assert o["validation_errors"] == [{"name": "invalid-credentials", "offset": 14, "byte_offset": 14}], o
assert o["error"] is None, o
' "$tmp/out" 2>"$tmp/py" || fail "url --json: $(tail -3 "$tmp/py")"

run url --json 'http://[::1'
expect_status "url --json: failure" 1
checks=$((checks + 1))
"$PYTHON3" -c '
import json, sys
o = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert o["href"] is None and o["hash"] is None, o
assert o["error"] == {"input": "STRING", "name": "IPv6-unclosed", "offset": 7, "byte_offset": 7}, o
assert o["validation_errors"] == [{"name": "IPv6-unclosed", "offset": 7, "byte_offset": 7}], o
' "$tmp/out" 2>"$tmp/py" || fail "url --json failure: $(tail -3 "$tmp/py")"

# Usage errors.
run url
expect_status "url: no STRING" 2
run url a b
expect_status "url: two STRINGs" 2
run url --nope x
expect_status "url: unknown option" 2

# Help.
run --help
expect_in "iri --help lists url" "$tmp/out" "  url "
run url --help
expect_status "iri url --help" 0
expect_in "iri url --help" "$tmp/out" "Usage: iri url" "--base" "--json" "Exit status"

finish
