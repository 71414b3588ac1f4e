/* mergesort: a parallel merge sort of ints with a scratch buffer (forkc's
 * test/e2e/mergesort.c in OpenCilk spelling): both halves spawned, synced,
 * merged serially; insertion sort below 32 elements.  Checked against
 * qsort of a copy.
 * Usage: mergesort [N]   (default 100000) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

static void merge(int *a, size_t n, size_t m, int *tmp) {
    size_t i = 0, j = m, k = 0;
    while (i < m && j < n)
        tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < m)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}

void msort(int *a, size_t n, int *tmp) {
    if (n < 32) {
        for (size_t i = 1; i < n; i++)
            for (size_t j = i; j > 0 && a[j - 1] > a[j]; j--) {
                int t = a[j];
                a[j] = a[j - 1];
                a[j - 1] = t;
            }
        return;
    }
    size_t m = n / 2;
    cilk_spawn msort(a, m, tmp);
    cilk_spawn msort(a + m, n - m, tmp + m);
    cilk_sync;
    merge(a, n, m, tmp);
}

static int cmp_int(const void *p, const void *q) {
    int x = *(const int *)p, y = *(const int *)q;
    return x < y ? -1 : x > y;
}

int main(int argc, char *argv[]) {
    size_t n = 100000;
    if (argc > 1)
        n = (size_t)atol(argv[1]);
    if (n < 1 || n > 100000000) {
        fprintf(stderr, "usage: %s [N]   (1 <= N <= 10^8)\n", argv[0]);
        return 2;
    }
    int *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *tmp), *ref = malloc(n * sizeof *ref);
    if (!a || !tmp || !ref) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    unsigned x = 1;
    for (size_t i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        a[i] = (int)(x >> 8) - (1 << 23);
    }
    memcpy(ref, a, n * sizeof *ref);
    msort(a, n, tmp);
    qsort(ref, n, sizeof *ref, cmp_int);
    int sorted = memcmp(a, ref, n * sizeof *a) == 0;
    unsigned long h = 0;
    for (size_t i = 0; i < n; i++)
        h = h * 31 + (unsigned)a[i];
    printf("mergesort of %zu ints: sorted=%d hash=%lu first=%d last=%d\n", n, sorted, h, a[0],
           a[n - 1]);
    free(a);
    free(tmp);
    free(ref);
    if (!sorted) {
        printf("FAIL\n");
        return 1;
    }
    printf("ok\n");
    return 0;
}
