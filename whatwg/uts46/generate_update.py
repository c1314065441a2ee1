#!/usr/bin/env python3
"""Writes whatwg/uts46/update_table.cpp: what the UTS #46 of the URL
Standard's tests (IdnaMappingTable 17.0.0, in tr46 6.0.0's form, data/README.md)
changes from the UTS #46 of the ICU this build links (dump_icu_uts46's view).

    generate_update.py DUMP_ICU_UTS46 > whatwg/uts46/update_table.cpp

For each code point, the target table's status gives what UTS #46 should
make of it (valid and deviation: itself, nontransitional; mapped: its
mapping; ignored: nothing; disallowed: U+FFFD, which ICU reports as
disallowed), and ICU's normalizer says what ICU 72 makes of it. Where they
differ:
  - a code point ICU disallows and the target keeps valid is a new
    character: read through a stand-in (whatwg/uts46_update.hpp) when it has
    the stand-in's properties for every check UTS #46 makes (Bidi_Class L,
    not a mark, not a virama, joining type U: tr46's regexes.js, made from
    the same Unicode version); else it stays disallowed, listed in a comment;
  - any other difference is a mapping, written as the target's.
"""
import json
import lzma
import pathlib
import re
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
TABLE = HERE / "data" / "tr46-6.0.0-mappingTable.json.xz"
REGEXES = HERE / "data" / "tr46-6.0.0-regexes.js.xz"
TARGET = "UTS #46 17.0.0 (IdnaMappingTable.txt as tr46 6.0.0's lib/mappingTable.json)"
STAND_IN = 0x30000  # CJK UNIFIED IDEOGRAPH-30000: valid, Bidi L, joining type U, ccc 0
REPLACEMENT = 0xFFFD
# tr46's lib/statusMapping.js
MAPPED, VALID, DISALLOWED, DEVIATION, IGNORED = 1, 2, 3, 6, 7


def is_scalar(cp):
    return not 0xD800 <= cp <= 0xDFFF


def read_target():
    """{code point: what UTS #46 makes of it, as a tuple of code points}"""
    target = {}
    for entry in json.loads(lzma.open(TABLE).read().decode("utf-8")):
        first, last = (entry[0], entry[0]) if isinstance(entry[0], int) else entry[0]
        status = entry[1]
        for cp in range(first, last + 1):
            if status in (VALID, DEVIATION):
                target[cp] = (cp,)
            elif status == MAPPED:
                target[cp] = tuple(ord(c) for c in entry[2])
            elif status == IGNORED:
                target[cp] = ()
            elif status == DISALLOWED:
                target[cp] = (REPLACEMENT,)
            else:
                sys.exit(f"generate_update.py: unknown status {status} at U+{cp:04X}")
    if len(target) != 0x110000:
        sys.exit("generate_update.py: the target table does not cover every code point")
    return target


def read_icu(dump):
    """(first line, {code point: ICU's mapping}) for the code points ICU changes"""
    lines = subprocess.run([dump], check=True, capture_output=True, text=True).stdout.splitlines()
    icu = {}
    for line in lines[1:]:
        fields = line.split()
        if ".." in fields[0]:
            first, last = (int(x, 16) for x in fields[0].split(".."))
            for cp in range(first, last + 1):
                icu[cp] = (REPLACEMENT,)
        else:
            icu[int(fields[0], 16)] = tuple(int(x, 16) for x in fields[1:])
    return lines[0], icu


def code_point_set(regex_source):
    """The code points of every bracket class of a JavaScript regex source"""
    out = set()
    escape = r"\\u\{([0-9A-Fa-f]+)\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})|\\0|\\(.)|([^\\\]])"
    for body in re.findall(r"\[(\^?)((?:\\.|[^\]\\])*)\]", regex_source):
        if body[0] == "^":
            continue  # a negated class is no property's set
        items = []
        for m in re.finditer(escape, body[1]):
            if m.group(0) == "\\0":
                items.append(0)
            elif m.group(4) is not None:
                items.append(ord(m.group(4)))
            else:
                items.append(int(next(g for g in m.groups()[:3] if g), 16) if not m.group(5) else ord(m.group(5)))
        i = 0
        while i < len(items):
            if i + 2 < len(items) and items[i + 1] == ord("-"):
                out.update(range(items[i], items[i + 2] + 1))
                i += 3
            else:
                out.add(items[i])
                i += 1
    return out


