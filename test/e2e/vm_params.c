/* Pointers to variable-length arrays in tasks: parameters such as
 * `const double A[][s]`, `double (*restrict C)[s]` and a 3-D
 * `long x[a][b + 1][2]` whose dimension is an expression; a dimension
 * parameter that is frame-resident (its address is taken) and one that the
 * task changes after entry (the type keeps the entry value, as in C); a task
 * declared before it is defined; and local pointers.  Each is passed on,
 * offset, indexed and measured with sizeof: in the fast clone, after a
 * stolen spawn in the resume function, and in fork_for bodies (in plain C
 * and in a task).  `patient` makes the continuation after its spawn likely
 * to be stolen (it waits, at most 50 ms, for it to start); the plugin build
 * checks with 2 or more workers that this happened at least once. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static atomic_int continued, seen_early;
static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
static long ident(long v) { return v; }
/* Its spawns publish the spawner's continuation to a thief that asked. */
fork_task long patient(long v) {
    double end = now_ms() + 50;
    while (!atomic_load(&continued) && now_ms() < end) {
        long t = fork_spawn(ident(v));
        fork_join();
        (void)t;
    }
    if (atomic_load(&continued))
        atomic_fetch_add(&seen_early, 1);
    return v;
}

/* C += A*B on n x n blocks of row stride s (quadrant recursion). */
fork_task void mm(int n, int s, const double A[][s], const double (*B)[s], double (*restrict C)[s]);

fork_task void mm(int n, int s, const double A[][s], const double (*B)[s],
                  double (*restrict C)[s]) {
    if (n <= 4) {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double c = 0;
                for (int k = 0; k < n; k++)
                    c += A[i][k] * B[k][j];
                C[i][j] += c;
            }
        return;
    }
    int m = n / 2;
    fork_spawn(mm(m, s, A, B, C));
    fork_spawn(mm(m, s, A, (const double(*)[s]) & B[0][m], (double(*)[s]) & C[0][m]));
    fork_spawn(mm(m, s, A + m, B, C + m));
    mm(m, s, A + m, (const double(*)[s]) & B[0][m], (double(*)[s]) & C[m][m]);
    fork_join();
    fork_spawn(mm(m, s, (const double(*)[s]) & A[0][m], B + m, C));
    fork_spawn(mm(m, s, (const double(*)[s]) & A[0][m], (const double(*)[s]) & B[m][m],
                  (double(*)[s]) & C[0][m]));
    fork_spawn(mm(m, s, (const double(*)[s]) & A[m][m], B + m, C + m));
    mm(m, s, (const double(*)[s]) & A[m][m], (const double(*)[s]) & B[m][m],
       (double(*)[s]) & C[m][m]);
    fork_join();
}

/* Three dimensions, one of them an expression of another parameter. */
fork_task long sum3(int a, int b, long x[a][b + 1][2], int lo, int hi) {
    if (hi - lo == 1) {
        long t = 0;
        for (int j = 0; j <= b; j++)
            t += x[lo][j][0] + x[lo][j][1];
        return t + (long)(sizeof x[0] / sizeof(long));
    }
    int mid = (lo + hi) / 2;
    atomic_store(&continued, 0);
    long p = fork_spawn(patient(mid));
    atomic_store(&continued, 1);
    long l = fork_spawn(sum3(a, b, x, lo, mid)); /* after a steal: the resume function */
    long r = sum3(a, b, x, mid, hi);
    fork_join();
    return l + r + (p - mid);
}

/* `n` is frame-resident (its address escapes) and changes after entry:
 * `v`'s rows keep the length n had at entry. */
fork_task long rows(int n, long v[n][n], int r) {
    int *pn = &n;
    atomic_store(&continued, 0);
    long p = fork_spawn(patient(r));
    atomic_store(&continued, 1);
    n = 1;
    long t = (long)sizeof v[0];
    for (int j = 0; j < 3; j++)
        t += v[r][j];
    if (r > 0) {
        long u = fork_spawn(rows(3, (long(*)[3])v[r - 1], 0));
        fork_join();
        t += u;
    }
    fork_join();
    return t + p + *pn;
}

