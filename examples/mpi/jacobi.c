/*
 * jacobi.c -- a distributed 2-D Jacobi stencil: MPI between ranks, forkc
 * inside each rank.
 *
 *   mpiexec -n R mpi_jacobi [N [STEPS]] [--no-overlap] [--check]
 *
 * An N x N grid with fixed edges is dealt to the ranks in blocks of rows;
 * each step exchanges one halo row with each neighbour.  With overlap (the
 * default) a step posts the exchange and spawns a child that waits for the
 * messages with forkc_wait_until and then updates the two rows next to the
 * halos, while the continuation updates the rows that need no halo in a
 * fork_for: the waiting main thread runs pieces of that loop between its
 * polls.  --no-overlap waits for the
 * halo first and then updates every row.  Every MPI call is made on the
 * main thread (forkc_resume_on(forkc_main_worker())), as
 * MPI_THREAD_FUNNELED requires; mpi_check.h counts them.
 *
 * --check gathers the grid on rank 0 and compares it, bit for bit, with a
 * serial run of the same steps: "check=ok" or "check=FAILED".  The same
 * source builds without the plugin (mpicc alone) as its serial elision.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <forkc.h>

#include "mpi_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

typedef struct halo {
    MPI_Request req[4];
    int count;
} halo;

typedef struct grid {
    int n;           /* global rows and columns                         */
    int lo, rows;    /* first global row owned, rows owned              */
    int rank, size;  /*                                                 */
    double *cur, *nxt; /* (rows + 2) x n: row 0 and row rows+1 are halos */
    halo h;          /* the exchange in flight                          */
} grid;

#define AT(g, p, i, j) ((p)[(size_t)(i) * (size_t)(g)->n + (size_t)(j)])

static double initial(int n, int i, int j) {
    if (i == 0)
        return 100.0; /* a hot top edge */
    if (i == n - 1 || j == 0 || j == n - 1)
        return 0.0;
    return (double)((i * 31 + j * 17) % 97) / 97.0;
}

/* Local row li (1..rows) of dst from src; the grid's edge rows stay. */
static void update_row(const grid *g, const double *src, double *dst, int li) {
    int gi = g->lo + li - 1, n = g->n;
    if (gi == 0 || gi == n - 1) {
        memcpy(&AT(g, dst, li, 0), &AT(g, src, li, 0), (size_t)n * sizeof(double));
        return;
    }
    AT(g, dst, li, 0) = AT(g, src, li, 0);
    AT(g, dst, li, n - 1) = AT(g, src, li, n - 1);
    for (int j = 1; j < n - 1; j++)
        AT(g, dst, li, j) = 0.25 * (AT(g, src, li - 1, j) + AT(g, src, li + 1, j) +
                                    AT(g, src, li, j - 1) + AT(g, src, li, j + 1));
}

fork_task static void update_rows(const grid *g, const double *src, double *dst, int first,
                                  int last) {
    fork_for (int li = first; li <= last; li++)
        update_row(g, src, dst, li);
}

/* Post the exchange of src's first and last rows with the neighbours:
 * tag 1 travels down (to rank + 1), tag 0 up. */
static void halo_post(grid *g, double *src) {
    halo *h = &g->h;
    int n = g->n;
    h->count = 0;
    if (g->rank > 0) {
        MPI_CALL(MPI_Irecv(&AT(g, src, 0, 0), n, MPI_DOUBLE, g->rank - 1, 1, MPI_COMM_WORLD,
                           &h->req[h->count++]));
        MPI_CALL(MPI_Isend(&AT(g, src, 1, 0), n, MPI_DOUBLE, g->rank - 1, 0, MPI_COMM_WORLD,
                           &h->req[h->count++]));
    }
    if (g->rank < g->size - 1) {
        MPI_CALL(MPI_Irecv(&AT(g, src, g->rows + 1, 0), n, MPI_DOUBLE, g->rank + 1, 0,
                           MPI_COMM_WORLD, &h->req[h->count++]));
        MPI_CALL(MPI_Isend(&AT(g, src, g->rows, 0), n, MPI_DOUBLE, g->rank + 1, 1, MPI_COMM_WORLD,
                           &h->req[h->count++]));
    }
}

/* forkc_wait_until's condition: called on the main thread only. */
static int halo_arrived(void *arg) {
    halo *h = arg;
    int done = 0;
    MPI_CALL(MPI_Testall(h->count, h->req, &done, MPI_STATUSES_IGNORE));
    return done;
}

/* The spawned child of step: it runs first, on the spawning worker (the
 * main thread), so its MPI calls are legal there. */
fork_task static void halo_then_edges(grid *g, const double *src, double *dst) {
    forkc_wait_until(halo_arrived, &g->h); /* runs chunks of the interior meanwhile */
    update_row(g, src, dst, 1);
    update_row(g, src, dst, g->rows);
}

fork_task static void step(grid *g, int overlap) {
    forkc_resume_on(forkc_main_worker());
    double *src = g->cur, *dst = g->nxt;
    halo_post(g, src);
    if (!overlap || g->rows < 3) {
        MPI_CALL(MPI_Waitall(g->h.count, g->h.req, MPI_STATUSES_IGNORE));
        update_rows(g, src, dst, 1, g->rows);
        return;
    }
    /* Continuation stealing: the child (the wait, on this thread) runs
     * first; another worker takes this continuation, the rows that need no
     * halo, and the waiting main thread steals pieces of them between its
     * MPI_Testall calls, which also drive MPI's progress. */
    fork_spawn(halo_then_edges(g, src, dst));
    update_rows(g, src, dst, 2, g->rows - 1);
    fork_join();
}

