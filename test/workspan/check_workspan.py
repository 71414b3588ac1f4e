#!/usr/bin/env python3
"""Runs the work/span accuracy program (accuracy.c) at several worker
counts and checks what docs/workspan.md promises:

  - every verdict the program prints is "ok", and its serial elision prints
    the same verdicts (the API compiles to zeros there);
  - the CSV in FORKC_WORKSPAN_OUT starts with Cilkscale's header, byte for
    byte, has one row per forkc_wsp_dump in order, then the whole program's
    row with an empty tag;
  - the figures do not depend on the number of workers: work and span of
    every row within 10% of the 1-worker run's.

    check_workspan.py BINARY ELISION WORKERS(1,2,8) TMPDIR [TOLERANCE]

TOLERANCE: how far apart the figures may be (default 0.10).
"""
import csv
import os
import subprocess
import sys

HEADER = ("tag,work (seconds),span (seconds),parallelism,burdened_span (seconds),"
          "burdened_parallelism\n")
TAGS = ["serial", "fork_for", "tree", "nested, in series", ""]


def run(binary, workers, out):
    env = dict(os.environ, FORKC_WORKERS=str(workers), FORKC_WORKSPAN_OUT=out)
    p = subprocess.run([binary], env=env, capture_output=True, text=True, timeout=300)
    if p.returncode == 1 and "FAILED" in p.stdout:
        return None, "at %d workers:\n%s" % (workers, p.stderr)  # a check of its own
    if p.returncode != 0:
        sys.exit("%s at %d workers failed (%d):\n%s%s" %
                 (binary, workers, p.returncode, p.stdout, p.stderr))
    return p.stdout, None


def rows(path):
    with open(path, encoding="ascii") as f:
        text = f.read()
    if not text.startswith(HEADER):
        sys.exit("%s: the header is not Cilkscale's:\n%r" % (path, text.splitlines()[:1]))
    table = list(csv.reader(text.splitlines()[1:]))
    tags = [r[0] for r in table]
    if tags != TAGS:
        sys.exit("%s: rows %r, expected %r" % (path, tags, TAGS))
    out = {}
    for r in table:
        work, span, par, bspan, bpar = map(float, r[1:])
        if not (work > 0 and span > 0 and bspan >= span and work >= span * 0.999):
            sys.exit("%s: row %r is not a work/span measurement" % (path, r))
        if abs(par - work / span) > 1e-6 * par or abs(bpar - work / bspan) > 1e-6 * bpar:
            sys.exit("%s: row %r: the parallelism columns are not work/span" % (path, r))
        out[r[0]] = (work, span)
    return out


def attempt(binary, expected, workers, tmp, tol):
    """One run at every worker count; None when they agree, else why not."""
    base = None
    for w in workers:
        path = os.path.join(tmp, "workspan_w%d.csv" % w)
        stdout, failed = run(binary, w, path)
        if failed:
            return failed
        if stdout != expected:
            sys.exit("at %d workers the verdicts differ from the serial elision's:\n%s"
                     "---- elision:\n%s" % (w, stdout, expected))
        figures = rows(path)
        print("P=%d: %s" % (w, ", ".join("%s work %.4f span %.5f" % (t or "program", *v)
                                          for t, v in figures.items())))
        if base is None:
            base = figures
            continue
        for tag, (work, span) in figures.items():
            bw, bs = base[tag]
            for name, got, ref in (("work", work, bw), ("span", span, bs)):
                if abs(got - ref) > tol * ref:
                    return ("row %r: %s %.6f at %d workers, %.6f at the first count: "
                            "more than %d%% apart" % (tag or "program", name, got, w, ref,
                                                      round(tol * 100)))
    return None


def main():
    binary, elision, workers, tmp = sys.argv[1:5]
    tol = float(sys.argv[5]) if len(sys.argv) > 5 else 0.10
    serial_out = subprocess.run([elision], capture_output=True, text=True, timeout=300)
    if serial_out.returncode != 0:
        sys.exit("the serial elision failed:\n" + serial_out.stdout + serial_out.stderr)
    counts = [int(x) for x in workers.split(",")]
    # A strand that an interrupt (a thief's membarrier, a page fault) hits
    # is longer by that much: on a loaded machine a run may be off on the
    # longest path.  Three tries; figures that depend on the schedule fail
    # all three.
    for tries in range(3):
        why = attempt(binary, serial_out.stdout, counts, tmp, tol)
        if why is None:
            print("ok")
            return
        print(why)
    sys.exit(why)


if __name__ == "__main__":
    main()
