#!/usr/bin/env python3
"""gen.py -- random, well-formed fork_task programs with deterministic output.

    gen.py --seed N --out DIR [--budget NODES]

writes DIR/prog.c (and, for about a third of the seeds, DIR/prog.part2.c and
DIR/prog.h: tasks split across two translation units, some of them defined in
the header as `static inline` tasks that both units include).  The program prints a
checksum per root call; its serial elision (gcc or clang, no plugin) and the
plugin build on any number of workers must print the same lines.

What the programs contain (each at random): recursion of several tasks that
call and spawn each other (always with a smaller depth, so they end), spawn
loops into arrays, spawns under if / switch (with fall-through) / for / while /
do / goto loops, forward gotos over spawning blocks, early returns (implicit
joins), plain calls of tasks as statements and inside expressions, spawned
plain C leaves, destinations that are array elements, struct members and
`*p`, pointers to parent locals and parent arrays handed to children (written
by void tasks, read through `const` pointers), struct, double and float
results (exact: multiples of 1/4 below 2^24), forkc_stack_alloc/free (FILO,
outside fork-join scopes), plain C calling tasks from inside tasks (nested
roots; also of a task with no resume point, whose wrapper only calls it),
forkc_resume_on, explicit joins and implicit joins at return,
variable-length arrays and alloca filled by spawns, macros whose bodies name
the task's parameters and locals and macros that spawn, tasks that a macro
defines (FZ_DEFINE_FOLD, called and spawned) (issue 10).

fork_for loops (in tasks and in plain C functions called from tasks): every
comparison (<, <=, !=, >, >=, also with the bound on the left) and step form
(++, --, += k, -= k, k a literal or a local), integer loop variables of
every width and signedness and `unsigned long *` ones, declared in the loop
or before it (`i = lo`, C's other form; its value after the loop goes into
h), empty, one-iteration
and longer ranges, locals as bounds, fork_for_grain.  Each iteration has its
own h (from the enclosing one and the loop variable), runs ordinary
generated statements (spawns, calls, joins, nested fork_for, `continue`
possibly with children in flight: the iteration joins at its end) and
stores h into its own slot of a fresh array (or the element its pointer
points at) and/or updates reducers declared before the loop: forkc/reducers.h
sums (wrapping unsigned, and doubles that stay exact), products, min and
max, and two non-commutative ones (a polynomial hash of the values in
iteration order, and the last iteration's value), also from nested loops.
The enclosing variables are visible to the body read-only (and only those
no child writes), the reducers are only updated, never read into results,
so the iterations write disjoint locations; after the loop the array and
the reducers are folded into h.

Race freedom is by construction: the generator tracks which variables a
child still writes (or reads) and never touches them before the next
fork_join(); a block that declared a pending variable joins before it ends,
and break/continue are only emitted where no child of the loop body is
pending.  Arithmetic is on unsigned long (wrapping is defined), so there is
no undefined behaviour for the optimizer to exploit.

Every root is run at growing depths while the count of task calls stays
within the budget; a program whose calls at one depth reach ten times the
budget prints that it did and ends (FZ_WORK_CAP), on every build alike.

Python 3 standard library only.
"""
import argparse
import math
import os
import random

TYPES = ["unsigned long", "long", "int", "unsigned", "double", "float", "struct pt",
         "short", "unsigned char", "long long", "_Bool"]

# Types a spawned result of each type converts to exactly (a declaration of
# another type than the task's: a spawn that converts).
WIDER = {"int": ["long", "long long", "double"], "short": ["int", "long"],
         "unsigned char": ["unsigned", "int"], "_Bool": ["int", "unsigned long"],
         "unsigned": ["unsigned long", "long long"], "float": ["double"],
         "long": ["long long", "double"], "unsigned long": ["long long"]}


# A task with no resume point, called from plain C (docs/lowering.md, "Root
# and the original symbol"): on a worker its wrapper only calls it.
LEAF_TASK = """static fork_task unsigned long fz_leaf_task(unsigned long x) {
    unsigned long y[2];
    leaf_fill(y, 2, x);
    return mix(y[0], y[1]);
}
"""

def conv(t, e):
    """An unsigned long expression for value e of type t."""
    if t == "unsigned long":
        return "(%s)" % e
    if t in ("long", "int", "unsigned", "short", "unsigned char", "long long", "_Bool"):
        return "(unsigned long)(%s)" % e
    if t == "double":
        return "u_dbl(%s)" % e
    if t == "float":
        return "u_flt(%s)" % e
    if t == "struct pt":
        return "u_pt(%s)" % e
    raise ValueError(t)


def from_h(t, e):
    """An expression of type t made from unsigned long e."""
    return {
        "unsigned long": "(%s)" % e,
        "long": "(long)((%s) %% 1000003UL)" % e,
        "int": "(int)((%s) %% 30011UL)" % e,
        "unsigned": "(unsigned)((%s) & 0xffffffUL)" % e,
        "double": "(double)((%s) %% 65536UL) * 0.25" % e,
        "float": "(float)((%s) %% 4096UL) * 0.5f" % e,
        "struct pt": "mkpt(%s)" % e,
        "short": "(short)((%s) %% 30011UL)" % e,
        "unsigned char": "(unsigned char)((%s) & 0xffUL)" % e,
        "long long": "(long long)((%s) %% 1000000007UL)" % e,
        "_Bool": "(_Bool)((%s) & 1UL)" % e,
    }[t]


PRELUDE = r"""
struct pt { long a; unsigned long b; double c; };

static const unsigned long g_tbl[16] = {
    3, 141, 59, 26, 535, 8979, 323, 84, 626, 4338, 32, 79, 502, 88, 41, 97 };

static unsigned long mix(unsigned long h, unsigned long v) {
    h ^= v + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
    return h;
}
static unsigned long u_dbl(double v) { return (unsigned long)(v * 4.0); }
static unsigned long u_flt(float v) { return (unsigned long)(v * 4.0f); }
static unsigned long u_pt(struct pt p) {
    return mix(mix((unsigned long)p.a, p.b), (unsigned long)(p.c * 4.0));
}
static struct pt mkpt(unsigned long h) {
    struct pt p;
    p.a = (long)(h % 99991UL);
    p.b = h >> 7;
    p.c = (double)(h % 1024UL) * 0.25;
    return p;
}
/* plain C leaves (spawned: they run on the OS stack and never yield) */
static unsigned long leaf_ul(unsigned long x) { return mix(x, 0x51ed27UL) % 1000000007UL; }
static double leaf_dbl(unsigned long x) { return (double)(x % 8192UL) * 0.25; }
static void leaf_fill(unsigned long *out, int n, unsigned long x) {
    for (int i = 0; i < n; i++) out[i] = mix(x, (unsigned long)i);
}
/* non-commutative reducers for fork_for: a polynomial hash of the values
 * appended in iteration order (a view is (hash, 31^length), so two views
 * concatenate), and the value of the last iteration that set one */
struct fz_hs { unsigned long h, pow; };
static void fz_hs_identity(void *v) { struct fz_hs *a = v; a->h = 0; a->pow = 1; }
static void fz_hs_reduce(void *l, void *r) {
    struct fz_hs *a = l, *b = r;
    a->h = a->h * b->pow + b->h;
    a->pow *= b->pow;
}
/* appends to a fz_hs view: spawned with a reducer's address, it updates the
 * view current at the spawn while the continuation gets its own */
static void fz_hs_push(struct fz_hs *a, unsigned long v) {
    a->h = a->h * 31UL + v % 1009UL;
    a->pow *= 31UL;
}
struct fz_last { unsigned long v; int set; };
static void fz_last_identity(void *v) { struct fz_last *a = v; a->v = 0; a->set = 0; }
static void fz_last_reduce(void *l, void *r) {
    struct fz_last *a = l, *b = r;
    if (b->set) *a = *b;
}
"""

# A file-scope reducer (issue 13): appended to from tasks, fork_for bodies
# and a plain C helper; main prints its hash after each root call.
GLOBAL_REDUCER = ("struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) g_hs = {0UL, 1UL};\n")
GLOBAL_REDUCER_EXTERN = ("extern struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) g_hs;\n")
GLOBAL_REDUCER_HELPER = ("static inline void fz_g_push(unsigned long v) { fz_hs_push(&g_hs, v); }\n")

