"""The sessions docs/python.md shows, and the package docstring's, replayed:
each ">>> " line runs as the interactive interpreter runs it, and what it
prints (or "MODULE.ERROR: MESSAGE" for an exception) must be the lines the
page shows under it."""
import contextlib
import doctest
import io
import pathlib
import re

import iri

PAGE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"


def sessions():
    """(line number, source, expected lines) of each ">>> " line."""
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    inside = False
    for number, line in enumerate(lines, 1):
        if re.match(r"^```", line):
            inside = not inside
            continue
        if inside and line.startswith(">>> "):
            expected = []
            for following in lines[number:]:
                if following.startswith(">>> ") or following.startswith("```"):
                    break
                expected.append(following)
            yield number, line[4:], expected


def test_docs_python_md_sessions():
    namespace = {}
    shown = list(sessions())
    assert len(shown) >= 10
    problems = []
    for number, source, expected in shown:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            try:
                exec(compile(source, "<docs/python.md>", "single"), namespace)
            except Exception as e:  # what the interpreter's last line says
                print(f"{type(e).__module__}.{type(e).__name__}: {e}")
        if out.getvalue().splitlines() != expected:
            problems.append(f"docs/python.md:{number}: {source}\n  prints {out.getvalue().splitlines()}\n"
                            f"  the page shows {expected}")
    assert problems == []


def test_package_docstring():
    assert doctest.testmod(iri, raise_on_error=False).failed == 0
