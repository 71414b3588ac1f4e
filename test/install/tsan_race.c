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
    /* TSan sees the race only if a steal put two bumps on two workers: five
     * roots make a run without any steal (a lazy thief still asleep) unlikely. */
    for (int r = 0; r < 5; r++)
        many(200);
    printf("counter = %ld\n", counter);
    return 0;
}
