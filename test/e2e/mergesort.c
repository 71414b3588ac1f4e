/* Parallel mergesort of 10^5 ints with a scratch buffer. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void merge(int *a, size_t n, size_t m, int *tmp) {
    size_t i = 0, j = m, k = 0;
    while (i < m && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < m) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}

fork_task void msort(int *a, size_t n, int *tmp) {
    if (n < 32) {
        for (size_t i = 1; i < n; i++)
            for (size_t j = i; j > 0 && a[j - 1] > a[j]; j--) { int t = a[j]; a[j] = a[j - 1]; a[j - 1] = t; }
        return;
    }
    size_t m = n / 2;
    fork_spawn(msort(a, m, tmp));
    fork_spawn(msort(a + m, n - m, tmp + m));
    fork_join();
    merge(a, n, m, tmp);
}

int main(void) {
    size_t n = 100000;
    int *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *a);
    unsigned x = 1;
    for (size_t i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; a[i] = (int)(x >> 8); }
    msort(a, n, tmp);
    int sorted = 1;
    unsigned long h = 0;
    for (size_t i = 0; i < n; i++) { if (i && a[i - 1] > a[i]) sorted = 0; h = h * 31 + (unsigned)a[i]; }
    printf("sorted=%d hash=%lu\n", sorted, h);
    free(a); free(tmp);
    return 0;
}
