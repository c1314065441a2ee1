#!/usr/bin/env bash
# Tests of `iri to-uri` and `iri to-iri`: exact output and exit status, as a
# script relies on them. Messages are the library's and may be reworded, so
# they are replaced by MSG (after checking there is one); offsets and
# production names are compared exactly. JSON lines are also checked with
# python3 ($PYTHON3, else python3 on PATH).
#
#   cli_convert_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# check NAME EXPECTED_STATUS EXPECTED_STDOUT STDIN -- ARG...
check() {
    local name=$1 want_status=$2 want_out=$3 input=$4
    shift 5
    printf '%s' "$input" >"$tmp/in"
    run "$@"
    expect_status "$name" "$want_status"
    expect_stdout "$name" "$want_out"
    if [[ " $* " == *" --json "* && " $* " != *" extract "* ]]; then
        expect_json_lines "$name" input,output,error
    fi
}

nl=$'\n'

# to-uri: RFC 3987 §3.1 examples, arguments and standard input.
check "to-uri §3.1" 0 "http://www.example.org/red%09ros%C3%A9#red${nl}http://www.example.org/D%C3%BCrst${nl}" "" -- \
    to-uri 'http://www.example.org/red%09rosé#red' 'http://www.example.org/Dürst'
check "to-uri stdin" 0 "http://xn--99zt52a.example.org/%e2%80%ae${nl}${nl}x:%F0%9F%98%80${nl}" \
    "http://xn--99zt52a.example.org/%e2%80%ae${nl}${nl}x:😀" -- to-uri
check "to-uri CRLF" 0 "a:%C3%A9${nl}" "a:é"$'\r\n' -- to-uri
check "to-uri invalid" 1 "a:%C3%A9${nl}error at character 10 (byte 10) in ipath-abempty: MSG${nl}" "" -- \
    to-uri 'a:é' 'http://h/a b'
check "to-uri lenient" 0 "http://h/a%20b%7Bc%7D${nl}" "" -- to-uri --lenient 'http://h/a b{c}'
check "to-uri lenient still invalid" 1 "error at character 11 (byte 11) in ipath-abempty: MSG${nl}" "" -- \
    to-uri --lenient 'http://h/10% off'
check "to-uri json" 1 "{\"input\":\"http://h/é\",\"output\":\"http://h/%C3%A9\",\"error\":null}${nl}{\"input\":\"http://h/a b\",\"output\":null,\"error\":{\"offset\":10,\"byte_offset\":10,\"production\":\"ipath-abempty\",\"message\":\"MSG\"}}${nl}" \
    "" -- to-uri --json 'http://h/é' 'http://h/a b'
check "to-uri after --" 0 "-a%C3%A9${nl}" "" -- to-uri -- '-aé'
check "to-uri unknown option" 2 "" "" -- to-uri --nope
[[ $("$IRI" to-uri --help) == Usage:\ iri\ to-uri* ]] || fail "to-uri --help: no usage line"

# to-iri: RFC 3987 §3.2.1 examples and steps 3 and 4.
check "to-iri §3.2.1" 0 "http://www.example.org/Dürst${nl}http://www.example.org/D%FCrst${nl}http://xn--99zt52a.example.org/%E2%80%AE${nl}" "" -- \
    to-iri 'http://www.example.org/D%C3%BCrst' 'http://www.example.org/D%FCrst' 'http://xn--99zt52a.example.org/%e2%80%ae'
check "to-iri keeps reserved ASCII and bad UTF-8" 0 "x:A%2F%C0%AF/%EE%80%80?${nl}" "x:%41%2F%c0%af/%EE%80%80?${nl}" -- to-iri
# §3.2 step 2: unreserved ASCII is decoded, in every component, no dot removal.
check "to-iri unreserved" 0 "http://a/~user/A-._${nl}http://AB.example/../x${nl}" "" -- \
    to-iri 'http://a/%7Euser/%41%2D%2E%5F' 'http://%41%42.example/%2E%2E/x'
check "to-iri json" 1 "{\"input\":\"x:%C3%A9\",\"output\":\"x:é\",\"error\":null}${nl}{\"input\":\"x:%G1\",\"output\":null,\"error\":{\"offset\":2,\"byte_offset\":2,\"production\":\"ihier-part\",\"message\":\"MSG\"}}${nl}" \
    "" -- to-iri --json 'x:%C3%A9' 'x:%G1'
check "to-iri unknown option" 2 "" "" -- to-iri --lenient

# IDNA (RFC 3987 §3.1 ireg-name conversion, §3.2.1 ToUnicode).
check "to-uri --idna" 0 "http://xn--rsum-bpad.example.org/%C3%A9${nl}urn:r%C3%A9sum%C3%A9${nl}" "" -- \
    to-uri --idna 'http://résumé.example.org/é' 'urn:résumé'
check "to-uri --idna=uts46 error" 1 "error at character 7 (byte 7) in ireg-name: MSG${nl}" "" -- \
    to-uri --idna=uts46 'http://é..example/'
