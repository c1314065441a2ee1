#!/usr/bin/env bash
# Tests of `iri display`: exact output and exit status, as a script relies
# on them. Messages are the library's and may be reworded, so they are
# replaced by MSG (after checking there is one); offsets and productions
# are compared exactly. JSON lines are also checked with python3 ($PYTHON3,
# else python3 on PATH).
#
#   cli_display_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

expect_stderr() {   # NAME TEXT
    checks=$((checks + 1))
    grep -qF -- "$2" "$tmp/err" || fail "$1: \"$2\" not in stderr: $(head -c 300 "$tmp/err")"
}

command -v "$PYTHON3" >/dev/null || fail "python3 is needed to check JSON output"

nl=$'\n'
alef=$'\u05d0' bet=$'\u05d1' gimel=$'\u05d2'

# RFC 3987 §4.4 in its notation: example 1 as printed; example 9 as UAX #9
# lays it out today (tests/semantics/display.cpp says why it differs).
run display --bidi-notation 'http://ab.CDEFGH.ij/kl/mn/op.html' 'http://ab.cd.ef/GH%31/%32IJ/KL.html'
expect_status "notation" 0
expect_stdout "notation" "http://ab.HGFEDC.ij/kl/mn/op.html${nl}http://ab.cd.ef/LK/JI%32/%31HG.html${nl}"

run display --bidi-notation=arabic 'http://ab.cd.ef/GH%31/%32IJ/KL.html'
expect_status "arabic notation" 0
expect_stdout "arabic notation" "http://ab.cd.ef/LK/JI32%/31%HG.html${nl}"

run display --bidi-notation=hebrew 'http://ab.CDE.FGH/ij/kl/mn/op.html'
expect_stdout "hebrew notation, named" "http://ab.HGF.EDC/ij/kl/mn/op.html${nl}"

# Without the notation, uppercase ASCII is left-to-right; Hebrew letters are
# reversed. Standard input: one IRI per line, CRLF and an empty line too.
stdin "http://AB.CD/\r\nhttp://ab.${alef}${bet}${gimel}.ij/\n\nhttp://h/"
run display
expect_status "stdin" 0
expect_stdout "stdin" "http://AB.CD/${nl}http://ab.${gimel}${bet}${alef}.ij/${nl}${nl}http://h/${nl}"

# Mirroring (L4) for a plain display, or the bare reordering.
run display --bidi-notation 'http://a/BC(DE)F'
expect_stdout "mirrored" "http://a/F(ED)CB${nl}"
run display --bidi-notation --reorder-only 'http://a/BC(DE)F'
expect_stdout "reorder only" "http://a/F)ED(CB${nl}"

# Invalid references: the parser's diagnostic, status 1, the others still shown.
run display --bidi-notation 'bad iri' 'http://AB/' $'http://a/\u202eevil'
expect_status "invalid" 1
expect_stdout "invalid" "error at character 3 (byte 3) in ipath-noscheme: MSG${nl}http://BA/${nl}error at character 9 (byte 9) in ipath-abempty: MSG${nl}"

# --any-text: bidi controls at work; bytes that are not UTF-8 still fail.
run display --any-text $'http://a/\u202efdp.exe' 'see: A B'
expect_status "any text" 0
expect_stdout "any text" $'http://a/\u202eexe.pdf'"${nl}see: A B${nl}"
run display --any-text --bidi-notation 'see: A B'
expect_stdout "any text, notation" "see: B A${nl}"
stdin 'ab\327\220\342\200\n'
run display --any-text
expect_status "any text, invalid UTF-8" 1
expect_stdout "any text, invalid UTF-8" "error at character 3 (byte 4) in UTF8-char: MSG${nl}"

# --embed: logical order between LRE and PDF, or LRI and PDI.
run display --embed "http://ab.${alef}${bet}.ij/"
expect_stdout "embed" $'\u202a'"http://ab.${alef}${bet}.ij/"$'\u202c'"${nl}"
run display --embed=lri "http://ab.${alef}${bet}.ij/"
expect_stdout "embed=lri" $'\u2066'"http://ab.${alef}${bet}.ij/"$'\u2069'"${nl}"
run display --embed=lre 'a b'
expect_status "embed, invalid" 1

# JSON: one object per input.
run display --json --bidi-notation 'http://ab.CD/' 'a b'
expect_status "json" 1
expect_stdout "json" "{\"input\":\"http://ab.CD/\",\"output\":\"http://ab.DC/\",\"error\":null}${nl}{\"input\":\"a b\",\"output\":null,\"error\":{\"offset\":1,\"byte_offset\":1,\"production\":\"ipath-noscheme\",\"message\":\"MSG\"}}${nl}"
expect_json_lines "json" input,output,error

# Usage errors: status 2, nothing on stdout, a reason on stderr.
run display --bidi-notation=klingon 'a'
expect_status "unknown notation" 2
expect_stderr "unknown notation" "--bidi-notation takes hebrew or arabic"
run display --embed=rlo 'a'
expect_status "unknown embedding" 2
run display --embed --bidi-notation 'a'
expect_status "embed with notation" 2
expect_stderr "embed with notation" "--embed keeps the logical order"
run display --reorder-only --embed=lri 'a'
expect_status "embed with reorder-only" 2
run display --any-text=yes 'a'
expect_status "option with a value it does not take" 2
run display --nope
expect_status "unknown option" 2
checks=$((checks + 1))
[[ ! -s $tmp/out ]] || fail "usage error: stdout not empty"
run display -- '-ab'
expect_status "after --" 0
expect_stdout "after --" "-ab${nl}"

# Help.
run display --help
expect_status "help" 0
checks=$((checks + 1))
[[ $(head -1 "$tmp/out") == 'Usage: iri display '* ]] || fail "help: no usage line"
run help display
checks=$((checks + 1))
grep -q -- '--bidi-notation=arabic' "$tmp/out" || fail "iri help display: --bidi-notation=arabic not documented"

finish
