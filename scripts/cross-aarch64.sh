#!/bin/sh
# Cross-builds forkc for aarch64-linux-gnu and runs the end-to-end programs
# under qemu-user, differentially (docs/design.md §3), on an x86-64 host.
#
#   scripts/cross-aarch64.sh [-b HOST_BUILD] [-o OUT] [-t 'NAME|GLOB ...']
#                            [-j JOBS] [-T SECONDS] [-c CPU] [-W] [-n]
#
#   -b DIR   the host build holding plugin/libforkplugin.so (default build;
#            env FORKC_HOST_BUILD).  Only read, never built: the plugin is a
#            source-to-source rewrite inside clang-19, so the host's plugin
#            lowers for any --target.
#   -o DIR   where everything goes (default build-aarch64; env
#            FORKC_AARCH64_DIR).  Relative paths are from the repository's
#            root.
#   -t LIST  only these programs: test/e2e names, test/cilk/programs names
#            as cilk_NAME, or shell globs, e.g. -t 'fib nqueens cilk_*'
#            (env FORKC_CROSS_TESTS).
#   -j N     programs built and run at once (default 1; env
#            FORKC_CROSS_JOBS).  A multi-worker run already wants several
#            cores.
#   -T S     limit for one run under qemu, seconds (default 300; env
#            FORKC_CROSS_TIMEOUT).
#   -c CPU   the CPU qemu emulates (env FORKC_CROSS_QEMU_CPU; default qemu's
#            "max", which has LSE atomics): cortex-a53, an ARMv8.0 core,
#            makes libgcc's outline atomics take their LL/SC paths.
#   -W       also the work/span build (-fplugin-arg-forkplugin-workspan,
#            which reads cntvct_el0), run at 2 workers as ctest's
#            e2e.NAME.wsp.w2 does (env FORKC_CROSS_WORKSPAN=1).
#   -n       no package installation (env FORKC_CROSS_NO_SETUP=1).
# FORKC_CROSS_WORKERS (default "1 2 4") and FORKC_CROSS_SCHEDULERS (default
# "busy lazy") choose the configurations.
#
# Steps:
#   1. setup: Debian's cross C and C++ libraries (CMake checks both
#      compilers), binutils and qemu-user-static (apt, skipped when
#      present), and arm64 hwloc: libhwloc-dev, libhwloc15 and libudev1 for
#      arm64 fetched with `apt-get download` and unpacked into OUT/sysroot.
#      They are not installed as arm64 packages (multiarch): those are
#      Multi-Arch: same, so apt would first upgrade the host's libudev1 (and
#      with it systemd), libssl3, libkrb5... to the arm64 versions.  Needs
#      arm64 among dpkg's architectures (added once) so that apt reads the
#      arm64 package lists.
#   2. runtime: libforkc.a through CMake with cmake/aarch64-linux-gnu.cmake
#      (RelWithDebInfo, the default preset's flags), in OUT/cmake.
#   3. e2e build: each test/e2e/NAME.c (with its NAME.part*.c) as
#      test/e2e/CMakeLists.txt builds it, and each Cilk program
#      test/cilk/programs/NAME.c as cilk_NAME (with include/forkc-cilk): the plugin build OUT/e2e/NAME
#      (clang-19 --target=aarch64-linux-gnu -fplugin, -O2 -g -DNDEBUG
#      -std=gnu11, linked with the aarch64 libforkc, hwloc, pthread, m) and
#      clang-19's serial elision OUT/e2e/serial_NAME (-O1 -std=gnu11, no
#      plugin, no runtime).  Compiler warnings: OUT/logs/NAME.warnings.
#   4. run: every program under qemu-aarch64 at FORKC_WORKERS x
#      FORKC_SCHEDULER, each run under `timeout`, its output compared with
#      the aarch64 serial elision's (also under qemu: floating-point
#      contraction differs between architectures, so the reference is
#      aarch64's own).  Failures: OUT/logs/NAME.log; seconds per run:
#      OUT/run/NAME.times.
# Prints `aarch64: N programs x C configurations: P passed, F failed (T s)`
# and exits non-zero when anything failed.
#
# What qemu cannot show: on an x86-64 host qemu-user's threads run with
# x86's stronger (TSO) ordering, so an acquire or release missing from the
# runtime's atomics fails only on Arm hardware, not here.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)