check "to-uri --idna=idna2003" 0 "http://fass.example/${nl}" "" -- to-uri --idna=idna2003 'http://faß.example/'
check "to-uri --idna=bogus" 2 "" "" -- to-uri --idna=bogus 'http://a/'
check "to-uri --idna=idna2003 unassigned" 0 "http://xn--e28h.example/${nl}" "" -- to-uri --idna=idna2003 'http://😀.example/'
check "to-uri --idna=idna2003-creating" 1 "error at character 7 (byte 7) in ireg-name: MSG${nl}" "" -- \
    to-uri --idna=idna2003-creating 'http://😀.example/'
check "to-uri --idna=whatwg" 0 "http://xn--_b-wka.example/${nl}http://example.org/${nl}" "" -- \
    to-uri --idna=whatwg 'http://ü_b.example/' 'http://EXAMPLE.org/'
# --idna=whatwg is the URL Standard's host parser: an ASCII "xn--" label
# it cannot decode is kept, a name that ends in a number is an IPv4
# address, and a refused host is an error at the label that fails.
check "to-uri --idna=whatwg host parser" 0 "http://xn--a/${nl}http://127.0.0.1/${nl}" "" -- \
    to-uri --idna=whatwg 'http://xn--a/' 'http://0x7F.1/'
check "to-uri --idna=whatwg error" 1 "error at character 10 (byte 10) in ireg-name: MSG${nl}" "" -- \
    to-uri --idna=whatwg $'http://ok.a\u200d.example/'
check "to-uri --idna STD3" 1 "error at character 7 (byte 7) in ireg-name: MSG${nl}" "" -- to-uri --idna 'http://ü_b.example/'
check "to-iri --idn-unicode" 0 "http://納豆.example.org/%E2%80%AE${nl}" "" -- \
    to-iri --idn-unicode 'http://xn--99zt52a.example.org/%e2%80%ae'

# Legacy charsets (§3.1 variant b; the HTTP query case).
check "to-uri --from-charset" 0 "http://www.example.org/M%C3%A4rz${nl}" $'http://www.example.org/M\xE4rz\n' -- \
    to-uri --from-charset iso-8859-1
check "to-uri --from-charset=macintosh" 0 "http://www.example.org/M%C3%A4rz${nl}" "" -- \
    to-uri --from-charset=macintosh $'http://www.example.org/M\x8Arz'
# An unknown charset name is a usage error, found once at start-up (issue 13).
check "to-uri --from-charset unknown" 2 "" "" -- to-uri --from-charset no-such-charset 'x:a'
check "to-uri --from-charset unknown, stdin" 2 "" $'x:a\nx:b\n' -- to-uri --from-charset NOPE
check "to-uri --query-charset unknown" 2 "" "" -- to-uri --query-charset NOPE 'http://h/?a'
check "prepare --from-charset unknown" 2 "" $'x:a\n' -- prepare --from-charset NOPE
# Bytes the charset cannot convert: the error is at the first of them, by
# its byte offset in the input and the characters decoded before it (EUC-JP
# A4 81: 81 is no trail byte; C6 FC is one character; a lone Shift_JIS
# lead byte at the end).
check "to-uri --from-charset, not convertible" 1 "error at character 10 (byte 10) in IRI-reference: MSG${nl}" \
    $'http://a/b\xa4\x81\x81c\n' -- to-uri --from-charset euc-jp
check "to-uri --from-charset, multibyte before" 1 "error at character 11 (byte 12) in IRI-reference: MSG${nl}" \
    $'http://a/\xC6\xFCb\xa4\x81\n' -- to-uri --from-charset euc-jp
check "to-uri --from-charset --json, not convertible" 1 \
    "{\"input\":\"http://a/�\",\"output\":null,\"error\":{\"offset\":9,\"byte_offset\":9,\"production\":\"IRI-reference\",\"message\":\"MSG\"}}${nl}" \
    $'http://a/\x81\n' -- to-uri --from-charset shift_jis --json
check "prepare --from-charset, not convertible" 1 "error at character 5 (byte 6) in IRI-reference: MSG${nl}" \
    $'  \x93\xFA x\x81\n' -- prepare --from-charset shift_jis
[[ $("$IRI" to-uri --query-charset NOPE x:a 2>&1 >/dev/null) == *'unknown charset "NOPE"'* ]] ||
    fail "to-uri --query-charset NOPE: no message naming the charset"
check "to-uri --query-charset" 0 "http://h/M%C3%A4rz?q=M%E4rz${nl}" "" -- \
    to-uri --query-charset iso-8859-1 'http://h/März?q=März'
check "to-uri --query-charset missing" 2 "" "" -- to-uri --query-charset
# WHATWG labels and tables: latin1 is windows-1252; a missing character is
# its numeric character reference; unreserved octets stay raw.
check "to-uri --query-charset latin1" 0 "http://h/?%80${nl}" "" -- to-uri --query-charset latin1 'http://h/?€'
check "to-uri --query-charset=Shift_JIS" 0 "http://h/?%26%238364%3B%83g%81%60${nl}" "" -- \
    to-uri --query-charset=Shift_JIS 'http://h/?€ト～'
