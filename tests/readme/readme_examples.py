#!/usr/bin/env python3
"""The README's C++ examples as tests.

    readme_examples.py extract README.md OUTDIR
        Writes each ```cpp block of README.md to OUTDIR/example_N.cpp
        (N from 1, in order), preceded by a #line directive so that compiler
        errors point into README.md, and its expected standard output, when
        the README shows one, to OUTDIR/example_N.out. Prints the numbers,
        one a line. OUTDIR is emptied first.

    readme_examples.py run PROGRAM [EXPECTED_OUTPUT_FILE]
        Runs PROGRAM; fails unless it exits with 0 and, when given, prints
        exactly the expected output.

The README's conventions: every ```cpp block is a whole program (use
another info string, such as ```c++, for a fragment that is not meant to
compile on its own); a ```text block that follows a ```cpp block, with
nothing but blank lines and at most one line of prose ending in ":" between
them, is what the program prints.
"""
import pathlib
import re
import subprocess
import sys

FENCE = re.compile(r"^(`{3,})\s*([\w+-]*)\s*$")


def blocks(lines):
    """(info string, first content line number from 1, content lines, end index)."""
    i = 0
    while i < len(lines):
        opening = FENCE.match(lines[i])
        if not opening:
            i += 1
            continue
        fence, info = opening.groups()
        start = i + 1
        j = start
        while j < len(lines) and lines[j].rstrip() != fence:
            j += 1
        yield info, start + 1, lines[start:j], j
        i = j + 1


def extract(readme, outdir):
    lines = pathlib.Path(readme).read_text(encoding="utf-8").splitlines()
    outdir = pathlib.Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    for old in outdir.glob("example_*"):
        old.unlink()
    found = list(blocks(lines))
    number = 0
    for k, (info, first_line, content, end) in enumerate(found):
        if info != "cpp":
            continue
        number += 1
        source = f'#line {first_line} "{pathlib.Path(readme).resolve()}"\n' + "\n".join(content) + "\n"
        (outdir / f"example_{number}.cpp").write_text(source, encoding="utf-8")
        if k + 1 < len(found) and found[k + 1][0] == "text":
            between = [l for l in lines[end + 1:found[k + 1][1] - 2] if l.strip()]
            if len(between) == 0 or (len(between) == 1 and between[0].rstrip().endswith(":")):
                expected = "\n".join(found[k + 1][2]) + "\n"
                (outdir / f"example_{number}.out").write_text(expected, encoding="utf-8")
        print(number)
    if number == 0:
        sys.exit(f"{readme}: no ```cpp block found")


def run(program, expected_file=None):
    result = subprocess.run([program], capture_output=True, timeout=60)
    output = result.stdout.decode("utf-8", errors="replace")
    ok = True
    if result.returncode != 0:
        print(f"{program} exited with {result.returncode}", file=sys.stderr)
        ok = False
    if expected_file is not None:
        expected = pathlib.Path(expected_file).read_text(encoding="utf-8")
        if output != expected:
            print(f"{program} printed:\n{output}the README shows:\n{expected}", file=sys.stderr)
            ok = False
    sys.stderr.write(result.stderr.decode("utf-8", errors="replace"))
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "extract":
        extract(sys.argv[2], sys.argv[3])
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "run":
        sys.exit(run(*sys.argv[2:]))
    else:
        sys.exit(__doc__)
