#!/usr/bin/env python3
"""The layers of the source tree, read from its #include lines.

    python3 tests/layers/layers.py           check: exit 1 if an include runs up a layer,
                                             X3 leaves grammar/, or docs/layers.md is stale
    python3 tests/layers/layers.py --write   regenerate docs/layers.md

Layers, bottom to top (docs/architecture.md): include/iri (the
public API), unicode, abnf, grammar, semantics, capi, tools, python, site. A file may
include its own layer, any layer below it, and the public headers; only
grammar/ may include Boost.Spirit, and capi/ (the C API) and tools/
include nothing of the library but the public headers, and the one UTF-8
codec (OPEN_HEADERS). abnf/ (the ABNF engine, the oracle the X3 rules are
checked against) includes the public headers only: nothing of unicode/ or
grammar/, by design. site/ (the grammar site and the playground) may use
tools/' JSON writers, so that both answer in the same JSON.
"""
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "layers.md"
LAYERS = ["include/iri", "unicode", "abnf", "grammar", "semantics", "capi", "tools", "python", "site"]
# What each layer may include from the library, besides itself.
ALLOWED = {
    "include/iri": set(),
    "unicode": {"include/iri"},
    "abnf": {"include/iri"},
    "grammar": {"include/iri", "unicode"},
    "semantics": {"include/iri", "unicode", "grammar"},
    "capi": {"include/iri"},   # the C API, over the public C++ API only
    "tools": {"include/iri"},
    "python": {"include/iri"},  # the Python binding, over the public C++ API only
    # The grammar site's generator and the playground, users of the public
    # API like tools/, whose JSON writers they share.
    "site": {"include/iri", "tools"},
}
# Headers a layer above theirs may include although it may not include the
# rest of that layer: header-only, and including nothing but the standard
# library (checked below), so that they bring nothing else along.
OPEN_HEADERS = {
    # The UTF-8 codec (RFC 3629): the one the library decodes with, and the
    # one the tool and the site write and read UTF-8 with.
    "unicode/utf8.hpp": {"tools", "site"},
}
# Files that may include more than their layer, each with why.
EXCEPTIONS = {
    # The browser build links the ICU-free passes without ICU; this file
    # defines the two ICU-backed functions they name (unicode/idna.hpp,
    # unicode/nfc.hpp) as stops that are never reached, so it must see
    # their declarations.
    "site/playground/no_icu.cpp": {"unicode"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def layer_of(path):
    """The layer of a repository-relative path, or None."""
    text = str(path)
    for layer in LAYERS:
        if text == layer or text.startswith(layer + "/"):
            return layer
    return None


def target_layer(including_layer, kind, name):
    """The layer an include names, or None for one outside the library."""
    if kind == "<" and name.startswith("iri/"):
        return "include/iri"
    if kind == '"':
        first = name.split("/")[0]
        if first in ("unicode", "abnf", "grammar", "semantics", "tools"):
            return first
        if including_layer == "tools" and "/" not in name:
            return "tools"   # tools/ includes its own headers by file name
    return None


def scan():
    edges = Counter()
    problems = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*")):
            if path.suffix not in (".hpp", ".cpp", ".in"):
                continue
            rel = path.relative_to(ROOT)
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                kind, name = match.groups()
                if name.startswith("boost/spirit") and layer != "grammar":
                    problems.append(f"{rel}:{number}: Boost.Spirit outside grammar/: {name}")
                if kind == '"' and layer != "tools" and "/" not in name and not name.endswith(".inc"):
                    problems.append(f"{rel}:{number}: include by bare file name: {name}")
                target = target_layer(layer, kind, name)
                if target is None or target == layer:
                    continue
                edges[(layer, target)] += 1
                allowed = ALLOWED[layer] | EXCEPTIONS.get(str(rel), set())
                if name in OPEN_HEADERS and layer in OPEN_HEADERS[name]:
                    allowed = allowed | {target}
                if target not in allowed:
                    problems.append(f"{rel}:{number}: {layer}/ includes {name}, a layer it may not include")
    for header in OPEN_HEADERS:
        for number, line in enumerate((ROOT / header).read_text(encoding="utf-8").splitlines(), 1):
            match = INCLUDE.match(line)
            if match and match.group(1) == '"':
                problems.append(f"{header}:{number}: an open header includes {match.group(2)}: only <standard> ones")
    return edges, problems


def render(edges):
    out = ["# The layers, as the includes draw them", "",
           "Generated by `python3 tests/layers/layers.py --write` from the `#include`",
           "lines of the library and the tool; the ctest test `layers` fails when an",
           "include runs up a layer, when Boost.Spirit is included outside `grammar/`,",
           "or when this file is stale. Each arrow is one folder including another,",
           "with the number of include lines; every arrow points down.", "",
           "```text"]
    for layer in reversed(LAYERS):
        targets = [(t, n) for (s, t), n in sorted(edges.items()) if s == layer]
        arrows = ", ".join(f"{t} ({n})" for t, n in sorted(targets, key=lambda x: LAYERS.index(x[0]), reverse=True))
        out.append(f"{layer + '/':<13} -> {arrows if arrows else '(nothing of the library)'}")
    out += ["```", "", "```dot", "digraph layers {", "  rankdir=TB;"]
    for (s, t), n in sorted(edges.items(), key=lambda e: (LAYERS.index(e[0][0]), LAYERS.index(e[0][1]))):
        out.append(f'  "{s}/" -> "{t}/" [label="{n}"];')
    out += ["}", "```", ""]
    return "\n".join(out)


def main():
    edges, problems = scan()
    text = render(edges)
    if "--write" in sys.argv[1:]:
        DOC.write_text(text, encoding="utf-8")
    elif not DOC.exists() or DOC.read_text(encoding="utf-8") != text:
        problems.append("docs/layers.md is stale: run python3 tests/layers/layers.py --write")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
