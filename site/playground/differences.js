// url-differences.html (written by site/url_differences.js): computes each
// example's comparison in the page with the library compiled to
// WebAssembly (iri_playground_compare, as `iri url --compare --json`) and
// draws it with IriCompareView. An input the browser build cannot compare
// (it needs ICU: IDNA) shows instead the tool's JSON captured when the site
// was built (the figure's script.native), and says why it is not live.
'use strict';

(function () {
  const status = document.getElementById('status');

  function show(lib, figure) {
    const input = figure.dataset.input;
    const base = figure.hasAttribute('data-base') ? figure.dataset.base : null;
    const live = figure.querySelector('.live');
    const result = IriCompareView.compute(lib, input, base);
    if (!result.needs) {
      figure.dataset.live = 'true';
      live.replaceChildren(IriCompareView.render(result));
      return;
    }
    figure.dataset.live = 'false';
    const native = JSON.parse(figure.querySelector('script.native').textContent);
    const why = el('p', { class: 'note not-live' },
                   `Not computed in this page: this input needs ${result.needs}, which the browser build lacks. ` +
                   `The table is the output of ${IriCompareView.command(input, base, true)} (the iri tool), ` +
                   'captured when this site was built.');
    live.replaceChildren(why, IriCompareView.render(native));
  }

  IriPlayground().then((lib) => {
    const figures = document.querySelectorAll('figure.example');
    for (const figure of figures) show(lib, figure);
    const captured = document.querySelectorAll('figure.example[data-live=false]').length;
    status.textContent = `${figures.length} examples, ${figures.length - captured} computed in this page` +
      (captured ? `, ${captured} captured from the iri tool (they need ICU)` : '') + '.';
    document.documentElement.dataset.differences = 'ready';
  }, (err) => {
    status.textContent = `The library could not be loaded: ${err}. The tool's output is under each example.`;
  });
})();
