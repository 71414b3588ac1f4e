/* skynet: the skynet microbenchmark's tree, ten spawned children per node
 * (the results stored by the spawns into an array), SIZE leaves numbered
 * 0 .. SIZE-1, summed on the way up (forkc's test/e2e/skynet.c in OpenCilk
 * spelling).  The sum is SIZE (SIZE - 1) / 2.
 * Usage: skynet [SIZE]   (a power of ten; default 100000) */
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

long skynet(long num, long size) {
    if (size == 1)
        return num;
    long parts[10];
    long sub = size / 10;
    for (int i = 0; i < 10; i++)
        parts[i] = cilk_spawn skynet(num + i * sub, sub);
    cilk_sync;
    long s = 0;
    for (int i = 0; i < 10; i++)
        s += parts[i];
    return s;
}

int main(int argc, char *argv[]) {
    long size = 100000;
    if (argc > 1)
        size = atol(argv[1]);
    long p = 1;
    while (p < size && p <= 100000000)
        p *= 10;
    if (size < 1 || p != size) {
        fprintf(stderr, "usage: %s [SIZE]   (a power of ten, at most 10^9)\n", argv[0]);
        return 2;
    }
    long r = skynet(0, size);
    long expect = size * (size - 1) / 2;
    printf("skynet(%ld) = %ld\n", size, r);
    if (r != expect) {
        printf("FAIL: expected %ld\n", expect);
        return 1;
    }
    printf("ok\n");
    return 0;
}
