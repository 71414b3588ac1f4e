/* Spawns and joins inside user switch statements (the dispatch uses labels). */
#include <forkc.h>
#include <stdio.h>

fork_task long leaf(long k) { return k * 10 + 1; }

fork_task long sw(int n) {
    long acc[4] = {0, 0, 0, 0};
    long t = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 4) {
        case 0:
            acc[0] = fork_spawn(leaf(i));
            fork_join();
            t += acc[0];
            break;
        case 1: {
            long v = fork_spawn(leaf(i + 1));
            fork_join();
            t += v;
            break;
        }
        case 2:
            t += leaf(i);
            /* fall through */
        default:
            acc[3] = fork_spawn(leaf(-i));
            fork_join();
            t += acc[3];
        }
    }
    return t;
}

int main(void) {
    printf("%ld\n", sw(40));
    return 0;
}
