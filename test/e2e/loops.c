/* Spawns in while/do loops with break and continue; joins inside loops. */
#include <forkc.h>
#include <stdio.h>

fork_task long inc(long x) { return x + 1; }

fork_task long loops(int n) {
    long s = 0, t = 0;
    int i = 0;
    while (1) {
        if (i >= n) break;
        if (i % 3 == 0) { i++; continue; }
        t = fork_spawn(inc(i));
        fork_join();
        s += t;
        i++;
    }
    int j = 0;
    do {
        long u = fork_spawn(inc(j * 100));
        fork_join();
        if (u % 7 == 0) continue;
        s += u;
    } while (++j < n);
    return s;
}

int main(void) {
    printf("%ld\n", loops(50));
    return 0;
}
