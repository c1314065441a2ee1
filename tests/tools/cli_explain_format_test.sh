#!/usr/bin/env bash
# Tests of `iri explain --format text|json|dot|svg`: text and json are the
# default and --json outputs byte for byte; dot is Graphviz source and svg
# a well-formed SVG document whose boxes are the tree's rules, with the
# input's text escaped (<, &, quotes), controls, bidi formatting characters
# and bytes that are not UTF-8 shown, never raw; the pictures stay bounded
# on a 1 MiB input. Graphviz's `dot` (.ci/install-deps installs it) must
# accept the dot output.
#
#   cli_explain_format_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

same_as() {   # NAME FILE: stdout is FILE byte for byte
    checks=$((checks + 1))
    cmp -s "$tmp/out" "$2" || fail "$1: output differs from $(basename "$2")"
}

# The SVG on stdout parses as XML, its root is an SVG, and PYTHON
# statements hold with `root` the document, `texts` every <text>'s content
# and `groups` the class of each box's <g>.
expect_svg() {   # NAME [PYTHON-STATEMENTS]
    checks=$((checks + 1))
    "$PYTHON3" -c '
import sys, xml.etree.ElementTree as ET
SVG = "{http://www.w3.org/2000/svg}"
data = open(sys.argv[1], "rb").read()
root = ET.fromstring(data)
assert root.tag == SVG + "svg", root.tag
texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
groups = [g.get("class") for g in root.iter(SVG + "g")]
'"${2:-}" "$tmp/out" 2>"$tmp/py" || fail "$1: SVG check failed: $(tail -3 "$tmp/py")"
}

# The dot output: one digraph per input, every node's label a well-formed
# quoted string; PYTHON statements with `graphs` (the number of digraphs),
# `labels` (the node labels, unescaped) and `styles` (their attributes).
expect_dot() {   # NAME [PYTHON-STATEMENTS]
    checks=$((checks + 1))
    "$PYTHON3" -c '
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
graphs = len(re.findall(r"^digraph explain \{$", text, re.M))
assert graphs == len(re.findall(r"^\}$", text, re.M)), "unbalanced digraphs"
quoted = r"\"((?:[^\"\\]|\\.)*)\""
nodes = re.findall(r"^  n\d+ \[label=" + quoted + r", (.*)\];$", text, re.M)
assert nodes, "no nodes"
for line in text.splitlines():
    assert line in ("}", "") or line.startswith(("digraph", "  graph", "  node", "  n")), line
    assert not any(ord(c) < 32 for c in line), repr(line)
labels = [re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "l" else m.group(1), n[0]) for n in nodes]
styles = [n[1] for n in nodes]
'"${2:-}" "$tmp/out" 2>"$tmp/py" || fail "$1: dot check failed: $(tail -3 "$tmp/py")"
}

# --format text and json change nothing.
for input in 'http://例え.テスト/パス?q=値#frag' 'http://[::1' 'a b' ''; do
    run explain -- "$input"
    cp "$tmp/out" "$tmp/default"
    run explain --format text -- "$input"
    same_as "text is the default output ($input)" "$tmp/default"
    run explain --json -- "$input"
    cp "$tmp/out" "$tmp/json"
    run explain --format json -- "$input"
    same_as "--format json is --json ($input)" "$tmp/json"
    run explain --format=json --json -- "$input"
    same_as "--format json with --json ($input)" "$tmp/json"
done
run explain --rule IPv6address --literal -- '::1' '1::2:3:4:5:6:7'
cp "$tmp/out" "$tmp/default"
run explain --rule IPv6address --literal --format text -- '::1' '1::2:3:4:5:6:7'
same_as "text with --rule --literal" "$tmp/default"

# dot: the tree of a valid IRI, each rule a box.
run explain --format dot 'http://a/b?q'
expect_status "dot valid" 0
expect_dot "dot valid" '
assert graphs == 1
assert labels[0].startswith("IRI-reference\n0..12  \"http://a/b?q\""), labels[0]
assert "scheme\n0..4  \"http\"\n" in labels, labels
assert "iquery\n11..12  \"q\"\n" in labels, labels
assert "IP-literal\n7\nfailed at once (at \u0027a\u0027)\n" in labels, labels'
expect_in "dot edges" "$tmp/out" "  n1 -> n2;" 'label="IRI-reference: \"http://a/b?q\"\lvalid\l"'

# dot: an invalid IRI shows the deepest attempt and its failed alternatives.
run explain --format dot 'http://[::1'
expect_status "dot invalid" 1
expect_dot "dot invalid" '
assert "IP-literal\n7..11  \"[::1\"\nfailed at 11 (end of input)\n" in labels, labels
failed = [s for l, s in zip(labels, styles) if "failed" in l]
assert failed and all("style=dashed" in s for s in failed), failed
undone = [s for l, s in zip(labels, styles) if "undone by backtracking" in l]
assert undone and all("style=dotted" in s for s in undone), undone'
expect_in "dot error line" "$tmp/out" 'error at character 11 (byte 11) in IP-literal: '

# dot: several inputs, one digraph each; --rule names the production.
run explain --format dot --rule dec-octet 255 256
expect_status "dot two inputs" 1
expect_dot "dot two inputs" 'assert graphs == 2, graphs'
expect_in "dot --rule" "$tmp/out" 'label="dec-octet: \"255\"\lvalid\l"' 'label="dec-octet: \"256\"\l'

