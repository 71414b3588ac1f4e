/* nqueens: count the placements of n queens, one forked child per safe
 * column at every level, each with its own copy of the board (libfork
 * Table I: n = 14). */
#ifndef FORKC_BENCH_NQUEENS_H
#define FORKC_BENCH_NQUEENS_H
#define NQUEENS_MAX 16
static const long nqueens_answers[NQUEENS_MAX + 1] = {
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512};
static inline int nqueens_ok(int n, const char *a) {
    for (int i = 0; i < n; i++) {
        char p = a[i];
        for (int j = i + 1; j < n; j++) {
            char q = a[j];
            if (q == p || q == p - (j - i) || q == p + (j - i))
                return 0;
        }
    }
    return 1;
}
#define NQUEENS_USAGE "N   (N-queens, 1 <= N <= 16)"
#define NQUEENS_MAIN_BODY(CALL)                                                      \
    if (argc != 2)                                                                   \
        return bench_usage(argv[0], NQUEENS_USAGE);                                  \
    int n = atoi(argv[1]);                                                           \
    if (n < 1 || n > NQUEENS_MAX)                                                    \
        return bench_usage(argv[0], NQUEENS_USAGE);                                  \
    char board[NQUEENS_MAX] = {0};                                                   \
    BENCH_WARMUP();                                                                  \
    double t0 = bench_now();                                                         \
    long r = CALL;                                                                   \
    double t = bench_now() - t0;                                                     \
    long e = nqueens_answers[n];                                                     \
    char rs[32], es[32];                                                             \
    snprintf(rs, sizeof rs, "%ld", r);                                               \
    snprintf(es, sizeof es, "%ld", e);                                               \
    return bench_report("nqueens", argv[1], rs, es, t, r == e);
#endif
