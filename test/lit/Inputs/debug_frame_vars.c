/* Frame-resident variables under the debugger (debug-frame-vars.test): an
 * array, a struct and an address-taken scalar live in the task's frame, and
 * the debugger shows them by name.  Line numbers matter. */
#include <forkc.h>
#include <stdio.h>
struct point { int x, y; };
static void bump(long *p) { *p += 1; }
fork_task long walk(int n) {
    int hist[3] = {n, n * 2, n * 3};
    struct point pt = {n + 100, n + 200};
    long acc = n * 10;
    bump(&acc);
    if (n < 2)
        return acc + hist[2];
    long a = fork_spawn(walk(n - 1));
    long b = walk(n - 2);
    fork_join();
    forkc_resume_on(1);
    long sum = a + b + acc + hist[1] + pt.y;
    return sum;
}
int main(void) {
    printf("%ld\n", walk(4));
    return 0;
}
