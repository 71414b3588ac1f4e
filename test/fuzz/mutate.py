#!/usr/bin/env python3
"""mutate.py -- compiler robustness: feed the plugin mutated, truncated and
random C and check that it never misbehaves.

  mutate.py --plugin P [--include DIR] [--count N] [--seed S] [--time S] [--found DIR]

Inputs: test/e2e/*.c, test/lit/*.c, gen.py programs and random token soup,
each mutated (truncation, line deletion / duplication / swap, token
replacement and insertion from a C + forkc dictionary, splices of lines from
other inputs, snippets of unsupported constructs, random bytes).  Each mutant
is compiled with `clang-19 -fplugin=P -I include -c m.c -o m.o` under a
timeout.  A failure is:
  crash      a signal, exit code >= 128, "PLEASE submit a bug report" or
             "Stack dump" on stderr
  hang       no exit within the timeout
  stale-obj  nonzero exit but m.o was written
  silent     nonzero exit without any "error:" diagnostic
  no-obj     exit 0 without m.o
Failing mutants are kept in --found with the compiler's stderr.
Exit status 0 iff nothing failed.  Python 3 standard library only.
"""
import argparse
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen as genmod  # noqa: E402

DICT = [
    "fork_spawn(", "fork_join();", "fork_task", "forkc_stack_alloc(8)", "forkc_stack_free(p)",
    "forkc_resume_on(0);", "{", "}", "(", ")", ";", ",", "=", "*", "&", "[", "]", "->", ".",
    "return", "return;", "goto L;", "L:", "if (x)", "else", "while (1)", "for (;;)", "do", "switch (x)",
    "case 1:", "default:", "break;", "continue;", "int", "long", "void", "struct", "union", "typedef",
    "static", "const", "volatile", "register", "extern", "_Atomic", "sizeof", "__attribute__((fork_task))",
    "0", "1", "-1", "0x7fffffff", "1.5", "\"str\"", "'c'", "x", "n", "fib", "main", "...", "#define M 1\n",
    "#if 0\n", "#endif\n", "\n", "/*", "*/", "//", "__builtin_alloca(4)", "setjmp(jb)", "&&L", "goto *p;",
    "({ 1; })", "int a[n];", "_Generic(x, int: 1)", "__label__ L;", "asm(\"nop\");", "[[fork_task]]",
    "fork_spawn(fork_spawn(f(1)))", "fork_spawn(f)(1)", "x = fork_spawn(f(1)) + 1;",
]

SNIPPETS = [
    "int vla[n]; (void)vla;",
    "void *q = __builtin_alloca(16); (void)q;",
    "long z = fork_spawn(fib(1)) + 1;",
    "if (fork_spawn(fib(1))) {}",
    "fork_join(), fork_join();",
    "long (*fp)(int) = 0; fork_spawn(fp(1));",
    "static long sv; sv = fork_spawn(fib(2));",
    "({ fork_join(); 0; });",
    "struct loc { int a; } lv = {0}; (void)lv;",
    "goto *(&&here); here:;",
    "double dz = fork_spawn(fib(3));",
    "fork_spawn(printf(\"x\"));",
    "fork_spawn(fib(n - 1)); fork_spawn(fib(n - 2)); fork_join();",
    "void *sp = forkc_stack_alloc(32); fork_spawn(fib(2)); forkc_stack_free(sp); fork_join();",
    "forkc_resume_on(1);",
    "for (int i = 0; i < 3; i++) { long t = fork_spawn(fib(i)); (void)t; }",
]

PRELUDE_RANDOM = "#include <forkc.h>\n#include <stdio.h>\nfork_task long fib(int n);\n"


def token_soup(r):
    toks = []
    for _ in range(r.randint(5, 200)):
        toks.append(r.choice(DICT + ["x", "y", "n", "1", "2", "long", "int"]))
    body = " ".join(toks)
    if r.random() < 0.5:
        body = "fork_task long f(int n) { " + body + " }"
    return PRELUDE_RANDOM + body + "\n"


class Mutator:
    def __init__(self, r, corpus):
        self.r = r
        self.corpus = corpus

    def mutate(self, text):
        r = self.r
        for _ in range(r.choice([1, 1, 1, 2, 3, 5])):
            text = getattr(self, "m_" + r.choice(
                ["trunc", "dellines", "dupline", "swaplines", "tokrep", "tokins", "splice", "snippet",
                 "bytes", "delchars", "tokdel"]))(text)
        return text

    def m_trunc(self, t):
        return t[:self.r.randint(0, len(t))] if t else t

    def m_dellines(self, t):
        ls = t.split("\n")
        i = self.r.randrange(len(ls))
        del ls[i:i + self.r.choice([1, 1, 2, 5])]
        return "\n".join(ls)

    def m_dupline(self, t):
        ls = t.split("\n")
        i = self.r.randrange(len(ls))
        ls.insert(self.r.randrange(len(ls) + 1), ls[i])
        return "\n".join(ls)

    def m_swaplines(self, t):
        ls = t.split("\n")
        i, j = self.r.randrange(len(ls)), self.r.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
        return "\n".join(ls)

    def _tokens(self, t):
        return [m.span() for m in re.finditer(r"[A-Za-z_]\w*|\d+|\S", t)]

    def m_tokrep(self, t):
        sp = self._tokens(t)
        if not sp:
            return t
        a, b = self.r.choice(sp)
        rep = self.r.choice(DICT) if self.r.random() < 0.6 else t[slice(*self.r.choice(sp))]
        return t[:a] + rep + t[b:]

    def m_tokins(self, t):
        sp = self._tokens(t)
        a = self.r.choice(sp)[0] if sp else 0
        return t[:a] + self.r.choice(DICT) + " " + t[a:]

    def m_tokdel(self, t):
        sp = self._tokens(t)
        if not sp:
            return t
        a, b = self.r.choice(sp)
        return t[:a] + t[b:]

    def m_splice(self, t):
        other = self.r.choice(self.corpus)[1].split("\n")
        i = self.r.randrange(len(other))
        chunk = other[i:i + self.r.randint(1, 8)]
        ls = t.split("\n")
        ls[self.r.randrange(len(ls) + 1):0] = chunk
        return "\n".join(ls)

    def m_snippet(self, t):
        # inside a function body, if there is one
        idx = [m.end() for m in re.finditer(r"\)\s*\{", t)]
        if not idx:
            return t + "\n" + self.r.choice(SNIPPETS)
        a = self.r.choice(idx)
        return t[:a] + "\n" + self.r.choice(SNIPPETS) + "\n" + t[a:]

    def m_bytes(self, t):
        if not t:
            return t
        b = bytearray(t.encode(errors="replace"))
        for _ in range(self.r.randint(1, 4)):
            b[self.r.randrange(len(b))] = self.r.randrange(1, 256)
        return b.decode(errors="replace")

    def m_delchars(self, t):
        if not t:
            return t
        a = self.r.randrange(len(t))
        return t[:a] + t[a + self.r.randint(1, 30):]


