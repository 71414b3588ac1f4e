#!/usr/bin/env python3
"""FORKC_STATS=1 (docs/using-forkc.md, "Statistics"): when the default pool
ends at exit, the runtime prints per worker the tasks run, steals, failed
steals, sleeps and the time busy, looking for work and asleep, then the
totals.  Runs BINARY at 2 workers with and without it and checks the table.

    check_stats.py BINARY
"""
import os
import re
import subprocess
import sys

COLS = ["worker", "tasks run", "steals", "failed steals", "sleeps", "busy s", "looking s",
        "asleep s"]


def run(binary, stats):
    env = dict(os.environ, FORKC_WORKERS="2", FORKC_WORKSPAN_OUT=os.devnull)
    env.pop("FORKC_STATS", None)
    if stats:
        env["FORKC_STATS"] = "1"
    p = subprocess.run([binary], env=env, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("%s failed (%d):\n%s" % (binary, p.returncode, p.stderr))
    return p.stderr


def main():
    binary = sys.argv[1]
    if "forkc: pool of" in run(binary, False):
        sys.exit("a report without FORKC_STATS")
    err = run(binary, True)
    lines = err.splitlines()
    head = [i for i, l in enumerate(lines) if l.startswith("forkc: pool of 2 workers")]
    if not head:
        sys.exit("no report for the pool of 2 workers on standard error:\n" + err)
    m = re.match(r"forkc: pool of 2 workers \((lazy|busy)\), ([0-9.]+) s$", lines[head[0]])
    if not m:
        sys.exit("bad first line: %r" % lines[head[0]])
    life = float(m.group(2))
    header = re.split(r"\s{2,}", lines[head[0] + 1].strip())
    if header != COLS:
        sys.exit("columns %r, expected %r" % (header, COLS))
    rows = [lines[head[0] + 2 + i].split() for i in range(3)]
    if [r[0] for r in rows] != ["0", "1", "total"]:
        sys.exit("rows %r: expected workers 0, 1 and the total" % [r[0] for r in rows])
    nums = [[float(x) for x in r[1:]] for r in rows]
    for c, name in enumerate(COLS[1:]):
        if abs(nums[0][c] + nums[1][c] - nums[2][c]) > 0.0015:
            sys.exit("column %r: the total %g is not the sum %g + %g" %
                     (name, nums[2][c], nums[0][c], nums[1][c]))
    for w in (0, 1):
        busy, looking, asleep = nums[w][4:7]
        if busy + looking + asleep > life + 0.002:
            sys.exit("worker %d: busy + looking + asleep = %.3f s, longer than the pool's %.3f s"
                     % (w, busy + looking + asleep, life))
    tasks, steals = nums[2][0], nums[2][1]
    busy = nums[2][4]
    # scale_demo.c burns 64 ms of CPU in 64 leaves of a spawn tree
    if tasks < 1 or steals < 1 or busy < 0.05:
        sys.exit("totals: %g tasks run, %g steals, %.3f s busy: the program's work is not there"
                 % (tasks, steals, busy))
    mem = lines[head[0] + 5] if len(lines) > head[0] + 5 else ""
    if not re.match(r"stack memory: peak [0-9]+\.[0-9] KiB, [0-9]+ stacklets allocated$", mem):
        sys.exit("no stack memory line after the totals: %r" % mem)
    seg = lines[head[0] + 6] if len(lines) > head[0] + 6 else ""
    # scale_demo.c recurses a few levels: no worker leaves its thread's stack
    if not re.match(r"OS stack segments: at most 0 in use on one worker \([0-9]+ MiB each\)$", seg):
        sys.exit("no OS stack segments line (0 in use) after the memory line: %r" % seg)
    print("\n".join(lines[head[0]:head[0] + 7]))
    print("ok")


if __name__ == "__main__":
    main()
