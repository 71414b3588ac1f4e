/* lu: Cilk-5's LU decomposition without pivoting of a dense n x n matrix,
 * by recursive blocks (lu.cilk), in OpenCilk spelling: factor the top-left
 * quadrant, solve the top-right and bottom-left quadrants against it in
 * parallel, subtract their product from the bottom-right one (the Schur
 * complement: eight products in two parallel rounds) and factor that.
 * Leaves are BLOCK x BLOCK.  Row-major, not Cilk-5's block-major layout;
 * the DAG is the same.  aux_lower_solve and aux_upper_solve spawn nothing:
 * they are plain functions that call the parallel ones.
 *
 * Every entry's operations happen in one order in every schedule, so the
 * factors are the same bit for bit: they are compared with a serial run of
 * the same recursion (exactly), and L U is compared with the input.
 * Usage: lu [N]   (a power of two >= BLOCK; default 128) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

#define BLOCK 8

static long LD; /* the row length of every matrix below, set once in main */

#define AT(M, i, j) ((M)[(long)(i) * LD + (j)])
/* quadrant (qi, qj) of the nb x nb-block matrix at M */
#define QUAD(M, nb, qi, qj) \
    ((M) + (long)(qi) * ((nb) / 2) * BLOCK * LD + (long)(qj) * ((nb) / 2) * BLOCK)

static void block_lu(double *M) {
    for (int k = 0; k < BLOCK; k++)
        for (int i = k + 1; i < BLOCK; i++) {
            AT(M, i, k) /= AT(M, k, k);
            double l = AT(M, i, k);
            for (int j = k + 1; j < BLOCK; j++)
                AT(M, i, j) -= l * AT(M, k, j);
        }
}

/* M = L^-1 M, L unit lower triangular. */
static void block_lower_solve(double *M, const double *L) {
    for (int i = 1; i < BLOCK; i++)
        for (int k = 0; k < i; k++) {
            double l = AT(L, i, k);
            for (int j = 0; j < BLOCK; j++)
                AT(M, i, j) -= l * AT(M, k, j);
        }
}

/* M = M U^-1, U upper triangular. */
static void block_upper_solve(double *M, const double *U) {
    for (int i = 0; i < BLOCK; i++)
        for (int k = 0; k < BLOCK; k++) {
            AT(M, i, k) /= AT(U, k, k);
            double m = AT(M, i, k);
            for (int j = k + 1; j < BLOCK; j++)
                AT(M, i, j) -= m * AT(U, k, j);
        }
}

/* M -= V W */
static void block_schur(double *M, const double *V, const double *W) {
    for (int i = 0; i < BLOCK; i++)
        for (int k = 0; k < BLOCK; k++) {
            double v = AT(V, i, k);
            for (int j = 0; j < BLOCK; j++)
                AT(M, i, j) -= v * AT(W, k, j);
        }
}

void schur(double *M, const double *V, const double *W, int nb) {
    if (nb == 1) {
        block_schur(M, V, W);
        return;
    }
    cilk_spawn schur(QUAD(M, nb, 0, 0), QUAD(V, nb, 0, 0), QUAD(W, nb, 0, 0), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 0, 1), QUAD(V, nb, 0, 0), QUAD(W, nb, 0, 1), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 1, 0), QUAD(V, nb, 1, 0), QUAD(W, nb, 0, 0), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 1, 1), QUAD(V, nb, 1, 0), QUAD(W, nb, 0, 1), nb / 2);
    cilk_sync;
    cilk_spawn schur(QUAD(M, nb, 0, 0), QUAD(V, nb, 0, 1), QUAD(W, nb, 1, 0), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 0, 1), QUAD(V, nb, 0, 1), QUAD(W, nb, 1, 1), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 1, 0), QUAD(V, nb, 1, 1), QUAD(W, nb, 1, 0), nb / 2);
    cilk_spawn schur(QUAD(M, nb, 1, 1), QUAD(V, nb, 1, 1), QUAD(W, nb, 1, 1), nb / 2);
    cilk_sync;
}

void lower_solve(double *M, const double *L, int nb);

/* One column of quadrants of M: the top one against L00, then the bottom
 * one less L10 times the top one, against L11. */
void aux_lower_solve(double *Ma, double *Mb, const double *L, int nb) {
    lower_solve(Ma, QUAD(L, nb, 0, 0), nb / 2);
    schur(Mb, QUAD(L, nb, 1, 0), Ma, nb / 2);
    lower_solve(Mb, QUAD(L, nb, 1, 1), nb / 2);
}

void lower_solve(double *M, const double *L, int nb) {
    if (nb == 1) {
        block_lower_solve(M, L);
        return;
    }
    cilk_spawn aux_lower_solve(QUAD(M, nb, 0, 0), QUAD(M, nb, 1, 0), L, nb);
    cilk_spawn aux_lower_solve(QUAD(M, nb, 0, 1), QUAD(M, nb, 1, 1), L, nb);
    cilk_sync;
}

void upper_solve(double *M, const double *U, int nb);

/* One row of quadrants of M: the left one against U00, then the right one
 * less the left one times U01, against U11. */
void aux_upper_solve(double *Ma, double *Mb, const double *U, int nb) {
    upper_solve(Ma, QUAD(U, nb, 0, 0), nb / 2);
    schur(Mb, Ma, QUAD(U, nb, 0, 1), nb / 2);
    upper_solve(Mb, QUAD(U, nb, 1, 1), nb / 2);
}

