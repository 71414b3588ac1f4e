/* libfork's integrate: adaptive quadrature of a polynomial, both halves forked. */
#include <forkc.h>
#include <stdio.h>

static double fn(double x) { return (x * x + 1.0) * x; }

fork_task double integrate(double x1, double y1, double x2, double y2, double area) {
    double half = (x2 - x1) / 2;
    double x0 = x1 + half;
    double y0 = fn(x0);
    double area_x1x0 = (y1 + y0) / 2 * half;
    double area_x0x2 = (y0 + y2) / 2 * half;
    double area_x1x2 = area_x1x0 + area_x0x2;
    if (area_x1x2 - area < 1e-9 && area - area_x1x2 < 1e-9)
        return area_x1x2;
    area_x1x0 = fork_spawn(integrate(x1, y1, x0, y0, area_x1x0));
    area_x0x2 = fork_spawn(integrate(x0, y0, x2, y2, area_x0x2));
    fork_join();
    return area_x1x0 + area_x0x2;
}

int main(void) {
    double n = 1000.0;
    double r = integrate(0, fn(0), n, fn(n), 0);
    double exact = n * n * n * n / 4 + n * n / 2;
    printf("integral = %.6f\n", r);
    printf("relative error < 1e-9: %s\n", (r - exact) / exact < 1e-9 && (exact - r) / exact < 1e-9 ? "yes" : "no");
    return 0;
}
