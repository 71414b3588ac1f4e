#!/bin/sh
# run.sh SOURCE/NAME -- one program of the third-party Cilk corpus: the line
# NAME of SOURCE/corpus.txt, whose fields are
#   NAME | FILES (in SOURCE/) | the program's own flags | its arguments | EXPECT
# with EXPECT empty, or refused:TEXT for a program forkc cannot take yet.
#
# Builds the program as its users would, unchanged: the serial elision with
# gcc (forkc's Cilk headers, no plugin) and the forkc build with clang, the
# plugin and libforkc (the flags of pkg-config forkc-cilk), each with the
# program's own flags only.  Runs the serial build once and the forkc build
# at FORKC_WORKERS=1, 2 and 4; each must give the serial build's exit status
# and output (stdout and stderr, less the lines that report times).  A
# program listed as refused must instead fail to build with a diagnostic
# located at file:line:col that names the construct.
#
# Environment (set by CMake; defaults for a build in ./build):
#   FORKC_ROOT FORKC_PLUGIN FORKC_RUNTIME FORKC_CLANG FORKC_GCC FORKC_WORK
set -u
name=${1#*/}
source=${1%%/*}
here=$(cd "$(dirname "$0")" && pwd)/$source
root=${FORKC_ROOT:-$(cd "$here/../../.." && pwd)}
plugin=${FORKC_PLUGIN:-$root/build/plugin/libforkplugin.so}
runtime=${FORKC_RUNTIME:-$root/build/runtime/libforkc.a}
clang=${FORKC_CLANG:-clang-19}
gcc=${FORKC_GCC:-gcc}
work=${FORKC_WORK:-${TMPDIR:-/tmp}/forkc-third-party}/$source/$name

line=$(grep -v '^#' "$here/corpus.txt" | awk -F'|' -v n="$name" \
       '{ k = $1; gsub(/^ +| +$/, "", k) } k == n { print; exit }')
[ -n "$line" ] || { echo "run.sh: no program '$name' in $source/corpus.txt" >&2; exit 2; }
field() { printf '%s\n' "$line" | awk -F'|' -v i="$1" '{ gsub(/^ +| +$/, "", $i); print $i }'; }
files=$(field 2)
flags=$(field 3)
args=$(field 4)
expect=$(field 5)
# Lines that report times or rates differ from run to run.
# A bare number with a fraction on a line of its own is a time too (the
# Cilk-5 examples print their run time so).
drop=${FORKC_DROP:-'[Tt]ime|TIME|[Ss]econds|[0-9] *(s|ms|us|sec)\b|[Ee]lapsed|[Ss]peedup|[Cc]lock|GFLOPS|[Gg]flops|[Ww]orkers|^ *[0-9]+\.[0-9]+ *$'}

# Both builds are named after the program and run as ./NAME from a folder
# of their own: a program may print its argv[0] or write files.
rm -rf "$work" && mkdir -p "$work/serial" "$work/forkc" || exit 2
srcs=
for f in $files; do srcs="$srcs $here/$f"; done
inc="-I$root/include -I$root/include/forkc-cilk"
cilk="-D__cilk=200 -include $root/include/forkc-cilk/cilk/cilk.h"

# shellcheck disable=SC2086
if ! "$gcc" -O1 -w $inc $cilk $srcs $flags -o "$work/serial/$name" -lm 2>"$work/build-serial.log"; then
    echo "$name: its serial elision does not build with gcc:" >&2
    cat "$work/build-serial.log" >&2
    exit 2
fi
# shellcheck disable=SC2086
"$clang" -O1 -w -fplugin="$plugin" $inc $cilk $srcs $flags -o "$work/forkc/$name" \
    "$runtime" -lpthread -ldl -lm 2>"$work/build-forkc.log"
built=$?

case $expect in
refused:*)
    want=${expect#refused:}
    if [ $built -eq 0 ]; then
        echo "$name: listed as refused ($want), but it builds" >&2
        exit 1
    fi
    if grep -Eq "^[^ :]+:[0-9]+:[0-9]+: error: .*$want" "$work/build-forkc.log"; then
        exit 0
    fi
    echo "$name: refused without a located error naming '$want':" >&2
    cat "$work/build-forkc.log" >&2
    exit 1 ;;
esac
if [ $built -ne 0 ]; then
    echo "$name: does not build with forkc:" >&2
    cat "$work/build-forkc.log" >&2
    exit 1
fi

# run DIR TAG: exit status in $work/TAG.rc, filtered output in TAG.out/err
run() {
    # shellcheck disable=SC2086
    (cd "$work/$1" && timeout 120 "./$name" $args >"$work/$2.out.raw" 2>"$work/$2.err.raw")
    echo $? >"$work/$2.rc"
    grep -Ev "$drop" "$work/$2.out.raw" >"$work/$2.out"
    grep -Ev "$drop" "$work/$2.err.raw" >"$work/$2.err"
}
unset FORKC_WORKERS CILK_NWORKERS
run serial serial
status=0
for w in 1 2 4; do
    FORKC_WORKERS=$w run forkc w$w
    for part in rc out err; do
        if ! cmp -s "$work/serial.$part" "$work/w$w.$part"; then
            echo "$name: at FORKC_WORKERS=$w its $part differs from the serial elision's:" >&2
            diff "$work/serial.$part" "$work/w$w.$part" | head -20 >&2
            status=1
        fi
    done
done
[ $status -eq 0 ] && echo "$name: builds unchanged; right at 1, 2 and 4 workers (exit $(cat "$work/serial.rc"))"
exit $status