HOST_BUILD=${FORKC_HOST_BUILD:-build}
OUT=${FORKC_AARCH64_DIR:-build-aarch64}
TESTS=${FORKC_CROSS_TESTS:-}
JOBS=${FORKC_CROSS_JOBS:-1}
RUN_TIMEOUT=${FORKC_CROSS_TIMEOUT:-300}
NO_SETUP=${FORKC_CROSS_NO_SETUP:-0}
QEMU_CPU_NAME=${FORKC_CROSS_QEMU_CPU:-}
WORKSPAN=${FORKC_CROSS_WORKSPAN:-0}
WORKERS=${FORKC_CROSS_WORKERS:-1 2 4}
SCHEDULERS=${FORKC_CROSS_SCHEDULERS:-busy lazy}
TRIPLE=aarch64-linux-gnu
CROSS_LIBC=/usr/$TRIPLE

# Programs not run, each with its reason (NAME:reason, one a line).  Empty:
# every test/e2e program builds and runs on aarch64.
SKIP=""

# Internal entry points, for xargs -P (the environment carries the settings).
case "${1:-}" in
--build-one) shift; MODE=build_one ;;
--run-one) shift; MODE=run_one ;;
*) MODE=main ;;
esac

if [ "$MODE" = main ]; then
    while getopts b:o:t:j:T:c:Wnh opt; do
        case $opt in
        b) HOST_BUILD=$OPTARG ;;
        o) OUT=$OPTARG ;;
        t) TESTS=$OPTARG ;;
        j) JOBS=$OPTARG ;;
        T) RUN_TIMEOUT=$OPTARG ;;
        c) QEMU_CPU_NAME=$OPTARG ;;
        W) WORKSPAN=1 ;;
        n) NO_SETUP=1 ;;
        *) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2 ;;
        esac
    done
    shift $((OPTIND - 1))
    [ $# -eq 0 ] || { echo "cross-aarch64: unexpected argument: $1" >&2; exit 2; }
fi
case $HOST_BUILD in /*) ;; *) HOST_BUILD=$ROOT/$HOST_BUILD ;; esac
case $OUT in /*) ;; *) OUT=$ROOT/$OUT ;; esac
SYSROOT=$OUT/sysroot
LIBDIR=$SYSROOT/usr/lib/$TRIPLE
HOST_PLUGIN=$HOST_BUILD/plugin/libforkplugin.so
PLUGIN=$OUT/libforkplugin.so # a copy: the host build may be relinking it meanwhile
RUNTIME=$OUT/cmake/runtime/libforkc.a
E2E=$ROOT/test/e2e
CILK=$ROOT/test/cilk/programs
CC="clang-19 --target=$TRIPLE"

qemu_bin() {
    command -v qemu-aarch64-static 2>/dev/null || command -v qemu-aarch64 2>/dev/null || true
}

now() { date +%s; }

# The configurations: wW.SCHED, and wsp.w2 with -W.
configs() {
    for w in $WORKERS; do
        for s in $SCHEDULERS; do printf ' w%s.%s' "$w" "$s"; done
    done
    [ "$WORKSPAN" != 1 ] || printf ' wsp.w2'
}

# ---------------------------------------------------------------- per program
# build_one NAME: the serial elision OUT/e2e/serial_NAME, the plugin build
# OUT/e2e/NAME (and with -W the work/span build OUT/e2e/wsp_NAME); a failure
# is written to OUT/logs/NAME.build.
build_one() {
    name=$1
    # cilk_NAME: test/cilk/programs/NAME.c, OpenCilk's spelling, with
    # forkc's Cilk flags: include/forkc-cilk, __cilk, <cilk/cilk.h> first
    # (test/cilk/CMakeLists.txt).
    case $name in
    cilk_*)
        srcs=$CILK/${name#cilk_}.c
        cinc="-I$ROOT/include/forkc-cilk -D__cilk=200 -include $ROOT/include/forkc-cilk/cilk/cilk.h -Wno-unknown-pragmas"
        ;;
    *)
        srcs=$E2E/$name.c
        cinc=""
        for p in "$E2E/$name".part*.c; do
            [ -e "$p" ] && srcs="$srcs $p"
        done
        ;;
    esac
    ser=$OUT/e2e/serial_$name
    bins="$OUT/e2e/$name"
    [ "$WORKSPAN" != 1 ] || bins="$bins $OUT/e2e/wsp_$name"
    log=$OUT/logs/$name.build
    rm -f "$log" "$OUT/logs/$name.warnings"
    # Up to date: every binary newer than the sources, the e2e headers, the
    # API headers, the plugin and the runtime.
    stale=0
    for b in $ser $bins; do
        # shellcheck disable=SC2086
        if [ ! -e "$b" ] || [ -n "$(find $srcs "$E2E"/*.h "$ROOT/include" "$PLUGIN" "$RUNTIME" \
                -newer "$b" -type f 2>/dev/null |
                head -n 1)" ]; then
            stale=1
        fi
    done
    [ $stale = 1 ] || return 0
    # shellcheck disable=SC2086
    rm -f "$ser" $bins
    # shellcheck disable=SC2086
    if ! $CC -std=gnu11 -O1 -Wall -Wextra -I"$ROOT/include" -I"$E2E" $cinc $srcs \
            -o "$ser" -lm >"$log.tmp" 2>&1; then
        { echo "serial elision of $name failed to build:"; cat "$log.tmp"; } >>"$log"
    fi
    cat "$log.tmp" >>"$OUT/logs/$name.warnings"
    # The plugin build: test/e2e/CMakeLists.txt's e2e_NAME (e2e_wsp_NAME)
    # in the default preset (RelWithDebInfo), linked as the README shows.
    # The rpath finds the unpacked libhwloc, which the runtime loads for
    # pools of three or more workers, and its libudev under qemu, which
    # looks in its -L prefix first, then here; an old-style DT_RPATH, since
    # a DT_RUNPATH would not serve libhwloc's own libudev.so.1.
    for b in $bins; do
        extra=""
        case $b in */wsp_*) extra=-fplugin-arg-forkplugin-workspan ;; esac
        # shellcheck disable=SC2086
        if ! $CC -std=gnu11 -O2 -g -DNDEBUG -fplugin="$PLUGIN" $extra \
                -Wall -Wextra -I"$ROOT/include" -I"$E2E" $cinc $srcs -o "$b" "$RUNTIME" \
                -L"$LIBDIR" -Wl,-rpath-link,"$LIBDIR" -Wl,--disable-new-dtags,-rpath,"$LIBDIR" \
                -lpthread -lm >"$log.tmp" 2>&1; then
            { echo "plugin build $(basename "$b") of $name failed:"; cat "$log.tmp"; } >>"$log"
        fi
        cat "$log.tmp" >>"$OUT/logs/$name.warnings"
    done
    rm -f "$log.tmp"
    [ -s "$OUT/logs/$name.warnings" ] || rm -f "$OUT/logs/$name.warnings"
}

