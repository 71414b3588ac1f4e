#!/usr/bin/env python3
"""reduce.py -- line-deletion reducer with an arbitrary interestingness test.

    reduce.py --test 'sh hang.sh prog.c' [--keep-joins] [--time S] FILE...

Copies nothing: FILE... are rewritten in place (keep a copy).  The test runs
in the current directory and must exit 0 while the files are still
"interesting" (e.g. the plugin build still hangs or still differs from the
serial elision).  Chunks of lines are deleted, halving the chunk size when
no deletion of that size is accepted.  With --keep-joins, lines containing
fork_join() are never deleted (deleting a join turns a program into a racy
one: a false positive for a differential test).  Python 3 stdlib only.
"""
import argparse
import re
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--test", required=True)
    ap.add_argument("--keep-joins", action="store_true")
    ap.add_argument("--time", type=float, default=1800)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    keep = re.compile(r"^\s*(#|int main\b|fork_join\(\);)" if a.keep_joins else r"^\s*(#|int main\b)")
    deadline = time.time() + a.time

    def interesting():
        return subprocess.run(a.test, shell=True).returncode == 0

    if not interesting():
        sys.exit("reduce.py: the test does not hold for the original files")
    for path in reversed(a.files):
        lines = open(path).read().split("\n")
        chunk = max(1, len(lines) // 4)
        while chunk >= 1 and time.time() < deadline:
            i, changed = 0, False
            while i < len(lines) and time.time() < deadline:
                cand = {j for j in range(i, min(i + chunk, len(lines))) if not keep.match(lines[j])}
                if not cand:
                    i += chunk
                    continue
                trial = [l for j, l in enumerate(lines) if j not in cand]
                open(path, "w").write("\n".join(trial))
                if interesting():
                    lines, changed = trial, True
                    print("%s: %d lines" % (path, len(lines)), flush=True)
                else:
                    i += chunk
            open(path, "w").write("\n".join(lines))
            if not changed:
                chunk //= 2
    print("reduce.py: done")


if __name__ == "__main__":
    main()
