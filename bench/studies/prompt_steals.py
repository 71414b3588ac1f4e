#!/usr/bin/env python3
"""prompt_steals.py -- do spawned long leaves run side by side, and how long
does a thief's request wait while its victim runs one (docs/runtime.md,
"Prompt steals"; docs/benchmarks.md has the figures).

Runs bench_coarse_overlap and bench_steal_latency (bench/micro) at 2 workers,
busy and lazy, `--runs` times each, one binary after the other (interleaved
when --before names a second build), and prints per build and scheduler:

  two     runs whose two spawned leaves took <= 1.15x one leaf
  chunks  the median of 4 spawned leaves' time over their 1-worker time
  forfor  the same for fork_for over 8 leaves
  latency median and 99th percentile of the request-to-steal time (us)

Usage (from the project root, after `cmake --build build-bench --target
bench_coarse_overlap_forkc bench_steal_latency_forkc`):
  python3 bench/studies/prompt_steals.py --bin-dir build-bench/bench [--runs 20]
          [--before DIR]   # a second bin dir (e.g. a build of an older commit)
          [--env K=V ...]  # extra environment, e.g. FORKC_STEAL_PATIENCE_US=0
"""
import argparse
import os
import re
import statistics
import subprocess
import sys


def run(binary, args, workers, sched, extra_env):
    env = dict(os.environ, FORKC_WORKERS=str(workers), FORKC_SCHEDULER=sched)
    env.update(extra_env)
    out = subprocess.run([binary] + args, env=env, check=True, capture_output=True,
                         text=True, timeout=600).stdout
    return [dict(re.findall(r"(\w+)=(\S+)", line)) for line in out.splitlines()
            if line.startswith("micro=")]


def overlap(bin_dir, workers, sched, extra_env):
    rows = run(os.path.join(bin_dir, "bench_coarse_overlap_forkc"), ["100"], workers, sched,
               extra_env)
    return {r["shape"]: float(r["wall_s"]) for r in rows}, float(rows[0]["leaf_s"])


def latency(bin_dir, sched, extra_env):
    r = run(os.path.join(bin_dir, "bench_steal_latency_forkc"), ["200"], 2, sched, extra_env)[0]
    return float(r["median_us"]), float(r["p99_us"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--before", help="a second bin dir, measured interleaved")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--env", action="append", default=[], help="K=V for the --bin-dir runs")
    a = ap.parse_args()
    extra = dict(kv.split("=", 1) for kv in a.env)
    builds = [("after", a.bin_dir, extra)]
    if a.before:
        builds.insert(0, ("before", a.before, {}))
    stats = {}
    for i in range(a.runs):
        for name, d, env in builds:
            for sched in ("busy", "lazy"):
                s = stats.setdefault((name, sched), {"two": [], "chunks": [], "forfor": [],
                                                     "lat": [], "p99": []})
                one, _ = overlap(d, 1, sched, env)
                two, leaf = overlap(d, 2, sched, env)
                s["two"].append(two["two"] / leaf)
                s["chunks"].append(two["chunks"] / one["chunks"])
                s["forfor"].append(two["forfor"] / one["forfor"])
                if i < 5:
                    med, p99 = latency(d, sched, env)
                    s["lat"].append(med)
                    s["p99"].append(p99)
        print(f"run {i + 1}/{a.runs} done", file=sys.stderr)
    print("| build | scheduler | two within 1.15x (of runs) | two, median x one leaf "
          "| chunks T2/T1 | forfor T2/T1 | latency median us | latency p99 us |")
    print("|---|---|---|---|---|---|---|---|")
    for (name, sched), s in stats.items():
        ok = sum(x <= 1.15 for x in s["two"])
        print(f"| {name} | {sched} | {ok} of {len(s['two'])} "
              f"| {statistics.median(s['two']):.2f} | {statistics.median(s['chunks']):.2f} "
              f"| {statistics.median(s['forfor']):.2f} | {statistics.median(s['lat']):.0f} "
              f"| {statistics.median(s['p99']):.0f} |")


if __name__ == "__main__":
    main()
