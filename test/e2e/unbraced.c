/* Spawns, calls and joins as the bodies of unbraced if/else/for/while/do. */
#include <forkc.h>
#include <stdio.h>

fork_task long dbl(long x) { return 2 * x; }

fork_task long unbraced(int n) {
    long a = 0, b = 0, c[10], d = 0;
    if (n > 5)
        a = fork_spawn(dbl(n));
    else
        a = fork_spawn(dbl(-n));
    for (int i = 0; i < 10; i++)
        c[i] = fork_spawn(dbl(i));
    fork_join();
    int k = 3;
    while (k-- > 0)
        d += dbl(k);
    do
        b = dbl(b + 1);
    while (b < 100);
    if (n)
        fork_join();
    long s = a + b + d;
    for (int i = 0; i < 10; i++) s += c[i];
    return s;
}

int main(void) {
    printf("%ld %ld\n", unbraced(7), unbraced(2));
    return 0;
}
