/* fork_reducer in fork_for bodies: sum, max and min from forkc/reducers.h
 * over 10^7 iterations, and a non-commutative reducer whose result depends
 * on the serial order of the views.  Compared with the serial elision. */
#include <forkc.h>
#include <forkc/reducers.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A non-commutative reducer: a string built in iteration order (a nested
 * fork_for appends to the outer iteration's view). */
struct text { char buf[4096]; size_t len; };
static inline void text_identity(void *v) { ((struct text *)v)->len = 0; }
static inline void text_reduce(void *l, void *r) {
    struct text *a = l, *b = r;
    memcpy(a->buf + a->len, b->buf, b->len);
    a->len += b->len;
}

int main(void) {
    long n = 10000000;
    double *x = malloc(sizeof *x * (size_t)n);
    for (long i = 0; i < n; i++) x[i] = (double)(i % 1000) * 0.5;
    double forkc_reducer_sum(double) total = 0;
    long forkc_reducer_max(long) top = -1;
    long forkc_reducer_min(long) bot = 1L << 40;
    fork_for (long i = 0; i < n; i++) {
        total += x[i];
        long v = (i * 7919) % 1000003;
        if (v > top) top = v;
        if (v < bot) bot = v;
    }
    struct text fork_reducer(text_identity, text_reduce) t = {.len = 0};
    fork_for_grain(3);
    fork_for (int i = 0; i < 1000; i++) {
        t.buf[t.len++] = (char)('a' + i % 26);
        fork_for (int j = 0; j < 2; j++)
            t.buf[t.len++] = (char)('0' + j);
    }
    unsigned long long h = 0;
    for (size_t k = 0; k < t.len; k++) h = h * 31 + (unsigned char)t.buf[k];
    printf("%.1f %ld %ld %zu %llu\n", total, top, bot, t.len, h);
    free(x);
    return 0;
}
