/* Macros whose bodies name a task's parameters and locals, and macros that
 * expand to spawns and joins (as a Cilk-5 program translated mechanically
 * writes them: `#define A11 A`, `#define SPAWN_HALF(x) ...`). */
#include <forkc.h>
#include <stdio.h>

#define A11 A
#define A22 (A + half * n + half)
#define N2 (n / 2)
#define SUM_HALF(x) fork_spawn(sum(x, N2))
#define SYNC fork_join()
#define EACH_I for (i = 0; i < n; i++)
/* Several statements with spawns in one macro (expanded by the plugin). */
#define SPAWN_QUARTERS(v, q, out)                                              \
    out[0] = fork_spawn(sum(v, q));                                            \
    out[1] = fork_spawn(sum(v + q, q));                                        \
    out[2] = fork_spawn(sum(v + 2 * q, q))

fork_task long sum(const long *A, int n) {
    if (n == 1)
        return A11[0];
    long s = 0;
    int i;
    if (n < 8) {
        EACH_I s += A11[i];
        return s;
    }
    long l = SUM_HALF(A11);
    long r = sum(A + N2, n - N2);
    SYNC;
    return l + r;
}

/* The trace of an n x n matrix by quadrants; `half` named by a macro. */
fork_task long trace(const long *A, int n, int stride) {
    if (n == 1)
        return A11[0];
    int half = n / 2;
#undef A22
#define A22 (A + half * stride + half)
    long t11 = fork_spawn(trace(A11, half, stride));
    long t22 = trace(A22, n - half, stride);
    SYNC;
    return t11 + t22;
}

fork_task long quarters(const long *A, int n) {
    long part[4];
    int q = n / 4;
    SPAWN_QUARTERS(A, q, part);
    part[3] = sum(A + 3 * q, n - 3 * q);
    SYNC;
    return part[0] + part[1] + part[2] + part[3];
}

int main(void) {
    static long v[5000], m[64 * 64];
    for (int i = 0; i < 5000; i++)
        v[i] = i * 3 + 1;
    for (int i = 0; i < 64 * 64; i++)
        m[i] = i % 7;
    printf("sum %ld\n", sum(v, 5000));
    printf("trace %ld\n", trace(m, 64, 64));
    printf("quarters %ld\n", quarters(v, 5000));
    return 0;
}
