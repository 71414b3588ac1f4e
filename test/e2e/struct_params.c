/* Struct parameters and struct results, spawned and called. */
#include <forkc.h>
#include <stdio.h>

struct vec { long x, y, z; };
typedef struct { double re, im; } cplx;

fork_task struct vec vsum(struct vec base, int n) {
    if (n == 0)
        return base;
    struct vec d = {1, 2, 3};
    struct vec l = fork_spawn(vsum(d, n / 2));
    struct vec r = vsum(base, n - 1 - n / 2);
    fork_join();
    struct vec out = {l.x + r.x + 1, l.y + r.y, l.z + r.z - 1};
    return out;
}

fork_task cplx cpowi(cplx c, int n) {
    if (n == 0) {
        cplx one = {1, 0};
        return one;
    }
    cplx h;
    h = fork_spawn(cpowi(c, n / 2));
    fork_join();
    cplx sq = {h.re * h.re - h.im * h.im, 2 * h.re * h.im};
    if (n % 2) {
        cplx t = {sq.re * c.re - sq.im * c.im, sq.re * c.im + sq.im * c.re};
        return t;
    }
    return sq;
}

int main(void) {
    struct vec b = {10, 20, 30};
    struct vec v = vsum(b, 100);
    printf("%ld %ld %ld\n", v.x, v.y, v.z);
    cplx c = {0.5, 0.75};
    cplx p = cpowi(c, 13);
    printf("%.6f %.6f\n", p.re, p.im);
    return 0;
}
