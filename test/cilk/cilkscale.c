/* OpenCilk's Cilkscale API (<cilk/cilkscale.h>) on forkc's profiler: a
 * region's row in the work/span CSV (test/cilk/CMakeLists.txt checks it). */
#include <cilk/cilk.h>
#include <cilk/cilkscale.h>
#include <stdio.h>

static long fib(int n) {
    if (n < 2)
        return n;
    long x = cilk_spawn fib(n - 1);
    long y = fib(n - 2);
    cilk_sync;
    return x + y;
}

int main(void) {
    wsp_t start = wsp_getworkspan();
    long r = fib(28);
    wsp_t region = wsp_sub(wsp_getworkspan(), start);
    wsp_dump(wsp_add(region, wsp_zero()), "fib");
    printf("fib(28) = %ld, parallelism above 10: %d\n", r,
            region.span > 0 && region.work / region.span > 10);
    return 0;
}
