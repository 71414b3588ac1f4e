#!/usr/bin/env python3
"""Subtrees timed whole (docs/workspan.md, cut.c): what the cutoff changes
and what it must not.

  - fib 25: every strand timed (FORKC_WORKSPAN_CUTOFF_NS=0) reports at least
    three times the work of the default, whose small subtrees run their
    serial clones; both give fib's value;
  - skew: the tree its small sibling predicts small runs long: the default
    run warns at exit that its span may be overstated, the per-strand run
    does not; both report the tree's work within 10%, and the per-strand
    span is one leaf within 10%.

    check_cut.py BINARY TMPDIR
"""
import csv
import os
import subprocess
import sys

LEAF_S = 2000e-6
WARNING = "forkc: workspan: "


def run(binary, tmp, args, cutoff):
    out = os.path.join(tmp, "cut_%s_%s.csv" % (args[0], cutoff))
    env = dict(os.environ, FORKC_WORKERS="1", FORKC_WORKSPAN_OUT=out)
    env.pop("FORKC_WORKSPAN_CUTOFF_NS", None)
    if cutoff != "default":
        env["FORKC_WORKSPAN_CUTOFF_NS"] = cutoff
    p = subprocess.run([binary] + args, env=env, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("%s %s (cutoff %s) failed (%d):\n%s%s" %
                 (binary, " ".join(args), cutoff, p.returncode, p.stdout, p.stderr))
    with open(out, encoding="ascii") as f:
        rows = {r[0]: r for r in csv.reader(f.read().splitlines()[1:])}
    work, span = float(rows[args[0]][1]), float(rows[args[0]][2])
    return p.stdout, p.stderr, work, span


def within(what, got, lo, hi):
    if not lo <= got <= hi:
        sys.exit("%s: %g not in [%g, %g]" % (what, got, lo, hi))
    print("%s: %g: ok" % (what, got))


def main():
    binary, tmp = sys.argv[1:3]
    out_d, _, work_d, _ = run(binary, tmp, ["fib", "25"], "default")
    out_e, _, work_e, _ = run(binary, tmp, ["fib", "25"], "0")
    if out_d != out_e or "result 75025" not in out_d:
        sys.exit("fib 25 gave %r (default) and %r (every strand)" % (out_d, out_e))
    within("fib 25: work every strand timed / work default", work_e / work_d, 3, 1e9)

    _, err_d, work_d, span_d = run(binary, tmp, ["skew"], "default")
    _, err_e, work_e, span_e = run(binary, tmp, ["skew"], "0")
    if WARNING not in err_d:
        sys.exit("skew, default cutoff: no warning that the span may be overstated:\n" + err_d)
    if WARNING in err_e:
        sys.exit("skew, every strand timed: a warning:\n" + err_e)
    for name, w in (("default", work_d), ("every strand", work_e)):
        within("skew (%s): work 16 leaves" % name, w, 16 * LEAF_S * 0.9, 16 * LEAF_S * 1.1)
    within("skew (every strand): span one leaf", span_e, LEAF_S * 0.9, LEAF_S * 1.1)
    print("ok")


if __name__ == "__main__":
    main()
