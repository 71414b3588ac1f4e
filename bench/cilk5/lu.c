/* Cilk-5's lu: LU decomposition without pivoting of a dense n x n matrix,
 * by recursive blocks as in the Cilk-5 examples (lu.cilk): factor the top
 * left quarter, then solve the top right and bottom left quarters against
 * it in parallel, subtract their product from the bottom right (the Schur
 * complement, eight products in two parallel rounds) and factor that.
 * Leaves are 16 x 16 blocks.  The matrix is row-major here, not Cilk-5's
 * block-major layout; the DAG is the same.
 * Usage: bench_lu_{serial,forkc} N   (a power of two >= 16; 1024 takes ~0.2 s)
 * The input is diagonally dominant, so no pivot is needed; the result is
 * checked on 256 sampled entries of L*U against the input (relative error
 * 1e-9).  The printed result, a checksum of L and U, is the same in every
 * schedule: each entry's operations happen in one order. */
#include <forkc.h>
#include "bench.h"

#include <math.h>

#define B 16 /* leaf block */

static long LD; /* the row length of every matrix below: set once in main */

#define AT(M, i, j) ((M)[(long)(i) * LD + (j)])
/* quadrant (qi, qj) of the nb-block matrix at M */
#define QUAD(M, nb, qi, qj) ((M) + (long)(qi) * ((nb) / 2) * B * LD + (long)(qj) * ((nb) / 2) * B)

static void block_lu(double *M) {
    for (int k = 0; k < B; k++)
        for (int i = k + 1; i < B; i++) {
            AT(M, i, k) /= AT(M, k, k);
            double l = AT(M, i, k);
            for (int j = k + 1; j < B; j++)
                AT(M, i, j) -= l * AT(M, k, j);
        }
}

/* M = L^-1 M, L unit lower triangular (the leaf of lower_solve) */
static void block_lower_solve(double *M, const double *L) {
    for (int i = 1; i < B; i++)
        for (int k = 0; k < i; k++) {
            double l = AT(L, i, k);
            for (int j = 0; j < B; j++)
                AT(M, i, j) -= l * AT(M, k, j);
        }
}

/* M = M U^-1, U upper triangular (the leaf of upper_solve) */
static void block_upper_solve(double *M, const double *U) {
    for (int i = 0; i < B; i++)
        for (int k = 0; k < B; k++) {
            AT(M, i, k) /= AT(U, k, k);
            double m = AT(M, i, k);
            for (int j = k + 1; j < B; j++)
                AT(M, i, j) -= m * AT(U, k, j);
        }
}

/* M -= V W */
static void block_schur(double *M, const double *V, const double *W) {
    for (int i = 0; i < B; i++)
        for (int k = 0; k < B; k++) {
            double v = AT(V, i, k);
            for (int j = 0; j < B; j++)
                AT(M, i, j) -= v * AT(W, k, j);
        }
}

fork_task void schur(double *M, const double *V, const double *W, int nb) {
    if (nb == 1) {
        block_schur(M, V, W);
        return;
    }
    fork_spawn(schur(QUAD(M, nb, 0, 0), QUAD(V, nb, 0, 0), QUAD(W, nb, 0, 0), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 0, 1), QUAD(V, nb, 0, 0), QUAD(W, nb, 0, 1), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 1, 0), QUAD(V, nb, 1, 0), QUAD(W, nb, 0, 0), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 1, 1), QUAD(V, nb, 1, 0), QUAD(W, nb, 0, 1), nb / 2));
    fork_join();
    fork_spawn(schur(QUAD(M, nb, 0, 0), QUAD(V, nb, 0, 1), QUAD(W, nb, 1, 0), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 0, 1), QUAD(V, nb, 0, 1), QUAD(W, nb, 1, 1), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 1, 0), QUAD(V, nb, 1, 1), QUAD(W, nb, 1, 0), nb / 2));
    fork_spawn(schur(QUAD(M, nb, 1, 1), QUAD(V, nb, 1, 1), QUAD(W, nb, 1, 1), nb / 2));
    fork_join();
}

fork_task void lower_solve(double *M, const double *L, int nb);

/* One column of quadrants of M: the top one against L00, the bottom one
 * after subtracting L10 times the top one, against L11. */
