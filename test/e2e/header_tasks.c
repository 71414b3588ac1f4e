/* Tasks defined in a header (header_tasks.h), used here and in
 * header_tasks.part2.c. */
#include "header_tasks.h"
#include "header_tasks.h" /* again: the include guard keeps one definition */
#include <stdio.h>

fork_task static long both(int n) {
    long a = fork_spawn(hfib(n));
    long b = fork_spawn(hfib(n + 1));
    fork_join();
    return a * 1000 + b;
}

int main(void) {
    long v[1000];
    hfill(v, 1000, 7); /* a plain C call of a header task: a root */
    printf("hsum %ld\n", hsum(v, 1000));
    printf("both %ld\n", both(18));
    printf("part2 %ld\n", part2(20));
    return 0;
}
