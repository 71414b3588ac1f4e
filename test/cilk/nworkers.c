/* __cilkrts_get_nworkers() is the default pool's size: CILK_NWORKERS sets it
 * when FORKC_WORKERS is unset (test/cilk/CMakeLists.txt runs both). */
#include <cilk/cilk.h>
#include <cilk/cilk_api.h>
#include <stdio.h>

static int where(void) { return __cilkrts_get_worker_number(); }

int main(void) {
    int w = cilk_spawn where();
    cilk_sync;
    printf("nworkers=%d worker_in_range=%d\n", __cilkrts_get_nworkers(),
           w >= 0 && w < __cilkrts_get_nworkers());
    return 0;
}
