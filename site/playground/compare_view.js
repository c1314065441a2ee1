// The comparison of one string in both views (<iri/views.hpp>), as
// `iri url --compare` prints it, drawn from the JSON of
// `iri url --compare --json` (the playground's iri_playground_compare, or
// the tool's output captured when the site was built). Shared by the
// playground's compare mode and url-differences.html. Plain DOM (el: dom.js); every
// text goes in as textContent, never as HTML.
'use strict';

const IriCompareView = (function () {
  // RFC 3987 §4.1: an IRI reads left to right whatever its characters.
  const iri = (text) => el('bdi', { dir: 'ltr', class: 'iri' }, text);

  // A shell word for a command line to copy: single quotes, a quote
  // inside written '\''.
  const shellWord = (text) => `'${text.replaceAll("'", "'\\''")}'`;

  // The command that gives the same comparison on the command line (as
  // JSON with `json`).
  function command(input, base, json = false) {
    const baseOption = base === null || base === undefined ? '' : `--base ${shellWord(base)} `;
    return `iri url --compare ${json ? '--json ' : ''}${baseOption}${shellWord(input)}`;
  }

  // A cell as the tool's table has it: "(none)" for an absent component,
  // "" for an empty one; data-absent and data-empty tell them from a
  // component whose text is that.
  function cell(value, cls) {
    if (value === null) return el('td', { class: `${cls} absent`, 'data-absent': 'true' }, '(none)');
    if (value === '') return el('td', { class: cls, 'data-empty': 'true' }, '""');
    return el('td', { class: cls }, iri(value));
  }

  // The verdict as the tool marks it: a difference in where the request
  // goes or who it acts as, marked apart (tools/url_compare.cpp).
  const marker = (row) => (row.security_relevant ? 'DIFFERS: destination' : row.verdict);

  function rfcLine(rfc) {
    if (rfc.uri !== null)
      return el('p', { class: 'compare-rfc' }, 'RFC 3986: ', iri(rfc.uri === '' ? '""' : rfc.uri),
                rfc.prepared ? ' (prepared)' : '');
    const e = rfc.error;
    return el('p', { class: 'compare-rfc invalid' }, 'RFC 3986: ', e.input === 'BASE' ? 'BASE: ' : '',
              `error at character ${e.offset} (byte ${e.byte_offset}) in ${e.production}: ${e.message}`);
  }

  function urlLine(url) {
    if (url.href !== null) return el('p', { class: 'compare-url' }, 'URL Standard: ', iri(url.href));
    const e = url.error;
    return el('p', { class: 'compare-url invalid' }, 'URL Standard: ', e.input === 'BASE' ? 'BASE: ' : '',
              `error at character ${e.offset} (byte ${e.byte_offset}): ${e.name}`);
  }

  // `result`: the JSON object of `iri url --compare --json`, or the
  // playground's {"input", "base", "needs"} (what the browser build lacked).
  function render(result) {
    if (result.needs) {
      return el('div', { class: 'comparison needs' },
                el('p', { class: 'needs-line' },
                   `This input needs ${result.needs}, which the browser build lacks; run `,
                   el('code', { class: 'command' }, command(result.input, result.base)), '.'));
    }
    const table = el('table', { class: 'compare-table' },
                     el('caption', {}, 'Each component in both views; "DIFFERS: destination" marks a difference in where the request goes or who it acts as'),
                     el('thead', {}, el('tr', {}, ...['component', 'RFC 3986', 'URL Standard', 'verdict']
                       .map((h) => el('th', { scope: 'col' }, h)))));
    const body = el('tbody');
    for (const row of result.components) {
      body.append(el('tr', { 'data-component': row.component, class: `verdict-${row.verdict}${row.security_relevant ? ' destination' : ''}` },
                     el('th', { scope: 'row' }, row.component), cell(row.rfc, 'rfc'), cell(row.url, 'url'),
                     el('td', { class: 'verdict' }, marker(row))));
    }
    table.append(body);
    const box = el('div', { class: 'comparison' }, rfcLine(result.rfc), urlLine(result.url), table,
                   el('p', { class: 'compare-classes' }, 'classes: ',
                      result.classes.length ? result.classes.join(', ') : '(none)'));
    const errors = result.url.validation_errors;
    if (errors.length)
      box.append(el('p', { class: 'compare-validation' }, 'URL Standard validation errors: ',
                    errors.map((e) => `${e.name} at character ${e.offset}`).join(', ')));
    return box;
  }

  // `iri url --compare --json [--base BASE] INPUT` by the module `lib`
  // (iri_playground.js): base null for none.
  function compute(lib, input, base) {
    const baseText = base === null ? '' : base;
    return JSON.parse(lib.ccall('iri_playground_compare', 'string', ['string', 'number', 'string', 'number', 'number'],
                                [input, lib.lengthBytesUTF8(input), baseText, lib.lengthBytesUTF8(baseText),
                                 base === null ? 0 : 1]));
  }

  return { compute, render, command };
})();
