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

    check_workspan.py BINARY ELISION WORKERS(1,2,8) TMPDIR
"""
import csv
import os
import subprocess
import sys

HEADER = ("tag,work (seconds),span (seconds),parallelism,burdened_span (seconds),"
          "burdened_parallelism\n")
TAGS = ["serial", "fork_for", "tree", "nested", ""]


def run(binary, workers, out):
    env = dict(os.environ, FORKC_WORKERS=str(workers), FORKC_WORKSPAN_OUT=out)
    p = subprocess.run([binary], env=env, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("%s at %d workers failed (%d):\n%s%s" %
                 (binary, workers, p.returncode, p.stdout, p.stderr))
    return p.stdout


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


def main():
    binary, elision, workers, tmp = sys.argv[1:5]
    serial_out = subprocess.run([elision], capture_output=True, text=True, timeout=300)
    if serial_out.returncode != 0:
        sys.exit("the serial elision failed:\n" + serial_out.stdout + serial_out.stderr)
    base = None
    for w in [int(x) for x in workers.split(",")]:
        path = os.path.join(tmp, "workspan_w%d.csv" % w)
        stdout = run(binary, w, path)
        if stdout != serial_out.stdout:
            sys.exit("at %d workers the verdicts differ from the serial elision's:\n%s"
                     "---- elision:\n%s" % (w, stdout, serial_out.stdout))
        figures = rows(path)
        print("P=%d: %s" % (w, ", ".join("%s work %.4f span %.5f" % (t or "program", *v)
                                          for t, v in figures.items())))
        if base is None:
            base = figures
            continue
        for tag, (work, span) in figures.items():
            bw, bs = base[tag]
            for name, got, ref in (("work", work, bw), ("span", span, bs)):
                if abs(got - ref) > 0.10 * ref:
                    sys.exit("row %r: %s %.6f at %d workers, %.6f at the first count: "
                             "more than 10%% apart" % (tag or "program", name, got, w, ref))
    print("ok")


if __name__ == "__main__":
    main()
