/*
 * mpi_check.h -- every MPI call of the examples goes through MPI_CALL, which
 * counts it and whether MPI_Is_thread_main said the calling thread may make
 * it (MPI_THREAD_FUNNELED: only the thread that called MPI_Init).  The
 * examples print the totals over all ranks; the tests require calls > 0 and
 * off_main = 0.
 */
#ifndef FORKC_EXAMPLES_MPI_CHECK_H
#define FORKC_EXAMPLES_MPI_CHECK_H

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long mpi_calls_, mpi_off_main_;

static inline void mpi_count_(void) {
    int main_thread = 0;
    MPI_Is_thread_main(&main_thread);
    mpi_calls_++;
    if (!main_thread)
        mpi_off_main_++;
}

#define MPI_CALL(call)                                                                             \
    do {                                                                                           \
        mpi_count_();                                                                              \
        int mpi_rc_ = (call);                                                                      \
        if (mpi_rc_ != MPI_SUCCESS) {                                                              \
            fprintf(stderr, "%s:%d: %s failed (%d)\n", __FILE__, __LINE__, #call, mpi_rc_);        \
            MPI_Abort(MPI_COMM_WORLD, 1);                                                          \
        }                                                                                          \
    } while (0)

/* MPI_Init_thread asking for FUNNELED; exits if the library gives less. */
static inline void mpi_start(int *argc, char ***argv) {
    int provided = 0;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    if (provided < MPI_THREAD_FUNNELED) {
        fprintf(stderr, "MPI gives thread level %d, below MPI_THREAD_FUNNELED\n", provided);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
}

/* The totals over all ranks, printed by rank 0 (these calls are counted
 * before they are made, so the reduction itself is in the total). */
static inline void mpi_report(int rank) {
    long mine[2], all[2];
    mpi_count_();
    mine[0] = mpi_calls_;
    mine[1] = mpi_off_main_;
    MPI_Reduce(mine, all, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("mpi_calls=%ld off_main=%ld\n", all[0], all[1]);
}

#endif
