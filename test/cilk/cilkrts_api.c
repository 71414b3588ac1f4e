/* Cilk Plus's runtime control (<cilk/cilk_api.h>) on forkc's default pool,
 * run under FORKC_WORKERS=1 (test/cilk/CMakeLists.txt):
 *   - __cilkrts_set_param("nworkers", "2") before first use wins over the
 *     environment, and a child that spins until its parent's continuation
 *     runs finishes (it needs the second worker's steal);
 *   - from inside a task, a new count is LATE; after __cilkrts_end_cilk it
 *     takes effect ("4"), and "0" goes back to the environment's 1;
 *   - bad values and names get Cilk Plus's codes;
 *   - <cilk/cilk_undocumented.h>'s __cilkrts_dump_stats and <cilk/cilksan.h>'s
 *     annotations build and run. */
#include <stdatomic.h>
#include <stdio.h>

#include <cilk/cilk.h>
#include <cilk/cilk_api.h>
#include <cilk/cilk_undocumented.h>
#include <cilk/cilksan.h>

static atomic_int continued;
static int failures;

static void expect(const char *what, long got, long want) {
    printf("%s: %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

static void wait_for_continuation(void) {
    while (!atomic_load(&continued)) {}
}

static int late;

static void needs_a_steal(void) {
    cilk_spawn wait_for_continuation();
    atomic_store(&continued, 1);
    late = __cilkrts_set_param("nworkers", "3"); /* the pool is running this */
    cilk_sync;
}

static Cilksan_fake_mutex lock;
static long counter;

static void locked_add(long k) {
    __cilksan_acquire_lock(&lock);
    counter += k;
    __cilksan_release_lock(&lock);
}

static void adds(void) {
    for (long k = 0; k < 10; k++)
        cilk_spawn locked_add(k);
    cilk_sync;
}

int main(void) {
    expect("set nworkers 2", __cilkrts_set_param("nworkers", "2"), __CILKRTS_SET_PARAM_SUCCESS);
    expect("nworkers", __cilkrts_get_nworkers(), 2);
    expect("total workers", __cilkrts_get_total_workers(), 2);
    needs_a_steal();
    expect("set nworkers inside a task", late, __CILKRTS_SET_PARAM_LATE);
    expect("nworkers after the task", __cilkrts_get_nworkers(), 2);

    __cilkrts_end_cilk();
    expect("set nworkers 4 after end_cilk", __cilkrts_set_param("nworkers", "4"),
           __CILKRTS_SET_PARAM_SUCCESS);
    __cilkrts_init();
    expect("nworkers", __cilkrts_get_nworkers(), 4);
    expect("set nworkers 0", __cilkrts_set_param("nworkers", "0"), __CILKRTS_SET_PARAM_SUCCESS);
    expect("nworkers from the environment", __cilkrts_get_nworkers(), 1);

    expect("nworkers abc", __cilkrts_set_param("nworkers", "abc"), __CILKRTS_SET_PARAM_INVALID);
    expect("nworkers 5x", __cilkrts_set_param("nworkers", "5x"), __CILKRTS_SET_PARAM_INVALID);
    expect("nworkers 99999", __cilkrts_set_param("nworkers", "99999"), __CILKRTS_SET_PARAM_XRANGE);
    expect("force reduce", __cilkrts_set_param("force reduce", "1"), __CILKRTS_SET_PARAM_SUCCESS);
    expect("no such parameter", __cilkrts_set_param("stack size", "1000000"),
           __CILKRTS_SET_PARAM_UNIMP);

    __cilksan_register_lock_explicit(&lock);
    adds();
    __cilksan_unregister_lock_explicit(&lock);
    expect("annotated sum", counter, 45);
    __cilkrts_dump_stats();
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
