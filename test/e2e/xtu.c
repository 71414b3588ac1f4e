/* Tasks across two translation units: this file calls and spawns tasks
 * defined in xtu.part2.c, which calls back into a task defined here. */
#include "xtu.h"
#include <stdio.h>

fork_task long twice(int n) { return 2 * xfib(n); }

fork_task long driver(int n) {
    long v[8];
    for (int i = 0; i < 8; i++)
        v[i] = fork_spawn(xfib(n + i));
    long t = twice(n);
    fork_join();
    long s = fork_spawn(xsum(v, 8));
    fork_join();
    return s + t;
}

int main(void) {
    printf("driver = %ld\n", driver(10));
    printf("xfib = %ld\n", xfib(20));
    printf("xplain = %ld\n", xplain(12));
    return 0;
}
