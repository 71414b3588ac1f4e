/*
 * forkc demo: count the solutions of the N-queens problem (libfork's
 * nqueens benchmark), once on a 1-worker pool and once on a pool with all
 * workers, and print the speedup.
 *
 *   ./forkc_demo [N]          N defaults to 12; FORKC_WORKERS sets the
 *                             parallel pool's size (default: all cores)
 *
 * Built with the plugin (see CMakeLists.txt):
 *   clang-19 -O2 -fplugin=libforkplugin.so -Iinclude nqueens.c -lforkc -lpthread
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXN 16

/* May queen j go to row a[j], given the queens in columns 0..j-1? */
static int ok(int j, const char *a) {
    for (int i = 0; i < j; i++) {
        int d = a[i] - a[j];
        if (d == 0 || d == j - i || d == i - j)
            return 0;
    }
    return 1;
}

/* Count the completions of a board with queens in columns 0..j-1: one child
 * per safe row; each child gets its own copy of the board in our frame. */
fork_task long nqueens(int j, int n, const char *a) {
    if (j == n)
        return 1;
    char boards[MAXN][MAXN];
    long parts[MAXN];
    for (int i = 0; i < n; i++) {
        memcpy(boards[i], a, (size_t)j);
        boards[i][j] = (char)i;
        if (ok(j, boards[i]))
            parts[i] = fork_spawn(nqueens(j + 1, n, boards[i]));
        else
            parts[i] = 0;
    }
    fork_join();
    long s = 0;
    for (int i = 0; i < n; i++)
        s += parts[i];
    return s;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Run nqueens(n) on a fresh pool of `workers` workers; best of 3 runs. */
static double timed(unsigned workers, int n, long *solutions, unsigned long long *steals) {
    forkc_pool_options opt = forkc_pool_options_default();
    if (workers)
        opt.workers = workers;
    forkc_pool *pool;
    if (forkc_pool_create(&pool, &opt) != 0) {
        fprintf(stderr, "forkc_pool_create failed\n");
        exit(1);
    }
    forkc_set_default_pool(pool); /* plain C calls of tasks run here */
    char board[MAXN] = {0};
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        double t0 = now();
        *solutions = nqueens(0, n, board);
        double t = now() - t0;
        if (t < best)
            best = t;
    }
    forkc_stats st;
    *steals = forkc_pool_stats(pool, &st) == 0 ? st.steals : 0;
    forkc_set_default_pool(NULL);
    forkc_pool_destroy(pool);
    return best;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 12;
    if (n < 1 || n > MAXN) {
        fprintf(stderr, "N must be in 1..%d\n", MAXN);
        return 2;
    }
    unsigned p = forkc_pool_options_default().workers;
    long s1, sp;
    unsigned long long st1, stp;
    double t1 = timed(1, n, &s1, &st1);
    double tp = timed(p, n, &sp, &stp);
    printf("nqueens(%d) = %ld solutions\n", n, s1);
    printf("1 worker:  %.3f s\n", t1);
    printf("%u workers: %.3f s  (same answer: %s, %llu steals)\n", p, tp, s1 == sp ? "yes" : "NO", stp);
    printf("speedup:   %.2fx\n", t1 / tp);
    return s1 == sp ? 0 : 1;
}
