#!/usr/bin/env python3
"""tools/forkc-scale on scale_demo.c at 1 and 2 workers (the instrumented
build for the bounds, the plain one timed): the CSV has the work/span rows
with the measured times and speedups on the compared row, and a PNG when
this Python has matplotlib (CSV only, exit 0, without).

    check_scale.py FORKC_SCALE BINARY PLAIN_BINARY TMPDIR
"""
import csv
import importlib.util
import os
import subprocess
import sys


def main():
    tool, binary, plain, tmp = sys.argv[1:5]
    out_csv, out_png = os.path.join(tmp, "scale.csv"), os.path.join(tmp, "scale.png")
    for f in (out_csv, out_png):
        if os.path.exists(f):
            os.remove(f)
    p = subprocess.run([sys.executable, tool, "--workers", "2", "--runs", "1", "--row", "tree",
                        "--bench", plain, "--csv", out_csv, "--plot", out_png, "--", binary],
                       capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("forkc-scale failed (%d):\n%s%s" % (p.returncode, p.stdout, p.stderr))
    with open(out_csv, encoding="utf-8") as f:
        table = list(csv.reader(f))
    want = ["tag", "work (seconds)", "span (seconds)", "parallelism", "burdened_span (seconds)",
            "burdened_parallelism", "1c time (seconds)", "2c time (seconds)", "1c speedup",
            "2c speedup"]
    if table[0] != want:
        sys.exit("columns %r, expected %r" % (table[0], want))
    rows = {r[0]: r for r in table[1:]}
    if set(rows) != {"tree", ""}:
        sys.exit("rows %r" % sorted(rows))
    tree = rows["tree"]
    if not (float(tree[6]) > 0 and float(tree[7]) > 0 and float(tree[8]) == 1.0
            and float(tree[9]) > 0):
        sys.exit("the compared row has no times: %r" % tree)
    if any(rows[""][6:]):
        sys.exit("a row not compared has times: %r" % rows[""])
    has_mpl = importlib.util.find_spec("matplotlib") is not None
    if has_mpl:
        with open(out_png, "rb") as f:
            if f.read(8) != b"\x89PNG\r\n\x1a\n":
                sys.exit("%s is not a PNG" % out_png)
    elif os.path.exists(out_png) or "matplotlib is not installed" not in p.stdout:
        sys.exit("without matplotlib: expected the CSV only and a note, got:\n" + p.stdout)
    print(p.stdout + "ok (%s)" % ("plot" if has_mpl else "CSV only"))


if __name__ == "__main__":
    main()
