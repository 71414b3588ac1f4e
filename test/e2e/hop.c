/* Twin of hand_tasks.c hop/hop_sum: explicit scheduling with forkc_resume_on. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

fork_task long hop_back(int target, long v) {
    forkc_resume_on(target);
    long x = fib(10); /* a call on the new worker */
    return v + x - 55;
}

fork_task long hop_sum(int n, int workers) {
    long parts[64];
    for (int i = 0; i < n; i++)
        parts[i] = fork_spawn(hop_back(i % workers, i + 1));
    fork_join();
    long s = 0;
    for (int i = 0; i < n; i++)
        s += parts[i];
    return s;
}

fork_task int hop(int target) {
    forkc_resume_on(target);
    return target * 2;
}

int main(void) {
    const char *e = getenv("FORKC_WORKERS");
    int workers = e ? atoi(e) : 1;
    if (workers < 1) workers = 1;
    printf("hop_sum = %ld\n", hop_sum(64, workers));
    printf("hop = %d\n", hop(workers - 1) / 2 == workers - 1);
    return 0;
}
