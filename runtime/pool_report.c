/*
 * FORKC_STATS=1: when a pool ends (forkc_pool_destroy, or at exit for the
 * default pool), what each worker did, on standard error:
 *
 *   forkc: pool of 2 workers (lazy), 0.412 s
 *   worker   tasks run      steals   failed steals    sleeps    busy s  looking s  asleep s
 *        0          38          12            4012         3     0.395      0.011     0.006
 *        1          40          29            5120         2     0.388      0.019     0.005
 *    total          78          41            9132         5     0.783      0.030     0.011
 *   stack memory: peak 48.2 KiB, 3 stacklets allocated
 *   OS stack segments: at most 0 in use on one worker (16 MiB each)
 *
 * "tasks run": frames the worker's scheduling loops resumed (roots,
 * stolen continuations, joins completed elsewhere); the tasks it spawned and
 * ran itself are calls and are not counted, as they cost nothing to count
 * that way.  "looking": in a scheduling loop with no work, awake; "busy":
 * the rest of the thread's life.  "stack memory": the pool's peak of task
 * frame memory, stacklets and heap copies of native frames (the memory
 * libfork's Theorem 2 bounds; docs/runtime.md, "The memory bound").
 * "OS stack segments": the deepest a worker's chain of activations went
 * past its thread's stack (docs/runtime.md, "Deep recursion").
 * docs/using-forkc.md, "Statistics".
 */
#include "pool_report.h"

#include "scheduler.h"
#include "state.h"

#include <stdio.h>

static double secs(uint64_t ns) { return (double)ns * 1e-9; }

typedef struct row {
    unsigned long long ran, steals, failed, sleeps;
    uint64_t busy, looking, asleep;
} row;

static row row_of(const forkc_i_worker *w) {
    const forkc_i_wstats *s = &w->stats;
    row r;
    r.ran = s->ran;
    r.steals = atomic_load_explicit(&s->steals, memory_order_relaxed);
    r.failed = atomic_load_explicit(&s->failed_steals, memory_order_relaxed);
    r.sleeps = atomic_load_explicit(&s->sleeps, memory_order_relaxed);
    uint64_t life = s->died_ns > s->born_ns ? s->died_ns - s->born_ns : 0;
    r.asleep = s->asleep_ns;
    r.looking = s->looking_ns > s->asleep_ns ? s->looking_ns - s->asleep_ns : 0;
    uint64_t idle = r.looking + r.asleep;
    r.busy = life > idle ? life - idle : 0;
    return r;
}

static void print_row(const char *name, const row *r) {
    fprintf(stderr, "%9s %11llu %11llu %15llu %9llu %9.3f %10.3f %9.3f\n", name, r->ran, r->steals,
            r->failed, r->sleeps, secs(r->busy), secs(r->looking), secs(r->asleep));
}

void forkc_i_pool_report(const forkc_i_pool *p) {
    row total = {0, 0, 0, 0, 0, 0, 0};
    uint64_t life = 0;
    for (unsigned i = 0; i < p->n; i++) {
        const forkc_i_wstats *s = &p->workers[i].stats;
        if (s->died_ns > s->born_ns && s->died_ns - s->born_ns > life)
            life = s->died_ns - s->born_ns;
    }
    fprintf(stderr, "forkc: pool of %u workers (%s), %.3f s\n", p->n,
            p->sched_ops == &forkc_i_sched_lazy ? "lazy" : "busy", secs(life));
    fprintf(stderr, "%9s %11s %11s %15s %9s %9s %10s %9s\n", "worker", "tasks run", "steals",
            "failed steals", "sleeps", "busy s", "looking s", "asleep s");
    for (unsigned i = 0; i < p->n; i++) {
        row r = row_of(&p->workers[i]);
        char name[16];
        snprintf(name, sizeof name, "%u", i);
        print_row(name, &r);
        total.ran += r.ran;
        total.steals += r.steals;
        total.failed += r.failed;
        total.sleeps += r.sleeps;
        total.busy += r.busy;
        total.looking += r.looking;
        total.asleep += r.asleep;
    }
    print_row("total", &total);
    long long peak = atomic_load_explicit(&p->mem.peak, memory_order_relaxed);
    fprintf(stderr, "stack memory: peak %.1f KiB, %llu stacklets allocated\n",
            (double)peak / 1024.0, atomic_load_explicit(&p->mem.stacklets, memory_order_relaxed));
    unsigned segs = 0;
    for (unsigned i = 0; i < p->n; i++)
        if (p->workers[i].os.peak > segs)
            segs = p->workers[i].os.peak;
    fprintf(stderr, "OS stack segments: at most %u in use on one worker (%zu MiB each)\n", segs,
            FORKC_I_OSSEG_BYTES >> 20);
}
