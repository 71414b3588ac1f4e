#!/usr/bin/env python3
"""Memory at 1 to 64 workers (issue 34; docs/benchmarks.md, "Memory at 1 to
64 workers"): the peak task frame memory (FORKC_STATS=1's "stack memory",
stacklets and heap copies) and the peak RSS (bench_launch, wait4) of the
bench/ programs fib and UTS T3 at P = 1, 2, 4, ..., 64, unpinned, against
the bound of docs/runtime.md, "The memory bound".

    memory_scale.py BENCH_DIR [--workers 1,2,...,64] [--runs 3] [--png F] [--csv F]

BENCH_DIR holds bench_launch, bench_fib_serial/forkc and bench_uts_serial/forkc
(a Release build's bench/).  Prints a Markdown table of medians.
"""
import argparse
import csv
import os
import re
import statistics
import subprocess
import sys

# The bound as the test memory.bound checks it.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test",
                                "memory"))
from memory_bound import bound  # noqa: E402
PROGRAMS = [("fib", "fib", "30"), ("UTS T3", "uts", "T3")]


def run(bench_dir, stem, variant, arg, p, sched):
    env = dict(os.environ, FORKC_WORKERS=str(p), FORKC_PIN="0", FORKC_STATS="1",
               FORKC_SCHEDULER=sched)
    cmd = [os.path.join(bench_dir, "bench_launch"),
           os.path.join(bench_dir, "bench_%s_%s" % (stem, variant)), arg]
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or "check=ok" not in r.stdout:
        sys.exit("%s failed (%d):\n%s%s" % (" ".join(cmd), r.returncode, r.stdout, r.stderr))
    rss = int(re.search(r"maxrss_kib=(\d+)", r.stdout).group(1))
    m = re.search(r"stack memory: peak ([0-9.]+) KiB", r.stderr)
    return rss, (float(m.group(1)) if m else 0.0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bench_dir")
    ap.add_argument("--workers", default="1,2,4,8,16,32,64")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--schedulers", default="lazy,busy")
    ap.add_argument("--png")
    ap.add_argument("--csv")
    a = ap.parse_args()
    workers = [int(x) for x in a.workers.split(",")]
    rows = []
    for name, stem, arg in PROGRAMS:
        serial = statistics.median(run(a.bench_dir, stem, "serial", arg, 1, "lazy")[0]
                                   for _ in range(a.runs))
        for sched in a.schedulers.split(","):
            peak1 = None
            for p in workers:
                res = [run(a.bench_dir, stem, "forkc", arg, p, sched) for _ in range(a.runs)]
                rss = statistics.median(r[0] for r in res)
                stack = max(r[1] for r in res)
                if peak1 is None:
                    peak1 = stack
                rows.append({"program": name, "scheduler": sched, "workers": p,
                             "stack_kib_max": stack, "bound_kib": round(bound(p, peak1 * 1024) / 1024, 1),
                             "rss_kib_median": rss, "rss_over_serial_kib": rss - serial})
    print("| program | scheduler | P | peak stack memory KiB (max of %d) | bound KiB | "
          "peak RSS KiB (median) | RSS - serial elision's KiB |" % a.runs)
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %d | %.1f | %.0f | %d | %+d |" % (
            r["program"], r["scheduler"], r["workers"], r["stack_kib_max"], r["bound_kib"],
            r["rss_kib_median"], r["rss_over_serial_kib"]))
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    if a.png:
        plot(rows, a.png)


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2))
    for prog in dict.fromkeys(r["program"] for r in rows):
        for sched in dict.fromkeys(r["scheduler"] for r in rows):
            rs = [r for r in rows if r["program"] == prog and r["scheduler"] == sched]
            xs = [r["workers"] for r in rs]
            axes[0].plot(xs, [max(r["stack_kib_max"], 0.1) for r in rs], marker="o",
                         label="%s, %s" % (prog, sched))
            axes[1].plot(xs, [r["rss_kib_median"] / 1024 for r in rs], marker="o",
                         label="%s, %s" % (prog, sched))
    rs = [r for r in rows if r["program"] == rows[-1]["program"]
          and r["scheduler"] == rows[0]["scheduler"]]
    axes[0].plot([r["workers"] for r in rs], [r["bound_kib"] for r in rs], "k--",
                 label="bound, %s" % rows[-1]["program"])
    axes[0].set_yscale("log")
    axes[0].set_title("peak task frame memory (KiB)")
    axes[1].set_title("peak RSS (MiB)")
    for ax in axes:
        ax.set_xscale("log", base=2)
        ax.set_xlabel("workers P (unpinned, 2 cores)")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)


if __name__ == "__main__":
    main()
