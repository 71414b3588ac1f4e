#!/bin/bash
# The many-core report (issue 34; docs/benchmarks.md, "Scaling"), in two steps:
#
#   PEERS_KIT=DIR bench/scaling.sh build KIT
#                                  here: the peers kit (DIR/build.sh, the kit
#                                  builder of Lace, libfork and Fibril), forkc's
#                                  Cilk-5 ports in KIT/extra and this harness,
#                                  into KIT (~3 min on 2 cores)
#   KIT/scaling.sh run OUT [scaling.py run options]
#                                  there: fib, integrate, nqueens, matmul, UTS
#                                  T1/T3 and the Cilk-5 ports at P = 1, 2, 4, 8,
#                                  16 against Lace, libfork and Fibril, in 450 s
#                                  (--budget), into OUT/scaling.md, .csv, .png
#   KIT/scaling.sh report OUT      the report again from OUT (e.g. here, with
#                                  matplotlib, for the plot)
#
# KIT is self-contained (x86-64 Linux, glibc >= 2.36, python3): copy or carry
# it anywhere and run it there unchanged.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
die() { echo "scaling.sh: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: $0 build KIT | run OUT [options] | report OUT"
cmd=$1
shift
case "$cmd" in
build)
    KIT=$(mkdir -p "$1" && cd "$1" && pwd)
    ROOT=$(cd "$HERE/.." && pwd)
    [ -n "${PEERS_KIT:-}" ] || die "set PEERS_KIT to the folder of the peers kit's build.sh"
    PEERS=$PEERS_KIT
    [ -x "$PEERS/build.sh" ] || die "no peers kit builder at $PEERS/build.sh"
    export WORK=${WORK:-/tmp/forkc-scaling-build}
    (cd "$ROOT" && "$PEERS/build.sh" "$KIT")
    FB=$WORK/forkc-build/bench
    mkdir -p "$KIT/extra"
    for p in heat knapsack cilksort lu; do
        for v in serial forkc; do
            [ -x "$FB/bench_${p}_$v" ] || die "the kit's forkc build has no bench_${p}_$v ($FB)"
            cp "$FB/bench_${p}_$v" "$KIT/extra/"
            chmod u+w "$KIT/extra/bench_${p}_$v"
            patchelf --set-rpath '$ORIGIN/../lib' "$KIT/extra/bench_${p}_$v"
            strip "$KIT/extra/bench_${p}_$v"
            if env -u LD_LIBRARY_PATH ldd "$KIT/extra/bench_${p}_$v" | grep -q "not found"; then
                die "bench_${p}_$v needs a library the kit does not have"
            fi
        done
    done
    cp "$HERE/scaling.py" "$HERE/scaling.sh" "$KIT/"
    chmod +x "$KIT/scaling.sh" "$KIT/scaling.py"
    du -sh "$KIT" >&2
    echo "scaling.sh: kit ready: $KIT/scaling.sh run OUT" >&2
    ;;
run | report)
    unset LD_LIBRARY_PATH LD_PRELOAD
    # the first python3 that can draw the plot (a distribution's matplotlib
    # may sit beside /usr/bin/python3 and not beside PATH's, or the reverse)
    PY=
    for p in python3 /usr/bin/python3; do
        if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import matplotlib' 2>/dev/null; then
            PY=$p
            break
        fi
    done
    [ -n "$PY" ] || PY=python3
    exec "$PY" "$HERE/scaling.py" "$cmd" "$@"
    ;;
*) die "unknown step '$cmd': build, run or report" ;;
esac
