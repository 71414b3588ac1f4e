#!/usr/bin/env python3
"""mpi_jacobi.py -- the distributed stencil (examples/mpi/jacobi.c) at R ranks
x W workers, halo exchange overlapped (forkc_wait_until) or not.

  bench/mpi_jacobi.py BUILD [--layouts 1x2,2x1] [--n 2048] [--steps 200] [--runs 5]

BUILD is a CMake build with examples/mpi (MPI found).  Each rank gets W
cores (mpiexec --map-by slot:PE=W) and FORKC_WORKERS=W.  Ts is the serial
elision (mpi_jacobi_serial) on one rank.  Runs are interleaved (every
configuration once, then again), medians reported; the time is rank 0's,
between two barriers around the steps.  Peak RSS is the largest rank's
(its getrusage, reduced by the program), MiB.  Prints a
markdown table; exit 1 if a run failed its check.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys


def run(cmd, env):
    p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    out = p.stdout.decode(errors="replace")
    m = re.search(r"time=([0-9.]+) rss_mib=([0-9.]+)", out)
    if p.returncode != 0 or not m or "check=ok" not in out:
        sys.stderr.write("failed: %s\n%s\n" % (" ".join(cmd), out))
        return None, None
    return float(m.group(1)), float(m.group(2))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build")
    ap.add_argument("--layouts", default="1x2,2x1", help="RxW, comma-separated")
    ap.add_argument("--n", type=int, default=2048)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    ex = os.path.join(a.build, "examples", "mpi")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    env.pop("FORKC_WORKERS", None)
    configs = [("serial", 1, 1, True)]
    for lay in a.layouts.split(","):
        r, w = (int(x) for x in lay.split("x"))
        configs += [("forkc", r, w, True), ("forkc", r, w, False)]
    times = {c: [] for c in configs}
    rss = {c: [] for c in configs}
    failed = 0
    for _ in range(a.runs):
        for c in configs:
            kind, r, w, overlap = c
            binary = os.path.join(ex, "mpi_jacobi_serial" if kind == "serial" else "mpi_jacobi")
            cmd = ["mpiexec", "--oversubscribe", "-n", str(r), "--map-by", "slot:PE=%d" % w,
                   "-x", "FORKC_WORKERS=%d" % w, binary, str(a.n), str(a.steps), "--check"]
            if not overlap:
                cmd.append("--no-overlap")
            t, m = run(cmd, env)
            if t is None:
                failed += 1
                continue
            times[c].append(t)
            rss[c].append(m)
    ts = statistics.median(times[configs[0]]) if times[configs[0]] else float("nan")
    print("stencil %dx%d, %d steps, %d runs interleaved, medians (Ts = serial elision, 1 rank: %.3f s)\n"
          % (a.n, a.n, a.steps, a.runs, ts))
    print("| ranks x workers | overlap | time s | Ts/TP | peak RSS MiB (largest rank) |")
    print("|---|---|---|---|---|")
    for c in configs[1:]:
        kind, r, w, overlap = c
        if not times[c]:
            print("| %dx%d | %s | failed | | |" % (r, w, "on" if overlap else "off"))
            continue
        t = statistics.median(times[c])
        print("| %dx%d | %s | %.3f | %.2f | %.1f |" % (r, w, "on" if overlap else "off", t, ts / t, statistics.median(rss[c])))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
