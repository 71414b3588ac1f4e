/* Twin of hand_tasks.c spawn_loop: 10^5 plain C children into stack-allocated slots. */
#include <forkc.h>
#include <stdio.h>

static long leaf_square(long x) { return x * x; }

fork_task long spawn_loop(long n) {
    long *out = forkc_stack_alloc((size_t)n * sizeof *out);
    for (long i = 0; i < n; i++)
        out[i] = fork_spawn(leaf_square(i));
    fork_join();
    long s = 0;
    for (long i = 0; i < n; i++)
        s += out[i];
    forkc_stack_free(out);
    return s;
}

int main(void) {
    printf("%ld\n", spawn_loop(100000));
    printf("%ld\n", spawn_loop(10));
    return 0;
}
