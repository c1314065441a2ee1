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

url-differences.html must be docs/url-differences.md's current text: every
heading and paragraph of the file (its words, layout aside), and one
figure per "$ iri url --compare" example, in order, with that input and
base, a link to the playground's compare mode with them, and the tool's
JSON for that very input; the index and the playground must link it.
"""
import html
import json
import re
import shlex
import sys
import urllib.parse
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


FIGURE = re.compile(r'<figure class="example"[^>]*?data-input="([^"]*)"(?: data-base="([^"]*)")?>(.*?)</figure>', re.S)


def words(text):
    return " ".join(text.split())


def check_differences(source, site):
    """url-differences.html against docs/url-differences.md (see above)."""
    markdown = (source / "docs" / "url-differences.md").read_text(encoding="utf-8")
    path = site / "url-differences.html"
    if not path.exists():
        return [f"{path}: missing (the site makes it from docs/url-differences.md)"]
    page = path.read_text(encoding="utf-8")
    problems = []
    # The prose: each heading, paragraph and list item, its `code` marks
    # aside (the page writes them as <code>).
    text = words(html.unescape(re.sub(r"<[^>]+>", "", page)))
    blocks, current, fenced = [], [], False
    for line in markdown.split("\n") + [""]:
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.strip() and not line.startswith("    ") and not line.startswith("#"):
            if line.startswith("- ") and current:
                blocks.append(current)
                current = []
            current.append(line.removeprefix("- "))
            continue
        if current:
            blocks.append(current)
            current = []
        if not fenced and line.startswith("#"):
            blocks.append([line.lstrip("#")])
    for block in blocks:
        prose = words(" ".join(block).replace("`", ""))
        if prose not in text:
            problems.append(f"{path}: the paragraph {prose[:40]!r}... of docs/url-differences.md is not on the page")
    # The examples, as the docs test reads them (shell words).
    wanted = []
    for line in markdown.split("\n"):
        if line.startswith("    $ iri url --compare"):
            args = shlex.split(line[len("    $ "):])[3:]
            base = None
            if args[0] == "--base":
                base, args = args[1], args[2:]
            wanted.append((args[0], base))
    figures = FIGURE.findall(page)
    shown = [(html.unescape(i), html.unescape(b) if b else None) for i, b, _ in figures]
    if shown != wanted:
        problems.append(f"{path}: examples {shown} are not docs/url-differences.md's {wanted}")
    for (text_input, base), (_, _, inner) in zip(shown, figures):
        link = re.search(r'<a class="playground-link" href="playground\.html#([^"]*)"', inner)
        query = {"compare": [text_input], **({"base": [base]} if base is not None else {})}
        if not link or urllib.parse.parse_qs(html.unescape(link.group(1))) != query:
            problems.append(f"{path}: the example {text_input!r} does not link the playground's compare mode with it")
        native = re.search(r'<script type="application/json" class="native">(.*?)</script>', inner, re.S)
        try:
            captured = json.loads(native.group(1)) if native else None
        except json.JSONDecodeError:
            captured = None
        if not captured or captured.get("input") != text_input or captured.get("base") != base:
            problems.append(f"{path}: the example {text_input!r} lacks the tool's JSON for that input")
    for linking in ("index.html", "playground.html"):
        other = site / linking
        if other.exists() and 'href="url-differences.html"' not in other.read_text(encoding="utf-8"):
            problems.append(f"{other}: does not link url-differences.html")
    return problems


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
    problems += check_differences(source, site)
    for p in problems:
        print(p)
    print(f"{pages} pages checked for {len(files)} .abnf files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
