/* Early returns inside loops after spawns: every return joins first. */
#include <forkc.h>
#include <stdio.h>

fork_task long slow_id(long x) {
    if (x > 3) {
        long a = fork_spawn(slow_id(x / 2));
        long b = slow_id(x - x / 2);
        fork_join();
        return a + b;
    }
    return x;
}

fork_task long find_first(long limit, long want) {
    long parts[8];
    for (long i = 0; i < limit; i++) {
        for (int k = 0; k < 8; k++)
            parts[k] = fork_spawn(slow_id(i * 8 + k));
        for (int k = 0; k < 8; k++) {
            /* reading parts[] before the join would race: return joins first */
            if (i * 8 + k == want)
                return i * 1000 + k;
        }
        fork_join();
        if (parts[7] > want + 100)
            return -1;
    }
    return -2;
}

int main(void) {
    printf("%ld\n", find_first(100, 123));
    printf("%ld\n", find_first(100, 100000));
    printf("%ld\n", find_first(3, 100000));
    return 0;
}