# Every task counts its calls in g_work.  main stops deepening a root when the
# next depth's count would pass the budget, but a branch that the data open
# only at a new depth can multiply it past any estimate: at FZ_WORK_CAP calls
# the program ends (exit 0, a line saying so).  The count of calls at each
# depth is the serial one on any schedule, so every build stops at the same
# root and depth, and their output still agrees.
WORK_CAP = r"""
static inline void fz_count(void) {
    if (atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed) + 1 == FZ_WORK_CAP) {
        printf("work cap of %lu calls reached\n", (unsigned long)FZ_WORK_CAP);
        fflush(stdout);
        _Exit(0);
    }
}
"""

# Tasks a macro defines (issue 10, a DEFINE_SUM(name, T) style generator),
# `static inline` so that prog.h can hold them for both translation units.
# After g_work's declaration: they count their calls like every task.
MACRO_TASKS = r"""
#define FZ_DEFINE_FOLD(name, T)                                                \
    static inline fork_task T name(int d, unsigned long x) {                   \
        fz_count();                                                            \
        if (d <= 1)                                                            \
            return (T)(mix(x, 11UL) % 1000UL);                                 \
        T a = fork_spawn(name(d - 1, mix(x, 1UL)));                            \
        T b = name(d - 2, mix(x, 2UL));                                        \
        fork_join();                                                           \
        return (T)(a + b);                                                     \
    }
FZ_DEFINE_FOLD(fz_fold_ul, unsigned long)
FZ_DEFINE_FOLD(fz_fold_int, int)
"""

# fork_for loop variable types: (type, smallest, largest value used)
FOR_TYPES = [("int", -200, 400), ("long", -3000, 3000), ("unsigned", 0, 5000),
             ("unsigned long", 0, 100000), ("short", -300, 300), ("unsigned short", 0, 600),
             ("unsigned char", 0, 250), ("signed char", -120, 120), ("long long", -500, 500),
             ("unsigned long long", 0, 900), ("ptr", 0, 0)]

# reducers: (declaration head, initial value, update with %(r)s and %(h)s, fold into h)
REDUCERS = [
    ("unsigned long forkc_reducer_sum(ulong)", "%dUL", "%(r)s += %(h)s;", "(%(r)s)"),
    ("unsigned forkc_reducer_sum(uint)", "%du", "%(r)s += (unsigned)(%(h)s & 0xffffUL);", "(unsigned long)(%(r)s)"),
    ("unsigned long long forkc_reducer_sum(ullong)", "%dULL", "%(r)s = %(r)s + (%(h)s >> 3);",
     "(unsigned long)(%(r)s)"),
    ("unsigned long forkc_reducer_prod(ulong)", "%dUL", "%(r)s *= %(h)s | 1UL;", "(%(r)s)"),
    ("long forkc_reducer_max(long)", "-%dL", "if ((long)(%(h)s %% 100003UL) > %(r)s) %(r)s = (long)(%(h)s %% 100003UL);",
     "(unsigned long)(%(r)s)"),
    ("int forkc_reducer_min(int)", "%d", "%(r)s = (int)(%(h)s %% 30011UL) < %(r)s ? (int)(%(h)s %% 30011UL) : %(r)s;",
     "(unsigned long)(%(r)s)"),
    ("unsigned long forkc_reducer_min(ulong)", "%dUL + (1UL << 40)", "if (%(h)s < %(r)s) %(r)s = %(h)s;", "(%(r)s)"),
    ("double forkc_reducer_sum(double)", "%d.25", "%(r)s += (double)(%(h)s %% 1024UL) * 0.25;", "u_dbl(%(r)s)"),
    ("struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce)", "{%dUL, 1UL}",
     "%(r)s.h = %(r)s.h * 31UL + %(h)s %% 1009UL; %(r)s.pow *= 31UL;", "mix(%(r)s.h, %(r)s.pow)"),
    ("struct fz_last fork_reducer(fz_last_identity, fz_last_reduce)", "{%dUL, 0}",
     "%(r)s.v = %(h)s; %(r)s.set = 1;", "mix(%(r)s.v, (unsigned long)%(r)s.set)"),
]


class Task:
    def __init__(self, idx, kind, ret, extra, tu):
        self.idx = idx
        self.kind = kind      # 'val' | 'fill' | 'acc'
        self.ret = ret        # for 'val'
        self.extra = extra    # None | 'double' | 'pt'
        self.tu = tu
        self.name = "t%d_%s" % (idx, kind)
        self.static = False   # defined `static inline` in prog.h (split programs)

    def proto(self):
        return ("static inline " if self.static else "") + self.signature()

    def signature(self):
        if self.kind == "val":
            ps = "int d, unsigned long x, const unsigned long *in, int n"
            if self.extra == "double":
                ps += ", double w"
            elif self.extra == "pt":
                ps += ", struct pt q"
            return "fork_task %s %s(%s)" % (self.ret, self.name, ps)
        if self.kind == "fill":
            return "fork_task void %s(unsigned long *out, int n, int d, unsigned long x)" % self.name
        return "fork_task void %s(unsigned long *out, int d, unsigned long x)" % self.name


class Var:
    def __init__(self, name, typ, depth, arr=0):
        self.name = name
        self.typ = typ
        self.depth = depth      # block depth where declared
        self.arr = arr          # array length, 0 for scalars
        self.pending = None     # None | 'w' (a child writes it) | 'r' (a child reads it)
        self.ro = False         # a read-only view inside a fork_for body (shared by the iterations)


