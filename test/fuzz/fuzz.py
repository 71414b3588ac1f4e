#!/usr/bin/env python3
"""fuzz.py -- differential and sanitizer fuzzing of forkc with generated programs.

  fuzz.py diff --plugin P --runtime LIB --include DIR [--count N | --seeds A:B] [--time S]
      gen.py programs, each built as the serial elision with gcc and clang-19
      and with the plugin; the plugin build runs under FORKC_WORKERS=1,2,4,8 x
      FORKC_SCHEDULER=busy,lazy and must print what the serial builds print.
      A failure (mismatch, crash, timeout, or the plugin rejecting a valid
      program) keeps the program and a line-deletion reduction in --found.

  fuzz.py san --sanitizer thread|address --plugin P --include DIR [--runtime LIB]
      the same programs, plugin build with -fsanitize=thread or
      -fsanitize=address,undefined against a runtime built with the same
      sanitizer (--runtime, or built here from runtime/*.c), run repeatedly
      on 2..8 workers until --min-steals steals were counted (the programs
      print forkc_pool_stats() of the default pool to stderr); every run must
      be clean and print the serial result.

  fuzz.py pack OUT --plugin P --runtime LIB --include DIR [--count N | --seeds A:B]
      builds the programs here (gcc serial elision for the expected output,
      plugin build) into OUT/seed<N>/{par,expected}, for a machine with more
      cores and no compiler (docs/reliability.md, "Many workers").

  fuzz.py replay DIR [--workers 16,32] [--lib LIBDIR] [--time S]
      runs each packed plugin build under FORKC_WORKERS=W x busy,lazy and
      checks it prints the expected output; needs only Python and the
      binaries' shared libraries (--lib: prepended to LD_LIBRARY_PATH).

Exit status: 0 if nothing failed.  Python 3 standard library only.
"""
import argparse
import concurrent.futures as cf
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GEN = os.path.join(HERE, "gen.py")
CONFIGS = [(w, s) for w in (1, 2, 4, 8) for s in ("busy", "lazy")]
RUN_TIMEOUT = 60
CC_TIMEOUT = 120


