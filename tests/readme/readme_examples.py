#!/usr/bin/env python3
"""The C++ examples of README.md and docs/*.md as tests.

    readme_examples.py extract [--optional] PAGE.md OUTDIR
        Writes each ```cpp block of PAGE.md to OUTDIR/example_N.cpp
        (N from 1, in order), preceded by a #line directive so that compiler
        errors point into the page, and its expected standard output, when
        the page shows one, to OUTDIR/example_N.out. Prints the numbers,
        one a line. OUTDIR is emptied first. A page without a ```cpp block
        is an error (README.md must have one) unless --optional is given.

    readme_examples.py run PROGRAM [EXPECTED_OUTPUT_FILE]
        Runs PROGRAM; fails unless it exits with 0 and, when given, prints
        exactly the expected output.

    readme_examples.py cli PAGE.md PATH/TO/iri
        Runs each "$ iri ARGUMENTS" line of PAGE.md's indented blocks (four
        spaces, then "$ iri") and of its fenced blocks without an info
        string (a line starting "$ iri") with that iri, standard input
        empty; fails unless it exits with 0 or 1 (some input invalid) and
        prints exactly the lines that follow in the block, up to the next
        "$ " line or the end of the block.

The pages' conventions: every ```cpp block is a whole program (use
another info string, such as ```c++, for a fragment that is not meant to
compile on its own); a ```text block that follows a ```cpp block, with
nothing but blank lines and at most one line of prose ending in ":" between
them, is what the program prints.
"""
import pathlib
import re
import shlex
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


def extract(readme, outdir, optional=False):
    lines = pathlib.Path(readme).read_text(encoding="utf-8").splitlines()
    outdir = pathlib.Path(outdir)
    for old in outdir.glob("example_*"):
        old.unlink()
    found = list(blocks(lines))
    number = 0
    for k, (info, first_line, content, end) in enumerate(found):
        if info != "cpp":
            continue
        number += 1
        outdir.mkdir(parents=True, exist_ok=True)
        source = f'#line {first_line} "{pathlib.Path(readme).resolve()}"\n' + "\n".join(content) + "\n"
        (outdir / f"example_{number}.cpp").write_text(source, encoding="utf-8")
        if k + 1 < len(found) and found[k + 1][0] == "text":
            between = [l for l in lines[end + 1:found[k + 1][1] - 2] if l.strip()]
            if len(between) == 0 or (len(between) == 1 and between[0].rstrip().endswith(":")):
                expected = "\n".join(found[k + 1][2]) + "\n"
                (outdir / f"example_{number}.out").write_text(expected, encoding="utf-8")
        print(number)
    if number == 0 and not optional:
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
            print(f"{program} printed:\n{output}the page shows:\n{expected}", file=sys.stderr)
            ok = False
    sys.stderr.write(result.stderr.decode("utf-8", errors="replace"))
    return 0 if ok else 1


def shown_commands(lines):
    """(line number from 1, arguments, expected output lines) of each
    "$ iri" line of the indented blocks and the plain fenced blocks."""
    prompt = re.compile(r"^    \$ iri(\s.*)?$")
    fenced = set()
    for info, first_line, content, end in blocks(lines):
        fenced.update(range(first_line - 2, end + 1))
        if info != "":
            continue
        k = 0
        while k < len(content):
            command = re.match(r"^\$ iri(\s.*)?$", content[k])
            if not command:
                k += 1
                continue
            j = k + 1
            while j < len(content) and not content[j].startswith("$ "):
                j += 1
            yield first_line + k, shlex.split(command.group(1) or ""), content[k + 1:j]
            k = j
    i = 0
    while i < len(lines):
        command = prompt.match(lines[i])
        if not command or i in fenced:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and lines[j].startswith("    ") and not lines[j].startswith("    $ "):
            j += 1
        yield i + 1, shlex.split(command.group(1) or ""), [line[4:] for line in lines[i + 1:j]]
        i = j


def cli(page, iri):
    lines = pathlib.Path(page).read_text(encoding="utf-8").splitlines()
    failures = 0
    count = 0
    for number, arguments, expected in sorted(shown_commands(lines)):
        result = subprocess.run([iri] + arguments, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        output = result.stdout.decode("utf-8", errors="replace").splitlines()
        count += 1
        if result.returncode not in (0, 1) or output != expected:
            failures += 1
            print(f"{page}:{number}: iri {shlex.join(arguments)} exited with {result.returncode} and printed:",
                  *output, "the page shows:", *expected, sep="\n", file=sys.stderr)
            sys.stderr.write(result.stderr.decode("utf-8", errors="replace"))
    if count == 0:
        print(f"{page}: no \"$ iri\" line found", file=sys.stderr)
        return 1
    print(f"{count} commands, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "extract":
        extract(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1:3] == ["extract", "--optional"]:
        extract(sys.argv[3], sys.argv[4], optional=True)
    elif len(sys.argv) == 4 and sys.argv[1] == "cli":
        sys.exit(cli(sys.argv[2], sys.argv[3]))
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "run":
        sys.exit(run(*sys.argv[2:]))
    else:
        sys.exit(__doc__)
