/* heat: Jacobi steps of the 2-D heat equation on an N x N grid with fixed
 * borders, two ways, in OpenCilk spelling:
 *   heat_for      a cilk_for over the rows of each step (the forkc benchmark);
 *   heat_stripes  Cilk-5's heat.cilk shape: each step divides the rows in
 *                 halves, spawning both, down to stripes of LEAFROWS rows.
 * Every cell of a step depends only on the previous grid, so any schedule
 * gives the serial loop's grid bit for bit: both are compared exactly with
 * a serial run of the same steps.
 * Usage: heat [N [STEPS]]   (default 128 x 128, 40 steps) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

#define LEAFROWS 4

static double *new_grid(long n) {
    double *g = malloc(sizeof(double) * (size_t)(n * n));
    if (!g) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return g;
}

static void init_grid(double *g, long n) {
    cilk_for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            g[i * n + j] = (i == 0 || j == 0) ? 100.0 : (double)((i * 31 + j * 17) % 7);
}

/* One row of a step: b = the average of a's four neighbours. */
static void heat_row(const double *a, double *b, long n, long i) {
    for (long j = 1; j < n - 1; j++)
        b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                               a[i * n + j + 1]);
}

/* Rows [lb, ub) of one step from a into b. */
void compstripe(const double *a, double *b, long n, long lb, long ub) {
    if (ub - lb > LEAFROWS) {
        cilk_spawn compstripe(a, b, n, lb, (ub + lb) / 2);
        cilk_spawn compstripe(a, b, n, (ub + lb) / 2, ub);
        cilk_sync;
    } else {
        for (long i = lb; i < ub; i++)
            heat_row(a, b, n, i);
    }
}

/* STEPS steps from g (left in g); tmp is a second grid with g's borders. */
void heat_for(double *g, double *tmp, long n, int steps) {
    double *a = g, *b = tmp;
    for (int t = 0; t < steps; t++) {
        cilk_for (long i = 1; i < n - 1; i++)
            heat_row(a, b, n, i);
        double *swap = a;
        a = b;
        b = swap;
    }
    if (a != g)
        memcpy(g, a, sizeof(double) * (size_t)(n * n));
}

void heat_stripes(double *g, double *tmp, long n, int steps) {
    double *a = g, *b = tmp;
    for (int t = 0; t < steps; t++) {
        if (t % 2)
            cilk_spawn compstripe(tmp, g, n, 1, n - 1);
        else
            cilk_spawn compstripe(g, tmp, n, 1, n - 1);
        cilk_sync;
        double *swap = a;
        a = b;
        b = swap;
    }
    if (a != g)
        memcpy(g, a, sizeof(double) * (size_t)(n * n));
}

static void heat_serial(double *g, double *tmp, long n, int steps) {
    double *a = g, *b = tmp;
    for (int t = 0; t < steps; t++) {
        for (long i = 1; i < n - 1; i++)
            heat_row(a, b, n, i);
        double *swap = a;
        a = b;
        b = swap;
    }
    if (a != g)
        memcpy(g, a, sizeof(double) * (size_t)(n * n));
}

static double checksum(const double *g, long n) {
    double s = 0;
    for (long k = 0; k < n * n; k++)
        s += g[k] * (double)(k % 13 + 1);
    return s;
}

int main(int argc, char *argv[]) {
    long n = 128;
    int steps = 40;
    if (argc > 1)
        n = atol(argv[1]);
    if (argc > 2)
        steps = atoi(argv[2]);
    if (n < 3 || n > 10000 || steps < 0) {
        fprintf(stderr, "usage: %s [N [STEPS]]   (3 <= N <= 10000, STEPS >= 0)\n", argv[0]);
        return 2;
    }
    double *ref = new_grid(n), *g1 = new_grid(n), *g2 = new_grid(n), *tmp = new_grid(n);
    init_grid(ref, n);
    init_grid(tmp, n);
    heat_serial(ref, tmp, n, steps);

    init_grid(g1, n);
    init_grid(tmp, n);
    heat_for(g1, tmp, n, steps);

    init_grid(g2, n);
    init_grid(tmp, n);
    heat_stripes(g2, tmp, n, steps);

    size_t bytes = sizeof(double) * (size_t)(n * n);
    int ok_for = memcmp(g1, ref, bytes) == 0, ok_stripes = memcmp(g2, ref, bytes) == 0;
    printf("heat %ldx%ld, %d steps: checksum %.6f\n", n, n, steps, checksum(ref, n));
    printf("cilk_for rows: %s\n", ok_for ? "same grid" : "DIFFERENT grid");
    printf("spawned stripes: %s\n", ok_stripes ? "same grid" : "DIFFERENT grid");
    free(ref);
    free(g1);
    free(g2);
    free(tmp);
    if (!ok_for || !ok_stripes) {
        printf("FAIL\n");
        return 1;
    }
    printf("ok\n");
    return 0;
}
