/* Macro bodies that name what the lowering spells otherwise: locals that
 * live in the frame (arrays, structs, address-taken scalars), a local that
 * shadows another, locals the macro declares (a VLA among them), and, in a
 * fork_for body, variables of the enclosing function.  The plugin expands
 * such invocations before lowering (plugin/Macros.cpp). */
#include <forkc.h>
#include <forkc/reducers.h>
#include <stdio.h>

struct acc {
    long lo, hi;
};

#define AT(j) buf[j]
#define TOTAL total
#define BUMP(v) (*where += (v))
#define KEEP_LO(v) (range.lo = range.lo < (v) ? range.lo : (v))
#define KEEP_HI(v) (range.hi = range.hi > (v) ? range.hi : (v))
#define DECL_SCRATCH long scratch[m + 1]
#define FILL_SCRATCH                                                           \
    for (int q = 0; q <= m; q++)                                               \
        scratch[q] = (long)q * n
#define INNER_N (n * 3)

static void add(long *p, long v) { *p += v; }

fork_task long walk(int n) {
    if (n < 2)
        return n;
    long buf[3] = {0, 0, 0};
    long total = n;
    long *where = &total;
    struct acc range = {n, n};
    int m = n % 5;
    DECL_SCRATCH;
    FILL_SCRATCH;
    AT(0) = fork_spawn(walk(n - 1));
    AT(1) = fork_spawn(walk(n - 2));
    AT(2) = scratch[m];
    fork_join();
    for (int j = 0; j < 3; j++) {
        BUMP(AT(j));
        KEEP_LO(AT(j));
        KEEP_HI(AT(j));
    }
    {
        int n = 7; /* shadows the parameter: renamed by the lowering */
        TOTAL += INNER_N;
    }
    add(&TOTAL, range.hi - range.lo);
    return TOTAL % 1000003;
}

#define WEIGHT(i) (weights[(i) % 4] * scale)
#define ACCUMULATE(v) sum += (v)
static long weigh(const long *v, long n, long scale) {
    long weights[4] = {1, 2, 3, 4};
    long forkc_reducer_sum(long) sum = 0;
    fork_for (long i = 0; i < n; i++)
        ACCUMULATE(v[i] * WEIGHT(i));
    return sum;
}

int main(void) {
    static long v[10000];
    for (long i = 0; i < 10000; i++)
        v[i] = i % 17 - 8;
    printf("walk %ld\n", walk(22));
    printf("weigh %ld\n", weigh(v, 10000, 3));
    return 0;
}
