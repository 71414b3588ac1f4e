/*
 * Work/span accounting (Cilkview, He, Leiserson, Leiserson SPAA'10; the
 * figures and CSV of OpenCilk's Cilkscale).  Lowered code keeps the running
 * strand's state in its worker (abi.h, forkc_wsp_*_); here are what the
 * scheduler and the roots add, the clock's calibration and the output.
 */
#include "workspan.h"

#include "errors.h"
#include "sleep.h"

#include <forkc/workspan.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Cilkview's burden of a continuation edge is 15,000 instructions, about
 * 5 us at 3 GHz; FORKC_WORKSPAN_BURDEN_NS changes it. */
#define FORKC_WSP_BURDEN_NS 5000

int64_t forkc_wsp_burden_;
int64_t forkc_wsp_long_ = INT64_MAX; /* set at enable */

/* A task activation predicted to do less work than this runs its serial
 * clone, timed as one strand (abi.h, forkc_wsp_cut_); the burden of a
 * steal: a thief could not profit from the parallelism inside it.
 * FORKC_WORKSPAN_CUTOFF_NS changes it, 0 times every strand. */
#define FORKC_WSP_CUTOFF_NS 5000
#define FORKC_WSP_CUTOFF_MAX_NS 1000000000000LL /* 1000 s */
/* Per thread: another worker's subtrees at a depth come in another order
 * (a thief's are its victim's oldest), and a table shared between them
 * would learn a depth's size from whichever finished first. */
_Thread_local int64_t forkc_wsp_largest_[FORKC_WSP_DEPTHS];
_Thread_local unsigned long forkc_wsp_largest_epoch_;
_Atomic unsigned long forkc_wsp_epoch_;

void forkc_wsp_fresh_(void) {
    memset(forkc_wsp_largest_, 0, sizeof forkc_wsp_largest_);
    forkc_wsp_largest_epoch_ = atomic_load_explicit(&forkc_wsp_epoch_, memory_order_relaxed);
}
/* A subtree timed whole that runs longer than this many cutoffs was
 * predicted wrongly.  Far above one: a timer interrupt costs 20-25 us in
 * the KVM guests of docs/benchmarks.md and lands inside whichever subtree
 * runs (its time counts as the thread's CPU time). */
#define FORKC_WSP_LONG_CUTOFFS 40
int64_t forkc_wsp_cutoff_;

/* Strands longer than this are checked against the thread's CPU time. */
#define FORKC_WSP_LONG_NS 20000

/* 0 off, 1 being set up by the first forkc_wsp_enable_, 2 on: the clock's
 * rate and the burden are published with the 2 (release), so a worker that
 * sees it on (acquire) reads them set, also when an instrumented library is
 * dlopened while a pool runs. */
static _Atomic int enabled;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;
static bool finished; /* the whole program's row is written: no more rows */
/* The clock's rate, measured once at enable. */
static int64_t base_ticks, base_ns;
static double ticks_per_ns = 1.0;

int64_t forkc_wsp_clock_slow_(void) { return (int64_t)forkc_i_now_ns(); }

static int64_t mono_ns(void) { return (int64_t)forkc_i_now_ns(); }

/* The rate over [base, now], at least 2 ms of it (a relative error of
 * about 1e-5 with CLOCK_MONOTONIC's resolution). */
static double measure_rate(void) {
    int64_t ns = mono_ns();
    while (ns - base_ns < 2000000)
        ns = mono_ns();
    int64_t ticks = forkc_wsp_clock_();
    return (double)(ticks - base_ticks) / (double)(ns - base_ns);
}

static double seconds(int64_t ticks) { return (double)ticks / ticks_per_ns * 1e-9; }

static int64_t cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Where the worker's thread last compared the clock with its CPU time. */
static _Thread_local struct {
    int64_t ticks, cpu;
} check;

void forkc_wsp_resume_(forkc_worker *w) {
    w->wsp_t0 = forkc_wsp_clock_();
    check.ticks = w->wsp_t0;
    check.cpu = cpu_ns();
}

/* Ticks this thread was descheduled since its last check, at `now` with
 * `cpu` ns of CPU time: wall time minus CPU time, 0 if none. */
