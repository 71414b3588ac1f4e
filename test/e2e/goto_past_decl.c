/* A join written above a spawn's destination, reached again by a backward
 * goto, after which a forward goto jumps past the declaration to a read of
 * the variable (a state machine written with gotos).  The destination is
 * not in scope at that join, so it cannot load what a stolen spawn's child
 * wrote there: the plugin keeps such a variable in the frame
 * (docs/lowering.md, "Jumps past a spawn's destination").  Same-type and
 * converting spawns, and a destination assigned again in a loop of gotos.
 * `patient` makes the continuation after its spawn likely to be stolen (it
 * waits, at most 50 ms, for the continuation to start); the plugin build
 * checks with 2 or more workers that this happened at least once. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static atomic_int continued;  /* the continuation after the spawn ran */
static atomic_int seen_early; /* ... while the child still waited */

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void wait_for_continuation(void) {
    double end = now_ms() + 50;
    while (!atomic_load(&continued) && now_ms() < end) {
    }
    if (atomic_load(&continued))
        atomic_fetch_add(&seen_early, 1);
}

fork_task long patient_long(long v) {
    wait_for_continuation();
    return v * 3 + 1;
}

fork_task int patient_int(int v) {
    wait_for_continuation();
    return v * 5 + 2;
}

fork_task long same_type(long v) {
    int k = 0;
    atomic_store(&continued, 0);
again:
    if (k) {
        fork_join();
        goto use;
    }
    long x = fork_spawn(patient_long(v));
    atomic_store(&continued, 1);
    k = 1;
    goto again;
use:
    return x + k;
}

fork_task long converted(int v) {
    int k = 0;
    atomic_store(&continued, 0);
again:
    if (k) {
        fork_join();
        goto use;
    }
    long x = fork_spawn(patient_int(v)); /* int -> long */
    atomic_store(&continued, 1);
    k = 1;
    goto again;
use:
    return x * 2 + k;
}

/* Three rounds: each assigns the destination again, the join of the next
 * round (above the declaration) collects it, the last one is read past the
 * declaration. */
fork_task long rounds(long v) {
    int round = 0;
    long sum = 0;
top:
    fork_join();
    if (round == 3)
        goto done;
    if (round > 0)
        goto add;
    long y;
    y = 0;
add:
    sum += y;
    atomic_store(&continued, 0);
    y = fork_spawn(patient_long(v + round));
    atomic_store(&continued, 1);
    round++;
    goto top;
done:
    return sum + y;
}

int main(void) {
    long s = 0, c = 0, r = 0;
    for (int i = 0; i < 6; i++) {
        s += same_type(i);
        c += converted(i);
        r += rounds(i);
    }
    printf("same_type %ld converted %ld rounds %ld\n", s, c, r);
#ifdef __FORKC_LOWERED__
    const char *w = getenv("FORKC_WORKERS");
    if (w && atoi(w) >= 2 && atomic_load(&seen_early) == 0) {
        fprintf(stderr, "goto_past_decl: no continuation was stolen at %s workers\n", w);
        return 1;
    }
#endif
    return 0;
}
