/* integrate in forkc (serial elision without the plugin). */
#include <forkc.h>
#include "bench.h"
#include "integrate.h"

fork_task double integrate(double x1, double y1, double x2, double y2, double area) {
    double half = (x2 - x1) / 2;
    double x0 = x1 + half;
    double y0 = integrate_fn(x0);
    double a10 = (y1 + y0) / 2 * half;
    double a02 = (y0 + y2) / 2 * half;
    double a12 = a10 + a02;
    if (a12 - area < INTEGRATE_EPS && area - a12 < INTEGRATE_EPS)
        return a12;
    a10 = fork_spawn(integrate(x1, y1, x0, y0, a10));
    a02 = integrate(x0, y0, x2, y2, a02);
    fork_join();
    return a10 + a02;
}

int main(int argc, char **argv) {
    INTEGRATE_MAIN_BODY(integrate(0, integrate_fn(0), n, integrate_fn(n), 0))
}
