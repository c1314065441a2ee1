#!/usr/bin/env python3
"""Writes grammar/INDEX.md: every production, where its rule is defined, its
RFC section, its ABNF and how the X3 rule departs from it (the PEG note).

    python3 grammar/make_index.py           regenerate grammar/INDEX.md
    python3 grammar/make_index.py --check   exit 1, with a diff, if it is out of date

The source of truth is the comment block above each rule in grammar/*/*_def.hpp
(grammar/README.md, ../shared/DESIGN.md):

    // ABNF: name = ...          the production verbatim, continued on
    //              / ...        the following comment lines
    // RFC 3987 §2.2             its section; text after ";" is a remark
    // PEG: ...                  only where the rule is not a literal
    //      ...                  transcription, to the end of the block
    auto const name_def = ...;

Productions are listed in RFC order: grammar/rfc3987/rfc3987.abnf, then
grammar/rfc3986/rfc3986-uri.abnf. A production without such a block, or a block
naming no production, is an error: the index must cover the grammar exactly.
The literal transcriptions of grammar/rfc3987/literal_def.hpp get a table of their own.
The other grammars (other_grammars(): each family of grammar/families.hpp but
rfc3987, as the 2002 draft, then each folder of grammar/schemes/) follow, each its .abnf file's productions against its
rules_def.hpp, as exactly.
"""

import difflib
import re
import sys
from pathlib import Path

GRAMMAR = Path(__file__).resolve().parent
ABNF_FILES = ["rfc3987/rfc3987.abnf", "rfc3986/rfc3986-uri.abnf"]
DEF_FILES = ["rfc3987/characters_def.hpp", "rfc3987/host_def.hpp", "rfc3987/path_def.hpp",
             "rfc3987/iri_def.hpp", "rfc3986/uri_def.hpp"]
LITERAL_FILE = "rfc3987/literal_def.hpp"
LITERAL_DECLARATIONS = "rfc3987/literal.hpp"
INDEX = GRAMMAR / "INDEX.md"


# The headings of the families of grammar/families.hpp that have one of
# their own; another is headed by its grammar's name (its family.hpp).
FAMILY_TITLES = {"draft01": "the 2002 draft (draft-duerst-iri-01)"}
FAMILY_LINE = re.compile(r"^\s+X\(([a-z0-9_]+),\s*([a-z0-9_]+)[^)]*\)", re.M)
GRAMMAR_NAME = re.compile(r'\{"([^"]+)",\s*grammar_name::')


def families():
    """(family, first folder) of each line of grammar/families.hpp, in its order."""
    return FAMILY_LINE.findall((GRAMMAR / "families.hpp").read_text(encoding="utf-8"))


def other_grammars():
    """(title, anchor prefix, .abnf file, rules_def file) of each grammar but RFC 3987's."""
    found = []
    for family, folder in families():
        if family == "rfc3987":
            continue  # the index's own tables (ABNF_FILES, DEF_FILES)
        name = GRAMMAR_NAME.search((GRAMMAR / folder / "family.hpp").read_text(encoding="utf-8")).group(1)
        abnf = sorted((GRAMMAR / folder).glob("*.abnf"))[0].name
        found.append((FAMILY_TITLES.get(family, f"grammar `{name}`"), name, f"{folder}/{abnf}",
                      f"{folder}/rules_def.hpp"))
    for folder in sorted((GRAMMAR / "schemes").iterdir()):
        abnf = sorted(folder.glob("*.abnf"))
        if folder.is_dir() and abnf:
            name = folder.name
            found.append((f"scheme `{name}`", name, f"schemes/{name}/{abnf[0].name}", f"schemes/{name}/rules_def.hpp"))
    return found

NAME_DEFINITION = re.compile(r"^([A-Za-z][A-Za-z0-9-]*)\s*=(?!/)")
ABNF_LINE = re.compile(r"^// ABNF: ([A-Za-z][A-Za-z0-9-]*)\s*=")
RULE_LINE = re.compile(r"^auto const ([A-Za-z0-9_]+)_def\b")
# "// ABNF: " is nine characters; continuation lines keep their alignment.
PREFIX = len("// ABNF: ")


class IndexError_(Exception):
    pass


def abnf_names(files=ABNF_FILES):
    """Production names in RFC order, as one_to_one.cpp reads them."""
    names = []
    for file in files:
        for line in (GRAMMAR / file).read_text(encoding="utf-8").splitlines():
            match = NAME_DEFINITION.match(line)
            if match and match.group(1) not in names:
                names.append(match.group(1))
    return names


def comment_block(lines, end):
    """The comment lines directly above line index `end`, top to bottom."""
    start = end
    while start > 0 and lines[start - 1].startswith("//"):
        start -= 1
    return start, lines[start:end]


