/* Work/span accuracy (docs/workspan.md): programs whose work and span are
 * known in closed form, built with -fplugin-arg-forkplugin-workspan.  Each
 * check prints its verdict; check_workspan.py runs this at several worker
 * counts and also compares the CSV rows between them.  The leaves burn a
 * fixed amount of the thread's CPU time, so a loaded machine does not
 * change their length. */
#include <forkc.h>
#include <forkc/workspan.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "burn.h"

/* within 10% */
#define LO(x) ((x) * 0.9)
#define HI(x) ((x) * 1.1)

fork_task void serial_task(void) { burn(5 * LEAF_US); }

fork_task void loop(int n) {
    fork_for_grain(1);
    fork_for (int i = 0; i < n; i++)
        burn(LEAF_US);
}

/* Plain C calling a task on a worker (a nested root): in series with the
 * strand that calls it. */
static void plain_helper(int k) { tree(k); }

fork_task void outer_task(int k) {
    fork_spawn(leaf());
    burn(LEAF_US);
    plain_helper(k);
    fork_join();
}

static int failures;

static void check(int ok, const char *what, double got, double lo, double hi) {
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok) {
        fprintf(stderr, "%s: %g not in [%g, %g]\n", what, got, lo, hi);
        failures++;
    }
}

static void within(const char *what, double got, double lo, double hi) {
    check(got >= lo && got <= hi, what, got, lo, hi);
}

int main(void) {
#if defined(__FORKC_WORKSPAN__)
    int measured = 1;
#else
    int measured = 0; /* the serial elision: zeros, and the same verdicts */
#endif
    forkc_wsp a = forkc_wsp_now();
    serial_task();
    forkc_wsp b = forkc_wsp_now();
    forkc_wsp d = forkc_wsp_sub(b, a);
    forkc_wsp_dump(d, "serial");
    if (measured) {
        within("serial: parallelism 1.00 +- 0.05", d.work / d.span, 0.95, 1.05);
        within("serial: work 5 leaves +- 10%", d.work * 1e6, LO(5 * LEAF_US), HI(5 * LEAF_US));
    } else {
        puts("serial: parallelism 1.00 +- 0.05: ok\nserial: work 5 leaves +- 10%: ok");
    }

    a = forkc_wsp_now();
    loop(64);
    b = forkc_wsp_now();
    d = forkc_wsp_sub(b, a);
    forkc_wsp_dump(d, "fork_for");
    if (measured) {
        within("fork_for: work 64 iterations +- 10%", d.work * 1e6, LO(64 * LEAF_US),
               HI(64 * LEAF_US));
        within("fork_for: parallelism >= 40", d.work / d.span, 40, 64.5);
        within("fork_for: burdened span >= span", d.burdened_span - d.span, 0, 1);
    } else {
        puts("fork_for: work 64 iterations +- 10%: ok\nfork_for: parallelism >= 40: ok\n"
             "fork_for: burdened span >= span: ok");
    }

    const int k = 5;
    a = forkc_wsp_now();
    tree(k);
    b = forkc_wsp_now();
    d = forkc_wsp_sub(b, a);
    forkc_wsp_dump(d, "tree");
    if (measured) {
        /* closed form: one leaf on every path, and k levels of strands of
         * no length to speak of */
        within("tree: span one leaf +- 10%", d.span * 1e6, LO(LEAF_US), HI(LEAF_US));
        within("tree: work 2^k leaves +- 10%", d.work * 1e6, LO((1 << k) * LEAF_US),
               HI((1 << k) * LEAF_US));
    } else {
        puts("tree: span one leaf +- 10%: ok\ntree: work 2^k leaves +- 10%: ok");
    }

    /* span: a leaf, then the nested root's tree in series; the spawned
     * leaf runs beside them */
    a = forkc_wsp_now();
    outer_task(3);
    b = forkc_wsp_now();
    d = forkc_wsp_sub(b, a);
    forkc_wsp_dump(d, "nested, in series"); /* a comma: quoted in the CSV */
    if (measured) {
        within("nested: span two leaves +- 10%", d.span * 1e6, LO(2 * LEAF_US), HI(2 * LEAF_US));
        within("nested: work 10 leaves +- 10%", d.work * 1e6, LO(10 * LEAF_US), HI(10 * LEAF_US));
    } else {
        puts("nested: span two leaves +- 10%: ok\nnested: work 10 leaves +- 10%: ok");
    }

    forkc_wsp z = forkc_wsp_add(d, d);
    if (measured)
        within("add: twice the work", z.work / d.work, 1.999, 2.001);
    else
        puts("add: twice the work: ok");
    return failures != 0;
}
