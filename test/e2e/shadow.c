/* Shadowed names: each local gets its own frame field. */
#include <forkc.h>
#include <stdio.h>

fork_task int id(int x) { return x; }

fork_task long shadow(int n) {
    long s = 0;
    int x = 1000;
    for (int i = 0; i < n; i++) {
        int x = fork_spawn(id(i));
        fork_join();
        s += x;
        {
            int x = 7;
            int i = fork_spawn(id(x));
            fork_join();
            s += i;
        }
    }
    for (int i = 0; i < n; i++) {
        int s2 = fork_spawn(id(i * 3));
        fork_join();
        s += s2;
    }
    return s + x;
}

int main(void) {
    printf("%ld\n", shadow(10));
    return 0;
}
