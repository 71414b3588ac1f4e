/* Spawning void tasks and void plain C functions; results through pointers. */
#include <forkc.h>
#include <stdio.h>

static void store_square(long *out, long x) { *out = x * x; }

fork_task void fill(long *a, int lo, int hi) {
    if (hi - lo <= 4) {
        for (int i = lo; i < hi; i++)
            fork_spawn(store_square(&a[i], i));
        return; /* joins first */
    }
    int mid = lo + (hi - lo) / 2;
    fork_spawn(fill(a, lo, mid));
    fork_spawn(fill(a, mid, hi));
    fork_join();
}

fork_task void nothing(void) {}

fork_task long total(int n) {
    long a[200];
    fill(a, 0, n);
    fork_spawn(nothing());
    nothing();
    long s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

int main(void) {
    printf("%ld\n", total(200));
    nothing();
    return 0;
}
