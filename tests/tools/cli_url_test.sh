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

# --encoding: the query as a page in that encoding sends it (§4.4 query
# state): Shift_JIS "ソ" is 83 5C, "€" it lacks is "&#8364;", "'" in a
# special query is %27; the path stays UTF-8; ws: keeps UTF-8.
run url --encoding shift_jis "http://a/ソ?ソ€'"
expect_status "url --encoding" 0
expect_stdout "url --encoding" 'http://a/%E3%82%BD?%83\%26%238364%3B%27
'
run url --encoding latin1 'wss://a/?é'
expect_status "url --encoding: ws keeps UTF-8" 0
expect_stdout "url --encoding: ws keeps UTF-8" 'wss://a/?%C3%A9
'
run url --encoding latin1 'http://a/?é'
expect_stdout "url --encoding latin1" 'http://a/?%E9
'
run url --encoding no-such-encoding 'http://a/'
expect_status "url --encoding: unknown label" 2
run url --compare --encoding latin1 'http://a/'
expect_status "url --encoding with --compare" 2

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

# --compare: one example per confusion class, the table exactly, and the
# exit status (1 when a component differs; an equivalence is none).
# Backslash: the RFC's host is the URL Standard's userinfo.
run url --compare 'https://good.com\@evil.com/'
expect_status "url --compare backslash" 1
expect_stdout "url --compare backslash" 'RFC 3986:     https://good.com%5C@evil.com/ (prepared)
URL Standard: https://good.com/@evil.com/
component  RFC 3986     URL Standard  verdict
scheme     https        https         same
userinfo   good.com%5C  (none)        DIFFERS: destination
host       evil.com     good.com      DIFFERS: destination
port       (none)       (none)        same
path       /            /@evil.com/   differs
query      (none)       (none)        same
fragment   (none)       (none)        same
classes: backslash
URL Standard validation errors: invalid-reverse-solidus at character 16
'
# Scheme-slashes: three slashes, an empty authority to the RFC.
run url --compare 'http:///example.com/'
expect_status "url --compare scheme-slashes" 1
expect_stdout "url --compare scheme-slashes" 'RFC 3986:     http:///example.com/
URL Standard: http://example.com/
component  RFC 3986       URL Standard  verdict
scheme     http           http          same
userinfo   (none)         (none)        same
host       ""             example.com   DIFFERS: destination
port       (none)         (none)        same
path       /example.com/  /             differs
query      (none)         (none)        same
fragment   (none)         (none)        same
classes: scheme-slashes
URL Standard validation errors: special-scheme-missing-following-solidus at character 7
'
# Scheme-relative: two backslashes against a special base.
run url --compare '--base' 'http://a/b' '\\host/path'
expect_status "url --compare scheme-relative" 1
expect_stdout "url --compare scheme-relative" 'RFC 3986:     http://a/%5C%5Chost/path (prepared)
URL Standard: http://host/path
component  RFC 3986          URL Standard  verdict
scheme     http              http          same
userinfo   (none)            (none)        same
host       a                 host          DIFFERS: destination
port       (none)            (none)        same
path       /%5C%5Chost/path  /path         differs
query      (none)            (none)        same
fragment   (none)            (none)        same
classes: backslash, scheme-relative
URL Standard validation errors: invalid-reverse-solidus at character 0, invalid-reverse-solidus at character 1
'
# Encoded-dot-segment: an equivalence, not a difference.
run url --compare 'http://a/b/.%2e/c'
expect_status "url --compare encoded-dot-segment" 0
expect_stdout "url --compare encoded-dot-segment" 'RFC 3986:     http://a/b/.%2e/c
URL Standard: http://a/c
component  RFC 3986   URL Standard  verdict
scheme     http       http          same
userinfo   (none)     (none)        same
host       a          a             same
port       (none)     (none)        same
path       /b/.%2e/c  /c            equivalent
query      (none)     (none)        same
fragment   (none)     (none)        same
classes: encoded-dot-segment
'
# Encoded-host: decoded by the URL Standard.
run url --compare 'http://ex%61mple.com/'
expect_status "url --compare encoded-host" 0
expect_stdout "url --compare encoded-host" 'RFC 3986:     http://ex%61mple.com/
URL Standard: http://example.com/
component  RFC 3986       URL Standard  verdict
scheme     http           http          same
userinfo   (none)         (none)        same
host       ex%61mple.com  example.com   equivalent
port       (none)         (none)        same
path       /              /             same
query      (none)         (none)        same
fragment   (none)         (none)        same
classes: encoded-host
'
# Idna-mapping: case.
run url --compare 'https://EXAMPLE.com./'
expect_status "url --compare idna-mapping" 0
expect_stdout "url --compare idna-mapping" 'RFC 3986:     https://EXAMPLE.com./
URL Standard: https://example.com./
component  RFC 3986      URL Standard  verdict
scheme     https         https         same
userinfo   (none)        (none)        same
host       EXAMPLE.com.  example.com.  equivalent
port       (none)        (none)        same
path       /             /             same
query      (none)        (none)        same
fragment   (none)        (none)        same
classes: idna-mapping
'
# Ipv4-number-form: one number.
run url --compare 'http://2130706433/'
expect_status "url --compare ipv4-number-form" 1
expect_stdout "url --compare ipv4-number-form" 'RFC 3986:     http://2130706433/
URL Standard: http://127.0.0.1/
component  RFC 3986    URL Standard  verdict
scheme     http        http          same
userinfo   (none)      (none)        same
host       2130706433  127.0.0.1     DIFFERS: destination
port       (none)      (none)        same
path       /           /             same
query      (none)      (none)        same
fragment   (none)      (none)        same
classes: ipv4-number-form
URL Standard validation errors: IPv4-out-of-range-part at character 7
'
# Several-at: the RFC rejects, the URL Standard splits at the last.
run url --compare 'http://user@good.com@evil.com/'
expect_status "url --compare several-at" 1
expect_stdout "url --compare several-at" 'RFC 3986:     error at character 20 (byte 20) in ireg-name: unexpected '\''@'\''
URL Standard: http://user%40good.com@evil.com/
component  RFC 3986  URL Standard     verdict
scheme     (none)    http             DIFFERS: destination
userinfo   (none)    user%40good.com  DIFFERS: destination
host       (none)    evil.com         DIFFERS: destination
port       (none)    (none)           same
path       (none)    /                differs
query      (none)    (none)           same
fragment   (none)    (none)           same
classes: several-at
URL Standard validation errors: invalid-credentials at character 11, invalid-credentials at character 20
'
# No class: an encoded slash in the userinfo.
run url --compare 'http://example.com%2F@evil/'
expect_status "url --compare no class" 0
expect_stdout "url --compare no class" 'RFC 3986:     http://example.com%2F@evil/
URL Standard: http://example.com%2F@evil/
component  RFC 3986        URL Standard    verdict
scheme     http            http            same
userinfo   example.com%2F  example.com%2F  same
host       evil            evil            same
port       (none)          (none)          same
path       /               /               same
query      (none)          (none)          same
fragment   (none)          (none)          same
classes: (none)
URL Standard validation errors: invalid-credentials at character 21
'

