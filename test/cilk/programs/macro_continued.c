/* Function-like macros whose bodies are continued with backslash-newline,
 * each line starting in column 0 (Cilk-5's TIMER_START, cilksort's swap),
 * used in functions that spawn: the plugin writes the invocation out on one
 * line, as C reads it, without the line splices. */
#include <stdio.h>

#include <cilk/cilk.h>

#define SWAP(a, b) \
{ \
long t_;\
t_ = a;\
a = b;\
b = t_;\
}

#define CHECKED(e, what) \
do { \
if (!(e)) \
printf("%s failed\n", what); \
} while (0)

static long span(long lo, long hi) {
    if (lo > hi) {
        SWAP(lo, hi);
    }
    if (hi - lo < 8) {
        long s = 0;
        for (long i = lo; i < hi; i++)
            s += i;
        return s;
    }
    long mid = lo + (hi - lo) / 2;
    long a = cilk_spawn span(lo, mid);
    long b = span(mid, hi);
    cilk_sync;
    CHECKED(a >= 0 && b >= 0, "span");
    return a + b;
}

int main(void) {
    long r = span(10000, 0);
    CHECKED(r == 10000L * 9999L / 2, "sum");
    printf("span(10000, 0) = %ld\n", r);
    return 0;
}