def load_corpus(r, ngen):
    corpus = []
    for pat in ("test/e2e/*.c", "test/lit/*.c", "test/lit/Inputs/*.c", "test/lit/Inputs/*.h"):
        for f in sorted(glob.glob(os.path.join(ROOT, pat))):
            corpus.append((os.path.relpath(f, ROOT), open(f, errors="replace").read()))
    for s in range(ngen):
        seed = r.randrange(1 << 30)
        files = genmod.Gen(seed, 20000).generate()
        text = files["prog.c"]
        if "prog.h" in files:  # inline the header: mutants are single files
            text = text.replace("#include \"prog.h\"", files["prog.h"]) + files.get("prog.part2.c", "")
            text = text.replace("#include \"prog.h\"", "")
        corpus.append(("gen:%d" % seed, text))
    return corpus


def classify(rc, err, obj_exists):
    if rc is None:
        return "hang"
    if rc < 0 or rc >= 128 or "PLEASE submit a bug report" in err or "Stack dump" in err:
        return "crash"
    if rc != 0 and obj_exists:
        return "stale-obj"
    if rc != 0 and "error" not in err:
        return "silent"
    if rc == 0 and not obj_exists:
        return "no-obj"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--include", default=os.path.join(ROOT, "include"))
    ap.add_argument("--clang", default=shutil.which("clang-19") or "clang-19")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--time", type=float, default=None, help="stop after S seconds")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--found", default=None)
    ap.add_argument("--progress", type=int, default=100)
    a = ap.parse_args()
    r = random.Random(a.seed)
    corpus = load_corpus(r, 20)
    mut = Mutator(r, corpus)
    work = tempfile.mkdtemp(prefix="forkc-mutate-")
    found = os.path.abspath(a.found or os.path.join(os.getcwd(), "mutate-found"))
    t0 = time.time()
    stats = {"ok": 0, "rejected": 0}
    fails = []
    n = 0
    try:
        while n < a.count and (a.time is None or time.time() - t0 < a.time):
            n += 1
            if r.random() < 0.08:
                name, text = "soup", token_soup(r)
            else:
                name, text = r.choice(corpus)
                text = mut.mutate(text)
            src = os.path.join(work, "m.c")
            obj = os.path.join(work, "m.o")
            with open(src, "w", errors="replace") as fh:
                fh.write(text)
            if os.path.exists(obj):
                os.remove(obj)
            cmd = [a.clang, "-fplugin=" + a.plugin, "-I" + a.include,
                   "-I" + os.path.join(ROOT, "test/lit/Inputs"), "-I" + os.path.join(ROOT, "test/e2e"),
                   "-fno-color-diagnostics", r.choice(["-O0", "-O0", "-O1", "-O2"]), "-c", src, "-o", obj]
            for attempt in range(10):
                try:
                    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=a.timeout)
                    rc, err = p.returncode, p.stderr.decode(errors="replace")
                except subprocess.TimeoutExpired:
                    rc, err = None, "timeout"
                if rc != 0 and "unable to load plugin" in err:  # being rebuilt: not a finding
                    time.sleep(3)
                    continue
                break
            kind = classify(rc, err, os.path.exists(obj))
            if kind:
                os.makedirs(found, exist_ok=True)
                base = os.path.join(found, "%s_%d_%d" % (kind, a.seed, n))
                shutil.copy(src, base + ".c")
                with open(base + ".log", "w") as fh:
                    fh.write("from %s\n%s\nexit %s\n%s" % (name, " ".join(cmd), rc, err[-20000:]))
                fails.append((kind, base + ".c"))
                print("FAIL %s: %s.c (from %s, exit %s)" % (kind, base, name, rc), flush=True)
                first = [l for l in err.split("\n") if "error" in l or "Assert" in l or "signal" in l.lower()][:3]
                for l in first:
                    print("   " + l[:300], flush=True)
            else:
                stats["ok" if rc == 0 else "rejected"] += 1
            if n % a.progress == 0:
                print("%d mutants: %d compiled, %d rejected, %d failures, %.0fs"
                      % (n, stats["ok"], stats["rejected"], len(fails), time.time() - t0), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("mutate: %d mutants (%d compiled, %d rejected with diagnostics), %d failures, %.1fs"
          % (n, stats["ok"], stats["rejected"], len(fails), time.time() - t0))
    for k, f in fails:
        print("  %s %s" % (k, f))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
