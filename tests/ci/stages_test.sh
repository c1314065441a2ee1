#!/usr/bin/env bash
# .ci/stages.sh stops at the first failing stage: a run of three stages whose
# second fails in the middle of its script exits 1, names that stage, prints
# the table, and never starts the third; the failing script stops at its
# failing step (its own `set -e` holds: stage runs it as a program, not as
# a function in the condition of `||`, where bash would ignore `set -e`).
set -euo pipefail
stages=${1:?usage: stages_test.sh PATH/TO/.ci/stages.sh}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/ok.sh" <<'SCRIPT'
set -euo pipefail
echo "first stage ran"
SCRIPT
cat >"$tmp/planted.sh" <<'SCRIPT'
set -euo pipefail
echo "building"
false
echo "the planted failure went unnoticed"
SCRIPT
cat >"$tmp/third.sh" <<SCRIPT
touch "$tmp/third-ran"
SCRIPT
cat >"$tmp/pipeline.sh" <<SCRIPT
set -euo pipefail
source "$stages"
stage first bash "$tmp/ok.sh"
stage planted bash "$tmp/planted.sh"
stage third bash "$tmp/third.sh"
stages_done
SCRIPT

status=0
bash "$tmp/pipeline.sh" >"$tmp/out" 2>&1 || status=$?
fail() { echo "stages_test: $1"; cat "$tmp/out"; exit 1; }
[[ $status -eq 1 ]] || fail "the run exited $status, not 1"
[[ ! -e $tmp/third-ran ]] || fail "the stage after the failing one ran"
grep -q "unnoticed" "$tmp/out" && fail "the planted stage went on after its failing step"
grep -q "^CI: stage 'planted' failed (exit 1)" "$tmp/out" || fail "the failing stage is not named"
grep -Eq '^first +ok ' "$tmp/out" || fail "the table lacks the stage that passed"
grep -Eq '^planted +FAILED \(exit 1\)' "$tmp/out" || fail "the table lacks the failed stage"
grep -Eq '^third ' "$tmp/out" && fail "the table lists a stage that did not run"

# And a run where every stage passes ends with the table and its count.
cat >"$tmp/good.sh" <<SCRIPT
set -euo pipefail
source "$stages"
stage first bash "$tmp/ok.sh"
stage second bash "$tmp/ok.sh"
stages_done
SCRIPT
bash "$tmp/good.sh" >"$tmp/out" 2>&1 || fail "a run of passing stages failed"
grep -q "^CI: all 2 stages passed" "$tmp/out" || fail "a passing run does not say so"
echo "stages_test: a failing stage stops the run, names itself and prints the table"
