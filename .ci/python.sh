#!/usr/bin/env bash
# The Python package (python/), as .ci/run checks it: Debian's pybind11,
# setuptools, pytest and Dask; the package built in a CMake tree and its
# tests run (the Dask test starts two worker processes on 127.0.0.1 and
# stops them); then installed with pip from the repository, downloading
# nothing, and imported from where it was installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
build=${IRI_PYTHON_BUILD:-$root/build-python}

packages=(pybind11-dev python3-pybind11 python3-dev python3-setuptools python3-pip python3-pytest
          python3-dask python3-distributed python3-pandas)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

echo "== python: building the package in $build"
cmake -S . -B "$build" -G Ninja -DIRI_BUILD_PYTHON=ON -DIRI_BUILD_TESTS=OFF
cmake --build "$build" --target iri_python iri_tool
# From another directory: python/ itself holds the package's sources.
(cd "$build" && PYTHONPATH="$build/python" IRI_TOOL="$build/tools/iri" \
   timeout 900 /usr/bin/python3 -m pytest -q -p no:cacheprovider "$root/python/tests")

echo "== python: pip install --no-build-isolation --no-index"
target=$(mktemp -d)
trap 'rm -rf "$target"' EXIT
/usr/bin/python3 -m pip install -q --no-build-isolation --no-index --target "$target" ./python
rm -rf python/build python/*.egg-info
(cd / && PYTHONPATH="$target" /usr/bin/python3 -c 'import iri; assert iri.to_uri("http://a/é") == "http://a/%C3%A9"; print("installed iri", iri.__version__, "imports and runs")')
