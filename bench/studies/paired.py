#!/usr/bin/env python3
"""paired.py -- ratios of bench binaries, run back to back, on a noisy machine.

On a shared 2-vCPU VM the same binary's time can change by 1.7x from one
second to the next (docs/benchmarks.md, "Machine"), so medians of separate
series compare states of the machine as much as programs.  This script runs
the binaries one after the other, round after round, with a short size, and
takes each one's ratio to the first binary of the same round: both ran within
a fraction of a second, mostly in the same state.  Each round runs them in a
fresh random order (--seed), so that no binary always runs right after
another or first in a round.  It prints the median ratio, its interquartile
range and the ratio of the minima.

What it resolves on that VM: about 5% on fib 34 at one worker.  Two
binaries with the same instructions in the hot functions, placed at
different addresses, differed by 5-7% in one run of 61 rounds and by
nothing in the next (docs/benchmarks.md, "A native frame's result slot,
not stored: no measurable gain").

Every binary is a bench/ program or a peers kit binary: it takes the size as
its argument, reads FORKC_WORKERS (the kit's peers do too) and prints
"... time=SECONDS check=ok".

Usage:
  python3 bench/studies/paired.py --size 32 --rounds 101 [--workers 1] [--pin 1]
          BASE BIN...
BASE is usually the serial elision (ratio = T_P/Ts).  --pin runs every binary
under taskset on that CPU (for one worker).  --lib adds a directory to
LD_LIBRARY_PATH (a kit's lib/ for binaries copied out of it).
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys

TIME = re.compile(r"time=([0-9.]+) check=ok")


def run(binary, size, env, pin):
    cmd = (["taskset", "-c", str(pin)] if pin is not None else []) + [binary, str(size)]
    out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True).stdout
    m = TIME.search(out)
    if not m:
        sys.exit("paired.py: %s printed no checked time: %s" % (binary, out.strip()))
    return float(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", required=True)
    ap.add_argument("--rounds", type=int, default=101)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--pin", type=int, help="a CPU to run every binary on (taskset)")
    ap.add_argument("--lib", help="a directory to add to LD_LIBRARY_PATH")
    ap.add_argument("--seed", type=int, default=1, help="of the order within each round")
    ap.add_argument("binaries", nargs="+")
    a = ap.parse_args()
    if len(a.binaries) < 2 or a.rounds < 4:
        ap.error("give a base and at least one binary, and at least 4 rounds")
    env = dict(os.environ, FORKC_WORKERS=str(a.workers))
    if a.lib:
        env["LD_LIBRARY_PATH"] = a.lib + (":" + env["LD_LIBRARY_PATH"]
                                          if env.get("LD_LIBRARY_PATH") else "")
    times = {b: [] for b in a.binaries}
    order = list(dict.fromkeys(a.binaries))
    rng = random.Random(a.seed)
    for _ in range(a.rounds):
        rng.shuffle(order)
        for b in order:
            times[b].append(run(b, a.size, env, a.pin))
    base = times[a.binaries[0]]
    print("size %s, %d rounds, %d worker(s)%s; ratio to %s, per round:" %
          (a.size, a.rounds, a.workers, "" if a.pin is None else ", taskset -c %d" % a.pin,
           a.binaries[0]))
    for b in a.binaries:
        r = [x / y for x, y in zip(times[b], base)]
        q = statistics.quantiles(r, n=4)
        print("  %-50s median %.4f s  ratio %.3f (IQR %.3f-%.3f)  minima %.3f" %
              (b, statistics.median(times[b]), statistics.median(r), q[0], q[2],
               min(times[b]) / min(base)))


if __name__ == "__main__":
    main()
