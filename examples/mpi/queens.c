/*
 * queens.c -- n-queens dealt across MPI ranks, forkc inside each rank.
 *
 *   mpiexec -n R mpi_queens [N] [--no-move]     (N in 4..16, default 11)
 *
 * The placements of the first two rows are numbered; rank r takes numbers
 * r, r + R, r + 2R, ...  Each placement is a task that counts its subtree
 * with nested spawns, then moves to the main thread
 * (forkc_resume_on(forkc_main_worker()), MPI_THREAD_FUNNELED) and sends
 * {number, count} to rank 0 with MPI_Send: results sent from inside tasks.
 * Rank 0 has posted a receive for every placement before its own tasks
 * start, so its tasks' sends to itself match at once.  A final MPI_Reduce
 * of how many placements each rank took checks the deal; rank 0 checks
 * that every placement arrived once and that the total is the known count.
 * The same source builds without the plugin as its serial elision.
 *
 * --no-move leaves out the move to the main thread: the sends then come
 * from whichever worker counted the subtree, which MPI_THREAD_FUNNELED
 * forbids; mpi_check.h's counter reports them (off_main > 0; the test
 * mpi.queens.no_move_is_caught).  So that there is one on every schedule,
 * each rank's first placement moves to the worker after the main one
 * (FORKC_WORKERS >= 2; with one worker forkc_resume_on says so and aborts).  A mutex serialises those sends so that
 * the demonstration does not also race inside the MPI library.
 */
#include <forkc.h>

#include "mpi_check.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int move_to_main = 1;
static int nranks = 1;
static pthread_mutex_t send_lock = PTHREAD_MUTEX_INITIALIZER;

#define SERIAL_ROWS 5 /* subtrees this close to the last row run serially */

static long serial_count(unsigned all, unsigned cols, unsigned d1, unsigned d2) {
    if (cols == all)
        return 1;
    long s = 0;
    for (unsigned avail = all & ~(cols | d1 | d2); avail;) {
        unsigned bit = avail & -avail;
        avail -= bit;
        s += serial_count(all, cols | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1);
    }
    return s;
}

fork_task static long count(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
    unsigned all = (1u << n) - 1;
    if (n - row <= SERIAL_ROWS)
        return serial_count(all, cols, d1, d2);
    long sub[16];
    int k = 0;
    for (unsigned avail = all & ~(cols | d1 | d2); avail;) {
        unsigned bit = avail & -avail;
        avail -= bit;
        sub[k] = fork_spawn(count(n, row + 1, cols | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1));
        k++;
    }
    fork_join();
    long s = 0;
    for (int i = 0; i < k; i++)
        s += sub[i];
    return s;
}

typedef struct placement {
    int c0, c1; /* the queens' columns in rows 0 and 1 */
} placement;

fork_task static void place(int n, int number, placement p) {
    unsigned all = (1u << n) - 1, b0 = 1u << p.c0, b1 = 1u << p.c1;
    unsigned d1 = (((b0 << 1) & all) | b1) << 1 & all, d2 = ((b0 >> 1) | b1) >> 1;
    long c = count(n, 2, b0 | b1, d1, d2);
    long msg[2] = {number, c};
    if (move_to_main) {
        forkc_resume_on(forkc_main_worker());
        MPI_CALL(MPI_Send(msg, 2, MPI_LONG, 0, 1, MPI_COMM_WORLD));
    } else {
        /* The first placement of each rank sends from a worker that is not
         * the main thread's, so that the counter has a call to catch on
         * every schedule; the others send from wherever they ran. */
        if (number < nranks)
            forkc_resume_on(forkc_main_worker() + 1);
        pthread_mutex_lock(&send_lock);
        MPI_CALL(MPI_Send(msg, 2, MPI_LONG, 0, 1, MPI_COMM_WORLD));
        pthread_mutex_unlock(&send_lock);
    }
}

fork_task static long deal(int n, const placement *ps, int np, int rank, int size) {
    long taken = 0;
    for (int k = rank; k < np; k += size) {
        fork_spawn(place(n, k, ps[k]));
        taken++;
    }
    fork_join();
    return taken;
}

static const long known[17] = {1,      1,      0,       0,        2,         10,
                               4,      40,     92,      352,      724,       2680,
                               14200,  73712,  365596,  2279184,  14772512};

int main(int argc, char **argv) {
    mpi_start(&argc, &argv);
    int rank, size, n = 11;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-move") == 0)
            move_to_main = 0;
        else
            n = atoi(argv[i]);
    }
    MPI_CALL(MPI_Comm_rank(MPI_COMM_WORLD, &rank));
    MPI_CALL(MPI_Comm_size(MPI_COMM_WORLD, &size));
    nranks = size;
    if (n < 4 || n > 16) {
        if (rank == 0)
            fprintf(stderr, "usage: mpi_queens [N in 4..16]\n");
        MPI_Finalize();
        return 2;
    }
    placement ps[16 * 16];
    int np = 0;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            if (b < a - 1 || b > a + 1)
                ps[np++] = (placement){a, b};

    long(*got)[2] = NULL;
    MPI_Request *reqs = NULL;
    if (rank == 0) {
        got = calloc((size_t)np, sizeof *got);
        reqs = malloc((size_t)np * sizeof *reqs);
        if (!got || !reqs)
            MPI_Abort(MPI_COMM_WORLD, 1);
        for (int k = 0; k < np; k++)
            MPI_CALL(MPI_Irecv(got[k], 2, MPI_LONG, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &reqs[k]));
    }
    long taken = deal(n, ps, np, rank, size), dealt = 0;
    MPI_CALL(MPI_Reduce(&taken, &dealt, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD));
    int ok = 1;
    if (rank == 0) {
        MPI_CALL(MPI_Waitall(np, reqs, MPI_STATUSES_IGNORE));
        char *seen = calloc((size_t)np, 1);
        long total = 0;
        for (int k = 0; k < np && seen; k++) {
            long number = got[k][0];
            if (number < 0 || number >= np || seen[number])
                ok = 0;
            else
                seen[number] = 1;
            total += got[k][1];
        }
        ok = ok && seen && dealt == np && total == known[n];
        printf("bench=mpi_queens n=%d ranks=%d placements=%d solutions=%ld expected=%ld check=%s\n",
               n, size, np, total, known[n], ok ? "ok" : "FAILED");
        free(seen);
        free(got);
        free(reqs);
    }
    mpi_report(rank);
    MPI_Finalize();
    return ok ? 0 : 1;
}
