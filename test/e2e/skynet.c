/* Skynet-style: 10 children per level, depth 5 (10^5 leaves). */
#include <forkc.h>
#include <stdio.h>

fork_task long skynet(long num, long size) {
    if (size == 1)
        return num;
    long parts[10];
    long sub = size / 10;
    for (int i = 0; i < 10; i++)
        parts[i] = fork_spawn(skynet(num + i * sub, sub));
    fork_join();
    long s = 0;
    for (int i = 0; i < 10; i++) s += parts[i];
    return s;
}

int main(void) {
    printf("%ld\n", skynet(0, 100000));
    return 0;
}