class Gen:
    def __init__(self, seed, budget):
        self.r = random.Random(seed)
        self.seed = seed
        self.budget = budget
        self.uid = 0
        r = self.r
        ntasks = r.randint(3, 7)
        self.split = r.random() < 0.35
        self.tasks = []
        for i in range(ntasks):
            k = r.random()
            kind = "val" if i == 0 or k < 0.7 else ("fill" if k < 0.87 else "acc")
            ret = r.choice(TYPES + ["unsigned long", "long"]) if kind == "val" else "void"
            extra = r.choice([None, None, None, "double", "pt"]) if kind == "val" else None
            tu = 1 if (self.split and i > 0 and r.random() < 0.5) else 0
            self.tasks.append(Task(i, kind, ret, extra, tu))
        # at least one unsigned long task for array spawns
        if not any(t.kind == "val" and t.ret == "unsigned long" for t in self.tasks):
            self.tasks[-1 if self.tasks[-1].kind == "val" else 0].ret = "unsigned long"
            if self.tasks[0].kind == "val" and self.tasks[0].ret != "unsigned long" and \
                    self.tasks[-1].kind != "val":
                self.tasks[0].ret = "unsigned long"
        if self.split and not any(t.tu for t in self.tasks):
            self.tasks[-1].tu = 1
        self.use_nested_root = r.random() < 0.3
        self.use_resume = r.random() < 0.25
        self.use_forfor = r.random() < 0.6
        self.cfors = ["cfor%d" % j for j in range(r.randint(1, 2))] if self.use_forfor and r.random() < 0.4 else []
        self.fanout = {}

    def fresh(self, p):
        self.uid += 1
        return "%s%d" % (p, self.uid)

    # ---------------------------------------------------------------- bodies
    def callees(self, t, kind=None, ret=None):
        """Tasks t may call: itself (recursion) and the later ones."""
        out = []
        for u in self.tasks[t.idx:]:
            if kind and u.kind != kind:
                continue
            if ret and (u.kind != "val" or u.ret != ret):
                continue
            out.append(u)
        return out

    def dec(self):
        return self.r.choice(["d - 1", "d - 1", "d - 1", "d - 2"])

    def val_args(self, u, xexpr, in_arr=None):
        a = "%s, %s" % (self.dec(), xexpr)
        if in_arr is not None:
            a += ", %s, %d" % (in_arr.name, in_arr.arr)
        else:
            a += ", in, n"
        if u.extra == "double":
            a += ", (double)((%s) %% 64UL) * 0.5" % xexpr
        elif u.extra == "pt":
            a += ", mkpt(%s)" % xexpr
        return "%s(%s)" % (u.name, a)

    def readable(self, scalars_only=True):
        return [v for v in self.vars if v.pending is None and v.arr == 0 and v.typ] if scalars_only else \
               [v for v in self.vars if v.pending != "w" and v.typ]

    def xexpr(self):
        r = self.r
        c = r.random()
        if c < 0.4:
            return "x + %dUL" % r.randint(0, 9)
        if c < 0.6:
            return "mix(x, %dUL)" % r.randint(1, 999)
        if c < 0.8:
            return "h %% 1000UL + %dUL" % r.randint(0, 9)
        rv = self.readable()
        if rv:
            v = r.choice(rv)
            return "%s %% 997UL" % conv(v.typ, v.name)
        return "x ^ %dUL" % r.randint(1, 31)

    def cond(self):
        r = self.r
        c = r.random()
        if c < 0.4:
            return "(x + %dUL) %% %dUL == 0" % (r.randint(0, 7), r.randint(2, 5))
        if c < 0.6:
            return "d > %d" % r.randint(1, 3)
        if c < 0.8:
            return "(h & %dUL) != 0" % r.choice([1, 2, 4, 8])
        rv = self.readable()
        if rv:
            v = r.choice(rv)
            return "%s %% 3UL == 1UL" % conv(v.typ, v.name)
        return "x % 2UL == 1UL"

    def emit(self, s):
        self.out.append("    " * self.ind + s)

    def site(self, n=1):
        self.sites += self.mult * n

    def pending_any(self):
        return any(v.pending for v in self.vars)

    def join(self):
        self.emit("fork_join();")
        for v in self.vars:
            v.pending = None

    def decl(self, typ, p, arr=0, init=None):
        v = Var(self.fresh(p), typ, self.depth, arr)
        self.vars.append(v)
        if arr:
            self.emit("%s %s[%d]%s;" % (typ, v.name, arr, " = {0}" if init is None else init))
        elif init is not None:
            self.emit("%s %s = %s;" % (typ, v.name, init))
        else:
            self.emit("%s %s;" % (typ, v.name))
        return v

    def open_block(self, head):
        self.emit(head + " {")
        self.ind += 1
        self.depth += 1
        return len(self.vars)

    def close_block(self, mark, tail="}"):
        if any(v.pending for v in self.vars[mark:]):
            self.join()
        del self.vars[mark:]
        self.depth -= 1
        self.ind -= 1
        self.emit(tail)

    def snapshot(self):
        return {id(v): v.pending for v in self.vars}

    def union(self, snap):
        """After a branch that may not run: pending if pending in either."""
        for v in self.vars:
            if id(v) in snap and snap[id(v)] and not v.pending:
                v.pending = snap[id(v)]

    def stmt_list(self, n, budget_nest):
        for _ in range(n):
            self.stmt(budget_nest)

    def stmt(self, nest):
        r = self.r
        t = self.cur
        choices = ["spawn", "spawn", "spawn", "call", "mix", "join", "spawnloop",
                   "leaf", "member", "handptr", "handarr", "readarr", "callexpr"]
        if nest > 0:
            choices += ["if", "if", "switch", "for", "while", "goto", "gotoloop", "stackalloc"]
            choices += ["macro"]
            if not self.in_forfor:  # fork_for bodies refuse it (docs/using-forkc.md)
                choices += ["vla"]
        if self.loop_depth > 0 and not self.loop_pending():
            choices += ["breakcont"]
        choices += ["ret", "discard", "shadow", "idxspawn", "gentask", "redspawn", "globred"]
        if self.use_nested_root and self.nested_root_ok(t):
            choices += ["nested"]
        if self.use_resume:
            choices += ["resume"]
        if self.use_forfor:
            choices += ["forfor"] * (2 if nest > 0 else 1)
            if self.cfors and not self.in_forfor:
                choices += ["cfor"]
        # A documented limit of the lowering, kept apart within one task: a
        # goto in a task with variable-length arrays.  (Macros naming a
        # shadowing variable or, in a fork_for body, the enclosing function's
        # variables are expanded by the plugin: no longer kept apart.)
        used = self.task_uses
        exclude = set()
        if "vla" in used:
            exclude |= {"goto", "gotoloop"}
        if used & {"goto", "gotoloop"}:
            exclude.add("vla")
        choices = [c for c in choices if c not in exclude]
        k = r.choice(choices)
        used.add(k)
        getattr(self, "s_" + k)(nest)

    def loop_pending(self):
        return any(v.pending for v in self.vars[self.loop_marks[-1]:]) if self.loop_marks else False

    def target_scalar(self, typ, prefix, call):
        """A destination for a spawned result of type typ: a fresh
        declaration, or an existing non-pending variable outside loops."""
        cands = [v for v in self.vars if v.typ == typ and v.arr == 0 and v.pending is None and not v.ro
                 and (not self.loop_marks or self.vars.index(v) >= self.loop_marks[-1])]
        if cands and self.r.random() < 0.4:
            v = self.r.choice(cands)
            self.emit("%s = fork_spawn(%s);" % (v.name, call))
            return v
        # Sometimes a wider type than the task's (docs/lowering.md, "Spawns
        # that convert"): the value reaches it at once, or at the join.
        if typ in WIDER and self.r.random() < 0.3:
            typ = self.r.choice(WIDER[typ])
        v = Var(self.fresh(prefix), typ, self.depth)
        self.vars.append(v)
        self.emit("%s %s = fork_spawn(%s);" % (typ, v.name, call))
        return v

    def _fix_last(self, call):
        self.out[-1] = self.out[-1] % call

    def s_spawn(self, nest):
        u = self.r.choice(self.callees(self.cur, "val"))
        call = self.val_args(u, self.xexpr())
        if self.r.random() < 0.15:
            # through a pointer: the task's original symbol, a nested root
            call = self.via_pointer(u.name, call)
        v = self.target_scalar(u.ret, "v", call)
        v.pending = "w"
        self.site()

    def via_pointer(self, name, call):
        """call (`name(args)`) made through a fresh function pointer."""
        fp = self.fresh("fp")
        self.emit("__typeof__(&%s) %s = %s;" % (name, fp, name))
        return fp + call[len(name):]

    def s_discard(self, nest):
        # fork_spawn(f(args)); of a task with a result: the result is dropped
        u = self.r.choice(self.callees(self.cur, "val"))
        self.emit("fork_spawn(%s);" % self.val_args(u, self.xexpr()))
        self.site()
        g = Var(None, None, self.depth)  # no destination, but a child to join
        g.pending = "w"
        self.vars.append(g)

    def s_shadow(self, nest):
        # a block whose local x shadows the parameter x (and whose h shadows h)
        if nest <= 0:
            return self.s_mix(nest)
        xs = self.fresh("xs")
        self.emit("unsigned long %s = mix(x, %dUL);" % (xs, self.r.randint(1, 99)))
        snap = self.snapshot()
        m = self.open_block("")
        self.emit("unsigned long x = %s;" % xs)
        hid = self.r.random() < 0.5
        if hid:
            hs = self.fresh("hs")
            self.emit("unsigned long %s = h;" % hs)
            self.emit("unsigned long h = mix(%s, 1UL);" % hs)
            # the outer h is hidden: fold the inner one into xs before leaving
        self.stmt_list(self.r.randint(1, 3), nest - 1)
        if hid:
            if any(v.pending for v in self.vars[m:]):
                self.join()
            self.emit("%s = h;" % xs)
        self.close_block(m)
        if hid:
            self.emit("h = mix(h, %s);" % xs)

    def s_idxspawn(self, nest):
        # destination index evaluated at the spawn: later changes of i do not move it
        us = self.callees(self.cur, "val", "unsigned long")
        k = self.r.randint(2, 4)
        a = self.decl("unsigned long", "ix", arr=k)
        i = self.fresh("ii")
        self.emit("int %s = 0;" % i)
        for j in range(k):
            call = self.val_args(self.r.choice(us), "x + %dUL" % j) if us else "leaf_ul(x + %dUL)" % j
            if us:
                self.site()
            self.emit("%s[%s++] = fork_spawn(%s);" % (a.name, i, call))
        self.emit("%s = 99;" % i)
        a.pending = "w"

    def s_leaf(self, nest):
        if self.r.random() < 0.6:
            call = "leaf_ul(%s)" % self.xexpr()
            if self.r.random() < 0.2:
                call = self.via_pointer("leaf_ul", call)
            v = self.target_scalar("unsigned long", "l", call)
        else:
            v = self.target_scalar("double", "l", "leaf_dbl(%s)" % self.xexpr())
        v.pending = "w"

    def s_call(self, nest):
        u = self.r.choice(self.callees(self.cur, "val"))
        x = self.xexpr()
        if self.r.random() < 0.5:
            v = self.decl(u.ret, "c", init=self.val_args(u, x))
        else:
            cands = [v for v in self.readable() if v.typ == u.ret and not v.ro]
            if cands:
                v = self.r.choice(cands)
                self.emit("%s = %s;" % (v.name, self.val_args(u, x)))
            else:
                v = self.decl(u.ret, "c", init=self.val_args(u, x))
        self.site()
        if self.r.random() < 0.7:
            self.emit("h = mix(h, %s);" % conv(v.typ, v.name))

    def s_callexpr(self, nest):
        # a task call inside a larger expression: the documented fallback
        u = self.r.choice(self.callees(self.cur, "val"))
        self.emit("h = mix(h, %s + 1UL);" % conv(u.ret, self.val_args(u, self.xexpr())))
        self.site()

    def s_mix(self, nest):
        rv = self.readable(False)
        if not rv:
            self.emit("h = mix(h, x);")
            return
        v = self.r.choice(rv)
        if v.arr:
            i = self.fresh("k")
            self.emit("for (int %s = 0; %s < %d; %s++) h = mix(h, %s);"
                      % (i, i, v.arr, i, conv(v.typ, "%s[%s]" % (v.name, i))))
        else:
            self.emit("h = mix(h, %s);" % conv(v.typ, v.name))

    def s_join(self, nest):
        if not self.pending_any() and self.r.random() < 0.7:
            return self.s_mix(nest)
        self.join()
        if self.r.random() < 0.7:
            self.s_mix(nest)

    def s_spawnloop(self, nest):
        r = self.r
        us = self.callees(self.cur, "val", "unsigned long")
        k = r.randint(2, 8)
        a = self.decl("unsigned long", "a", arr=k)
        i = self.fresh("i")
        self.emit("for (int %s = 0; %s < %d; %s++) {" % (i, i, k, i))
        self.ind += 1
        x = "x + (unsigned long)%s" % i
        if us and r.random() < 0.8:
            call = self.val_args(r.choice(us), x)
            self.site(k)
        else:
            call = "leaf_ul(%s)" % x
        c = r.random()
        if c < 0.25:
            self.emit("if ((%s + h) %% 3UL == 0) continue;" % x)
        elif c < 0.35:
            self.emit("if (%s > %d) break;" % (i, r.randint(1, k)))
        if r.random() < 0.3:
            self.emit("if (%s %% 2 == 0) %s[%s] = fork_spawn(%s);" % (i, a.name, i, call))
            self.emit("else %s[%s] = leaf_ul(%s + 7UL);" % (a.name, i, x))
        else:
            self.emit("%s[%s] = fork_spawn(%s);" % (a.name, i, call))
        self.ind -= 1
        self.emit("}")
        a.pending = "w"

    def s_member(self, nest):
        r = self.r
        c = r.random()
        if c < 0.5:
            p = self.decl("struct pt", "s", init="{0, 0, 0.0}")
            p.pending = "w"  # the arguments of the later spawns must not read it
            ls = self.callees(self.cur, "val", "long")
            us = self.callees(self.cur, "val", "unsigned long")
            ds = self.callees(self.cur, "val", "double")
            if ls:
                self.emit("%s.a = fork_spawn(%s);" % (p.name, self.val_args(r.choice(ls), self.xexpr())))
                self.site()
            if us:
                self.emit("%s.b = fork_spawn(%s);" % (p.name, self.val_args(r.choice(us), self.xexpr())))
                self.site()
            else:
                self.emit("%s.b = fork_spawn(leaf_ul(%s));" % (p.name, self.xexpr()))
            if ds:
                self.emit("%s.c = fork_spawn(%s);" % (p.name, self.val_args(r.choice(ds), self.xexpr())))
                self.site()
            else:
                self.emit("%s.c = fork_spawn(leaf_dbl(%s));" % (p.name, self.xexpr()))
            p.pending = "w"
        else:
            # through a pointer to a parent local, and through ->
            tgt = self.decl("unsigned long", "o", init="0")
            pp = self.fresh("pp")
            self.emit("unsigned long *%s = &%s;" % (pp, tgt.name))
            us = self.callees(self.cur, "val", "unsigned long")
            call = self.val_args(r.choice(us), self.xexpr()) if us else "leaf_ul(%s)" % self.xexpr()
            if us:
                self.site()
            self.emit("*%s = fork_spawn(%s);" % (pp, call))
            tgt.pending = "w"

    def s_handptr(self, nest):
        accs = self.callees(self.cur, "acc")
        if not accs:
            return self.s_spawn(nest)
        v = self.decl("unsigned long", "p", init="0")
        self.emit("fork_spawn(%s(&%s, %s, %s));" % (self.r.choice(accs).name, v.name, self.dec(), self.xexpr()))
        self.site()
        v.pending = "w"

    def s_handarr(self, nest):
        r = self.r
        fills = self.callees(self.cur, "fill")
        k = r.randint(2, 12)
        a = self.decl("unsigned long", "b", arr=k)
        h1 = k // 2
        if fills:
            f1, f2 = r.choice(fills), r.choice(fills)
            self.emit("fork_spawn(%s(%s, %d, %s, %s));" % (f1.name, a.name, h1, self.dec(), self.xexpr()))
            if r.random() < 0.5:
                self.emit("fork_spawn(%s(%s + %d, %d, %s, %s));" % (f2.name, a.name, h1, k - h1, self.dec(), self.xexpr()))
            else:
                self.emit("%s(&%s[%d], %d, %s, %s);" % (f2.name, a.name, h1, k - h1, self.dec(), self.xexpr()))
            self.site(2)
        else:
            self.emit("fork_spawn(leaf_fill(%s, %d, %s));" % (a.name, h1, self.xexpr()))
            self.emit("fork_spawn(leaf_fill(%s + %d, %d, %s));" % (a.name, h1, k - h1, self.xexpr()))
        a.pending = "w"

    def s_readarr(self, nest):
        # a child reads a parent array through a const pointer
        arrs = [v for v in self.vars if v.arr and v.pending is None]
        us = self.callees(self.cur, "val")
        if not arrs:
            a = self.decl("unsigned long", "q", arr=self.r.randint(1, 6))
            self.emit("for (int %s = 0; %s < %d; %s++) %s[%s] = mix(x, (unsigned long)%s);"
                      % ("j", "j", a.arr, "j", a.name, "j", "j"))
            arrs = [a]
        a = self.r.choice(arrs)
        u = self.r.choice(us)
        v = self.target_scalar(u.ret, "r", self.val_args(u, self.xexpr(), in_arr=a))
        self.site()
        v.pending = "w"
        a.pending = "r"

    def s_if(self, nest):
        r = self.r
        snap0 = self.snapshot()
        m = self.open_block("if (%s)" % self.cond())
        self.stmt_list(r.randint(1, 3), nest - 1)
        if r.random() < 0.5:
            self.close_block(m, "} else {")
            snap1 = self.snapshot()
            # restore the entry state for the else branch
            for v in self.vars:
                v.pending = snap0.get(id(v))
            self.ind += 1
            self.depth += 1
            m = len(self.vars)
            self.stmt_list(r.randint(1, 3), nest - 1)
            self.close_block(m)
            self.union(snap1)
        else:
            self.close_block(m)
            self.union(snap0)

    def s_switch(self, nest):
        r = self.r
        ncase = r.randint(2, 4)
        self.emit("switch ((int)((x ^ h) %% %dUL)) {" % (ncase + 1))
        entry = self.snapshot()
        acc = dict(entry)
        fell = None
        for c in list(range(ncase)) + ["default"]:
            # entry state: the switch entry, plus whatever fell through
            for v in self.vars:
                p = entry.get(id(v))
                if fell and fell.get(id(v)):
                    p = fell[id(v)]
                v.pending = p
            self.emit("case %d: {" % c if c != "default" else "default: {")
            self.ind += 1
            self.depth += 1
            m = len(self.vars)
            self.stmt_list(r.randint(1, 2), nest - 1)
            ft = c != "default" and r.random() < 0.35
            self.close_block(m, "}")
            if ft:
                self.emit("/* fall through */")
                fell = self.snapshot()
            else:
                self.emit("break;")
                fell = None
            for v in self.vars:
                if v.pending and not acc.get(id(v)):
                    acc[id(v)] = v.pending
        self.emit("}")
        for v in self.vars:
            v.pending = acc.get(id(v))

    def loop_body(self, head, nest, trips, tail="}"):
        m = self.open_block(head)
        self.loop_marks.append(m)
        self.loop_depth += 1
        old = self.mult
        self.mult *= trips
        self.stmt_list(self.r.randint(1, 3), nest - 1)
        self.mult = old
        self.loop_depth -= 1
        self.loop_marks.pop()
        self.close_block(m, tail)

    def s_for(self, nest):
        r = self.r
        n = r.randint(1, 4)
        i = self.fresh("i")
        snap = self.snapshot()
        c = r.random()
        if c < 0.5:
            self.loop_body("for (int %s = 0; %s < %d; %s++)" % (i, i, n, i), nest, n)
        elif c < 0.75:
            self.emit("int %s = %d;" % (i, n))
            self.loop_body("while (%s-- > 0)" % i, nest, n)
        else:
            self.emit("int %s = 0;" % i)
            self.loop_body("do", nest, n, "} while (++%s < %d);" % (i, n))
        self.union(snap)

    s_while = s_for

    def s_breakcont(self, nest):
        self.emit("if (%s) %s;" % (self.cond(), self.r.choice(["break", "continue"])))

    def s_goto(self, nest):
        L = self.fresh("L")
        snap = self.snapshot()
        self.emit("if (%s) goto %s;" % (self.cond(), L))
        m = self.open_block("")
        self.stmt_list(self.r.randint(1, 3), nest - 1)
        self.close_block(m)
        self.emit("%s:;" % L)
        self.union(snap)

    def s_gotoloop(self, nest):
        n = self.r.randint(1, 4)
        g, top, end = self.fresh("g"), self.fresh("Ltop"), self.fresh("Lend")
        snap = self.snapshot()
        self.emit("int %s = 0;" % g)
        self.emit("%s:" % top)
        self.emit("if (%s >= %d) goto %s;" % (g, n, end))
        # the body cannot break/continue (no enclosing C loop of its own)
        saved_marks, saved_depth = self.loop_marks, self.loop_depth
        self.loop_marks, self.loop_depth = [len(self.vars)], 0
        m = self.open_block("")
        old = self.mult
        self.mult *= n
        self.stmt_list(self.r.randint(1, 3), nest - 1)
        self.mult = old
        self.close_block(m)
        self.loop_marks, self.loop_depth = saved_marks, saved_depth
        self.emit("%s++;" % g)
        self.emit("goto %s;" % top)
        self.emit("%s:;" % end)
        self.union(snap)

    def spawn_fill_fold(self, buf, itype, bound, k, leaf_sites):
        """`for (itype i = 0; i bound; i++) buf[i] = fork_spawn(..);`, the
        join, and the results folded into h (up to k children)."""
        i = self.fresh("i")
        us = self.callees(self.cur, "val", "unsigned long")
        call = self.val_args(self.r.choice(us), "x + (unsigned long)%s" % i) if us else \
            "leaf_ul(x + (unsigned long)%s)" % i
        head = "for (%s %s = 0; %s %s; %s++)" % (itype, i, i, bound, i)
        self.emit("%s %s[%s] = fork_spawn(%s);" % (head, buf, i, call))
        if us or leaf_sites:
            self.site(k)
        self.join()
        self.emit("%s h = mix(h, %s[%s]);" % (head, buf, i))

    def s_stackalloc(self, nest):
        r = self.r
        if self.pending_any():
            self.join()
        k = r.randint(1, 10)
        m = self.open_block("")
        s = self.fresh("sa")
        self.emit("unsigned long *%s = forkc_stack_alloc(%d * sizeof *%s);" % (s, k, s))
        tag = None
        if r.random() < 0.4:
            tag = self.fresh("tag")
            self.emit("char *%s = forkc_stack_alloc(%d);" % (tag, r.randint(1, 40)))
            self.emit("%s[0] = (char)(x & 0x3f);" % tag)
        self.spawn_fill_fold(s, "int", "< %d" % k, k, leaf_sites=False)
        if tag:
            self.emit("h = mix(h, (unsigned long)%s[0]);" % tag)
            self.emit("forkc_stack_free(%s);" % tag)
        self.emit("forkc_stack_free(%s);" % s)
        self.close_block(m)

    def s_vla(self, nest):
        """A variable-length array (on the task's stacklet) sized at run time,
        declared with nothing pending, filled by spawns and read after their
        join; or, outside loops, the same through alloca."""
        r = self.r
        if self.pending_any():
            self.join()
        k = r.randint(1, 6)
        m = self.open_block("")
        a = self.fresh("vla")
        if self.loop_depth == 0 and r.random() < 0.3:
            self.emit("unsigned long *%s = __builtin_alloca((x %% %dUL + 1) * sizeof *%s);" % (a, k, a))
        else:
            self.emit("unsigned long %s[x %% %dUL + 1];" % (a, k))
        self.spawn_fill_fold(a, "unsigned long", "<= x %% %dUL" % k, k, leaf_sites=True)
        self.close_block(m)

    def s_macro(self, nest):
        """Macros whose bodies name the task's parameters and locals, one of
        them a spawn (the lowering sees through the expansion); half the time
        also an array (it lives in the frame) named by a macro's body and a
        local a macro declares (the plugin expands those invocations)."""
        r = self.r
        if self.pending_any():
            self.join()
        rd = self.fresh("FZ_READ")
        self.emit("#define %s (x + (unsigned long)d + h)" % rd)
        us = self.callees(self.cur, "val", "unsigned long")
        call = self.val_args(r.choice(us), rd) if us else "leaf_ul(%s)" % rd
        sp = self.fresh("FZ_SPAWN")
        self.emit("#define %s(dst) dst = fork_spawn(%s)" % (sp, call))
        v = self.fresh("mv")
        self.emit("unsigned long %s;" % v)
        frame = r.random() < 0.5
        if frame:
            fa, at, decl, md = self.fresh("fa"), self.fresh("FZ_AT"), self.fresh("FZ_DECL"), self.fresh("md")
            self.emit("#define %s(i) %s[(i) %% 3UL]" % (at, fa))
            self.emit("#define %s unsigned long %s = %s(x) ^ h" % (decl, md, at))
            self.emit("unsigned long %s[3] = {x, h, (unsigned long)d};" % fa)
            self.emit("%s;" % decl)
        self.emit("%s(%s);" % (sp, v))
        self.site()
        self.join()
        self.emit("h = mix(h, %s ^ %s);" % (v, rd))
        if frame:
            self.emit("%s(2) ^= %s;" % (at, v))
            self.emit("h = mix(h, %s(0) + %s(2) + %s);" % (at, at, md))
            self.emit("#undef %s" % at)
            self.emit("#undef %s" % decl)
        self.emit("#undef %s" % sp)
        self.emit("#undef %s" % rd)

    def s_redspawn(self, nest):
        """A task's own non-commutative reducer handed to spawned children
        (plain C leaves appending to the view current at the spawn) while the
        continuation appends too: views in serial order (issue 13)."""
        r = self.r
        if self.pending_any():
            self.join()
        rn, j = self.fresh("rs"), self.fresh("j")
        self.emit("struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) %s = {%dUL, 1UL};"
                  % (rn, r.randint(0, 9)))
        m = self.open_block("for (int %s = 0; %s < %d; %s++)" % (j, j, r.randint(1, 6), j))
        self.emit("fork_spawn(fz_hs_push(&%s, mix(h, (unsigned long)%s)));" % (rn, j))
        self.site()
        self.emit("%s.h = %s.h * 31UL + (h + (unsigned long)%s) %% 1009UL; %s.pow *= 31UL;"
                  % (rn, rn, j, rn))
        self.close_block(m)
        self.join()
        self.emit("h = mix(h, mix(%s.h, %s.pow));" % (rn, rn))

    def s_globred(self, nest):
        """Append to the file-scope reducer g_hs: through the plain C helper,
        through its address, or by assigning its members (issue 13)."""
        r = self.r
        form = r.randint(0, 2)
        if form == 0:
            self.emit("fz_g_push(mix(h, %dUL));" % r.randint(1, 999))
        elif form == 1:
            self.emit("fz_hs_push(&g_hs, h + %dUL);" % r.randint(1, 999))
        else:
            self.emit("g_hs.h = g_hs.h * 31UL + h % 1009UL; g_hs.pow *= 31UL;")

    def s_gentask(self, nest):
        """Call or spawn a task that FZ_DEFINE_FOLD generated."""
        r = self.r
        name, typ = r.choice([("fz_fold_ul", "unsigned long"), ("fz_fold_int", "int")])
        call = "%s((int)(d %% 7), %s)" % (name, self.xexpr())
        if r.random() < 0.5:
            self.emit("h = mix(h, (unsigned long)%s);" % call)
            self.site()
            return
        if self.pending_any():
            self.join()
        v = self.fresh("gv")
        self.emit("%s %s = fork_spawn(%s);" % (typ, v, call))
        self.site()
        self.join()
        self.emit("h = mix(h, (unsigned long)%s);" % v)

    def s_ret(self, nest):
        if self.in_stack_alloc or self.in_forfor:
            return
        t = self.cur
        e = "mix(h, %dUL)" % self.r.randint(1, 99)
        rv = self.readable()
        if rv and self.r.random() < 0.5:
            v = self.r.choice(rv)
            e = "mix(h, %s)" % conv(v.typ, v.name)
        self.emit("if (%s) return %s;" % (self.cond(), from_h(t.ret, e)))

    def nested_root_ok(self, t):
        return any(u.kind == "val" for u in self.tasks[t.idx:])

    def s_nested(self, nest):
        self.emit("h = mix(h, nested_root(%s, %s));" % (self.dec(), self.xexpr()))
        self.site()

    def s_resume(self, nest):
        if self.pending_any():
            return
        self.emit("forkc_resume_on((unsigned)((x + %dUL) %% (unsigned long)g_nworkers));" % self.r.randint(0, 7))

    # ---------------------------------------------------------------- fork_for
    def forfor_range(self, lo_min, hi_max):
        """(lo, op, hi, k, dir, values) of a random fork_for range whose
        values and the serial loop's final step stay in [lo_min, hi_max]."""
        r = self.r
        c = r.random()
        n = 0 if c < 0.1 else 1 if c < 0.25 else r.randint(2, 12) if c < 0.9 else r.randint(13, 40)
        k = 1 if r.random() < 0.5 else r.randint(2, 4)
        d = r.choice([1, -1])
        span = max(n - 1, 0) * k
        # keep 2k of slack on both sides (empty ranges step back from lo)
        if hi_max - lo_min < span + 4 * k:
            n, span = 1, 0
        if d > 0:
            lo = r.randint(lo_min + 2 * k, hi_max - span - 2 * k)
        else:
            lo = r.randint(lo_min + span + 2 * k, hi_max - 2 * k)
        op = r.choice(["<", "<=", "!="] if d > 0 else [">", ">=", "!="])
        last = lo + d * span
        if op == "!=":
            hi = lo + d * n * k
        elif n == 0:
            hi = {"<": lo - r.randint(0, k), "<=": lo - r.randint(1, k),
                  ">": lo + r.randint(0, k), ">=": lo + r.randint(1, k)}[op]
        else:
            hi = {"<": last + r.randint(1, k), "<=": last + r.randint(0, k - 1),
                  ">": last - r.randint(1, k), ">=": last - r.randint(0, k - 1)}[op]
        return lo, op, hi, k, d, [lo + d * j * k for j in range(n)]

    def forfor_head(self, pre):
        """Emits the declarations a fork_for needs into pre; returns (head,
        the iteration's slot expression, its unsigned long form, the array
        written, its length, the number of iterations)."""
        r = self.r
        typ, tmin, tmax = r.choice(FOR_TYPES)
        i = self.fresh("fi")
        if typ == "ptr":
            k0 = 4
            lo, op, hi, k, d, vals = self.forfor_range(0, r.randint(0, 12) + 4 * k0 + 40)
            size = max(max(vals or [0]), lo, hi) + 2 * k + 1
            arr = self.fresh("fp")
            pre.append("unsigned long %s[%d] = {0};" % (arr, size))
            ctype = "unsigned long *"
            lo_e, hi_e = "%s + %d" % (arr, lo), "%s + %d" % (arr, hi)
            slot_store = "*%s" % i
            iv = "(unsigned long)(%s - %s)" % (i, arr)
        else:
            lo, op, hi, k, d, vals = self.forfor_range(tmin, tmax)
            ctype = typ + " "
            lit = lambda v: "%d" % v if v >= 0 else "(%d)" % v
            lo_e, hi_e = lit(lo), lit(hi)
            iv = "(unsigned long)(%s)" % i
            mn = min(vals) if vals else lo
            arr = self.fresh("fa")
            if vals and k > 1 and r.random() < 0.5:
                size = len(vals)
                slot_store = "%s[(%s - (%s)) / %d]" % (arr, i, lit(mn), k)
            else:
                size = (max(vals) - mn + 1) if vals else 1
                slot_store = "%s[%s - (%s)]" % (arr, i, lit(mn))
            pre.append("unsigned long %s[%d] = {0};" % (arr, size))
        # bounds and step: literals or locals (evaluated once; pure)
        c = r.random()
        if c < 0.3:
            lv = self.fresh("lo")
            pre.append("%s%s = %s;" % (ctype, lv, lo_e))
            lo_e = lv
        if r.random() < 0.3:
            hv = self.fresh("hi")
            pre.append("%s%s = %s;" % (ctype, hv, hi_e))
            hi_e = hv
        elif typ != "ptr" and r.random() < 0.2:
            hi_e = "(%s)(%s + (long)(x & 0UL))" % (typ, hi_e)
        if k > 1 or r.random() < 0.2:
            if r.random() < 0.3:
                kv = self.fresh("k")
                pre.append("int %s = %d;" % (kv, k))
                ks = kv
            else:
                ks = "%d" % k
            step = "%s %s= %s" % (i, "+" if d > 0 else "-", ks)
        else:
            step = r.choice(["%s++", "++%s"] if d > 0 else ["%s--", "--%s"]) % i
        if r.random() < 0.25:
            flip = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}[op]
            test = "%s %s %s" % (hi_e, flip, i)
        else:
            test = "%s %s %s" % (i, op, hi_e)
        # C's other form, the variable declared before the loop (`i = lo`),
        # for a third of the ranges, chosen without a draw so that a seed's
        # other choices stay as they were: the variable's value after the
        # loop goes into h, and must be the serial loop's
        assigned = (abs(lo) + abs(hi) + k) % 3 == 0
        if assigned:
            pre.append("%s%s;" % (ctype, i))
            head = "fork_for (%s = %s; %s; %s)" % (i, lo_e, test, step)
        else:
            head = "fork_for (%s%s = %s; %s; %s)" % (ctype, i, lo_e, test, step)
        return head, slot_store, iv, arr, size, len(vals), assigned

    def s_forfor(self, nest):
        """A fork_for whose iterations each write their own slot of a fresh
        array (or the element a pointer loop variable points at) and update
        reducers declared before it; the body may spawn, call and nest.  It
        sees the enclosing variables that no child writes, read-only, and
        an own h (made from the enclosing one and the loop variable)."""
        r = self.r
        if self.pending_any() and r.random() < 0.5:
            self.join()
        pre = []
        head, slot_store, iv, arr, size, trips, assigned = self.forfor_head(pre)
        for l in pre:
            self.emit(l)
        reds = []
        for _ in range(r.choice([0, 0, 1, 1, 2, 3])):
            dh, init, upd, fold = r.choice(REDUCERS)
            rn = self.fresh("rd")
            self.emit("%s %s = %s;" % (dh, rn, init % r.randint(0, 9)))
            reds.append((rn, upd, fold))
        hf = self.fresh("hf")
        self.emit("unsigned long %s = h;" % hf)
        if r.random() < 0.2:
            self.emit("fork_for_grain(%d);" % r.choice([1, 1, 2, 3, 5, 64]))
        saved = (self.vars, self.loop_marks, self.loop_depth, self.reds)
        vis = []
        for v in self.vars:
            if v.typ and v.pending != "w":
                c = Var(v.name, v.typ, v.depth, v.arr)
                c.ro = True
                vis.append(c)
        self.vars = vis
        self.loop_marks, self.loop_depth = [len(vis)], 0
        self.reds = self.reds + reds
        self.in_forfor += 1
        old = self.mult
        self.mult *= max(trips, 1)
        m = self.open_block(head)
        self.emit("unsigned long h = mix(%s, %s);" % (hf, iv))
        body_at = len(self.out)
        if nest > 0 and r.random() < 0.8:
            self.stmt_list(r.randint(1, 3), nest - 1)
        elif r.random() < 0.5:
            self.s_spawn(0)
        # the plugin rejects forkc_stack_alloc in a loop body that ends with
        # a child in flight, fork_for bodies included (though each iteration
        # joins at its end): join explicitly there
        sa = any("forkc_stack_alloc" in l for l in self.out[body_at:])
        if r.random() < 0.25 and not (sa and self.pending_any()):
            # continue, possibly with children of the iteration in flight
            self.emit("if ((h + %s) %% %dUL == 0) continue;" % (iv, r.randint(2, 4)))
        mine = self.vars[m:]
        if any(v.pending for v in mine):
            if r.random() < 0.6 or sa:
                self.join()
            else:
                self.emit("/* implicit join at the end of the iteration */")
        for v in mine:
            if v.typ and v.pending is None and r.random() < 0.8:
                if v.arr:
                    j = self.fresh("k")
                    self.emit("for (int %s = 0; %s < %d; %s++) h = mix(h, %s);"
                              % (j, j, v.arr, j, conv(v.typ, "%s[%s]" % (v.name, j))))
                else:
                    self.emit("h = mix(h, %s);" % conv(v.typ, v.name))
        if r.random() < 0.85 or not self.reds:
            self.emit("%s = h;" % slot_store)
        for rn, upd, fold in self.reds:
            if ".pow" in upd and not sa and r.random() < 0.4:
                self.emit("fork_spawn(fz_hs_push(&%s, mix(h, 7UL)));" % rn)
        for rn, upd, fold in self.reds:
            if (rn, upd, fold) in reds or r.random() < 0.5:
                self.emit(upd % {"r": rn, "h": "h"})
        for v in mine:
            v.pending = None   # the iteration joins at its end
        self.close_block(m)
        self.mult = old
        self.in_forfor -= 1
        self.vars, self.loop_marks, self.loop_depth, self.reds = saved
        j = self.fresh("k")
        self.emit("for (int %s = 0; %s < %d; %s++) h = mix(h, %s[%s]);" % (j, j, size, j, arr, j))
        for rn, upd, fold in reds:
            self.emit("h = mix(h, %s);" % (fold % {"r": rn}))
        if assigned:
            self.emit("h = mix(h, %s);" % iv)
        a = Var(arr, "unsigned long", self.depth, size)
        self.vars.append(a)

    def s_cfor(self, nest):
        """A plain C function with fork_for loops, called from a task."""
        f = self.r.choice(self.cfors)
        self.emit("h = mix(h, %s(%s, %s, in, n));" % (f, self.dec(), self.xexpr()))
        self.site(4)

    def begin_body(self, cur):
        """Fresh per-function state before generating a body."""
        self.out = []
        self.ind = 1
        self.depth = 0
        self.vars = []
        self.loop_marks = []
        self.loop_depth = 0
        self.mult = 1
        self.sites = 0
        self.in_stack_alloc = False
        self.in_forfor = 0
        self.task_uses = set()  # statement kinds this task's body has used
        self.reds = []
        self.cur = cur

    def gen_cfor(self, name):
        self.begin_body(self.tasks[0])
        self.emit("unsigned long h = mix(x, %dUL);" % self.r.randint(1, 999))
        self.emit("if (d <= 0) return h;")
        for _ in range(self.r.randint(1, 2)):
            self.s_forfor(2)
        self.emit("return h;")
        return ("static unsigned long %s(int d, unsigned long x, const unsigned long *in, int n) {\n%s\n}\n"
                % (name, "\n".join(self.out)))

    # ---------------------------------------------------------------- tasks
    def body_val(self, t):
        r = self.r
        self.emit("unsigned long h = mix(x, %dUL);" % r.randint(1, 1 << 20))
        self.emit("if (n > 0) h = mix(h, in[x % (unsigned long)n]);")
        if t.extra == "double":
            self.emit("h = mix(h, u_dbl(w));")
        elif t.extra == "pt":
            self.emit("h = mix(h, u_pt(q));")
        self.emit("if (d <= 0) return %s;" % from_h(t.ret, "h"))
        self.stmt_list(r.randint(2, 7), 2)
        if self.pending_any():
            if r.random() < 0.75:
                self.join()
            else:
                # implicit join at return: the results are not read
                self.emit("/* implicit join */")
                for v in self.vars:
                    v.pending = "lost"
        for v in self.vars:
            if v.typ and v.pending is None and r.random() < 0.8:
                if v.arr:
                    i = self.fresh("k")
                    self.emit("for (int %s = 0; %s < %d; %s++) h = mix(h, %s);"
                              % (i, i, v.arr, i, conv(v.typ, "%s[%s]" % (v.name, i))))
                else:
                    self.emit("h = mix(h, %s);" % conv(v.typ, v.name))
        if t.ret == "struct pt" and r.random() < 0.5:
            self.emit("struct pt res;")
            self.emit("res.a = (long)(h % 777UL);")
            self.emit("res.b = h;")
            self.emit("res.c = (double)(h % 100UL) * 0.5;")
            self.emit("return res;")
        else:
            self.emit("return %s;" % from_h(t.ret, "h"))

    def body_fill(self, t):
        r = self.r
        us = self.callees(t, "val", "unsigned long")
        self.emit("if (n <= 0) return;")
        self.emit("if (n <= %d || d <= 0) {" % r.randint(1, 3))
        self.emit("    leaf_fill(out, n, x);")
        self.emit("    return;")
        self.emit("}")
        c = r.random()
        if c < 0.5 or not us:
            self.emit("int half = n / 2;")
            self.emit("fork_spawn(%s(out, half, %s, mix(x, 1UL)));" % (t.name, self.dec()))
            if r.random() < 0.5:
                self.emit("fork_spawn(%s(out + half, n - half, %s, mix(x, 2UL)));" % (t.name, self.dec()))
            else:
                self.emit("%s(out + half, n - half, %s, mix(x, 2UL));" % (t.name, self.dec()))
            self.sites += 2
        else:
            u = r.choice(us)
            self.emit("for (int i = 0; i < n; i++)")
            self.emit("    out[i] = fork_spawn(%s);" % self.val_args(u, "x + (unsigned long)i").replace(", in, n", ", g_tbl, 16"))
            self.sites += 12
        if r.random() < 0.5:
            self.emit("fork_join();")
            if r.random() < 0.5:
                self.emit("out[0] = mix(out[0], (unsigned long)n);")
        # else: the implicit join at the end writes out[] completely before the caller goes on

    def body_acc(self, t):
        r = self.r
        us = self.callees(t, "val", "unsigned long")
        self.emit("if (d <= 0) { *out = mix(x, 77UL); return; }")
        if us and r.random() < 0.7:
            self.emit("*out = fork_spawn(%s);" % self.val_args(r.choice(us), "x").replace(", in, n", ", g_tbl, 16"))
            self.sites += 1
            if r.random() < 0.5:
                self.emit("fork_join();")
                self.emit("*out = mix(*out, 5UL);")
        else:
            self.emit("unsigned long tmp = 0;")
            self.emit("fork_spawn(%s(&tmp, d - 1, mix(x, 3UL)));" % t.name)
            self.emit("fork_join();")
            self.emit("*out = mix(tmp, x);")
            self.sites += 1

    def cap_text(self):
        return "#define FZ_WORK_CAP %dUL\n" % (10 * self.budget) + WORK_CAP

    def gen_task(self, t):
        self.begin_body(t)
        self.emit("fz_count();")
        getattr(self, "body_" + t.kind)(t)
        self.fanout[t.name] = max(1, self.sites)
        return "%s {\n%s\n}\n" % (t.proto(), "\n".join(self.out))

    # ---------------------------------------------------------------- files
    def place_in_header(self, bodies):
        """Move some of part 2's tasks into prog.h as `static inline` tasks, a
        copy in each translation unit (issue 10: tasks in headers).  Only tasks
        that name nothing one TU defines for itself (the static fork_for
        helpers, nested_root).  A separate generator: the rest of the program is
        the same as without this."""
        hr = random.Random(self.seed * 7919 + 1)
        for t in self.tasks:
            b = bodies[t.name]
            if t.tu == 1 and "cfor" not in b and "nested_root(" not in b and hr.random() < 0.5:
                t.tu, t.static = 2, True
                bodies[t.name] = "static inline " + b

    def generate(self):
        bodies = {t.name: self.gen_task(t) for t in self.tasks}
        cfor_defs = "".join(self.gen_cfor(f) for f in self.cfors)
        cfor_protos = "".join("static unsigned long %s(int d, unsigned long x, const unsigned long *in, int n);\n"
                              % f for f in self.cfors)
        vals = [t for t in self.tasks if t.kind == "val"]
        r = self.r
        nested = ""
        if self.use_nested_root:
            tgt = vals[-1]
            # Half the time the helper also calls a task with no resume point
            # (its nested root is only a call; its array lives in its frame).
            leaf = r.random() < 0.5
            nested = ("/* plain C calling a task: from inside a worker this is a nested root */\n" +
                      (LEAF_TASK if leaf else "") +
                      "static unsigned long nested_root(int d, unsigned long x) {\n"
                      "    return %s%s;\n}\n" % (conv(tgt.ret, tgt.name + "(d, x, g_tbl, 16" +
                                                 (", 1.5" if tgt.extra == "double" else
                                                  ", mkpt(x)" if tgt.extra == "pt" else "") + ")"),
                                            " ^ fz_leaf_task(x)" if leaf else ""))
        if self.split:
            self.place_in_header(bodies)
        protos = "".join("%s;\n" % t.proto() for t in self.tasks)
        head = "/* forkc fuzz program, seed %d (test/fuzz/gen.py) */\n" % self.seed
        common = (PRELUDE + GLOBAL_REDUCER + GLOBAL_REDUCER_HELPER +
                  "static int g_nworkers = 1;\nstatic atomic_ulong g_work;\n" + self.cap_text() + MACRO_TASKS
                  if not self.split else "")
        files = {}
        main_lines = []
        main_lines.append("int main(void) {")
        main_lines.append("    const char *e = getenv(\"FORKC_WORKERS\");")
        main_lines.append("    g_nworkers = e && atoi(e) > 0 ? atoi(e) : 1;")
        roots = [vals[0]] + [t for t in vals[1:] if r.random() < 0.5]
        # Each root runs at depth 1, 2, ... until the (schedule-independent)
        # count of task invocations would pass the budget.
        items = []
        for t in roots:
            x = r.randint(0, 1000)
            args = "(int)dd, %dUL + dd, g_tbl, 16" % x
            if t.extra == "double":
                args += ", 2.25"
            elif t.extra == "pt":
                args += ", mkpt(%dUL)" % x
            items.append((t, ["unsigned long res = %s;" % conv(t.ret, "%s(%s)" % (t.name, args))]))
        for t in self.tasks:
            if t.kind == "fill":
                n = r.randint(1, 24)
                items.append((t, ["unsigned long buf[%d];" % n,
                                  "%s(buf, %d, (int)dd, 5UL);" % (t.name, n),
                                  "unsigned long res = 0;",
                                  "for (int i = 0; i < %d; i++) res = mix(res, buf[i]);" % n]))
            elif t.kind == "acc":
                items.append((t, ["unsigned long res = 0;", "%s(&res, (int)dd, 9UL);" % t.name]))
        for t, body in items:
            main_lines.append("    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {")
            main_lines.append("        atomic_store(&g_work, 0);")
            main_lines.append("        g_hs.h = 0; g_hs.pow = 1;")
            for l in body:
                main_lines.append("        " + l)
            main_lines.append("        unsigned long w = atomic_load(&g_work);")
            main_lines.append("        printf(\"%s(%%lu) = %%lu [%%lu calls] g %%lu\\n\", dd, res, w, "
                              "g_hs.h * 7UL + g_hs.pow);" % t.name)
            main_lines.append("        if (w * (w / prev + 1) > %dUL) break;" % self.budget)
            main_lines.append("        if (dd >= 6 && w <= prev) break;")
            main_lines.append("        prev = w ? w : 1;")
            main_lines.append("    }")
        main_lines.append("#if defined(__FORKC_LOWERED__)")
        main_lines.append("    if (getenv(\"FORKC_FUZZ_STATS\")) {")
        main_lines.append("        forkc_stats st;")
        main_lines.append("        forkc_pool_stats(forkc_default_pool(), &st);")
        main_lines.append("        fprintf(stderr, \"forkc-steals %llu\\n\", st.steals);")
        main_lines.append("    }")
        main_lines.append("#endif")
        main_lines.append("    return 0;")
        main_lines.append("}")
        includes = "#include <forkc.h>\n#include <forkc/reducers.h>\n#include <stdatomic.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
        if not self.split:
            files["prog.c"] = (head + includes + common + "\n" + protos + cfor_protos + "\n" + nested + "\n" +
                               "\n".join(bodies[t.name] for t in self.tasks) + "\n" + cfor_defs + "\n" +
                               "\n".join(main_lines) + "\n")
        else:
            hdr = ("/* forkc fuzz program, seed %d: shared declarations */\n#ifndef PROG_H\n#define PROG_H\n"
                   % self.seed + includes + PRELUDE.replace("static ", "static inline ")
                   .replace("static inline const", "static const") +
                   GLOBAL_REDUCER_EXTERN + GLOBAL_REDUCER_HELPER +
                   "extern int g_nworkers;\nextern atomic_ulong g_work;\n" + self.cap_text() + MACRO_TASKS + protos +
                   "".join("\n" + bodies[t.name] for t in self.tasks if t.tu == 2) + "#endif\n")
            files["prog.h"] = hdr
            main_tu = [t for t in self.tasks if t.tu == 0]
            other = [t for t in self.tasks if t.tu == 1]
            files["prog.c"] = (head + "#include \"prog.h\"\n\nint g_nworkers = 1;\natomic_ulong g_work;\n" +
                               GLOBAL_REDUCER + "\n" +
                               cfor_protos + nested + "\n" + "\n".join(bodies[t.name] for t in main_tu) + "\n" +
                               cfor_defs + "\n" + "\n".join(main_lines) + "\n")
            # the plain C functions with fork_for loops are static: a copy in each TU that calls them
            cf2 = any("cfor" in bodies[t.name] for t in other)
            nested2 = nested if any("nested_root(" in bodies[t.name] for t in other) or \
                (cf2 and "nested_root(" in cfor_defs) else ""
            files["prog.part2.c"] = (head + "#include \"prog.h\"\n\n" + (cfor_protos if cf2 else "") +
                                     nested2 + "\n" + "\n".join(bodies[t.name] for t in other) +
                                     (cfor_defs if cf2 else ""))
        return files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--budget", type=int, default=20000,
                    help="rough bound on task invocations per root call")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for f in ("prog.c", "prog.part2.c", "prog.h"):
        p = os.path.join(a.out, f)
        if os.path.exists(p):
            os.remove(p)
    files = Gen(a.seed, a.budget).generate()
    for name, text in files.items():
        with open(os.path.join(a.out, name), "w") as fh:
            fh.write(text)
    print(" ".join(sorted(files)))


if __name__ == "__main__":
    main()
