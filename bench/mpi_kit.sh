#!/bin/bash
# Carry this machine's Open MPI to one without it (docs/benchmarks.md, "The MPI
# stencil at 16 cores"):
#
#   bench/mpi_kit.sh KIT [BUILD]   here: Open MPI's launcher, its components
#                                  (and PMIx's), every library they and BUILD's
#                                  examples/mpi programs need but glibc, and
#                                  KIT/env.sh
#   source KIT/env.sh              there: mpiexec and the programs find the
#                                  copy (OPAL_PREFIX relocates Open MPI)
#
# Made for Debian 12's openmpi-bin 4.1 (layout under /usr/lib/<triplet>/openmpi
# and /usr/lib/<triplet>/pmix2); the target needs x86-64 Linux, glibc >= 2.36.
set -eu
die() { echo "mpi_kit.sh: $*" >&2; exit 2; }
[ $# -ge 1 ] || die "usage: $0 KIT [BUILD]"
KIT=$1
BUILD=${2:-build}
ARCH=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
LIBROOT=/usr/lib/$ARCH
LAUNCHER=$(readlink -f "$(command -v mpiexec)") || die "no mpiexec (apt-get install openmpi-bin)"
[ -d "$LIBROOT/openmpi/lib" ] || die "no Open MPI under $LIBROOT/openmpi"
rm -rf "$KIT"
mkdir -p "$KIT/usr/bin" "$KIT/usr/lib/$ARCH" "$KIT/usr/share" "$KIT/deps"
cp "$LAUNCHER" "$KIT/usr/bin/"
ln -s "$(basename "$LAUNCHER")" "$KIT/usr/bin/mpiexec"
[ -x /usr/bin/orted ] && cp /usr/bin/orted "$KIT/usr/bin/"
cp -a "$LIBROOT/openmpi" "$KIT/usr/lib/$ARCH/"
[ -d "$LIBROOT/pmix2" ] && cp -a "$LIBROOT/pmix2" "$KIT/usr/lib/$ARCH/"
rm -rf "$KIT/usr/lib/$ARCH"/*/include
[ -d /usr/share/openmpi ] && cp -a /usr/share/openmpi "$KIT/usr/share/"
[ -d /etc/openmpi ] && cp -a /etc/openmpi "$KIT/etc-openmpi"
# every library the launcher, the components and the programs load, but glibc's
progs=$(find "$BUILD/examples/mpi" -maxdepth 1 -type f -perm -u+x 2>/dev/null || true)
find "$KIT/usr" -type f \( -name '*.so*' -o -path '*/bin/*' \) | cat - <(printf '%s\n' "$progs") |
    while read -r f; do ldd "$f" 2>/dev/null | awk '/=> \//{print $3}'; done | sort -u |
    grep -v -E '/(libc|libm|libpthread|libdl|librt|ld-linux[^/]*|libresolv)\.so' |
    while read -r lib; do cp -L "$lib" "$KIT/deps/"; done
cat > "$KIT/env.sh" <<'ENV'
# source me: Open MPI from this folder (OPAL_PREFIX relocates it)
K=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
A=$(ls "$K/usr/lib")
export OPAL_PREFIX=$K/usr OPAL_LIBDIR=$K/usr/lib/$A/openmpi/lib OPAL_SYSCONFDIR=$K/etc-openmpi
export OPAL_DATADIR=$K/usr/share OPAL_PKGDATADIR=$K/usr/share/openmpi
export PMIX_PREFIX=$K/usr/lib/$A/pmix2 PMIX_INSTALL_PREFIX=$K/usr/lib/$A/pmix2
export PATH=$K/usr/bin:$PATH LD_LIBRARY_PATH=$K/deps:$K/usr/lib/$A/openmpi/lib
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
ENV
du -sh "$KIT" >&2
echo "mpi_kit.sh: carry $KIT and $BUILD/examples/mpi; there: source $KIT/env.sh" >&2
