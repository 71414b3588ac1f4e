/* fib: recursive Fibonacci, a fork at every level (libfork Table I: n = 42). */
#ifndef FORKC_BENCH_FIB_H
#define FORKC_BENCH_FIB_H
static inline long fib_expected(int n) {
    long a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        long t = a + b;
        a = b;
        b = t;
    }
    return a;
}
#define FIB_USAGE "N   (fib(N) with a fork at every level)"
#define FIB_MAIN_BODY(CALL)                                                          \
    if (argc != 2)                                                                   \
        return bench_usage(argv[0], FIB_USAGE);                                      \
    int n = atoi(argv[1]);                                                           \
    if (n < 0 || n > 90)                                                             \
        return bench_usage(argv[0], FIB_USAGE);                                      \
    BENCH_WARMUP();                                                                  \
    double t0 = bench_now();                                                         \
    long r = CALL;                                                                   \
    double t = bench_now() - t0;                                                     \
    long e = fib_expected(n);                                                        \
    char rs[32], es[32];                                                             \
    snprintf(rs, sizeof rs, "%ld", r);                                               \
    snprintf(es, sizeof es, "%ld", e);                                               \
    return bench_report("fib", argv[1], rs, es, t, r == e);
#endif
