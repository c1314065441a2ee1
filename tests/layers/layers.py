#!/usr/bin/env python3
"""The layers of the source tree, read from its #include lines.

    python3 tests/layers/layers.py           check: exit 1 if an include runs up a layer,
                                             X3 leaves grammar/, or docs/layers.md is stale
    python3 tests/layers/layers.py --write   regenerate docs/layers.md

Layers, bottom to top (docs/architecture.md): include/iri (the
public API), unicode, whatwg (the URL Standard's parser, beside the
grammars, without X3), abnf, grammar, semantics, capi, tools, python, site. A file may
include its own layer, any layer below it, and the public headers; only
grammar/ may include Boost.Spirit, and capi/ (the C API) and tools/
include nothing of the library but the public headers. abnf/ (the ABNF engine, the oracle the X3 rules are
checked against) includes the public headers only: nothing of unicode/ or
grammar/, by design. site/ (the grammar site and the playground) may use
tools/' JSON and UTF-8 writers, so that both answer in the same JSON.

Two rules beyond the layers:
- a scheme grammar's folder (grammar/schemes/<folder>/) is included only
  from grammar/schemes/: everything else reaches a scheme grammar through
  the registry (grammar/schemes/list.hpp, scheme_grammar.hpp), so that a
  new scheme touches nothing outside its folder but its line in list.hpp;
- a grammar family's family.hpp (grammar/<folder>/family.hpp) is included
  only by grammar/families.hpp: everything else reaches the families
  through it (its IRI_GRAMMAR_FAMILIES list), so that a new family touches
  nothing outside its folder but families.hpp and <iri/parse.hpp>'s
  enumerators;
- the core includes nothing of the teaching API (CMakeLists.txt: the
  targets iri and iri_teaching): no public header of the core includes a
  teaching header (the ABNF engine, the explain headers, <iri/teaching.hpp>),
  and no source of the library outside iri_teaching_sources includes a
  teaching header or a teaching source's own header (dot_table.cpp's
  dot_table.hpp), so that the core builds and links without it.
"""
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "layers.md"
LAYERS = ["include/iri", "unicode", "whatwg", "abnf", "grammar", "semantics", "capi", "tools", "python", "site"]
# What each layer may include from the library, besides itself.
ALLOWED = {
    "include/iri": set(),
    "unicode": {"include/iri"},
    "whatwg": {"include/iri", "unicode"},
    "abnf": {"include/iri"},
    "grammar": {"include/iri", "unicode"},
    # semantics/to_uri.cpp's browser modes (--idna=whatwg, --query-charset)
    # are the URL Standard's own host parser and query encoder.
    "semantics": {"include/iri", "unicode", "whatwg", "grammar"},
    "capi": {"include/iri"},   # the C API, over the public C++ API only
    "tools": {"include/iri"},
    "python": {"include/iri"},  # the Python binding, over the public C++ API only
    # The grammar site's generator and the playground, users of the public
    # API like tools/, whose JSON and UTF-8 writers they share.
    "site": {"include/iri", "tools"},
}

# Files that may include more than their layer, each with why.
EXCEPTIONS = {
    # The browser build links the library's passes without ICU,
    # Boost.Locale or the legacy encodings' tables; these files define the
    # functions the passes name (unicode/idna.hpp, nfc.hpp, charset.hpp,
    # whatwg_encoding.hpp) as stand-ins that say what they lacked, so they
    # must see their declarations.
    "site/playground/no_icu.cpp": {"unicode"},
    "site/playground/no_legacy_encodings.cpp": {"unicode"},
}
# The public headers of the teaching API: the ABNF engine and the explained
# passes, for the tool, the site and readers of the grammar.
TEACHING_HEADERS = {"iri/abnf.hpp", "iri/explain.hpp", "iri/resolve_explain.hpp", "iri/normalize_explain.hpp",
                    "iri/convert_explain.hpp", "iri/teaching.hpp"}
# The layers the library's objects are compiled from, core and teaching.
LIBRARY_LAYERS = ["unicode", "abnf", "grammar", "semantics", "capi"]
# Where C++ that may include a scheme grammar's files lives: the library's
# layers and the trees of tests, fuzz targets and benchmarks.
SCHEME_CLIENTS = LAYERS + ["tests", "fuzz", "bench"]
SCHEME_FOLDER = re.compile(r"^grammar/schemes/[^/]+/")
FAMILY_HEADER = re.compile(r"^grammar/[^/]+/family\.hpp$")
FAMILIES = "grammar/families.hpp"
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
        if first in ("unicode", "whatwg", "abnf", "grammar", "semantics", "tools"):
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
                if target not in ALLOWED[layer] and target not in EXCEPTIONS.get(str(rel), set()):
                    problems.append(f"{rel}:{number}: {layer}/ includes {name}, a layer it may not include")
    problems += scheme_folder_problems() + family_header_problems() + teaching_header_problems()
    return edges, problems


def includes_in(folder):
    """(repository-relative path, line number, "<" or '"', name) of each include below `folder`."""
    for path in sorted((ROOT / folder).rglob("*")):
        if path.suffix not in (".hpp", ".cpp", ".in", ".h"):
            continue
        rel = path.relative_to(ROOT)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = INCLUDE.match(line)
            if match:
                yield rel, number, match.group(1), match.group(2)


def scheme_folder_problems():
    problems = []
    for folder in SCHEME_CLIENTS:
        for rel, number, kind, name in includes_in(folder):
            if kind == '"' and SCHEME_FOLDER.match(name) and not str(rel).startswith("grammar/schemes/"):
                problems.append(f"{rel}:{number}: includes {name}, inside a scheme grammar's folder: "
                                "reach it through the registry (grammar/schemes/list.hpp)")
    return problems


def family_header_problems():
    problems = []
    for folder in SCHEME_CLIENTS:
        for rel, number, kind, name in includes_in(folder):
            if kind == '"' and FAMILY_HEADER.match(name) and str(rel) != FAMILIES:
                problems.append(f"{rel}:{number}: includes {name}, a grammar family's header: "
                                f"reach the families through {FAMILIES}")
    return problems


def teaching_files():
    """The teaching library's sources (CMakeLists.txt's iri_teaching_sources) and their own headers."""
    cmake = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    listed = re.search(r"^set\(iri_teaching_sources\n(.*?)^\)", cmake, re.S | re.M)
    if listed is None:
        return None
    sources = {line.strip() for line in listed.group(1).splitlines()
               if line.strip() and not line.strip().startswith(("#", "${"))}
    return sources | {str(Path(source).with_suffix(".hpp")) for source in sources}


def teaching_header_problems():
    problems = []
    for rel, number, kind, name in includes_in("include/iri"):
        is_teaching = str(rel).removeprefix("include/") in TEACHING_HEADERS
        if kind == "<" and name in TEACHING_HEADERS and not is_teaching:
            problems.append(f"{rel}:{number}: a core header includes <{name}>, of the teaching API")
    teaching = teaching_files()
    if teaching is None:
        return problems + ["CMakeLists.txt: no set(iri_teaching_sources ...) list to read the teaching sources from"]
    for layer in LIBRARY_LAYERS:
        for rel, number, kind, name in includes_in(layer):
            if str(rel) in teaching:
                continue
            if (kind == "<" and name in TEACHING_HEADERS) or (kind == '"' and name in teaching):
                problems.append(f"{rel}:{number}: the core includes {name}, of the teaching library "
                                "(iri_teaching_sources in CMakeLists.txt)")
    return problems


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
