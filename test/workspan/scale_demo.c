/* For check_scale.py: a balanced tree of 2^6 leaves of 1 ms of CPU each,
 * its region dumped as "tree"; built with and without the workspan flag
 * (forkc-scale's program and its --bench). */
#include <forkc.h>
#include <forkc/workspan.h>
#include <stdio.h>
#include <time.h>

static double cpu_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

fork_task void tree(int k) {
    if (k == 0) {
        double end = cpu_us() + 1000;
        while (cpu_us() < end)
            ;
        return;
    }
    fork_spawn(tree(k - 1));
    tree(k - 1);
    fork_join();
}

int main(void) {
    forkc_wsp a = forkc_wsp_now();
    tree(6);
    forkc_wsp_dump(forkc_wsp_sub(forkc_wsp_now(), a), "tree");
    puts("tree: done");
    return 0;
}
