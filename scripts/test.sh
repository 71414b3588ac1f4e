#!/bin/sh
# Sets everything up and runs every test: the README's test command.
#   1. installs the Debian packages (scripts/setup.sh, idempotent)
#   2. builds the runtime with gcc, warnings as errors
#   3. builds everything with clang-19 and runs all tests (unit, lit, e2e)
#   4. runs the concurrency and memory tests under ThreadSanitizer and
#      AddressSanitizer+UBSan
#   5. builds the plugin, the runtime and everything built with the plugin
#      (benchmarks, demo) with CMake's default generator, make, in parallel
#   6. cross-builds the runtime and the e2e programs for aarch64-linux-gnu
#      and runs them under qemu-user at 1, 2 and 4 workers, busy and lazy
#      (scripts/cross-aarch64.sh installs its own packages)
# FORKC_TEST_QUICK=1 skips steps 4 to 6.
set -eu
cd "$(dirname "$0")/.."
./scripts/setup.sh

step() { printf '\n=== %s ===\n' "$*"; }
# One ctest job per core: the suite was green at -j2 on 2 cores (the ratio
# CI runs it at); serial it took half of CI's 30 minutes.
jobs=$(nproc 2>/dev/null || echo 2)

step "gcc build of the runtime (-Werror)"
cmake --preset gcc -DFORKC_BUILD_TESTS=OFF >/dev/null
cmake --build build-gcc

step "clang-19 build and the full test suite"
cmake --preset default >/dev/null
cmake --build build
ctest --test-dir build -j "$jobs" --output-on-failure --timeout 900

if [ "${FORKC_TEST_QUICK:-0}" != 1 ]; then
    for san in tsan asan; do
        # the deep-recursion tests (test/deep) under ASan; TSan is too slow for them
        labels='unit|e2e|stress'
        [ "$san" = asan ] && labels='unit|e2e|stress|deep'
        step "$san: unit, stress and e2e tests"
        cmake --preset "$san" >/dev/null
        cmake --build "build-$san"
        ctest --test-dir "build-$san" -j "$jobs" --output-on-failure --timeout 1800 -L "$labels"
    done
    step "Unix Makefiles, -j$jobs: the generator a plain 'cmake -S . -B build' picks"
    cmake -S . -B build-make -G "Unix Makefiles" -DCMAKE_C_COMPILER=clang-19 \
          -DCMAKE_CXX_COMPILER=clang++-19 -DFORKC_BUILD_TESTS=OFF >/dev/null
    cmake --build build-make -j "$jobs"
    step "aarch64: the e2e programs under qemu-user"
    ./scripts/cross-aarch64.sh -b build -j "$jobs"
fi
step "all tests passed"
