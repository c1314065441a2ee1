#!/usr/bin/env bash
# The Debian packages (debian/), as .ci/run checks them:
#
#  1. `dpkg-buildpackage -us -uc -b` on a copy of the tree, with
#     DEB_BUILD_OPTIONS="nocheck noopt" and no debug information
#     (DEB_CXXFLAGS_APPEND=-g0): the tests ran in the stages before, on the
#     same sources and optimized; what is checked here is the packaging,
#     and it compiles in half the time;
#  2. lintian on the packages: no error;
#  3. `apt-get install ./….deb` of all four, then what their users do: the
#     tool and `man iri`, the bash completion, `import iri` in Python 3, and
#     C++ and C consumers through find_package(iri) and pkg-config
#     (tests/package/package_test.sh --installed=/usr);
#  4. the packages removed again, also when a step fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

bash .ci/install-deps --extras
version=$(sed -n 's/^project(iri VERSION \([0-9.]*\) .*/\1/p' CMakeLists.txt)
[[ -n $version ]] || { echo "packages: no project(iri VERSION ...) in CMakeLists.txt" >&2; exit 1; }

work=$(mktemp -d)
packages=(libiri0.1 libiri-dev iri python3-iri)
cleanup() {
  apt-get remove -y -qq --purge "${packages[@]}" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The files of the work tree that git does not ignore: dpkg-buildpackage writes
# its build tree into the source folder and the packages beside it.
echo "== packages: dpkg-buildpackage -us -uc -b (iri $version)"
mkdir "$work/iri"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$work/iri"
(cd "$work/iri" &&
   DEB_BUILD_OPTIONS="nocheck noopt noddebs parallel=$(nproc)" DEB_CXXFLAGS_APPEND=-g0 \
   timeout 1200 dpkg-buildpackage -us -uc -b -Pnocheck >"$work/build.log" 2>&1) ||
  { tail -60 "$work/build.log" >&2; echo "packages: dpkg-buildpackage failed" >&2; exit 1; }
debs=()
for p in "${packages[@]}"; do
  deb=$(compgen -G "$work/${p}_${version}_*.deb") ||
    { echo "packages: dpkg-buildpackage made no $p package" >&2; exit 1; }
  debs+=("$deb")
  echo "-- $(basename "$deb")"
  dpkg-deb --contents "$deb" | awk '{print "   " $6 ($7 ? " " $7 " " $8 : "")}'
done

echo "== packages: lintian"
# Errors fail the stage; warnings and notes are shown.
lintian --fail-on error --info "$work"/iri_*.changes

echo "== packages: apt-get install"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debs[@]}"

echo "== packages: the tool, its manual page and completion"
[[ $(command -v iri) == /usr/bin/iri ]] || { echo "packages: iri is not /usr/bin/iri" >&2; exit 1; }
shown=$(iri --version)
[[ $shown == "iri $version" ]] || { echo "packages: iri --version printed '$shown'" >&2; exit 1; }
[[ $(iri to-uri 'http://例え.jp/') == 'http://%E4%BE%8B%E3%81%88.jp/' ]] ||
  { echo "packages: iri to-uri gave a wrong answer" >&2; exit 1; }
man_text=$(MANWIDTH=80 man iri 2>&1)
grep -q 'iri - ' <<<"$man_text" || { echo "packages: man iri shows no NAME line: $man_text" >&2; exit 1; }
completion=$(bash --norc -c 'source /usr/share/bash-completion/completions/iri && complete -p iri')
echo "$completion"
[[ $completion == "complete "*" iri" ]] || { echo "packages: no completion for iri" >&2; exit 1; }

echo "== packages: python3 -c 'import iri'"
# From an empty folder with no PYTHONPATH: the installed module, not python/.
(cd "$work" && env -u PYTHONPATH /usr/bin/python3 -c '
import iri, sys
assert iri.__file__.startswith("/usr/lib/python3/dist-packages/"), iri.__file__
assert iri.is_valid("http://例え.jp/"), "a valid IRI rejected"
print("python3-iri:", iri.__file__)')

echo "== packages: consumers of libiri-dev"
CMAKE=cmake bash "$root/tests/package/package_test.sh" --installed=/usr "$version" c++ Ninja

echo "== packages: apt-get remove"
apt-get remove -y -qq --purge "${packages[@]}" >/dev/null
for p in "${packages[@]}"; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    echo "packages: $p is still installed" >&2
    exit 1
  fi
done
[[ ! -e /usr/bin/iri ]] || { echo "packages: /usr/bin/iri is still there" >&2; exit 1; }
echo "packages: built, linted, installed, used and removed: ${packages[*]}"