# run_one NAME: the serial elision, then the plugin build in every
# configuration; one line per configuration in OUT/results/NAME
# ("pass CONFIG" / "fail CONFIG"), details in OUT/logs/NAME.log.
run_one() {
    name=$1
    res=$OUT/results/$name
    log=$OUT/logs/$name.log
    qemu=$(qemu_bin)
    rm -f "$log" "$res" "$OUT/run/$name.times"
    fail_all() {
        for c in $(configs); do echo "fail $c" >>"$res.tmp"; done
        echo "$1" >>"$log"
        mv "$res.tmp" "$res"
    }
    : >"$res.tmp"
    if [ -s "$OUT/logs/$name.build" ]; then
        fail_all "$(cat "$OUT/logs/$name.build")"
        return 0
    fi
    exp=$OUT/run/$name.expected
    act=$OUT/run/$name.actual
    t0=$(now)
    rc=0
    timeout -k 10 "$RUN_TIMEOUT" "$qemu" -L "$CROSS_LIBC" "$OUT/e2e/serial_$name" >"$exp" 2>"$exp.err" || rc=$?
    t1=$(now)
    if [ $rc -ne 0 ]; then
        fail_all "serial elision of $name exited with $rc after $((t1 - t0)) s$( [ $rc -ne 124 ] || echo ' (timeout)'):
$(tail -n 20 "$exp.err")"
        return 0
    fi
    echo "serial $((t1 - t0))" >>"$OUT/run/$name.times"
    for c in $(configs); do
        case $c in
        wsp.w2) bin=$OUT/e2e/wsp_$name; w=2; s=${FORKC_SCHEDULER:-} ;;
        *) bin=$OUT/e2e/$name; w=${c%%.*}; w=${w#w}; s=${c#*.} ;;
        esac
        t0=$(now)
        rc=0
        FORKC_WORKERS=$w FORKC_SCHEDULER=$s FORKC_WORKSPAN_OUT=/dev/null \
            timeout -k 10 "$RUN_TIMEOUT" "$qemu" -L "$CROSS_LIBC" "$bin" >"$act" 2>"$act.err" || rc=$?
        t1=$(now)
        echo "$c $((t1 - t0))" >>"$OUT/run/$name.times"
        if [ $rc -ne 0 ]; then
            echo "fail $c" >>"$res.tmp"
            {
                echo "$name $c (FORKC_WORKERS=$w FORKC_SCHEDULER=$s): exited with $rc after $((t1 - t0)) s$( [ $rc -ne 124 ] || echo ' (timeout)')"
                tail -n 20 "$act.err"
            } >>"$log"
        elif ! cmp -s "$exp" "$act"; then
            echo "fail $c" >>"$res.tmp"
            {
                echo "$name $c (FORKC_WORKERS=$w FORKC_SCHEDULER=$s): output differs from the serial elision:"
                diff "$exp" "$act" | head -n 40
            } >>"$log"
        else
            echo "pass $c" >>"$res.tmp"
        fi
    done
    rm -f "$act" "$act.err"
    mv "$res.tmp" "$res"
}

