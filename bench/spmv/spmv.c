/* spmv in forkc: a fork_for over the rows (serial elision without the plugin). */
#include <forkc.h>
#include "spmv.h"

static void product(const spmv_matrix *m, const double *x, double *y) {
    fork_for (long i = 0; i < m->n; i++)
        y[i] = spmv_row(m, x, i);
}

int main(int argc, char **argv) { SPMV_MAIN_BODY(product) }
