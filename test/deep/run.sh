#!/bin/sh
# run.sh PROGRAM DEPTH: run a deep-recursion test with an 8 MiB stack limit
# and check that it passed its own check and went past its thread's stack
# (FORKC_STATS=1's "OS stack segments" line: at least one in use).
set -u
prog=$1
depth=$2
# Lower the soft limit only: where it is already below 8 MiB, keep it.
cur=$(ulimit -s)
if [ "$cur" = unlimited ] || [ "$cur" -gt 8192 ]; then
    ulimit -S -s 8192 || exit 1
fi
err=$(mktemp)
trap 'rm -f "$err"' EXIT
FORKC_STATS=1 "$prog" "$depth" 2>"$err"
rc=$?
if [ "$rc" -ne 0 ]; then
    cat "$err" >&2
    echo "run.sh: $prog $depth exited with $rc" >&2
    exit 1
fi
segs=$(sed -n 's/^OS stack segments: at most \([0-9][0-9]*\) in use on one worker.*/\1/p' "$err")
if [ -z "$segs" ] || [ "$segs" -lt 1 ]; then
    cat "$err" >&2
    echo "run.sh: $prog $depth used no OS stack segment (segments: '${segs}'): the depth is not tested" >&2
    exit 1
fi
echo "ok: depth $depth, at most $segs OS stack segments on one worker"
