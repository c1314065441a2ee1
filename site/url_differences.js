// Writes url-differences.html (site/README.md) from docs/url-differences.md,
// the one source of its prose: each class of difference between RFC 3986
// and the URL Standard, and its examples, which the page computes when it
// loads with the library compiled to WebAssembly (playground/differences.js).
//
//   node url_differences.js MARKDOWN IRI_TOOL OUT_DIR
//
// An example is an indented block whose first line is
// "$ iri url --compare [--base BASE] 'STRING'" (the lines after it are the
// tool's output, which ctest's docs_url_differences_cli holds to the tool).
// Each example also carries `iri url --compare --json` on the same input,
// run here with the tool of this build: the page shows it for an input the
// browser build cannot compare (a host that needs IDNA), and says why.
//
// The Markdown read is the subset the file is written in: "#" headings,
// paragraphs, "- " lists, fenced and indented code blocks, `code` spans.
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const [markdownPath, iriTool, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node url_differences.js MARKDOWN IRI_TOOL OUT_DIR');
  process.exit(2);
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Inline Markdown: `code` spans; the rest is text.
function inline(text) {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1
      ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
      : escapeHtml(part)))
    .join('');
}

// The words of a command line as a POSIX shell splits it, for the subset
// the examples use: plain words and '...' quoted ones.
function shellWords(line) {
  const words = [];
  let word = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed quote in: ${line}`);
      word = (word || '') + line.slice(i + 1, end);
      i = end;
    } else if (c === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word || '') + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

// "iri url --compare [--base BASE] STRING" -> {input, base}.
function exampleOf(commandLine) {
  const words = shellWords(commandLine);
  if (words[0] !== 'iri' || words[1] !== 'url' || words[2] !== '--compare')
    throw new Error(`not an iri url --compare example: ${commandLine}`);
  let base = null;
  let rest = words.slice(3);
  if (rest[0] === '--base') {
    base = rest[1];
    rest = rest.slice(2);
  }
  if (rest.length !== 1) throw new Error(`expected one STRING in: ${commandLine}`);
  return { input: rest[0], base };
}

// `iri url --compare --json` as the page's fallback; its exit status is 1
// when a component differs, which is not a failure here.
function nativeComparison(example) {
  const args = ['url', '--compare', '--json'];
  if (example.base !== null) args.push('--base', example.base);
  args.push('--', example.input);
  let out;
  try {
    out = execFileSync(iriTool, args, { encoding: 'utf8' });
  } catch (e) {
    if (e.status !== 1) throw e;
    out = e.stdout;
  }
  return JSON.parse(out);
}

function playgroundLink(example) {
  const params = new URLSearchParams();
  params.set('compare', example.input);
  if (example.base !== null) params.set('base', example.base);
  return `playground.html#${params.toString()}`;
}

let exampleCount = 0;

function exampleHtml(lines) {
  if (lines.slice(1).some((l) => l.startsWith('$ '))) throw new Error(`one command per example block: ${lines[0]}`);
  const commandLine = lines[0].replace(/^\$ /, '');
  const example = exampleOf(commandLine);
  const native = nativeComparison(example);
  const id = `example-${++exampleCount}`;
  // JSON inside <script>: "<" escaped so that no "</script>" ends it.
  const json = JSON.stringify(native).replace(/</g, '\\u003c');
  const base = example.base === null ? '' : ` data-base="${escapeHtml(example.base)}"`;
  return `<figure class="example" id="${id}" data-input="${escapeHtml(example.input)}"${base}>
<pre class="command">$ ${escapeHtml(commandLine)}</pre>
<div class="live" aria-live="polite"><p class="note">Computing in this page…</p></div>
<script type="application/json" class="native">${json}</script>
<p><a class="playground-link" href="${escapeHtml(playgroundLink(example))}">Open this input in the playground</a></p>
<details><summary>The output of the <code>iri</code> tool</summary>
<pre>${escapeHtml(lines.join('\n'))}</pre>
</details>
</figure>`;
}

function slug(text) {
  return text.toLowerCase().replace(/`/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function toHtml(markdown) {
  const lines = markdown.split('\n');
  const out = [];
  let title = '';
  let i = 0;
  const blank = (line) => line.trim() === '';
  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) {
      i++;
    } else if (line.startsWith('```')) {
      const language = line.slice(3).trim();
      const body = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
      i++;
      out.push(`<pre${language ? ` class="${escapeHtml(language)}"` : ''}>${escapeHtml(body.join('\n'))}</pre>`);
    } else if (line.startsWith('    ')) {
      const body = [];
      while (i < lines.length && (lines[i].startsWith('    ') || (blank(lines[i]) && (lines[i + 1] || '').startsWith('    ')))) {
        body.push(lines[i].slice(4));
        i++;
      }
      out.push(body[0].startsWith('$ iri url --compare') ? exampleHtml(body) : `<pre>${escapeHtml(body.join('\n'))}</pre>`);
    } else if (/^#+ /.test(line)) {
      const level = line.match(/^#+/)[0].length;
      const text = line.slice(level + 1).trim();
      if (level === 1) title = text;
      out.push(`<h${level} id="${slug(text)}">${inline(text)}</h${level}>`);
      i++;
    } else if (line.startsWith('- ')) {
      const items = [];
      while (i < lines.length && (lines[i].startsWith('- ') || lines[i].startsWith('  '))) {
        if (lines[i].startsWith('- ')) items.push(lines[i].slice(2));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
        i++;
      }
      out.push(`<ul>${items.map((t) => `<li>${inline(t)}</li>`).join('\n')}</ul>`);
    } else {
      const body = [];
      while (i < lines.length && !blank(lines[i]) && !lines[i].startsWith('```') && !/^#+ /.test(lines[i])) body.push(lines[i++]);
      out.push(`<p>${inline(body.join('\n'))}</p>`);
    }
  }
  return { title, body: out.join('\n') };
}

function main() {
  const { title, body } = toHtml(fs.readFileSync(markdownPath, 'utf8'));
  const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${inline(title).replace(/<[^>]+>/g, '')}</title>
<link rel="stylesheet" href="playground.css">
</head>
<body>
<nav><a href="index.html">All productions</a> · <a href="playground.html">Playground</a></nav>
<main>
<p id="status" role="status" class="note">Loading the library…</p>
${body}
<p class="note">This page is made from <code>docs/url-differences.md</code> when the site is built. Each example's
table is computed in this page by the <code>iri</code> library compiled to WebAssembly (the playground's);
an input that needs ICU, which the browser build lacks, shows the <code>iri</code> tool's output instead,
captured when the site was built, and says so.</p>
</main>
<script src="iri_playground.js"></script>
<script src="dom.js"></script>
<script src="compare_view.js"></script>
<script src="differences.js"></script>
</body>
</html>
`;
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'url-differences.html'), page);
}

main();
