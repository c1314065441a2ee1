#!/usr/bin/env bash
# Unpacks Debian 12's Boost 1.74 (headers, Boost.Locale and the libraries
# it links) into a private prefix, beside the installed Boost 1.81, so that
# the library can be built and tested against the oldest Boost it supports
# (issue 36). libboost1.74-dev cannot be installed with apt: it conflicts
# with libboost1.81-dev, which the default build uses.
#
#   bash .ci/boost-1.74.sh [PREFIX]      default PREFIX: /opt/boost-1.74
#
# Prints PREFIX on its last line. Then:
#
#   cmake -S . -B build-boost174 -G Ninja -DBoost_ROOT=PREFIX/usr -DBoost_NO_SYSTEM_PATHS=ON
#
# The runtime packages (libboost-locale1.74.0 and the libraries it loads)
# are also installed with apt: unlike the -dev ones they sit beside 1.81's
# (each release has its own soname, as Debian 12's libboost-filesystem1.74.0
# does beside 1.81), and installed they are found by the loader from
# anywhere: by the installed `iri` and the consumers of an installed libiri
# (test `package`), which carry no run path to PREFIX, and by Debian's
# libboost_locale, which carries none to its own libboost_thread.
#
# The .deb files are kept in PREFIX/debs (apt-get download: needs only the
# Debian mirror); a second run with the same package versions does nothing.
# Run as root.
set -euo pipefail

prefix=$(realpath -m "${1:-/opt/boost-1.74}")
debs=$prefix/debs
stamp=$prefix/.unpacked
[[ $(id -u) -eq 0 ]] || { echo "boost-1.74: run as root (apt-get install)" >&2; exit 1; }
# The prefix's usr/ is removed and unpacked afresh below: it must be a
# folder of this script's own (it made debs/ there before unpacking),
# never / or one with a usr/ of another's.
if [[ $prefix == / ]] || { [[ -e $prefix/usr ]] && [[ ! -d $debs ]]; }; then
  echo "boost-1.74: $prefix is not a prefix of this script's (it has a usr/ it did not unpack)" >&2
  exit 1
fi

# What the build links: Boost.Locale, and what Boost's CMake files for it
# require (boost_locale-config.cmake finds Thread; Thread's finds Chrono,
# System and Atomic). The -dev packages carry the headers, the
# libboost_*.so links and those CMake files; the runtime ones carry the
# libboost_*.so.1.74.0 the links point to.
packages=(
  libboost1.74-dev
  libboost-locale1.74-dev libboost-locale1.74.0
  libboost-thread1.74-dev libboost-thread1.74.0
  libboost-chrono1.74-dev libboost-chrono1.74.0
  libboost-system1.74-dev libboost-system1.74.0
  libboost-atomic1.74-dev libboost-atomic1.74.0
)

# The candidate versions, to name the .deb files and to tell whether the
# prefix already holds them. An empty answer means the package lists were
# never fetched on this machine.
versions() {
  apt-cache policy "${packages[@]}" | awk '/^[^ ]/ { name = $1; sub(/:$/, "", name) } /Candidate:/ { print name, $2 }'
}
wanted=$(versions)
if grep -q "(none)" <<<"$wanted" || [[ $(wc -l <<<"$wanted") -ne ${#packages[@]} ]]; then
  apt-get update -qq
  wanted=$(versions)
fi
if grep -q "(none)" <<<"$wanted"; then
  echo "boost-1.74: not in the package lists: $(grep "(none)" <<<"$wanted" | tr '\n' ' ')" >&2
  exit 1
fi

# The runtime packages, at the versions unpacked below, where not
# installed already.
runtime=()
while read -r name version; do
  [[ $name == *-dev ]] && continue
  [[ $(dpkg-query -W -f='${Status} ${Version}' "$name" 2>/dev/null) == "install ok installed $version" ]] ||
    runtime+=("$name=$version")
done <<<"$wanted"
if [[ ${#runtime[@]} -gt 0 ]]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${runtime[@]}" >/dev/null
fi

if [[ -f $stamp ]] && [[ $(cat "$stamp") == "$wanted" ]]; then
  echo "$prefix"
  exit 0
fi

mkdir -p "$debs"
# apt-get download writes into the current folder. Run as root it cannot
# drop to the _apt user for a folder that user may not write to, and says
# so ("Download is performed unsandboxed"): harmless, so the folder is made
# writable to it rather than the message hidden.
chmod 755 "$prefix"
chmod 1777 "$debs"
to_fetch=()
while read -r name version; do
  # Debian's file names write an epoch's ':' as %3a; these have none.
  ls "$debs/${name}_${version}"_*.deb >/dev/null 2>&1 || to_fetch+=("$name=$version")
done <<<"$wanted"
if [[ ${#to_fetch[@]} -gt 0 ]]; then
  (cd "$debs" && apt-get download -q "${to_fetch[@]}")
fi

# Unpack afresh, so that nothing of another version stays behind.
rm -f "$stamp"
rm -rf "${prefix:?}/usr"
while read -r name version; do
  dpkg -x "$debs/${name}_${version}"_*.deb "$prefix"
done <<<"$wanted"
test -f "$prefix/usr/include/boost/version.hpp"
grep -q '#define BOOST_VERSION 107400' "$prefix/usr/include/boost/version.hpp"
echo "$wanted" >"$stamp"
echo "$prefix"
