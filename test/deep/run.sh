#!/bin/sh
# run.sh PROGRAM DEPTH: run a deep-recursion test with an 8 MiB stack limit
# and check that it passed its own check and went past its thread's stack
# (FORKC_STATS=1: at least one OS stack segment in use, or stacklets past
# 8 MiB).
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
# Past the thread's stack: on OS stack segments, or, where a thief took the
# chain's continuation early (the slow clones' frames live on stacklets),
# on more than 8 MiB of stacklets.  Which one is the schedule's choice.
segs=$(sed -n 's/^OS stack segments: at most \([0-9][0-9]*\) in use on one worker.*/\1/p' "$err")
peak=$(sed -n 's/^stack memory: peak \([0-9][0-9]*\)\.[0-9]* KiB.*/\1/p' "$err")
if [ -z "$segs" ] || [ -z "$peak" ]; then
    cat "$err" >&2
    echo "run.sh: $prog $depth printed no FORKC_STATS lines" >&2
    exit 1
fi
if [ "$segs" -lt 1 ] && [ "$peak" -le 8192 ]; then
    cat "$err" >&2
    echo "run.sh: $prog $depth used no OS stack segment and $peak KiB of stacklets: the depth is not tested" >&2
    exit 1
fi
echo "ok: depth $depth, at most $segs OS stack segments on one worker, $peak KiB of stacklets"
