#!/usr/bin/env bash
# The grammar site (site/README.md), in the default build tree: configured
# with IRI_BUILD_SITE=ON (npm ci runs inside it, from site/package-lock.json),
# the target site (with the playground, compiled to WebAssembly by Debian's
# emscripten) and the iri tool built, and the site's tests run: every
# production has a current page and diagram, the checker catches
# staleness, the README's pictures are what the generators make, and the
# playground in headless Chromium answers as `iri parse --json` does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash .ci/install-deps --extras

start=$SECONDS
cmake -S . -B build -G Ninja -DIRI_BUILD_SITE=ON
# The playground first, timed on its own: the log says what the wasm build costs.
cmake --build build --target playground
echo "playground: built in $((SECONDS - start)) s; iri_playground.js $(stat -c %s build/site/iri_playground.js) bytes, $(gzip -9c build/site/iri_playground.js | wc -c) gzipped"
cmake --build build --target site iri_tool
ctest --test-dir build --output-on-failure -j 2 -R '^(site_|docs_images)'
echo "site: built and checked in $((SECONDS - start)) s; $(find build/site -name '*.html' | wc -l) pages, $(du -sh build/site | cut -f1)"

# The URL parser compared with whatwg-url (npm, pinned) and Chromium's
# new URL() on generated and mutated inputs (docs/url-oracles.md): node,
# npm and chromium are here; CI=true makes a missing one a failure.
start=$SECONDS
cmake --build build --target iri_url_batch
oracle_work=$(mktemp -d)
timeout 300 python3 tests/oracles/url/campaign.py build/tests/oracles/iri_url_batch "$oracle_work"
rm -rf "$oracle_work"
echo "url oracles: compared in $((SECONDS - start)) s"
