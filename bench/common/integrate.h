/* integrate: adaptive trapezoid quadrature of (x^2+1)x on [0, n], both halves
 * forked at every level until the area changes by less than 1e-9 (libfork
 * Table I: n = 10^4, epsilon = 1e-9). */
#ifndef FORKC_BENCH_INTEGRATE_H
#define FORKC_BENCH_INTEGRATE_H
#define INTEGRATE_EPS 1.0e-9
static inline double integrate_fn(double x) { return (x * x + 1.0) * x; }
static inline double integrate_exact(double a, double b) {
    double fa = 0.25 * a * a * (a * a + 2), fb = 0.25 * b * b * (b * b + 2);
    return fb - fa;
}
#define INTEGRATE_USAGE "N   (integral of (x^2+1)x over [0,N], epsilon 1e-9)"
#define INTEGRATE_MAIN_BODY(CALL)                                                    \
    if (argc != 2)                                                                   \
        return bench_usage(argv[0], INTEGRATE_USAGE);                                \
    double n = atof(argv[1]);                                                        \
    if (!(n > 0))                                                                    \
        return bench_usage(argv[0], INTEGRATE_USAGE);                                \
    BENCH_WARMUP();                                                                  \
    double t0 = bench_now();                                                         \
    double r = CALL;                                                                 \
    double t = bench_now() - t0;                                                     \
    double e = integrate_exact(0, n);                                                \
    double rel = (r - e) / e;                                                        \
    char rs[64], es[64];                                                             \
    snprintf(rs, sizeof rs, "%.17g", r);                                             \
    snprintf(es, sizeof es, "%.17g", e);                                             \
    return bench_report("integrate", argv[1], rs, es, t, rel < 1e-8 && rel > -1e-8);
#endif
