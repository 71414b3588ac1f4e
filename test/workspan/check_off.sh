#!/bin/sh
# Without -fplugin-arg-forkplugin-workspan, code that uses <forkc/workspan.h>
# compiles to the same instructions as code that does not, and references
# nothing of the profiler; with it, the program is instrumented.
#   check_off.sh CLANG PLUGIN INCLUDE SRCDIR TMPDIR
set -eu
cc=$1 plugin=$2 inc=$3 src=$4 tmp=$5
objdump=$(command -v llvm-objdump-19 || command -v llvm-objdump || echo /usr/lib/llvm-19/bin/llvm-objdump)
build() { # out flags...
    out=$1; shift
    "$cc" -O2 -c -fplugin="$plugin" -I"$inc" "$@" "$src/off.c" -o "$tmp/$out.o"
    "$objdump" -d --no-show-raw-insn "$tmp/$out.o" | tail -n +3 > "$tmp/$out.dis"
}
build off_plain
build off_api -DWITH_API
build on_api -DWITH_API -fplugin-arg-forkplugin-workspan
if ! cmp -s "$tmp/off_plain.dis" "$tmp/off_api.dis"; then
    echo "without the flag, the work/span calls changed the object code:"
    diff "$tmp/off_plain.dis" "$tmp/off_api.dis" | head -20
    exit 1
fi
if nm "$tmp/off_api.o" | grep -q forkc_wsp; then
    echo "without the flag, the object references the profiler:"
    nm "$tmp/off_api.o" | grep forkc_wsp
    exit 1
fi
for sym in forkc_wsp_enable_ forkc_wsp_now forkc_wsp_dump; do
    if ! nm "$tmp/on_api.o" | grep -q " U $sym\$"; then
        echo "with the flag, the object does not call $sym"
        exit 1
    fi
done
echo ok