case $MODE in
build_one) for n in "$@"; do build_one "$n"; done; exit 0 ;;
run_one) for n in "$@"; do run_one "$n"; done; exit 0 ;;
esac

# ---------------------------------------------------------------- main
step() { printf '\n=== cross-aarch64: %s ===\n' "$*"; }
phase_times=""
phase_done() { phase_times="$phase_times $1=$(($(now) - $2))s"; }
start=$(now)

# 1. setup
t=$(now)
step "setup"
if [ "$NO_SETUP" != 1 ]; then
    PKGS="libc6-dev-arm64-cross libgcc-12-dev-arm64-cross libstdc++-12-dev-arm64-cross binutils-aarch64-linux-gnu"
    [ -n "$(qemu_bin)" ] || PKGS="$PKGS qemu-user-static"
    missing=""
    for p in $PKGS; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing="$missing $p"
        fi
    done
    HWLOC_DEBS="libhwloc-dev:arm64 libhwloc15:arm64 libudev1:arm64"
    need_hwloc=0
    for f in "$LIBDIR/pkgconfig/hwloc.pc" "$LIBDIR/libhwloc.so" "$LIBDIR/libudev.so.1" "$SYSROOT/usr/include/hwloc.h"; do
        [ -e "$f" ] || need_hwloc=1
    done
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
    export DEBIAN_FRONTEND=noninteractive
    updated=0
    if [ $need_hwloc = 1 ] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
        echo "setup: adding arm64 to dpkg's architectures (for apt's arm64 package lists)"
        $SUDO dpkg --add-architecture arm64
        $SUDO apt-get update -qq || true
        updated=1
    fi
    if [ -n "$missing" ]; then
        echo "setup: installing$missing"
        [ $updated = 1 ] || $SUDO apt-get update -qq || true
        updated=1
        # shellcheck disable=SC2086
        $SUDO apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 $missing
    fi
    if [ $need_hwloc = 1 ]; then
        echo "setup: unpacking arm64$(echo " $HWLOC_DEBS" | sed 's/:arm64//g') into $SYSROOT"
        debs=$OUT/debs
        rm -rf "$debs"
        mkdir -p "$debs"
        # shellcheck disable=SC2086
        if ! (cd "$debs" && apt-get download -qq $HWLOC_DEBS 2>"$debs/apt.err") &&
           ! { [ $updated = 0 ] && $SUDO apt-get update -qq &&
               (cd "$debs" && apt-get download -qq $HWLOC_DEBS 2>"$debs/apt.err"); }; then
            cat "$debs/apt.err" >&2
            echo "cross-aarch64: apt cannot fetch the arm64 hwloc packages." >&2
            echo "  dpkg architectures: $(dpkg --print-architecture) $(dpkg --print-foreign-architectures | tr '\n' ' ')" >&2
            apt-cache policy libhwloc15:arm64 >&2 || true
            echo "  (a sources entry with 'Architectures:' / [arch=...] that leaves out arm64, or a mirror without binary-arm64, gives no candidate)" >&2
            exit 1
        fi
        rm -rf "$SYSROOT"
        mkdir -p "$SYSROOT"
        for d in "$debs"/*.deb; do dpkg-deb -x "$d" "$SYSROOT"; done
        for d in "$debs"/*.deb; do echo "setup:   ${d##*/}"; done
    fi
    echo "setup: packages present"
