/* pool_loop.c -- pool create/destroy in a loop, for valgrind's leak check.
 *
 *   pool_loop [ITERATIONS]
 *
 * Each iteration creates a pool (1..4 workers, busy or lazy, pinned or
 * not), runs a few roots on it with forkc_run, makes it the default pool
 * for a while, reads its statistics and destroys it; the default pool is
 * also made lazily and dropped again.  Valgrind (memcheck, --leak-check=full
 * --errors-for-leak-kinds=definite,indirect --error-exitcode=1) must report
 * no error and no leak.  Plain C only: the pool API needs no plugin. */
#include <forkc.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static void work(void *arg) {
    long *p = arg;
    long s = 0;
    for (long i = 0; i < *p; i++)
        s += i ^ (s >> 3);
    *p = s + forkc_current_worker();
}

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 20;
    long check = 0;
    for (int it = 0; it < iters; it++) {
        forkc_pool_options o = forkc_pool_options_default();
        o.workers = 1u + (unsigned)(it % 4);
        o.scheduler = it % 2 ? FORKC_SCHED_BUSY : FORKC_SCHED_LAZY;
        o.pin = it % 3 == 0;
        forkc_pool *p = NULL;
        int rc = forkc_pool_create(&p, &o);
        if (rc != 0) {
            fprintf(stderr, "forkc_pool_create: %d\n", rc);
            return 1;
        }
        if (forkc_pool_workers(p) != o.workers) {
            fprintf(stderr, "forkc_pool_workers: %u, wanted %u\n", forkc_pool_workers(p), o.workers);
            return 1;
        }
        for (int k = 0; k < 3; k++) {
            long v = 100 + k;
            if (forkc_run(p, work, &v) != 0) {
                fprintf(stderr, "forkc_run failed\n");
                return 1;
            }
            check += v;
        }
        if (it % 5 == 0) {
            if (forkc_set_default_pool(p) != 0)
                return 1;
            if (forkc_default_pool() != p)
                return 1;
            forkc_set_default_pool(NULL);
        }
        forkc_stats st;
        forkc_pool_stats(p, &st);
        forkc_pool_reset_stats(p);
        if (forkc_pool_destroy(p) != 0) {
            fprintf(stderr, "forkc_pool_destroy failed\n");
            return 1;
        }
    }
    /* a bad option is an error, not a leak */
    forkc_pool_options bad = forkc_pool_options_default();
    bad.workers = 0;
    forkc_pool *q = NULL;
    if (forkc_pool_create(&q, &bad) != EINVAL) {
        fprintf(stderr, "workers = 0 accepted\n");
        return 1;
    }
    printf("pool_loop: %d iterations ok (%ld)\n", iters, check > 0 ? 1L : 0L);
    return 0;
}
