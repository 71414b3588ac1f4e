#!/bin/sh
# run_diff.sh EXPECTED_BIN ACTUAL_BIN [OTHER_EXPECTED_BIN]
# Runs the serial elision (EXPECTED_BIN, built by gcc) and the plugin build
# (ACTUAL_BIN, with whatever FORKC_WORKERS / FORKC_SCHEDULER the test sets)
# and fails unless their outputs are identical (docs/design.md §3: correctness is
# differential).  OTHER_EXPECTED_BIN (clang's serial elision) must agree too.
set -u
exp=$("$1") || { echo "serial reference $1 failed" >&2; exit 1; }
if [ $# -ge 3 ]; then
    other=$("$3") || { echo "serial reference $3 failed" >&2; exit 1; }
    if [ "$exp" != "$other" ]; then
        echo "gcc and clang serial elisions differ:" >&2
        printf '%s\n---\n%s\n' "$exp" "$other" >&2
        exit 1
    fi
fi
act=$("$2")
rc=$?
if [ $rc -ne 0 ]; then
    echo "$2 exited with $rc (FORKC_WORKERS=${FORKC_WORKERS:-} FORKC_SCHEDULER=${FORKC_SCHEDULER:-})" >&2
    exit 1
fi
if [ "$exp" != "$act" ]; then
    echo "output differs from the serial elision (FORKC_WORKERS=${FORKC_WORKERS:-} FORKC_SCHEDULER=${FORKC_SCHEDULER:-}):" >&2
    printf 'expected:\n%s\nactual:\n%s\n' "$exp" "$act" >&2
    exit 1
fi
exit 0
