#!/bin/sh
# long.sh [BUILD_DIR] -- the long reliability run (docs/reliability.md).
#
#   nice test/fuzz/long.sh build
#
# 1. 10^4 generated programs, differential (gcc, clang, plugin x 8 configs);
# 2. 10^5 mutants fed to the plugin;
# 3. generated programs under TSan, then ASan+UBSan, until each has counted
#    10^7 steals (big programs, 2..8 workers, busy and lazy);
# 4. 500 pool create/destroy iterations under valgrind.
# Sizes: FUZZ_PROGRAMS, FUZZ_MUTANTS, FUZZ_STEALS, FUZZ_JOBS (default 2).
# Failures are kept under $FUZZ_OUT (default BUILD_DIR/fuzz-long).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
out=${FUZZ_OUT:-$build/fuzz-long}
programs=${FUZZ_PROGRAMS:-10000}
mutants=${FUZZ_MUTANTS:-100000}
steals=${FUZZ_STEALS:-10000000}
jobs=${FUZZ_JOBS:-2}
plugin=$build/plugin/libforkplugin.so
runtime=$build/runtime/libforkc.a
mkdir -p "$out"
rc=0
echo "== diff: $programs programs"
python3 "$here/fuzz.py" diff --plugin "$plugin" --runtime "$runtime" --include "$root/include" \
    --start 100000 --count "$programs" --jobs "$jobs" --progress 100 \
    --workdir "$out/diff" --found "$out/found-diff" || rc=1
echo "== mutate: $mutants mutants"
python3 "$here/mutate.py" --plugin "$plugin" --include "$root/include" --seed 100000 \
    --count "$mutants" --progress 1000 --found "$out/found-mutate" || rc=1
for san in thread address; do
    echo "== $san: until $steals steals"
    python3 "$here/fuzz.py" san --sanitizer "$san" --plugin "$plugin" --include "$root/include" \
        --start 200000 --min-steals "$steals" --budget 2000000 --reps 8 --progress 10 \
        --workdir "$out/$san" --found "$out/found-$san" || rc=1
done
echo "== valgrind: pool loop"
if [ -x "$build/test/fuzz/fuzz_pool_loop" ] || ninja -C "$build" fuzz_pool_loop >/dev/null; then
    valgrind -q --leak-check=full --show-leak-kinds=definite,indirect \
        --errors-for-leak-kinds=definite,indirect --error-exitcode=1 \
        "$build/test/fuzz/fuzz_pool_loop" 500 || rc=1
fi
echo "long.sh: $([ $rc -eq 0 ] && echo PASS || echo FAIL) (failures under $out/found-*)"
exit $rc
