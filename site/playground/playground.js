// The playground page (site/playground/README.md): reads the inputs, calls
// the library compiled to WebAssembly (iri_playground.js, built from
// playground.cpp by emscripten) and shows its JSON answers. Plain DOM, no
// framework; every input is shown with textContent, never as HTML.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  let lib = null;

  // Calls an entry point of playground.cpp: each text goes as UTF-8 with
  // its length in bytes (U+0000 is a character, not the end), `names`
  // (an entry point's ABNF name) as plain strings.
  function call(fn, texts, names = []) {
    const types = [];
    const args = [];
    for (const t of texts) {
      types.push('string', 'number');
      args.push(t, lib.lengthBytesUTF8(t));
    }
    for (const n of names) {
      types.push('string');
      args.push(n);
    }
    return JSON.parse(lib.ccall(fn, 'string', types, args));
  }


  // An IRI or a piece of one. RFC 3987 §4.1: rendered as if in a
  // left-to-right embedding; <bdi dir="ltr"> also isolates it from the
  // text around it, so "ab.גדהוזח.ij" reads "ab.חזוהדג.ij" (§4.4).
  function iri(text, cls = '') {
    return el('bdi', { dir: 'ltr', class: ('iri ' + cls).trim() }, text);
  }

  function quoted(text) {
    return el('code', { class: 'value' }, text);
  }

  function absent() {
    return el('span', { class: 'absent' }, '(absent)');
  }

  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

  function renderVerdict(parsed, input) {
    const box = $('verdict');
    box.replaceChildren();
    if (parsed.valid) {
      box.append(el('p', { class: 'valid', id: 'verdict-line' }, `Valid ${parsed.entry}`,
                    ` (${parsed.kind === 'iri' ? 'an IRI: it has a scheme' : 'a relative reference'})`));
      box.append(el('p', { class: 'shown' }, iri(input)));
      return;
    }
    const e = parsed.error;
    // The caret: the input cut at the offending character, counted in code
    // points as the library counts them (Array.from splits by code point).
    const chars = Array.from(input);
    const before = chars.slice(0, e.offset).join('');
    const at = chars.slice(e.offset, e.offset + 1).join('');
    const after = chars.slice(e.offset + 1).join('');
    const caret = el('mark', { class: at === '' ? 'caret end' : 'caret', id: 'caret' }, at);
    const shown = el('bdi', { dir: 'ltr', class: 'iri' }, before, caret, after);
    box.append(el('p', { class: 'invalid', id: 'verdict-line' }, `Not valid as ${parsed.entry}`));
    box.append(el('p', { class: 'shown' }, shown));
    box.append(el('p', { id: 'error-line' }, `error at character ${e.offset} (byte ${e.byte_offset}) in `,
                  el('code', { id: 'error-production' }, e.production), ': ',
                  el('span', { id: 'error-message' }, e.message)));
    box.append(el('p', { class: 'note' }, 'At that place: ', e.character, '.'));
  }

  const componentRows = [
    ['scheme', 'scheme'], ['authority', 'iauthority'], ['userinfo', 'iuserinfo'], ['host', 'ihost'],
    ['port', 'port'], ['path', 'ipath'], ['query', 'iquery'], ['fragment', 'ifragment'],
  ];

  function renderComponents(parsed) {
    const body = $('components').tBodies[0];
    body.replaceChildren();
    if (!parsed.valid) {
      body.append(el('tr', {}, el('td', { colSpan: 3 }, 'No components: the input is not valid.')));
      return;
    }
    for (const [name, production] of componentRows) {
      const s = parsed.spans[name];
      let label = production;
      if (name === 'host' && s) label += ` (${parsed.host_kind})`;
      if (name === 'path') label += ` (${parsed.path_kind})`;
      body.append(el('tr', { 'data-component': name }, el('th', { scope: 'row' }, el('code', {}, label)),
                      el('td', {}, s ? iri(quoted(s.text)) : absent()),
                      el('td', { class: 'offsets' }, s ? `${s.byte_offset}–${s.byte_offset + s.length}` : '')));
    }
  }

  // parse's "scheme_specific" (<iri/scheme_specific.hpp>, as
  // `iri parse --scheme-specific --json`): the scheme's components, or where
  // its grammar stops.
  function renderSchemeSpecific(parsed) {
    const box = $('scheme-specific');
    box.replaceChildren();
    const s = parsed.scheme_specific;
    if (!s) {
      box.append(el('p', { id: 'scheme-status' }, 'No scheme-specific view: the input is not valid.'));
      return;
    }
    if (s.status === 'unknown') {
      box.append(el('p', { id: 'scheme-status' },
                    s.scheme === null ? 'unknown: a relative reference has no scheme'
                                      : `unknown: no grammar here for the scheme "${s.scheme}"`));
      return;
    }
    box.append(el('p', { id: 'scheme-status', class: s.status },
                  `${s.status}: ${s.scheme} by its grammar, ${s.grammar}`));
    if (s.error) {
      const e = s.error;
      box.append(el('p', { id: 'scheme-error' },
                    `error at character ${e.offset} (byte ${e.byte_offset}) in ${e.production}: ${e.message}`));
    }
    const rows = Object.entries(s.components).flatMap(([name, texts]) =>
      texts.map((t) => el('tr', {}, el('th', { scope: 'row' }, el('code', {}, name)), el('td', {}, iri(quoted(t))))));
    if (rows.length)
      box.append(el('table', { id: 'scheme-components' },
                    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Production'),
                                       el('th', { scope: 'col' }, 'Text'))),
                    el('tbody', {}, ...rows)));
  }

  // Node texts are cut for the page; the JSON holds up to 1024 code points.
  function shortText(text) {
    const chars = Array.from(text);
    return chars.length > 60 ? chars.slice(0, 60).join('') + '…' : text;
  }

  const treeLimit = 3000;

  function renderTree(explained) {
    const box = $('tree');
    box.replaceChildren();
    const showFailed = $('show-failed').checked;
    let count = 0;
    function node(n) {
      if (count >= treeLimit) return null;
      count++;
      const status = n.folded ? 'folded' : !n.matched ? 'failed' : n.undone ? 'undone' : 'matched';
      const li = el('li', { class: `node-${status}` });
      if (n.folded) {
        li.append(el('span', { class: 'rule' }, `… ${plural(n.folded, 'more attempt')}`, n.rule ? ` of ${n.rule}` : ''));
      } else {
        li.append(el('span', { class: 'rule' }, n.rule));
        li.append(' ', el('span', { class: 'offsets' }, `${n.start}..${n.end}`), ' ');
        li.append(iri(quoted(shortText(n.text))));
        if (status === 'failed') li.append(' ', el('span', { class: 'offsets' }, '(failed)'));
        if (status === 'undone') li.append(' ', el('span', { class: 'offsets' }, '(matched, then undone)'));
      }
      const kids = n.children.filter((c) => showFailed || (c.matched && !c.undone && !c.folded));
      if (kids.length) {
        const ul = el('ul');
        for (const c of kids) {
          const item = node(c);
          if (item) ul.append(item);
        }
        li.append(ul);
      }
      return li;
    }
    if (!explained.tree) {
      box.append(el('p', {}, 'Out of memory: no tree.'));
      return;
    }
    box.append(el('ul', {}, node(explained.tree)));
    if (count >= treeLimit) box.append(el('p', { class: 'note' }, `Only the first ${treeLimit} nodes are shown.`));
    if (!explained.valid && !showFailed)
      box.append(el('p', { class: 'note' }, 'The input is not valid: tick the box above to see the attempts that failed.'));
  }

  const branches = {
    scheme: 'R has a scheme: T is R, its path with dot segments removed.',
    authority: 'R has an authority: T takes the scheme of the base, the rest from R.',
    empty_path: 'R has an empty path: T takes the path of the base (and its query, unless R has one).',
    absolute_path: 'R\'s path starts with "/": T.path = remove_dot_segments(R.path).',
    merge: 'Otherwise: T.path = remove_dot_segments(merge(Base.path, R.path)) (§5.2.3).',
  };

  function dotTable(steps, id) {
    const table = el('table', { id }, el('caption', {}, 'remove_dot_segments, RFC 3986 §5.2.4'),
                     el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Step'),
                                        el('th', { scope: 'col' }, 'Output buffer'),
                                        el('th', { scope: 'col' }, 'Input buffer'))));
    const body = el('tbody');
    for (const s of steps)
      body.append(el('tr', {}, el('td', {}, s.step), el('td', {}, iri(quoted(s.output))), el('td', {}, iri(quoted(s.input)))));
    table.append(body);
    return table;
  }

  function renderResolve(input) {
    const box = $('resolve');
    box.replaceChildren();
    const base = $('base').value;
    const r = call('iri_playground_resolve', [base, input]);
    if (r.error) {
      box.append(el('p', { class: 'invalid' }, `The ${r.error.which} cannot be used: `, r.error.message,
                    r.error.code === 'base_not_absolute' ? '' : ` (character ${r.error.offset}, in ${r.error.production})`));
      return;
    }
    box.append(el('p', {}, 'Reference R ', iri(quoted(input)), ' against base ', iri(quoted(base)), ' (§5.2.2):'));
    if (r.scheme_ignored) box.append(el('p', {}, 'R\'s scheme equals the base\'s and is ignored (non-strict).'));
    box.append(el('p', { id: 'resolve-branch' }, branches[r.branch]));
    if (r.query_from_base) box.append(el('p', {}, 'R has no query: T.query = Base.query.'));
    if (r.merge)
      box.append(el('p', {}, 'merge (§5.2.3): ', iri(quoted(r.merge.prefix)), ' + R.path gives ',
                    iri(quoted(r.merge.result)), '.'));
    if (r.remove_dot_segments) box.append(dotTable(r.remove_dot_segments.steps, 'resolve-steps'));
    if (r.dot_guard) box.append(el('p', {}, 'The path begins with "//" and T has no authority (§3.3): "/." is written before it.'));
    box.append(el('p', {}, 'Target T (§5.3): ', el('output', { id: 'target' }, iri(r.output))));
  }

  function renderNormalize(input) {
    const box = $('normalize');
    box.replaceChildren();
    const n = call('iri_playground_normalize', [input]);
    if (n.error) {
      box.append(el('p', { class: 'invalid' }, 'Not valid: nothing to normalize.'));
      return;
    }
    box.append(el('p', {}, 'Normal form: ', el('output', { id: 'normalized' }, iri(n.output))));
    const table = el('table', {}, el('caption', {}, 'Each step of §5.3.2 on each component (changed rows shaded)'),
                     el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Component'),
                                        el('th', { scope: 'col' }, 'Step'), el('th', { scope: 'col' }, 'Before'),
                                        el('th', { scope: 'col' }, 'After'))));
    const body = el('tbody');
    for (const s of n.steps) {
      const after = el('td', {}, iri(quoted(s.after)));
      if (s.steps.length) after.append(dotTable(s.steps, ''));
      body.append(el('tr', { class: s.changed ? 'changed' : '' }, el('td', {}, s.component), el('td', {}, s.rule),
                      el('td', {}, iri(quoted(s.before))), after));
    }
    table.append(body);
    box.append(table);
    box.append(el('p', { class: 'note' }, 'NFC (§5.3.2.2) and scheme-based normalization (§5.3.3) need ICU: ',
                  'not available in the browser; use ', el('code', {}, 'iri normalize --nfc --level scheme'), '.'));
  }

  // `iri url --compare --json` on the input, against the comparison's own
  // base when one is given (an empty box: none).
  function renderCompare(input) {
    const base = $('compare-base').value;
    $('compare').replaceChildren(IriCompareView.render(IriCompareView.compute(lib, input, base === '' ? null : base)));
  }

  // "#compare=STRING&base=BASE", form-encoded (site/url_differences.js): the
  // compare mode with the input filled in, as url-differences.html links it.
  function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    if (!params.has('compare')) return false;
    $('input').value = params.get('compare');
    $('compare-base').value = params.get('base') || '';
    return true;
  }

  function update() {
    if (!lib) return;
    const input = $('input').value;
    const entry = $('entry').value;
    try {
      const parsed = call('iri_playground_parse', [input], [entry]);
      renderVerdict(parsed, input);
      renderComponents(parsed);
      renderSchemeSpecific(parsed);
      renderTree(call('iri_playground_explain', [input], [entry]));
      renderResolve(input);
      renderNormalize(input);
      renderCompare(input);
      document.documentElement.dataset.shown = input;
    } catch (err) {
      $('status').textContent = `The parser stopped: ${err}`;
      throw err;
    }
  }

  for (const id of ['input', 'base', 'compare-base']) $(id).addEventListener('input', update);
  for (const id of ['entry', 'show-failed']) $(id).addEventListener('change', update);
  for (const b of document.querySelectorAll('button.example')) {
    b.addEventListener('click', () => {
      $('input').value = b.dataset.input;
      update();
      $('input').focus();
    });
  }

  window.addEventListener('hashchange', () => {
    if (readHash()) {
      update();
      $('compare-section').scrollIntoView();
    }
  });

  IriPlayground().then((module) => {
    lib = module;
    // From the library's own list, not written here: it grows.
    const { schemes } = call('iri_playground_scheme_grammars', []);
    $('scheme-grammars').textContent = `The schemes with a grammar here (${schemes.length}): ${schemes.join(', ')}.`;
    $('status').textContent = 'Ready: the parser runs in this page.';
    const compareMode = readHash();
    document.documentElement.dataset.playground = 'ready';
    update();
    if (compareMode) $('compare-section').scrollIntoView();
  }, (err) => {
    $('status').textContent = `The parser could not be loaded: ${err}`;
  });
})();
