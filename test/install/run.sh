#!/bin/sh
# Installs forkc from a build tree into a temporary prefix and builds the
# example project three ways: find_package, the toolchain file, and
# pkg-config with a Makefile (and with the pkg-config one-liner and the
# Makefile that docs/using-forkc.md shows, and the compile line of
# docs/debugging.md, each as written).  Each app checks its own result.
#   run.sh <build dir> <source dir>
set -eu
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

cmake --install "$build" --prefix "$prefix" >/dev/null
for f in include/forkc.h include/forkc/abi.h include/forkc/reducers.h include/forkc/workspan.h \
         bin/forkc-scale lib/libforkc.a lib/libforkplugin.so \
         lib/libforkc-tsan.a lib/libforkc-asan.a lib/pkgconfig/forkc-tsan.pc lib/pkgconfig/forkc-asan.pc \
         lib/cmake/forkc/forkcConfig.cmake lib/cmake/forkc/forkcConfigVersion.cmake \
         lib/cmake/forkc/forkc-toolchain.cmake lib/pkgconfig/forkc.pc \
         include/forkc-cilk/cilk/cilk.h include/forkc-cilk/cilk/cilk_stub.h \
         include/forkc-cilk/cilk/cilk_api.h lib/pkgconfig/forkc-cilk.pc; do
    test -e "$prefix/$f" || { echo "missing after install: $f"; exit 1; }
done

check() { # name, binary
    out=$(FORKC_WORKERS=2 "$2" 10)
    [ "$out" = "queens(10) = 724" ] || { echo "$1: unexpected output: $out"; exit 1; }
    echo "$1: $out"
}

echo "--- find_package(forkc)"
cmake -S "$src/examples/project" -B "$work/fp" -G Ninja -DCMAKE_C_COMPILER=clang-19 \
      -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/fp" >/dev/null
check find_package "$work/fp/queens"

echo "--- toolchain file"
cmake -S "$src/examples/project" -B "$work/tc" -G Ninja \
      -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/forkc/forkc-toolchain.cmake" >/dev/null
cmake --build "$work/tc" >/dev/null
check toolchain "$work/tc/queens"

echo "--- toolchain file with -DFORKC_WORKSPAN=ON: the whole program's work/span row at exit"
cmake -S "$src/examples/project" -B "$work/wsp" -G Ninja -DFORKC_WORKSPAN=ON \
      -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/forkc/forkc-toolchain.cmake" >/dev/null
cmake --build "$work/wsp" >/dev/null
FORKC_WORKERS=2 FORKC_WORKSPAN_OUT="$work/wsp.csv" "$work/wsp/queens" 10 >/dev/null
head -1 "$work/wsp.csv" | grep -qx 'tag,work (seconds),span (seconds),parallelism,burdened_span (seconds),burdened_parallelism' \
    || { echo "FORKC_WORKSPAN=ON: no work/span CSV"; cat "$work/wsp.csv"; exit 1; }
tail -1 "$work/wsp.csv" | grep -q '^,' || { echo "FORKC_WORKSPAN=ON: no whole-program row"; exit 1; }
"$prefix/bin/forkc-scale" --help >/dev/null
echo "workspan: $(tail -1 "$work/wsp.csv")"

echo "--- pkg-config + Makefile"
cp "$src/examples/project/app.c" "$src/examples/project/Makefile" "$work/"
PKG_CONFIG_PATH="$prefix/lib/pkgconfig" make -s -C "$work" queens
check pkg-config "$work/queens"

echo "--- the pkg-config one-liner of docs/using-forkc.md"
oneliner=$(grep -m1 '^clang-19 .*pkg-config' "$src/docs/using-forkc.md") \
    || { echo "no 'clang-19 ... pkg-config ...' line in docs/using-forkc.md"; exit 1; }
