/* Cilk-5's cilksort (Akl and Santoro's parallel merge sort, as in the Cilk-5
 * examples): sort four quarters in parallel, merge them pairwise into a
 * temporary and back, each merge split in parallel at the median of the
 * larger half and its rank in the other (binary search).  Serial leaves:
 * quicksort below QUICKSIZE elements, a plain merge below MERGESIZE.
 * Usage: bench_cilksort_{serial,forkc} N   (elements; 10000000 takes ~1 s here)
 * The result is checked: sorted, and the same multiset as the input
 * (element count, sum and xor). */
#include <forkc.h>
#include "bench.h"

#include <stdint.h>

typedef uint32_t elm;

#define QUICKSIZE 2048
#define MERGESIZE 2048

static inline elm med3(elm a, elm b, elm c) {
    return a < b ? (b < c ? b : a < c ? c : a) : (b > c ? b : a < c ? a : c);
}

static void insertion_sort(elm *lo, elm *hi) {
    for (elm *p = lo + 1; p <= hi; p++) {
        elm v = *p, *q = p;
        for (; q > lo && q[-1] > v; q--)
            *q = q[-1];
        *q = v;
    }
}

/* Serial quicksort of [lo, hi] (inclusive, as Cilk-5's seqquick). */
static void seqquick(elm *lo, elm *hi) {
    while (hi - lo >= 16) {
        elm pivot = med3(*lo, lo[(hi - lo) / 2], *hi);
        elm *i = lo, *j = hi;
        while (i <= j) {
            while (*i < pivot)
                i++;
            while (*j > pivot)
                j--;
            if (i <= j) {
                elm t = *i;
                *i++ = *j;
                *j-- = t;
            }
        }
        if (j - lo < hi - i) { /* recurse into the smaller side */
            seqquick(lo, j);
            lo = i;
        } else {
            seqquick(i, hi);
            hi = j;
        }
    }
    insertion_sort(lo, hi);
}

/* Merge [l1, h1] and [l2, h2] into dest (inclusive bounds). */
static void seqmerge(const elm *l1, const elm *h1, const elm *l2, const elm *h2, elm *dest) {
    while (l1 <= h1 && l2 <= h2)
        *dest++ = *l2 < *l1 ? *l2++ : *l1++;
    while (l1 <= h1)
        *dest++ = *l1++;
    while (l2 <= h2)
        *dest++ = *l2++;
}

/* The first element of [lo, hi] not less than val (hi + 1 if none). */
static const elm *binsplit(elm val, const elm *lo, const elm *hi) {
    while (lo <= hi) {
        const elm *mid = lo + (hi - lo) / 2;
        if (*mid < val)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return lo;
}

fork_task void cilkmerge(const elm *l1, const elm *h1, const elm *l2, const elm *h2, elm *dest) {
    if (h2 - l2 > h1 - l1) { /* the first range is the larger */
        const elm *t = l1;
        l1 = l2;
        l2 = t;
        t = h1;
        h1 = h2;
        h2 = t;
    }
    if (h1 < l1) /* both empty */
        return;
    if (h2 - l2 + h1 - l1 < MERGESIZE) {
        seqmerge(l1, h1, l2, h2, dest);
        return;
    }
    const elm *split1 = l1 + (h1 - l1 + 1) / 2;
    const elm *split2 = binsplit(*split1, l2, h2);
    long lowsize = (split1 - l1) + (split2 - l2);
    dest[lowsize] = *split1;
    fork_spawn(cilkmerge(l1, split1 - 1, l2, split2 - 1, dest));
    fork_spawn(cilkmerge(split1 + 1, h1, split2, h2, dest + lowsize + 1));
    fork_join();
}

fork_task void cilksort(elm *low, elm *tmp, long size) {
    if (size < QUICKSIZE) {
        seqquick(low, low + size - 1);
        return;
    }
    long quarter = size / 4;
    elm *a = low, *b = a + quarter, *c = b + quarter, *d = c + quarter;
    elm *ta = tmp, *tb = ta + quarter, *tc = tb + quarter, *td = tc + quarter;
    fork_spawn(cilksort(a, ta, quarter));
    fork_spawn(cilksort(b, tb, quarter));
    fork_spawn(cilksort(c, tc, quarter));
    fork_spawn(cilksort(d, td, size - 3 * quarter));
    fork_join();
    fork_spawn(cilkmerge(a, a + quarter - 1, b, b + quarter - 1, ta));
    fork_spawn(cilkmerge(c, c + quarter - 1, d, low + size - 1, tc));
    fork_join();
    cilkmerge(ta, tc - 1, tc, ta + size - 1, a);
}

int main(int argc, char **argv) {
    long n = argc == 2 ? atol(argv[1]) : 0;
    if (n < 1)
        return bench_usage(argv[0], "N   (elements, >= 1)");
    elm *x = malloc((size_t)n * sizeof *x), *tmp = malloc((size_t)n * sizeof *tmp);
    if (!x || !tmp)
        return bench_usage(argv[0], "N   (too large: out of memory)");
    uint64_t sum = 0, s = 1;
    elm xr = 0;
    for (long i = 0; i < n; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = (elm)(s >> 33);
        sum += x[i];
        xr ^= x[i];
    }
    BENCH_WARMUP();
    double t0 = bench_now();
    cilksort(x, tmp, n);
    double t = bench_now() - t0;
    int sorted = 1;
    uint64_t sum2 = 0;
    elm xr2 = 0;
    for (long i = 0; i < n; i++) {
        sorted &= i == 0 || x[i - 1] <= x[i];
        sum2 += x[i];
        xr2 ^= x[i];
    }
    char rs[64], es[64];
    snprintf(rs, sizeof rs, "%s:%llx:%x", sorted ? "sorted" : "unsorted",
             (unsigned long long)sum2, xr2);
    snprintf(es, sizeof es, "sorted:%llx:%x", (unsigned long long)sum, xr);
    free(x);
    free(tmp);
    return bench_report("cilksort", argv[1], rs, es, t, sorted && sum == sum2 && xr == xr2);
}
