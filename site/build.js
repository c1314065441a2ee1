// The grammar site: one page per production of every .abnf file, with its
// railroad diagram, and an index. Run by the CMake target `site`
// (site/CMakeLists.txt); site/README.md says what a page holds.
//
//   node build.js DUMP.json SOURCE_DIR OUT_DIR
//
// DUMP.json is grammar_dump's output: the rules as the project's own ABNF
// reader (<iri/abnf.hpp>) read them, with examples judged by the parser.
// This script only draws (railroad-diagrams) and writes HTML; it parses no
// ABNF.
'use strict';

const fs = require('fs');
const path = require('path');
const rr = require('railroad-diagrams');

// A fourth argument "--playground": the build also makes playground.html
// (site/playground/) and url-differences.html, so the index may link them.
const [dumpPath, sourceDir, outDir, playgroundFlag] = process.argv.slice(2);
const withPlayground = playgroundFlag === '--playground';
if (!outDir) {
  console.error('usage: node build.js DUMP.json SOURCE_DIR OUT_DIR [--playground]');
  process.exit(2);
}
const dump = JSON.parse(fs.readFileSync(dumpPath, 'utf8'));
const diagramCss = fs.readFileSync(require.resolve('railroad-diagrams/railroad-diagrams.css'), 'utf8');

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// grammar/rfc3987/rfc3987.abnf -> rfc3987/rfc3987: the folder of its pages.
function folderOf(abnfPath) {
  return abnfPath.replace(/^grammar\//, '').replace(/\.abnf$/, '');
}
function pageOf(file, name) {
  return `${folderOf(file)}/${name}.html`;
}
// A link from the page of a rule of `fromFile` to `to`.
function relative(fromFile, to) {
  return path.posix.relative(folderOf(fromFile), to);
}

// A code point as a diagram shows it: 'a' when printable ASCII, else U+XXXX.
function codePoint(c) {
  if (c > 0x20 && c < 0x7f) return `'${String.fromCodePoint(c)}'`;
  return 'U+' + c.toString(16).toUpperCase().padStart(4, '0');
}

function times(min, max) {
  if (max === null) return `${min} or more times`;
  if (min === max) return `exactly ${min} times`;
  return `${min} to ${max} times`;
}

// A node of grammar_dump's JSON as railroad-diagrams items.
function diagramItem(node, file) {
  switch (node.kind) {
    case 'alternation':
      if (node.children.length === 1) return diagramItem(node.children[0], file);
      return rr.Choice(0, ...node.children.map((c) => diagramItem(c, file)));
    case 'concatenation':
      return rr.Sequence(...node.children.map((c) => diagramItem(c, file)));
    case 'repetition': {
      const item = diagramItem(node.children[0], file);
      const { min, max } = node;
      if (min === 0 && max === 1) return rr.Optional(item);
      if (min === 0 && max === null) return rr.ZeroOrMore(item);
      if (min === 1 && max === null) return rr.OneOrMore(item);
      if (max === 0) return rr.Comment(`nothing (${node.abnf})`);
      if (min === 1 && max === 1) return item;
      // The loop carries the count, as the ABNF's n*m prefix does.
      const loop = rr.OneOrMore(item, rr.Comment(times(min, max)));
      return min === 0 ? rr.Optional(loop) : loop;
    }
    case 'rule': {
      // A box that links to the rule's page (SVG 2 <a href>).
      const box = rr.NonTerminal(node.name);
      box.tagName = 'a';
      box.attrs = { href: relative(file, pageOf(node.file, node.name)) };
      return box;
    }
    case 'range':
      if (node.lo === node.hi) return rr.Terminal(codePoint(node.lo));
      return rr.Terminal(`${codePoint(node.lo)}–${codePoint(node.hi)}`);
    case 'string':
      return rr.Terminal((node.case_sensitive ? '%s' : '') + JSON.stringify(node.text));
    case 'prose':
      return rr.Comment(`<${node.text}>`);
    default:
      throw new Error(`unknown node kind ${node.kind}`);
  }
}

// A standalone SVG: its namespace, and the library's style inside it.
function diagramSvg(rule, file) {
  const svg = rr.Diagram(diagramItem(rule.definition, file)).toString();
  const style = `<style><![CDATA[\n${diagramCss}]]></style>\n`;
  const label = escapeHtml(`railroad diagram of ${rule.name}`);
  return svg
    .replace(/^<svg /, `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" `)
    .replace(/>\n/, `>\n<title>${label}</title>\n${style}`);
}

// The X3 definitions: `auto const NAME_def = ...;` with the comment block
// above it (ABNF, RFC section, PEG note), from every grammar/**/_def.hpp
// but the literal transcriptions (literal_def.hpp), which are not the
// parser's rules.
function x3Definitions() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('_def.hpp') && entry.name !== 'literal_def.hpp') found.push(full);
    }
  };
  walk(path.join(sourceDir, 'grammar'));
  const definitions = [];
  for (const file of found.sort()) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const match = /^auto const (\w+)_def\b/.exec(line);
      if (!match) return;
      let first = i;
      while (first > 0 && lines[first - 1].startsWith('//')) --first;
      let last = i;
      while (last < lines.length - 1 && !lines[last].trimEnd().endsWith(';')) ++last;
      const comment = lines.slice(first, i).map((l) => l.replace(/^\/\/ ?/, ''));
      const pegStart = comment.findIndex((l) => l.startsWith('PEG:'));
      const peg = pegStart < 0 ? null : comment.slice(pegStart).join('\n').replace(/^PEG: */, '');
      definitions.push({
        identifier: match[1],
        file: path.relative(sourceDir, file),
        line: first + 1,
        source: lines.slice(first, last + 1).join('\n'),
        peg,
      });
    });
  }
  return definitions;
}

