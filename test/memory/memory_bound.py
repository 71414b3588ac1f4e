#!/usr/bin/env python3
"""Stack memory at P = 1 .. 64 workers against its bound (docs/runtime.md,
"The memory bound"; libfork Theorem 2).

Runs mem_bound (mem_bound.c) once per workload, scheduler and worker count,
each in its own process, and checks

    peak(P) <= P * (4 * peak(1) + (FORKC_SPARE_STACKS + 1) * c)

where peak is the pool's peak_stack_bytes (stacklets and heap copies of
native frames), peak(1) the same workload's at one worker and c a minimal
stacklet with its header.  Prints a table; --csv writes every run (peak
stack bytes and peak RSS) and --png plots both against P (matplotlib).

    memory_bound.py MEM_BOUND [--workers 1,2,4,...] [--rounds N] [--csv F] [--png F]
"""
import argparse
import csv
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
    return p * (4 * peak1 + (SPARES + 1) * STACKLET)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--workers", default="1,2,4,8,16,32,64")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--schedulers", default="busy,lazy")
    ap.add_argument("--csv")
    ap.add_argument("--png")
    a = ap.parse_args()
    workers = [int(x) for x in a.workers.split(",")]
    if workers[0] != 1:
        sys.exit("--workers must start at 1: the bound is in terms of peak(1)")
    rows, bad = [], []
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
                row = {"program": workload, "n": n, "scheduler": sched, "workers": p,
                       "result": f["result"], "depth": f["depth"],
                       "peak_stack_bytes": f["peak_stack_bytes"], "bound_bytes": b,
                       "stacklets": f["stacklets"], "steals": f["steals"], "peak_rss_kib": f["rss_kib"]}
                rows.append(row)
                print("%-5s %-5s %4d %10d %12d %12d %8d %9d" % (
                    workload, sched, p, f["result"], f["peak_stack_bytes"], b, f["steals"], f["rss_kib"]))
                if f["result"] != result1:
                    bad.append("%s %s P=%d: result %d, at one worker %d" %
                               (workload, sched, p, f["result"], result1))
                if f["peak_stack_bytes"] > b:
                    bad.append("%s %s P=%d: peak %d bytes > bound %d" %
                               (workload, sched, p, f["peak_stack_bytes"], b))
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    if a.png:
        plot(rows, a.png)
    if bad:
        sys.exit("\n".join(bad))
    print("every peak within its bound")


def plot(rows, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib: no plot")
        return
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2))
    for key, ax, title, scale in (("peak_stack_bytes", axes[0], "peak stack memory (KiB)", 1024),
                                  ("peak_rss_kib", axes[1], "peak RSS (MiB)", 1024)):
        for prog in sorted({r["program"] for r in rows}):
            for sched in sorted({r["scheduler"] for r in rows}):
                rs = [r for r in rows if r["program"] == prog and r["scheduler"] == sched]
                ax.plot([r["workers"] for r in rs], [r[key] / scale for r in rs], marker="o",
                        label="%s %s" % (prog, sched))
        if key == "peak_stack_bytes":
            rs = [r for r in rows if r["program"] == "tree" and r["scheduler"] == rows[0]["scheduler"]]
            ax.plot([r["workers"] for r in rs], [r["bound_bytes"] / scale for r in rs], "k--",
                    label="bound (tree)")
            ax.set_yscale("log")
        ax.set_xscale("log", base=2)
        ax.set_xlabel("workers P")
        ax.set_title(title)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)


if __name__ == "__main__":
    main()
