#!/usr/bin/env bash
# Bulk mode: every line-oriented command prints the same bytes and exits
# with the same status whatever --jobs is, on an input large enough to be
# cut into many batches (tools/line_engine.hpp), with the cases batching
# could get wrong: empty lines, CRLF, invalid lines, a line longer than a
# whole batch, no final newline. Also: --jobs's own errors, a failed write
# ending the run, and interactive input answered line by line.
#
#   cli_jobs_test.sh PATH/TO/iri
#
# Under -DIRI_SANITIZE=thread this is the test that exercises the worker
# threads (and ICU and Boost.Locale under them: --nfc, --idna,
# --from-charset).

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

command -v "$PYTHON3" >/dev/null || { fail "python3 is needed to generate the input"; finish; exit; }

# About 38,000 lines (some 1.5 MiB): more than several batches hold
# (batch_bytes 256 KiB), read in blocks that end inside lines. Under a
# sanitizer (IRI_SANITIZED=1), where every line costs ten times as much,
# a tenth of the random and short lines: some 0.7 MiB, still three
# batches, with every kind of line below. The sanitizers look for memory
# errors and races, which need every path, not every line; the full input
# runs in every default build.
random_lines=20000
[[ "${IRI_SANITIZED:-0}" == 1 ]] && random_lines=2000
"$PYTHON3" - "$tmp/lines.txt" "$tmp/latin1.txt" "$random_lines" <<'EOF'
import random, sys
random.seed(3987)
count = int(sys.argv[3])
hosts = ["example.org", "例え.テスト", "résumé.example.org", "xn--99zt52a.example.org",
         "[::1]", "192.0.2.1", "EXAMPLE.com", "a.b", "", "user@h"]
paths = ["/", "/a/b/../c", "/パス", "/%7euser/./x", "", "/a%2Fb", "/D%C3%BCrst", "/red%09rosé",
         "//x", "/%E2%80%AE"]
tails = ["", "?q=値", "?a=1&b=2", "#frag", "?#", "#f#g", " space", "?q=\u200f", "\ue000", "?\ue000"]
schemes = ["http", "https", "HTTP", "ftp", "mailto", "urn", "x-y", "1bad", ""]
lines = []
for i in range(count):
    kind = random.random()
    if kind < 0.03:
        lines.append("")
    elif kind < 0.06:
        lines.append("see " + "http://" + random.choice(hosts) + random.choice(paths) + " and more")
    elif kind < 0.08:
        lines.append("a b\tc")   # for prepare --split: three references
    else:
        scheme = random.choice(schemes)
        start = scheme + "://" if scheme and random.random() < 0.8 else (scheme + ":" if scheme else "")
        port = random.choice(["", ":80", ":443", ":", ":x"]) if random.random() < 0.2 else ""
        line = start + random.choice(hosts) + port + random.choice(paths) + random.choice(tails)
        if random.random() < 0.02:
            line += "\r"          # CRLF: the "\r" is not part of the line
        if random.random() < 0.01:
            line = line.encode("utf-8")[:-1].decode("utf-8", "ignore") + "\udcff"   # a stray byte
        lines.append(line)