// The X3 rule for a production of `abnfFile`: one of the same identifier
// (dashes as underscores), preferring the .abnf file's own folder.
function x3For(definitions, abnfFile, name) {
  const identifier = name.replace(/-/g, '_');
  const matches = definitions.filter((d) => d.identifier === identifier);
  const folder = path.dirname(abnfFile);
  return matches.find((d) => path.dirname(d.file) === folder) || matches[0] || null;
}

const style = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#111;background:#fff}
pre{background:#f4f4f4;padding:.5rem;overflow-x:auto}
code,pre{font-family:ui-monospace,monospace}
.diagram{overflow-x:auto}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.2rem .5rem;text-align:left;vertical-align:top}
code.rule{white-space:pre-line}
.valid{color:#075e07}.invalid{color:#9a0000}
a{color:#0645ad}`;

function htmlPage(title, toRoot, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${toRoot}site.css">
</head>
<body>
${body}
</body>
</html>
`;
}

function ruleList(file, refs) {
  if (refs.length === 0) return '<p>none</p>';
  return (
    '<ul>' +
    refs
      .map(
        (r) =>
          `<li><a href="${escapeHtml(relative(file, pageOf(r.file, r.name)))}">${escapeHtml(r.name)}</a>` +
          (r.file === file ? '' : ` <small>(${escapeHtml(r.file)})</small>`) +
          '</li>',
      )
      .join('') +
    '</ul>'
  );
}

function examplesTable(rule) {
  const judge = rule.parser ? 'the parser (iri::explain_rule, the X3 rules)' : 'the ABNF engine (iri::abnf)';
  const rows = rule.examples
    .slice()
    .sort((a, b) => Number(b.valid) - Number(a.valid))
    .map((e) => {
      const verdict = e.valid ? '<span class="valid">accepted</span>' : '<span class="invalid">rejected</span>';
      const how = e.mutation ? `near miss: ${escapeHtml(e.mutation)}` : 'derivation';
      // Where the two disagree, say so: it is worth a look (the parser's
      // rule alone does not apply §4.1's bidi check of the entry points).
      const differs = e.abnf_valid !== e.valid ? ' (differs)' : '';
      const engine = rule.parser ? `<td>${e.abnf_valid ? 'accepted' : 'rejected'}${differs}</td>` : '';
      return `<tr><td><code dir="ltr">${escapeHtml(e.shown)}</code></td><td>${verdict}</td>${engine}<td>${how}</td></tr>`;
    })
    .join('\n');
  const engineHead = rule.parser ? '<th>ABNF engine</th>' : '';
  return `<p>Generated by the ABNF generator (<code>iri generate</code>), judged by ${judge}.
Characters that would not show are written &lt;U+XXXX&gt;, bytes that are not UTF-8 &lt;byte 0xHH&gt;.${
    rule.parser
      ? ' The parser column runs this one rule; the ABNF engine also applies RFC 3987 §4.1 (no bidi formatting characters) to the entry points, as <code>iri parse</code> does.'
      : ''
  }</p>
<table><thead><tr><th>input</th><th>${rule.parser ? 'parser' : 'verdict'}</th>${engineHead}<th>how it was made</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

function main() {
  const definitions = x3Definitions();
  // Who uses each rule, across files: key "file\0name".
  const usedBy = new Map();
  for (const f of dump.files)
    for (const rule of f.rules)
      for (const u of rule.uses) {
        const key = `${u.file}\0${u.name}`;
        if (!usedBy.has(key)) usedBy.set(key, []);
        usedBy.get(key).push({ file: f.path, name: rule.name });
      }

  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'site.css'), style + '\n');
  const index = [];
  for (const f of dump.files) {
    const folder = path.join(outDir, folderOf(f.path));
    fs.mkdirSync(folder, { recursive: true });
    const toRoot = '../'.repeat(folderOf(f.path).split('/').length);
    index.push(`<h2 id="${escapeHtml(folderOf(f.path))}"><code>${escapeHtml(f.path)}</code></h2>`);
    if (f.with.length) index.push(`<p>Read with ${f.with.map((w) => `<code>${escapeHtml(w)}</code>`).join(', ')}, whose rules it uses.</p>`);
    index.push('<table><thead><tr><th>production</th><th>ABNF</th></tr></thead><tbody>');
    for (const rule of f.rules) {
      const svg = diagramSvg(rule, f.path);
      fs.writeFileSync(path.join(folder, `${rule.name}.svg`), svg);
      const x3 = rule.parser ? x3For(definitions, f.path, rule.name) : null;
      let x3Html;
      if (x3) {
        x3Html = `<p>From <code>${escapeHtml(x3.file)}</code>, line ${x3.line}:</p>
<pre class="x3">${escapeHtml(x3.source)}</pre>
<p class="peg">${x3.peg ? `<strong>PEG:</strong> ${escapeHtml(x3.peg)}` : 'No <code>PEG:</code> note: the rule is the ABNF as written, and ordered choice reads it the same way.'}</p>`;
      } else {
        x3Html = "<p>The parser has no X3 rule of this name for this file: the examples are judged by the ABNF engine.</p>";
      }
      const uses = ruleList(f.path, rule.uses);
      const users = ruleList(f.path, usedBy.get(`${f.path}\0${rule.name}`) || []);
      const body = `<nav><a href="${toRoot}index.html">All productions</a></nav>
<h1><code>${escapeHtml(rule.name)}</code></h1>
<p><code>${escapeHtml(f.path)}</code>, line ${rule.line}</p>
<h2>ABNF</h2>
<pre class="abnf">${escapeHtml(rule.text)}</pre>
<h2>Railroad diagram</h2>
<div class="diagram">${svg.replace(/^<\?xml[^>]*>\n?/, '')}</div>
<p><a href="${escapeHtml(rule.name)}.svg">The diagram as an SVG file</a>. Rounded boxes are characters, square boxes other productions (follow them).</p>
<h2>The parser's rule</h2>
${x3Html}
<h2>Examples</h2>
${examplesTable(rule)}
<h2>Uses</h2>
${uses}
<h2>Used by</h2>
${users}`;
      fs.writeFileSync(path.join(folder, `${rule.name}.html`), htmlPage(`${rule.name} — ${f.path}`, toRoot, body));
      // The whole right-hand side, every alternative on the line the file
      // gives it, without comments (grammar_dump's definition_text).
      index.push(
        `<tr><td><a href="${escapeHtml(pageOf(f.path, rule.name))}">${escapeHtml(rule.name)}</a></td><td><code class="rule">${escapeHtml(rule.definition_text)}</code></td></tr>`,
      );
    }
    index.push('</tbody></table>');
  }
  const body = `<h1>The grammar of IRIs, production by production</h1>
<p>Every production of every <code>.abnf</code> file of the <code>iri</code> project: its ABNF, a railroad
diagram drawn from it when the site was built, the parser's X3 rule with its <code>PEG:</code> note,
examples run through the parser, and the productions it uses and that use it.
${
    withPlayground
      ? 'Any input can be tried in the <a href="playground.html">playground</a>, in this browser, or with <code>iri explain</code>. ' +
        'Where RFC 3986 and the WHATWG URL Standard read one string differently, class by class, with examples computed in the page: ' +
        '<a href="url-differences.html">url-differences.html</a>.'
      : 'Any input can be tried with <code>iri explain</code>.'
  }</p>
${index.join('\n')}`;
  fs.writeFileSync(path.join(outDir, 'index.html'), htmlPage('The grammar of IRIs', '', body));
}

main();
