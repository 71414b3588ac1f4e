/* User goto and labels in a task that also spawns. */
#include <forkc.h>
#include <stdio.h>

fork_task int sq(int x) { return x * x; }

fork_task long gotos(int n) {
    long s = 0;
    int i = 0;
again:
    if (i >= n)
        goto done;
    {
        int v = fork_spawn(sq(i));
        fork_join();
        s += v;
    }
    i++;
    goto again;
done:
    return s;
}

int main(void) {
    printf("%ld\n", gotos(100));
    return 0;
}