/* Local pointers to variable-length arrays: with and without an
 * initialiser, assigned, in a for-initialiser, read after a stolen spawn;
 * changing `n` later does not change their rows. */
fork_task long locals(int n, long *flat) {
    long(*m)[n] = (long(*)[n])flat;
    long(*other)[n];
    other = m + 1;
    atomic_store(&continued, 0);
    long p = fork_spawn(patient(n));
    atomic_store(&continued, 1);
    long t = 0;
    for (long(*r)[n] = m; r != m + n; r = r + 1)
        t += (*r)[n - 1];
    long(*q)[n - 3][n - 4] = (long(*)[n - 3][n - 4]) flat; /* two variable dimensions */
    n = 2;
    t += other[0][0] + (long)(sizeof *m / sizeof(long)) + q[1][2][1] + (long)sizeof *q;
    fork_join();
    return t + p;
}

/* fork_for over variably modified arrays: in plain C, and in a task whose
 * parameter it is (the body reads them through its context). */
static void smooth(int n, const double u[n][n], double v[n][n]) {
    fork_for(int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) v[i][j] =
        (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) / 4;
}
fork_task long colsums(int n, double (*v)[n], long out[n]) {
    fork_for(int j = 0; j < n; j++) {
        double s = 0;
        for (int i = 0; i < n; i++)
            s += v[i][j];
        out[j] = (long)s + (long)(sizeof *v / sizeof(double));
    }
    long t = 0;
    for (int j = 0; j < n; j++)
        t += out[j];
    return t;
}

int main(void) {
    int n = 64;
    double(*A)[n] = malloc(sizeof(double[n][n])), (*B)[n] = malloc(sizeof(double[n][n]));
    double(*C)[n] = calloc(1, sizeof(double[n][n])), (*D)[n] = calloc(1, sizeof(double[n][n]));
    if (!A || !B || !C || !D)
        return 2;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i][j] = (i * 3 + j) % 7;
            B[i][j] = (i + 2 * j) % 5;
        }
    mm(n, n, (const double(*)[n])A, (const double(*)[n])B, C);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                D[i][j] += A[i][k] * B[k][j];
    int bad = 0;
    double trace = 0;
    for (int i = 0; i < n; i++) {
        trace += C[i][i];
        for (int j = 0; j < n; j++)
            bad += C[i][j] != D[i][j];
    }
    printf("mm: %d wrong, trace %.0f\n", bad, trace);
    smooth(n, (const double(*)[n])C, D);
    long *cols = malloc(sizeof(long) * (size_t)n);
    if (!cols)
        return 2;
    printf("smooth, colsums: %ld\n", colsums(n, D, cols));
    free(cols);

    int a = 37, b = 5;
    long(*x)[b + 1][2] = malloc(sizeof(long[a][b + 1][2]));
    if (!x)
        return 2;
    for (int i = 0; i < a; i++)
        for (int j = 0; j <= b; j++)
            for (int k = 0; k < 2; k++)
                x[i][j][k] = i * 100 + j * 10 + k;
    printf("sum3: %ld\n", sum3(a, b, x, 0, a));

    long flat[6 * 6];
    for (int i = 0; i < 36; i++)
        flat[i] = i;
    printf("locals: %ld\n", locals(6, flat));

    long v[5][5];
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            v[i][j] = i * 5 + j;
    long t = 0;
    for (int r = 0; r < 5; r++)
        t += rows(5, v, r);
    printf("rows: %ld\n", t);
    free(A), free(B), free(C), free(D), free(x);
#ifdef __FORKC_LOWERED__
    const char *w = getenv("FORKC_WORKERS");
    if (w && atoi(w) >= 2 && atomic_load(&seen_early) == 0) {
        fprintf(stderr, "vm_params: no continuation was stolen at %s workers\n", w);
        return 1;
    }
#endif
    return 0;
}
