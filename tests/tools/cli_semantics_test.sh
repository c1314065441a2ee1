#!/usr/bin/env bash
# Tests of `iri resolve`, `iri relativize`, `iri normalize` and
# `iri compare`: exact output and exit status, as a script relies on them.
#
#   cli_semantics_test.sh PATH/TO/iri
#
# Error messages belong to the library and may be reworded, so where one
# appears it is replaced by MSG before comparing (after checking that it is
# not empty). So is the production of a syntax error, which is the parser's
# call (it is checked by the parser's own tests); offsets are compared
# exactly, and so are the productions these commands name themselves (in
# the JSON checks). JSON is also checked with python3 ($PYTHON3, else
# python3 on PATH).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

mask_messages() {
    sed -E -e 's/"message":"([^"\\]|\\.)+"/"message":"MSG"/g' \
           -e 's/(error at character [0-9]+ \(byte [0-9]+\) in )[^ :]+: .+$/\1PRODUCTION: MSG/' "$1"
}

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

base='http://a/b/c/d;p?q'

# --- resolve -------------------------------------------------------------------

# RFC 3986 §5.4.1 and §5.4.2, a selection; arguments in, one line out each.
run resolve --base "$base" g:h g ./g g/ /g //g '?y' '#s' '' . .. ../.. ../../../g /./g g. ..g \
    'g;x=1/../y' 'g?y/../x' 'g#s/../x' http:g
expect_status "resolve: RFC 3986 §5.4" 0
expect_stdout "resolve: RFC 3986 §5.4" 'g:h
http://a/b/c/g
http://a/b/c/g
http://a/b/c/g/
http://a/g
http://g
http://a/b/c/d;p?y
http://a/b/c/d;p?q#s
http://a/b/c/d;p?q
http://a/b/c/
http://a/b/
http://a/
http://a/g
http://a/g
http://a/b/c/g.
http://a/b/c/..g
http://a/b/c/y
http://a/b/c/g?y/../x
http://a/b/c/g#s/../x
http:g
'
expect_empty "resolve: RFC 3986 §5.4" "$tmp/err"

run resolve --non-strict --base "$base" http:g
expect_status "resolve --non-strict" 0
expect_stdout "resolve --non-strict" 'http://a/b/c/g
'

# Non-ASCII is resolved as it is, never percent-encoded; "%2E" is not a dot
# segment; a path that would read as an authority gets "/.".
run resolve --base 'http://例え.テスト/α/β' '../γ/%2E/δ' 'é?ü#ö'
expect_stdout "resolve: non-ASCII" 'http://例え.テスト/γ/%2E/δ
http://例え.テスト/α/é?ü#ö
'
run resolve --base 's:/a' '..//x'
expect_stdout "resolve: dot guard" 's:/.//x
'

# Standard input: one reference per line, an empty line is the empty
# reference, CRLF works, the last line needs no newline; errors in place.
stdin 'g\n\n../x\r\na b\n#f'
run resolve --base "$base"
expect_status "resolve: stdin" 1
expect_stdout "resolve: stdin" 'http://a/b/c/g
http://a/b/c/d;p?q
http://a/b/x
error at character 1 (byte 1) in PRODUCTION: MSG
http://a/b/c/d;p?q#f
'

stdin 'g\na b\n\xff\n'
run resolve --json --base "$base"
expect_status "resolve --json" 1
expect_json_lines "resolve --json" input,output,error '
assert objects[0] == {"input": "g", "output": "http://a/b/c/g", "error": None}, objects[0]
assert objects[1]["output"] is None
e = objects[1]["error"]
assert list(e) == ["offset", "byte_offset", "production", "message"], list(e)
assert (e["offset"], e["byte_offset"]) == (1, 1) and e["production"] and e["message"], e
assert objects[2]["input"] == "\ufffd" and objects[2]["error"]["byte_offset"] == 0, objects[2]
'

# A base is checked once, before any input: a usage error.
for args in "--base /relative g" "--base http://a%zz g" "--base" "g" "--base $base --bogus g"; do
    run resolve $args
    expect_status "iri resolve $args" 2
    expect_empty "iri resolve $args" "$tmp/out"
    expect_in "iri resolve $args" "$tmp/err" "iri resolve: "
done
run resolve --base /relative g
expect_in "resolve: relative base" "$tmp/err" "absolute"
run resolve --base 'http://a b' g
expect_in "resolve: invalid base" "$tmp/err" "error at character 8 (byte 8)"

# --- relativize ----------------------------------------------------------------

run relativize --base "$base" http://a/b/c/g "$base" "$base#s" 'http://a/b/c/d;p?y' http://a/b/ http://a/g \
    http://g 'http://a/b/c/g:h' https://a/b
expect_status "relativize" 0
expect_stdout "relativize" 'g

