/* Pointer parameters: divide and conquer over an array; results through pointers. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task long asum(const int *a, size_t n) {
    if (n <= 16) {
        long s = 0;
        for (size_t i = 0; i < n; i++) s += a[i];
        return s;
    }
    long l = fork_spawn(asum(a, n / 2));
    long r = fork_spawn(asum(a + n / 2, n - n / 2));
    fork_join();
    return l + r;
}

fork_task void minmax(const int *a, size_t n, int *mn, int *mx) {
    if (n == 1) { *mn = *mx = a[0]; return; }
    int lmin, lmax, rmin, rmax;
    fork_spawn(minmax(a, n / 2, &lmin, &lmax));
    fork_spawn(minmax(a + n / 2, n - n / 2, &rmin, &rmax));
    fork_join();
    *mn = lmin < rmin ? lmin : rmin;
    *mx = lmax > rmax ? lmax : rmax;
}

int main(void) {
    size_t n = 50000;
    int *a = malloc(n * sizeof *a);
    unsigned x = 12345;
    for (size_t i = 0; i < n; i++) { x = x * 1103515245u + 12345u; a[i] = (int)(x >> 16) % 1000 - 500; }
    int mn, mx;
    minmax(a, n, &mn, &mx);
    printf("sum=%ld min=%d max=%d\n", asum(a, n), mn, mx);
    free(a);
    return 0;
}
