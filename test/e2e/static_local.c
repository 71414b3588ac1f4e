/* Static locals stay where they are (not in the frame); a static task. */
#include <forkc.h>
#include <stdio.h>

static fork_task long weight(int i) {
    static const long table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    return table[i % 8];
}

fork_task long weighted(int n) {
    static const char *label = "weighted";
    long acc[64];
    for (int i = 0; i < n; i++)
        acc[i] = fork_spawn(weight(i));
    fork_join();
    long s = 0;
    for (int i = 0; i < n; i++) s += acc[i] * i;
    return s + (long)label[0];
}

int main(void) {
    printf("%ld\n", weighted(64));
    printf("%ld\n", weight(5));
    return 0;
}