# dot: quotes, backslashes, controls and bidi characters in labels.
run explain --format dot -- $'a:"\\\t\u202Eb'
expect_status "dot escapes" 1
expect_dot "dot escapes" 'assert "ipath-absolute, ipath-rootless\n2\nfailed at once (at \u0027\"\u0027)\n" in labels, labels'
expect_in "dot escapes" "$tmp/out" 'label="IRI-reference: \"a:\"\\U+0009U+202Eb\"\l'
checks=$((checks + 1))
grep -q $'\u202E' "$tmp/out" && fail "dot escapes: a raw U+202E in the output"

# Graphviz reads what we write.
checks=$((checks + 1))
command -v dot >/dev/null || fail "Graphviz's dot is not installed (Debian: apt-get install graphviz; .ci/install-deps does)"
for input in 'http://a/b?q' 'http://[::1' $'a:"\\<&>\u202Eb'; do
    run explain --format dot -- "$input"
    checks=$((checks + 1))
    dot -Tsvg "$tmp/out" >"$tmp/dot.svg" 2>"$tmp/dot.err" || fail "dot -Tsvg rejects ($input): $(head -3 "$tmp/dot.err")"
    "$PYTHON3" -c 'import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])' "$tmp/dot.svg" 2>/dev/null ||
        fail "dot -Tsvg output is not XML ($input)"
done

# svg: a valid IRI, every rule a box with its span and text.
run explain --format svg 'http://a/b?q'
expect_status "svg valid" 0
expect_svg "svg valid" '
assert texts[0] == "IRI-reference: \"http://a/b?q\"" and texts[1] == "valid", texts[:2]
for label in ["scheme", "0..4  \"http\"", "ihier-part", "iauthority", "ireg-name", "ipath-abempty", "iquery", "11..12  \"q\""]:
    assert label in texts, label
assert groups.count("failed") == 1, groups
lines = list(root.iter("{http://www.w3.org/2000/svg}line"))
assert len(lines) == groups.count("matched") + groups.count("failed") + groups.count("undone") + groups.count("folded") - 1'
expect_in "svg title" "$tmp/out" '<title>IRI-reference: &quot;http://a/b?q&quot;</title>'

# svg: an invalid IRI, with its error line and failed and undone boxes.
run explain --format svg 'http://[::1'
expect_status "svg invalid" 1
expect_svg "svg invalid" '
assert texts[1].startswith("error at character 11 (byte 11) in IP-literal: "), texts[1]
assert "failed" in groups and "undone" in groups, groups
assert "failed at 11 (end of input)" in texts, texts'

# svg: <, &, quotes, bidi formatting characters and bytes that are not
# UTF-8 come out escaped or shown, and the document stays well-formed.
run explain --format svg -- $'a:b<&>"c\u202Ed\u200Fe'
expect_status "svg escapes" 1
expect_svg "svg escapes" '
assert any("<&>\"cU+202EdU+200Fe" in t for t in texts), texts
assert "\u202e" not in data.decode() and "\u200f" not in data.decode()'
expect_in "svg escapes raw" "$tmp/out" '&lt;&amp;&gt;&quot;c'
run explain --format svg -- $'http://a/\xff\x01'
expect_status "svg not UTF-8" 1
expect_svg "svg not UTF-8" 'assert any("\\xFFU+0001" in t for t in texts), texts'

# svg: right-to-left text stays in its label, in input order.
run explain --format svg 'http://א.ב/ג'
expect_status "svg RTL" 0
expect_svg "svg RTL" 'assert "7..10  \"א.ב\"" in texts, texts'

# svg and dot: bounded on long inputs: svg on a 100 kB argument (the
# longest an argument may be is 128 KiB), dot on a 1 MiB line.
segments() { head -c "$1" /dev/zero | tr '\0' 'a' | sed 's/a/\/a/g'; }
run explain --format svg "http://h$(segments 50000)"
expect_status "svg long" 0
checks=$((checks + 1))
size=$(wc -c <"$tmp/out")
((size < 200000)) || fail "svg long: $size bytes"
expect_svg "svg long" '
assert len(groups) <= 252, len(groups)
assert any(t.startswith("... ") for t in texts), "no folded box"
assert all(len(t) < 80 for t in texts[2:]), max(texts, key=len)'
printf 'http://h%s\n' "$(segments 524288)" >"$tmp/in"
run explain --format dot
expect_status "dot long" 0
checks=$((checks + 1))
size=$(wc -c <"$tmp/out")
((size < 100000)) || fail "dot long: $size bytes"
expect_dot "dot long" 'assert len(labels) <= 252, len(labels)'
# A long invalid input folds at the node limit: the markers are boxes too.
run explain --format svg "http://[$(head -c 100000 /dev/zero | tr '\0' ':')"
expect_status "svg long invalid" 1
expect_svg "svg long invalid" 'assert "folded" in groups and len(groups) <= 252, len(groups)'

# Usage errors.
run explain --format png a:b
expect_status "unknown format" 2
expect_in "unknown format" "$tmp/err" 'unknown format "png"; the formats are: text, json, dot, svg'
run explain --json --format svg a:b
expect_status "--json with svg" 2
expect_in "--json with svg" "$tmp/err" '--json and --format svg cannot be used together'
run explain --format svg a:b c:d
expect_status "svg two inputs" 2
expect_in "svg two inputs" "$tmp/err" '--format svg draws one input'
stdin 'a:b\n'
run explain --format svg
expect_status "svg standard input" 2
run explain --format
expect_status "--format without a value" 2

finish