def read_properties():
    source = lzma.open(REGEXES).read().decode("utf-8")
    regexes = dict(re.findall(r"const (\w+) = (/.*?/u);", source))
    left_to_right = code_point_set(regexes["bidiS1LTR"])
    others = code_point_set(regexes["combiningMarks"]) | code_point_set(regexes["combiningClassVirama"])
    others |= code_point_set(regexes["validZWNJ"])  # the joining types D, L, R, T
    return lambda cp: cp in left_to_right and cp not in others


def ranges(code_points):
    out = []
    for cp in sorted(code_points):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: generate_update.py DUMP_ICU_UTS46")
    icu_line, icu = read_icu(sys.argv[1])
    target = read_target()
    like_stand_in = read_properties()
    mappings, new_characters, left_disallowed = [], set(), set()
    for cp in range(0x110000):
        if not is_scalar(cp):
            continue
        want, has = target[cp], icu.get(cp, (cp,))
        if want == has:
            continue
        if want == (cp,) and has == (REPLACEMENT,):
            (new_characters if like_stand_in(cp) else left_disallowed).add(cp)
        else:
            mappings.append((cp, want))
    if STAND_IN not in new_characters and target[STAND_IN] != (STAND_IN,):
        sys.exit("generate_update.py: the stand-in is not valid in the target table")
    # A code point that maps to a new character left disallowed is left
    # disallowed too (Garay's capitals: their small letters are right-to-left).
    kept = []
    for cp, to in mappings:
        if any(c in left_disallowed for c in to):
            left_disallowed.add(cp)
            if icu.get(cp, (cp,)) != (REPLACEMENT,):
                kept.append((cp, (REPLACEMENT,)))
        else:
            kept.append((cp, to))
    mappings = kept

    out = []
    out.append(f"// Generated by whatwg/uts46/generate_update.py from {TARGET} and {icu_line}: do not edit.")
    out.append("// `cmake --build BUILD --target regenerate` writes it again (data/README.md).")
    out.append('#include "whatwg/uts46/update_table.hpp"')
    out.append("")
    out.append("namespace iri::whatwg::uts46_update_table {")
    out.append("")
    if sum(len(to) for _, to in mappings) > 0xFFFF or any(len(to) > 0xFF for _, to in mappings):
        sys.exit("generate_update.py: the mappings outgrow struct mapping (update_table.hpp)")
    pool, rows = [], []
    for cp, to in mappings:
        rows.append(f"    {{0x{cp:04X}, {len(pool)}, {len(to)}}},")
        pool.extend(to)
    out.append("namespace {")
    out.append("")
    out.append("// The code points that each mapping below maps to, one after the other.")
    out.append(f"constexpr char32_t mapping_target_rows[{max(len(pool), 1)}] = {{")
    for i in range(0, len(pool), 8):
        out.append("    " + " ".join(f"0x{c:04X}," for c in pool[i:i + 8]))
    if not pool:
        out.append("    0,")
    out.append("};")
    out.append("")
    out.append("// The code points the target maps, ignores (no target) or disallows (U+FFFD)")
    out.append("// otherwise than ICU, in order.")
    out.append(f"constexpr mapping mapping_rows[{len(rows)}] = {{")
    out.extend(rows)
    out.append("};")
    out.append("")
    out.append("// The characters ICU does not know that the target keeps valid and that have")
    out.append("// the stand-in's properties, in order.")
    new_ranges = ranges(new_characters)
    out.append(f"constexpr code_point_range new_character_rows[{len(new_ranges)}] = {{")
    out.extend(f"    {{0x{a:04X}, 0x{b:04X}}}," for a, b in new_ranges)
    out.append("};")
    out.append("")
    out.append(f"// Left disallowed (new characters unlike the stand-in): {len(left_disallowed)} code points")
    for a, b in ranges(left_disallowed):
        out.append(f"//   {a:04X}..{b:04X}" if a != b else f"//   {a:04X}")
    out.append("")
    out.append("}  // namespace")
    out.append("")
    out.append("std::span<mapping const> mappings() noexcept { return mapping_rows; }")
    out.append("std::span<char32_t const> mapping_targets() noexcept { return mapping_target_rows; }")
    out.append("std::span<code_point_range const> new_characters() noexcept { return new_character_rows; }")
    out.append("")
    out.append("}  // namespace iri::whatwg::uts46_update_table")
    print("\n".join(out))


if __name__ == "__main__":
    main()
