/* Tasks defined in a header included by two translation units
 * (header_tasks.c, header_tasks.part2.c): static, static inline, and the
 * __attribute__ spelling, each lowered by every translation unit that
 * includes the header. */
#ifndef HEADER_TASKS_H
#define HEADER_TASKS_H
#include <forkc.h>

static inline fork_task long hfib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(hfib(n - 1));
    long b = hfib(n - 2);
    fork_join();
    return a + b;
}

/* Unused by one of the two translation units: no warning there. */
__attribute__((fork_task)) static long hsum(const long *v, int n) {
    if (n == 1)
        return v[0];
    long l = fork_spawn(hsum(v, n / 2));
    long r = hsum(v + n / 2, n - n / 2);
    fork_join();
    return l + r;
}

static inline fork_task void hfill(long *v, int n, long base) {
    if (n <= 4) {
        for (int i = 0; i < n; i++)
            v[i] = base + i;
        return;
    }
    fork_spawn(hfill(v, n / 2, base));
    hfill(v + n / 2, n - n / 2, base + n / 2);
    fork_join();
}

long part2(int n); /* header_tasks.part2.c */
#endif