fork_task void aux_lower_solve(double *Ma, double *Mb, const double *L, int nb) {
    lower_solve(Ma, QUAD(L, nb, 0, 0), nb / 2);
    schur(Mb, QUAD(L, nb, 1, 0), Ma, nb / 2);
    lower_solve(Mb, QUAD(L, nb, 1, 1), nb / 2);
}

fork_task void lower_solve(double *M, const double *L, int nb) {
    if (nb == 1) {
        block_lower_solve(M, L);
        return;
    }
    fork_spawn(aux_lower_solve(QUAD(M, nb, 0, 0), QUAD(M, nb, 1, 0), L, nb));
    fork_spawn(aux_lower_solve(QUAD(M, nb, 0, 1), QUAD(M, nb, 1, 1), L, nb));
    fork_join();
}

fork_task void upper_solve(double *M, const double *U, int nb);

/* One row of quadrants of M: the left one against U00, the right one
 * after subtracting the left one times U01, against U11. */
fork_task void aux_upper_solve(double *Ma, double *Mb, const double *U, int nb) {
    upper_solve(Ma, QUAD(U, nb, 0, 0), nb / 2);
    schur(Mb, Ma, QUAD(U, nb, 0, 1), nb / 2);
    upper_solve(Mb, QUAD(U, nb, 1, 1), nb / 2);
}

fork_task void upper_solve(double *M, const double *U, int nb) {
    if (nb == 1) {
        block_upper_solve(M, U);
        return;
    }
    fork_spawn(aux_upper_solve(QUAD(M, nb, 0, 0), QUAD(M, nb, 0, 1), U, nb));
    fork_spawn(aux_upper_solve(QUAD(M, nb, 1, 0), QUAD(M, nb, 1, 1), U, nb));
    fork_join();
}

fork_task void lu(double *M, int nb) {
    if (nb == 1) {
        block_lu(M);
        return;
    }
    lu(QUAD(M, nb, 0, 0), nb / 2);
    fork_spawn(lower_solve(QUAD(M, nb, 0, 1), QUAD(M, nb, 0, 0), nb / 2));
    fork_spawn(upper_solve(QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 0), nb / 2));
    fork_join();
    schur(QUAD(M, nb, 1, 1), QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 1), nb / 2);
    lu(QUAD(M, nb, 1, 1), nb / 2);
}

/* (L U)[i][j] relative to A[i][j], L unit lower and U upper, both in M. */
static double rel_error(const double *M, const double *A, long i, long j) {
    double s = 0;
    for (long k = 0; k <= (i < j ? i : j); k++)
        s += (k == i ? 1.0 : AT(M, i, k)) * AT(M, k, j);
    return fabs(s - AT(A, i, j)) / fabs(AT(A, i, j));
}

int main(int argc, char **argv) {
    long n = argc == 2 ? atol(argv[1]) : 0;
    if (n < B || (n & (n - 1)))
        return bench_usage(argv[0], "N   (a power of two >= 16)");
    LD = n;
    double *M = malloc((size_t)(n * n) * sizeof *M), *A = malloc((size_t)(n * n) * sizeof *A);
    if (!M || !A)
        return bench_usage(argv[0], "N   (too large: out of memory)");
    unsigned long long s = 7;
    for (long i = 0; i < n * n; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        A[i] = (double)(s >> 11) / 9007199254740992.0; /* [0, 1) */
    }
    for (long i = 0; i < n; i++)
        AT(A, i, i) += (double)n; /* diagonally dominant: no pivoting */
    for (long i = 0; i < n * n; i++)
        M[i] = A[i];
    BENCH_WARMUP();
    double t0 = bench_now();
    lu(M, (int)(n / B));
    double t = bench_now() - t0;
    double worst = 0, sum = 0;
    for (int k = 0; k < 256; k++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        long i = (long)((s >> 33) % (unsigned long long)n), j = (long)((s >> 13) % (unsigned long long)n);
        double e = rel_error(M, A, i, j);
        worst = e > worst ? e : worst;
    }
    for (long i = 0; i < n * n; i++)
        sum += M[i];
    char rs[64], es[64];
    snprintf(rs, sizeof rs, "%.17g", sum);
    snprintf(es, sizeof es, "max_rel_err=%.1e", worst);
    free(M);
    free(A);
    return bench_report("lu", argv[1], rs, es, t, worst < 1e-9);
}
