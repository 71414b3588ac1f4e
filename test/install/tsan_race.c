/* A racy task program: spawned tasks increment a shared counter without
 * synchronisation.  Built with -fsanitize=thread and the instrumented
 * runtime, ThreadSanitizer must report the race (test/install/run.sh). */
#include <forkc.h>
#include <stdio.h>

static long counter;

fork_task void bump(int spin) {
    volatile int s = 0;
    for (int i = 0; i < spin; i++)
        s += i;
    counter++; /* the race */
}

fork_task void many(int n) {
    for (int i = 0; i < n; i++)
        fork_spawn(bump(20000));
    fork_join();
}

int main(void) {
    /* TSan sees the race only if a steal put two bumps on two workers.  On a
     * loaded machine a thief may not run during a few roots, so roots go on
     * until the pool counted a steal (at least 5, at most 1000). */
    forkc_stats st = {0};
    int r = 0;
    do {
        many(200);
        forkc_pool_stats(forkc_default_pool(), &st);
    } while (++r < 5 || (st.steals == 0 && r < 1000));
    printf("counter = %ld\n", counter);
    return 0;
}