echo "$oneliner"
mkdir "$work/oneliner"
cp "$src/examples/project/app.c" "$work/oneliner/"
(cd "$work/oneliner" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" sh -c "$oneliner")
check pkg-config-one-liner "$work/oneliner/a.out"

# Cilk programs (docs/using-forkc.md, "Cilk programs"): the OpenCilk fib of
# test/cilk/programs through the docs' pkg-config line, their CMake lines and
# the toolchain file with -DFORKC_CILK=ON, without its #include <cilk/cilk.h>
# (OpenCilk 3 needs none for the keywords; each of the three includes it).
cilk_check() { # name, binary
    out=$(CILK_NWORKERS=2 "$2" 25)
    [ "$out" = "$(printf 'Result: fib(25) = 75025\nok')" ] || { echo "$1: unexpected output: $out"; exit 1; }
    echo "$1: $(echo "$out" | head -1)"
}
echo "--- Cilk: the pkg-config line of docs/using-forkc.md"
cilkline=$(grep -m1 '^clang-19 .*pkg-config --cflags forkc-cilk' "$src/docs/using-forkc.md") \
    || { echo "no 'clang-19 ... forkc-cilk' line in docs/using-forkc.md"; exit 1; }
mkdir "$work/cilk"
nohdr() { # fib.c without its Cilk header, which it must have had
    grep -q "^#include <cilk/cilk.h>" "$src/test/cilk/programs/fib.c" || { echo "fib.c has no cilk.h"; exit 1; }
    sed "/#include <cilk\/cilk.h>/d" "$src/test/cilk/programs/fib.c" >"$1/fib.c"
}
nohdr "$work/cilk"
(cd "$work/cilk" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" sh -c "$cilkline")
cilk_check cilk-pkg-config "$work/cilk/a.out"
echo "--- Cilk: forkc::cilk (the docs' CMake lines)"
{ echo "cmake_minimum_required(VERSION 3.20)"; echo "project(cilk_app C)";
  echo "find_package(forkc 0.1 REQUIRED)";
  sed -n '/^add_executable(app fib.c)$/,/^target_link_libraries(app PRIVATE forkc::forkc forkc::cilk)$/p' \
      "$src/docs/using-forkc.md"; } >"$work/cilk/CMakeLists.txt"
grep -q 'forkc::cilk' "$work/cilk/CMakeLists.txt" || { echo "no forkc::cilk lines in docs/using-forkc.md"; exit 1; }
cmake -S "$work/cilk" -B "$work/cilk/b" -G Ninja -DCMAKE_C_COMPILER=clang-19 \
      -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/cilk/b" >/dev/null
cilk_check cilk-cmake "$work/cilk/b/app"
echo "--- Cilk: the toolchain file with -DFORKC_CILK=ON"
mkdir "$work/cilktc"
nohdr "$work/cilktc"
printf 'cmake_minimum_required(VERSION 3.20)\nproject(cilk_tc C)\nadd_executable(app fib.c)\n' \
    >"$work/cilktc/CMakeLists.txt"
cmake -S "$work/cilktc" -B "$work/cilktc/b" -G Ninja -DFORKC_CILK=ON \
      -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/forkc/forkc-toolchain.cmake" >/dev/null
cmake --build "$work/cilktc/b" >/dev/null
cilk_check cilk-toolchain "$work/cilktc/b/app"
nm "$work/cilktc/b/app" | grep -q __forkc_entry_fib || { echo "cilk-toolchain: fib is no task"; exit 1; }

echo "--- the Makefile of docs/using-forkc.md, as written"
mkdir "$work/mk"
cp "$src/examples/project/app.c" "$work/mk/"
awk '/^```make$/{f=1; next} /^```$/{f=0} f' "$src/docs/using-forkc.md" > "$work/mk/Makefile"
grep -q '^app:' "$work/mk/Makefile" || { echo "docs/using-forkc.md: no make block with an app target"; exit 1; }
PKG_CONFIG_PATH="$prefix/lib/pkgconfig" make -s -C "$work/mk"
check makefile-snippet "$work/mk/app"

echo "--- the compile line of docs/debugging.md, as written"
line=$(grep -m1 '^clang-19 -g -O0 ' "$src/docs/debugging.md") \
    || { echo "no 'clang-19 -g -O0 ...' line in docs/debugging.md"; exit 1; }
mkdir "$work/dbg"
cp "$src/examples/project/app.c" "$work/dbg/"
(cd "$work/dbg" && sh -c "$(echo "$line" | sed "s|<prefix>|$prefix|g")")
check debugging-line "$work/dbg/app"

echo "--- the remarks line of docs/using-forkc.md, as written"
line=$(grep -m1 '^clang-19 .*-fplugin-arg-forkplugin-remarks' "$src/docs/using-forkc.md") \
    || { echo "no 'clang-19 ... remarks' line in docs/using-forkc.md"; exit 1; }
mkdir "$work/remarks"
cp "$src/examples/project/app.c" "$work/remarks/work.c"
(cd "$work/remarks" && sh -c "$(echo "$line" | sed "s|<prefix>|$prefix|g")" 2>"$work/remarks/log")
grep -q "remark: fork_task '.*': fast clone with" "$work/remarks/log" \
    || { echo "remarks line: no remark"; cat "$work/remarks/log"; exit 1; }
[ -s "$work/remarks/work.o" ] || { echo "remarks line: no object file"; exit 1; }

echo "--- forkc::runtime alone with gcc (the pool API needs no plugin)"
mkdir "$work/rt"
cp "$src/test/install/runtime_only.c" "$work/rt/"
cat > "$work/rt/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(rt C)
find_package(forkc 0.1 REQUIRED)
add_executable(rt runtime_only.c)
target_link_libraries(rt PRIVATE forkc::runtime)
CM
cmake -S "$work/rt" -B "$work/rt/b" -G Ninja -DCMAKE_C_COMPILER=gcc -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/rt/b" >/dev/null
"$work/rt/b/rt"

echo "--- ThreadSanitizer: the toolchain file picks libforkc-tsan.a"
mkdir "$work/tsan"
cp "$src/test/install/tsan_race.c" "$src/test/install/tsan_clean.c" \
   "$src/test/install/tsan_siblings.c" "$work/tsan/"
cat > "$work/tsan/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(tsan C)
add_executable(race tsan_race.c)
add_executable(race_free tsan_clean.c)
add_executable(siblings tsan_siblings.c)
CM
cmake -S "$work/tsan" -B "$work/tsan/b" -G Ninja -DCMAKE_C_FLAGS="-fsanitize=thread -g -O1" \
      -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread \
      -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/forkc/forkc-toolchain.cmake" >/dev/null
cmake --build "$work/tsan/b" >/dev/null
FORKC_WORKERS=2 TSAN_OPTIONS=exitcode=0 "$work/tsan/b/race" >"$work/race.log" 2>&1
grep -q "WARNING: ThreadSanitizer: data race" "$work/race.log" || { cat "$work/race.log"; echo "tsan: the race was not reported"; exit 1; }
grep -q "tsan_race.c:13" "$work/race.log" || { cat "$work/race.log"; echo "tsan: the report does not name the racy line"; exit 1; }
echo "tsan: racy program reported at tsan_race.c:13"
# Two long siblings, one root, no retry: the race shows only if the second
# one was stolen while the first ran (docs/runtime.md, "Prompt steals").
# (Exit status 77: no membarrier here, so thieves never expose: skipped.)
reported=0
for run in 1 2 3 4 5 6 7 8 9 10; do
    rc=0
    FORKC_WORKERS=2 TSAN_OPTIONS=exitcode=0 "$work/tsan/b/siblings" >"$work/sib.log" 2>&1 || rc=$?
    if [ "$rc" = 77 ]; then reported=skip; break; fi
    if grep -q "tsan_siblings.c:29" "$work/sib.log"; then reported=$((reported + 1)); fi
done
if [ "$reported" = skip ]; then
    echo "tsan: sibling race skipped (no membarrier: thieves do not expose)"
else
    echo "tsan: sibling race reported in $reported of 10 runs"
    [ "$reported" -ge 9 ] || { cat "$work/sib.log"; echo "tsan: siblings did not overlap"; exit 1; }
fi
FORKC_WORKERS=2 TSAN_OPTIONS=exitcode=0 "$work/tsan/b/race_free" >"$work/clean.log" 2>&1
if grep -q "ThreadSanitizer" "$work/clean.log"; then cat "$work/clean.log"; echo "tsan: false report on a race-free program"; exit 1; fi
cat "$work/clean.log"

echo "--- ThreadSanitizer: pkg-config forkc-tsan"
(cd "$work/tsan" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" sh -c \
    'clang-19 -g -O1 tsan_clean.c $(pkg-config --cflags --libs forkc-tsan) -o clean-pc')
FORKC_WORKERS=2 TSAN_OPTIONS=exitcode=0 "$work/tsan/clean-pc" >"$work/clean-pc.log" 2>&1
if grep -q "ThreadSanitizer" "$work/clean-pc.log"; then cat "$work/clean-pc.log"; exit 1; fi
echo "tsan via pkg-config: clean"

echo "--- gcc is refused with a clear message"
if cmake -S "$src/examples/project" -B "$work/gcc" -G Ninja -DCMAKE_C_COMPILER=gcc \
         -DCMAKE_PREFIX_PATH="$prefix" >"$work/gcc.log" 2>&1; then
    echo "configuring with gcc should fail"; exit 1
fi
grep -q "Configure with -DCMAKE_C_COMPILER=clang-19" "$work/gcc.log" || { cat "$work/gcc.log"; exit 1; }
echo "gcc: refused as expected"

# With MPI (docs/using-forkc.md, "Building with mpicc"): the mpicc line and
# the CMake lines of the docs, as written, build examples/mpi/queens.c
# against the installed forkc; 2 ranks x 2 workers must count right.
if command -v mpicc >/dev/null 2>&1 && command -v mpiexec >/dev/null 2>&1; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    mpi_check() { # name, binary
        out=$(FORKC_WORKERS=2 timeout 120 mpiexec --oversubscribe -n 2 -x FORKC_WORKERS "$2" 9 2>&1)
        echo "$out" | grep -q "check=ok" || { echo "$1: $out"; exit 1; }
        echo "$out" | grep -q "off_main=0" || { echo "$1: $out"; exit 1; }
        echo "$1: $(echo "$out" | grep check=)"
    }
    echo "--- mpicc with pkg-config (the docs' line)"
    mkdir -p "$work/mpi"
    cp "$src/examples/mpi/queens.c" "$src/examples/mpi/mpi_check.h" "$work/mpi/"
    mpiline=$(grep -m1 '^OMPI_CC=clang-19 mpicc .*pkg-config' "$src/docs/using-forkc.md") \
        || { echo "no 'OMPI_CC=clang-19 mpicc ... pkg-config' line in docs/using-forkc.md"; exit 1; }
    (cd "$work/mpi" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" sh -c "$(echo "$mpiline" | sed 's/app\.c/queens.c/')")
    mpi_check mpicc-pkg-config "$work/mpi/a.out"
    echo "--- CMake: find_package(forkc) and find_package(MPI) (the docs' lines)"
    sed -n '/^find_package(MPI REQUIRED COMPONENTS C)/,/^target_link_libraries(app PRIVATE MPI::MPI_C)/p' \
        "$src/docs/using-forkc.md" >"$work/mpi/lines.cmake"
    [ -s "$work/mpi/lines.cmake" ] || { echo "no MPI CMake lines in docs/using-forkc.md"; exit 1; }
    { echo "cmake_minimum_required(VERSION 3.20)"; echo "project(mpi_app C)";
      echo "find_package(forkc REQUIRED)"; sed 's/app\.c/queens.c/' "$work/mpi/lines.cmake"; } \
        >"$work/mpi/CMakeLists.txt"
    cmake -S "$work/mpi" -B "$work/mpi/b" -G Ninja -DCMAKE_C_COMPILER=clang-19 \
          -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
    cmake --build "$work/mpi/b" >/dev/null
    mpi_check cmake-mpi "$work/mpi/b/app"
else
    echo "--- MPI: no mpicc/mpiexec here: skipped"
fi
