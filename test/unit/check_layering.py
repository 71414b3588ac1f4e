#!/usr/bin/env python3
"""Checks the runtime's layers (docs/runtime.md, "Modules"): fails if its
files call each other in a circle, if a file calls a function of a higher
layer or includes a header of a higher layer, if a file is in no layer, or
if a module's internal functions are not declared in the module's own
header (one header per module: `forkc_i_` functions of X.c in X.h; of
scheduler_*.c in scheduler.h).

    check_layering.py RUNTIME_DIR [RUNTIME_MD]

The layers are the table of RUNTIME_MD (default RUNTIME_DIR/../docs/runtime.md)
whose header row is `| layer | files |`, top layer first.  A header X.h is in
the layer of X.c unless the table places it itself.  A file depends on
another when it calls (name followed by `(`) a function the other defines,
or includes it (`#include "X.h"`).  Prints the call graph, then every
problem found.
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


def layers(runtime_md):
    """{file: rank}, rank 0 the bottom layer, from the `| layer | files |` table."""
    rows, inside = [], False
    for line in open(runtime_md, encoding="utf-8"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|"):
            if inside:
                break
            continue
        if cells[:2] == ["layer", "files"]:
            inside = True
        elif inside and not set(cells[0]) <= set("-: "):
            rows.append(re.findall(r"`([\w.]+)`", cells[1]))
    rank = {}
    for i, files in enumerate(reversed(rows)):
        for f in files:
            rank[f] = i
    return rank


def layer_of(name, rank):
    if name in rank:
        return rank[name]
    if name == "scheduler.h":
        return next((r for f, r in rank.items() if f.startswith("scheduler_")), None)
    if name.endswith(".h"):
        return rank.get(name[:-2] + ".c")
    return None


def layer_problems(runtime, rank, edges):
    bad = []
    files = sorted(f for f in os.listdir(runtime) if f.endswith((".c", ".h")))
    for f in files:
        if layer_of(f, rank) is None:
            bad.append("%s is in no layer of the table" % f)
    for f in files:
        mine = layer_of(f, rank)
        if mine is None:
            continue
        text = open(os.path.join(runtime, f), encoding="utf-8").read()
        for inc in re.findall(r'^#include "([\w.]+)"', text, re.M):
            theirs = layer_of(inc, rank)
            if f.endswith(".c") and inc == f[:-2] + ".h":
                continue
            if theirs is not None and theirs > mine:
                bad.append("%s includes %s, of a higher layer" % (f, inc))
        for callee in sorted(edges.get(f, ())):
            theirs = layer_of(callee, rank)
            if theirs is not None and theirs > mine:
                bad.append("%s calls into %s, of a higher layer" % (f, callee))
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
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    md = sys.argv[2] if len(sys.argv) == 3 else os.path.join(sys.argv[1], "..", "docs", "runtime.md")
    rank = layers(md)
    if len(set(rank.values())) < 4:
        print("check_layering: no layer table (| layer | files |) in %s" % md)
        return 1
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
    lay = layer_problems(sys.argv[1], rank, edges)
    for b in lay:
        print("layer: " + b)
    return 1 if found or bad or lay else 0


if __name__ == "__main__":
    sys.exit(main())
