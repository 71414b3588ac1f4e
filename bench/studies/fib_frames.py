#!/usr/bin/env python3
"""fib_frames.py -- what fib would cost at one worker with other frame designs.

Not a benchmark of forkc as it is, and not a correct runtime: it takes the
plugin's lowered text of bench/fib/fib.c, edits the fast clone into variants
that leave pieces of the protocol out, and times them at one worker, where
nothing is stolen, so every variant still computes fib.  It sizes what a
redesign could gain before anyone builds it (docs/benchmarks.md, "fib with
its frames on the OS stack").

Variants:
  as-is       the lowered text unchanged: since ABI 9 the frame is a local of
              the fast clone (on the OS stack), copied to the heap by a thief
  stacklet    the frame bump-allocated on the worker's stacklet and freed
              there, as up to ABI 8 (the free tests only the floor)

The study of 2026-11-25 (docs/benchmarks.md, "fib with its frames on the OS
stack") ran it before ABI 9 with the variants as-is (then the stacklet),
free-floor and os-stack (a local, as ABI 9 does now); that section keeps
those figures.

Usage (from the project root, after building the plugin and the runtime):
  python3 bench/studies/fib_frames.py --build build [--n 40] [--rounds 7]
          [--lace build-kit/bin/bench_fib_lace]
Runs every variant pinned to one CPU (taskset -c 1), interleaved, and prints
the medians and T1/Ts against the serial elision.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

FAST = "static FORKC_TASK_CC __forkc_ret_fib __forkc_fast_fib("
RESUME = "static int __forkc_resume_fib("
LOCAL = "forkc_frame_local_at(__w, &__forkc_local, sizeof *__f,"
RELEASE = "forkc_frame_release(__w, __hf, sizeof *__f);"


def edit_fast_clone(text, edit):
    if edit is None:
        return text
    i, j = text.index(FAST), text.index(RESUME)
    body = edit(text[i:j])
    if body == text[i:j]:
        sys.exit("fib_frames.py: the lowered fast clone no longer has the shape this study edits")
    return text[:i] + body + text[j:]


def stacklet(body):
    """The frame on the stacklet: bumped at the first resume point, freed at return."""
    if LOCAL not in body or RELEASE not in body:
        return body
    body = body.replace(LOCAL, "forkc_frame_alloc_at(__w, sizeof *__f,")
    return body.replace(RELEASE, "forkc_frame_free(__w, __hf, sizeof *__f);")


VARIANTS = {"as-is": None, "stacklet": stacklet}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build", help="the CMake build folder (plugin, runtime)")
    ap.add_argument("--n", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--lace", help="the peers kit's bench_fib_lace, timed alongside")
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    plugin = os.path.join(a.build, "plugin", "libforkplugin.so")
    runtime = os.path.join(a.build, "runtime", "libforkc.a")
    inc = ["-I" + os.path.join(root, "include"), "-I" + os.path.join(root, "bench", "common")]
    src = os.path.join(root, "bench", "fib", "fib.c")
    tmp = tempfile.mkdtemp(prefix="fib_frames.")
    cc = ["clang-19", "-O3"] + inc
    lowered = subprocess.run(cc + ["-fplugin=" + plugin, "-fplugin-arg-forkplugin-dump-readable",
                                   "-fsyntax-only", src], check=True, capture_output=True,
                             text=True).stdout
    bins = {"serial": os.path.join(tmp, "serial")}
    subprocess.run(cc + [src, "-o", bins["serial"], "-lm"], check=True)
    for name, edit in VARIANTS.items():
        path = os.path.join(tmp, name + ".c")
        with open(path, "w") as f:
            f.write(edit_fast_clone(lowered, edit))
        bins[name] = os.path.join(tmp, name)
        subprocess.run(cc + ["-x", "c", path, "-x", "none", runtime, "-lpthread", "-lm", "-o",
                             bins[name]], check=True)
    if a.lace:
        bins["lace"] = a.lace
    env = dict(os.environ, FORKC_WORKERS="1")
    kit_lib = os.path.join(os.path.dirname(os.path.dirname(a.lace or "")), "lib")
    if a.lace and os.path.isdir(kit_lib):
        env["LD_LIBRARY_PATH"] = kit_lib
    times = {k: [] for k in bins}
    for _ in range(a.rounds):
        for name, b in bins.items():
            out = subprocess.run(["taskset", "-c", "1", b, str(a.n)], env=env, check=True,
                                 capture_output=True, text=True).stdout
            m = re.search(r"time=([0-9.]+) check=ok", out)
            if not m:
                sys.exit("fib_frames.py: %s gave no checked time: %s" % (name, out.strip()))
            times[name].append(float(m.group(1)))
    ts = statistics.median(times["serial"])
    print("fib %d, %d interleaved rounds, taskset -c 1, medians (min):" % (a.n, a.rounds))
    for name, t in times.items():
        print("  %-10s %.4f s (%.4f)  T1/Ts %.2f" % (name, statistics.median(t), min(t),
                                                     statistics.median(t) / ts))
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