#s
?y
..
/g
//g
./g:h
https://a/b
'

run relativize --base "$base" http://a/./g /relative 'a b'
expect_status "relativize: errors" 1
expect_stdout "relativize: errors" 'error at character 0 (byte 0) in PRODUCTION: MSG
error at character 0 (byte 0) in PRODUCTION: MSG
error at character 1 (byte 1) in PRODUCTION: MSG
'

stdin 'http://a/b/c/g\nhttp://a/./g\n'
run relativize --json --base "$base"
expect_status "relativize --json" 1
expect_json_lines "relativize --json" input,output,error '
assert objects[0] == {"input": "http://a/b/c/g", "output": "g", "error": None}, objects[0]
assert objects[1]["output"] is None and objects[1]["error"]["production"] == "IRI", objects[1]
'

# What relativize prints, resolve takes back.
run relativize --base 'http://h/a/b/c' http://h/a/x/y 'http://h/a/b/c?q' http://h/a/b//x 'http://h//z'
expect_status "relativize round trip" 0
cp "$tmp/out" "$tmp/relative"
mapfile -t relative <"$tmp/relative"
run resolve --base 'http://h/a/b/c' -- "${relative[@]}"
expect_stdout "relativize round trip" 'http://h/a/x/y
http://h/a/b/c?q
http://h/a/b//x
http://h//z
'

run relativize g
expect_status "relativize without --base" 2

# --- normalize -----------------------------------------------------------------

# RFC 3987 §5.3.2's example pair.
run normalize 'example://a/b/c/%7Bfoo%7D/rosé' 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
expect_status "normalize: §5.3.2" 0
expect_stdout "normalize: §5.3.2" 'example://a/b/c/%7Bfoo%7D/rosé
example://a/b/c/%7Bfoo%7D/rosé
'

# Reserved characters stay encoded; no authority is ever created.
run normalize 'http://a/%2F%3f%23%26%41' 's:/a/..//evil' '../a/./b'
expect_stdout "normalize: reserved, dot guard" 'http://a/%2F%3F%23%26A
s:/.//evil
../a/./b
'

# §5.3.3: the four equivalent http forms, and the one that differs.
run normalize --level scheme http://example.com http://example.com/ http://example.com:/ \
    http://example.com:80/ 'http://example.com/?' http://xn--rsum-bpad.example.org
expect_status "normalize --level scheme" 0
expect_stdout "normalize --level scheme" 'http://example.com/
http://example.com/
http://example.com/
http://example.com/
http://example.com/?
http://résumé.example.org/
'

# §5.3.3 with the schemes' own rules: a URN's NID (RFC 8141 §3.1), a data
# URL's media type (RFC 2045 §5.1), file's "localhost" (RFC 8089 §2). A
# URN keeps its r-, q- and f-components: compare ignores them, normalize
# does not drop them.
run normalize --level scheme 'URN:EXAMPLE:a123,z456?+abc#789' 'data:Text/HTML;CharSet=UTF-8,Hi' \
    file://localhost/etc/hosts 'urn:X:a'
expect_status "normalize --level scheme: scheme rules" 0
expect_stdout "normalize --level scheme: scheme rules" 'urn:example:a123,z456?+abc#789
data:text/html;charset=UTF-8,Hi
file:///etc/hosts
urn:X:a
'
run normalize file://localhost/x
expect_stdout "normalize: file localhost only at the scheme level" 'file://localhost/x
'

run normalize --level=syntax http://example.com:80
expect_stdout "normalize --level=syntax" 'http://example.com:80
'

# NFC only on request.
run normalize 'http://a/e%CC%81'
expect_stdout "normalize without --nfc" "http://a/e$(printf '\xcc\x81')
"
run normalize --nfc 'http://a/e%CC%81'
expect_stdout "normalize --nfc" 'http://a/é
'

stdin 'HTTP://A/%%7e\na b\n'   # printf format: %% is one %
run normalize --json
expect_status "normalize --json" 1
expect_json_lines "normalize --json" input,output,error '
assert objects[0] == {"input": "HTTP://A/%7e", "output": "http://a/~", "error": None}, objects[0]
assert objects[1]["output"] is None and objects[1]["error"]["offset"] == 1, objects[1]
'

for args in "--level" "--level string x" "--level nope x" "--bogus x" "--nfc=1 x"; do
    run normalize $args
    expect_status "iri normalize $args" 2
    expect_empty "iri normalize $args" "$tmp/out"
    expect_in "iri normalize $args" "$tmp/err" "iri normalize: "
done
run normalize --level nope x
expect_in "normalize --level nope" "$tmp/err" '--level takes syntax or scheme, not "nope"'

# --- compare -------------------------------------------------------------------

