/* The second translation unit of header_tasks.c: its own copy of the
 * header's tasks, hsum unused here. */
#include "header_tasks.h"

fork_task static long twice(int n) {
    long a = fork_spawn(hfib(n));
    long b = hfib(n - 1);
    fork_join();
    return a + b;
}

long part2(int n) {
    long v[64];
    hfill(v, 64, n);
    return twice(n) + v[63];
}
