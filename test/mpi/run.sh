#!/bin/sh
# run.sh RANKS WORKERS SCHEDULER EXPECT BIN [ARGS...]
# Runs BIN under `mpiexec -n RANKS --oversubscribe` with FORKC_WORKERS and
# FORKC_SCHEDULER, in at most 120 s, and checks what rank 0 prints:
#   EXPECT=ok        "check=ok", "mpi_calls=N" with N > 0 and "off_main=0"
#                    (every MPI call on the main thread: MPI_Is_thread_main);
#   EXPECT=off_main  "check=ok" and off_main > 0 (the --no-move variant:
#                    the counter sees calls made on pool threads).
# MPIEXEC_FLAGS: more mpiexec options (e.g. --bind-to none).
set -u
ranks=$1 workers=$2 sched=$3 expect=$4
shift 4
# Open MPI refuses to run as root (CI containers) without both of these.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export FORKC_WORKERS="$workers" FORKC_SCHEDULER="$sched"
fail() { echo "FAIL (ranks $ranks, FORKC_WORKERS=$workers $sched): $*" >&2; exit 1; }
attempt() {
    # shellcheck disable=SC2086
    out=$(timeout 120 mpiexec --oversubscribe ${MPIEXEC_FLAGS:-} -n "$ranks" -x FORKC_WORKERS \
        -x FORKC_SCHEDULER "$@" 2>&1)
    rc=$?
    printf '%s\n' "$out"
    [ $rc -eq 124 ] && fail "mpiexec timed out after 120 s"
    [ $rc -eq 0 ] || fail "mpiexec exited $rc"
    echo "$out" | grep -q "check=ok" || fail "no check=ok"
    calls=$(echo "$out" | sed -n 's/.*mpi_calls=\([0-9]*\).*/\1/p')
    off=$(echo "$out" | sed -n 's/.*off_main=\([0-9]*\).*/\1/p')
    [ -n "$calls" ] && [ "$calls" -gt 0 ] || fail "no MPI calls counted"
}
case $expect in
ok)
    attempt "$@"
    [ "$off" = 0 ] || fail "$off MPI calls were made off the main thread" ;;
off_main)
    # queens --no-move sends its first placement from a worker other than
    # the main thread's (forkc_resume_on), so one run shows it on any schedule.
    attempt "$@"
    [ -n "$off" ] && [ "$off" -gt 0 ] || fail "the counter saw no call off the main thread" ;;
*) fail "unknown EXPECT '$expect'" ;;
esac
exit 0
