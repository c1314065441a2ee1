#!/usr/bin/env bash
# The two pictures the README shows (docs/images/) are made by the real
# generators, never drawn or edited by hand: this fails when either differs
# from what the generators make now; with --write it makes them again.
#
#   docs_images.sh [--write] PATH/TO/iri SOURCE_DIR [SITE_DIR]
#
#   docs/images/explain-tree.svg      iri explain --format svg 'http://1.2.3.4.example/'
#   docs/images/railroad-dec-octet.svg   SITE_DIR/rfc3987/rfc3987/dec-octet.svg (the target site)
# Without SITE_DIR (a build without IRI_BUILD_SITE) only the tree is checked.
set -u
write=false
if [[ ${1:-} == --write ]]; then
    write=true
    shift
fi
iri=${1:?usage: docs_images.sh [--write] PATH/TO/iri SOURCE_DIR [SITE_DIR]}
source_dir=${2:?usage: docs_images.sh [--write] PATH/TO/iri SOURCE_DIR [SITE_DIR]}
site_dir=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

check() {   # MADE COMMITTED: compare, or with --write copy
    if $write; then
        cp "$1" "$2" && echo "wrote $2"
    elif ! cmp -s "$1" "$2"; then
        echo "FAIL: $2 is not what its generator makes now; run: bash tests/site/docs_images.sh --write ..." >&2
        failures=$((failures + 1))
    fi
}

# A valid IRI whose host shows PEG at work: IPv4address matched "1.2.3.4",
# then was undone for ireg-name (grammar/rfc3987/host_def.hpp).
"$iri" explain --format svg 'http://1.2.3.4.example/' >"$tmp/tree.svg"
check "$tmp/tree.svg" "$source_dir/docs/images/explain-tree.svg"
if [[ -n $site_dir ]]; then
    if [[ ! -f $site_dir/rfc3987/rfc3987/dec-octet.svg ]]; then
        echo "FAIL: $site_dir/rfc3987/rfc3987/dec-octet.svg missing: build the target site" >&2
        failures=$((failures + 1))
    else
        check "$site_dir/rfc3987/rfc3987/dec-octet.svg" "$source_dir/docs/images/railroad-dec-octet.svg"
    fi
fi
echo "$failures failed"
((failures == 0))