run compare http://a/b http://a/b
expect_status "compare: string" 0
expect_stdout "compare: string" 'equivalent (string)
'
run compare --level syntax 'HTTP://a/%7e' 'http://a/~'
expect_stdout "compare: syntax" 'equivalent (syntax)
'
run compare --level syntax http://example.com http://example.com:80/
expect_status "compare: different" 0
expect_stdout "compare: different" 'different
'
run compare --level scheme http://example.com http://example.com:80/
expect_stdout "compare: scheme" 'equivalent (scheme)
'
run compare --level scheme 'http://example.com/?' http://example.com
expect_stdout "compare: empty query" 'different
'
run compare --level scheme urn:example:a?+x urn:example:a
expect_stdout "compare: URN r-component" 'equivalent (scheme)
'
run compare --level syntax urn:example:a?+x urn:example:a
expect_stdout "compare: URN r-component at syntax" 'different
'
run compare --level scheme 'URN:EXAMPLE:a123,z456' 'urn:example:a123,z456#789'
expect_stdout "compare: RFC 8141 URN examples" 'equivalent (scheme)
'
run compare --level scheme 'urn:example:a123,z456' 'urn:example:a123,z456%2D'
expect_stdout "compare: URN percent-encoding" 'different
'
run compare --level scheme 'data:TEXT/plain,x' 'data:text/PLAIN,x'
expect_stdout "compare: data media type" 'equivalent (scheme)
'
run compare --level scheme 'file://localhost/x' 'file:///x'
expect_stdout "compare: file localhost" 'equivalent (scheme)
'

# The scheme's rules hold for every component, however many: RFC 5321
# §2.4's case-insensitive domain of the eleventh mailto address (past the
# 32 components a scheme_result lists) as of the first (RFC 6068 §2).
addresses=$(for i in 0 1 2 3 4 5 6 7 8 9; do printf 'u%s@h.example,' "$i"; done)
run compare --level scheme "mailto:${addresses}u10@h.example" "mailto:${addresses}u10@H.EXAMPLE"
expect_stdout "compare: eleven mailto addresses" 'equivalent (scheme)
'
run compare --level scheme 'mailto:u0@h.example,u1@h.example' 'mailto:u0@h.example,u1@H.EXAMPLE'
expect_stdout "compare: two mailto addresses" 'equivalent (scheme)
'
run normalize --level scheme "mailto:${addresses}u10@H.Example"
expect_stdout "normalize: eleven mailto addresses" "mailto:${addresses}u10@h.example
"
parameters=$(for i in 0 1 2 3 4 5 6 7 8 9 10; do printf ';a%s=v' "$i"; done)
run normalize --level scheme "data:text/plain${parameters};CharSet=UTF-8,x"
expect_stdout "normalize: twelve data parameters" "data:text/plain${parameters};charset=UTF-8,x
"
run compare --level string 'a b' 'a b'
expect_stdout "compare: string rung needs no parse" 'equivalent (string)
'
run compare --level scheme --nfc 'http://a/é' 'http://a/e%CC%81'
expect_stdout "compare --nfc" 'equivalent (syntax)
'

run compare --json --level scheme 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org/'
expect_status "compare --json" 0
expect_json_lines "compare --json" equivalent,level,error '
assert objects == [{"equivalent": True, "level": "scheme", "error": None}], objects
'
run compare --json --level string http://a HTTP://a
expect_json_lines "compare --json different" equivalent,level,error '
assert objects == [{"equivalent": False, "level": None, "error": None}], objects
'

run compare http://a 'b c'
expect_status "compare: invalid B" 1
expect_stdout "compare: invalid B" 'B: error at character 1 (byte 1) in PRODUCTION: MSG
'
run compare --json 'a b' c
expect_status "compare --json: invalid A" 1
expect_json_lines "compare --json: invalid A" equivalent,level,error '
e = objects[0]["error"]
assert list(e) == ["input", "offset", "byte_offset", "production", "message"], list(e)
assert (e["input"], e["offset"], e["byte_offset"]) == ("A", 1, 1), e
'

for args in "" "a" "a b c" "--level a b" "--level nope a b" "--bogus a b"; do
    run compare $args
    expect_status "iri compare $args" 2
    expect_empty "iri compare $args" "$tmp/out"
    expect_in "iri compare $args" "$tmp/err" "iri compare: "
done

# --- help ------------------------------------------------------------------------

run --help
for name in resolve relativize normalize compare; do
    expect_in "iri --help lists $name" "$tmp/out" "  $name "
done
for name in resolve relativize normalize compare; do
    run "$name" --help
    expect_status "iri $name --help" 0
    expect_in "iri $name --help" "$tmp/out" "Usage: iri $name" "Exit status" "--json"
done
run help resolve
expect_in "iri help resolve" "$tmp/out" "--base" "--non-strict" '"output"' '"error"'

finish