fork_task static void run(grid *g, int steps, int overlap) {
    for (int s = 0; s < steps; s++) {
        step(g, overlap);
        double *t = g->cur;
        g->cur = g->nxt;
        g->nxt = t;
    }
}

/* The whole grid after `steps`, serially: the reference for --check. */
static double *serial_reference(int n, int steps) {
    grid g = {n, 0, n, 0, 1, NULL, NULL, {{0}, 0}};
    g.cur = calloc((size_t)(n + 2) * (size_t)n, sizeof(double));
    g.nxt = calloc((size_t)(n + 2) * (size_t)n, sizeof(double));
    if (!g.cur || !g.nxt)
        return NULL;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            AT(&g, g.cur, i + 1, j) = initial(n, i, j);
    for (int s = 0; s < steps; s++) {
        for (int li = 1; li <= n; li++)
            update_row(&g, g.cur, g.nxt, li);
        double *t = g.cur;
        g.cur = g.nxt;
        g.nxt = t;
    }
    free(g.nxt);
    return g.cur;
}

static int check(const grid *g, int steps) {
    int n = g->n, ok = 1;
    int *counts = NULL, *displs = NULL;
    double *all = NULL;
    if (g->rank == 0) {
        counts = malloc((size_t)g->size * sizeof *counts);
        displs = malloc((size_t)g->size * sizeof *displs);
        all = malloc((size_t)n * (size_t)n * sizeof *all);
        if (!counts || !displs || !all) {
            fprintf(stderr, "out of memory\n");
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        for (int r = 0, lo = 0; r < g->size; r++) {
            int rows = n / g->size + (r < n % g->size);
            counts[r] = rows * n;
            displs[r] = lo * n;
            lo += rows;
        }
    }
    MPI_CALL(MPI_Gatherv(&AT(g, g->cur, 1, 0), g->rows * n, MPI_DOUBLE, all, counts, displs,
                         MPI_DOUBLE, 0, MPI_COMM_WORLD));
    if (g->rank == 0) {
        double *ref = serial_reference(n, steps);
        ok = ref && memcmp(all, &ref[n], (size_t)n * (size_t)n * sizeof(double)) == 0;
        free(ref);
        free(all);
        free(counts);
        free(displs);
    }
    return ok;
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv) {
    mpi_start(&argc, &argv);
    int n = 512, steps = 100, overlap = 1, want_check = 0, pos = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-overlap") == 0)
            overlap = 0;
        else if (strcmp(argv[i], "--check") == 0)
            want_check = 1;
        else if (pos++ == 0)
            n = atoi(argv[i]);
        else
            steps = atoi(argv[i]);
    }
    grid g;
    memset(&g, 0, sizeof g);
    MPI_CALL(MPI_Comm_rank(MPI_COMM_WORLD, &g.rank));
    MPI_CALL(MPI_Comm_size(MPI_COMM_WORLD, &g.size));
    if (n < 3 || steps < 0 || n < g.size) {
        if (g.rank == 0)
            fprintf(stderr, "usage: mpi_jacobi [N >= 3 and >= ranks [STEPS]] [--no-overlap] "
                            "[--check]\n");
        MPI_Finalize();
        return 2;
    }
    g.n = n;
    g.rows = n / g.size + (g.rank < n % g.size);
    g.lo = g.rank * (n / g.size) + (g.rank < n % g.size ? g.rank : n % g.size);
    g.cur = calloc((size_t)(g.rows + 2) * (size_t)n, sizeof(double));
    g.nxt = calloc((size_t)(g.rows + 2) * (size_t)n, sizeof(double));
    if (!g.cur || !g.nxt) {
        fprintf(stderr, "out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int li = 1; li <= g.rows; li++)
        for (int j = 0; j < n; j++)
            AT(&g, g.cur, li, j) = initial(n, g.lo + li - 1, j);

    MPI_CALL(MPI_Barrier(MPI_COMM_WORLD));
    double t0 = now_s();
    run(&g, steps, overlap);
    MPI_CALL(MPI_Barrier(MPI_COMM_WORLD));
    double t = now_s() - t0;

    struct rusage ru; /* before the check, which gathers the grid on rank 0 */
    long rss_kib = getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : 0, max_rss_kib = 0;
    MPI_CALL(MPI_Reduce(&rss_kib, &max_rss_kib, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD));
    int ok = want_check ? check(&g, steps) : 1;
    if (g.rank == 0) {
        printf("bench=mpi_jacobi n=%d steps=%d ranks=%d overlap=%d time=%.6f rss_mib=%.1f", n,
               steps, g.size, overlap, t, (double)max_rss_kib / 1024.0);
        if (want_check)
            printf(" check=%s", ok ? "ok" : "FAILED");
        printf("\n");
    }
    mpi_report(g.rank);
    free(g.cur);
    free(g.nxt);
    MPI_Finalize();
    return ok ? 0 : 1;
}