static int64_t off_cpu_ticks(int64_t now, int64_t cpu) {
    double wall = (double)(now - check.ticks) / ticks_per_ns;
    double off = wall - (double)(cpu - check.cpu);
    return off > 0 ? (int64_t)(off * ticks_per_ns) : 0;
}

/* A long strand: the time the thread was not running since the last check
 * (preempted by another thread, which an oversubscribed pool makes likely)
 * is not the strand's.  Every strand since the check that the thread was
 * descheduled in became long and was checked itself, so the difference
 * belongs to this one. */
int64_t forkc_wsp_long_strand_(forkc_worker *w, int64_t now, int64_t ticks) {
    (void)w;
    int64_t cpu = cpu_ns();
    int64_t r = ticks - off_cpu_ticks(now, cpu);
    check.ticks = now;
    check.cpu = cpu;
    return r > 0 ? r : 0;
}

/* The strand of a thread off the workers: plain C, and its roots in
 * series.  Measured in the thread's CPU time: a thread that computes for
 * long is preempted now and then, and that is not its work. */
static _Thread_local struct {
    forkc_wsp_state_ s;
    int64_t t0; /* CPU time, ns */
    bool started;
} outer;

static void outer_ev(void) {
    int64_t t = cpu_ns();
    if (!outer.started) {
        outer.started = true;
        outer.t0 = t;
    }
    int64_t c = (int64_t)((double)(t - outer.t0) * ticks_per_ns);
    outer.t0 = t;
    outer.s.work += c;
    outer.s.span += c;
    outer.s.bspan += c;
}

static _Atomic long long long_cuts; /* subtrees predicted small that ran long */

static void dump_program(void) {
    forkc_wsp_dump(forkc_wsp_now(), "");
    long long n = atomic_load_explicit(&long_cuts, memory_order_relaxed);
    if (n)
        fprintf(stderr,
                "forkc: workspan: %lld subtree%s predicted smaller than the cutoff ran longer; "
                "the span counts the rest of each in series, so it may be overstated. "
                "FORKC_WORKSPAN_CUTOFF_NS=0 times every strand (docs/workspan.md)\n",
                n, n == 1 ? "" : "s");
    pthread_mutex_lock(&out_lock);
    if (out && out != stdout)
        fclose(out);
    else if (out)
        fflush(out);
    out = NULL;
    finished = true;
    pthread_mutex_unlock(&out_lock);
}

/* The resume functions of instrumented tasks: one sorted chunk per
 * registering translation unit, pushed on a list that readers walk without a
 * lock (chunks are never freed: the list keeps them reachable). */
typedef struct chunk {
    struct chunk *next;
    size_t n;
    uintptr_t fn[];
} chunk;
static _Atomic(chunk *) instrumented;