# A line longer than a whole batch, among the others; and a run of short
# lines, CRLF and empty ones among them, that many blocks end in.
lines.insert(count // 2, "http://example.org/" + "long/" * 120000)
lines[count * 3 // 4:count * 3 // 4] = ["", "a", "#", "?", "//h", "\r"] * (count * 3 // 20)
lines.append("http://example.org/last")   # not empty: the input ends inside a line
data = "\n".join(lines).encode("utf-8", "surrogateescape")   # no final newline
open(sys.argv[1], "wb").write(data)
# Latin-1 text for --from-charset: every byte is a character there.
latin1 = [("http://example.org/M\xe4rz/%d" % i).encode("latin-1") for i in range(count)]
open(sys.argv[2], "wb").write(b"\n".join(latin1) + b"\n")
EOF
input_lines=$(($(wc -l <"$tmp/lines.txt") + 1))

# same_with_jobs NAME INPUT ARG...: `iri ARG... --jobs N` for N = 3 and 0
# (one per CPU) prints what --jobs 1 prints, byte for byte, with the same
# exit status; leaves the --jobs 1 output in $tmp/out1.
same_with_jobs() {
    local name=$1 input=$2
    shift 2
    "$IRI" "$@" --jobs 1 <"$input" >"$tmp/out1" 2>"$tmp/err1"
    local status1=$?
    checks=$((checks + 1))
    [[ $status1 == 0 || $status1 == 1 ]] || fail "$name --jobs 1: exit status $status1 ($(head -c 300 "$tmp/err1"))"
    local jobs
    for jobs in 3 0; do
        "$IRI" "$@" --jobs "$jobs" <"$input" >"$tmp/outN" 2>"$tmp/errN"
        local statusN=$?
        checks=$((checks + 1))
        [[ $statusN == "$status1" ]] || fail "$name --jobs $jobs: exit status $statusN, with --jobs 1 $status1"
        checks=$((checks + 1))
        cmp -s "$tmp/out1" "$tmp/outN" || {
            fail "$name --jobs $jobs: output differs from --jobs 1"
            cmp "$tmp/out1" "$tmp/outN" | head -3 >&2
        }
    done
}

# expect_lines NAME COUNT: $tmp/out1 has COUNT lines (so the comparison
# above was about real output, not two empty files).
expect_lines() {
    checks=$((checks + 1))
    local got
    got=$(wc -l <"$tmp/out1")
    [[ $got == "$2" ]] || fail "$1: $got output lines, expected $2"
}

same_with_jobs "parse" "$tmp/lines.txt" parse
expect_lines "parse" "$(($(grep -c '^  scheme ' "$tmp/out1") * 9 - 1 + $(grep -c '^error at character' "$tmp/out1") * 4))"
same_with_jobs "parse --json" "$tmp/lines.txt" parse --json
expect_lines "parse --json" "$input_lines"
# Through a pipe a read gives what the writer has written so far, so
# batches end wherever a write did: inside lines and inside characters.
"$PYTHON3" - "$tmp/lines.txt" <<'EOF' | "$IRI" parse --json --jobs 3 >"$tmp/outN"
import random, sys
random.seed(3986)
data = open(sys.argv[1], "rb").read()
i = 0
while i < len(data):
    n = random.choice([1, 7, 100, 4096, 70000])
    sys.stdout.buffer.write(data[i:i + n])
    sys.stdout.buffer.flush()
    i += n
EOF
checks=$((checks + 1))
cmp -s "$tmp/out1" "$tmp/outN" || fail "parse --json --jobs 3 through a pipe: output differs from --jobs 1"
same_with_jobs "parse --json --entry IRI" "$tmp/lines.txt" parse --json --entry IRI
same_with_jobs "validate" "$tmp/lines.txt" validate
checks=$((checks + 1))
summary=$(tail -1 "$tmp/out1")
[[ $summary =~ ^([0-9]+)\ valid,\ ([0-9]+)\ invalid$ ]] &&
    (( BASH_REMATCH[1] + BASH_REMATCH[2] == input_lines && BASH_REMATCH[2] == $(wc -l <"$tmp/out1") - 1 )) ||
    fail "validate: summary '$summary' does not count the $input_lines lines"
# Several files: line numbers start again in each, names follow the lines.
same_with_jobs "validate FILE - FILE" "$tmp/lines.txt" validate "$tmp/lines.txt" - "$tmp/lines.txt"
expect_in "validate FILE - FILE" "$tmp/out1" "$tmp/lines.txt:" "<stdin>:"
same_with_jobs "to-uri" "$tmp/lines.txt" to-uri
expect_lines "to-uri" "$input_lines"
same_with_jobs "to-uri --json --idna --lenient" "$tmp/lines.txt" to-uri --json --idna --lenient
same_with_jobs "to-uri --from-charset" "$tmp/latin1.txt" to-uri --from-charset iso-8859-1
expect_in "to-uri --from-charset" "$tmp/out1" "http://example.org/M%C3%A4rz/$((random_lines - 1))"
same_with_jobs "to-uri --query-charset" "$tmp/lines.txt" to-uri --query-charset iso-8859-1
same_with_jobs "to-iri --idn-unicode" "$tmp/lines.txt" to-iri --idn-unicode
same_with_jobs "prepare --split" "$tmp/lines.txt" prepare --split
same_with_jobs "prepare --json" "$tmp/lines.txt" prepare --json
same_with_jobs "extract --json" "$tmp/lines.txt" extract --json
same_with_jobs "resolve" "$tmp/lines.txt" resolve --base 'http://a/b/c/d;p?q' --json
same_with_jobs "relativize" "$tmp/lines.txt" relativize --base 'http://example.org/a/b'
same_with_jobs "normalize --nfc --level scheme" "$tmp/lines.txt" normalize --nfc --level scheme
same_with_jobs "normalize --json" "$tmp/lines.txt" normalize --json
expect_lines "normalize --json" "$input_lines"
same_with_jobs "check" "$tmp/lines.txt" check
same_with_jobs "check --json --error all" "$tmp/lines.txt" check --json --error all
expect_lines "check --json --error all" "$input_lines"
same_with_jobs "display --bidi-notation" "$tmp/lines.txt" display --bidi-notation
same_with_jobs "display --json --embed=lri" "$tmp/lines.txt" display --json --embed=lri
expect_lines "display --json --embed=lri" "$input_lines"
same_with_jobs "explain" "$tmp/lines.txt" explain
same_with_jobs "explain --json --rule ihost" "$tmp/lines.txt" explain --json --rule ihost
expect_lines "explain --json --rule ihost" "$input_lines"
# The options that change what each input costs: the scheme grammars, the
# other grammars, and every --explain (records of many rows, written while
# formatted on one thread). An eighth of the random lines (2,500):
# explanations are long, and their batches short (down to 64 lines).
head -n $((random_lines / 8)) "$tmp/lines.txt" >"$tmp/some_lines.txt"
same_with_jobs "parse --scheme-specific --json" "$tmp/lines.txt" parse --scheme-specific --json
expect_lines "parse --scheme-specific --json" "$input_lines"
same_with_jobs "parse --grammar rfc3986" "$tmp/lines.txt" parse --grammar rfc3986 --json
same_with_jobs "parse --grammar draft-01" "$tmp/lines.txt" parse --grammar draft-01 --json
same_with_jobs "explain --format dot" "$tmp/some_lines.txt" explain --format dot
same_with_jobs "resolve --explain" "$tmp/some_lines.txt" resolve --explain --base 'http://a/b/c/d;p?q'
same_with_jobs "normalize --explain --json" "$tmp/some_lines.txt" normalize --explain --json
same_with_jobs "to-uri --explain" "$tmp/some_lines.txt" to-uri --explain
same_with_jobs "to-iri --explain --json" "$tmp/some_lines.txt" to-iri --explain --json

# Covered by default: every command that takes --jobs (its help says so)
# has a same_with_jobs line above, so a new one fails here until it does.
for command in $("$IRI" help | sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p'); do
    "$IRI" "$command" --help 2>/dev/null | grep -q -- '--jobs N' || continue
    checks=$((checks + 1))
    grep -q "^same_with_jobs \"$command[ \"]" "${BASH_SOURCE[0]}" ||
        fail "$command takes --jobs, and no same_with_jobs line runs it"
done

# --- --jobs itself --------------------------------------------------------------

for args in "parse --jobs" "parse --jobs x" "parse --jobs -1" "parse --jobs 257" "parse --jobs 2x" \
            "validate --jobs=" "to-uri --jobs 1.5"; do
    run $args
    expect_status "iri $args" 2
    expect_empty "iri $args" "$tmp/out"
    expect_in "iri $args" "$tmp/err" "iri ${args%% *}: " "--jobs"
done
stdin 'http://a\n'
run parse --json --jobs=256
expect_status "--jobs=256" 0
stdin 'http://a\n'
run validate --jobs 0
expect_status "--jobs 0" 0
expect_stdout_is() {   # NAME EXPECTED
    checks=$((checks + 1))
    [[ $(cat "$tmp/out") == "$2" ]] || fail "$1: printed '$(head -c 300 "$tmp/out")', expected '$2'"
}
expect_stdout_is "--jobs 0" "1 valid, 0 invalid"
# Arguments, not standard input: --jobs changes nothing.
run to-uri --jobs 4 'http://a/é' 'b'
expect_status "--jobs with arguments" 0
expect_stdout_is "--jobs with arguments" "http://a/%C3%A9
b"

# --- a failed write ends the run -----------------------------------------------

if [[ -w /dev/full ]]; then
    for jobs in 1 3; do
        "$IRI" parse --json --jobs $jobs <"$tmp/lines.txt" >/dev/full 2>"$tmp/err"
        status=$?
        expect_status "write to /dev/full, --jobs $jobs" 2
        expect_in "write to /dev/full, --jobs $jobs" "$tmp/err" "iri parse: cannot write output"
    done
fi

# A reader that stops early (`| head -1`) is a failed write too, not a
# silent death by SIGPIPE (status 141): the message once, status 2, and
# no hang with threads at work (the timeout only keeps a failure from
# hanging the test).
"$PYTHON3" -c 'import sys; sys.stdout.write("http://a/b\n" * 200000)' >"$tmp/many.txt"
for args in "parse" "parse --jobs 4" "to-uri --jobs 2" "check --json"; do
    name="closed pipe, $args"
    # shellcheck disable=SC2086 # $args is several words
    timeout 60 "$IRI" $args <"$tmp/many.txt" 2>"$tmp/err" | head -n 1 >"$tmp/out"
    status=${PIPESTATUS[0]}
    expect_status "$name" 2
    expect_in "$name" "$tmp/out" "http://a/b"
    checks=$((checks + 1))
    [[ $(grep -c "^iri ${args%% *}: cannot write output" "$tmp/err") == 1 ]] ||
        fail "$name: not exactly one \"cannot write output\": $(head -c 300 "$tmp/err")"
done
rm -f "$tmp/many.txt"

# The limits below (address space, peak memory) measure iri only without a
# sanitizer: AddressSanitizer and ThreadSanitizer reserve terabytes of
# address space and keep shadow memory, so under them a memory limit stops
# the sanitizer, not iri. IRI_SANITIZED=1 (set by CMake's IRI_SANITIZE and
# by .ci/fuzz.sh) skips those three sections.
limits_mean_something=true
[[ "${IRI_SANITIZED:-0}" == 1 ]] && limits_mean_something=false

# --- threads under a memory limit ------------------------------------------------

# Under a limit on the address space (RLIMIT_AS) --jobs N plans its threads
# to fit what the limit leaves (line_engine.hpp): stacks of its own size,
# not the stack limit's (1 GB here, more than all of --as 600 MB), batches
# that hold less, and fewer threads than asked, saying so, when N do not
# fit. The output is --jobs 1's. (The timeout only keeps a failure from
# hanging the test.)
if $limits_mean_something; then
    head -n 3000 "$tmp/lines.txt" >"$tmp/some.txt"
    "$IRI" parse --json --jobs 1 <"$tmp/some.txt" >"$tmp/some.expected" 2>/dev/null
    for limits in "--as=600000000 --stack=1000000000" "--as=300000000"; do
        for jobs in 3 64; do
            name="memory limit ($limits), --jobs $jobs"
            # shellcheck disable=SC2086
            timeout 60 prlimit $limits "$IRI" parse --json --jobs $jobs <"$tmp/some.txt" >"$tmp/out" 2>"$tmp/err"
            status=$?
            expect_status "$name" 1
            checks=$((checks + 1))
            cmp -s "$tmp/out" "$tmp/some.expected" || fail "$name: not the output of --jobs 1"
            checks=$((checks + 1))
            grep -q "the system let only" "$tmp/err" && fail "$name: threads refused: $(cat "$tmp/err")"
        done
    done
    # 300 MB, a tenth of it for each of 64 threads' default stacks: fewer.
    expect_in "memory limit, --jobs 64" "$tmp/err" \
        "iri parse: --jobs 64: the limit on the address space (300 MB) leaves room for "

    # A limit a little above what --jobs 1 needs: what iri has mapped when
    # it waits for input (its binary and libraries, so measured here) plus
    # 24 MB, where --jobs 1 uses about 2 MB more. Before, --jobs 8 (8 MiB
    # stacks, a malloc arena of 64 MiB reserved per thread, 32 MiB of
    # batches) and --jobs 2 both ran out of memory after a few thousand
    # records; every --jobs must finish, with --jobs 1's output.
    mapped_kb=$("$PYTHON3" - "$IRI" <<'PY'
import subprocess, sys
p = subprocess.Popen([sys.argv[1], "parse", "--jobs", "1"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
p.stdin.write(b"http://a\n")
p.stdin.flush()
p.stdout.readline()   # answered: now it waits for the next line
status = open(f"/proc/{p.pid}/status").read()
p.stdin.close()
p.wait()
print(next(line.split()[1] for line in status.splitlines() if line.startswith("VmSize:")))
PY
)
    if [[ $mapped_kb =~ ^[0-9]+$ ]]; then
        limit=$((mapped_kb * 1024 + 24000000))
        for _ in 1 2 3 4; do cat "$tmp/lines.txt"; echo; done >"$tmp/lines4.txt"   # 232,004 lines
        prlimit --as=$limit "$IRI" parse --json --jobs 1 <"$tmp/lines4.txt" >"$tmp/lines4.expected" 2>"$tmp/err"
        status=$?
        expect_status "parse --json --jobs 1 under --as $limit" 1
        for jobs in 2 8; do
            name="parse --json --jobs $jobs under --as $limit (iri at rest + 24 MB)"
            timeout 120 prlimit --as=$limit "$IRI" parse --json --jobs $jobs <"$tmp/lines4.txt" >"$tmp/out" 2>"$tmp/err"
            status=$?
            expect_status "$name" 1
            checks=$((checks + 1))
            cmp -s "$tmp/out" "$tmp/lines4.expected" ||
                fail "$name: not the output of --jobs 1 ($(wc -l <"$tmp/out") of $(wc -l <"$tmp/lines4.expected") lines)"
        done
        rm -f "$tmp/lines4.txt" "$tmp/lines4.expected"
    else
        fail "could not read iri's VmSize from /proc ($mapped_kb)"
    fi
fi

# --- threads the system refuses ---------------------------------------------------

# When the system refuses threads the run goes on with those it got, even
# none, with the same output, and says so; it neither hangs nor aborts.
# Without a memory limit the threads' stacks are the stack limit's size:
# at 1 TB, more than the machine has, the kernel refuses each (unless it
# grants any size: vm.overcommit_memory = 1).
if $limits_mean_something && [[ $(cat /proc/sys/vm/overcommit_memory 2>/dev/null) != 1 ]]; then
    for jobs in 3 64; do
        name="threads refused (--stack=1000000000000), --jobs $jobs"
        timeout 60 prlimit --stack=1000000000000 "$IRI" parse --json --jobs $jobs <"$tmp/some.txt" >"$tmp/out" 2>"$tmp/err"
        status=$?
        expect_status "$name" 1
        checks=$((checks + 1))
        cmp -s "$tmp/out" "$tmp/some.expected" || fail "$name: not the output of --jobs 1"
        expect_in "$name" "$tmp/err" "iri parse: --jobs $jobs: the system let only 0 threads start"
    done
fi

# --- out of memory: whole records only --------------------------------------------

# expect_out_of_memory NAME LIMIT ARGS...: iri ARGS on $tmp/huge.txt (a
# first line, a huge one, a last) under an address space of LIMIT bytes:
# the run ends with status 2 and says why, the first line's record is
# written whole, and nothing of the huge line's (no cut JSON).
expect_out_of_memory() {
    local name=$1 limit=$2
    shift 2
    timeout 120 prlimit --as="$limit" "$IRI" "$@" <"$tmp/huge.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "$name" 2
    expect_in "$name" "$tmp/err" "iri: out of memory"
    checks=$((checks + 1))
    [[ $(cat "$tmp/out") == "$("$IRI" "$@" http://a/first)" ]] ||
        fail "$name: not exactly the first record: $(head -c 200 "$tmp/out")"
}

if $limits_mean_something; then
    # A line whose JSON needs more memory than the limit allows.
    "$PYTHON3" -c '
import sys
sys.stdout.write("http://a/first\n" + "http://h/" + "a" * (64 << 20) + "\nhttp://a/after\n")' >"$tmp/huge.txt"
    for jobs in 1 2; do
        expect_out_of_memory "out of memory, --jobs $jobs" 314572800 parse --json --jobs $jobs
    done
    # The text passes, where the library says errc::out_of_memory rather
    # than throw: that is not the input's error ("error at character 0 ...
    # out of memory", status 1) but the run's. The line holds 16 Mi "é"
    # (32 MiB): a 150 MB address space takes the line, not the copies the
    # passes make of it.
    "$PYTHON3" -c '
import sys
sys.stdout.write("http://a/first\n" + "http://a/" + "\u00e9" * (16 << 20) + "\nhttp://a/after\n")' >"$tmp/huge.txt"
    for args in "to-uri" "to-uri --json" "normalize --nfc" "prepare" "to-iri" "resolve --base http://x/"; do
        for jobs in 1 2; do
            # shellcheck disable=SC2086 # $args is several words
            expect_out_of_memory "out of memory, $args --jobs $jobs" 150000000 $args --jobs $jobs
        done
    done
    rm -f "$tmp/huge.txt"
fi

# --- output-heavy lines: memory by bytes, not by batches -----------------------------

# Lines of "/%e9" make a JSON warning every 3 bytes: at most 100 are
# written per input, the rest counted; and however many threads, the
# batches in flight hold about 32 MiB. Before, 8 MiB of such lines peaked
# at about 1 GB with --jobs 8 (batches of 256 KiB, each with 60 MiB of
# output, 2 * 8 of them). Peak memory (the children's maximum resident
# set, from getrusage) must stay under 200 MB; it is about 50 MB.
if $limits_mean_something; then
    "$PYTHON3" -c '
import sys
line = "http://h" + "/%e9" * 1022 + "\n"
sys.stdout.write(line * ((8 << 20) // len(line)))' >"$tmp/heavy.txt"
    "$IRI" parse --json --jobs 1 <"$tmp/heavy.txt" >"$tmp/heavy.expected"
    cp "$tmp/heavy.expected" "$tmp/out"
    expect_json_lines "warnings_omitted" "${parse_fields},warnings_omitted" '
assert all(len(o["warnings"]) == 100 and o["warnings_omitted"] == 2 * 1022 - 100 for o in objects)'
    for jobs in 8 64; do
        name="output-heavy lines, --jobs $jobs"
        peak=$("$PYTHON3" -c '
import resource, subprocess, sys
with open(sys.argv[2], "rb") as i, open(sys.argv[3], "wb") as o:
    status = subprocess.call([sys.argv[1], "parse", "--json", "--jobs", sys.argv[4]], stdin=i, stdout=o)
print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)' \
            "$IRI" "$tmp/heavy.txt" "$tmp/out" $jobs)
        status=${peak% *}
        expect_status "$name" 0
        checks=$((checks + 1))
        ((${peak#* } < 200)) || fail "$name: peak memory ${peak#* } MB"
        checks=$((checks + 1))
        cmp -s "$tmp/out" "$tmp/heavy.expected" || fail "$name: not the output of --jobs 1"
    done
fi

# --- a termination signal ends the run between records --------------------------

# The reader takes 300,000 bytes, then sends SIGTERM while iri is blocked
# writing into the full pipe (no timing: the kill comes once those bytes
# are read), then reads the rest. The output must be the first whole
# records of the full output and nothing more; the status, the signal's.
"$IRI" parse --json --jobs 1 <"$tmp/lines.txt" >"$tmp/full.json" 2>/dev/null
for jobs in 1 2; do
    name="SIGTERM mid-write, --jobs $jobs"
    { "$IRI" parse --json --jobs $jobs <"$tmp/lines.txt" & echo $! >"$tmp/pid"; wait $!; echo $? >"$tmp/status"; } |
        { head -c 300000 >"$tmp/out"; kill -TERM "$(cat "$tmp/pid")"; cat >>"$tmp/out"; }
    status=$(cat "$tmp/status")
    expect_status "$name" 143
    checks=$((checks + 1))
    [[ -s $tmp/out && $(tail -c 1 "$tmp/out") == "" ]] || fail "$name: the output does not end at a record's end"
    checks=$((checks + 1))
    head -c "$(wc -c <"$tmp/out")" "$tmp/full.json" | cmp -s - "$tmp/out" || fail "$name: not the first records"
done

# --- non-blocking standard input and output --------------------------------------

# Whoever starts iri may hand it descriptors in O_NONBLOCK mode; a read or
# write that would block says EAGAIN, and iri waits instead of failing.
nonblocking() {   # COMMAND...: runs COMMAND with stdin and stdout O_NONBLOCK
    "$PYTHON3" -c '
import fcntl, os, sys
for fd in (0, 1):
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)
os.execvp(sys.argv[1], sys.argv[1:])' "$@"
}
for jobs in 1 2; do
    name="non-blocking stdin and stdout, --jobs $jobs"
    # stdin: a pipe whose writer is slower than iri; stdout: a pipe whose
    # reader is slower than iri, so it fills.
    { for part in 1 2 3; do sed -n "$((part * 2000 - 1999)),$((part * 2000))p" "$tmp/lines.txt"; sleep 0.1; done; } |
        nonblocking "$IRI" parse --json --jobs $jobs 2>"$tmp/err" |
        { sleep 0.3; cat; } >"$tmp/out"
    status=${PIPESTATUS[1]}
    expect_status "$name" 1
    expect_empty "$name" "$tmp/err"
    checks=$((checks + 1))
    head -n 6000 "$tmp/full.json" | cmp -s - "$tmp/out" || fail "$name: not the output of a blocking run"
done

# --- interactive input is answered line by line ----------------------------------

# One line goes in and the pipe stays open: the answer must come without
# waiting for more input. (The timeout only keeps a failure from hanging.)
for jobs in 1 3; do
    coproc IRI_PROC { "$IRI" to-uri --jobs $jobs; }
    printf 'http://a/é\n' >&"${IRI_PROC[1]}"
    answer=""
    read -r -t 20 answer <&"${IRI_PROC[0]}"
    checks=$((checks + 1))
    [[ $answer == "http://a/%C3%A9" ]] || fail "interactive --jobs $jobs: no answer before the next line (got '$answer')"
    exec {IRI_PROC[1]}>&-
    wait "$IRI_PROC_PID" 2>/dev/null
done

finish
