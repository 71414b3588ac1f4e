/* heat in forkc: a fork_for over the rows of each step. */
#include <forkc.h>
#include "heat.h"

static void step(const double *a, double *b, long n) {
    fork_for (long i = 1; i < n - 1; i++)
        heat_row(a, b, n, i);
}

int main(int argc, char **argv) { HEAT_MAIN_BODY(step) }