static int cmp_addr(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

/* Called with out_lock held: one writer at a time. */
static void add_instrumented(const forkc_resume_fn *fns, size_t n) {
    chunk *c = malloc(sizeof *c + n * sizeof c->fn[0]);
    FORKC_CHECK(c != NULL, "out of memory registering %zu instrumented tasks", n);
    c->n = n;
    for (size_t i = 0; i < n; i++)
        c->fn[i] = (uintptr_t)fns[i];
    qsort(c->fn, n, sizeof c->fn[0], cmp_addr);
    c->next = atomic_load_explicit(&instrumented, memory_order_relaxed);
    atomic_store_explicit(&instrumented, c, memory_order_release);
}

static bool is_instrumented(forkc_resume_fn fn) {
    uintptr_t key = (uintptr_t)fn;
    for (const chunk *c = atomic_load_explicit(&instrumented, memory_order_acquire); c; c = c->next)
        if (bsearch(&key, c->fn, c->n, sizeof c->fn[0], cmp_addr))
            return true;
    return false;
}

int forkc_wsp_nested_mark_(forkc_worker *w, forkc_frame *f) {
    (void)w;
    forkc_i_die("the work/span mark of nested root record %p was run as a frame", (void *)f);
}

/* A duration in nanoseconds from the environment, else `dflt`. */
static int64_t env_ns(const char *name, int64_t dflt) {
    const char *e = getenv(name);
    if (!e || !*e)
        return dflt;
    char *end;
    long long v = strtoll(e, &end, 10);
    if (*end || v < 0)
        forkc_i_die("%s=%s: expected a number of nanoseconds >= 0", name, e);
    return v;
}

void forkc_wsp_enable_(const forkc_resume_fn *fns, size_t n) {
    pthread_mutex_lock(&out_lock);
    if (n)
        add_instrumented(fns, n);
    pthread_mutex_unlock(&out_lock);
    int expected = 0;
    if (!atomic_compare_exchange_strong(&enabled, &expected, 1)) {
        while (atomic_load_explicit(&enabled, memory_order_acquire) != 2)
            sched_yield(); /* another thread's constructor is setting it up */
        return;
    }
    base_ns = mono_ns();
    base_ticks = forkc_wsp_clock_();
    ticks_per_ns = measure_rate();
    int64_t burden = env_ns("FORKC_WORKSPAN_BURDEN_NS", FORKC_WSP_BURDEN_NS);
    forkc_wsp_burden_ = (int64_t)((double)burden * ticks_per_ns);
    int64_t cutoff_ns = env_ns("FORKC_WORKSPAN_CUTOFF_NS", FORKC_WSP_CUTOFF_NS);
    if (cutoff_ns > FORKC_WSP_CUTOFF_MAX_NS) /* FORKC_WSP_LONG_CUTOFFS of it fit in 64 bits */
        cutoff_ns = FORKC_WSP_CUTOFF_MAX_NS;
    forkc_wsp_cutoff_ = (int64_t)((double)cutoff_ns * ticks_per_ns);
    forkc_wsp_long_ = (int64_t)(FORKC_WSP_LONG_NS * ticks_per_ns);
    outer_ev();
    atexit(dump_program);
    atomic_store_explicit(&enabled, 2, memory_order_release);
}

bool forkc_i_wsp_on(void) { return atomic_load_explicit(&enabled, memory_order_acquire) == 2; }

static void atomic_max(_Atomic int64_t *x, int64_t v) {
    int64_t cur = atomic_load_explicit(x, memory_order_relaxed);
    while (cur < v && !atomic_compare_exchange_weak_explicit(x, &cur, v, memory_order_relaxed,
                                                             memory_order_relaxed))
        ;
}

void forkc_i_wsp_report(forkc_frame *parent, const forkc_wsp_state_ *c) {
    if (!is_instrumented(parent->resume))
        return; /* its frame has no room: the child's figures are lost */
    forkc_wsp_frame_ *x = forkc_wsp_of_(parent);
    atomic_fetch_add_explicit(&x->cwork, c->work, memory_order_relaxed);
    atomic_max(&x->cspan, c->span);
    atomic_max(&x->cbspan, c->bspan);
    forkc_wsp_seen_(c->depth, c->work);
}

_Thread_local int64_t forkc_wsp_serial_left_, forkc_wsp_serial_t0_;

/* The clock is read after 1, 2, 4, ... task calls of a subtree timed
 * whole, then every FORKC_WSP_SERIAL_CALLS: a subtree of coarse tasks that
 * was predicted small is found out after a few of them.  Time the thread
 * spent descheduled is forgiven (its CPU time is read only then): a
 * preempted subtree is not a long one. */
int forkc_wsp_serial_more_(void) {
    static _Thread_local int64_t subtree_t0, period, forgiven;
    if (forkc_wsp_serial_left_ < 0)
        return 0; /* this subtree went long: instrumented from here on */
    if (subtree_t0 != forkc_wsp_serial_t0_) {
        subtree_t0 = forkc_wsp_serial_t0_;
        period = 1;
        forgiven = 0;
    }
    int64_t now = forkc_wsp_clock_(), limit = FORKC_WSP_LONG_CUTOFFS * forkc_wsp_cutoff_;
    if (now - subtree_t0 - forgiven > limit) {
        forgiven = off_cpu_ticks(now, cpu_ns()); /* may include some before the subtree */
        if (now - subtree_t0 - forgiven > limit) {
            atomic_fetch_add_explicit(&long_cuts, 1, memory_order_relaxed);
            forkc_wsp_serial_left_ = INT64_MIN / 2; /* every later call comes here */
            return 0;
        }
    }
    period = period < FORKC_WSP_SERIAL_CALLS ? 2 * period : FORKC_WSP_SERIAL_CALLS;
    forkc_wsp_serial_left_ = period;
    return 1;
}

void forkc_i_wsp_root_start(forkc_worker *w) {
    atomic_fetch_add_explicit(&forkc_wsp_epoch_, 1, memory_order_relaxed);
    forkc_wsp_state_ z = {0, 0, 0, 0, 0, 0, 0, 0};
    w->wsp = z;
    forkc_wsp_resume_(w);
}

void forkc_i_wsp_root_done(forkc_worker *w, forkc_root_rec *rec) {
    /* A submitted root's record (no stack) is always the runtime's
     * forkc_wsp_root_; a nested one, only an instrumented wrapper's. */
    if (rec->stack && rec->hdr.resume != forkc_wsp_nested_mark_)
        return;
    forkc_wsp_ev_(w); /* a plain function run by forkc_run ends here */
    /* the record is the first member of its forkc_wsp_root_ */
    ((forkc_wsp_root_ *)(void *)rec)->fin = w->wsp; /* NOLINT(bugprone-casting-through-void) */
}

void forkc_i_wsp_outer_enter(void) { outer_ev(); }

void forkc_i_wsp_outer_leave(const forkc_wsp_root_ *r) {
    outer.s.work += r->fin.work;
    outer.s.span += r->fin.span;
    outer.s.bspan += r->fin.bspan;
    outer.t0 = cpu_ns();
}

static forkc_wsp to_seconds(const forkc_wsp_state_ *s) {
    forkc_wsp r = {seconds(s->work), seconds(s->span), seconds(s->bspan)};
    return r;
}

forkc_wsp forkc_wsp_now(void) {
    forkc_wsp z = {0, 0, 0};
    if (!forkc_i_wsp_on())
        return z;
    forkc_worker *w = forkc_tls_worker_;
    if (w) {
        forkc_wsp_ev_(w);
        return to_seconds(&w->wsp);
    }
    outer_ev();
    return to_seconds(&outer.s);
}

forkc_wsp forkc_wsp_sub(forkc_wsp a, forkc_wsp b) {
    forkc_wsp r = {a.work - b.work, a.span - b.span, a.burdened_span - b.burdened_span};
    return r;
}

forkc_wsp forkc_wsp_add(forkc_wsp a, forkc_wsp b) {
    forkc_wsp r = {a.work + b.work, a.span + b.span, a.burdened_span + b.burdened_span};
    return r;
}

/* The output, opened at the first row: FORKC_WORKSPAN_OUT, or standard
 * output when it is unset or cannot be opened (as Cilkscale does). */
static FILE *output(void) {
    if (out)
        return out;
    const char *path = getenv("FORKC_WORKSPAN_OUT");
    out = path && *path ? fopen(path, "w") : NULL;
    if (!out) {
        if (path && *path)
            fprintf(stderr,
                    "forkc: FORKC_WORKSPAN_OUT=%s cannot be written; the work/span rows "
                    "go to standard output\n",
                    path);
        out = stdout;
    }
    fputs("tag,work (seconds),span (seconds),parallelism,burdened_span (seconds),"
          "burdened_parallelism\n",
          out);
    return out;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0; }

/* The tag as a CSV field: quoted (RFC 4180) if it holds a comma, a quote
 * or a line break, as a spreadsheet or Python's csv module reads it. */
static void put_tag(FILE *f, const char *tag) {
    if (!strpbrk(tag, ",\"\r\n")) {
        fputs(tag, f);
        return;
    }
    fputc('"', f);
    for (const char *c = tag; *c; c++) {
        if (*c == '"')
            fputc('"', f);
        fputc(*c, f);
    }
    fputc('"', f);
}

void forkc_wsp_dump(forkc_wsp w, const char *tag) {
    if (!forkc_i_wsp_on())
        return;
    pthread_mutex_lock(&out_lock);
    if (!finished) {
        FILE *f = output();
        put_tag(f, tag ? tag : "");
        fprintf(f, ",%.9g,%.9g,%.9g,%.9g,%.9g\n", w.work, w.span, ratio(w.work, w.span),
                w.burdened_span, ratio(w.work, w.burdened_span));
        fflush(f);
    }
    pthread_mutex_unlock(&out_lock);
}