def sh(cmd, timeout, env=None, cwd=None):
    """(returncode, stdout, stderr); returncode None on timeout."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return None, "", "timeout after %ss" % timeout


def sources(d):
    return [os.path.join(d, f) for f in ("prog.c", "prog.part2.c") if os.path.exists(os.path.join(d, f))]


class Builder:
    def __init__(self, a):
        self.a = a
        self.gcc = shutil.which("gcc") or "gcc"
        self.clang = a.clang

    def serial(self, d, cc, out):
        cmd = [cc, "-std=gnu11", "-O1", "-w", "-I" + self.a.include, "-I" + d] + sources(d) + ["-o", out, "-lm"]
        return sh(cmd, CC_TIMEOUT)

    def plugin(self, d, out, opt="-O1", san=(), runtime=None):
        cmd = [self.clang, "-std=gnu11"] + opt.split() + ["-w", "-fplugin=" + self.a.plugin, "-I" + self.a.include,
               "-I" + d] + list(san) + sources(d) + [runtime or self.a.runtime, "-lpthread", "-lm",
                                                     "-o", out]
        for attempt in range(10):
            res = sh(cmd, CC_TIMEOUT)
            # the plugin or the runtime being rebuilt under us is not a finding
            if res[0] != 0 and ("unable to load plugin" in res[2] or "file too short" in res[2]
                                or "error adding symbols" in res[2]):
                time.sleep(3)
                continue
            return res
        return res


def run_bin(b, w, sched, extra_env=None, timeout=None):
    timeout = timeout or RUN_TIMEOUT
    env = dict(os.environ)
    env["FORKC_WORKERS"] = str(w)
    env["FORKC_SCHEDULER"] = sched
    if extra_env:
        env.update(extra_env)
    return sh([b], timeout, env=env)


def check_program(bld, d, opt, configs=CONFIGS):
    """None if fine, else (kind, detail).  Kinds: gen (the serial builds
    disagree or fail: a generator problem), reject, mismatch, crash, timeout."""
    g, c, p = os.path.join(d, "s_gcc"), os.path.join(d, "s_clang"), os.path.join(d, "par")
    for cc, out in ((bld.gcc, g), (bld.clang, c)):
        rc, o, e = bld.serial(d, cc, out)
        if rc != 0:
            return ("gen", "serial build with %s failed:\n%s" % (cc, e[-3000:]))
    rg, og, eg = sh([g], RUN_TIMEOUT)
    rc_, oc, ec = sh([c], RUN_TIMEOUT)
    if rg != 0 or rc_ != 0 or og != oc:
        return ("gen", "serial elisions disagree or fail (gcc rc %s, clang rc %s)" % (rg, rc_))
    rc, o, e = bld.plugin(d, p, opt)
    if rc is None or rc >= 128 or rc < 0 or "PLEASE submit" in e or "Stack dump" in e:
        return ("plugin-crash", "plugin compile %s:\n%s" % ("timed out" if rc is None else "rc %s" % rc, e[-3000:]))
    if rc != 0:
        return ("reject", "plugin rejected a valid program (%s):\n%s" % (opt, e[-3000:]))
    for w, s in configs:
        rr, o, e = run_bin(p, w, s)
        if rr is None:
            return ("timeout", "FORKC_WORKERS=%d FORKC_SCHEDULER=%s %s: timeout" % (w, s, opt))
        if rr != 0:
            return ("crash", "FORKC_WORKERS=%d FORKC_SCHEDULER=%s %s: exit %s\n%s" % (w, s, opt, rr, e[-2000:]))
        if o != og:
            return ("mismatch", "FORKC_WORKERS=%d FORKC_SCHEDULER=%s %s:\nexpected:\n%sactual:\n%s"
                    % (w, s, opt, og, o))
    return None


def gen(seed, d, budget):
    os.makedirs(d, exist_ok=True)
    rc, o, e = sh([sys.executable, GEN, "--seed", str(seed), "--out", d, "--budget", str(budget)], 60)
    if rc != 0:
        raise RuntimeError("gen.py failed for seed %d: %s" % (seed, e))


def opt_for(seed):
    """The optimisation level, and for every other run of four seeds static
    helpers kept plain C, so that the generator's nested roots stay nested
    roots (docs/lowering.md, "Helpers lowered as tasks")."""
    opt = ["-O0", "-O1", "-O2", "-O1"][seed % 4]
    return opt + (" -fplugin-arg-forkplugin-no-helper-tasks" if (seed // 4) % 2 else "")


# ------------------------------------------------------------------ reducer
KEEP = re.compile(r"^\s*(fork_join\(\);|#|int main|\}|return 0;)")


def reduce_program(bld, d, kind, opt, configs, deadline):
    """Greedy line deletion (chunks of halving size) over prog.c and
    prog.part2.c that keeps the failure kind.  Lines with fork_join(), the
    preprocessor and main's frame are kept (deleting a join makes a race,
    i.e. a false positive).  Works on a copy in d/reduced."""
    rd = os.path.join(d, "reduced")
    if os.path.exists(rd):
        shutil.rmtree(rd)
    shutil.copytree(d, rd, ignore=shutil.ignore_patterns("s_*", "par", "reduced", "*.log"))

    def still_fails():
        global RUN_TIMEOUT
        saved, RUN_TIMEOUT = RUN_TIMEOUT, min(RUN_TIMEOUT, 10)
        try:
            res = check_program(bld, rd, opt, configs)
        finally:
            RUN_TIMEOUT = saved
        return res is not None and res[0] == kind

    for fname in ("prog.part2.c", "prog.c"):
        path = os.path.join(rd, fname)
        if not os.path.exists(path):
            continue
        lines = open(path).read().split("\n")
        chunk = max(1, len(lines) // 4)
        while chunk >= 1 and time.time() < deadline:
            i = 0
            changed = False
            while i < len(lines) and time.time() < deadline:
                cand = [j for j in range(i, min(i + chunk, len(lines))) if not KEEP.match(lines[j])]
                if not cand:
                    i += chunk
                    continue
                trial = [l for j, l in enumerate(lines) if j not in set(cand)]
                open(path, "w").write("\n".join(trial))
                # flaky failures: retry the check a few times
                ok = any(still_fails() for _ in range(3 if kind in ("mismatch", "crash", "timeout") else 1))
                if ok:
                    lines = trial
                    changed = True
                else:
                    i += chunk
            open(path, "w").write("\n".join(lines))
            if not changed:
                chunk //= 2
    return rd


# ------------------------------------------------------------------ diff mode
def one_diff(a, bld, seed):
    d = os.path.join(a.workdir, "s%d" % seed)
    gen(seed, d, a.budget)
    opt = opt_for(seed)
    res = check_program(bld, d, opt)
    if res is None:
        shutil.rmtree(d, ignore_errors=True)
    return seed, d, opt, res


def save_found(a, bld, seed, d, opt, res):
    kind, detail = res
    os.makedirs(a.found, exist_ok=True)
    dst = os.path.join(a.found, "seed%d_%s" % (seed, kind))
    if os.path.exists(dst):
        shutil.rmtree(dst)
    shutil.copytree(d, dst, ignore=shutil.ignore_patterns("s_*", "par", "reduced"))
    with open(os.path.join(dst, "failure.log"), "w") as fh:
        fh.write("seed %d opt %s kind %s\n%s\n" % (seed, opt, kind, detail))
    if a.reduce and kind not in ("gen",):
        cfg = CONFIGS
        m = re.search(r"FORKC_WORKERS=(\d+) FORKC_SCHEDULER=(\w+)", detail)
        if m:
            cfg = [(int(m.group(1)), m.group(2))]
        rd = reduce_program(bld, d, kind, opt, cfg, time.time() + a.reduce_time)
        for f in os.listdir(rd):
            if f.startswith("prog"):
                shutil.copy(os.path.join(rd, f), os.path.join(dst, "reduced." + f))
    return dst


def seed_range(a):
    """--seeds A:B (A..B-1), else --count seeds from --start."""
    if a.seeds:
        lo, hi = (int(x) for x in a.seeds.split(":"))
        return range(lo, hi)
    return range(a.start, a.start + a.count)


def cmd_diff(a):
    bld = Builder(a)
    os.makedirs(a.workdir, exist_ok=True)
    seeds = seed_range(a)
    t0 = time.time()
    done = 0
    fails = []
    gen_issues = 0
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        it = iter(seeds)
        futs = set()
        while True:
            while len(futs) < a.jobs and (a.time is None or time.time() - t0 < a.time):
                s = next(it, None)
                if s is None:
                    break
                futs.add(ex.submit(one_diff, a, bld, s))
            if not futs:
                break
            dn, futs = cf.wait(futs, return_when=cf.FIRST_COMPLETED)
            for f in dn:
                seed, d, opt, res = f.result()
                done += 1
                if res is not None:
                    if res[0] == "gen":
                        gen_issues += 1
                    dst = save_found(a, bld, seed, d, opt, res)
                    fails.append((seed, res[0], dst))
                    print("FAIL seed %d (%s, %s) -> %s" % (seed, res[0], opt, dst), flush=True)
                    print("  " + res[1].replace("\n", "\n  ")[:1500], flush=True)
                if done % a.progress == 0:
                    print("%d programs, %d failures, %.0fs" % (done, len(fails), time.time() - t0), flush=True)
    dt = time.time() - t0
    print("diff: %d programs x %d configs (+ gcc and clang serial), %d failures (%d generator), %.1fs"
          % (done, len(CONFIGS), len(fails), gen_issues, dt))
    for seed, kind, dst in fails:
        print("  seed %d: %s  %s" % (seed, kind, dst))
    return 1 if fails else 0


# ------------------------------------------------------------ pack and replay
def cmd_pack(a):
    """Programs built here, run on another machine by cmd_replay."""
    bld = Builder(a)
    os.makedirs(a.out, exist_ok=True)
    seeds = seed_range(a)
    packed = 0
    for seed in seeds:
        d = os.path.join(a.workdir, "seed%d" % seed)
        gen(seed, d, a.budget)
        g = os.path.join(d, "s_gcc")
        rc, _, e = bld.serial(d, bld.gcc, g)
        rr, og, _ = sh([g], RUN_TIMEOUT) if rc == 0 else (rc, "", e)
        par = os.path.join(d, "par")
        rp, _, ep = bld.plugin(d, par, opt_for(seed)) if rr == 0 else (rr, "", "")
        if rc != 0 or rr != 0 or rp != 0:
            print("seed %d not packed (serial build %s, serial run %s, plugin build %s)%s"
                  % (seed, rc, rr, rp, ("\n" + ep[-1500:]) if rp else ""), flush=True)
            continue
        dst = os.path.join(a.out, "seed%d" % seed)
        os.makedirs(dst, exist_ok=True)
        shutil.copy(par, os.path.join(dst, "par"))
        if shutil.which("strip"):
            sh(["strip", os.path.join(dst, "par")], 60)
        with open(os.path.join(dst, "expected"), "w") as fh:
            fh.write(og)
        packed += 1
    print("pack: %d of %d programs into %s" % (packed, len(seeds), a.out))
    return 0 if packed == len(seeds) else 1


def cmd_replay(a):
    workers = [int(w) for w in a.workers.split(",")]
    env = {}
    if a.lib:
        env["LD_LIBRARY_PATH"] = os.path.abspath(a.lib) + ":" + os.environ.get("LD_LIBRARY_PATH", "")
    progs = sorted(glob.glob(os.path.join(a.dir, "seed*")), key=lambda p: int(re.sub(r"\D", "", os.path.basename(p))))
    if not progs:
        print("replay: no packed programs under %s" % a.dir)
        return 2
    t0 = time.time()
    runs, fails, done = 0, [], 0
    for d in progs:
        if a.time is not None and time.time() - t0 > a.time:
            break
        want = open(os.path.join(d, "expected")).read()
        for w in workers:
            for s in ("busy", "lazy"):
                rr, o, e = run_bin(os.path.join(d, "par"), w, s, env)
                runs += 1
                if rr != 0 or o != want:
                    what = "timeout" if rr is None else ("exit %s" % rr if rr != 0 else "mismatch")
                    fails.append((os.path.basename(d), w, s, what))
                    print("FAIL %s FORKC_WORKERS=%d FORKC_SCHEDULER=%s: %s\n  %s"
                          % (os.path.basename(d), w, s, what, (e or o)[-1500:].replace("\n", "\n  ")), flush=True)
        done += 1
    print("replay: %d of %d programs x workers %s x busy/lazy = %d runs, %d failures, %.1fs on %d CPUs"
          % (done, len(progs), a.workers, runs, len(fails), time.time() - t0, os.cpu_count() or 0))
    return 1 if fails else 0


# ------------------------------------------------------------------ san mode
def build_san_runtime(a, out_dir):
    """Compile runtime/*.c with the sanitizer into a static library."""
    os.makedirs(out_dir, exist_ok=True)
    lib = os.path.join(out_dir, "libforkc_%s.a" % a.sanitizer)
    # Reuse it only while no runtime source or header is newer (a stale
    # library once hid an ABI change from the sanitizer runs).
    deps = glob.glob(os.path.join(ROOT, "runtime", "*")) + \
        glob.glob(os.path.join(a.include, "forkc*")) + glob.glob(os.path.join(a.include, "forkc", "*"))
    if os.path.exists(lib) and all(os.path.getmtime(d) <= os.path.getmtime(lib) for d in deps):
        return lib
    flags = san_flags(a.sanitizer)
    objs = []
    rtdir = os.path.join(ROOT, "runtime")
    srcs = re.findall(r"\b(\w+\.c)\b", re.search(r"FORKC_RUNTIME_SOURCES([^)]*)\)",
                                                   open(os.path.join(rtdir, "CMakeLists.txt")).read()).group(1))
    for s in srcs:
        o = os.path.join(out_dir, s + ".o")
        rc, _, e = sh([a.clang, "-std=c11", "-D_GNU_SOURCE", "-fPIC", "-I" + a.include] + flags +
                      ["-c", os.path.join(rtdir, s), "-o", o], CC_TIMEOUT)
        if rc != 0:
            raise RuntimeError("building the %s runtime failed: %s" % (a.sanitizer, e))
        objs.append(o)
    ar = shutil.which("llvm-ar-19") or "ar"
    rc, _, e = sh([ar, "rcs", lib] + objs, 60)
    if rc != 0:
        raise RuntimeError(e)
    return lib


def san_flags(s):
    if s == "thread":
        return ["-fsanitize=thread", "-g", "-O1"]
    return ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer", "-g", "-O1"]


def cmd_san(a):
    bld = Builder(a)
    os.makedirs(a.workdir, exist_ok=True)
    lib = a.runtime if a.runtime else build_san_runtime(a, os.path.join(a.workdir, "rt"))
    t0 = time.time()
    steals = 0
    runs = 0
    progs = 0
    fails = []
    seed = a.start
    rnd = random.Random(a.start)
    env = {"FORKC_FUZZ_STATS": "1",
           "TSAN_OPTIONS": "halt_on_error=1 exitcode=66",
           "ASAN_OPTIONS": "detect_leaks=1 exitcode=66",
           "UBSAN_OPTIONS": "halt_on_error=1 print_stacktrace=1"}
    while (steals < a.min_steals or progs < a.min_programs) and (a.time is None or time.time() - t0 < a.time) \
            and (a.max_programs is None or progs < a.max_programs):
        d = os.path.join(a.workdir, "s%d" % seed)
        gen(seed, d, a.budget)
        g = os.path.join(d, "s_gcc")
        rc, _, e = bld.serial(d, bld.gcc, g)
        ok = rc == 0
        if ok:
            rc, expect, _ = sh([g], RUN_TIMEOUT)
            ok = rc == 0
        if not ok:
            fails.append((seed, "gen", d))
            seed += 1
            continue
        p = os.path.join(d, "par")
        rc, _, e = bld.plugin(d, p, "-O1", san_flags(a.sanitizer), lib)
        if rc != 0:
            fails.append((seed, "reject/crash", d))
            print("FAIL seed %d: sanitized plugin build failed:\n%s" % (seed, e[-2000:]), flush=True)
            seed += 1
            continue
        progs += 1
        bad = False
        for rep in range(a.reps):
            w = rnd.choice([2, 3, 4, 8])
            s = rnd.choice(["busy", "lazy"])
            rr, o, e = run_bin(p, w, s, env, timeout=RUN_TIMEOUT * 4)
            runs += 1
            m = re.search(r"forkc-steals (\d+)", e)
            if m:
                steals += int(m.group(1))
            if rr != 0 or o != expect or "WARNING: ThreadSanitizer" in e or "runtime error" in e:
                fails.append((seed, "san", d))
                with open(os.path.join(d, "failure.log"), "w") as fh:
                    fh.write("FORKC_WORKERS=%d FORKC_SCHEDULER=%s rc %s\nexpected:\n%s\nactual:\n%s\n%s"
                             % (w, s, rr, expect, o, e))
                print("FAIL seed %d (%s, workers %d %s, rc %s):\n%s" % (seed, a.sanitizer, w, s, rr, e[-3000:]),
                      flush=True)
                bad = True
                break
        if not bad:
            shutil.rmtree(d, ignore_errors=True)
        elif a.found:
            dst = os.path.join(a.found, "seed%d_%s" % (seed, a.sanitizer))
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(d, dst, ignore=shutil.ignore_patterns("s_*", "par"))
        if progs % a.progress == 0:
            print("%d programs, %d runs, %d steals, %.0fs" % (progs, runs, steals, time.time() - t0), flush=True)
        seed += 1
    dt = time.time() - t0
    print("san(%s): %d programs, %d runs, %d steals counted, %d failures, %.1fs"
          % (a.sanitizer, progs, runs, steals, len(fails), dt))
    for s, k, d in fails:
        print("  seed %d: %s  %s" % (s, k, d))
    if steals < a.min_steals:
        print("only %d steals (wanted %d)" % (steals, a.min_steals))
        return 1
    return 1 if fails else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    def building(p):  # what every mode that generates and builds programs takes
        p.add_argument("--plugin", required=True)
        p.add_argument("--include", default=os.path.join(ROOT, "include"))
        p.add_argument("--clang", default=shutil.which("clang-19") or "clang-19")
        p.add_argument("--workdir", default="/tmp/forkc-fuzz-%d" % os.getpid())
        p.add_argument("--start", type=int, default=1, help="first seed")
        p.add_argument("--budget", type=int, default=20000)

    for name in ("diff", "san"):
        p = sub.add_parser(name)
        building(p)
        p.add_argument("--found", default=None, help="where failing programs go (default WORKDIR/found)")
        p.add_argument("--time", type=float, default=None, help="stop starting programs after S seconds")
        p.add_argument("--progress", type=int, default=25)
        p.add_argument("--keep", action="store_true", help="keep the work directory")
    d = sub.choices["diff"]
    d.add_argument("--runtime", required=True)
    d.add_argument("--count", type=int, default=100)
    d.add_argument("--seeds", default=None, help="A:B, seeds A..B-1")
    d.add_argument("--jobs", type=int, default=1)
    d.add_argument("--no-reduce", dest="reduce", action="store_false")
    d.add_argument("--reduce-time", type=float, default=300)
    s = sub.choices["san"]
    s.add_argument("--sanitizer", choices=("thread", "address"), required=True)
    s.add_argument("--runtime", default=None, help="a runtime built with the same sanitizer")
    s.add_argument("--min-steals", type=int, default=0)
    s.add_argument("--min-programs", type=int, default=1)
    s.add_argument("--max-programs", type=int, default=None)
    s.add_argument("--reps", type=int, default=4, help="runs per program")
    pk = sub.add_parser("pack")
    pk.add_argument("out")
    building(pk)
    pk.add_argument("--runtime", required=True)
    pk.add_argument("--count", type=int, default=100)
    pk.add_argument("--seeds", default=None, help="A:B, seeds A..B-1")
    rp = sub.add_parser("replay")
    rp.add_argument("dir")
    rp.add_argument("--workers", default="16,32")
    rp.add_argument("--lib", default=None, help="prepended to LD_LIBRARY_PATH")
    rp.add_argument("--time", type=float, default=None, help="stop starting programs after S seconds")
    a = ap.parse_args()
    if a.mode == "replay":
        sys.exit(cmd_replay(a))
    if a.mode == "pack":
        rc = cmd_pack(a)
        shutil.rmtree(a.workdir, ignore_errors=True)
        sys.exit(rc)
    if a.found is None:
        a.found = os.path.join(a.workdir, "found")
    a.workdir = os.path.abspath(a.workdir)
    a.found = os.path.abspath(a.found)
    rc = cmd_diff(a) if a.mode == "diff" else cmd_san(a)
    if not a.keep and rc == 0:
        shutil.rmtree(a.workdir, ignore_errors=True)
    sys.exit(rc)


if __name__ == "__main__":
    main()
