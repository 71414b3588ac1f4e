/* integrate: adaptive trapezoid quadrature of f(x) = (x^2 + 1) x over [0, N],
 * both halves of an interval spawned at every level until the area changes
 * by less than EPSILON (the libfork / forkc benchmark, OpenCilk spelling).
 * The tree of intervals, and so the sum's order, is fixed: every schedule
 * computes the same double.  Checked against the closed form.
 * Usage: integrate [N]   (default 100) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

#define EPSILON 1.0e-9

static double fn(double x) { return (x * x + 1.0) * x; }

static double exact(double a, double b) {
    double fa = 0.25 * a * a * (a * a + 2), fb = 0.25 * b * b * (b * b + 2);
    return fb - fa;
}

/* Leaves counted on the side, to print the shape of the spawn tree. */
double integrate(double x1, double y1, double x2, double y2, double area, long *leaves) {
    double half = (x2 - x1) / 2;
    double x0 = x1 + half;
    double y0 = fn(x0);
    double area_x1x0 = (y1 + y0) / 2 * half;
    double area_x0x2 = (y0 + y2) / 2 * half;
    double area_x1x2 = area_x1x0 + area_x0x2;
    if (area_x1x2 - area < EPSILON && area - area_x1x2 < EPSILON) {
        *leaves = 1;
        return area_x1x2;
    }
    long left_leaves, right_leaves;
    area_x1x0 = cilk_spawn integrate(x1, y1, x0, y0, area_x1x0, &left_leaves);
    area_x0x2 = integrate(x0, y0, x2, y2, area_x0x2, &right_leaves);
    cilk_sync;
    *leaves = left_leaves + right_leaves;
    return area_x1x0 + area_x0x2;
}

int main(int argc, char *argv[]) {
    double n = 100;
    if (argc > 1)
        n = atof(argv[1]);
    if (!(n > 0)) {
        fprintf(stderr, "usage: %s [N]   (N > 0)\n", argv[0]);
        return 2;
    }
    long leaves = 0;
    double r = integrate(0, fn(0), n, fn(n), 0, &leaves);
    double e = exact(0, n);
    double rel = fabs(r - e) / e;
    printf("integral of (x^2+1)x over [0,%g] = %.6f (%ld intervals)\n", n, r, leaves);
    printf("exact                            = %.6f\n", e);
    if (!(rel < 1e-8)) {
        printf("FAIL: relative error %.3g\n", rel);
        return 1;
    }
    printf("ok\n");
    return 0;
}
