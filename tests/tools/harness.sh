# What the CLI test scripts share; each sources it with its own arguments:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"
#
# $1 is the iri binary. JSON is checked with $PYTHON3 (else python3 on PATH).
# Each script ends with `finish`, which prints the counts and sets the exit
# status.

set -u
IRI=${1:?usage: $(basename "$0") PATH/TO/iri}
PYTHON3=${PYTHON3:-python3}
export LC_ALL=C.UTF-8

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
checks=0

fail() {
    echo "FAIL: $1" >&2
    failures=$((failures + 1))
}

# run [ARG...]: runs iri with stdin from $tmp/in (empty unless `stdin` wrote
# it); sets $status, leaves stdout in $tmp/out and stderr in $tmp/err.
: >"$tmp/in"
run() {
    "$IRI" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    status=$?
    : >"$tmp/in"
}

# stdin TEXT: the next run reads TEXT (printf format: "\n" works, "%%" is "%").
stdin() { printf "$1" >"$tmp/in"; }

# require_tools TOOL...: true when every TOOL is on PATH; else a failure
# (a check that cannot run is not a check that passed) and false.
require_tools() {
    local tool missing=0
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { fail "$tool is needed and not installed"; missing=1; }
    done
    return $missing
}

# with_address_limit BYTES COMMAND...: COMMAND under `prlimit --as=BYTES`,
# the bound on memory a test states. Not under a sanitizer
# (IRI_SANITIZED=1, set by CMake's IRI_SANITIZE): AddressSanitizer and
# ThreadSanitizer reserve terabytes of shadow address space at start, so a
# limit on it stops them before iri runs; the command runs unlimited there,
# and its output is checked all the same.
with_address_limit() {
    local bytes=$1
    shift
    if [[ "${IRI_SANITIZED:-0}" == 1 ]]; then
        "$@"
    else
        prlimit --as="$bytes" "$@"
    fi
}

expect_status() {   # NAME EXPECTED
    checks=$((checks + 1))
    [[ $status == "$2" ]] || fail "$1: exit status $status, expected $2 (stderr: $(head -c 300 "$tmp/err"))"
}

expect_empty() {   # NAME FILE
    checks=$((checks + 1))
    [[ ! -s $2 ]] || fail "$1: expected $(basename "$2") to be empty, got: $(head -c 300 "$2")"
}

expect_in() {   # NAME FILE TEXT...: each TEXT occurs in FILE
    local name=$1 file=$2 text
    shift 2
    for text in "$@"; do
        checks=$((checks + 1))
        grep -qF -- "$text" "$file" || fail "$name: \"$text\" not in $(basename "$file"): $(head -c 300 "$file")"
    done
}

# The library's messages may be reworded: expect_stdout compares stdout
# with the message texts masked. This masks "message" in JSON and the text
# after the production in "error at character N (byte M) in PRODUCTION: ";
# a script whose output has other messages redefines mask_messages.
mask_messages() {   # FILE
    sed -E -e 's/"message":"([^"\\]|\\.)+"/"message":"MSG"/g' \
           -e 's/^(error at character [0-9]+ \(byte [0-9]+\) in [^ :]+: ).+$/\1MSG/' "$1"
}

expect_stdout() {   # NAME EXPECTED: stdout, messages masked, is exactly EXPECTED
    checks=$((checks + 1))
    local actual
    actual=$(mask_messages "$tmp/out"; echo x)
    actual=${actual%x}
    if [[ $actual != "$2" ]]; then
        fail "$1: unexpected output"
        diff <(printf '%s' "$2") <(printf '%s' "$actual") | head -40 >&2
    fi
}

# Every stdout line is one JSON object with exactly FIELDS (comma-separated,
# in order; $parse_fields for `iri parse --json` and `iri check --json`);
# python statements may follow, with `objects` the parsed lines. What every
# command's JSON promises is checked here: an "error" has its four fields
# (compare's also says which "input") and a message; "output" and "error"
# are never both set nor both null; warnings have their six fields.
parse_fields=input,valid,kind,scheme,userinfo,host,port,path,query,fragment,error,warnings
expect_json_lines() {   # NAME FIELDS [PYTHON-STATEMENTS]
    checks=$((checks + 1))
    "$PYTHON3" -c '
import json, sys
fields = sys.argv[2].split(",")
objects = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
for o in objects:
    assert list(o) == fields, list(o)
    if o.get("error") is not None:
        assert [k for k in o["error"] if k != "input"] == ["offset", "byte_offset", "production",
                                                           "message"], o["error"]
        assert o["error"]["message"], o
    if "output" in o and "error" in o:
        assert (o["output"] is None) != (o["error"] is None), o
    for w in o.get("warnings", []):
        assert list(w) == ["code", "severity", "component", "offset", "byte_offset",
                           "section", "message"], list(w)
        assert w["message"] and w["section"].startswith("RFC "), w
'"${3:-}" "$tmp/out" "$2" 2>"$tmp/py" || fail "$1: JSON check failed: $(tail -3 "$tmp/py")"
}

finish() {
    echo "$checks checks, $failures failed"
    ((failures == 0))
}
