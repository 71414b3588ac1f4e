#!/usr/bin/env python3
"""fib_frames.py -- what fib would cost at one worker with other frame designs.

Not a benchmark of forkc as it is, and not a correct runtime: it takes the
plugin's lowered text of bench/fib/fib.c, edits the fast clone into variants
that leave pieces of the protocol out, and times them at one worker, where
nothing is stolen, so every variant still computes fib.  It sizes what a
redesign could gain before anyone builds it (docs/benchmarks.md, session 14).

Variants:
  as-is       the lowered text unchanged
  free-floor  forkc_frame_free tests only the stacklet floor, not that the
              frame is the top of the stack (the held-memory check); since
              ABI 8 that is what it does, so this equals as-is
  os-stack    the frame is a local of the fast clone (on the OS stack, as in
              Cilk): no bump allocation, no free, no `stack` field

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
ALLOC = re.compile(r"\(struct __forkc_frame_fib \*\)forkc_frame_alloc_at\(__w, sizeof \*__f, "
                   r"__forkc_resume_fib,\s*__parent, __kind, __ret, (\d+)\);")
FREE = "forkc_frame_free(__w, __hf, sizeof *__f);"


def edit_fast_clone(text, edit):
    if edit is None:
        return text
    i, j = text.index(FAST), text.index(RESUME)
    body = edit(text[i:j])
    if body == text[i:j]:
        sys.exit("fib_frames.py: the lowered fast clone no longer has the shape this study edits")
    return text[:i] + body + text[j:]


def free_floor(body):
    """Before ABI 8 the inline free tested `sp == end` too."""
    return body.replace(FREE, "{ forkc_stack *s_ = __w->stack; if (FORKC_LIKELY((char *)__hf >= "
                        "s_->floor)) s_->sp = (char *)__hf; else forkc_frame_free_slow_(__w, __hf, "
                        "forkc_round_(sizeof *__f)); }")


def os_stack(body):
    body = body.replace("struct __forkc_frame_fib *__f = 0;",
                        "struct __forkc_frame_fib *__f = 0, __local;", 1)
    body = ALLOC.sub(r"&__local; __local.hdr.resume = __forkc_resume_fib; "
                     r"__local.hdr.parent = __parent; __local.hdr.ret = __ret; "
                     r"__local.hdr.state = \1; __local.hdr.kind = (uint8_t)__kind; "
                     r"atomic_init(&__local.hdr.steals, 0); "
                     r"atomic_init(&__local.hdr.joins, FORKC_JOIN_INIT);", body)
    return body.replace(FREE, "(void)0;")


VARIANTS = {"as-is": None, "free-floor": free_floor, "os-stack": os_stack}


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
        subprocess.run(cc + ["-x", "c", path, "-x", "none", runtime, "-lhwloc", "-lm", "-o",
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
