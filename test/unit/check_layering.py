#!/usr/bin/env python3
"""Fails if the runtime's files call each other in a circle (docs/runtime.md:
"Calls between these files go one way"), or if a module's internal
functions are not declared in the module's own header (one header per
module: `forkc_i_` functions of X.c in X.h; of scheduler_*.c in scheduler.h).

    check_layering.py RUNTIME_DIR

A file depends on another when it calls (name followed by `(`) a function
the other defines.  Prints the dependency graph, and every cycle found.
"""
import collections
import os
import re
import sys

DEF_RE = re.compile(r"^(?:[A-Za-z_][\w \*]*?[\s\*])?((?:forkc_i_|forkc_)\w+)\s*\([^;{]*\)\s*\{",
                    re.M)


def graph(runtime):
    src, defs = {}, {}
    for name in sorted(os.listdir(runtime)):
        if name.endswith(".c"):
            with open(os.path.join(runtime, name), encoding="utf-8") as f:
                src[name] = f.read()
            for m in DEF_RE.finditer(src[name]):
                defs[m.group(1)] = name
    edges = collections.defaultdict(set)
    for name, text in src.items():
        for fn, where in defs.items():
            if where != name and re.search(r"\b%s\s*\(" % re.escape(fn), text):
                edges[name].add(where)
    return src, defs, edges


def header_of(name):
    return "scheduler.h" if name.startswith("scheduler_") else name[:-2] + ".h"


def misplaced(runtime, defs):
    """forkc_i_ functions not declared in their module's own header."""
    bad = []
    for fn, where in sorted(defs.items()):
        if not fn.startswith("forkc_i_"):
            continue
        path = os.path.join(runtime, header_of(where))
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if not re.search(r"\b%s\s*\(" % re.escape(fn), text):
            bad.append("%s (defined in %s) is not declared in %s" % (fn, where, header_of(where)))
    return bad


def cycles(edges):
    found, color, stack = [], {}, []

    def dfs(u):
        color[u] = 1
        stack.append(u)
        for v in sorted(edges.get(u, ())):
            if color.get(v) == 1:
                found.append(stack[stack.index(v):] + [v])
            elif not color.get(v):
                dfs(v)
        stack.pop()
        color[u] = 2

    for u in sorted(edges):
        if not color.get(u):
            dfs(u)
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    src, defs, edges = graph(sys.argv[1])
    if len(src) < 5 or len(defs) < 20:
        print("check_layering: found only %d files and %d functions in %s" %
              (len(src), len(defs), sys.argv[1]))
        return 1
    for a in sorted(edges):
        print("%s -> %s" % (a, ", ".join(sorted(edges[a]))))
    found = cycles(edges)
    for c in found:
        print("cycle: " + " -> ".join(c))
    bad = misplaced(sys.argv[1], defs)
    for b in bad:
        print("header: " + b)
    return 1 if found or bad else 0


if __name__ == "__main__":
    sys.exit(main())
