/* Two spawned siblings race on `shared`, each before about 100 ms of plain
 * C, in one root call with no retry.  ThreadSanitizer sees the race only if
 * the spawn's continuation (the second sibling) ran on another worker while
 * the first sibling was running: a thief must take it although its owner
 * pushes nothing more (docs/runtime.md, "Prompt steals").  test/install/run.sh
 * runs it 10 times and wants the race reported at least 9 times. */
#include <forkc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

static uint64_t shared;

static uint64_t burn(uint64_t n, uint64_t x) {
    for (uint64_t i = 0; i < n; i++)
        x = x * 6364136223846793005u + 1442695040888963407u;
    return x;
}

/* The racy write comes first: ThreadSanitizer reports a race only while it
 * can still restore the earlier access's stack from that thread's history,
 * which a thief that spins for a while after a late write overflows. */
fork_task static uint64_t sibling(uint64_t n, uint64_t seed) {
    shared += seed; /* the race */
    return burn(n, seed);
}

fork_task static uint64_t two(uint64_t n) {
    uint64_t a = fork_spawn(sibling(n, 1));
    uint64_t b = sibling(n, 2);
    fork_join();
    return a ^ b;
}

int main(int argc, char **argv) {
#if defined(__linux__)
    /* Thieves expose only with membarrier: without it, say so (run.sh skips) */
    long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0u, 0);
    if (cmds < 0 || !(cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED))
        return 77;
#endif
    uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 10) : 100000000u;
    printf("%llu %llu\n", (unsigned long long)(two(n) & 1), (unsigned long long)shared);
    return 0;
}
