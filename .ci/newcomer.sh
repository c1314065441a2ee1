#!/usr/bin/env bash
# CI's first stage: the README's second set-up command ("Build everything
# and pass all tests"), word for word, as a newcomer runs it on a fresh
# Debian 12 machine, where only what the README installs is there.
#
# CI runs on a machine that may already hold the packages of its later
# stages (.ci/install-deps --list-extras). Here they are hidden: in a mount
# namespace of its own, /usr is overlaid by a layer in which every file of
# those packages is deleted, so that a build which picked up one of them
# on its own (a peer library, clang, pybind11, node) would not be the
# build a newcomer gets. The build tree is the clone's build/, which the
# later stages reuse and extend. Needs root (unshare -m, mount).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

command=$(awk '/^Build everything and pass all tests/ { found = 1; next }
               found && /^    / { sub(/^    /, ""); print; exit }' README.md)
if [[ -z $command ]]; then
  echo "newcomer: README.md has no command after 'Build everything and pass all tests'" >&2
  exit 1
fi

# The README's own install step, outside the namespace: packages it
# installs must land on the real /usr (dpkg's records are outside /usr).
bash .ci/install-deps

layer=$(mktemp -d /tmp/iri-newcomer.XXXXXX)
trap 'rm -rf "$layer"' EXIT
mkdir -p "$layer/upper" "$layer/work"
hidden="$layer/hidden-files"
: >"$hidden"
while read -r package; do
  if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    dpkg-query -L "$package" | grep '^/usr/' >>"$hidden" || true
  fi
done < <(bash .ci/install-deps --list-extras)
echo "newcomer: hiding $(wc -l <"$hidden") files of the extra packages that are installed"
echo "newcomer: $command"

start=$SECONDS
status=0
IRI_NEWCOMER_LAYER=$layer IRI_NEWCOMER_COMMAND=$command unshare -m bash -c '
  set -euo pipefail
  mount -t overlay overlay -o "lowerdir=/usr,upperdir=$IRI_NEWCOMER_LAYER/upper,workdir=$IRI_NEWCOMER_LAYER/work" /usr
  # Files only (a directory may hold files of other packages too).
  while read -r path; do
    if [[ -f $path || -L $path ]]; then printf "%s\0" "$path"; fi
  done <"$IRI_NEWCOMER_LAYER/hidden-files" | xargs -0 -r rm -f
  exec env -u CI bash -c "$IRI_NEWCOMER_COMMAND"
' || status=$?
echo "newcomer: exit $status after $((SECONDS - start)) s (README command 2, optional packages hidden)"
exit "$status"
