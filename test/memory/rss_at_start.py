#!/usr/bin/env python3
"""Peak RSS of a forkc program at 1 and 2 workers against its serial elision
(issue 34's bound: within +0.5 MiB; docs/runtime.md, "Placement").

Runs SERIAL and FORKC (the same fib, rss_fib.c) ROUNDS times each,
interleaved, each in its own process, and compares the medians of the peak
resident sets they report (VmHWM).  Prints a table.

    rss_at_start.py SERIAL FORKC [--rounds N] [--n N] [--limit-kib K]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys


def peak_kib(argv, env):
    """Runs argv and returns the peak RSS in KiB and the result it printed."""
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        sys.exit("%s failed (%d): %s" % (" ".join(argv), proc.returncode, proc.stderr))
    m = re.fullmatch(r"fib=(\d+) vmhwm_kib=(\d+)\s*", proc.stdout)
    if not m:
        sys.exit("%s printed %r" % (" ".join(argv), proc.stdout))
    return int(m.group(2)), m.group(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("serial")
    ap.add_argument("forkc")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--n", default="27")
    ap.add_argument("--limit-kib", type=int, default=512)
    a = ap.parse_args()
    cells = {"serial": [], "1": [], "2": []}
    expected = None
    for _ in range(a.rounds):
        for key in cells:
            env = dict(os.environ)
            for var in ("FORKC_WORKERS", "FORKC_PIN", "CILK_NWORKERS"):
                env.pop(var, None)
            binary = a.serial if key == "serial" else a.forkc
            if key != "serial":
                env["FORKC_WORKERS"] = key
            kib, out = peak_kib([binary, a.n], env)
            if expected is None:
                expected = out
            if out != expected:
                sys.exit("%s at %s printed %r, the serial elision %r" % (binary, key, out, expected))
            cells[key].append(kib)
    med = {k: statistics.median(v) for k, v in cells.items()}
    print("| program | peak RSS KiB (median of %d) | over the serial elision |" % a.rounds)
    print("|---|---|---|")
    print("| serial elision | %d | |" % med["serial"])
    failed = []
    for p in ("1", "2"):
        over = med[p] - med["serial"]
        print("| forkc, %s worker%s | %d | %+d |" % (p, "" if p == "1" else "s", med[p], over))
        if over > a.limit_kib:
            failed.append("%s worker(s): +%d KiB" % (p, over))
    if failed:
        sys.exit("peak RSS over the serial elision by more than %d KiB: %s"
                 % (a.limit_kib, "; ".join(failed)))


if __name__ == "__main__":
    main()
