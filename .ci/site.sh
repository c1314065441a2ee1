#!/usr/bin/env bash
# The grammar site (site/README.md): installs node and npm from Debian when
# there is no node, configures a build with IRI_BUILD_SITE=ON (npm ci runs
# inside it, from site/package-lock.json), builds the target site and the
# iri tool, and runs the site's tests: every production has a current page
# and diagram, the checker catches staleness, and the README's pictures are
# what the generators make. Graphviz comes along so that cli_explain_format
# also renders the dot output. The playground (site/playground/) needs
# Debian's emscripten (it brings node-acorn), and its browser test
# (site_playground) chromium and python3-websocket.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

need=()
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
command -v dot >/dev/null || need+=(graphviz)
command -v emcc >/dev/null || need+=(emscripten)
[[ -e /usr/share/nodejs/acorn ]] || need+=(node-acorn)
command -v chromium >/dev/null || need+=(chromium)
/usr/bin/python3 -c 'import websocket' 2>/dev/null || need+=(python3-websocket)
if [[ ${#need[@]} -gt 0 ]]; then
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

start=$(date +%s)
cmake -S . -B build-site -G Ninja -DIRI_BUILD_SITE=ON
# The target site builds the playground too (emcc found): timed on its own
# first, so the log says what the wasm build costs.
playground_start=$(date +%s)
cmake --build build-site --target playground
echo "playground: built in $(($(date +%s) - playground_start)) s; iri_playground.js $(stat -c %s build-site/site/iri_playground.js) bytes, $(gzip -9c build-site/site/iri_playground.js | wc -c) gzipped"
cmake --build build-site --target site iri_tool
ctest --test-dir build-site --output-on-failure -R '^(site_|docs_images|cli_explain_format$)'
echo "site: built and checked in $(($(date +%s) - start)) s; $(find build-site/site -name '*.html' | wc -l) pages, $(du -sh build-site/site | cut -f1)"
