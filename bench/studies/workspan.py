#!/usr/bin/env python3
"""workspan.py -- what the work/span profiler costs, and what it says about
every benchmark (docs/workspan.md; docs/benchmarks.md has the figures).

For each benchmark: the serial elision, the uninstrumented forkc binary at 1
and 2 workers and the instrumented one (bench_X_workspan) at 1 worker,
`--runs` times each, interleaved; medians of the times and of the work, span
and burdened span the instrumented runs report for the timed region.  Prints
a markdown table:

  Ts, T1/Ts, Ts/T2, instrumented T1 / T1 (the overhead), work, span,
  parallelism, burdened parallelism; then the same four with every strand
  timed (FORKC_WORKSPAN_CUTOFF_NS=0, no subtree timed whole).

Usage (from the project root, after building the `bench` targets):
  python3 bench/studies/workspan.py --bin-dir build/bench [--runs 5]
          [--benchmarks fib,integrate,...] [--sizes NAME=ARG,...]
"""
import argparse
import csv
import io
import os
import re
import statistics
import subprocess
import sys

# name -> (binary stem, argument): the kit's default sizes where they take
# about a second serially on a 2-core machine.
BENCHES = [("fib", "fib", "34"), ("integrate", "integrate", "1000"),
           ("nqueens", "nqueens", "12"), ("matmul", "matmul", "1024"), ("uts T1", "uts", "T1"),
           ("uts T3", "uts", "T3"), ("heat", "heat", "4096"), ("mapreduce", "mapreduce",
                                                               "100000000"),
           ("spmv", "spmv", "2000000"), ("knapsack", "knapsack", "60")]


def run(binary, arg, workers, cutoff=None):
    """The time the binary reports, and the first work/span row it dumps
    (work, span, burdened span), if any."""
    env = dict(os.environ, FORKC_WORKERS=str(workers))
    env.pop("FORKC_WORKSPAN_CUTOFF_NS", None)
    if cutoff is not None:
        env["FORKC_WORKSPAN_CUTOFF_NS"] = str(cutoff)
    env.pop("FORKC_WORKSPAN_OUT", None)
    out = subprocess.run([binary, arg], env=env, check=True, capture_output=True, text=True,
                         timeout=600).stdout
    m = re.search(r"\btime=([0-9.]+)", out)
    if not m:
        sys.exit("%s %s printed no time=: %r" % (binary, arg, out))
    rows = [r for r in csv.reader(io.StringIO(out)) if len(r) == 6 and r[0] not in ("tag", "")]
    wsp = [float(rows[0][1]), float(rows[0][2]), float(rows[0][4])] if rows else None
    return float(m.group(1)), wsp


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--benchmarks", help="comma-separated names (default: all)")
    ap.add_argument("--sizes", default="", help="NAME=ARG,... to override sizes")
    a = ap.parse_args()
    sizes = dict(kv.split("=", 1) for kv in a.sizes.split(",") if kv)
    pick = a.benchmarks.split(",") if a.benchmarks else None
    print("| benchmark | Ts s | T1/Ts | Ts/T2 | instrumented T1 / T1 | work s | span s | "
          "parallelism | burdened parallelism | every strand timed: T1 / T1 | work s | "
          "parallelism | burdened parallelism |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, stem, arg in BENCHES:
        if pick and name not in pick and stem not in pick:
            continue
        arg = sizes.get(name, sizes.get(stem, arg))
        b = lambda v: os.path.join(a.bin_dir, "bench_%s_%s" % (stem, v))
        if not os.path.exists(b("workspan")):
            print("| %s %s | (no bench_%s_workspan) |" % (name, arg, stem))
            continue
        ts, t1, t2, tw, wsp, te, wspe = [], [], [], [], [], [], []
        for _ in range(a.runs):
            ts.append(run(b("serial"), arg, 1)[0])
            t1.append(run(b("forkc"), arg, 1)[0])
            t2.append(run(b("forkc"), arg, 2)[0])
            t, w = run(b("workspan"), arg, 1)
            if w is None:
                sys.exit("%s %s dumped no work/span row" % (b("workspan"), arg))
            tw.append(t)
            wsp.append(w)
            t, w = run(b("workspan"), arg, 1, cutoff=0)
            te.append(t)
            wspe.append(w)
        ts, t1, t2, tw, te = map(statistics.median, (ts, t1, t2, tw, te))
        work, span, bspan = (statistics.median(w[i] for w in wsp) for i in range(3))
        worke, spane, bspane = (statistics.median(w[i] for w in wspe) for i in range(3))
        print("| %s %s | %.4f | %.2f | %.2f | %.2f | %.4g | %.4g | %.1f | %.1f | %.2f | %.4g | "
              "%.1f | %.1f |" % (name, arg, ts, t1 / ts, ts / t2, tw / t1, work, span, work / span,
                                work / bspan, te / t1, worke, worke / spane, worke / bspane))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
