#!/usr/bin/env bash
# What an embedding user does with a build of iri: install it, then build a
# project against the installed files only, through the CMake package and
# through pkg-config.
#
#   package_test.sh BUILD_DIR VERSION CXX GENERATOR [COMPILER_LAUNCHER]
#   package_test.sh --installed=PREFIX VERSION CXX GENERATOR [COMPILER_LAUNCHER]
#
# 1. `cmake --install BUILD_DIR --prefix TMP`; the installed `iri --version`
#    prints VERSION. With --installed=PREFIX, nothing is installed: the
#    checks below run on what is in PREFIX already (.ci/packages.sh: the
#    Debian packages, installed in /usr).
# 2. tests/package/consumer (find_package(iri CONFIG REQUIRED), iri::iri) is
#    configured with CMAKE_PREFIX_PATH=PREFIX, built and run; the package
#    found must be PREFIX's. With a static libiri.a, its teaching.cpp
#    (iri::teaching) too.
#    When libiri.so is installed beside libiri.a (the default), the consumer
#    is built a second time with iri::shared; each binary must need
#    libiri.so exactly when it linked the shared library.
# 3. The same main.cpp is compiled with `pkg-config --cflags --libs` of
#    iri-static (libiri.a) and of iri (libiri.so; --static when only the
#    archive is installed) (PKG_CONFIG_PATH=PREFIX's pkgconfig directory),
#    run, and checked the same way; teaching.cpp with iri-teaching.
# 4. The same for a C program using <iri/iri.h> (tests/package/consumer_c),
#    built with $CC (default cc) and -std=c11 -Wall -Wextra -Werror:
#    through find_package, and through pkg-config (with --static for a
#    static libiri.a, without for a shared libiri.so).
set -u
build=${1:?usage: $0 BUILD_DIR|--installed=PREFIX VERSION CXX GENERATOR [LAUNCHER]}
version=${2:?}
cxx=${3:?}
generator=${4:?}
launcher=${5:-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cmake=${CMAKE:-cmake}   # the build's own cmake, from ctest

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ $build == --installed=* ]]; then
    prefix=${build#--installed=}
    build=""
else
    prefix=$tmp/prefix
fi
failures=0
fail() {
    echo "FAIL: $1" >&2
    failures=$((failures + 1))
}
# step NAME COMMAND...: runs COMMAND with its output in $tmp/log, shown on failure.
step() {
    local name=$1
    shift
    if ! "$@" >"$tmp/log" 2>&1; then
        fail "$name: $*"
        tail -40 "$tmp/log" >&2
        return 1
    fi
}

if [[ -n $build ]]; then
    step install "$cmake" --install "$build" --prefix "$prefix" || exit 1
fi
for file in bin/iri include/iri/iri.hpp include/iri/iri.h include/iri/version.hpp; do
    [[ -e $prefix/$file ]] || fail "not installed: $file"
done
config=$(find "$prefix"/lib* -path '*/cmake/iri/iriConfig.cmake')
pc=$(find "$prefix"/lib* -path '*/pkgconfig/iri.pc')
# The library directory: lib, lib64 or Debian's lib/x86_64-linux-gnu.
libdir=$(dirname "$(dirname "$pc")")
[[ -n $config ]] || fail "no iriConfig.cmake installed"
[[ -n $pc ]] || fail "no iri.pc installed"
if [[ -x $prefix/bin/iri ]]; then
    shown=$(env -u LD_LIBRARY_PATH "$prefix/bin/iri" --version 2>&1)
    [[ $shown == "iri $version" ]] || fail "installed iri --version printed '$shown', expected 'iri $version'"
fi
# The consumers find a shared libiri through LD_LIBRARY_PATH (the tool
# links the static core).
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

shared_installed=false
[[ -e $libdir/libiri.so ]] && shared_installed=true
static_installed=false
[[ -e $libdir/libiri.a ]] && static_installed=true

# links BINARY yes|no WHAT: whether BINARY needs libiri.so is as expected.
links() {
    local needs=no
    readelf -d "$1" | grep -q 'NEEDED.*libiri\.so' && needs=yes
    [[ $needs == "$2" ]] || fail "$3: needs libiri.so: $needs, expected $2"
}

# --- find_package(iri CONFIG) -------------------------------------------------
consumer() {  # consumer DIR TARGET
    local configure=("$cmake" -S "$here/consumer" -B "$1" -G "$generator"
                     -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix" -DIRI_TARGET="$2")
    [[ -n $launcher ]] && configure+=(-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher")
    step "configure the consumer ($2)" "${configure[@]}" &&
        step "build the consumer ($2)" "$cmake" --build "$1" || return 1
    local found out
    found=$(sed -n 's/^iri_DIR:PATH=//p' "$1/CMakeCache.txt")
    [[ $found == "$prefix"/* ]] || fail "find_package found iri in '$found', not under $prefix"
    out=$("$1/consumer" 2>&1) || fail "consumer ($2) exited with $?: $out"
    [[ $out == "iri $version" ]] || fail "consumer ($2) printed '$out'"
}
if consumer "$tmp/consumer" iri::iri; then
    $static_installed && links "$tmp/consumer/consumer" no "consumer (iri::iri, static)"
    # iri::teaching comes with a static libiri.a, on which it is built.
    if $static_installed; then
        out=$("$tmp/consumer/consumer_teaching" 2>&1) || fail "consumer (iri::teaching) exited with $?: $out"
        [[ $out == "iri $version" ]] || fail "consumer (iri::teaching) printed '$out'"
        links "$tmp/consumer/consumer_teaching" no "consumer (iri::teaching)"
    fi
fi
if $shared_installed && $static_installed; then
    consumer "$tmp/consumer-shared" iri::shared && links "$tmp/consumer-shared/consumer" yes "consumer (iri::shared)"
fi

# --- pkg-config ---------------------------------------------------------------
export PKG_CONFIG_PATH=$(dirname "$pc")
modversion=$(pkg-config --modversion iri 2>&1)
[[ $modversion == "$version" ]] || fail "pkg-config --modversion iri gave '$modversion'"
# pc_consumer NAME OUTPUT PKG-CONFIG-ARGS...: main.cpp (teaching.cpp for
# iri-teaching) built with those flags, run.
pc_consumer() {
    local name=$1 output=$2 flags out source=main.cpp
    shift 2
    [[ $name == iri-teaching ]] && source=teaching.cpp
    if ! flags=$(pkg-config --cflags --libs "$@" 2>"$tmp/log"); then
        fail "pkg-config --cflags --libs $*: $(cat "$tmp/log")"
        return 1
    fi
    # Word splitting of $flags is intended: they are compiler arguments.
    # shellcheck disable=SC2086
    step "build with pkg-config $*" $launcher "$cxx" -std=c++20 "$here/consumer/$source" -o "$output" $flags ||
        return 1
    out=$("$output" 2>&1) || fail "consumer ($name) exited with $?: $out"
    [[ $out == "iri $version" ]] || fail "consumer ($name) printed '$out'"
}
if $static_installed; then
    pc_consumer iri-teaching "$tmp/consumer-pc-teaching" iri-teaching &&
        links "$tmp/consumer-pc-teaching" no "pkg-config iri-teaching"
fi
if $static_installed && $shared_installed; then
    pc_consumer iri-static "$tmp/consumer-pc-static" iri-static && links "$tmp/consumer-pc-static" no "pkg-config iri-static"
    pc_consumer iri "$tmp/consumer-pc" iri && links "$tmp/consumer-pc" yes "pkg-config iri"
elif $static_installed; then
    pc_consumer iri-static "$tmp/consumer-pc-static" iri-static && links "$tmp/consumer-pc-static" no "pkg-config iri-static"
    pc_consumer "iri --static" "$tmp/consumer-pc" --static iri && links "$tmp/consumer-pc" no "pkg-config --static iri"
else
    pc_consumer iri "$tmp/consumer-pc" iri && links "$tmp/consumer-pc" yes "pkg-config iri"
fi

# --- C consumers ---------------------------------------------------------------
cc=${CC:-cc}
configure=("$cmake" -S "$here/consumer_c" -B "$tmp/consumer_c" -G "$generator"
           -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix")
if step "configure the C consumer" "${configure[@]}" &&
   step "build the C consumer" "$cmake" --build "$tmp/consumer_c"; then
    out=$("$tmp/consumer_c/consumer_c" 2>&1) || fail "C consumer (CMake) exited with $?: $out"
    [[ $out == "iri $version" ]] || fail "C consumer (CMake) printed '$out'"
fi
if $shared_installed; then
    static=()
else
    static=(--static)
fi
if flags=$(pkg-config --cflags --libs "${static[@]}" iri 2>"$tmp/log"); then
    # shellcheck disable=SC2086
    if step "build the C consumer with pkg-config ${static[*]}" "$cc" -std=c11 -Wall -Wextra -Werror \
            "$here/consumer_c/main.c" -o "$tmp/consumer_c-pc" $flags; then
        out=$("$tmp/consumer_c-pc" 2>&1) || fail "C consumer (pkg-config) exited with $?: $out"
        [[ $out == "iri $version" ]] || fail "C consumer (pkg-config) printed '$out'"
    fi
else
    fail "pkg-config --libs ${static[*]} iri: $(cat "$tmp/log")"
fi

echo "package test: $failures failed"
((failures == 0))
