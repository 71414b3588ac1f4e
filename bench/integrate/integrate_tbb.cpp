/* integrate with TBB task_group: the same recursion as integrate.c. */
#include "tbb_common.hpp"
#include "integrate.h"

static double integrate(double x1, double y1, double x2, double y2, double area) {
    double half = (x2 - x1) / 2;
    double x0 = x1 + half;
    double y0 = integrate_fn(x0);
    double a10 = (y1 + y0) / 2 * half;
    double a02 = (y0 + y2) / 2 * half;
    double a12 = a10 + a02;
    if (a12 - area < INTEGRATE_EPS && area - a12 < INTEGRATE_EPS)
        return a12;
    tbb::task_group g;
    g.run([&] { a10 = integrate(x1, y1, x0, y0, a10); });
    a02 = integrate(x0, y0, x2, y2, a02);
    g.wait();
    return a10 + a02;
}

int main(int argc, char **argv) {
    tbb_env env;
    INTEGRATE_MAIN_BODY(env.run([&] { return integrate(0, integrate_fn(0), n, integrate_fn(n), 0); }))
}