void upper_solve(double *M, const double *U, int nb) {
    if (nb == 1) {
        block_upper_solve(M, U);
        return;
    }
    cilk_spawn aux_upper_solve(QUAD(M, nb, 0, 0), QUAD(M, nb, 0, 1), U, nb);
    cilk_spawn aux_upper_solve(QUAD(M, nb, 1, 0), QUAD(M, nb, 1, 1), U, nb);
    cilk_sync;
}

void lu(double *M, int nb) {
    if (nb == 1) {
        block_lu(M);
        return;
    }
    lu(QUAD(M, nb, 0, 0), nb / 2);
    cilk_spawn lower_solve(QUAD(M, nb, 0, 1), QUAD(M, nb, 0, 0), nb / 2);
    cilk_spawn upper_solve(QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 0), nb / 2);
    cilk_sync;
    schur(QUAD(M, nb, 1, 1), QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 1), nb / 2);
    lu(QUAD(M, nb, 1, 1), nb / 2);
}

/* The serial reference: the same recursion with calls for spawns. */
static void schur_serial(double *M, const double *V, const double *W, int nb) {
    if (nb == 1) {
        block_schur(M, V, W);
        return;
    }
    for (int r = 0; r < 2; r++)
        for (int q = 0; q < 4; q++)
            schur_serial(QUAD(M, nb, q / 2, q % 2), QUAD(V, nb, q / 2, r),
                         QUAD(W, nb, r, q % 2), nb / 2);
}
static void lower_solve_serial(double *M, const double *L, int nb) {
    if (nb == 1) {
        block_lower_solve(M, L);
        return;
    }
    for (int c = 0; c < 2; c++) {
        lower_solve_serial(QUAD(M, nb, 0, c), QUAD(L, nb, 0, 0), nb / 2);
        schur_serial(QUAD(M, nb, 1, c), QUAD(L, nb, 1, 0), QUAD(M, nb, 0, c), nb / 2);
        lower_solve_serial(QUAD(M, nb, 1, c), QUAD(L, nb, 1, 1), nb / 2);
    }
}
static void upper_solve_serial(double *M, const double *U, int nb) {
    if (nb == 1) {
        block_upper_solve(M, U);
        return;
    }
    for (int r = 0; r < 2; r++) {
        upper_solve_serial(QUAD(M, nb, r, 0), QUAD(U, nb, 0, 0), nb / 2);
        schur_serial(QUAD(M, nb, r, 1), QUAD(M, nb, r, 0), QUAD(U, nb, 0, 1), nb / 2);
        upper_solve_serial(QUAD(M, nb, r, 1), QUAD(U, nb, 1, 1), nb / 2);
    }
}
static void lu_serial(double *M, int nb) {
    if (nb == 1) {
        block_lu(M);
        return;
    }
    lu_serial(QUAD(M, nb, 0, 0), nb / 2);
    lower_solve_serial(QUAD(M, nb, 0, 1), QUAD(M, nb, 0, 0), nb / 2);
    upper_solve_serial(QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 0), nb / 2);
    schur_serial(QUAD(M, nb, 1, 1), QUAD(M, nb, 1, 0), QUAD(M, nb, 0, 1), nb / 2);
    lu_serial(QUAD(M, nb, 1, 1), nb / 2);
}

int main(int argc, char *argv[]) {
    long n = 128;
    if (argc > 1)
        n = atol(argv[1]);
    if (n < BLOCK || (n & (n - 1)) || n > 4096) {
        fprintf(stderr, "usage: %s [N]   (a power of two, %d <= N <= 4096)\n", argv[0], BLOCK);
        return 2;
    }
    LD = n;
    size_t nn = (size_t)(n * n);
    double *A = malloc(nn * sizeof *A), *M = malloc(nn * sizeof *M), *S = malloc(nn * sizeof *S);
    if (!A || !M || !S) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    unsigned long long s = 7;
    for (size_t i = 0; i < nn; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        A[i] = (double)(s >> 11) / 9007199254740992.0; /* [0, 1) */
    }
    for (long i = 0; i < n; i++)
        AT(A, i, i) += (double)n; /* diagonally dominant: no pivoting needed */
    memcpy(M, A, nn * sizeof *M);
    memcpy(S, A, nn * sizeof *S);

    lu(M, (int)(n / BLOCK));
    lu_serial(S, (int)(n / BLOCK));

    long differ = 0;
    double sum = 0, worst = 0;
    for (size_t i = 0; i < nn; i++) {
        differ += memcmp(&M[i], &S[i], sizeof M[i]) != 0;
        sum += M[i];
    }
    /* (L U)[i][j] against A[i][j], L unit lower and U upper, both in M. */
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double t = 0;
            for (long k = 0; k <= (i < j ? i : j); k++)
                t += (k == i ? 1.0 : AT(M, i, k)) * AT(M, k, j);
            double e = fabs(t - AT(A, i, j)) / fabs(AT(A, i, j));
            worst = e > worst ? e : worst;
        }
    printf("lu %ldx%ld (%dx%d blocks): checksum %.9f, %ld entries differ from the serial "
           "recursion, L*U %s the input\n",
           n, n, BLOCK, BLOCK, sum, differ, worst < 1e-9 ? "matches" : "does NOT match");
    free(A);
    free(M);
    free(S);
    if (differ || !(worst < 1e-9)) {
        printf("FAIL (max relative error %.3g)\n", worst);
        return 1;
    }
    printf("ok\n");
    return 0;
}
