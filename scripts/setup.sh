#!/bin/sh
# Installs the Debian packages forkc needs, skipping what is already there.
# Idempotent; uses sudo when not root.
set -eu
# libhwloc-plugins: what libhwloc15 brings by default (Recommends); the
# topology test checks that forkc's own topology leaves them unloaded.
PKGS="clang-19 libclang-19-dev llvm-19-dev llvm-19-tools libclang-rt-19-dev \
libhwloc-dev hwloc libgtest-dev libbenchmark-dev libtbb-dev libomp-19-dev \
cmake ninja-build gcc g++ make pkg-config valgrind gdb python3 \
libssl-dev python3-matplotlib clang-format-19 clang-tidy-19 lldb-19 \
openmpi-bin libopenmpi-dev libhwloc-plugins"
missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
if [ -z "$missing" ]; then
    echo "setup: all packages present"
    exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
echo "setup: installing$missing"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