# --compare --json: both views, the rows, the classes.
run url --compare --json --base 'http://x/' 'http://0x7f.1/'
expect_status "url --compare --json" 1
checks=$((checks + 1))
"$PYTHON3" -c '
import json, sys
o = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert list(o) == ["input", "base", "rfc", "url", "components", "classes", "differs", "security_relevant"], list(o)
assert (o["input"], o["base"]) == ("http://0x7f.1/", "http://x/"), o
assert o["rfc"] == {"uri": "http://0x7f.1/", "prepared": False, "error": None}, o
assert o["url"]["href"] == "http://127.0.0.1/" and o["url"]["error"] is None, o
assert o["url"]["validation_errors"] == [{"name": "IPv4-non-decimal-part", "offset": 7, "byte_offset": 7}], o
assert [c["component"] for c in o["components"]] == ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]
assert o["components"][2] == {"component": "host", "rfc": "0x7f.1", "url": "127.0.0.1", "verdict": "differs",
                              "security_relevant": True}, o
assert o["components"][3] == {"component": "port", "rfc": None, "url": None, "verdict": "same",
                              "security_relevant": False}, o
assert (o["classes"], o["differs"], o["security_relevant"]) == (["ipv4-number-form"], True, True), o
' "$tmp/out" 2>"$tmp/py" || fail "url --compare --json: $(tail -3 "$tmp/py")"

run url --compare --json 'http://a@b@c/'
checks=$((checks + 1))
"$PYTHON3" -c '
import json, sys
o = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert o["rfc"]["uri"] is None, o
assert o["rfc"]["error"] == {"input": "STRING", "offset": 10, "byte_offset": 10, "production": "ireg-name",
                             "message": "unexpected '"'"'@'"'"'"}, o
assert o["classes"] == ["several-at"], o
' "$tmp/out" 2>"$tmp/py" || fail "url --compare --json RFC failure: $(tail -3 "$tmp/py")"

# A BASE that fails in both views.
run url --compare --base 'b' 'a'
expect_status "url --compare: BASE fails" 0
expect_in "url --compare: BASE fails" "$tmp/out" "RFC 3986:     BASE: error at character 0 (byte 0)" \
    "URL Standard: BASE: error at character 0 (byte 0): missing-scheme-non-relative-URL"

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
expect_in "iri url --help" "$tmp/out" "Usage: iri url" "--base" "--encoding" "--compare" "--json" "Exit status"

finish