def parse_block(block):
    """ABNF text, section, remark and PEG note of one rule's comment block."""
    abnf, notes, peg = [], [], []
    section = None
    part = "abnf"
    for line in block:
        text = line[2:].strip()
        if part == "abnf" and text.startswith(("RFC ", "draft-")):
            section, _, remark = text.partition(";")
            section = section.strip()
            if remark.strip():
                notes.append(remark.strip())
            part = "notes"
        elif part == "abnf":
            abnf.append(line[PREFIX:].rstrip())
        elif text.startswith("PEG:"):
            peg.append(text[len("PEG:"):].strip())
            part = "peg"
        elif part == "peg":
            peg.append(text)
        else:
            notes.append(text)
    if section is None:
        raise IndexError_("no \"// RFC ...\" line after the ABNF")
    return "\n".join(abnf), section, " ".join(notes), " ".join(peg)


def rules_in(file):
    """(name, def line number, block) for each "// ABNF: name =" block in file."""
    lines = (GRAMMAR / file).read_text(encoding="utf-8").splitlines()
    # A rule is named after its production, but where a list macro of the
    # folder says otherwise (tel's "context" is phone_context).
    declared = {}
    for header in sorted((GRAMMAR / file).parent.glob("*.hpp")):
        for match in re.finditer(r'X\((\w+),\s*"([^"]+)"', header.read_text(encoding="utf-8")):
            declared.setdefault(match.group(2), match.group(1))
    found = []
    for i, line in enumerate(lines):
        match = ABNF_LINE.match(line)
        if not match:
            continue
        name = match.group(1)
        # The block runs to the first line that is not a comment; the rule
        # is the first definition of NAME_def after it (a helper may come first).
        end = i
        while end < len(lines) and lines[end].startswith("//"):
            end += 1
        wanted = declared.get(name, name.replace("-", "_"))
        for j in range(end, len(lines)):
            rule = RULE_LINE.match(lines[j])
            if rule and rule.group(1) == wanted:
                break
        else:
            raise IndexError_(f"{file}:{i + 1}: no `auto const {wanted}_def` after the ABNF of {name}")
        try:
            found.append((name, j + 1, parse_block(lines[i:end])))
        except IndexError_ as e:
            raise IndexError_(f"{file}:{i + 1}: {name}: {e}") from None
    return found


def literal_rules():
    """(name, def line number, comment) for each rule of literal_def.hpp."""
    lines = (GRAMMAR / LITERAL_FILE).read_text(encoding="utf-8").splitlines()
    names = {}
    for match in re.finditer(r'X\((\w+),\s*"([^"]+)"',
                             (GRAMMAR / LITERAL_DECLARATIONS).read_text(encoding="utf-8")):
        names[match.group(1)] = match.group(2)
    found = []
    for i, line in enumerate(lines):
        rule = RULE_LINE.match(line)
        if not rule:
            continue
        if rule.group(1) not in names:
            raise IndexError_(f"{LITERAL_FILE}:{i + 1}: {rule.group(1)} is not declared in {LITERAL_DECLARATIONS}")
        _, block = comment_block(lines, i)
        comment = " ".join(l[2:].strip() for l in block)
        found.append((names[rule.group(1)], i + 1, comment))
    return found


def first_sentence(text):
    match = re.match(r"(.+?\.)(\s|$)", text)
    return match.group(1) if match else text


def cell(text):
    return text.replace("|", "\\|")


