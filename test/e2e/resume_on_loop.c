/* forkc_resume_on inside loops and recursion; results do not depend on placement. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

static int nworkers(void) {
    const char *e = getenv("FORKC_WORKERS");
    int w = e ? atoi(e) : 1;
    return w < 1 ? 1 : w;
}

fork_task long wander(int steps, int workers, long acc) {
    for (int i = 0; i < steps; i++) {
        forkc_resume_on((i * 7 + steps) % workers);
        acc = acc * 3 % 1000003 + i;
    }
    if (steps > 1) {
        long a = fork_spawn(wander(steps / 2, workers, acc));
        long b = wander(steps / 3, workers, acc + 1);
        fork_join();
        return a + b;
    }
    return acc;
}

int main(void) {
    printf("%ld\n", wander(40, nworkers(), 1));
    return 0;
}
