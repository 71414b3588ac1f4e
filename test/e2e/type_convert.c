/* Call results converted to a different destination type (through a frame
 * temporary); return of an int task from a long task. */
#include <forkc.h>
#include <stdio.h>

fork_task int small(int x) { return x * 3; }
fork_task double half(int x) { return x / 2.0; }

fork_task long conv(int n) {
    long a = small(n);       /* int -> long */
    double d = small(n + 1); /* int -> double */
    int h;
    h = half(n);             /* double -> int */
    if (n > 0) {
        int k = fork_spawn(small(n - 1));
        fork_join();
        a += k;
    }
    return a + (long)d + h;
}

fork_task long via_int(int n) { return small(n); } /* int result, long return */

int main(void) {
    printf("%ld %ld\n", conv(7), via_int(9));
    return 0;
}