def render():
    names = abnf_names()
    rules = {}
    for file in DEF_FILES:
        for name, line, parsed in rules_in(file):
            if name in rules:
                raise IndexError_(f"{file}:{line}: {name} is defined twice")
            if name not in names:
                raise IndexError_(f"{file}:{line}: {name} is not a production of {' or '.join(ABNF_FILES)}")
            rules[name] = (file, line, parsed)
    missing = [n for n in names if n not in rules]
    if missing:
        raise IndexError_("no \"// ABNF: NAME =\" block for: " + ", ".join(missing))

    out = []
    out.append("# The grammar, production by production")
    out.append("")
    out.append("Generated by `python3 grammar/make_index.py` from the comments above each")
    out.append("rule in `grammar/*/*_def.hpp`; do not edit by hand. The ctest test")
    out.append("`grammar_index` fails when this file is out of date. Productions are in")
    out.append("RFC order: [rfc3987.abnf](rfc3987/rfc3987.abnf), then [rfc3986-uri.abnf](rfc3986/rfc3986-uri.abnf).")
    out.append("\"literal transcription\" means the X3 rule is the ABNF as written; a PEG")
    out.append("note says where and why it departs ([README.md](README.md) is the")
    out.append("deviation log). `iri explain --rule NAME INPUT` runs any of them.")
    out.append("After RFC 3987's come the other grammars, each in its own .abnf file's order:")
    out.append(", ".join(f"[{title}](#{title_anchor(title)})" for title, *_ in other_grammars()) + ".")
    out.append("")
    out.append("| production | defined at | section | PEG |")
    out.append("|---|---|---|---|")
    for name in names:
        file, line, (abnf, section, notes, peg) = rules[name]
        summary = first_sentence(peg) if peg else "literal transcription"
        out.append(f"| [{name}](#{name.lower()}) | [{file}:{line}]({file}#L{line}) | {section} | {cell(summary)} |")
    for name in names:
        file, line, (abnf, section, notes, peg) = rules[name]
        out.append("")
        out.append(f"## {name}")
        out.append("")
        out.append(f"[{file}:{line}]({file}#L{line}) · {section} · "
                   + ("not a literal transcription" if peg else "literal transcription"))
        out.append("")
        out.append("```abnf")
        out.append(abnf)
        out.append("```")
        if notes:
            out.append("")
            out.append(notes)
        if peg:
            out.append("")
            out.append(f"PEG: {peg}")
    out.append("")
    out.append("## Literal transcriptions")
    out.append("")
    out.append(f"[{LITERAL_FILE}]({LITERAL_FILE}) keeps the ABNF as written for each rule above whose PEG")
    out.append("note matters for the language accepted, to show it going wrong")
    out.append("(`tests/grammar/rfc3987/deviations.cpp`, `iri explain --rule NAME --literal INPUT`).")
    out.append("")
    out.append("| production | defined at | what it shows |")
    out.append("|---|---|---|")
    for name, line, comment in literal_rules():
        out.append(f"| [{name}](#{name.lower()}) | [{LITERAL_FILE}:{line}]({LITERAL_FILE}#L{line}) | {cell(comment)} |")
    for title, prefix, abnf_file, def_file in other_grammars():
        out.extend(render_other(title, prefix, abnf_file, def_file))
    return "\n".join(out) + "\n"


def title_anchor(title):
    """GitHub's anchor for the heading of `title`."""
    heading = title[0].upper() + title[1:]
    return re.sub(r"[^a-z0-9 -]", "", heading.lower()).replace(" ", "-")


def render_other(title, prefix, abnf_file, def_file):
    """The table and sections of one more grammar, its productions in its .abnf file's order."""
    names = abnf_names([abnf_file])
    rules = {}
    for name, line, parsed in rules_in(def_file):
        if name in rules:
            raise IndexError_(f"{def_file}:{line}: {name} is defined twice")
        if name not in names:
            raise IndexError_(f"{def_file}:{line}: {name} is not a production of {abnf_file}")
        rules[name] = (line, parsed)
    missing = [n for n in names if n not in rules]
    if missing:
        raise IndexError_(f"{def_file}: no \"// ABNF: NAME =\" block for: " + ", ".join(missing))
    out = ["", f"# {title[0].upper()}{title[1:]}", "",
           f"Productions in the order of [{abnf_file}]({abnf_file}); rules in [{def_file}]({def_file}).", "",
           "| production | defined at | section | PEG |", "|---|---|---|---|"]
    # Names repeat across grammars ("data", "domain"): each heading is
    # prefixed with its grammar, and so is its anchor.
    anchor = lambda name: f"{prefix}-{name}".lower()
    for name in names:
        line, (abnf, section, notes, peg) = rules[name]
        summary = first_sentence(peg) if peg else "literal transcription"
        out.append(f"| [{name}](#{anchor(name)}) | [{def_file}:{line}]({def_file}#L{line}) | {section} | "
                   f"{cell(summary)} |")
    for name in names:
        line, (abnf, section, notes, peg) = rules[name]
        out += ["", f"## {prefix} {name}", "",
                f"[{def_file}:{line}]({def_file}#L{line}) · {section} · "
                + ("not a literal transcription" if peg else "literal transcription"),
                "", "```abnf", abnf, "```"]
        if notes:
            out += ["", notes]
        if peg:
            out += ["", f"PEG: {peg}"]
    return out


def main(argv):
    check = argv[1:] == ["--check"]
    if argv[1:] and not check:
        print("usage: make_index.py [--check]", file=sys.stderr)
        return 2
    try:
        text = render()
    except IndexError_ as e:
        print(f"make_index.py: {e}", file=sys.stderr)
        return 1
    if not check:
        INDEX.write_text(text, encoding="utf-8")
        return 0
    current = INDEX.read_text(encoding="utf-8") if INDEX.exists() else ""
    if current == text:
        return 0
    sys.stdout.writelines(difflib.unified_diff(current.splitlines(True), text.splitlines(True),
                                               "grammar/INDEX.md", "grammar/INDEX.md (regenerated)"))
    print("\ngrammar/INDEX.md is out of date: run `python3 grammar/make_index.py` to regenerate it.")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
