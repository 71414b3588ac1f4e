/* A child blocks in a system call while its sibling, the spawn's
 * continuation, must run (docs/runtime.md, "Prompt steals"):
 *
 *   - `reader` blocks in read(2) on a pipe that a plain helper thread
 *     writes only once the sibling has run, or after 1 s;
 *   - `napper` sleeps 30 ms in nanosleep(2) while its sibling counts.
 *
 * Thieves take the continuation without signalling the blocked worker, so
 * no call sees EINTR (any error exits 1).  With the plugin at 2 or more
 * workers the sibling must run while the reader is still blocked: the
 * helper reports whether the sibling woke it or its timeout did.  The
 * output is the serial elision's, where the reader waits for the timeout. */
#include <forkc.h>

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#endif

static int fds[2];
static _Atomic int sibling_ran;
static _Atomic int woken_by_sibling;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void die(const char *what) {
    fprintf(stderr, "blocking_children: %s: %s\n", what, strerror(errno));
    exit(1);
}

/* Plain C, not a worker: writes one byte once the sibling ran, or after 1 s. */
static void *helper(void *arg) {
    (void)arg;
    double end = now_s() + 1.0;
    while (!atomic_load(&sibling_ran) && now_s() < end) {
        struct timespec ts = {0, 100000};
        nanosleep(&ts, NULL);
    }
    atomic_store(&woken_by_sibling, atomic_load(&sibling_ran));
    char c = 'x';
    if (write(fds[1], &c, 1) != 1)
        die("write");
    return NULL;
}

fork_task static int reader(void) {
    char c = 0;
    ssize_t n = read(fds[0], &c, 1);
    if (n != 1)
        die("read"); /* EINTR included */
    return c;
}

fork_task static long count(long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += i % 7;
    return s;
}

fork_task static long sibling(void) {
    atomic_store(&sibling_ran, 1);
    return count(1000);
}

fork_task static long read_while_sibling_runs(void) {
    int c = fork_spawn(reader());
    long s = sibling();
    fork_join();
    return c + s;
}

fork_task static int napper(void) {
    struct timespec ts = {0, 30 * 1000 * 1000};
    if (nanosleep(&ts, NULL) != 0)
        die("nanosleep"); /* EINTR included */
    return 1;
}

fork_task static long nap_while_sibling_counts(void) {
    int slept = fork_spawn(napper());
    long s = count(100000);
    fork_join();
    return slept + s;
}

/* Whether the sibling must overlap the blocked reader: the plugin's build at
 * 2 or more workers, where thieves may expose (Linux membarrier, patience
 * not 0; docs/runtime.md, "Prompt steals"). */
static int must_overlap(void) {
#if defined(__FORKC_LOWERED__) && defined(__linux__) && defined(__NR_membarrier)
    const char *w = getenv("FORKC_WORKERS"), *p = getenv("FORKC_STEAL_PATIENCE_US");
    if (!w || atoi(w) < 2 || (p && *p && atoi(p) == 0))
        return 0;
    long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0u, 0);
    return cmds >= 0 && (cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED);
#else
    return 0;
#endif
}

int main(void) {
    if (pipe(fds) != 0)
        die("pipe");
    pthread_t t;
    if (pthread_create(&t, NULL, helper, NULL) != 0)
        die("pthread_create");
    long r = read_while_sibling_runs();
    pthread_join(t, NULL);
    printf("read: %ld\n", r);
    printf("nap: %ld\n", nap_while_sibling_counts());
    if (must_overlap() && !atomic_load(&woken_by_sibling)) {
        fprintf(stderr, "blocking_children: the sibling did not run while the reader was "
                        "blocked (its continuation was not stolen within 1 s)\n");
        return 1;
    }
    return 0;
}
