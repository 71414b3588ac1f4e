#!/usr/bin/env python3
"""Check the C snippets of forkc's Markdown documentation (ctest label `docs`).

Every ```c fenced block of the given Markdown files is one of:
  - a complete program (it defines `main`): built with clang-19 and the
    plugin, linked with the runtime, and run (FORKC_WORKERS=2); when gcc is
    given it is also built as its serial elision with gcc, and both runs
    must print the same;
  - a fragment at file scope: compile-checked with the plugin and
    -fsyntax-only after `#include <forkc.h>` (and the headers the snippet
    names itself);
  - marked skipped: the line just before the opening fence is
        <!-- doc-test: skip (why) -->
    for illustrations that are not C a compiler can check (lowered code,
    pseudo-code, statements out of context).  The reason is printed.
See CONTRIBUTING.md, "Documentation snippets".

    check_snippets.py --clang clang-19 --plugin libforkplugin.so \
        --include include --runtime libforkc.a [--gcc gcc] [--workdir DIR] FILE.md...
Exit status 0 when every checked snippet passes.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

SKIP_RE = re.compile(r"^\s*<!--\s*doc-test:\s*skip\b(.*?)-->\s*$")
MAIN_RE = re.compile(r"\bmain\s*\(")


def snippets(path):
    """Yields (line number of the fence, skip reason or None, code)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```+\s*c\s*$", lines[i])
        if not m:
            i += 1
            continue
        start = i
        skip = None
        if start > 0:
            sm = SKIP_RE.match(lines[start - 1])
            if sm:
                skip = sm.group(1).strip().strip("()") or "no reason given"
        i += 1
        body = []
        while i < len(lines) and not re.match(r"^\s*```", lines[i]):
            body.append(lines[i])
            i += 1
        i += 1
        yield start + 1, skip, "\n".join(body) + "\n"


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--include", required=True)
    ap.add_argument("--runtime", required=True)
    ap.add_argument("--gcc", default="")
    ap.add_argument("--workdir", default="")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()

    workdir = a.workdir or tempfile.mkdtemp(prefix="forkc-doc-")
    os.makedirs(workdir, exist_ok=True)
    forkcc = [a.clang, "-fplugin=" + a.plugin, "-I" + a.include]
    env = dict(os.environ, FORKC_WORKERS="2")
    failures = 0
    counts = {"program": 0, "fragment": 0, "skipped": 0}

    for md in a.files:
        base = re.sub(r"\W", "_", os.path.relpath(md))
        for line, skip, code in snippets(md):
            where = "%s:%d" % (md, line)
            if skip is not None:
                counts["skipped"] += 1
                print("SKIP  %s: %s" % (where, skip))
                continue
            src = os.path.join(workdir, "%s_%d.c" % (base, line))
            if MAIN_RE.search(code):
                counts["program"] += 1
                with open(src, "w") as f:
                    f.write(code)
                exe = src[:-2] + ".forkc"
                r = run(forkcc + ["-O2", "-Wall", src, a.runtime, "-lpthread",
                                  "-lm", "-o", exe])
                if r.returncode != 0:
                    print("FAIL  %s: does not build with the plugin:\n%s" % (where, r.stdout))
                    failures += 1
                    continue
                try:
                    r = run([exe], env=env, timeout=a.timeout)
                except subprocess.TimeoutExpired:
                    print("FAIL  %s: did not finish in %d s" % (where, a.timeout))
                    failures += 1
                    continue
                if r.returncode != 0:
                    print("FAIL  %s: exit status %d:\n%s" % (where, r.returncode, r.stdout))
                    failures += 1
                    continue
                out = r.stdout
                if a.gcc:
                    serial = src[:-2] + ".serial"
                    r = run([a.gcc, "-O2", "-Wall", "-I" + a.include, src, "-o", serial, "-lm"])
                    if r.returncode != 0:
                        print("FAIL  %s: the serial elision does not build with gcc:\n%s"
                              % (where, r.stdout))
                        failures += 1
                        continue
                    r = run([serial], timeout=a.timeout)
                    if r.returncode != 0 or r.stdout != out:
                        print("FAIL  %s: serial elision printed %r (status %d), forkc printed %r"
                              % (where, r.stdout, r.returncode, out))
                        failures += 1
                        continue
                print("PASS  %s: program, printed %r" % (where, out.strip()[:60]))
            else:
                counts["fragment"] += 1
                with open(src, "w") as f:
                    f.write("#include <forkc.h>\n#line %d \"%s\"\n%s" % (line + 1, md, code))
                r = run(forkcc + ["-fsyntax-only", "-Wall", src])
                if r.returncode != 0:
                    print("FAIL  %s: fragment does not compile (mark it with "
                          "<!-- doc-test: skip (why) --> if it is not meant to):\n%s"
                          % (where, r.stdout))
                    failures += 1
                    continue
                print("PASS  %s: fragment compiles" % where)

    print("%d programs, %d fragments, %d skipped, %d failed"
          % (counts["program"], counts["fragment"], counts["skipped"], failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
