#!/usr/bin/env python3
"""Stack memory at P = 1 .. 64 workers against its bound (docs/runtime.md,
"The memory bound"; libfork Theorem 2).

Runs mem_bound (mem_bound.c) once per workload, scheduler and worker count,
each in its own process, and checks

    peak(P) <= P * (4 * peak(1) + (FORKC_SPARE_STACKS + 1) * c)

where peak is the pool's peak_stack_bytes (stacklets and heap copies of
native frames), peak(1) the same workload's at one worker and c a minimal
stacklet with its header.  Prints a table.  bench/studies/memory_scale.py
measures the bench/ programs against the same bound (bound() below).

    memory_bound.py MEM_BOUND [--workers 1,2,4,...] [--rounds N]
"""
import argparse
import re
import subprocess
import sys

STACKLET = 16 * 1024 + 64  # FORKC_STACKLET_MIN and the stacklet header (runtime/stacklet.h)
SPARES = 32                # FORKC_SPARE_STACKS
WORKLOADS = [("fib", "24"), ("tree", "2000")]


def run(binary, workload, n, p, rounds, sched):
    """One process: the fields of its output line."""
    proc = subprocess.run([binary, workload, n, str(p), str(rounds), sched],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        sys.exit("%s %s %s at P=%d (%s) failed (%d): %s" % (binary, workload, n, p, sched,
                                                            proc.returncode, proc.stderr))
    return {k: int(v) for k, v in re.findall(r"(\w+)=(-?\d+)", proc.stdout)}


def bound(p, peak1):
    """Bytes: docs/runtime.md's P (4 peak(1) + 33 c)."""
    return p * (4 * peak1 + (SPARES + 1) * STACKLET)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--workers", default="1,2,4,8,16,32,64")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--schedulers", default="busy,lazy")
    a = ap.parse_args()
    workers = [int(x) for x in a.workers.split(",")]
    if workers[0] != 1:
        sys.exit("--workers must start at 1: the bound is in terms of peak(1)")
    bad = []
    print("%-5s %-5s %4s %10s %12s %12s %8s %9s" % ("prog", "sched", "P", "result", "peak B",
                                                     "bound B", "steals", "RSS KiB"))
    for workload, n in WORKLOADS:
        for sched in a.schedulers.split(","):
            peak1, result1 = None, None
            for p in workers:
                f = run(a.binary, workload, n, p, a.rounds, sched)
                if peak1 is None:
                    peak1, result1 = f["peak_stack_bytes"], f["result"]
                b = bound(p, peak1)
                print("%-5s %-5s %4d %10d %12d %12d %8d %9d" % (
                    workload, sched, p, f["result"], f["peak_stack_bytes"], b, f["steals"], f["rss_kib"]))
                if f["result"] != result1:
                    bad.append("%s %s P=%d: result %d, at one worker %d" %
                               (workload, sched, p, f["result"], result1))
                if f["peak_stack_bytes"] > b:
                    bad.append("%s %s P=%d: peak %d bytes > bound %d" %
                               (workload, sched, p, f["peak_stack_bytes"], b))
    if bad:
        sys.exit("\n".join(bad))
    print("every peak within its bound")


if __name__ == "__main__":
    main()