# The URL Standard's query state: ws and wss queries are UTF-8 whatever the
# page's encoding, with the special-query percent-encode set ("'" is %27);
# a byte the browser sends raw that a URI may not hold is a triplet.
check "to-uri --query-charset other schemes" 0 "urn:x?%C3%A4'${nl}ws://h/?%C3%A4%27${nl}" "" -- \
    to-uri --query-charset iso-8859-1 "urn:x?ä'" "ws://h/?ä'"
check "to-uri --query-charset raw bytes" 0 "http://h/?%27%81%7C%81@${nl}" "" -- \
    to-uri --query-charset Shift_JIS "http://h/?'−　"

# prepare (draft-ietf-iri-3987bis §4, §5.3-5.5).
check "prepare" 0 "http://h/a%20b%3Cc%3E?%C2%80#x%23y${nl}" $' \thttp://h/a b<c>?\xC2\x80#x#y \r\n' -- prepare
check "prepare --split" 1 "http://h/a${nl}../b%3Cc${nl}error at character 9 (byte 9) in port: MSG${nl}" $' http://h/a \t ../b<c  http://h:x/\n' -- prepare --split
# Only U+0020 splits (the draft's section 4 step 2): a TAB inside a piece is data.
check "prepare --split, TAB" 0 "http://a/%09http://b/${nl}c${nl}" "" -- prepare --split $'http://a/\thttp://b/ c'
check "prepare, brackets in userinfo" 0 "http://u%5B1%5D@[::1]/${nl}" "" -- prepare 'http://u[1]@[::1]/'
# The input is read in lines, at the byte 0A: a charset in which that byte
# is no LF (UTF-16) is refused, not read cut in the middle of characters.
for args in "to-uri --from-charset utf-16le" "prepare --split --from-charset UTF-16BE" "to-uri --from-charset=utf-32"; do
    # shellcheck disable=SC2086 # $args is several words
    check "$args" 2 "" "" -- $args x:a
    expect_in "$args" "$tmp/err" "does not keep ASCII's bytes"
done
check "prepare --remove-spaces" 0 "http://h/ab${nl}" "" -- prepare --remove-spaces ' http://h/a  b '
# --split leaves no inner spaces to remove: the two are alternatives.
check "prepare --split --remove-spaces" 2 "" "" -- prepare --split --remove-spaces 'a b'
expect_in "prepare --split --remove-spaces" "$tmp/err" "iri prepare: --split and --remove-spaces do not combine"
check "prepare --from-charset" 0 "http://h/März${nl}" "" -- prepare --from-charset iso-8859-1 $'http://h/M\xE4rz'
check "prepare invalid" 1 "error at character 10 (byte 10) in port: MSG${nl}" "" -- prepare 'http://h:8o/'

# extract (RFC 3987 §7.3).
check "extract" 0 "http://例え.テスト/パス${nl}mailto:a@example.org${nl}" \
    $'see http://例え.テスト/パス.\nno IRI here\n(mailto:a@example.org)\n' -- extract
check "extract --json" 0 "{\"input\":2,\"offset\":3,\"byte_offset\":5,\"iri\":\"http://h/é\"}${nl}" "" -- \
    extract --json 'none' 'éé http://h/é'
check "extract none" 1 "" "" -- extract 'nothing: here'

# to-iri --from-leiri: the W3C LEIRI Note's characters percent-encoded,
# nothing else; what is still not an IRI is an error at its place in the LEIRI.
check "to-iri --from-leiri" 0 "http://a/b%20c%3Cd%3E?q=%7Cx%7C${nl}http://é/%E2%80%AE${nl}x%01y${nl}" "" -- \
    to-iri --from-leiri 'http://a/b c<d>?q=|x|' $'http://é/\u202e' $'x\x01y'
check "to-iri --from-leiri, invalid" 1 "error at character 11 (byte 12) in ipath-abempty: MSG${nl}" \
    $'http://é/ x%\n' -- to-iri --from-leiri
check "to-iri --from-leiri --json" 0 "{\"input\":\"a b\",\"output\":\"a%20b\",\"error\":null}${nl}" "" -- \
    to-iri --from-leiri --json 'a b'
check "to-iri --from-leiri --idn-unicode" 2 "" "" -- to-iri --from-leiri --idn-unicode 'a'

# Round trip through both commands.
printf 'http://h/%%C3%%A9?%%EE%%80%%80#%%FF\n' | "$IRI" to-iri | "$IRI" to-uri >"$tmp/round"
checks=$((checks + 1))
[[ $(cat "$tmp/round") == 'http://h/%C3%A9?%EE%80%80#%FF' ]] || fail "round trip: $(cat "$tmp/round")"
# An unreserved triplet does not come back: an equivalent URI (RFC 3986 §6.2.2.2).
printf 'http://h/%%7e%%41\n' | "$IRI" to-iri | "$IRI" to-uri >"$tmp/round"
checks=$((checks + 1))
[[ $(cat "$tmp/round") == 'http://h/~A' ]] || fail "round trip, unreserved: $(cat "$tmp/round")"

if ((failures > 0)); then
    echo "$failures of $checks checks failed" >&2
    exit 1
fi
echo "all $checks checks passed"
