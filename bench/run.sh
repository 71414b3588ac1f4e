#!/bin/sh
# bench/run.sh [run.py options] -- build the benchmarks and run the suite.
#
#   bench/run.sh                      # default sizes, 5 runs, P = 1,2, budget 900 s (~10 min)
#   bench/run.sh --sizes paper        # libfork Table I sizes (hours; see docs/benchmarks.md)
#   bench/run.sh --budget 60 --benchmarks fib,T1    # a smoke run
#
# Installs missing Debian packages (scripts/setup.sh), configures a Release
# build with clang-19 in $FORKC_BENCH_BUILD (default build-bench), builds the
# `bench` target and runs bench/run.py, which writes docs/benchmarks/ and the
# results section of docs/benchmarks.md.  Run it on a quiet machine.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${FORKC_BENCH_BUILD:-$ROOT/build-bench}
if [ -z "${FORKC_BENCH_NO_SETUP:-}" ]; then
    "$ROOT/scripts/setup.sh"
fi
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
      -DCMAKE_BUILD_TYPE=Release -DFORKC_BUILD_BENCH=ON -DFORKC_BUILD_TESTS=OFF >/dev/null
ninja -C "$BUILD" bench
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
exec "$PY" "$ROOT/bench/run.py" --bin-dir "$BUILD/bench" "$@"
