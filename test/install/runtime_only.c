/* Only the pool API: built by any C compiler with find_package(forkc) and
 * forkc::runtime (test/install/run.sh builds it with gcc). */
#include <forkc.h>
#include <stdio.h>

static void work(void *arg) { *(int *)arg = forkc_current_worker() >= 0 ? 42 : -1; }

int main(void) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 2;
    forkc_pool *p;
    if (forkc_pool_create(&p, &o) != 0)
        return 1;
    int r = 0;
    if (forkc_run(p, work, &r) != 0)
        return 1;
    forkc_pool_destroy(p);
    printf("runtime-only: %d\n", r);
    return r == 42 ? 0 : 1;
}
