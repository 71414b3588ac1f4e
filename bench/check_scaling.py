#!/usr/bin/env python3
"""Test of bench/scaling.py (test bench.scaling): its run step on a kit made
of this build's binaries (the peers' harness replaced by a stub, so only
forkc's Cilk-5 ports run, at P = 1, 2), and its report on a synthetic kit
summary whose targets are known: each must come out met or not as built.

    check_scaling.py SCALING_PY BENCH_DIR WORK
"""
import csv
import os
import shutil
import subprocess
import sys

FIELDS = ["benchmark", "size", "variant", "P", "runs", "failed", "time_median_s", "Ts_s",
          "T1_over_Ts", "speedup_Ts_over_TP", "rss_median_mib"]


def fail(msg):
    sys.exit("check_scaling: " + msg)


def fake_kit(bench_dir, kit):
    shutil.rmtree(kit, ignore_errors=True)
    os.makedirs(os.path.join(kit, "bin"))
    os.makedirs(os.path.join(kit, "extra"))
    os.symlink(os.path.join(bench_dir, "bench_launch"), os.path.join(kit, "bin", "launch"))
    for p in ("heat", "knapsack", "cilksort", "lu"):
        for v in ("serial", "forkc"):
            os.symlink(os.path.join(bench_dir, "bench_%s_%s" % (p, v)),
                       os.path.join(kit, "extra", "bench_%s_%s" % (p, v)))
    stub = os.path.join(kit, "run.sh")
    with open(stub, "w") as fh:
        fh.write("#!/bin/sh\nexit 0\n")
    os.chmod(stub, 0o755)


def synthetic(out):
    """fib scales to 12 at 16 (Lace 9): met; integrate 8: not; nqueens slower
    at 8 than at 4: a slowdown."""
    rows = []

    def add(b, v, sp, t1=1.5):
        ts = 1.0
        for p, s in sp.items():
            rows.append({"benchmark": b, "size": "x", "variant": v, "P": p, "runs": 1, "failed": 0,
                         "time_median_s": ts / s, "Ts_s": ts, "T1_over_Ts": t1,
                         "speedup_Ts_over_TP": s, "rss_median_mib": 2.0})
    for b in ("fib", "integrate", "nqueens"):
        add(b, "serial", {1: 1.0}, 1.0)
    add("fib", "forkc-lazy", {1: 0.6, 2: 1.2, 4: 2.4, 8: 6.0, 16: 12.0})
    add("fib", "lace", {1: 0.5, 2: 1.0, 4: 2.0, 8: 4.5, 16: 9.0})
    add("integrate", "forkc-lazy", {1: 0.9, 2: 1.8, 4: 3.5, 8: 6.0, 16: 8.0})
    add("nqueens", "forkc-lazy", {1: 0.9, 2: 1.8, 4: 3.5, 8: 3.0, 16: 14.5})
    os.makedirs(os.path.join(out, "kit"), exist_ok=True)
    with open(os.path.join(out, "kit", "summary.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)


def main():
    scaling, bench_dir, work = (os.path.abspath(x) for x in sys.argv[1:4])
    kit, out = os.path.join(work, "kit"), os.path.join(work, "out")
    fake_kit(bench_dir, kit)
    shutil.rmtree(out, ignore_errors=True)
    r = subprocess.run([sys.executable, scaling, "run", out, "--kit", kit, "--workers", "1,2",
                        "--runs", "1", "--budget", "120"], capture_output=True, text=True,
                       timeout=300)
    if r.returncode != 0:
        fail("run failed (%d):\n%s%s" % (r.returncode, r.stdout, r.stderr))
    md = open(os.path.join(out, "scaling.md")).read()
    for want in ("## heat 2048 50", "## knapsack", "| forkc-lazy |", "| forkc-busy |",
                 "Ts/T2"):
        if want not in md:
            fail("the report of the run has no %r:\n%s" % (want, md))
    with open(os.path.join(out, "scaling.csv")) as fh:
        got = {(r["benchmark"], r["variant"], r["P"]) for r in csv.DictReader(fh)}
    for b in ("heat", "knapsack", "cilksort", "lu"):
        for key in ((b, "serial", "1"), (b, "forkc-lazy", "1"), (b, "forkc-lazy", "2"),
                    (b, "forkc-busy", "2")):
            if key not in got:
                fail("scaling.csv has no row %r" % (key,))

    syn = os.path.join(work, "synthetic")
    shutil.rmtree(syn, ignore_errors=True)
    synthetic(syn)
    r = subprocess.run([sys.executable, scaling, "report", syn], capture_output=True, text=True,
                       timeout=120)
    if r.returncode != 0:
        fail("report failed:\n" + r.stderr)
    md = open(os.path.join(syn, "scaling.md")).read()
    for want in ("- [x] fib Ts/T16 >= 10 and ahead of Lace (forkc-lazy: 12.00, Lace 9.00)",
                 "- [ ] integrate Ts/T16 >= 12 (forkc-lazy: 8.00)",
                 "- [ ] no forkc program slower at P than at P/2, beyond 5% noise: "
                 "nqueens forkc-lazy P=8 (3.00 < 3.50 at P=4)",
                 "| forkc-lazy | 1.50 | 1.20 | 2.40 | 6.00 | 12.00 | 2.0 | 2.0 |"):
        if want not in md:
            fail("the synthetic report has no line %r:\n%s" % (want, md))
    print("ok")


if __name__ == "__main__":
    main()
