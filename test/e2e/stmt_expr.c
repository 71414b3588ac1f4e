/* GNU statement expressions in task code (locals inside them live in the
 * frame too), forkc_stack_alloc with a hoisted task call in its size. */
#include <forkc.h>
#include <stdio.h>
fork_task long f(long n) { return n + 1; }
fork_task long g(long n) {
    long *p = forkc_stack_alloc((size_t)f(n) * sizeof *p);
    p[0] = 5;
    long r = fork_spawn(f(({ long t = n * 2; t + p[0]; })));
    fork_join();
    forkc_stack_free(p);
    return r + ({ long u = 3; u; });
}
fork_task long g2(long n) {
    long s = 0;
    for (long i = ({ long k = 1; k; }), j = ({ long m = n; m; }); i < j; i++)
        s += ({ long q = i * 2; q; });
    return s;
}
int main(void) { printf("%ld %ld\n", g(4), g2(10)); return 0; }
