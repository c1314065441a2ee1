# The stage runner of .ci/run, sourced. `stage NAME COMMAND...` runs one
# stage; the first stage that fails stops the run: its name and exit status
# are printed with the table of the stages run so far and their times, and
# the run exits 1. `stages_done` prints the table after the last stage.
#
# A stage's COMMAND is a program (`bash .ci/x.sh`), never a shell function
# or an `a && b` list: bash ignores `set -e` inside anything run as the
# condition of `||`, so only a separate process keeps its own `set -e`.
# tests/ci/stages_test.sh checks that a failing stage stops the run.

stage_rows=()
stage_run_start=$SECONDS

stage_table() {
  local row name result seconds
  printf '\n%-14s %-18s %9s\n' stage result time
  for row in "${stage_rows[@]}"; do
    IFS='|' read -r name result seconds <<<"$row"
    printf '%-14s %-18s %5d:%02d\n' "$name" "$result" $((seconds / 60)) $((seconds % 60))
  done
  local total=$((SECONDS - stage_run_start))
  printf '%-14s %-18s %5d:%02d\n' total "" $((total / 60)) $((total % 60))
}

stage() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo
  echo "=== stage $name: $*"
  "$@" || status=$?
  if [[ $status -ne 0 ]]; then
    stage_rows+=("$name|FAILED (exit $status)|$((SECONDS - start))")
    stage_table
    echo "CI: stage '$name' failed (exit $status); the stages after it did not run"
    exit 1
  fi
  stage_rows+=("$name|ok|$((SECONDS - start))")
}

stages_done() {
  stage_table
  echo "CI: all ${#stage_rows[@]} stages passed"
}
