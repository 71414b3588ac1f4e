/* Declarations: several declarators with spawns and calls among them,
 * for-init declarations, const locals and params, __auto_type, typeof. */
#include <forkc.h>
#include <stdio.h>

typedef const long clong;

fork_task long sq(const long x) { return x * x; }

fork_task long decls(const int n) {
    long a = 1, b = fork_spawn(sq(a + 1)), c = sq(3), d;
    const long k = 5;
    clong kk = 6;
    fork_join();
    d = a + b + c;
    long s = 0;
    for (int i = 0, j = n; i < j; i++, j--)
        s += i * j;
    for (long i = 0, lim = sq(2); i < lim; i++) /* call in a for-init: fallback */
        s += i;
    __auto_type t = d * 2;
    __typeof__(t) u = t + 1;
    return s + d + k + kk + t + u;
}

int main(void) {
    printf("%ld\n", decls(12));
    return 0;
}
