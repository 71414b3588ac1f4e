/*
 * Stack memory at any worker count (libfork Theorem 2; docs/runtime.md,
 * "The memory bound"): runs one workload ROUNDS times in a pool of P
 * workers and prints what the bound is checked against.
 *
 *   mem_bound fib|tree N P ROUNDS [busy|lazy]
 *     fib N    spawn fib(n-1), call fib(n-2)
 *     tree N   a binomial tree shaped as UTS T3 (every node has 8 children
 *              with probability 0.124875), under a root that deals out N
 *              subtrees by halving
 *
 * Output, one line:
 *   result=R depth=D peak_stack_bytes=B stacklets=S steals=T rss_kib=K
 * depth is the longest chain of task activations the run made; rss_kib the
 * process's peak resident set (VmHWM: this program's, not that of the
 * process it was started from, which wait4's ru_maxrss may report).
 */
#include <forkc.h>

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static atomic_int max_depth;

static void reached(int depth) {
    int d = atomic_load_explicit(&max_depth, memory_order_relaxed);
    while (depth > d && !atomic_compare_exchange_weak_explicit(&max_depth, &d, depth,
                                                                memory_order_relaxed,
                                                                memory_order_relaxed)) {}
}

fork_task long fib(int n, int depth) {
    if (n < 2) {
        reached(depth);
        return n;
    }
    long a = fork_spawn(fib(n - 1, depth + 1));
    long b = fib(n - 2, depth + 1);
    fork_join();
    return a + b;
}

static unsigned mix(unsigned x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

fork_task long tree(unsigned id, int depth) {
    int m = mix(id) % 1000000u < 124875u ? 8 : 0;
    long r[8], n = 1;
    if (m == 0)
        reached(depth);
    for (int i = 0; i < m; i++)
        r[i] = fork_spawn(tree(mix(id * 31u + (unsigned)i + 7u), depth + 1));
    fork_join();
    for (int i = 0; i < m; i++)
        n += r[i];
    return n;
}

fork_task long forest(unsigned lo, unsigned hi, int depth) {
    if (hi - lo == 1)
        return tree(mix(lo + 1u), depth + 1);
    unsigned mid = lo + (hi - lo) / 2;
    long a = fork_spawn(forest(lo, mid, depth + 1));
    long b = forest(mid, hi, depth + 1);
    fork_join();
    return a + b;
}

struct job {
    int tree, n;
    long result;
};

static void run(void *p) {
    struct job *j = p;
    j->result = j->tree ? forest(0, (unsigned)j->n, 1) : fib(j->n, 1);
}

static long peak_rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld", &kib) == 1)
            break;
    if (f)
        fclose(f);
    return kib;
}

int main(int argc, char **argv) {
    if (argc < 5 || (strcmp(argv[1], "fib") && strcmp(argv[1], "tree"))) {
        fprintf(stderr, "usage: %s fib|tree N P ROUNDS [busy|lazy]\n", argv[0]);
        return 2;
    }
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = (unsigned)atoi(argv[3]);
    o.pin = 0; /* oversubscribed on purpose: the bound holds for any schedule */
    if (argc > 5)
        o.scheduler = strcmp(argv[5], "busy") ? FORKC_SCHED_LAZY : FORKC_SCHED_BUSY;
    forkc_pool *pool;
    if (forkc_pool_create(&pool, &o) != 0) {
        fprintf(stderr, "mem_bound: cannot make a pool of %s workers\n", argv[3]);
        return 1;
    }
    struct job j = {strcmp(argv[1], "fib") != 0, atoi(argv[2]), 0};
    long first = -1;
    for (int r = 0; r < atoi(argv[4]); r++) {
        forkc_run(pool, run, &j);
        if (first >= 0 && j.result != first) {
            fprintf(stderr, "mem_bound: round %d gave %ld, round 0 %ld\n", r, j.result, first);
            return 1;
        }
        first = j.result;
    }
    forkc_stats s;
    forkc_pool_stats(pool, &s);
    int bad = forkc_pool_destroy(pool) != 0;
    printf("result=%ld depth=%d peak_stack_bytes=%llu stacklets=%llu steals=%llu rss_kib=%ld\n",
           j.result, atomic_load(&max_depth), s.peak_stack_bytes, s.stacklets, s.steals,
           peak_rss_kib());
    return bad;
}
