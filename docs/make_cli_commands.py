#!/usr/bin/env python3
"""Writes the command list of docs/cli.md from the tool's own help, so that
the page says what `iri` says: each command's usage lines, from
`iri COMMAND --help`, and its summary, from `iri --help`.

    python3 docs/make_cli_commands.py IRI           rewrite the list in docs/cli.md
    python3 docs/make_cli_commands.py IRI --check   exit 1, with a diff, if it is out of date

IRI is the built tool (build/tools/iri). The list sits between the two
marker lines below; the rest of the page is written by hand. The help text
itself lives in one place per command, its tools/cmd_*.cpp.
"""

import difflib
import subprocess
import sys
from pathlib import Path

PAGE = Path(__file__).resolve().parent / "cli.md"
BEGIN = "<!-- begin: written by docs/make_cli_commands.py from `iri --help` and `iri COMMAND --help` -->"
END = "<!-- end: written by docs/make_cli_commands.py -->"
USAGE = "Usage: "


def run(tool, *args):
    return subprocess.run([tool, *args], check=True, capture_output=True, text=True).stdout


def commands(tool):
    """(name, summary) for each command `iri --help` lists, but `help`."""
    lines = run(tool, "--help").splitlines()
    start = lines.index("Commands:") + 1
    found = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        name, summary = line.strip().split(maxsplit=1)
        if name != "help":
            found.append((name, summary))
    return found


def usage(tool, name):
    """The usage lines of `iri NAME --help`, without "Usage: "."""
    lines = run(tool, name, "--help").splitlines()
    if not lines or not lines[0].startswith(USAGE):
        raise SystemExit(f"`iri {name} --help` does not begin with {USAGE!r}")
    block = []
    for line in lines:
        if not line.strip():
            break
        block.append(line[len(USAGE):])
    return block


def command_list(tool):
    out = []
    for name, summary in commands(tool):
        out += ["    " + line for line in usage(tool, name)]
        out.append("        " + summary)
        out.append("")
    return out[:-1]


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] != "--check"):
        print("usage: make_cli_commands.py IRI [--check]", file=sys.stderr)
        return 2
    tool, check = argv[1], len(argv) == 3
    old = PAGE.read_text(encoding="utf-8").splitlines()
    if BEGIN not in old or END not in old:
        print(f"{PAGE}: the markers of the command list are missing", file=sys.stderr)
        return 1
    first, last = old.index(BEGIN), old.index(END)
    new = old[:first + 1] + [""] + command_list(tool) + [""] + old[last:]
    if not check:
        PAGE.write_text("\n".join(new) + "\n", encoding="utf-8")
        return 0
    if new == old:
        return 0
    sys.stdout.writelines(difflib.unified_diff([line + "\n" for line in old], [line + "\n" for line in new],
                                               "docs/cli.md", "written now"))
    print("docs/cli.md's command list differs from the tool's help: "
          "run `cmake --build BUILD --target regenerate`", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
