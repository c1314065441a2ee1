#!/usr/bin/env python3
"""Fails when the grammar site is missing a page or diagram, or is stale.

    python3 tests/site/check_site.py SOURCE_DIR SITE_DIR

For every production of every grammar/**/*.abnf file (found here, as the
site's generator finds them), SITE_DIR/<file's folder>/<name>.html must
exist and embed, as its ABNF, the rule's current text; <name>.svg must be
well-formed XML, an SVG, name (in its boxes) every production the rule's
text refers to, and be the diagram the page shows; no page may remain for
a production that is gone; the index must link every page, and show
beside the link the rule's whole right-hand side: every alternative, on
every continuation line and in every "=/" definition, and no comment
(compared token by token, so that the layout is the site's to choose). The
rule texts are cut from the files by their layout (RFC 5234 §3.1: a
definition starts in column 0, continuation lines with white space),
independently of the ABNF reader that the site is built with.
"""
import html
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

SVG = "{http://www.w3.org/2000/svg}"
DEFINITION = re.compile(r"^([A-Za-z][A-Za-z0-9-]*)\s*=(?!/)")


def rules_of(text):
    """(name, text) of each rule definition, in file order."""
    lines = text.splitlines()
    rules = []
    for number, line in enumerate(lines):
        match = DEFINITION.match(line)
        if not match:
            continue
        last = number
        for following in range(number + 1, len(lines)):
            body = lines[following]
            if body and not body[0].isspace():
                break
            if body.strip() and not body.strip().startswith(";"):
                last = following
        rules.append((match.group(1), "\n".join(lines[number:last + 1])))
    return rules


def without_comment(line):
    """`line` without its comment: from a ";" that is not inside a quoted
    string or a prose value <...> (neither holds its closing mark)."""
    i = 0
    while i < len(line):
        closing = {'"': '"', "<": ">"}.get(line[i])
        if closing:
            end = line.find(closing, i + 1)
            if end < 0:
                return line
            i = end
        elif line[i] == ";":
            return line[:i]
        i += 1
    return line


def right_hand_side(text, name):
    """The tokens of the right-hand side of `name` in `text`: its definition
    and, as further alternatives ("/"), those of its "=/" definitions
    (RFC 5234 §3.3), continuation lines included, comments left out."""
    lines = text.splitlines()
    tokens = []
    start = re.compile(r"^" + re.escape(name) + r"\s*=(/?)", re.I)
    for number, line in enumerate(lines):
        match = start.match(line)
        if not match:
            continue
        if match.group(1):
            tokens.append("/")
        body = [line[match.end():]]
        for following in lines[number + 1:]:
            if following and not following[0].isspace():
                break
            body.append(following)
        for part in body:
            tokens += without_comment(part).split()
    return tokens


INDEX_ROW = re.compile(r'<tr><td><a href="([^"]+)">[^<]*</a></td><td><code[^>]*>(.*?)</code></td></tr>', re.S)


def referenced_names(rule_text, known):
    """The productions a rule's right-hand side names, lowercased."""
    body = rule_text.split("=", 1)[1]
    body = re.sub(r";[^\n]*", " ", body)  # comments
    body = re.sub(r'(%[si])?"[^"]*"', " ", body)  # quoted strings
    body = re.sub(r"<[^>]*>", " ", body)  # prose values
    body = re.sub(r"%[bdx][0-9A-Fa-f]+([.-][0-9A-Fa-f]+)*", " ", body)  # numeric values
    return {name.lower() for name in re.findall(r"[A-Za-z][A-Za-z0-9-]*", body)} & known


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    source, site = Path(sys.argv[1]), Path(sys.argv[2])
    problems = []
    files = sorted((source / "grammar").rglob("*.abnf"))
    if not files:
        problems.append(f"no .abnf files under {source / 'grammar'}")
    grammars = {path: rules_of(path.read_text(encoding="utf-8")) for path in files}
    known = {name.lower() for rules in grammars.values() for name, _ in rules}
    index_path = site / "index.html"
    index = index_path.read_text(encoding="utf-8") if index_path.exists() else ""
    if not index:
        problems.append(f"{index_path}: missing")
    cells = {html.unescape(href): html.unescape(cell) for href, cell in INDEX_ROW.findall(index)}
    pages = 0
    for path, rules in grammars.items():
        folder = path.relative_to(source / "grammar").with_suffix("")
        names = set()
        for name, text in rules:
            names.add(name)
            page = site / folder / f"{name}.html"
            svg = site / folder / f"{name}.svg"
            where = f"{path.relative_to(source)}: {name}"
            if not page.exists():
                problems.append(f"{where}: no page {page}")
                continue
            pages += 1
            content = page.read_text(encoding="utf-8")
            shown = re.search(r'<pre class="abnf">(.*?)</pre>', content, re.S)
            if not shown or html.unescape(shown.group(1)) != text:
                problems.append(f"{where}: the page's ABNF is not the file's (stale page): rebuild the target site")
            if f'href="{folder.as_posix()}/{name}.html"' not in index:
                problems.append(f"{where}: the index does not link {folder.as_posix()}/{name}.html")
            cell = cells.get(f"{folder.as_posix()}/{name}.html")
            rule = right_hand_side(path.read_text(encoding="utf-8"), name)
            if cell is not None and cell.split() != rule:
                problems.append(f"{where}: the index shows {cell!r}, not the whole rule {' '.join(rule)!r}")
            if not svg.exists():
                problems.append(f"{where}: no diagram {svg}")
                continue
            drawing = svg.read_text(encoding="utf-8")
            try:
                root = ElementTree.fromstring(drawing)
            except ElementTree.ParseError as error:
                problems.append(f"{where}: {svg} is not well-formed XML: {error}")
                continue
            if root.tag != SVG + "svg":
                problems.append(f"{where}: {svg} is not an SVG document (root {root.tag})")
            labels = {"".join(t.itertext()).lower() for t in root.iter(SVG + "text")}
            for missing in sorted(referenced_names(text, known) - labels):
                problems.append(f"{where}: the diagram has no box for {missing} (stale diagram)")
            if drawing not in content:
                problems.append(f"{where}: the page does not show {svg.name} as it is (stale page)")
        for stale in sorted((site / folder).glob("*.html")):
            if stale.stem not in names:
                problems.append(f"{stale}: a page for a production {path.name} no longer has")
    for p in problems:
        print(p)
    print(f"{pages} pages checked for {len(files)} .abnf files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