fi
QEMU=$(qemu_bin)
[ -n "$QEMU" ] || { echo "cross-aarch64: no qemu-aarch64 (run without -n)" >&2; exit 1; }
for f in "$CROSS_LIBC/lib/ld-linux-aarch64.so.1" "$LIBDIR/libhwloc.so" "$HOST_PLUGIN"; do
    [ -e "$f" ] || { echo "cross-aarch64: $f is missing" >&2; exit 1; }
done
command -v clang-19 >/dev/null || { echo "cross-aarch64: clang-19 is missing (scripts/setup.sh)" >&2; exit 1; }
# The plugin, copied once so that a host build relinking it meanwhile (a
# half-written file: "unable to load plugin ... file too short") cannot
# fail the compiles; a copy that clang cannot load is taken again.
mkdir -p "$OUT"
i=0
until cmp -s "$HOST_PLUGIN" "$PLUGIN" &&
      clang-19 -fplugin="$PLUGIN" -I"$ROOT/include" -c "$ROOT/test/e2e/fib.c" -o /dev/null \
          >"$OUT/plugin-probe.log" 2>&1; do
    i=$((i + 1))
    if [ $i -gt 10 ]; then
        cat "$OUT/plugin-probe.log" >&2
        echo "cross-aarch64: $HOST_PLUGIN does not load (build it: ninja -C $HOST_BUILD forkplugin)" >&2
        exit 1
    fi
    [ $i -eq 1 ] || sleep 10
    cp -p "$HOST_PLUGIN" "$PLUGIN.tmp" && mv "$PLUGIN.tmp" "$PLUGIN"
done
phase_done setup "$t"

# 2. runtime
t=$(now)
step "runtime (libforkc.a for $TRIPLE)"
export FORKC_AARCH64_SYSROOT="$SYSROOT"
config="-DCMAKE_TOOLCHAIN_FILE=$ROOT/cmake/aarch64-linux-gnu.cmake -DFORKC_AARCH64_SYSROOT=$SYSROOT \
-DCMAKE_BUILD_TYPE=RelWithDebInfo \
-DFORKC_BUILD_PLUGIN=OFF -DFORKC_BUILD_TESTS=OFF -DFORKC_BUILD_BENCH=OFF"
# A tree configured otherwise (the _INIT flags only seed a new cache) starts anew.
if [ ! -f "$OUT/cmake/CMakeCache.txt" ] || [ "$(cat "$OUT/cmake.args" 2>/dev/null)" != "$config" ]; then
    rm -rf "$OUT/cmake"
    # shellcheck disable=SC2086
    cmake -S "$ROOT" -B "$OUT/cmake" -G Ninja $config >"$OUT/cmake.log" 2>&1 ||
        { cat "$OUT/cmake.log" >&2; exit 1; }
    printf '%s\n' "$config" >"$OUT/cmake.args"
