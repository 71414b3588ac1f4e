/* 10^5 task children, each result into its own slot of a stack-allocated array. */
#include <forkc.h>
#include <stdio.h>

fork_task long cube(long x) { return x * x * x % 1000003; }

fork_task long many(long n) {
    long *parts = forkc_stack_alloc((size_t)n * sizeof *parts);
    for (long i = 0; i < n; i++)
        parts[i] = fork_spawn(cube(i));
    fork_join();
    long s = 0;
    for (long i = 0; i < n; i++)
        s += parts[i];
    forkc_stack_free(parts);
    return s;
}

int main(void) {
    printf("%ld\n", many(100000));
    return 0;
}
