#!/usr/bin/env python3
"""Proof that the test bed can fail: it replays a real run's observations
(testbed.py run ... --save) against wrappers around the real `iri` that
plant one wrong prediction each, and requires every planted replay to fail
with a "we are wrong" row naming the case the fault touches, and the
unplanted replay to pass.

    selftest.py IRI_BINARY OBSERVATIONS.json

Exit status: 0 when every plant was caught and the clean replay passed.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, what the wrapper does to the real binary, the case that must be
# reported wrong or None, and for some a known difference it must make
# stale). Each wrapper is a bash script: "$IRI" is the real binary.
PLANTS = [
    ("unencoded space", "to-uri output keeps a space raw (%20 turned back into a space)",
     '"$IRI" "$@" | sed "s/%20/ /g"', "ascii", None),
    # The browser's own form of the one difference kept on purpose (a raw
    # "\\" in a Shift_JIS query, RFC 3986 §2): the known difference that
    # explains it goes stale, which must fail the run too.
    ("raw backslash", "to-uri output writes %5C back as a raw backslash",
     r'"$IRI" "$@" | sed ' "'" r's/%5C/\\\\/g' "'",  # JSON output: the backslash written escaped
     None, "(case q-cjk, chromium, Shift_JIS html) no longer occurs"),
    ("wrong host", "to-uri writes the IDN host bücher.example as xn--bcher-kvb",
     '"$IRI" "$@" | sed "s/xn--bcher-kva/xn--bcher-kvb/g"', "h-idn", None),
    ("wrong query charset", "--query-charset=Shift_JIS predictions computed with EUC-JP",
     'args=(); for a in "$@"; do [[ $a == --query-charset=Shift_JIS ]] && a=--query-charset=EUC-JP; '
     'args+=("$a"); done; "$IRI" "${args[@]}"', "q-cjk", None),
]


def replay(binary, observations):
    r = subprocess.run([sys.executable, os.path.join(HERE, "testbed.py"), "replay", observations, binary],
                       capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout + r.stderr


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    iri_bin, observations = os.path.abspath(argv[0]), argv[1]
    ok = True
    code, out = replay(iri_bin, observations)
    if code != 0:
        print(f"selftest: FAIL: the unplanted replay fails (exit {code}):\n{out}", file=sys.stderr)
        ok = False
    else:
        print("selftest: the unplanted replay passes: " + out.splitlines()[0])
    with tempfile.TemporaryDirectory(prefix="iri-testbed-selftest-") as tmp:
        for name, what, body, cid, stale in PLANTS:
            wrapper = os.path.join(tmp, re.sub(r"\W+", "-", name))
            with open(wrapper, "w") as f:
                f.write(f"#!/usr/bin/env bash\nset -o pipefail\nIRI={shlex.quote(iri_bin)}\n{body}\n")
            os.chmod(wrapper, 0o755)
            code, out = replay(wrapper, observations)
            caught = [line for line in out.splitlines() if cid is not None and f"we are wrong: case {cid}:" in line]
            if code == 1 and (caught or cid is None) and (stale is None or stale in out):
                if caught:
                    print(f"selftest: planted {name} ({what}): caught, {len(caught)} rows, first: {caught[0]}")
                else:
                    print(f"selftest: planted {name} ({what}): caught")
                if stale:
                    print(f"selftest: and the known difference it hides is stale: {stale}")
            else:
                print(f"selftest: FAIL: planted {name} ({what}) not caught"
                      f"{f' as case {cid}' if cid else ''}"
                      f"{' with a stale entry' if stale else ''} (exit {code}):\n{out}", file=sys.stderr)
                ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
