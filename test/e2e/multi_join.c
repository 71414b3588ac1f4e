/* Several fork-join phases in one task, each reading the previous results. */
#include <forkc.h>
#include <stdio.h>

fork_task long add(long a, long b) { return a + b; }

fork_task long phases(int rounds) {
    long v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    for (int r = 0; r < rounds; r++) {
        long w[8];
        for (int i = 0; i < 8; i++)
            w[i] = fork_spawn(add(v[i], v[(i + 1) % 8]));
        fork_join();
        for (int i = 0; i < 8; i++) v[i] = w[i] % 1000003;
    }
    long s = 0;
    for (int i = 0; i < 8; i++) s += v[i];
    return s;
}

int main(void) {
    printf("%ld\n", phases(30));
    return 0;
}
