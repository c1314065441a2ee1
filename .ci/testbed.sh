#!/usr/bin/env bash
# The test bed (tests/testbed/, docs/testbed.md): the mapping commands
# checked against real clients. Heavy (a browser), so outside ctest; CI
# installs the clients here. Writes docs/testbed.md and fails on any
# difference or refusal tests/testbed/known_differences.json does not list,
# on any entry there that no longer occurs and, with CI=true, on a missing
# client or a page from which no request arrived. Then the self-test
# replays the run's observations with planted faults, to show the gate
# fails when the predictions are wrong. Each step has a hard time bound.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ "${IRI_TESTBED_INSTALL:-1}" == 1 ]] && command -v apt-get >/dev/null; then
  apt-get install -y --no-install-recommends chromium wget curl >/dev/null
fi
iri=${IRI_BINARY:-build/tools/iri}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
timeout 220 python3 tests/testbed/testbed.py run "$iri" docs/testbed.md --save "$work/observations.json" \
  chromium wget curl
timeout 60 python3 tests/testbed/selftest.py "$iri" "$work/observations.json"
