/* cilkplus_reducer_map: Cilk Plus C reducers registered, updated and
 * unregistered on a stolen continuation, where each lookup makes a view in
 * the strand's map and each CILK_C_UNREGISTER_REDUCER folds one into its
 * variable and takes it out of the map.  At two or more workers the spawned
 * child waits until the continuation runs (a thief took it), so the map is
 * in use whatever the schedule; at one worker (and serially) the variables
 * are the views.  Two hundred reducers, each on the heap between blocks of
 * scattered sizes (so that their addresses collide in the map's hash),
 * unregistered in a scrambled order; after each, every reducer still
 * registered must still find its own view. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>
#include <cilk/cilk_api.h>
#include <cilk/reducer_opadd.h>

#define R 200

static atomic_int continued;
static int failures;
static long views; /* lookups that found a view other than the variable */

static void wait_for_thief(void) {
    if (__cilkrts_get_nworkers() > 1)
        while (!atomic_load(&continued)) {}
}

static void run(void) {
    CILK_C_REDUCER_OPADD(proto, long, 0);
    static CILK_C_REDUCER_OPADD_TYPE(long) * rs[R];
    static void *gaps[R];
#define r(k) (*rs[k])
    for (int k = 0; k < R; k++) {
        gaps[k] = malloc((size_t)(16 + (k * 37) % 211));
        rs[k] = malloc(sizeof *rs[k]);
        r(k) = proto;
        r(k).value = 1000 * k; /* each its own initial value */
    }
    _Cilk_spawn wait_for_thief();
    atomic_store(&continued, 1);
    for (int k = 0; k < R; k++) {
        CILK_C_REGISTER_REDUCER(r(k));
        REDUCER_VIEW(r(k)) += k + 1;
    }
    int gone[R] = {0};
    for (int n = 0; n < R; n++) {
        int k = (n * 17 + 5) % R; /* 17 and 200 are coprime: each k once */
        REDUCER_VIEW(r(k)) += 1;
        CILK_C_UNREGISTER_REDUCER(r(k));
        gone[k] = 1;
        if (r(k).value != 1000 * k + k + 2) {
            printf("FAIL: reducer %d holds %ld after unregistering\n", k, r(k).value);
            failures++;
        }
        for (int j = 0; j < R; j++) {
            if (gone[j])
                continue;
            /* the strand's view, and the variable if that is another */
            long *v = &REDUCER_VIEW(r(j));
            long seen = v == &r(j).value ? *v : r(j).value + *v;
            views += v != &r(j).value;
            if (seen != 1000 * j + j + 1) {
                printf("FAIL: reducer %d sees %ld after %d was unregistered\n", j, seen, k);
                failures++;
            }
        }
    }
    _Cilk_sync;
    for (int k = 0; k < R; k++)
        free(rs[k]), free(gaps[k]);
#undef r
}

int main(void) {
    run();
    if (getenv("REDUCER_VIEWS"))
        fprintf(stderr, "lookups of a strand's own view: %ld\n", views);
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
