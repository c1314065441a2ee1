#!/usr/bin/env bash
# The Python package (python/), as .ci/run checks it: Debian's pybind11,
# setuptools, pytest and Dask; the package built in the default tree and its
# tests run (the Dask test starts two worker processes on 127.0.0.1 and
# stops them); then installed with pip from the repository, downloading
# nothing, and imported from where it was installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
# The default build tree, with the package added: the library's objects are
# the ones already built there.
build=${IRI_PYTHON_BUILD:-$root/build}

bash .ci/install-deps --extras

echo "== python: building the package in $build"
cmake -S . -B "$build" -G Ninja -DIRI_BUILD_PYTHON=ON
cmake --build "$build" --target iri_python iri_tool
# From another directory: python/ itself holds the package's sources.
# Under CI=true a skipped test fails (python/tests/conftest.py).
(cd "$build" && PYTHONPATH="$build/python" IRI_TOOL="$build/tools/iri" \
   timeout 900 /usr/bin/python3 -m pytest -q -rs -p no:cacheprovider "$root/python/tests")

echo "== python: pip install --no-build-isolation --no-index"
target=$(mktemp -d)
trap 'rm -rf "$target"' EXIT
# setup.py takes the module from the tree above (IRI_PYTHON_CMAKE_BUILD)
# rather than compiling the library a second time.
IRI_PYTHON_CMAKE_BUILD=$build /usr/bin/python3 -m pip install -q --no-build-isolation --no-index --target "$target" ./python
rm -rf python/build python/*.egg-info
(cd / && PYTHONPATH="$target" /usr/bin/python3 -c 'import iri; assert iri.to_uri("http://a/é") == "http://a/%C3%A9"; print("installed iri", iri.__version__, "imports and runs")')
