/* Mutual recursion between forward-declared tasks, spawned and called. */
#include <forkc.h>
#include <stdio.h>

fork_task long ping(int n);
static fork_task long pong(int n);

fork_task long ping(int n) {
    if (n <= 0) return 1;
    long a = fork_spawn(pong(n - 1));
    long b = pong(n - 2);
    fork_join();
    return a + b + 1;
}

static fork_task long pong(int n) {
    if (n <= 0) return 2;
    long a = fork_spawn(ping(n - 1));
    fork_join();
    return a * 2 % 1000003;
}

int main(void) {
    for (int i = 0; i < 20; i += 3)
        printf("ping(%d) = %ld\n", i, ping(i));
    return 0;
}
