/* mapreduce in forkc: a fork_for with a sum reducer (serial elision without
 * the plugin). */
#include <forkc.h>
#include <forkc/reducers.h>
#include "mapreduce.h"

static double mapreduce(const double *x, long n) {
    double forkc_reducer_sum(double) s = 0;
    fork_for (long i = 0; i < n; i++)
        s += mapreduce_f(x[i]);
    return s;
}

int main(int argc, char **argv) { MAPREDUCE_MAIN_BODY(mapreduce(x, n)) }
