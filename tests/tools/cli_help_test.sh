#!/usr/bin/env bash
# `iri --help`, `iri COMMAND --help` and `iri --version`.
#
#   cli_help_test.sh PATH/TO/iri
#
# Every option a command accepts is named in its --help "Options:" section:
# a static_assert in each cmd_*.cpp (usage_names_every_option) checks that
# against the table its parser uses. This script checks the other way:
# every option the help describes is accepted by the parser. With
# IRI_EXPECTED_VERSION set, --version must print exactly that version.

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

run --help
expect_status "iri --help" 0
expect_in "iri --help" "$tmp/out" "--version" "--help"
# The command names: the lines of the "Commands:" section.
commands=$(sed -n '/^Commands:/,/^$/{s/^  \([a-z-]*\) .*/\1/p}' "$tmp/out" | grep -v '^help$')
checks=$((checks + 1))
[[ $(wc -w <<<"$commands") -ge 10 ]] || fail "iri --help lists only: $commands"

for cmd in $commands; do
    run "$cmd" --help
    expect_status "$cmd --help" 0
    cp "$tmp/out" "$tmp/help"
    # The option names that begin the lines of the "Options:" section
    # ("  --entry NAME, --entry=NAME", "  -h, --help", "  --idna, --idna=uts46").
    options=$(sed -n '/^Options:/,/^[^ ]/{/^  -/p}' "$tmp/help" | grep -oE '(^|[ ,])--?[a-z][a-z0-9-]*' |
              tr -d ' ,' | sort -u)
    checks=$((checks + 1))
    [[ $options == *--help* ]] || fail "$cmd --help: no Options: section with --help"
    for option in $options; do
        [[ $option == --help || $option == -h ]] && continue
        # Whatever else happens (a value missing, no operand), the option
        # itself must not be unknown.
        "$IRI" "$cmd" "$option" </dev/null >"$tmp/out" 2>"$tmp/err"
        checks=$((checks + 1))
        ! grep -q "unknown option" "$tmp/err" || fail "$cmd: its --help describes $option, which it rejects"
    done
done

# An option given a value it does not take, and one that is not there.
run parse --json=yes http://a
expect_status "parse --json=yes" 2
expect_in "parse --json=yes" "$tmp/err" "iri parse: --json takes no value"
run to-iri --lenient
expect_status "to-iri --lenient" 2
expect_in "to-iri --lenient" "$tmp/err" 'iri to-iri: unknown option "--lenient"' "iri to-iri --help"
run resolve --base
expect_status "resolve --base" 2
expect_in "resolve --base" "$tmp/err" "iri resolve: --base needs a BASE"

run --version
expect_status "--version" 0
checks=$((checks + 1))
if [[ -n ${IRI_EXPECTED_VERSION:-} ]]; then
    [[ $(cat "$tmp/out") == "iri $IRI_EXPECTED_VERSION" ]] || fail "--version printed '$(cat "$tmp/out")', expected 'iri $IRI_EXPECTED_VERSION'"
else
    grep -qxE 'iri [0-9]+\.[0-9]+\.[0-9]+' "$tmp/out" || fail "--version printed '$(cat "$tmp/out")'"
fi
run --version extra
expect_status "--version extra" 2

# Output that cannot be written is an error, said as every command says it.
if [[ -w /dev/full ]]; then
    for args in "--version" "--help" "help" "help parse" "parse --help"; do
        # shellcheck disable=SC2086
        "$IRI" $args >/dev/full 2>"$tmp/err"
        status=$?
        expect_status "iri $args >/dev/full" 2
        expect_in "iri $args >/dev/full" "$tmp/err" ": cannot write output: "
    done
fi

finish