fi
cmake --build "$OUT/cmake" --target forkc -j "$JOBS"
phase_done runtime "$t"

# The programs.
names=""
for f in "$E2E"/*.c "$CILK"/*.c; do
    n=$(basename "$f" .c)
    case $n in *.part*) continue ;; esac
    case $f in "$CILK"/*) n=cilk_$n ;; esac
    if [ -n "$TESTS" ]; then
        keep=0
        for pat in $TESTS; do
            # shellcheck disable=SC2254
            case $n in $pat) keep=1 ;; esac
        done
        [ $keep = 1 ] || continue
    fi
    reason=$(printf '%s\n' "$SKIP" | sed -n "s/^$n://p")
    if [ -n "$reason" ]; then
        echo "cross-aarch64: skipping $n: $reason"
        continue
    fi
    names="$names $n"
done
[ -n "$names" ] || { echo "cross-aarch64: no test/e2e or test/cilk program matches '$TESTS'" >&2; exit 2; }
nprog=$(echo "$names" | wc -w)
nconf=$(configs | wc -w)
export FORKC_HOST_BUILD="$HOST_BUILD" FORKC_AARCH64_DIR="$OUT" FORKC_CROSS_TIMEOUT="$RUN_TIMEOUT" \
       FORKC_CROSS_WORKERS="$WORKERS" FORKC_CROSS_SCHEDULERS="$SCHEDULERS" FORKC_CROSS_WORKSPAN="$WORKSPAN"
if [ -n "$QEMU_CPU_NAME" ]; then
    export QEMU_CPU="$QEMU_CPU_NAME"
else
    unset QEMU_CPU
fi
mkdir -p "$OUT/e2e" "$OUT/logs" "$OUT/run" "$OUT/results"

# 3. e2e build
t=$(now)
step "e2e build: $nprog programs, plugin build and serial elision"
# shellcheck disable=SC2086
printf '%s\n' $names | xargs -n 1 -P "$JOBS" sh "$0" --build-one || true
nbad=0
for n in $names; do
    if [ -s "$OUT/logs/$n.build" ]; then
        cat "$OUT/logs/$n.build" >&2
        nbad=$((nbad + 1))
    fi
done
nwarn=$(for n in $names; do [ ! -s "$OUT/logs/$n.warnings" ] || echo "$n"; done | wc -l)
echo "built $((nprog - nbad)) of $nprog programs ($nwarn with compiler warnings: $OUT/logs/*.warnings)"
phase_done e2e-build "$t"

# 4. run
t=$(now)
step "run under $(basename "$QEMU") -cpu ${QEMU_CPU_NAME:-max}: $nprog programs x $nconf configurations ($(configs | sed 's/^ //'))"
for n in $names; do rm -f "$OUT/results/$n"; done
# shellcheck disable=SC2086
printf '%s\n' $names | xargs -n 1 -P "$JOBS" sh "$0" --run-one || true
pass=0
fail=0
for n in $names; do
    if [ ! -f "$OUT/results/$n" ]; then # the runner itself died
        for c in $(configs); do echo "fail $c"; done >"$OUT/results/$n"
        echo "no result: the runner of $n stopped early" >>"$OUT/logs/$n.log"
    fi
    p=$(grep -c '^pass' "$OUT/results/$n" || true)
    f=$(grep -c '^fail' "$OUT/results/$n" || true)
    pass=$((pass + p))
    fail=$((fail + f))
    if [ "$f" -gt 0 ]; then
        echo "FAIL $n: $(sed -n 's/^fail //p' "$OUT/results/$n" | tr '\n' ' ')"
        sed 's/^/    /' "$OUT/logs/$n.log"
    fi
done
phase_done run "$t"
echo "phases:$phase_times"
echo "aarch64: $nprog programs x $nconf configurations: $pass passed, $fail failed ($(($(now) - start)) s)"
[ "$fail" -eq 0 ]
