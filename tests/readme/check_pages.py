#!/usr/bin/env python3
"""Checks on README.md, docs/*.md and bench/RESULTS.md that keep them true
to the tree.

    check_pages.py links SOURCE_DIR
        Every relative Markdown link ([text](path), ![alt](path), and
        [label]: path definitions) points at a file or folder that exists
        inside SOURCE_DIR, and a link's #anchor, on a Markdown page, names
        one of that page's headings (GitHub's anchors). Every repository
        path written in the prose, such as `unicode/nfc.cpp` or
        grammar/rule.hpp, exists: a path is a word that starts with a
        top-level folder of the tree and a "/" (one with a *, or with a
        placeholder in capitals such as DIR, is a pattern and is skipped).
        Fenced code blocks are left out; code spans are not.

    check_pages.py folders SOURCE_DIR
        README.md and docs/architecture.md name every top-level folder of
        the tree ("unicode/"), and docs/architecture.md every folder of
        grammar/ ("draft01/"): the layer description leaves none out.

Top-level folders are those of SOURCE_DIR, less hidden ones other than
.ci, build trees (a CMakeCache.txt inside, or a name starting with
"build") and *.egg-info.
"""
import pathlib
import re
import sys

FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def pages(root):
    found = [root / "README.md", root / "bench" / "RESULTS.md"]
    found += sorted((root / "docs").glob("*.md"))
    return [p for p in found if p.is_file()]


def top_folders(root):
    folders = []
    for d in sorted(root.iterdir()):
        if not d.is_dir():
            continue
        name = d.name
        if name.startswith(".") and name != ".ci":
            continue
        if name.startswith("build") or name.endswith(".egg-info") or (d / "CMakeCache.txt").exists():
            continue
        folders.append(name)
    return folders


def prose_lines(text):
    """(line number from 1, line) outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        opening = FENCE.match(line)
        if fence is None:
            if opening:
                fence = opening.group(1)
                continue
            yield number, line
        elif opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence) \
                and line.strip() == opening.group(1):
            fence = None


def slug(heading):
    """The anchor GitHub gives a heading."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links: their text
    text = text.replace("`", "").replace("*", "")
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page):
    seen = {}
    result = set()
    for _, line in prose_lines(page.read_text(encoding="utf-8")):
        m = HEADING.match(line)
        if not m:
            continue
        base = slug(m.group(2))
        n = seen.get(base, 0)
        seen[base] = n + 1
        result.add(base if n == 0 else f"{base}-{n}")
    return result


def check_links(root):
    root = root.resolve()
    folders = top_folders(root)
    path_word = re.compile(r"(?<![\w./~$<-])((?:" + "|".join(re.escape(f) for f in folders) + r")/[\w./*<>{}|%+-]*)")
    problems = []
    for page in pages(root):
        where = page.relative_to(root)
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            targets = [m.group(1) for m in LINK.finditer(line)]
            d = DEFINITION.match(line)
            if d:
                targets.append(d.group(1))
            for target in targets:
                if SCHEME.match(target):
                    continue  # https:, mailto:
                path, _, fragment = target.partition("#")
                file = (page.parent / path).resolve() if path else page
                if root not in file.parents and file != root:
                    problems.append(f"{where}:{number}: {target} leaves the repository")
                    continue
                if not file.exists():
                    problems.append(f"{where}:{number}: {target}: no such file")
                    continue
                if fragment and file.suffix == ".md" and fragment not in anchors(file):
                    problems.append(f"{where}:{number}: {target}: {file.relative_to(root)} has no heading #{fragment}")
            prose = LINK.sub(lambda m: m.group(0)[:m.group(0).rindex("](") + 1], line)
            for m in path_word.finditer(prose):
                word = m.group(1).rstrip(".,:;)")
                if any(c in word for c in "*<>{}|%") or re.search(r"[A-Z]{2,}", word.split("/", 1)[1]):
                    continue  # a pattern or a placeholder
                if not (root / word).exists():
                    problems.append(f"{where}:{number}: {word}: no such file or folder")
    return problems


def check_folders(root):
    root = root.resolve()
    problems = []
    folders = top_folders(root)
    architecture = root / "docs" / "architecture.md"
    for page in (root / "README.md", architecture):
        if not page.is_file():
            problems.append(f"{page.relative_to(root)}: missing")
            continue
        text = page.read_text(encoding="utf-8")
        for folder in folders:
            name = "include/iri/" if folder == "include" else folder + "/"
            if name not in text:
                problems.append(f"{page.relative_to(root)} does not name the folder {name}")
    if architecture.is_file():
        text = architecture.read_text(encoding="utf-8")
        for d in sorted((root / "grammar").iterdir()):
            if d.is_dir() and not d.name.startswith((".", "__")) and d.name + "/" not in text:
                problems.append(f"docs/architecture.md does not name the folder grammar/{d.name}/")
    return problems


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("links", "folders"):
        sys.exit(__doc__)
    root = pathlib.Path(sys.argv[2])
    found = check_links(root) if sys.argv[1] == "links" else check_folders(root)
    for problem in found:
        print(problem, file=sys.stderr)
    print(f"{len(found)} problems")
    sys.exit(1 if found else 0)
