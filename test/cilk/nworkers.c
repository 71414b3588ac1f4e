/* __cilkrts_get_nworkers() is the default pool's size: CILK_NWORKERS sets it
 * when FORKC_WORKERS is unset (test/cilk/CMakeLists.txt runs both). */
#include <cilk/cilk.h>
#include <cilk/cilk_api.h>
#include <stdio.h>

static unsigned where(void) { return __cilkrts_get_worker_number(); }

int main(void) {
    unsigned w = cilk_spawn where();
    cilk_sync;
    printf("nworkers=%u worker_in_range=%d\n", __cilkrts_get_nworkers(),
           w < __cilkrts_get_nworkers());
    return 0;
}
