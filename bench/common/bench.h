/*
 * bench.h -- shared by every benchmark binary (C and C++; every variant).
 *
 * A binary takes its problem size on the command line, times only the
 * computation (CLOCK_MONOTONIC), and prints one line:
 *
 *   bench=fib variant=forkc size=30 workers=2 result=832040 expected=832040 time=0.012345 check=ok
 *
 * It exits 0 when the result is right, 1 when it is wrong, 2 on a usage error.
 * The worker count of every parallel variant is FORKC_WORKERS (the forkc
 * runtime reads it itself; the OpenMP and TBB binaries read it here), unset:
 * the number of cores.
 */
#ifndef FORKC_BENCH_H
#define FORKC_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef BENCH_VARIANT
#if defined(__FORKC_LOWERED__)
#define BENCH_VARIANT "forkc"
#else
#define BENCH_VARIANT "serial"
#endif
#endif

/* Built with -fplugin-arg-forkplugin-workspan, a binary also reports the
 * work and span of what it times: the region between the last two
 * bench_now() calls, dumped by bench_report under the benchmark's name
 * (forkc-scale, docs/workspan.md).  Otherwise nothing: the peers' builds
 * include this file without forkc's headers. */
#if defined(__FORKC_WORKSPAN__)
#include <forkc/workspan.h>
static forkc_wsp bench_wsp_[2];
#define BENCH_WSP_MARK() (bench_wsp_[0] = bench_wsp_[1], bench_wsp_[1] = forkc_wsp_now())
#define BENCH_WSP_DUMP(name) forkc_wsp_dump(forkc_wsp_sub(bench_wsp_[1], bench_wsp_[0]), (name))
#else
#define BENCH_WSP_MARK() ((void)0)
#define BENCH_WSP_DUMP(name) ((void)(name))
#endif

static inline double bench_now(void) {
    BENCH_WSP_MARK();
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* FORKC_WORKERS, else the number of online cores. */
static inline unsigned bench_workers(void) {
    const char *s = getenv("FORKC_WORKERS");
    if (s && *s) {
        int w = atoi(s);
        if (w >= 1)
            return (unsigned)w;
    }
    long c = sysconf(_SC_NPROCESSORS_ONLN);
    return c > 0 ? (unsigned)c : 1u;
}

/* The worker count this variant reports: 1 for the serial elision. */
static inline unsigned bench_reported_workers(void) {
    return strcmp(BENCH_VARIANT, "serial") == 0 ? 1u : bench_workers();
}

/* Make the forkc default pool (its threads) before the clock starts. */
#if defined(__FORKC_LOWERED__)
#define BENCH_WARMUP() ((void)forkc_default_pool())
#else
#define BENCH_WARMUP() ((void)0)
#endif

static inline int bench_report(const char *bench, const char *size, const char *result,
                               const char *expected, double seconds, int ok) {
    BENCH_WSP_DUMP(bench);
    printf("bench=%s variant=%s size=%s workers=%u result=%s expected=%s time=%.6f check=%s\n",
           bench, BENCH_VARIANT, size, bench_reported_workers(), result, expected, seconds,
           ok ? "ok" : "WRONG");
    fflush(stdout);
    if (!ok)
        fprintf(stderr, "%s (%s): wrong result %s, expected %s\n", bench, BENCH_VARIANT, result,
                expected);
    return ok ? 0 : 1;
}

static inline int bench_usage(const char *prog, const char *args) {
    fprintf(stderr, "usage: %s %s\n", prog, args);
    return 2;
}

/* The summing micro-benchmarks' input: x[i] = i % 1000 for i < n (NULL if
 * out of memory), and their sum in *sum. */
static inline long *bench_sum_input(long n, long *sum) {
    long *x = (long *)malloc(sizeof *x * (size_t)n); /* C++ includes this too */
    *sum = 0;
    if (x)
        for (long i = 0; i < n; i++)
            *sum += x[i] = i % 1000;
    return x;
}

/* The summing micro-benchmarks' start: N from argv[1] (default 10^7), its
 * input and sum (bench_sum_input), the pool started outside the clock.
 * Returns 0, or the exit status: 2 for bad usage, 3 out of memory. */
static inline int bench_sum_setup(int argc, char **argv, long *n, long **x, long *sum) {
    *n = argc > 1 ? atol(argv[1]) : 10L * 1000 * 1000;
    if (*n < 1)
        return bench_usage(argv[0], "[N]");
    *x = bench_sum_input(*n, sum);
    if (!*x)
        return 3;
    BENCH_WARMUP();
    return 0;
}

#endif /* FORKC_BENCH_H */
