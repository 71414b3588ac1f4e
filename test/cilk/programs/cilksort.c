/* cilksort: Cilk-5's parallel merge sort (Akl and Santoro), in OpenCilk
 * spelling: sort four quarters in parallel, merge them pairwise into a
 * temporary and back; each merge splits the larger input at its median,
 * finds that value's rank in the other input by binary search, stores it
 * and merges the two lower and the two upper parts in parallel.  Serial
 * leaves: quicksort below QUICKSIZE elements, a plain merge below MERGESIZE.
 * The leaf sizes are smaller than Cilk-5's 2048 so that a small input
 * still spawns a few thousand times.  Checked against qsort of a copy.
 * Usage: cilksort [N]   (default 100000) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

typedef uint32_t ELM;

#define QUICKSIZE 256
#define MERGESIZE 256
#define INSERTIONSIZE 20

static inline ELM med3(ELM a, ELM b, ELM c) {
    if (a < b) {
        if (b < c)
            return b;
        return a < c ? c : a;
    }
    if (b > c)
        return b;
    return a < c ? a : c;
}

/* The median of the first, middle and last elements of [low, high]. */
static inline ELM choose_pivot(ELM *low, ELM *high) {
    return med3(*low, *high, low[(high - low) / 2]);
}

/* Partition [low, high] around a pivot; returns the last element of the
 * lower part. */
static ELM *seqpart(ELM *low, ELM *high) {
    ELM pivot = choose_pivot(low, high);
    ELM *curr_low = low, *curr_high = high;
    for (;;) {
        while (*curr_high > pivot)
            curr_high--;
        while (*curr_low < pivot)
            curr_low++;
        if (curr_low >= curr_high)
            break;
        ELM h = *curr_high, l = *curr_low;
        *curr_high-- = l;
        *curr_low++ = h;
    }
    /* curr_high is the last element of the lower part; the upper part is
     * never empty, as curr_high < high when the pivot is not the maximum,
     * and otherwise the loop stops at the first maximum. */
    if (curr_high < high)
        return curr_high;
    return curr_high - 1;
}

static void insertion_sort(ELM *low, ELM *high) {
    for (ELM *p = low + 1; p <= high; p++) {
        ELM a = *p, *q;
        for (q = p - 1; q >= low && *q > a; q--)
            q[1] = *q;
        q[1] = a;
    }
}

/* Serial quicksort of [low, high] (inclusive bounds). */
static void seqquick(ELM *low, ELM *high) {
    while (high - low >= INSERTIONSIZE) {
        ELM *p = seqpart(low, high);
        seqquick(low, p);
        low = p + 1;
    }
    insertion_sort(low, high);
}

/* Merge [low1, high1] and [low2, high2] into lowdest (inclusive bounds). */
static void seqmerge(ELM *low1, ELM *high1, ELM *low2, ELM *high2, ELM *lowdest) {
    while (low1 <= high1 && low2 <= high2)
        *lowdest++ = *low2 < *low1 ? *low2++ : *low1++;
    while (low1 <= high1)
        *lowdest++ = *low1++;
    while (low2 <= high2)
        *lowdest++ = *low2++;
}

/* The first element of [low, high] not less than val (high + 1 if none). */
static ELM *binsplit(ELM val, ELM *low, ELM *high) {
    while (low <= high) {
        ELM *mid = low + (high - low) / 2;
        if (*mid < val)
            low = mid + 1;
        else
            high = mid - 1;
    }
    return low;
}

void cilkmerge(ELM *low1, ELM *high1, ELM *low2, ELM *high2, ELM *lowdest) {
    ELM *split1, *split2; /* where each input is split */
    long int lowsize;     /* the size of the lower half of the output */

    /* The first input is the larger one. */
    if (high2 - low2 > high1 - low1) {
        ELM *tmp = low1;
        low1 = low2;
        low2 = tmp;
        tmp = high1;
        high1 = high2;
        high2 = tmp;
    }
    if (high1 < low1) /* both empty */
        return;
    if (high2 - low2 + high1 - low1 < MERGESIZE) {
        seqmerge(low1, high1, low2, high2, lowdest);
        return;
    }
    /* Split the first input at its median, the second at that value's rank;
     * the median goes straight to its place in the output. */
    split1 = low1 + (high1 - low1 + 1) / 2;
    split2 = binsplit(*split1, low2, high2);
    lowsize = (split1 - low1) + (split2 - low2);
    lowdest[lowsize] = *split1;
    cilk_spawn cilkmerge(low1, split1 - 1, low2, split2 - 1, lowdest);
    cilk_spawn cilkmerge(split1 + 1, high1, split2, high2, lowdest + lowsize + 1);
    cilk_sync;
}

void cilksort(ELM *low, ELM *tmp, long size) {
    long quarter = size / 4;
    ELM *A, *B, *C, *D, *tmpA, *tmpB, *tmpC, *tmpD;

    if (size < QUICKSIZE) {
        seqquick(low, low + size - 1);
        return;
    }
    A = low;
    tmpA = tmp;
    B = A + quarter;
    tmpB = tmpA + quarter;
    C = B + quarter;
    tmpC = tmpB + quarter;
    D = C + quarter;
    tmpD = tmpC + quarter;

    cilk_spawn cilksort(A, tmpA, quarter);
    cilk_spawn cilksort(B, tmpB, quarter);
    cilk_spawn cilksort(C, tmpC, quarter);
    cilk_spawn cilksort(D, tmpD, size - 3 * quarter);
    cilk_sync;

    cilk_spawn cilkmerge(A, A + quarter - 1, B, B + quarter - 1, tmpA);
    cilk_spawn cilkmerge(C, C + quarter - 1, D, low + size - 1, tmpC);
    cilk_sync;

    cilkmerge(tmpA, tmpC - 1, tmpC, tmpA + size - 1, A);
}

static int cmp_elm(const void *a, const void *b) {
    ELM x = *(const ELM *)a, y = *(const ELM *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char *argv[]) {
    long n = 100000;
    if (argc > 1)
        n = atol(argv[1]);
    if (n < 1 || n > 100000000) {
        fprintf(stderr, "usage: %s [N]   (1 <= N <= 10^8)\n", argv[0]);
        return 2;
    }
    ELM *array = malloc((size_t)n * sizeof *array), *tmp = malloc((size_t)n * sizeof *tmp);
    ELM *ref = malloc((size_t)n * sizeof *ref);
    if (!array || !tmp || !ref) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    uint64_t s = 1;
    for (long i = 0; i < n; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        /* a narrow range for the second half: many equal keys */
        array[i] = (ELM)(s >> 33) % (i < n / 2 ? 0xffffffffu : 1000u);
    }
    memcpy(ref, array, (size_t)n * sizeof *ref);

    cilksort(array, tmp, n);
    qsort(ref, (size_t)n, sizeof *ref, cmp_elm);

    uint64_t h = 0;
    long bad = 0;
    for (long i = 0; i < n; i++) {
        h = h * 1000003u + array[i];
        bad += array[i] != ref[i];
    }
    printf("cilksort of %ld elements: hash %016llx, min %u, max %u, %ld mismatches\n", n,
           (unsigned long long)h, (unsigned)array[0], (unsigned)array[n - 1], bad);
    free(array);
    free(tmp);
    free(ref);
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("ok\n");
    return 0;
}
