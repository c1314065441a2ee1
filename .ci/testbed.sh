#!/usr/bin/env bash
# The test bed (tests/testbed/, docs/testbed.md): the mapping commands
# checked against real clients. Heavy (a browser), so outside ctest; CI
# installs the clients here and runs it with a hard time bound. Writes
# docs/testbed.md; fails only on rows where the library is wrong.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ "${IRI_TESTBED_INSTALL:-1}" == 1 ]] && command -v apt-get >/dev/null; then
  apt-get install -y --no-install-recommends chromium wget curl >/dev/null
fi
timeout 600 python3 tests/testbed/testbed.py build/tools/iri docs/testbed.md chromium wget curl
