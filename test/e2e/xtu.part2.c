#include "xtu.h"

fork_task long xfib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(xfib(n - 1));
    long b = xfib(n - 2);
    fork_join();
    return a + b;
}

fork_task long xsum(const long *v, int n) {
    if (n == 1)
        return v[0];
    long l = fork_spawn(xsum(v, n / 2));
    long r = xsum(v + n / 2, n - n / 2);
    fork_join();
    return l + r;
}

long xplain(int n) { return xfib(n) + 1; }
